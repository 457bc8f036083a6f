#if canImport(UIKit)
import UIKit

@IBDesignable
class RoundedButton: UIButton {
    @IBInspectable var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .brandGreen
        layer.cornerRadius = cornerRadius
    }
}
#endif
