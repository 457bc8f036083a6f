import Foundation

protocol ProductServiceProtocol {
    func products() async throws -> [Product]
}

final class ProductService: ProductServiceProtocol {
    func products() async throws -> [Product] { [] }
}
