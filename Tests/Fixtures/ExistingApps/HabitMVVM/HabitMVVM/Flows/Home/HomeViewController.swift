import UIKit

final class HomeViewController: UIViewController {
    var viewModel: HomeViewModel?
}

enum HomeSection {
    case main
}
