import UIKit

final class MoviesViewController: UIViewController {
    private var dataSource: MoviesTableViewDataSource?
}
