#if canImport(UIKit)
import UIKit

extension UIViewController {
    func showAlert(title: String = "Something went wrong", message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}
#endif
