import Foundation
import Observation
import UIKit

@MainActor
@Observable
final class OrderListViewModel {
  enum State: Equatable {
    case idle, loading, loaded([Order]), failed(String)
  }

  private(set) var state: State = .idle
  private let repository: any OrderRepository
  weak var router: OrderRouter?

  init(repository: any OrderRepository) {
    self.repository = repository
  }

  func load() async {
    state = .loading
    do {
      state = .loaded(try await repository.orders())
    } catch {
      state = .failed("\(error)")
    }
  }
}
