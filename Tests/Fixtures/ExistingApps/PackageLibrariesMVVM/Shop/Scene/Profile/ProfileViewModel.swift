import ShopCore

@MainActor
final class ProfileViewModel {
  private let client: any ShopClient
  private(set) var customer: Customer?

  init(client: any ShopClient) { self.client = client }

  func load() async throws { customer = try await client.customer() }
}
