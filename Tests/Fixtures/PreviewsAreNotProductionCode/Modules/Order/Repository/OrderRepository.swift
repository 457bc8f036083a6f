protocol OrderRepository {
  func orders() async throws -> [String]
}

struct MockOrderRepository: OrderRepository {
  func orders() async throws -> [String] { ["#1"] }
}
