import Payments
import ShopCore
import ShopUI
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
