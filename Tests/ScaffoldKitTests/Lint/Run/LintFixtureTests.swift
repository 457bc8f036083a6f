import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Whole-project runs over fixture folders (`Tests/Fixtures/<TestName>/`), read from disk.
final class LintFixtureTests: XCTestCase {
  func testCleanModuleHasNoFindings() throws {
    let result = try lintFixture("CleanModuleHasNoFindings")
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.fileCount, 10)
    XCTAssertFalse(result.hasViolations(strict: true))
  }

  func testInjectedViolationsReportedOnce() throws {
    let result = try lintFixture("InjectedViolationsReportedOnce")
    let found = result.diagnostics.map { "\($0.rule) \($0.location)" }
    XCTAssertEqual(
      found,
      [
        "feature-isolation Modules/Order/Model/Order.swift:8:15",
        "layer-dependency Modules/Order/Repository/OrderRepository.swift:14:23",
        "layer-dependency Modules/Order/View/OrderListView.swift:7:19",
        "forbidden-import Modules/Order/ViewModel/OrderListViewModel.swift:3:8",
        "layer-dependency Modules/Order/ViewModel/OrderListViewModel.swift:14:20",
      ])
    XCTAssertTrue(result.hasViolations(strict: false))
    try assertGolden(
      ReportFormat.xcode.render(result, context: ReportContext(toolVersion: "test")),
      fixture: "InjectedViolationsReportedOnce", file: "expected.xcode.txt")
    // Also checked by Tests/Scripts/validate-sarif.py against the SARIF 2.1.0 schema.
    try assertJSONGolden(
      ReportFormat.sarif.render(result, context: ReportContext(toolVersion: "test")),
      fixture: "InjectedViolationsReportedOnce", file: "expected.sarif")
  }

  /// A ViewModel in a View-named file is judged as a ViewModel (and a View's own code beside a ViewModel as a
  /// View's); WidgetKit previews with a timeline, `#if DEBUG` preview extensions and preview data are not
  /// production code, and the same code in production shape is reported.
  func testPlacedByTypeAndPreviewCode() throws {
    let result = try lintFixture("PlacedByTypeAndPreviewCode")
    try assertGolden(
      ReportFormat.xcode.render(result, context: ReportContext(toolVersion: "test")),
      fixture: "PlacedByTypeAndPreviewCode", file: "expected.xcode.txt")
    let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path("PlacedByTypeAndPreviewCode"))
    let configuration = try ConfigurationLoader.load(fileSystem: fileSystem)
    let placements = try Linter(configuration: configuration, fileSystem: fileSystem).placements(of: [
      "Sources/Promoted", "Sources/Cart",
    ])
    try assertGolden(
      PlacementReport.text(placements), fixture: "PlacedByTypeAndPreviewCode", file: "expected.which.txt")
  }

  func testLintingOneFolderUsesTheConfigAboveIt() throws {
    let result = try lintFixture("InjectedViolationsReportedOnce", paths: ["Modules/Order/ViewModel"])
    XCTAssertEqual(result.fileCount, 1)
    // The Router is outside the linted folder; the project table still knows it.
    XCTAssertEqual(result.diagnostics.map(\.rule), [.forbiddenImport, .layerDependency])
    XCTAssertEqual(Set(result.diagnostics.map(\.location.path)), ["Modules/Order/ViewModel/OrderListViewModel.swift"])
  }

  func testResultsDoNotDependOnParallelism() throws {
    let first = try lintFixture("InjectedViolationsReportedOnce")
    for _ in 0..<5 {
      XCTAssertEqual(try lintFixture("InjectedViolationsReportedOnce").diagnostics, first.diagnostics)
    }
  }

  func testMissingPathIsATypedError() throws {
    XCTAssertThrowsError(try lintFixture("CleanModuleHasNoFindings", paths: ["Nope"])) { error in
      XCTAssertEqual(error as? LintError, .notFound("Nope"))
    }
  }
}
