#if canImport(UIKit)
import UIKit

final class ProductCell: UITableViewCell {
    static let reuseIdentifier = "ProductCell"

    func configure(with product: Product) {
        var content = defaultContentConfiguration()
        content.text = product.name
        content.secondaryText = product.price.formatted
        contentConfiguration = content
    }
}
#endif
