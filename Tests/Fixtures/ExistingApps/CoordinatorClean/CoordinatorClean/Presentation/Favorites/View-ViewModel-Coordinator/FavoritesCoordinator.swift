#if canImport(UIKit)
import UIKit

/// Owns the favourites tab: its navigation stack is created here and handed to the tab bar.
final class FavoritesCoordinator {
    let navigationController = UINavigationController()
    private let viewModel: FavoritesViewModel

    init(viewModel: FavoritesViewModel) {
        self.viewModel = viewModel
        navigationController.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
    }

    func start() {
        navigationController.setViewControllers([FavoritesViewController(viewModel: viewModel)], animated: false)
    }
}
#endif
