#if canImport(UIKit)
import UIKit

class SearchResultsController: UITableViewController {
    var results: [Recipe] = []

    func search(_ text: String) {
        APIClient.shared.get(Endpoint.search(text)) { [weak self] (result: Result<[Recipe], NetworkError>) in
            self?.results = (try? result.get()) ?? []
            DispatchQueue.main.async { self?.tableView.reloadData() }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }
}
#endif
