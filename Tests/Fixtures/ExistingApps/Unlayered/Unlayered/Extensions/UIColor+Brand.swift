#if canImport(UIKit)
import UIKit

extension UIColor {
    static let brandGreen = UIColor(red: 0.18, green: 0.62, blue: 0.39, alpha: 1)
    static let brandCream = UIColor(red: 0.99, green: 0.96, blue: 0.89, alpha: 1)
}
#endif
