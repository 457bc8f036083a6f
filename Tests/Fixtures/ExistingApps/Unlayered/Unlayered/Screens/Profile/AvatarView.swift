#if canImport(UIKit)
import UIKit

class AvatarView: UIImageView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        clipsToBounds = true
    }

    func load(_ url: URL?) {
        image = UIImage(systemName: "person.crop.circle")
        guard let url else { return }
        ImageDownloader.shared.image(at: url) { [weak self] image in self?.image = image }
    }
}
#endif
