import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// What the docs state as fact about the tool (its version, key names, defaults) is what the tool does.
final class DocsAgreeWithToolTests: XCTestCase {
  /// README.md and every page of docs/.
  static var pages: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("docs").path))
    return ["README.md"] + (docs ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// The versions the docs tell users to depend on (`from: "…"` for scaffold, pre-commit's `rev:`) are the
  /// one `scaffold --version` prints.
  func testDocumentedVersionIsTheToolsVersion() throws {
    XCTAssertEqual(runCLI(["--version"]).stdout, ScaffoldVersion.current + "\n")
    XCTAssertGreaterThan(Self.pages.count, 10)
    for page in Self.pages {
      for line in try Repository.text(page).split(separator: "\n") {
        let names = line.contains("/scaffold\"") && line.contains("from: \"")
        guard names || line.trimmingCharacters(in: .whitespaces).hasPrefix("rev: ") else { continue }
        XCTAssertTrue(line.contains(ScaffoldVersion.current), "\(page): \(line)")
      }
    }
  }

  /// `scaffold.json`'s cross-feature key is `crossFeature.allow`; the parser knows no `crossFeatureAllow`.
  func testCrossFeatureKeyIsNamedAsTheParserReadsIt() throws {
    for page in Self.pages {
      XCTAssertFalse(try Repository.text(page).contains("crossFeatureAllow"), page)
    }
    func parse(_ json: String) throws {
      _ = try LintConfiguration.parse(Array(json.utf8), displayPath: "s.json", root: "/")
    }
    XCTAssertNoThrow(try parse(#"{"crossFeature": {"allow": ["Router"]}}"#))
    XCTAssertThrowsError(try parse(#"{"crossFeatureAllow": ["Router"]}"#))
  }

  /// The cache policy a spec gets when it names none is the one the generated-module page says.
  func testDocumentedDefaultCachePolicyIsTheSpecsDefault() throws {
    let page = try Repository.text("docs/generated-module.md")
    let spec = try SpecLoader.load(json: DocumentedExitCodeTests.spec, path: "order.json")
    XCTAssertTrue(
      page.contains("(`cachePolicy` in the spec, `\(spec.cachePolicy.rawValue)` by default)"),
      "docs/generated-module.md names another default than \(spec.cachePolicy.rawValue)")
  }
}
