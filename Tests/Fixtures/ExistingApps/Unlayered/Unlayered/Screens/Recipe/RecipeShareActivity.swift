#if canImport(UIKit)
import UIKit

class RecipeShareActivity: UIActivity {
    override var activityTitle: String? { "Send to shopping list" }
    override var activityImage: UIImage? { UIImage(systemName: "cart.badge.plus") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is Recipe }
    }
}
#endif
