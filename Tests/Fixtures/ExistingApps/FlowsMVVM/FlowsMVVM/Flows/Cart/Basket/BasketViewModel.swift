import Foundation

final class BasketViewModel {
    private let cart: CartRepository

    init(cart: CartRepository) {
        self.cart = cart
    }

    var items: [CartItem] { cart.items }
    var isEmpty: Bool { cart.items.isEmpty }
    var itemCountText: String { "\(cart.items.reduce(0) { $0 + $1.quantity }) items" }

    func remove(at index: Int) {
        cart.remove(productID: cart.items[index].productID)
    }
}
