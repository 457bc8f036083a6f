import Domain
import XCTest
@testable import Features

@MainActor
final class BasketViewModelTests: XCTestCase {
  private actor Store: BasketRepository {
    var saved: [BasketLine] = []
    func lines() async -> [BasketLine] { saved }
    func save(_ lines: [BasketLine]) async { saved = lines }
  }

  func testAddingSumsTheTotal() async {
    let store = Store()
    let viewModel = BasketViewModel(addToBasket: AddToBasketUseCase(repository: store), repository: store)
    let apple = Product(id: "a", title: "Apple", priceInCents: 40, category: .fruit)
    await viewModel.add(apple)
    await viewModel.add(apple)
    XCTAssertEqual(viewModel.totalInCents, 80)
  }
}
