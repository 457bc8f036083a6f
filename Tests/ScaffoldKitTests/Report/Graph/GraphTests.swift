import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// `scaffold graph` over the injected-violations fixture: the model, the selections, each format against its golden file in
/// `Tests/Fixtures/GraphGoldens/` (re-record with `SCAFFOLD_RECORD=1`), DOT through Graphviz when it is
/// installed, and Mermaid through `MermaidCheck`, a structural validator (mermaid-cli needs a browser and the
/// network, so it is not part of the tests).
final class GraphTests: XCTestCase {
  private let fixture = "GraphGoldens"
  /// The levels drawn from references, where the fixture's violations are (the module level draws imports
  /// between SwiftPM targets, which the fixture has none of; `CycleRuleTests` draws it).
  private static let referenceLevels = DependencyGraph.Level.allCases.filter { $0 != .module }

  private func graph(_ level: DependencyGraph.Level) throws -> DependencyGraph {
    let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path("InjectedViolationsReportedOnce"))
    let configuration = try ConfigurationLoader.load(lintPaths: [], fileSystem: fileSystem)
    let analysis = try Linter(configuration: configuration, fileSystem: fileSystem).analyzeProject()
    return DependencyGraph.build(from: analysis, diagnostics: analysis.diagnostics(), level: level)
  }

  func testLayerGraphCountsReferencesAndViolations() throws {
    let graph = try graph(.layer)
    let edge = { (from: String, to: String) in graph.edges.first { $0.from == from && $0.to == to } }
    let leak = try XCTUnwrap(edge("View", "Repository"))
    XCTAssertEqual([leak.weight, leak.violations], [1, 1])
    XCTAssertEqual(leak.rules, [.layerDependency])
    XCTAssertEqual(leak.references.map(\.rule), [.layerDependency])
    XCTAssertTrue(leak.references[0].location.path.hasPrefix("Modules/Order/View/"), "\(leak.references)")
    for edge in graph.edges { XCTAssertEqual(edge.references.count, edge.weight, "\(edge.from) → \(edge.to)") }
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
    for level in Self.referenceLevels {
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

  func testNodesRunInDependencyOrder() throws {
    // Nothing depends on View or the composition root; View uses Router, which uses ViewModel (the backward
    // ViewModel → Router and Repository → ViewModel references are violations and do not count); ties
    // keep the configuration's order.
    let layers = try graph(.layer)
    XCTAssertEqual(
      layers.nodes.map(\.name),
      ["View", "Composition root", "Router", "ViewModel", "Repository", "Model", "Core", "UIKit"])
    XCTAssertEqual(
      layers.dependencyLevels(),
      [
        "View": 0, "Composition root": 0, "Router": 1, "ViewModel": 2, "Repository": 3, "Model": 4, "Core": 4,
        "UIKit": 0,
      ])
    XCTAssertEqual(try graph(.feature).nodes.map(\.name), ["Cart", "Composition root", "Order", "Core", "UIKit"])
  }

  func testDependencyLevelsBreakCyclesInNodeOrder() {
    let graph = DependencyGraph(
      level: .feature, nodes: ["A", "B", "C"].map { .init(name: $0, kind: .feature) },
      edges: [
        .init(from: "A", to: "B", weight: 1), .init(from: "B", to: "C", weight: 1),
        .init(from: "C", to: "A", weight: 1),
      ])
    XCTAssertEqual(graph.dependencyLevels(), ["A": 0, "B": 1, "C": 2])
    // With violations only, the violations give the direction.
    let violations = DependencyGraph(
      level: .layer, nodes: ["Model", "View"].map { .init(name: $0, kind: .layer) },
      edges: [.init(from: "Model", to: "View", weight: 1, violations: 1, rules: [.layerDependency])])
    XCTAssertEqual(violations.dependencyLevels(), ["Model": 0, "View": 1])
  }

  func testFocusKeepsTheNodeItsNeighboursAndTheirEdges() throws {
    let focused = try graph(.layer).focused(on: "Router")
    XCTAssertEqual(
      focused.nodes.map(\.name), ["View", "Composition root", "Router", "ViewModel", "Repository", "Model"])
    XCTAssertTrue(focused.edges.allSatisfy { $0.from == "Router" || $0.to == "Router" })
    XCTAssertEqual(focused.edges.count, 6)
    // A feature at the type level: its types and what they touch.
    let order = try graph(.type).focused(on: "Order")
    XCTAssertTrue(order.nodes.contains { $0.name == "OrderRepository" })
    XCTAssertTrue(
      order.edges.allSatisfy { edge in
        order.nodes.contains { ($0.name == edge.from || $0.name == edge.to) && $0.feature == "Order" }
      })
    XCTAssertThrowsError(try graph(.layer).focused(on: "Routr")) { error in
      XCTAssertEqual(error as? GraphSelectionError, .unknownFocus("Routr", level: .layer, suggestion: "Router"))
      XCTAssertEqual(
        "\(error)",
        "--focus 'Routr' matches nothing in the layer graph: no node, feature or layer has that name"
          + " (did you mean 'Router'?)")
    }
  }

  func testViolationsOnlyAndMaxEdges() throws {
    let layers = try graph(.layer)
    let violations = layers.violationsOnly()
    XCTAssertEqual(violations.edges.count, 5)
    XCTAssertTrue(violations.edges.allSatisfy(\.isViolating))
    XCTAssertEqual(violations.violationCount, layers.violationCount)
    XCTAssertFalse(violations.nodes.contains { $0.name == "Core" })

    let limited = layers.limited(toEdges: 7)
    XCTAssertEqual(limited.edges.count, 7)
    XCTAssertEqual(limited.violationCount, layers.violationCount, "violations are kept first")
    // The two heaviest compliant edges between layers (Repository → Model 3, then the first of weight 2).
    XCTAssertEqual(
      limited.edges.filter { !$0.isViolating }.map { "\($0.from)>\($0.to)" }, ["Router>ViewModel", "Repository>Model"])
    let total = { (graph: DependencyGraph) in graph.edges.reduce(0) { $0 + $1.weight } }
    XCTAssertEqual(
      limited.omitted, .init(edges: 11, weight: total(layers) - total(limited), nodes: ["Composition root", "Core"]))
    XCTAssertEqual(layers.limited(toEdges: 100), layers)
    XCTAssertEqual(try GraphSelection(maxEdges: 0).apply(to: layers), layers)
  }

  func testGoldens() throws {
    for level in Self.referenceLevels {
      let graph = try graph(level)
      try assertGolden(GraphFormat.dot.render(graph), fixture: fixture, file: "\(level).dot")
      try assertGolden(GraphFormat.mermaid.render(graph), fixture: fixture, file: "\(level).mmd")
      try assertJSONGolden(GraphFormat.json.render(graph), fixture: fixture, file: "\(level).json")
      try assertGolden(GraphFormat.svg.render(graph), fixture: fixture, file: "\(level).svg")
    }
    let limited = try graph(.layer).limited(toEdges: 7)
    try assertGolden(GraphFormat.dot.render(limited), fixture: fixture, file: "layer-max-edges.dot")
    try assertGolden(GraphFormat.mermaid.render(limited), fixture: fixture, file: "layer-max-edges.mmd")
    try assertJSONGolden(GraphFormat.json.render(limited), fixture: fixture, file: "layer-max-edges.json")
    try assertGolden(
      HTMLRenderer.render(matrix: try graph(.feature), diagram: try graph(.layer)), fixture: fixture,
      file: "feature.html")
  }

  /// docs/graph.md shows this picture; it is the fixture's layer graph as `--format svg` draws it.
  func testTheDocsLayerPictureIsCurrent() throws {
    let docs = URL(fileURLWithPath: Fixtures.path("../../docs/images/graph-layer.svg")).standardized
    XCTAssertEqual(
      try String(contentsOf: docs, encoding: .utf8), SVGRenderer.render(try graph(.layer)),
      "regenerate with: cd Tests/Fixtures/InjectedViolationsReportedOnce && scaffold graph --format svg")
  }

  func testHTMLPageIsSelfContained() throws {
    let page = HTMLRenderer.render(matrix: try graph(.feature), diagram: try graph(.layer))
    let withoutNamespace = page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    for remote in ["http:", "https:", "src=", "@import", "url(http", "fetch(", "XMLHttpRequest"] {
      XCTAssertFalse(withoutNamespace.contains(remote), remote)
    }
    XCTAssertTrue(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), "the layer diagram is inline")
    // The embedded data cannot end its script element.
    let data = HTMLRenderer.data(try graph(.feature)).renderedForScript()
    XCTAssertFalse(data.contains("<"))
  }

  func testNamesThatBreakMarkupAreEscaped() {
    let graph = DependencyGraph(
      level: .feature, nodes: [.init(name: "</script><b>", kind: .feature), .init(name: "A&B \"q\"", kind: .feature)],
      edges: [
        .init(
          from: "</script><b>", to: "A&B \"q\"", weight: 1,
          references: [.init(location: .init(path: "x</script>.swift", line: 1, column: 1), symbol: "A&B")])
      ])
    let page = HTMLRenderer.render(matrix: graph, diagram: graph)
    XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2, "only the page's own two scripts end")
    XCTAssertFalse(page.contains("<b>"))
    XCTAssertTrue(SVGRenderer.render(graph).contains("A&amp;B &quot;q&quot;"))
  }

  func testMermaidPassesTheStructuralCheck() throws {
    for level in Self.referenceLevels {
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
    for level in Self.referenceLevels {
      let full = try graph(level)
      let focus = try full.focused(on: level == .layer ? "Router" : "Order")
      for graph in [full, full.violationsOnly(), full.limited(toEdges: 5), focus] {
        let svg = try Self.runDot(dot, input: GraphFormat.dot.render(graph))
        XCTAssertTrue(svg.contains("<svg"), "level \(level)")
        XCTAssertTrue(svg.contains("stroke=\"red\""), "violating edges are red at level \(level)")
      }
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
    try withTemporaryPath("scaffold-graph") { folder in
      let directory = URL(fileURLWithPath: folder)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
}
