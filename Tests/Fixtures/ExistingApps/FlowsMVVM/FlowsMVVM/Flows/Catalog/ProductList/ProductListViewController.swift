#if canImport(UIKit)
import UIKit

final class ProductListViewController: UITableViewController {
    private let viewModel: ProductListViewModel
    private var products: [Product] = []

    init(viewModel: ProductListViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        viewModel.onStateChange = { [weak self] state in
            if case .loaded(let products) = state {
                self?.products = products
                self?.tableView.reloadData()
            }
        }
        Task { await viewModel.load() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath)
        (cell as? ProductCell)?.configure(with: products[indexPath.row])
        return cell
    }
}
#endif
