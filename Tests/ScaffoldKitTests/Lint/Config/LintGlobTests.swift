import XCTest

@testable import ScaffoldKit

final class LintGlobTests: XCTestCase {
  private func glob(_ pattern: String) throws -> Glob { try Glob(pattern) }

  func testDoubleStarMatchesAnyNumberOfSegments() throws {
    let pattern = try glob("**/View/**")
    XCTAssertTrue(pattern.matches("View/A.swift"))
    XCTAssertTrue(pattern.matches("a/b/View/c/A.swift"))
    XCTAssertFalse(pattern.matches("a/Views/A.swift"))
    XCTAssertTrue(try glob("**").matches("a/b/c"))
    XCTAssertTrue(try glob("a/**/b.swift").matches("a/b.swift"))
    XCTAssertTrue(try glob("a/**/b.swift").matches("a/x/y/b.swift"))
  }

  func testStarAndQuestionStayInsideOneSegment() throws {
    XCTAssertTrue(try glob("*.swift").matches("A.swift"))
    XCTAssertFalse(try glob("*.swift").matches("dir/A.swift"))
    XCTAssertTrue(try glob("**/*VC.swift").matches("App/Home/HomeVC.swift"))
    XCTAssertFalse(try glob("**/*VC.swift").matches("App/Home/HomeVC.swift.bak"))
    XCTAssertTrue(try glob("A?.swift").matches("Aé.swift"))
    XCTAssertFalse(try glob("A?.swift").matches("A.swift"))
  }

  func testFeatureCapture() throws {
    let pattern = try glob("**/Modules/{feature}/View/**")
    XCTAssertEqual(
      pattern.match(GlobPath("Modules/Order/View/OrderView.swift")), Glob.Capture(feature: "Order", depth: 3))
    XCTAssertEqual(pattern.match(GlobPath("./x/Modules/Cart/View/a/b.swift"))?.feature, "Cart")
    XCTAssertNil(pattern.match(GlobPath("Modules/View/OrderView.swift")))
    let suffixed = try glob("Tests/{feature}Tests/**")
    XCTAssertEqual(suffixed.match(GlobPath("Tests/OrderTests/A.swift"))?.feature, "Order")
    XCTAssertNil(suffixed.match(GlobPath("Tests/Tests/A.swift")), "a capture is never empty")
    XCTAssertTrue(pattern.capturesFeature)
    XCTAssertFalse(try glob("**").capturesFeature)
  }

  func testCaptureBeforeASlashNamesAFolderOnly() throws {
    let flows = try glob("Features/{feature}/**")
    XCTAssertNil(flows.match(GlobPath("Features/RootFlow.swift")), "a file name is never a feature")
    XCTAssertEqual(flows.match(GlobPath("Features/Cart/CartView.swift"))?.feature, "Cart")
    XCTAssertEqual(try glob("Features/{feature}.swift").match(GlobPath("Features/Cart.swift"))?.feature, "Cart")
  }

  func testDepthIsTheDeepestNamedFolder() throws {
    XCTAssertEqual(try glob("**/Core/**").match(GlobPath("Core/Net/Core/A.swift"))?.depth, 3)
    XCTAssertEqual(try glob("UI/*/Sources/DI/*").match(GlobPath("UI/Cart/Sources/DI/A.swift"))?.depth, 4)
    XCTAssertEqual(try glob("UI/**").match(GlobPath("UI/Cart/Sources/DI/A.swift"))?.depth, 1)
    XCTAssertEqual(try glob("**/*View.swift").match(GlobPath("A/BView.swift"))?.depth, 0)
    XCTAssertEqual(try glob("**/*View.swift").fileNameSuffixLength, 4)
    XCTAssertEqual(try glob("**/Core/**").fileNameSuffixLength, 0)
  }

  func testUsualShapesMatchAsSegmentBySegment() throws {
    let patterns = [
      "**", "**/*View.swift", "**/{feature}.swift", "**/A.swift", "**/*Mock*.swift", "**/*Tests/**", "**/Core/**",
      "**/{feature}/**", "**/{feature}Feature/**", "**/a?/**", "**/*", "**/A*B*C.swift", "**/*ab*ab*", "**/ab*",
      "**/*ab/**", "**/*ab", "**/*.swift",
    ]
    let paths = [
      "", "A.swift", "Core", "Core/A.swift", "Core/Net/Core/A.swift", "x/FooTests/y/BarTests/B.swift", "FooTests",
      "a/OrderFeature/CartFeature/AView.swift", "OrderFeature", "x/MockMock.swift", "Mock.swift", "ab/ac/A.swift",
      "./a/../Core/é.swift", "x/AxBxBxC.swift", "AB.swift", "ABC.swift", "abab", "aba", "x/abab/ab",
      "View.swift", "x/iew.swift", "x/View.swift/y", "ab", "b",
    ]
    var matched = 0
    for pattern in patterns {
      let glob = try glob(pattern)
      for path in paths {
        let expected = glob.matchBySegments(GlobPath(path))
        XCTAssertEqual(glob.match(GlobPath(path)), expected, "'\(pattern)' on '\(path)'")
        if expected != nil { matched += 1 }
      }
    }
    XCTAssertGreaterThan(matched, 30)
  }

  func testPathologicalPatternsStayFast() throws {
    let stars = try glob("*a*a*a*a*a*a*a*a*a*a*b")
    XCTAssertFalse(stars.matches(String(repeating: "a", count: 300)))
    let depths = try glob("**/a/**/a/**/a/**/a/**/b")
    XCTAssertFalse(depths.matches(Array(repeating: "a", count: 200).joined(separator: "/")))
    XCTAssertTrue(depths.matches(Array(repeating: "a", count: 20).joined(separator: "/") + "/b"))
  }

  func testInvalidPatternsAreLocated() {
    func error(_ pattern: String) -> Glob.Error? {
      do {
        _ = try Glob(pattern)
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(error("a/**b")?.offset, 2)
    XCTAssertEqual(
      error("Modules/{feture}/**")?.message,
      "unknown placeholder '{feture}'; only '{feature}' is supported (did you mean 'feature'?)")
    XCTAssertEqual(error("Modules/{feature")?.message, "unclosed '{'")
    XCTAssertEqual(error("a//b")?.offset, 2)
    XCTAssertNotNil(error(""))
    XCTAssertNotNil(error("{feature}/{feature}"))
    XCTAssertNotNil(error("*{feature}"))
  }
}
