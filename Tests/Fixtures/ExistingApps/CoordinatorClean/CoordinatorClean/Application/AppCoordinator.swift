#if canImport(UIKit)
import UIKit

final class AppCoordinator {
    private let navigationController: UINavigationController
    private let container: AppDIContainer
    private var children: [AnyObject] = []

    init(navigationController: UINavigationController, container: AppDIContainer) {
        self.navigationController = navigationController
        self.container = container
    }

    func start() {
        let movies = MoviesCoordinator(navigationController: navigationController, factory: container)
        children.append(movies)
        movies.start()
    }
}
#endif
