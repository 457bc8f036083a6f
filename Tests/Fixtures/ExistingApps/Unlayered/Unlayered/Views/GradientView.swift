#if canImport(UIKit)
import UIKit

class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    func apply(_ colors: [UIColor]) {
        (layer as? CAGradientLayer)?.colors = colors.map(\.cgColor)
    }
}
#endif
