import UIKit

final class MoviesListViewController: UITableViewController {
    private let viewModel: MoviesListViewModel
    private var movies: [Movie] = []

    init(viewModel: MoviesListViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.onUpdate = { [weak self] movies in
            self?.movies = movies
            self?.tableView.reloadData()
        }
        viewModel.search("")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        movies.count
    }
}
