public protocol BasketRepository: Sendable {
  func lines() async -> [BasketLine]
  func save(_ lines: [BasketLine]) async
}
