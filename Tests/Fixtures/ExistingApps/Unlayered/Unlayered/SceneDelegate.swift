#if canImport(UIKit)
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let root: UIViewController = SessionManager.shared.isLoggedIn ? HomeViewController() : LoginViewController()
        window?.rootViewController = UINavigationController(rootViewController: root)
        window?.makeKeyAndVisible()
    }
}
#endif
