#if canImport(UIKit)
import UIKit

class ShoppingListItemCell: UITableViewCell {
    func configure(_ item: ShoppingItem) {
        let attributes: [NSAttributedString.Key: Any] = item.isChecked ? [.strikethroughStyle: 1] : [:]
        textLabel?.attributedText = NSAttributedString(string: item.title, attributes: attributes)
        accessoryType = item.isChecked ? .checkmark : .none
    }
}
#endif
