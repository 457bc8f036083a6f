#if canImport(UIKit)
import UIKit

final class ProductDetailViewController: UIViewController {
    private let viewModel: ProductDetailViewModel
    private let priceLabel = UILabel()

    init(viewModel: ProductDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.name
        priceLabel.text = viewModel.priceText
        view.addSubview(priceLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [viewModel] _ in viewModel.addToCart(quantity: 1) }
        )
    }
}
#endif
