import XCTest

@testable import ScaffoldKit

final class NamePatternsTests: XCTestCase {
  private func patterns(_ texts: String...) throws -> NamePatterns { NamePatterns(try texts.map { try Glob($0) }) }

  func testExactNames() throws {
    let exact = try patterns("mocked", "fixture")
    XCTAssertTrue(exact.matches("mocked"))
    XCTAssertTrue(exact.matches("fixture"))
    XCTAssertFalse(exact.matches("mock"))
    XCTAssertFalse(exact.matches("mockedOrder"))
    XCTAssertFalse(exact.matches("isMocked"))
  }

  func testPrefixSuffixAndBoth() throws {
    let prefix = try patterns("mock*")
    XCTAssertTrue(prefix.matches("mock"))
    XCTAssertTrue(prefix.matches("mockOrder"))
    XCTAssertFalse(prefix.matches("moc"))
    XCTAssertFalse(prefix.matches("Mock"))
    let suffix = try patterns("*Fixture")
    XCTAssertTrue(suffix.matches("orderFixture"))
    XCTAssertTrue(suffix.matches("Fixture"))
    XCTAssertFalse(suffix.matches("fixture"))
    XCTAssertFalse(suffix.matches("FixtureOrder"))
    let both = try patterns("mock*Data")
    XCTAssertTrue(both.matches("mockData"))
    XCTAssertTrue(both.matches("mockOrderData"))
    XCTAssertFalse(both.matches("mockData2"))
    XCTAssertFalse(both.matches("mockDat"))
    XCTAssertFalse(try patterns("mock*kData").matches("mockData"), "the head and the tail may not overlap")
    XCTAssertTrue(try patterns("*").matches("anything"))
  }

  func testOtherPatternsGoByTheirGlob() throws {
    let question = try patterns("mock?")
    XCTAssertTrue(question.matches("mockA"))
    XCTAssertTrue(question.matches("mocké"), "one character, not one byte")
    XCTAssertFalse(question.matches("mock"))
    XCTAssertFalse(question.matches("mockAB"))
    let stars = try patterns("*preview*Data")
    XCTAssertTrue(stars.matches("orderpreviewData"))
    XCTAssertFalse(stars.matches("previewDatum"))
  }

  func testFirstByteRulesOutNamesOnlyWhenEveryPatternStartsWithText() throws {
    let defaults = NamePatterns(LintConfiguration.defaultPreviewData)
    XCTAssertTrue(defaults.mayMatch(startingWith: UInt8(ascii: "m")))
    XCTAssertTrue(defaults.mayMatch(startingWith: UInt8(ascii: "s")))
    XCTAssertFalse(defaults.mayMatch(startingWith: UInt8(ascii: "o")))
    XCTAssertFalse(defaults.mayMatch(startingWith: UInt8(ascii: "M")))
    let leadingWildcard = try patterns("mock*", "?fixture")
    XCTAssertTrue(leadingWildcard.mayMatch(startingWith: UInt8(ascii: "o")))
    XCTAssertTrue(NamePatterns.empty.isEmpty)
    XCTAssertFalse(NamePatterns.empty.mayMatch(startingWith: UInt8(ascii: "m")))
    XCTAssertFalse(NamePatterns.empty.matches("mock"))
  }

  /// The direct comparisons and the first-byte test agree with the globs the patterns compile to.
  func testAgreesWithGlob() throws {
    let texts = [
      "mock*", "*Fixture", "mocked", "mock*Data", "*", "m*", "*a", "mock?", "?ock*", "*ock*", "a*b*c", "é*",
      "*é", "preview", "sample*s", "mock*kData",
    ]
    let names = [
      "mock", "mocked", "mockData", "mockOrderData", "orderFixture", "Fixture", "m", "a", "ab", "abc", "aXbYc",
      "é", "éa", "aé", "preview", "previews", "samples", "sample", "ocks", "lock", "", "mo", "mockDatamockData",
    ]
    for text in texts {
      let glob = try Glob(text)
      let compiled = NamePatterns([glob])
      for name in names {
        let expected = glob.match(GlobPath(name)) != nil
        XCTAssertEqual(compiled.matches(name), expected, "'\(name)' against '\(text)'")
        if expected, let first = name.utf8.first {
          XCTAssertTrue(compiled.mayMatch(startingWith: first), "'\(name)' against '\(text)'")
        }
      }
    }
  }
}
