import XCTest

@testable import ScaffoldKit

/// Which lines count as conflict markers left in a file, and how they group into conflicts.
final class ConflictMarkersTests: XCTestCase {
  func testEachConflictRunsFromItsOpeningToItsClosingMarker() {
    let text =
      "a\n<<<<<<< yours\nb\n||||||| generated before\nc\n=======\nd\n>>>>>>> generated now\ne\n"
      + "<<<<<<< HEAD\r\nf\r\n=======\r\ng\r\n>>>>>>> main\r\n"
    XCTAssertEqual(ConflictMarkers.regions(in: text, path: "A.swift"), [2...8, 10...14])
  }

  func testStrayMarkersCountOnTheirOwn() {
    XCTAssertEqual(ConflictMarkers.regions(in: "a\n=======\nb\n>>>>>>>\n", path: "A.swift"), [2...2, 4...4])
    XCTAssertEqual(ConflictMarkers.regions(in: "<<<<<<< HEAD\na\n", path: "A.swift"), [1...1])
  }

  func testLinesThatOnlyLookLikeMarkersAreNot() {
    let text = "// <<<<<<< not at the start\n========\n<<<<<<<<\n>>>>>>>x\nlet a = b <<<<<<< c\n"
    XCTAssertEqual(ConflictMarkers.regions(in: text, path: "A.swift"), [])
    XCTAssertEqual(ConflictMarkers.regions(in: "Title\n=======\n", path: "README.md"), [], "a heading underline")
    XCTAssertEqual(ConflictMarkers.regions(in: "Title\n=======\n", path: "A.swift"), [2...2])
  }
}
