import Foundation

enum PriceFormatter {
    static func text(of product: Product) -> String {
        "\(product.price)"
    }
}
