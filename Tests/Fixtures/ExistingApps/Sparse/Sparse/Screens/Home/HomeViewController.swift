import UIKit

final class HomeViewController: UIViewController {}
