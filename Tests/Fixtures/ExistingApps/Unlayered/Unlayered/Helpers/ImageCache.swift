#if canImport(UIKit)
import UIKit

class ImageCache {
    static let shared = ImageCache()
    private let cache = NSCache<NSURL, UIImage>()

    subscript(url: URL) -> UIImage? {
        get { cache.object(forKey: url as NSURL) }
        set {
            if let newValue { cache.setObject(newValue, forKey: url as NSURL) } else { cache.removeObject(forKey: url as NSURL) }
        }
    }
}
#endif
