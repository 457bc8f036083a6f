#if canImport(UIKit)
import UIKit

class TagLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 16, height: size.height + 6)
    }
}
#endif
