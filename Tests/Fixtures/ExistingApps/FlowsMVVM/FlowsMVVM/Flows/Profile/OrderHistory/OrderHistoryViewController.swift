#if canImport(UIKit)
import UIKit

final class OrderHistoryViewController: UITableViewController {
    private let viewModel: OrderHistoryViewModel

    init(viewModel: OrderHistoryViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func numberOfSections(in tableView: UITableView) -> Int {
        viewModel.sections.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        viewModel.sections[section].title
    }
}
#endif
