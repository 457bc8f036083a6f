import UIKit

final class MoviesViewController: UIViewController {
    var viewModel: MoviesViewModel?
}
