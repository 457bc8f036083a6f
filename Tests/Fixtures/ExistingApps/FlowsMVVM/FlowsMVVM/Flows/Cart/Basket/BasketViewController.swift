#if canImport(UIKit)
import UIKit

final class BasketViewController: UIViewController {
    private let viewModel: BasketViewModel
    private let emptyLabel = UILabel()

    init(viewModel: BasketViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        emptyLabel.isHidden = !viewModel.isEmpty
        navigationItem.prompt = viewModel.itemCountText
    }
}
#endif
