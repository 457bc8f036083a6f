#if canImport(UIKit)
import UIKit

class SearchViewController: UIViewController, UISearchBarDelegate {
    let searchController = UISearchController(searchResultsController: SearchResultsController())
    let history = SearchHistory()
    let debouncer = Debouncer(delay: 0.3)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = searchController
        searchController.searchBar.delegate = self
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        debouncer.run { [weak self] in
            (self?.searchController.searchResultsController as? SearchResultsController)?.search(searchText)
        }
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        history.record(searchBar.text ?? "")
    }
}
#endif
