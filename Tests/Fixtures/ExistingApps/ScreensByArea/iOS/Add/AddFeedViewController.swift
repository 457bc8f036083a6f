import UIKit

final class AddFeedViewController: UIViewController {}
