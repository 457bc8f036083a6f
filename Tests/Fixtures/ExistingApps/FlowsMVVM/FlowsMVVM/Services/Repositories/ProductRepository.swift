import Foundation

protocol ProductRepository {
    func products(in categoryID: String?) async throws -> [Product]
}

final class RemoteProductRepository: ProductRepository {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func products(in categoryID: String?) async throws -> [Product] {
        try await client.send(.products(categoryID: categoryID))
    }
}
