#if canImport(UIKit)
import UIKit

class LoginViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var loginButton: RoundedButton!
    let viewModel = LoginViewModel()

    @IBAction func loginTapped(_ sender: Any) {
        view.endEditing(true)
        LoadingOverlay.show(on: view)
        viewModel.login(email: emailField.text ?? "", password: passwordField.text ?? "") { [weak self] error in
            LoadingOverlay.hide()
            if let error {
                self?.showAlert(message: error)
            } else {
                self?.navigationController?.setViewControllers([HomeViewController()], animated: true)
            }
        }
    }
}
#endif
