#if canImport(UIKit)
import UIKit

final class FavoritesViewController: UIViewController {
    private let viewModel: FavoritesViewModel
    private let label = UILabel()

    init(viewModel: FavoritesViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.numberOfLines = 0
        label.text = viewModel.count == 0 ? viewModel.emptyText : "\(viewModel.count) favourites"
        view.addSubview(label)
    }
}
#endif
