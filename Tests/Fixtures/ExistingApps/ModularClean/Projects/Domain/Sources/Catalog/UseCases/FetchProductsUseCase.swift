public struct FetchProductsUseCase: Sendable {
  private let repository: any ProductRepository

  public init(repository: any ProductRepository) {
    self.repository = repository
  }

  /// The catalogue, cheapest first within each category.
  public func callAsFunction() async throws(DomainError) -> [Product] {
    try await repository.products().sorted {
      ($0.category.rawValue, $0.priceInCents) < ($1.category.rawValue, $1.priceInCents)
    }
  }
}
