import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// The `cycle` rule over fixture trees in `Tests/Fixtures/CycleRuleTests/`: a ring of three features (with a
/// chord), a ring of three SwiftPM targets, two layers allowed to use each other, and a cycle suppressed
/// with a reason. Findings and graphs are compared with the golden files beside the trees (re-record with
/// `SCAFFOLD_RECORD=1`).
final class CycleRuleTests: XCTestCase {
  private let fixture = "CycleRuleTests"
  private static let trees: [(name: String, level: DependencyGraph.Level)] = [
    ("FeatureCycle", .feature), ("ModuleCycle", .module), ("LayerCycle", .layer),
  ]

  private func analysis(_ tree: String) throws -> ProjectAnalysis {
    let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path("\(fixture)/\(tree)"))
    let configuration = try ConfigurationLoader.load(lintPaths: [], fileSystem: fileSystem)
    return try Linter(configuration: configuration, fileSystem: fileSystem).analyzeProject()
  }

  private func cycleFindings(_ tree: String) throws -> [Diagnostic] {
    try lintFixture("\(fixture)/\(tree)").diagnostics.filter { $0.rule == .cycle }
  }

  func testEachCycleIsReportedOnceWithItsEdgesAndTheEdgesToCut() throws {
    for (tree, _) in Self.trees {
      let found = try cycleFindings(tree)
      XCTAssertEqual(found.count, 1, tree)
      try assertGolden(found.map(\.description).joined(separator: "\n") + "\n", fixture: fixture, file: "\(tree).txt")
    }
    let features = try cycleFindings("FeatureCycle")[0]
    XCTAssertEqual(features.severity, .error)
    XCTAssertEqual(features.target?.symbol, "Cart -> Order", "one edge of two references breaks both rings")
    XCTAssertEqual(try cycleFindings("ModuleCycle")[0].target?.symbol, "Catalog -> Checkout")
    XCTAssertEqual(try cycleFindings("LayerCycle")[0].severity, .warning, "a cycle the configuration allows")
  }

  /// A lint of some files (`scaffold explain`, a pre-commit run) sees cycles through the whole project and
  /// reports one in the file of its edge to cut.
  func testALintOfOneFileReportsTheCycleCutThere() throws {
    let tree = "\(fixture)/FeatureCycle"
    let cut = try lintFixture(tree, paths: ["Modules/Cart/Router/CartRouter.swift"]).diagnostics
    XCTAssertEqual(cut.map(\.rule), [.cycle])
    XCTAssertEqual(try lintFixture(tree, paths: ["Modules/Payment/Router/PaymentRouter.swift"]).diagnostics, [])
  }

  func testTheGraphMarksTheCyclesAndTheEdgesToCutInEveryFormat() throws {
    for (tree, level) in Self.trees {
      let analysis = try analysis(tree)
      // As `scaffold graph` draws it (GraphReport).
      let graph = DependencyGraph.build(from: analysis, diagnostics: analysis.diagnostics(), level: level)
        .markingCycles(in: analysis.configuration)
      let cycle = try XCTUnwrap(graph.cycles(in: analysis.configuration).first, tree)
      XCTAssertEqual(
        Set(graph.edges.filter(\.inCycle).map { [$0.from, $0.to] }), Set(cycle.edges.map { [$0.from, $0.to] }))
      XCTAssertEqual(graph.edges.filter(\.isCut).map { [$0.from, $0.to] }, cycle.cuts.map { [$0.from, $0.to] })
      for format in GraphFormat.allCases where format != .html {
        let text = format.render(graph)
        let name = "\(tree).\(format == .mermaid ? "mmd" : format.rawValue)"
        if format == .json {
          try assertJSONGolden(text, fixture: fixture, file: name)
        } else {
          try assertGolden(text, fixture: fixture, file: name)
        }
      }
      // One page: the others differ from it in their embedded graph only.
      guard level == .feature else { continue }
      try assertGolden(HTMLRenderer.render(matrix: graph, diagram: graph), fixture: fixture, file: "\(tree).html")
    }
  }

  func testASuppressionWithAReasonAtTheEdgeToCutSilencesTheCycle() throws {
    let suppressed = try lintFixture("\(fixture)/SuppressedCycle")
    XCTAssertEqual(suppressed.diagnostics, [], "no cycle, and the suppression is used")
    // The same tree without the comment reports the cycle at the line the comment stands above.
    let path = "Modules/Order/Router/OrderRouter.swift"
    let text = try Fixtures.text("\(fixture)/SuppressedCycle", path)
    let files = [
      "/app/Modules/Cart/Router/CartRouter.swift": try Fixtures.text(
        "\(fixture)/SuppressedCycle", "Modules/Cart/Router/CartRouter.swift"),
      "/app/" + path: text.split(separator: "\n").filter { !$0.contains("scaffold:ignore") }.joined(separator: "\n"),
    ]
    let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: files)
    let found = try Scaffold.lint(LintRequest(), fileSystem: fileSystem).result.diagnostics
    XCTAssertEqual(found.map { "\($0.rule) \($0.location)" }, ["cycle \(path):2:13"])
  }

  func testABaselineHoldsACycleByItsMembersAndCutNotItsLine() throws {
    let finding = try cycleFindings("FeatureCycle")[0]
    let baseline = Baseline.record([finding], projectPath: { $0 })
    XCTAssertEqual(
      baseline.entries.map(\.key),
      [
        Baseline.Key(
          path: "Modules/Cart/Router/CartRouter.swift", rule: .cycle, source: "cycle of Cart, Order, Payment",
          target: "Cart -> Order")
      ])
    var moved = finding
    moved.location = SourceLocation(path: finding.location.path, line: finding.location.line + 3, column: 1)
    XCTAssertEqual(Baseline.Key(moved, projectPath: moved.location.path), baseline.entries[0].key)
  }

  /// Random graphs: each component is reported once, and removing the edges to cut leaves no cycle.
  /// The graph the rule counts is the graph `scaffold graph` draws over every file with no findings, each
  /// edge with its first reference only: same nodes, edges and weights.
  func testTheCountedGraphIsTheDrawnGraphWithTheFirstReferenceOfEachEdge() throws {
    let trees =
      Self.trees.map { "\(fixture)/\($0.name)" } + ["\(fixture)/SuppressedCycle", "PlacedByTypeAndPreviewCode"]
      + ["AppFolderClean", "FlowsMVVM", "HabitMVVM", "ModularClean", "ScenesClean", "Sparse"].map {
        "ExistingApps/\($0)"
      }
    var edges = 0
    for tree in trees {
      let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path(tree))
      let configuration = try ConfigurationLoader.load(lintPaths: [], fileSystem: fileSystem)
      let analysis = try Linter(configuration: configuration, fileSystem: fileSystem).analyzeProject()
      for level in [DependencyGraph.Level.feature, .layer, .module] {
        // (Targets keep every import: they are few.)
        func firstReferences(_ graph: DependencyGraph) -> DependencyGraph {
          var graph = graph
          for offset in graph.edges.indices {
            graph.edges[offset].references = Array(graph.edges[offset].references.prefix(1))
          }
          return graph
        }
        let drawn = DependencyGraph.build(from: analysis, diagnostics: [], level: level, wholeProject: true)
        let counted = DependencyGraph.referenceCounts(of: analysis, levels: [level])[0]
        XCTAssertEqual(Set(counted.nodes), Set(drawn.nodes), "\(tree) \(level)")
        XCTAssertEqual(Set(firstReferences(counted).edges), Set(firstReferences(drawn).edges), "\(tree) \(level)")
        if level != .module {
          XCTAssertEqual(Set(counted.edges), Set(firstReferences(drawn).edges), "\(tree) \(level)")
        }
        edges += drawn.edges.count
      }
    }
    XCTAssertGreaterThan(edges, 50)
    // Several levels at once: each as if counted alone.
    let analysis = try analysis("FeatureCycle")
    let levels: [DependencyGraph.Level] = [.feature, .module, .layer]
    for (together, alone) in zip(
      DependencyGraph.referenceCounts(of: analysis, levels: levels),
      levels.map { DependencyGraph.referenceCounts(of: analysis, levels: [$0])[0] })
    {
      XCTAssertEqual(together.level, alone.level)
      XCTAssertEqual(Set(together.nodes), Set(alone.nodes))
      XCTAssertEqual(Set(together.edges), Set(alone.edges))
    }
  }

  /// The SwiftPM target of a path: the folder right below its last `Sources` folder, with a file below it.
  /// `SDKNamedFolder`: an app's `Sources/CarPlay` folder and `import CarPlay` (Apple's framework) in
  /// `Sources/Shared`; `SDKNamedTarget`: a package target named `Network`, which its package's imports name.
  func testAnImportOfAnSDKFrameworkNamesTheSDKUnlessATargetOfTheProjectIsNamedSo() throws {
    XCTAssertEqual(try cycleFindings("SDKNamedFolder"), [])
    let graph = DependencyGraph.build(from: try analysis("SDKNamedFolder"), diagnostics: [], level: .module)
    XCTAssertEqual(graph.edges.map { "\($0.from) -> \($0.to)" }, ["CarPlay -> Shared"])
    let declared = try cycleFindings("SDKNamedTarget")
    XCTAssertEqual(
      declared.map { String($0.message.prefix(53)) }, ["targets Feed, Network depend on each other in a cycle"])
  }

  func testTheTargetOfAPathIsTheFolderBelowItsLastSourcesFolder() {
    let cases: [(String, String?)] = [
      ("Sources/Checkout/View/CartView.swift", "Checkout"), ("Sources/Checkout/Cart.swift", "Checkout"),
      ("Packages/Kit/Sources/Kit/A.swift", "Kit"), ("/abs//Sources//Core/A.swift", "Core"),
      ("Sources/A/Sources/B/x.swift", "B"), ("Sources/A/Sources/x.swift", nil), ("Sources/x.swift", nil),
      ("App/View.swift", nil), ("MySources/A/x.swift", nil), ("Sources/Ünï/x.swift", "Ünï"), ("", nil),
    ]
    for (path, target) in cases { XCTAssertEqual(DependencyGraph.target(ofPath: path), target, path) }
  }

  func testTheEdgesToCutBreakEveryCycle() throws {
    var random = LexerFuzzTests.Generator(state: 47)
    let configuration = try parseConfiguration(#"{"preset": "mvvm"}"#)
    for _ in 0..<300 {
      let count = random.below(9) + 2
      let names = (0..<count).map { "F\($0)" }
      var edges: [DependencyGraph.Edge] = []
      for from in names {
        for to in names where from != to && random.below(3) == 0 {
          edges.append(DependencyGraph.Edge(from: from, to: to, weight: random.below(4) + 1))
        }
      }
      let graph = DependencyGraph(
        level: .feature, nodes: names.map { DependencyGraph.Node(name: $0, kind: .feature, feature: $0) },
        edges: edges)
      let cycles = graph.cycles(in: configuration)
      XCTAssertEqual(cycles.flatMap(\.members).count, Set(cycles.flatMap(\.members)).count, "members once")
      let cut = Set(cycles.flatMap { $0.cuts.map { [$0.from, $0.to] } })
      let rest = DependencyGraph(
        level: .feature, nodes: graph.nodes, edges: edges.filter { !cut.contains([$0.from, $0.to]) })
      XCTAssertEqual(rest.cycles(in: configuration).count, 0, "\(edges.map { "\($0.from)->\($0.to)" })")
      for cycle in cycles {
        // No cut is needless: put back alone, each one closes a cycle again.
        for edge in cycle.cuts {
          var back = rest
          back.edges.append(edge)
          XCTAssertFalse(back.cycles(in: configuration).isEmpty, "\(edge.from) -> \(edge.to) needs no cut")
        }
      }
    }
  }

  /// The Eades–Lin–Smyth order taken from queues is the order its definition gives, which scans every node
  /// left at each step, ties included: random graphs with weights of 1 or 2, so that ties are common.
  func testTheEadesLinSmythOrderIsItsDefinitionTiesIncluded() {
    var random = LexerFuzzTests.Generator(state: 4747)
    for _ in 0..<300 {
      let count = random.below(12) + 1
      var ends: [(from: Int, to: Int, weight: Int)] = []
      for from in 0..<count {
        for to in 0..<count where from != to && random.below(3) == 0 { ends.append((from, to, random.below(2) + 1)) }
      }
      XCTAssertEqual(
        DependencyGraph.eadesLinSmythOrder(ends, nodeCount: count), Self.scannedOrder(ends, count),
        "\(ends.map { "\($0.from)->\($0.to):\($0.weight)" })")
    }
  }

  /// The order by its definition: at each step the first sink of the nodes left goes last, else the first
  /// source first, else the first of those with the most references out less references in.
  private static func scannedOrder(_ ends: [(from: Int, to: Int, weight: Int)], _ count: Int) -> [Int] {
    var alive = [Bool](repeating: true, count: count)
    func out(_ node: Int) -> Int { ends.filter { $0.from == node && alive[$0.to] }.reduce(0) { $0 + $1.weight } }
    func into(_ node: Int) -> Int { ends.filter { $0.to == node && alive[$0.from] }.reduce(0) { $0 + $1.weight } }
    var first: [Int] = []
    var last: [Int] = []
    for _ in 0..<count {
      let left = (0..<count).filter { alive[$0] }
      if let sink = left.first(where: { out($0) == 0 }) {
        last.insert(sink, at: 0)
        alive[sink] = false
      } else if let best = left.first(where: { into($0) == 0 })
        ?? left.max(by: { out($0) - into($0) < out($1) - into($1) })
      {
        first.append(best)
        alive[best] = false
      }
    }
    return first + last
  }

  /// An edit that keeps what a file gives the others but adds or removes an edge of a cycle: a warm run
  /// reports what a cold run does.
  func testCachedRunsSeeACycleAppearAndGo() throws {
    let root = temporaryPath("scaffold-cycle")
    let disk = DiskFileSystem(currentDirectory: root)
    let cart = "Modules/Cart/Router/CartRouter.swift"
    let order = "Modules/Order/Router/OrderRouter.swift"
    for path in [cart, order] { try disk.createDirectory(Paths.dirname(Paths.join(root, path))) }
    try disk.write("struct CartRouter {\n  let order: OrderRouter\n}\n", to: cart)
    try disk.write("struct OrderRouter {\n  let back: Int\n}\n", to: order)
    XCTAssertEqual(try lint(disk).diagnostics, [])
    for body in ["  let back: CartRouter\n", "  let back: Int\n"] {
      try disk.write("struct OrderRouter {\n\(body)}\n", to: order)
      let warm = try lint(disk).diagnostics
      XCTAssertEqual(warm, try lint(disk, cached: false).diagnostics, body)
      XCTAssertEqual(warm.count, body.contains("CartRouter") ? 1 : 0, body)
    }
  }
}
