import UIKit

final class HomeCoordinator {
    weak var viewController: HomeViewController?
}
