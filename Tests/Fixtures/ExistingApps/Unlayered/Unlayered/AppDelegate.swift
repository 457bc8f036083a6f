#if canImport(UIKit)
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AnalyticsManager.shared.start()
        NotificationManager.shared.registerCategories()
        UINavigationBar.appearance().tintColor = .brandGreen
        return true
    }
}
#endif
