import Foundation

/// The Order feature's entry point: builds its screens and navigates.
@MainActor
final class OrderRouter {
  private let repository: any OrderRepository

  init(repository: any OrderRepository) {
    self.repository = repository
  }

  func makeOrderList() -> OrderListViewModel {
    OrderListViewModel(repository: repository)
  }

  func cart() -> CartRouter {
    CartRouter()
  }
}
