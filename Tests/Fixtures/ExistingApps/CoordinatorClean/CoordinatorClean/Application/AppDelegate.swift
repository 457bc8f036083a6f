#if canImport(UIKit)
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let container = AppDIContainer()
    private var appCoordinator: AppCoordinator?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigation = UINavigationController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        appCoordinator = AppCoordinator(navigationController: navigation, container: container)
        appCoordinator?.start()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
#endif
