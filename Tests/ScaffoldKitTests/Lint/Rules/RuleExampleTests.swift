import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Every rule's examples, linted: the rule reports exactly where the examples' `↓` markers stand, and
/// nothing in the examples without markers.
final class RuleExampleTests: XCTestCase {
  func testEveryRuleShowsAFindingAndCodeItAccepts() {
    for rule in RuleID.rules {
      XCTAssertTrue(rule.examples.contains { $0.triggers }, "\(rule.id) has no example with a finding")
      XCTAssertTrue(rule.examples.contains { !$0.triggers }, "\(rule.id) has no example without a finding")
    }
  }

  func testEachRuleReportsWhereItsExamplesAreMarked() throws {
    for rule in RuleID.rules {
      for example in rule.examples {
        let (files, expected) = Self.unmarked(example.files)
        let fileSystem = InMemoryFileSystem(
          currentDirectory: "/app", files: Dictionary(uniqueKeysWithValues: files.map { ("/app/" + $0, $1) }))
        let request = LintRequest(baseline: files["baseline.json"] == nil ? nil : "baseline.json")
        let found = try Scaffold.lint(request, fileSystem: fileSystem).result.diagnostics
          .filter { $0.rule == rule.id }
          .map { "\($0.location.path):\($0.location.line):\($0.location.column)" }
        XCTAssertEqual(found.sorted(), expected.sorted(), "\(rule.id): \(example.title)")
      }
    }
  }

  func testMarkersGiveTheLineAndColumnAfterThem() {
    let (files, positions) = Self.unmarked(["a.swift": "let a = 1\n  ↓b\n"])
    XCTAssertEqual(files["a.swift"], "let a = 1\n  b\n")
    XCTAssertEqual(positions, ["a.swift:2:3"])
  }

  /// The files without their markers, and `path:line:col` of each marker.
  private static func unmarked(_ files: [String: String]) -> (files: [String: String], positions: [String]) {
    Markers.unmarked(files, marker: RuleExample.marker)
  }
}
