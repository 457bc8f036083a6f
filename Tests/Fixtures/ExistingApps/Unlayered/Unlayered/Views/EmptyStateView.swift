#if canImport(UIKit)
import UIKit

class EmptyStateView: UIView {
    private let label = UILabel()

    init(message: String) {
        super.init(frame: .zero)
        label.text = message
        label.textColor = .secondaryLabel
        addSubview(label)
        label.pinToCenter()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
#endif
