import Foundation

@MainActor
final class CartManager {
    private(set) var products: [Product] = []
    private let productService: ProductServiceProtocol

    init(productService: ProductServiceProtocol) {
        self.productService = productService
    }

    func add(_ product: Product) {
        products.append(product)
    }
}
