import UIKit

final class SignUpViewController: UIViewController {
    var viewModel: SignUpViewModel?
}
