/// `cycle`: features, targets or layers that depend on each other in a ring. Each cycle (a strongly
/// connected component of `scaffold graph`'s graph at that level) is reported once, at a reference of an
/// edge to cut, with every edge of the cycle and the edges whose removal breaks it.
enum CycleRule: ProjectRule {
  static let id = RuleID.cycle
  static let metadata = RuleMetadata(
    summary: "Features, targets or layers depend on each other in a cycle.",
    explanation: """
      Parts of an app that depend on each other in a ring can only be built, tested and changed together. \
      Reported once per cycle, at the feature level, the module level (SwiftPM targets: the folders under \
      Sources/ importing each other) and, when layers may depend on each other in both directions, the layer \
      level, with each edge's references and the edges to cut, chosen by a greedy heuristic (Eades–Lin–Smyth \
      ordering, fewest references first), so a small set but not always the smallest. Errors for features and \
      targets; warnings for layers, whose cycle the configuration allows.
      """,
    example: """
      Modules/Order/View/OrderView.swift:3:10: error: features Cart, Order depend on each other in a cycle: \
      Cart -> Order (2 references, first Modules/Cart/View/CartView.swift:2:10), Order -> Cart (1 reference, \
      first Modules/Order/View/OrderView.swift:3:10); cut Order -> Cart to break it (edges to cut chosen by a \
      greedy heuristic, not always the fewest) [cycle]
      """,
    defaultSeverity: .error)

  static let examples = [
    RuleExample(
      "two features that name each other's Router",
      [
        "Modules/Cart/Router/CartRouter.swift": "struct CartRouter { let order: OrderRouter; let next: OrderRouter }\n",
        "Modules/Order/Router/OrderRouter.swift": "struct OrderRouter { let cart: ↓CartRouter }\n",
      ]),
    RuleExample(
      "one feature that names another's Router",
      [
        "Modules/Cart/Router/CartRouter.swift": "struct CartRouter { let order: OrderRouter }\n",
        "Modules/Order/Router/OrderRouter.swift": "struct OrderRouter {}\n",
      ]),
    RuleExample(
      "three targets importing each other in a ring",
      [
        "Sources/A/A.swift": "import B\n",
        "Sources/B/B.swift": "import C\n",
        "Sources/C/C.swift": "import ↓A\n",
      ]),
    RuleExample(
      "three targets importing each other in a chain",
      [
        "Sources/A/A.swift": "import B\n",
        "Sources/B/B.swift": "import C\n",
        "Sources/C/C.swift": "import Foundation\n",
      ]),
    RuleExample(
      "two layers allowed to depend on each other, which do",
      [
        "scaffold.json": layers(mutual: true),
        "UI/Screens/HomeScreen.swift": "struct HomeScreen { let flow: HomeFlow; let next: HomeFlow }\n",
        "UI/Flows/HomeFlow.swift": "struct HomeFlow { let screen: ↓HomeScreen }\n",
      ]),
    RuleExample(
      "two layers, one allowed to depend on the other",
      [
        "scaffold.json": layers(mutual: false),
        "UI/Screens/HomeScreen.swift": "struct HomeScreen { let flow: HomeFlow }\n",
        "UI/Flows/HomeFlow.swift": "struct HomeFlow {}\n",
      ]),
  ]

  /// A configuration of two layers, Screen and Flow, Screen allowed to use Flow, and Flow Screen if `mutual`.
  private static func layers(mutual: Bool) -> String {
    """
    {
      "preset": "mvvm",
      "layers": {
        "Screen": { "paths": ["**/Screens/**"], "mayDependOn": ["Flow"] },
        "Flow": { "paths": ["**/Flows/**"], "mayDependOn": [\(mutual ? "\"Screen\"" : "")] }
      }
    }
    """
  }

  /// What a node is called at each level the rule looks at, in the plural.
  private static let levels: [(level: DependencyGraph.Level, noun: String)] = [
    (.feature, "features"), (.module, "targets"), (.layer, "layers"),
  ]

  static func check(_ project: ProjectAnalysis, in linter: Linter) -> [Diagnostic] {
    let configuration = project.configuration
    let configured = configuration.severities[id]
    guard configured != .off else { return [] }
    var result: [Diagnostic] = []
    let looked = levels.filter { mayHaveCycles(project, at: $0.level) }
    // Over every file: a cycle through files that were not asked for is reported when its edge to cut
    // starts in one that was. Edges keep their first reference only, which is all the message names.
    let graphs = DependencyGraph.referenceCounts(of: project, levels: looked.map(\.level))
    for ((level, noun), graph) in zip(looked, graphs) {
      // A layer cycle stays a warning: `init --detect` writes every rule's default into scaffold.json.
      let severity = min(configured ?? metadata.defaultSeverity, level == .layer ? .warning : .error)
      for cycle in graph.cycles(in: configuration) {
        guard let cut = cycle.cuts.first, let location = cut.references.first?.location,
          project.requestedPaths.contains(location.path)
        else { continue }
        result.append(
          Diagnostic(
            rule: id, severity: severity, message: message(cycle, noun: noun), location: location,
            source: Diagnostic.Endpoint(
              symbol: "cycle of " + cycle.members.joined(separator: ", "),
              layer: level == .layer ? cut.from : nil, feature: level == .feature ? cut.from : nil),
            target: Diagnostic.Endpoint(symbol: "\(cut.from) -> \(cut.to)")))
      }
    }
    return result
  }

