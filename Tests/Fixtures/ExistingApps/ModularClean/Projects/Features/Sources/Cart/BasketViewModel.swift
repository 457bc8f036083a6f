import Domain

@MainActor
public final class BasketViewModel {
  public private(set) var lines: [BasketLine] = []
  public private(set) var message: String?
  private let addToBasket: AddToBasketUseCase
  private let repository: any BasketRepository

  public init(addToBasket: AddToBasketUseCase, repository: any BasketRepository) {
    self.addToBasket = addToBasket
    self.repository = repository
  }

  public var totalInCents: Int { lines.reduce(0) { $0 + $1.totalInCents } }

  public func add(_ product: Product) async {
    do {
      try await addToBasket(product)
      lines = await repository.lines()
      message = nil
    } catch {
      message = "Could not add \(product.title)."
    }
  }
}
