public struct CartItem: Sendable, Equatable {
  public var name: String
  public var quantity: Int
}
