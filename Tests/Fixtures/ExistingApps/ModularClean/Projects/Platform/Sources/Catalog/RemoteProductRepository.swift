import Domain
import Foundation

public struct RemoteProductRepository: ProductRepository {
  private let client: any HTTPClient

  public init(client: any HTTPClient) {
    self.client = client
  }

  public func products() async throws(DomainError) -> [Product] {
    do {
      let data = try await client.get("products")
      return try JSONDecoder().decode([ProductDTO].self, from: data).map(\.product)
    } catch {
      throw DomainError(error)
    }
  }
}
