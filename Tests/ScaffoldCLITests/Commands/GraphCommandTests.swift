import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// `scaffold graph`: formats, levels, selections, `--output`, and usage errors.
final class GraphCommandTests: XCTestCase {
  private let files = [
    "/work/Modules/Order/View/OrderView.swift": "struct OrderView { let repository: OrderRepository }\n",
    "/work/Modules/Order/ViewModel/OrderViewModel.swift": "struct OrderViewModel { let repository: OrderRepository }\n",
    "/work/Modules/Order/Repository/OrderRepository.swift": "protocol OrderRepository {}\n",
    "/work/App/AppContainer.swift": "struct AppContainer { let model: OrderViewModel }\n",
  ]

  func testDotByDefaultWithTheViolationInRed() {
    let run = runCLI(["graph"], fileSystem: InMemoryFileSystem(files: files))
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stdout.contains("digraph scaffold {"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains(#""View" -> "Repository" [label="1 (1 violation: layer-dependency)", weight=1, color=red"#),
      run.stdout)
    XCTAssertTrue(run.stdout.contains(#""ViewModel" -> "Repository" [label="1", weight=1];"#), run.stdout)
    XCTAssertTrue(run.stdout.contains(#""Composition root" [label="Composition root (exempt)""#), run.stdout)
  }

  func testMermaidAndJSONAtEveryLevel() throws {
    for level in ["layer", "feature", "type"] {
      let mermaid = runCLI(
        ["graph", "--format", "mermaid", "--level", level], fileSystem: InMemoryFileSystem(files: files))
      XCTAssertEqual(mermaid.code, .success)
      XCTAssertTrue(mermaid.stdout.contains("\nflowchart TB\n"), mermaid.stdout)
      let json = runCLI(["graph", "--format=json", "--level=\(level)"], fileSystem: InMemoryFileSystem(files: files))
      let document = try JSONParser.parse(json.stdout)
      XCTAssertEqual(document["level"]?.stringValue, level)
      guard case .int(let violations)? = document["summary"]?["violations"]?.value else {
        return XCTFail("no summary.violations in \(json.stdout)")
      }
      XCTAssertEqual(violations, 1)
    }
  }

  func testSelections() throws {
    let fileSystem = InMemoryFileSystem(files: files)
    let violations = runCLI(["graph", "--violations-only", "--format", "json"], fileSystem: fileSystem)
    XCTAssertEqual(violations.code, .success, violations.stderr)
    let edges = try JSONParser.parse(violations.stdout)["summary"]?["edges"]?.value
    XCTAssertEqual(edges, .int(1), violations.stdout)
    let focus = runCLI(["graph", "--focus", "ViewModel"], fileSystem: fileSystem)
    XCTAssertTrue(focus.stdout.contains("3 nodes, 2 edges"), focus.stdout)
    let limited = runCLI(["graph", "--max-edges", "1"], fileSystem: fileSystem)
    XCTAssertTrue(limited.stdout.contains("label=\"showing 1 of 3 edges (violations first)"), limited.stdout)
    XCTAssertTrue(limited.stdout.contains(#""View" -> "Repository""#), "the violation is kept: \(limited.stdout)")
  }

  /// A feature or type at the default (layer) level, or a layer at the feature level, is named with the level
  /// that draws it, instead of "no node has that name".
  func testFocusOnAnotherLevelsNodeSaysWhichLevelDrawsIt() {
    let fileSystem = InMemoryFileSystem(files: files)
    let feature = runCLI(["graph", "--focus", "Order"], fileSystem: fileSystem)
    XCTAssertEqual(feature.code, .invalidInput)
    XCTAssertEqual(
      feature.stderr,
      "error: --focus 'Order' is a feature, which the layer graph does not draw; draw it with --level feature or "
        + "--level type\n")
    let type = runCLI(["graph", "--focus", "OrderViewModel"], fileSystem: fileSystem)
    XCTAssertTrue(
      type.stderr.contains(
        "'OrderViewModel' is a type, which the layer graph does not draw; draw it with --level type"),
      type.stderr)
    let drawn = runCLI(["graph", "--focus", "Order", "--level", "feature"], fileSystem: fileSystem)
    XCTAssertEqual(drawn.code, .success, drawn.stderr)
    let unknown = runCLI(["graph", "--focus", "Ordr"], fileSystem: fileSystem)
    XCTAssertTrue(unknown.stderr.contains("no node, feature or layer has that name"), unknown.stderr)
  }

  func testHTMLAndSVG() {
    let fileSystem = InMemoryFileSystem(files: files)
    let html = runCLI(["graph", "--format", "html", "--level", "feature"], fileSystem: fileSystem)
    XCTAssertEqual(html.code, .success, html.stderr)
    XCTAssertTrue(html.stdout.hasPrefix("<!DOCTYPE html>"), html.stdout)
    XCTAssertTrue(html.stdout.contains("<h1>Dependencies, feature level</h1>"), html.stdout)
    XCTAssertTrue(html.stdout.contains("<g class=\"node\" data-node=\"ViewModel\">"), "the layer diagram")
    let svg = runCLI(["graph", "--format", "svg"], fileSystem: fileSystem)
    XCTAssertTrue(svg.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg.stdout)
  }

  func testOutputFile() throws {
    let fileSystem = InMemoryFileSystem(files: files)
    let run = runCLI(["graph", "--output", "graph.dot"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(try fileSystem.readText("/work/graph.dot").hasPrefix("// scaffold graph, layer level"))
  }

  func testUsageErrors() {
    let format = runCLI(["graph", "--format", "png"], fileSystem: InMemoryFileSystem(files: files))
    XCTAssertEqual(format.code, .invalidInput)
    XCTAssertTrue(
      format.stderr.contains("invalid --format 'png': expected dot, mermaid, svg, html, json"), format.stderr)
    let edges = runCLI(["graph", "--max-edges", "-1"], fileSystem: InMemoryFileSystem(files: files))
    XCTAssertEqual(edges.code, .invalidInput)
    XCTAssertTrue(edges.stderr.contains("--max-edges expects a number of edges (0 for all), got '-1'"), edges.stderr)
    let focus = runCLI(
      ["graph", "--focus", "Ordr", "--level", "feature"], fileSystem: InMemoryFileSystem(files: files))
    XCTAssertEqual(focus.code, .invalidInput)
    XCTAssertTrue(focus.stderr.contains("--focus 'Ordr' matches nothing in the feature graph"), focus.stderr)
    XCTAssertTrue(focus.stderr.contains("did you mean 'Order'?"), focus.stderr)
    let level = runCLI(["graph", "--level", "types"], fileSystem: InMemoryFileSystem(files: files))
    XCTAssertEqual(level.code, .invalidInput)
    XCTAssertTrue(level.stderr.contains("did you mean 'type'?"), level.stderr)
    let missing = runCLI(["graph", "Nowhere"], fileSystem: InMemoryFileSystem(files: files))
    XCTAssertEqual(missing.code, .invalidInput)
  }

  func testListedInHelp() {
    XCTAssertTrue(runCLI(["--help"]).stdout.contains("  graph "))
  }
}
