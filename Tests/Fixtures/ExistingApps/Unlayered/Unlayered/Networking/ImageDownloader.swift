#if canImport(UIKit)
import UIKit

class ImageDownloader {
    static let shared = ImageDownloader()

    func image(at url: URL, completion: @escaping (UIImage?) -> Void) {
        if let cached = ImageCache.shared[url] { return completion(cached) }
        URLSession.shared.dataTask(with: url) { data, _, _ in
            let image = data.flatMap(UIImage.init(data:))
            ImageCache.shared[url] = image
            DispatchQueue.main.async { completion(image) }
        }.resume()
    }
}
#endif
