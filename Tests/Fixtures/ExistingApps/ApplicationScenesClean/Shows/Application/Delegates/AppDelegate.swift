import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let application = Application.app
}
