import XCTest

final class ScenesCleanUITests: XCTestCase {
    func testLaunches() {
        XCUIApplication().launch()
    }
}
