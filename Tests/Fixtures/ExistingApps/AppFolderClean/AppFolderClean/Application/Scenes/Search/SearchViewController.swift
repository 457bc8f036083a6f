import UIKit

final class SearchViewController: UIViewController {}
