public protocol CartRepository: Sendable {
  func items() -> [CartItem]
}

public struct InMemoryCartRepository: CartRepository {
  public func items() -> [CartItem] { [CartItem(name: "Tea", quantity: 2)] }
}
