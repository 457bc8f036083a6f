public protocol CartRepository: Sendable {
  func items() -> [CartItem]
}
