import UIKit

final class AccountViewController: UIViewController {
  var account: Account?
}
