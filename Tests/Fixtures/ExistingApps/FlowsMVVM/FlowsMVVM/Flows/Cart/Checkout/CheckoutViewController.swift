#if canImport(UIKit)
import UIKit

final class CheckoutViewController: UIViewController, UITextFieldDelegate {
    private let viewModel = CheckoutViewModel()
    private let addressField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        addressField.placeholder = "Delivery address"
        addressField.delegate = self
        view.addSubview(addressField)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        viewModel.submit(address: textField.text ?? "")
    }
}
#endif
