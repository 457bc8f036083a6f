import UIKit

final class DetailViewController: UIViewController {
    var show: Show?
}
