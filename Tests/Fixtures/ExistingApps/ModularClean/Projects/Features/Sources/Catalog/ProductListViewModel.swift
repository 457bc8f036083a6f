import Domain

@MainActor
public final class ProductListViewModel {
  public enum State: Equatable {
    case idle
    case loading
    case loaded([Product])
    case failed(DomainError)
  }

  public private(set) var state = State.idle {
    didSet { onChange?() }
  }
  public var onChange: (() -> Void)?
  private let fetchProducts: FetchProductsUseCase

  public init(fetchProducts: FetchProductsUseCase) {
    self.fetchProducts = fetchProducts
  }

  public func load() async {
    state = .loading
    do {
      state = .loaded(try await fetchProducts())
    } catch {
      state = .failed(error)
    }
  }
}
