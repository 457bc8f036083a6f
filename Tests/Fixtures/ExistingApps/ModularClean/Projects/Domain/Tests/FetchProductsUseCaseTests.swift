import XCTest
@testable import Domain

final class FetchProductsUseCaseTests: XCTestCase {
  private struct Stub: ProductRepository {
    let stored: [Product]
    func products() async throws(DomainError) -> [Product] { stored }
  }

  func testSortsByCategoryThenPrice() async throws {
    let milk = Product(id: "m", title: "Milk", priceInCents: 120, category: .dairy)
    let bread = Product(id: "b", title: "Bread", priceInCents: 250, category: .bakery)
    let rolls = Product(id: "r", title: "Rolls", priceInCents: 90, category: .bakery)
    let sorted = try await FetchProductsUseCase(repository: Stub(stored: [milk, bread, rolls]))()
    XCTAssertEqual(sorted.map(\.id), ["r", "b", "m"])
  }
}
