import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// docs/lint.md documents every rule, configuration key, preset and format the code knows.
final class LintDocsTests: XCTestCase {
  func testDocumentationCoversEveryRuleKeyPresetAndFormat() throws {
    let docs = try Repository.text("docs/lint.md")
    for rule in RuleID.allCases {
      XCTAssertTrue(docs.contains("### `\(rule.rawValue)`"), "rule \(rule) has no section")
      let severity = rule.metadata.defaultSeverity
      let heading = "### `\(rule.rawValue)` (\(severity == .off ? "off by default" : severity.rawValue))"
      XCTAssertTrue(docs.contains(heading), "the section of \(rule) does not give its default severity: \(heading)")
    }
    for key in LintConfiguration.topLevelKeys + LintConfiguration.layerKeys {
      XCTAssertTrue(docs.contains("`\(key)"), "key \(key) is not documented")
    }
    for preset in Preset.allCases {
      XCTAssertTrue(docs.contains("`\(preset.rawValue)`"), "preset \(preset) is not documented")
    }
    for format in ReportFormat.allCases {
      XCTAssertTrue(docs.contains("**`\(format.rawValue)`**"), "format \(format) is not documented")
    }
  }
}
