#if canImport(UIKit)
import UIKit

class ShoppingListViewController: UITableViewController {
    var items: [ShoppingItem] = [] {
        didSet { tableView.reloadData() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ShoppingListItemCell.self, forCellReuseIdentifier: "item")
        tableView.backgroundView = EmptyStateView(message: "Nothing to buy yet")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.backgroundView?.isHidden = !items.isEmpty
        return items.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        items[indexPath.row].isChecked.toggle()
        Haptics.tap()
    }
}
#endif
