import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Each rule id has exactly one rule in the list, and each rule lives in a file named after it.
final class LintRuleListTests: XCTestCase {
  func testEveryRuleIdHasOneRuleInItsOwnFile() throws {
    XCTAssertEqual(RuleID.rules.map { $0.id }.sorted(), RuleID.allCases.sorted())
    let folder = Repository.root.appendingPathComponent("Sources/ScaffoldKit/Lint/Rules").path
    for rule in RuleID.rules {
      let name = String(describing: rule)
      let text = try String(contentsOfFile: Paths.join(folder, "\(name).swift"), encoding: .utf8)
      XCTAssertTrue(text.contains("enum \(name): "), "\(name).swift does not declare the rule")
      XCTAssertEqual(rule.id.rule.map { String(describing: $0) }, name)
    }
  }
}
