import SwiftUI
import UIKit

extension UINavigationController {
    func pushHostingController<Content: View>(_ view: Content, animated: Bool) {
        pushViewController(UIHostingController(rootView: view), animated: animated)
    }
}
