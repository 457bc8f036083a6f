import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// `mayBeUsedBy` and `mayNotBeUsedBy` over a fixture where a Payments layer lets only the Repository use it
/// and the Model keeps Views out: findings on the user's side, the deciding `scaffold.json` line in explain.
final class ProtectedLayerTests: XCTestCase {
  private let fixture = "ProtectedLayerTests"

  func testUsesFromOutsideAreReportedWhereTheyAreWritten() throws {
    let result = try lintFixture(fixture)
    XCTAssertEqual(
      result.diagnostics.map { "\($0.rule) \($0.location)" },
      [
        // The deny form; CartBadge's use carries a suppression with a reason.
        "protected-layer Modules/Cart/View/CartView.swift:3:14",
        // mayDependOn forbids it already: reported once, by the rule of the user's side.
        "layer-dependency Modules/Cart/View/CartView.swift:4:16",
        // The allow form, twice on two lines; the Repository's own use is allowed.
        "protected-layer Modules/Cart/ViewModel/CartViewModel.swift:3:16",
        "protected-layer Modules/Cart/ViewModel/CartViewModel.swift:5:36",
      ])
    try assertGolden(
      ReportFormat.xcode.render(result, context: ReportContext(toolVersion: "test")), fixture: fixture,
      file: "expected.xcode.txt")
  }

  func testExplainCitesTheEntryOrTheListThatDecides() throws {
    let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path(fixture))
    let configuration = try ConfigurationLoader.load(lintPaths: [], fileSystem: fileSystem)
    let result = try Linter(configuration: configuration, fileSystem: fileSystem).run(paths: [])
    let explainer = Explainer(configuration: configuration, fileSystem: fileSystem)
    let protected = result.diagnostics.filter { $0.rule == .protectedLayer }
    try assertGolden(
      protected.map { explainer.explain($0, fileSystem: fileSystem) }.joined(separator: "\n"), fixture: fixture,
      file: "expected.explain.txt")
  }

  func testUnknownLayersInTheListsAreLocatedErrors() {
    let text = """
      {
        "layers": {
          "Model": { "mayBeUsedBy": ["ViewModle"], "mayNotBeUsedBy": ["Vew"] }
        }
      }
      """
    XCTAssertEqual(
      configurationProblems(text),
      [
        "scaffold.json:3:32: error: unknown layer 'ViewModle' (did you mean 'ViewModel'?); "
          + "layers are View, ViewModel, Repository, Model, Router, Core",
        "scaffold.json:3:65: error: unknown layer 'Vew' (did you mean 'View'?); "
          + "layers are View, ViewModel, Repository, Model, Router, Core",
      ])
  }

  func testALayerMayAlwaysUseItselfAndBothFormsMustAllow() {
    var model = LintConfiguration.Layer(name: "Model")
    model.mayBeUsedBy = ["ViewModel", "Repository"]
    model.mayNotBeUsedBy = ["Repository"]
    XCTAssertTrue(model.mayBeUsed(by: "Model"))
    XCTAssertTrue(model.mayBeUsed(by: "ViewModel"))
    XCTAssertFalse(model.mayBeUsed(by: "Repository"), "named by both lists: the deny form wins")
    XCTAssertFalse(model.mayBeUsed(by: "View"))
  }
}
