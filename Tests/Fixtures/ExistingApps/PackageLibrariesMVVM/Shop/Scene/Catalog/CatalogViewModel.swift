import ShopCore

@MainActor
final class CatalogViewModel {
  private let client: any ShopClient
  private(set) var products: [Product] = []

  init(client: any ShopClient) { self.client = client }

  func load() async throws { products = try await client.products() }
}
