import Foundation

final class ProductDetailViewModel {
    private let product: Product
    private let cart: CartRepository

    init(product: Product, cart: CartRepository) {
        self.product = product
        self.cart = cart
    }

    var name: String { product.name }
    var priceText: String { product.price.formatted }

    func addToCart(quantity: Int) {
        cart.add(CartItem(productID: product.id, quantity: quantity))
    }
}
