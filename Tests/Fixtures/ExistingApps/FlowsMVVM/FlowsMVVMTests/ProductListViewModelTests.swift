import XCTest
@testable import FlowsMVVM

final class ProductListViewModelTests: XCTestCase {
    private struct StubProducts: ProductRepository {
        let result: [Product]
        func products(in categoryID: String?) async throws -> [Product] { result }
    }

    func testLoadPublishesProducts() async {
        let apple = Product(id: "1", name: "Apple", price: Money(amountInCents: 99, currencyCode: "EUR"), categoryID: nil)
        let viewModel = ProductListViewModel(repository: StubProducts(result: [apple]))
        await viewModel.load()
        guard case .loaded(let products) = viewModel.state else { return XCTFail("not loaded") }
        XCTAssertEqual(products, [apple])
    }
}