  /// The levels at which the rule counts the references of the project's files: those it runs at of features
  /// and layers (a cycle of targets is one of imports), in the order `check` asks for them.
  static func countedLevels(in project: ProjectAnalysis) -> [DependencyGraph.Level] {
    guard project.configuration.severities[id] != .off else { return [] }
    return levels.map(\.level).filter { $0 != .module && mayHaveCycles(project, at: $0) }
  }

  /// Whether the project can hold a cycle at `level`, looked at without building its graph: two features or
  /// targets among its files, or layers that the configuration lets depend on each other in a ring.
  private static func mayHaveCycles(_ project: ProjectAnalysis, at level: DependencyGraph.Level) -> Bool {
    let files = project.files
    switch level {
    case .feature, .module:
      // By index, each file's feature or target made once: a copy of each file would count references on all
      // its arrays.
      var first: String?
      for offset in files.indices {
        let name =
          level == .feature
          ? files[offset].assignment.feature : DependencyGraph.target(ofPath: files[offset].index.path)
        guard let name else { continue }
        if first == nil { first = name } else if name != first { return true }
      }
      return false
    case .layer:
      return layersMayFormCycles(project.configuration)
    case .type:
      return false
    }
  }

  /// Whether the configuration lets layers depend on each other in a ring.
  private static func layersMayFormCycles(_ configuration: LintConfiguration) -> Bool {
    let layers = configuration.layers
    let allowed = layers.flatMap { layer in
      layer.mayDependOn.map { DependencyGraph.Edge(from: layer.name, to: $0, weight: 1) }
    }
    let graph = DependencyGraph(
      level: .layer, nodes: layers.map { DependencyGraph.Node(name: $0.name, kind: .layer) }, edges: allowed)
    return !graph.cycles(in: configuration).isEmpty
  }

  /// Whether `file` may draw an edge of the feature or layer graph: it is no test (the graphs leave tests out)
  /// and names a type of another feature, or of another layer when layers may form a cycle. An edit of such a
  /// file may add or remove an edge of a cycle, so the whole lint runs.
  static func dependsOnReferences(of file: AnalyzedFile, in engine: RuleEngine) -> Bool {
    guard engine.configuration.severities[id] != .off, file.assignment.role != .test else { return false }
    let feature = file.assignment.feature
    let layers = layersMayFormCycles(engine.configuration)
    return file.index.references.contains { reference in
      engine.table.placements(of: reference.name).contains { place in
        (feature != nil && place.feature != nil && place.feature != feature)
          || (layers && place.layer != file.assignment.layer)
      }
    }
  }

  /// "features Cart, Order depend on each other in a cycle: Cart -> Order (2 references, first …); cut …"
  static func message(_ cycle: DependencyGraph.Cycle, noun: String) -> String {
    let edges = cycle.edges.map { edge in
      let first = edge.references.first.map { ", first \($0.location)" } ?? ""
      return "\(edge.from) -> \(edge.to) (\(edge.weight) reference\(edge.weight == 1 ? "" : "s")\(first))"
    }
    let cuts = cycle.cuts.map { "\($0.from) -> \($0.to)" }
    return "\(noun) \(cycle.members.joined(separator: ", ")) depend on each other in a cycle: "
      + edges.joined(separator: ", ") + "; cut \(cuts.joined(separator: " and ")) to break it "
      + "(edges to cut chosen by a greedy heuristic, not always the fewest)"
  }

  static func configurationFacts(of diagnostic: Diagnostic, in explainer: Explainer) -> [String] {
    guard let layer = diagnostic.source?.layer else { return [] }
    let allowed = explainer.configuration.layer(named: layer)?.mayDependOn ?? []
    return [
      explainer.cite(["layers", layer, "mayDependOn"]) + ": \(layer) may depend on "
        + (allowed.isEmpty ? "no other layer" : allowed.joined(separator: ", "))
    ]
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    let cut = diagnostic.target?.symbol ?? "the edge to cut"
    return "cut \(cut): have its references depend on a protocol the other side implements, or move what both "
      + "need below them both"
  }
}
