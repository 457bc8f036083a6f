import Combine
import Foundation

@MainActor
final class ProductDetailViewModel: ObservableObject {
    let product: Product
    private let cartManager: CartManager
    private let ratingStore = RatingStore()

    init(product: Product, cartManager: CartManager) {
        self.product = product
        self.cartManager = cartManager
    }

    var priceText: String { PriceFormatter.text(of: product) }

    var stars: Int { ratingStore.stars(of: product) }

    func addToCart() {
        cartManager.add(product)
    }
}
