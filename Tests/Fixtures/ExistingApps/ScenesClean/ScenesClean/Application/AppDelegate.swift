import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let container = AppDIContainer()
    private var coordinator: MoviesSearchFlowCoordinator?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigation = UINavigationController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        coordinator = container.makeMoviesSearchFlowCoordinator(navigationController: navigation)
        coordinator?.start()
        window?.makeKeyAndVisible()
        return true
    }
}
