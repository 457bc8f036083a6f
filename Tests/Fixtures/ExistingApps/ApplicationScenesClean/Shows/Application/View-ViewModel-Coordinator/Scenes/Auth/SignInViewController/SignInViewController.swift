import UIKit

final class SignInViewController: UIViewController {
    var viewModel: SignInViewModel?
}
