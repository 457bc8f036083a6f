public struct BasketLine: Equatable, Sendable {
  public let product: Product
  public var quantity: Int

  public init(product: Product, quantity: Int) {
    self.product = product
    self.quantity = quantity
  }

  public var totalInCents: Int { product.priceInCents * quantity }
}
