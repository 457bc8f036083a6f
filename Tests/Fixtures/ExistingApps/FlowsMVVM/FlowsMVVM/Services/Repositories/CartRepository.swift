protocol CartRepository: AnyObject {
    var items: [CartItem] { get }
    func add(_ item: CartItem)
    func remove(productID: String)
}

final class InMemoryCartRepository: CartRepository {
    private(set) var items: [CartItem] = []

    func add(_ item: CartItem) {
        if let index = items.firstIndex(where: { $0.productID == item.productID }) {
            items[index].quantity += item.quantity
        } else {
            items.append(item)
        }
    }

    func remove(productID: String) {
        items.removeAll { $0.productID == productID }
    }
}
