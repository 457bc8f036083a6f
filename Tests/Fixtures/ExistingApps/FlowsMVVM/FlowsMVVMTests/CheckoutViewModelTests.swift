import XCTest
@testable import FlowsMVVM

final class CheckoutViewModelTests: XCTestCase {
    func testBlankAddressStaysOnTheAddressStep() {
        let viewModel = CheckoutViewModel()
        XCTAssertFalse(viewModel.submit(address: "   "))
        XCTAssertEqual(viewModel.step, .address)
    }
}
