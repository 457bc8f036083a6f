import UIKit

final class HomeTableViewDataSource: TableViewDataSource {
    weak var viewModel: HomeViewModel?
}
