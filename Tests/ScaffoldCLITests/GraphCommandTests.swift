import ScaffoldKit
import XCTest

@testable import ScaffoldCLI

/// `scaffold graph`: formats, levels, `--output`, and usage errors.
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
      XCTAssertTrue(mermaid.stdout.contains("\nflowchart LR\n"), mermaid.stdout)
      let json = runCLI(["graph", "--format=json", "--level=\(level)"], fileSystem: InMemoryFileSystem(files: files))
      let document = try JSONParser.parse(json.stdout)
      XCTAssertEqual(document["level"]?.stringValue, level)
      guard case .int(let violations)? = document["summary"]?["violations"]?.value else {
        return XCTFail("no summary.violations in \(json.stdout)")
      }
      XCTAssertEqual(violations, 1)
    }
  }

  func testOutputFile() throws {
    let fileSystem = InMemoryFileSystem(files: files)
    let run = runCLI(["graph", "--output", "graph.dot"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(try fileSystem.readText("/work/graph.dot").hasPrefix("// scaffold graph, layer level"))
  }

  func testUsageErrors() {
    let format = runCLI(["graph", "--format", "svg"], fileSystem: InMemoryFileSystem(files: files))
    XCTAssertEqual(format.code, .invalidInput)
    XCTAssertTrue(format.stderr.contains("invalid --format 'svg': expected dot, mermaid, json"), format.stderr)
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
