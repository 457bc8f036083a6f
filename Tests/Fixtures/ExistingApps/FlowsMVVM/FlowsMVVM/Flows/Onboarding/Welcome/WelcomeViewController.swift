#if canImport(UIKit)
import UIKit

final class WelcomeViewController: UIViewController {
    private let viewModel: WelcomeViewModel
    private let products: ProductRepository

    init(viewModel: WelcomeViewModel, products: ProductRepository) {
        self.viewModel = viewModel
        self.products = products
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        viewModel.onContinue = { [weak self] in
            guard let self else { return }
            let list = ProductListViewController(viewModel: ProductListViewModel(repository: self.products))
            self.navigationController?.pushViewController(list, animated: true)
        }
    }
}
#endif
