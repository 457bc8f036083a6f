#if canImport(UIKit)
import UIKit

final class AccountViewController: UIViewController {
    private let viewModel: AccountViewModel
    private let greetingLabel = UILabel()

    init(viewModel: AccountViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Task {
            await viewModel.refresh()
            greetingLabel.text = viewModel.greeting
        }
    }
}
#endif
