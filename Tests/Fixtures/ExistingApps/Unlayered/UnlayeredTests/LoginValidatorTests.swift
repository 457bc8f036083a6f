import XCTest
@testable import Unlayered

class LoginValidatorTests: XCTestCase {
    func testShortPasswordsAreRefused() {
        XCTAssertNotNil(LoginValidator.problem(email: "cook@example.com", password: "short"))
        XCTAssertNil(LoginValidator.problem(email: "cook@example.com", password: "long enough"))
    }
}
