import Foundation
import XCTest

@testable import ScaffoldKit

/// `scaffold graph` over the injected-violations fixture: the model, each format against its golden file in
/// `Tests/Fixtures/GraphGoldens/` (re-record with `SCAFFOLD_RECORD=1`), DOT through Graphviz when it is
/// installed, and Mermaid through `MermaidCheck`, a structural validator (mermaid-cli needs a browser and the
/// network, so it is not part of the tests).
final class GraphTests: XCTestCase {
  private let fixture = "GraphGoldens"

  private func graph(_ level: DependencyGraph.Level) throws -> DependencyGraph {
    let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path("InjectedViolationsReportedOnce"))
    let configuration = try ConfigurationLoader.load(lintPaths: [], fileSystem: fileSystem)
    let analysis = try Linter(configuration: configuration, fileSystem: fileSystem).analyzeProject()
    return DependencyGraph.build(from: analysis, diagnostics: analysis.diagnostics(), level: level)
  }

  func testLayerGraphCountsReferencesAndViolations() throws {
    let graph = try graph(.layer)
    let edge = { (from: String, to: String) in graph.edges.first { $0.from == from && $0.to == to } }
    XCTAssertEqual(
      edge("View", "Repository"),
      .init(from: "View", to: "Repository", weight: 1, violations: 1, rules: [.layerDependency]))
    XCTAssertEqual(edge("Repository", "Model")?.weight, 3)
    XCTAssertEqual(edge("Repository", "Model")?.violations, 0)
    XCTAssertEqual(edge("ViewModel", "UIKit")?.rules, [.forbiddenImport])
    // Feature isolation between two Model folders stays visible as a Model → Model loop.
    XCTAssertEqual(edge("Model", "Model")?.rules, [.featureIsolation])
    XCTAssertNil(edge("View", "View"))
    XCTAssertEqual(graph.nodes.first { $0.name == DependencyGraph.compositionRootName }?.isExempt, true)
    XCTAssertEqual(graph.nodes.first { $0.name == "UIKit" }?.kind, .module)
  }

  func testEveryLintViolationIsOnAnEdgeAtEveryLevel() throws {
    let result = try lintFixture("InjectedViolationsReportedOnce")
    let drawn = result.diagnostics.count { [.layerDependency, .featureIsolation, .forbiddenImport].contains($0.rule) }
    XCTAssertGreaterThan(drawn, 0)
    for level in DependencyGraph.Level.allCases {
      XCTAssertEqual(try graph(level).violationCount, drawn, "level \(level)")
    }
  }

  func testAnalysisFindsWhatTheLinterReports() throws {
    let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path("InjectedViolationsReportedOnce"))
    let configuration = try ConfigurationLoader.load(lintPaths: ["Modules/Order"], fileSystem: fileSystem)
    let linter = Linter(configuration: configuration, fileSystem: fileSystem)
    let analysis = try linter.analyzeProject(paths: ["Modules/Order"])
    XCTAssertEqual(analysis.diagnostics(), try linter.run(paths: ["Modules/Order"]).diagnostics)
    XCTAssertTrue(analysis.requestedPaths.allSatisfy { $0.hasPrefix("Modules/Order/") })
    XCTAssertGreaterThan(analysis.files.count, analysis.requestedPaths.count, "the rest of the project is read too")
  }

  func testNodesFollowTheLayerOrder() throws {
    XCTAssertEqual(
      try graph(.layer).nodes.map(\.name),
      ["View", "ViewModel", "Repository", "Model", "Router", "Core", "Composition root", "UIKit"])
    XCTAssertEqual(try graph(.feature).nodes.map(\.name), ["Cart", "Order", "Core", "Composition root", "UIKit"])
  }

  func testGoldens() throws {
    for level in DependencyGraph.Level.allCases {
      let graph = try graph(level)
      try assertGolden(GraphFormat.dot.render(graph), fixture: fixture, file: "\(level).dot")
      try assertGolden(GraphFormat.mermaid.render(graph), fixture: fixture, file: "\(level).mmd")
      try assertJSONGolden(GraphFormat.json.render(graph), fixture: fixture, file: "\(level).json")
    }
  }

  func testMermaidPassesTheStructuralCheck() throws {
    for level in DependencyGraph.Level.allCases {
      let graph = try graph(level)
      let text = MermaidRenderer.render(graph)
      XCTAssertEqual(MermaidCheck.problems(in: text), [], "level \(level)")
      XCTAssertEqual(MermaidCheck.edgeCount(in: text), graph.edges.count)
    }
  }

  func testMermaidCheckCatchesBrokenOutput() {
    XCTAssertFalse(MermaidCheck.problems(in: "graph\n  n0[\"A\"]\n").isEmpty, "header")
    XCTAssertFalse(MermaidCheck.problems(in: "flowchart LR\n  n0[\"A\"]\n  n0 -->|\"1\"| n1\n").isEmpty, "undeclared")
    XCTAssertFalse(MermaidCheck.problems(in: "flowchart LR\n  my node[\"A\"]\n").isEmpty, "unsanitized id")
    XCTAssertFalse(MermaidCheck.problems(in: "flowchart LR\n  n0[\"A \"B\"\"]\n").isEmpty, "quote in label")
    XCTAssertFalse(MermaidCheck.problems(in: "flowchart LR\n  n0[\"A\"]\n  linkStyle 0 stroke:red\n").isEmpty, "link")
    XCTAssertFalse(MermaidCheck.problems(in: "flowchart LR\n  subgraph s0[\"A\"]\n").isEmpty, "unclosed subgraph")
  }

  func testNamesThatNeedEscaping() {
    let graph = DependencyGraph(
      level: .feature,
      nodes: [
        .init(name: "Order \"Flow\"", kind: .feature, feature: "Order \"Flow\""),
        .init(name: "a\\b <c> #1", kind: .feature, feature: "a\\b <c> #1"),
      ],
      edges: [.init(from: "Order \"Flow\"", to: "a\\b <c> #1", weight: 2, violations: 1, rules: [.featureIsolation])])
    let dot = DOTRenderer.render(graph)
    XCTAssertTrue(dot.contains(#""Order \"Flow\"" -> "a\\b <c> #1""#), dot)
    let mermaid = MermaidRenderer.render(graph)
    XCTAssertEqual(MermaidCheck.problems(in: mermaid), [])
    XCTAssertTrue(mermaid.contains(#"n0["Order #quot;Flow#quot;"]"#), mermaid)
    XCTAssertTrue(mermaid.contains(#"n1["a\b #lt;c#gt; #35;1"]"#), mermaid)
    XCTAssertTrue(mermaid.contains("linkStyle 0 stroke:red"), mermaid)
    try? assertDOTAccepted(dot)
  }

  func testGraphvizAcceptsTheDOTOutput() throws {
    guard let dot = Self.executable(named: "dot") else {
      throw XCTSkip("Graphviz 'dot' is not installed (apt-get install graphviz)")
    }
    for level in DependencyGraph.Level.allCases {
      let svg = try Self.runDot(dot, input: GraphFormat.dot.render(try graph(level)))
      XCTAssertTrue(svg.contains("<svg"), "level \(level)")
      XCTAssertTrue(svg.contains("stroke=\"red\""), "violating edges are red at level \(level)")
    }
  }

  private func assertDOTAccepted(_ text: String) throws {
    guard let dot = Self.executable(named: "dot") else { return }
    XCTAssertTrue(try Self.runDot(dot, input: text).contains("<svg"))
  }

  static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// `dot -Tsvg` on `input`; fails the test with Graphviz's message when it rejects the input.
  static func runDot(_ dot: String, input: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-graph-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("graph.dot")
    let output = directory.appendingPathComponent("graph.svg")
    try input.write(to: source, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dot)
    process.arguments = ["-Tsvg", "-o", output.path, source.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    XCTAssertEqual(process.terminationStatus, 0, "dot rejected the graph: \(message)")
    XCTAssertFalse(message.contains("Error"), message)
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }
}
