import Foundation

protocol OrderRepository: Sendable {
  func orders() async throws -> [Order]
}

protocol OrderRemoteDataSource: Sendable {
  func fetchOrders() async throws -> [Order]
}

struct DefaultOrderRepository: OrderRepository {
  let remote: any OrderRemoteDataSource
  let client: any HTTPClient
  weak var viewModel: OrderListViewModel?

  func orders() async throws -> [Order] {
    try await remote.fetchOrders()
  }
}
