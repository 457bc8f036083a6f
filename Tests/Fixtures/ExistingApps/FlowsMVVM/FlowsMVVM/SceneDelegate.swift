#if canImport(UIKit)
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let client = APIClient(baseURL: URL(string: "https://api.shop.example.com")!)
        let products = RemoteProductRepository(client: client)
        let welcome = WelcomeViewController(viewModel: WelcomeViewModel(), products: products)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: welcome)
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
