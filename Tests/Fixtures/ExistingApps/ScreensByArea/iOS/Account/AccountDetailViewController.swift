import UIKit

final class AccountDetailViewController: UIViewController {
  var account: Account?
}
