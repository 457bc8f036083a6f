import Domain

public actor InMemoryBasketRepository: BasketRepository {
  private var stored: [BasketLine] = []

  public init() {}

  public func lines() async -> [BasketLine] { stored }

  public func save(_ lines: [BasketLine]) async {
    stored = lines
  }
}
