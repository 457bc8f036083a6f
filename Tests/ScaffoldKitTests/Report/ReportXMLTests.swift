import XCTest

@testable import ScaffoldKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The JUnit and checkstyle reports are well-formed XML with the element structure their consumers read.
final class ReportXMLTests: XCTestCase {
  private let context = ReportContext(toolVersion: "1.2.3")

  /// The golden findings plus one whose text needs every kind of escaping.
  private var result: LintResult {
    var result = ReportTests.result
    result.diagnostics.append(
      Diagnostic(
        rule: .layerDependency, severity: .error, message: "a <b> & \"c\" 'd'\nline two\u{1}",
        location: SourceLocation(path: "Modules/<A&B>.swift", line: 2, column: 3)))
    result.diagnostics.sort()
    return result
  }

  func testJUnitIsWellFormedWithSuitesAndFailures() throws {
    let document = try XMLDocument(xmlString: ReportFormat.junit.render(result, context: context), options: [])
    let root = try XCTUnwrap(document.rootElement())
    XCTAssertEqual(root.name, "testsuites")
    XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "4")
    let suites = root.elements(forName: "testsuite")
    XCTAssertEqual(
      suites.map { $0.attribute(forName: "name")?.stringValue },
      [
        "Modules/<A&B>.swift", "Modules/Order Flow/View/A,B.swift", "Modules/Order/View/OrderListView.swift",
        "Modules/Order/ViewModel/OrderListViewModel.swift",
      ])
    let cases = suites.flatMap { $0.elements(forName: "testcase") }
    XCTAssertEqual(cases.count, 4)
    let failures = cases.flatMap { $0.elements(forName: "failure") }
    XCTAssertEqual(failures.count, 4)
    XCTAssertEqual(failures.first?.attribute(forName: "message")?.stringValue, "a <b> & \"c\" 'd'\nline two\u{FFFD}")
    XCTAssertEqual(failures.first?.attribute(forName: "type")?.stringValue, "layer-dependency")
  }

  func testCleanJUnitHasOnePassingCase() throws {
    let text = ReportFormat.junit.render(LintResult(diagnostics: [], fileCount: 3), context: context)
    let root = try XCTUnwrap(try XMLDocument(xmlString: text, options: []).rootElement())
    let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
    XCTAssertEqual(cases.count, 1)
    XCTAssertEqual(cases.first?.elements(forName: "failure").count, 0)
  }

  func testCheckstyleIsWellFormedWithFilesAndErrors() throws {
    let document = try XMLDocument(xmlString: ReportFormat.checkstyle.render(result, context: context), options: [])
    let root = try XCTUnwrap(document.rootElement())
    XCTAssertEqual(root.name, "checkstyle")
    let files = root.elements(forName: "file")
    XCTAssertEqual(files.count, 4)
    let errors = files.flatMap { $0.elements(forName: "error") }
    XCTAssertEqual(errors.count, 4)
    let first = try XCTUnwrap(errors.first)
    XCTAssertEqual(first.attribute(forName: "line")?.stringValue, "2")
    XCTAssertEqual(first.attribute(forName: "column")?.stringValue, "3")
    XCTAssertEqual(first.attribute(forName: "severity")?.stringValue, "error")
    XCTAssertEqual(first.attribute(forName: "source")?.stringValue, "scaffold.layer-dependency")
    XCTAssertEqual(errors.last?.attribute(forName: "severity")?.stringValue, "error")
  }

  func testMarkdownCellsEscapeTableSyntax() {
    XCTAssertEqual(MarkdownReporter.cell("a|b *c* <d>\nx"), "a\\|b \\*c\\* \\<d> x")
  }

  func testSummaryPairsNameFeaturesAcrossFeatures() {
    let diagnostic = Diagnostic(
      rule: .featureIsolation, severity: .error, message: "m",
      location: SourceLocation(path: "a.swift", line: 1, column: 1),
      source: Diagnostic.Endpoint(layer: "ViewModel", feature: "Cart"),
      target: Diagnostic.Endpoint(symbol: "OrderRepository", layer: "Repository", feature: "Order"))
    XCTAssertEqual(Tally.pair(diagnostic), "ViewModel (Cart) -> Repository (Order)")
  }
}
