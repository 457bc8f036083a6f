import XCTest

@testable import HostedFlows

@MainActor
final class CatalogViewModelTests: XCTestCase {
    func testStartsEmpty() {
        XCTAssertEqual(CatalogViewModel(productService: ProductService()).products, [])
    }
}
