public struct AddToBasketUseCase: Sendable {
  private let repository: any BasketRepository

  public init(repository: any BasketRepository) {
    self.repository = repository
  }

  public func callAsFunction(_ product: Product, quantity: Int = 1) async throws(DomainError) {
    guard quantity > 0 else { throw .invalidQuantity(quantity) }
    var lines = await repository.lines()
    if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
      lines[index].quantity += quantity
    } else {
      lines.append(BasketLine(product: product, quantity: quantity))
    }
    await repository.save(lines)
  }
}
