import XCTest
@testable import FlowsMVVM

final class CartRepositoryTests: XCTestCase {
    func testAddingTheSameProductTwiceSumsQuantities() {
        let cart = InMemoryCartRepository()
        cart.add(CartItem(productID: "42", quantity: 1))
        cart.add(CartItem(productID: "42", quantity: 2))
        XCTAssertEqual(cart.items, [CartItem(productID: "42", quantity: 3)])
    }
}
