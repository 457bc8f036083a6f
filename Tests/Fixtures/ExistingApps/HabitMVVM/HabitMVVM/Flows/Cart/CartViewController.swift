import UIKit

final class CartViewController: UIViewController {
    var viewModel: CartViewModel?
}

enum CartSection {
    case main
}
