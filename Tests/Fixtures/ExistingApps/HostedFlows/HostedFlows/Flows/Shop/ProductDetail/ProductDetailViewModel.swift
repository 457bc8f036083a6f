import Combine
import Foundation

@MainActor
final class ProductDetailViewModel: ObservableObject {
    let product: Product
    private let cartManager: CartManager

    init(product: Product, cartManager: CartManager) {
        self.product = product
        self.cartManager = cartManager
    }

    func addToCart() {
        cartManager.add(product)
    }
}
