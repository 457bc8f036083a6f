#if canImport(UIKit)
import UIKit

enum LoadingOverlay {
    private static let tag = 9_001

    static func show(on view: UIView) {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.tag = tag
        spinner.startAnimating()
        view.addSubview(spinner)
        spinner.pinToCenter()
    }

    static func hide() {
        UIApplication.shared.connectedScenes
            .compactMap { ($0 as? UIWindowScene)?.keyWindow?.viewWithTag(tag) }
            .forEach { $0.removeFromSuperview() }
    }
}
#endif
