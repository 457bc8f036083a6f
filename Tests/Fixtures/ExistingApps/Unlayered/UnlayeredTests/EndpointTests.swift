import XCTest
@testable import Unlayered

class EndpointTests: XCTestCase {
    func testSearchEscapesTheQuery() {
        XCTAssertEqual(Endpoint.search("mac and cheese").path, "/recipes?q=mac%20and%20cheese")
    }
}
