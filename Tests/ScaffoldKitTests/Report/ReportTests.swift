import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Every format against its golden file in `Tests/Fixtures/ReporterGoldens/` (JSON and SARIF compared as
/// parsed values). Re-record with `SCAFFOLD_RECORD=1` (the run still fails).
final class ReportTests: XCTestCase {
  private let fixture = "ReporterGoldens"
  private let context = ReportContext(
    toolVersion: "1.2.3", documentationURL: "https://example.com/scaffold/docs/lint.md")

  /// Findings covering every field: structured endpoints, a warning, a path that needs escaping.
  static let result = LintResult(
    diagnostics: [
      Diagnostic(
        rule: .layerDependency, severity: .error,
        message: "View 'OrderListView' references 'OrderRepository' declared in layer Repository "
          + "(Modules/Order/Repository/OrderRepository.swift); View may depend on ViewModel, Router, Model, Core",
        location: SourceLocation(path: "Modules/Order/View/OrderListView.swift", line: 7, column: 19),
        source: Diagnostic.Endpoint(symbol: "OrderListView", layer: "View", feature: "Order"),
        target: Diagnostic.Endpoint(
          symbol: "OrderRepository", layer: "Repository", feature: "Order",
          location: SourceLocation(path: "Modules/Order/Repository/OrderRepository.swift", line: 3, column: 10))),
      Diagnostic(
        rule: .forbiddenImport, severity: .error,
        message:
          "ViewModel file 'OrderListViewModel.swift' imports UIKit; ViewModel must not import UIKit, SwiftUI, AppKit",
        location: SourceLocation(path: "Modules/Order/ViewModel/OrderListViewModel.swift", line: 3, column: 8),
        source: Diagnostic.Endpoint(layer: "ViewModel", feature: "Order"),
        target: Diagnostic.Endpoint(symbol: "UIKit")),
      Diagnostic(
        rule: .unusedSuppression, severity: .warning,
        message: "suppression of 'feature-isolation' matches no finding; remove it (100% sure: \"really\")",
        location: SourceLocation(path: "Modules/Order Flow/View/A,B.swift", line: 1, column: 1)),
    ],
    fileCount: 12, byteCount: 4096, seconds: 0.25)

  func testXcodeGolden() throws {
    try assertGolden(ReportFormat.xcode.render(Self.result, context: context), fixture: fixture, file: "expected.txt")
  }

  func testGitHubGolden() throws {
    try assertGolden(
      ReportFormat.github.render(Self.result, context: context), fixture: fixture, file: "expected.github.txt")
  }

  func testJSONGolden() throws {
    try assertJSONGolden(
      ReportFormat.json.render(Self.result, context: context), fixture: fixture, file: "expected.json")
  }

  func testSARIFGolden() throws {
    try assertJSONGolden(
      ReportFormat.sarif.render(Self.result, context: context), fixture: fixture, file: "expected.sarif")
  }

  func testJUnitGolden() throws {
    try assertGolden(
      ReportFormat.junit.render(Self.result, context: context), fixture: fixture, file: "expected.junit.xml")
  }

  func testCheckstyleGolden() throws {
    try assertGolden(
      ReportFormat.checkstyle.render(Self.result, context: context), fixture: fixture, file: "expected.checkstyle.xml")
  }

  func testMarkdownGolden() throws {
    try assertGolden(ReportFormat.markdown.render(Self.result, context: context), fixture: fixture, file: "expected.md")
  }

  func testSummaryGolden() throws {
    try assertGolden(
      ReportFormat.summary.render(Self.result, context: context), fixture: fixture, file: "expected.summary.txt")
  }

  func testCodeQualityGolden() throws {
    try assertJSONGolden(
      ReportFormat.codequality.render(Self.result, context: context), fixture: fixture,
      file: "expected.codequality.json")
  }

  func testCodeQualityFingerprintsAreStable() {
    XCTAssertEqual(CodeQualityReporter.fingerprint(""), "cbf29ce484222325")
    XCTAssertEqual(CodeQualityReporter.fingerprint("a"), "af63dc4c8601ec8c")
  }

  func testEmptyResults() throws {
    let empty = LintResult(diagnostics: [], fileCount: 0)
    XCTAssertEqual(ReportFormat.xcode.render(empty, context: context), "")
    XCTAssertEqual(ReportFormat.github.render(empty, context: context), "")
    XCTAssertEqual(
      ReportFormat.markdown.render(empty, context: context), "### scaffold lint: no violations\n\nChecked 0 files.\n")
    XCTAssertEqual(
      ReportFormat.summary.render(empty, context: context), "scaffold lint: 0 files, 0 errors, 0 warnings\n")
    let sarif = try JSONParser.parse(ReportFormat.sarif.render(empty, context: context))
    XCTAssertEqual(sarif["runs"]?.elements?.first?["results"]?.elements, [])
    XCTAssertEqual(sarif["runs"]?.elements?.first?["tool"]?["driver"]?["rules"]?.elements?.count, RuleID.allCases.count)
  }

  func testGitHubEscaping() {
    XCTAssertEqual(GitHubReporter.escapeData("50% done\r\nnext: a,b"), "50%25 done%0D%0Anext: a,b")
    XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%\n"), "a%3Ab%2Cc%25%0A")
  }

  func testSARIFURIs() {
    XCTAssertEqual(SARIFReporter.uri("Modules/Order Flow/A,B.swift"), "Modules/Order%20Flow/A%2CB.swift")
    XCTAssertEqual(SARIFReporter.uri("/abs/Café.swift"), "file:///abs/Caf%C3%A9.swift")
  }

  func testEveryFormatHasAReporter() {
    XCTAssertEqual(
      ReportFormat.allCases.map(\.rawValue),
      [
        "xcode", "json", "sarif", "github", "junit", "checkstyle", "markdown", "summary", "codequality",
      ])
    XCTAssertEqual(ReportFormat.default, .xcode)
  }
}
