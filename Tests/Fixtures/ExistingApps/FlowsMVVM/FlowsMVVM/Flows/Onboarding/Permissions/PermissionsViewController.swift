#if canImport(UIKit)
import UIKit

final class PermissionsViewController: UIViewController {
    private let viewModel = PermissionsViewModel()
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 12
        view.addSubview(stack)
        for kind in PermissionKind.allCases {
            let button = UIButton(type: .system)
            button.setTitle(String(describing: kind).capitalized, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.viewModel.grant(kind) }, for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
    }
}
#endif
