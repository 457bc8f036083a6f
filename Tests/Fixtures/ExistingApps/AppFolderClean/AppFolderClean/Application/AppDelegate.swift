import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let container = AppDIContainer()
}
