import XCTest
@testable import Unlayered

class UnitConverterTests: XCTestCase {
    func testScalesToTheServings() {
        XCTAssertEqual(UnitConverter.scaled(200, from: 2, to: 3), 300)
        XCTAssertEqual(UnitConverter.scaled(1, from: 0, to: 4), 1)
    }
}
