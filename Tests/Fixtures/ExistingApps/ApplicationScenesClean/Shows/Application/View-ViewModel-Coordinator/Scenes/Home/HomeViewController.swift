import UIKit

final class HomeViewController: UIViewController {
    var viewModel: HomeViewModel?
    var dataSource: HomeTableViewDataSource?
}
