extension DependencyGraph {
  /// The node name of files in a composition root, at the layer and feature levels.
  package static let compositionRootName = "Composition root"
  /// The node name of files in no layer, at the layer and feature levels.
  package static let unassignedName = "Unassigned"

  /// The graph of the requested files of `analysis` at `level`. References resolve the way the rules
  /// resolve them (across the whole project, test files left out); `diagnostics` (those of the same run)
  /// mark the edges that hold violations. References within one node are left out
  /// unless some of them are violations. `wholeProject` draws every file read, not only the requested ones.
  package static func build(
    from analysis: ProjectAnalysis, diagnostics: [Diagnostic], level: Level, wholeProject: Bool = false
  ) -> DependencyGraph {
    var builder = GraphBuilder(configuration: analysis.configuration, level: level)
    let files = (wholeProject ? analysis.files : analysis.requestedFiles).filter { $0.assignment.role != .test }
    guard level != .module else { return targetGraph(of: files, declared: analysis.declaredDependencies) }
    for file in files { builder.addDeclaredNodes(file) }
    var findings: [SourceLocation: Diagnostic] = [:]
    for diagnostic in diagnostics
    where diagnostic.rule == .layerDependency || diagnostic.rule == .featureIsolation {
      findings[diagnostic.location] = diagnostic
    }
    let declarations = analysis.table.entriesByLocation()
    for file in files {
      builder.addReferences(file, table: analysis.table, declarations: declarations, findings: findings)
    }
    let byPath = Dictionary(files.map { ($0.index.path, $0) }, uniquingKeysWith: { first, _ in first })
    for diagnostic in diagnostics where diagnostic.rule == .forbiddenImport {
      guard let file = byPath[diagnostic.location.path], let module = diagnostic.target?.symbol else { continue }
      builder.addImportViolation(file, module: module, at: diagnostic.location)
    }
    return builder.graph()
  }
}

/// Accumulates nodes and edge counts; `graph()` sorts them into a `DependencyGraph`.
struct GraphBuilder: Sendable {
  typealias Node = DependencyGraph.Node
  typealias Reference = DependencyGraph.Reference

  let configuration: LintConfiguration
  let level: DependencyGraph.Level
  private var nodes: [String: Node] = [:]
  private var references: [EdgeKey: [Reference]] = [:]
  private var weights: [EdgeKey: Int] = [:]
  private var violations: [EdgeKey: (count: Int, rules: Set<RuleID>)] = [:]

  struct EdgeKey: Hashable {
    var from: String
    var to: String
  }

  init(configuration: LintConfiguration, level: DependencyGraph.Level) {
    self.configuration = configuration
    self.level = level
  }

  /// Nodes for the file itself, so that a layer or type with no references still shows.
  mutating func addDeclaredNodes(_ file: AnalyzedFile) {
    guard level == .type else {
      add(node(for: file.assignment, typeName: nil))
      return
    }
    for declaration in file.index.declarations
    where declaration.isTopLevelType {
      add(node(for: file.assignment, typeName: declaration.name))
    }
  }

  mutating func addReferences(
    _ file: AnalyzedFile, table: ProjectTable, declarations: [SourceLocation: ProjectTable.Entry],
    findings: [SourceLocation: Diagnostic]
  ) {
    let localNames = Set(file.index.declarations.lazy.filter { $0.kind != .extension }.map(\.name))
    for reference in file.index.references {
      // A reference makes its name's string on each read: read it once.
      let name = reference.name
      guard !localNames.contains(name) else { continue }
      let placements = table.placements(of: name)
      guard !placements.isEmpty else { continue }
      let finding = findings[SourceLocation(path: file.index.path, position: reference.position)]
      // The declaration the finding names, else the one nodes are drawn to.
      let target =
        finding?.target?.location.flatMap { declarations[$0] } ?? Self.target(placements, from: file.assignment)
      let from = sourceNode(file, for: reference)
      let to = node(for: target.assignment, typeName: target.declaration.name)
      add(from)
      add(to)
      let location = SourceLocation(path: file.index.path, position: reference.position)
      count(
        EdgeKey(from: from.name, to: to.name),
        .init(location: location, symbol: name, rule: finding?.rule))
    }
  }

  /// An import concerns the whole file: at the type level it is drawn from the file's first type.
  mutating func addImportViolation(_ file: AnalyzedFile, module: String, at location: SourceLocation) {
    let first = file.index.declarations.first { $0.isTopLevelType }
    let from =
      level == .type
      ? node(for: file.assignment, typeName: first?.name ?? Paths.basename(file.index.path))
      : node(for: file.assignment, typeName: nil)
    add(from)
    add(Node(name: module, kind: .module))
    count(EdgeKey(from: from.name, to: module), .init(location: location, symbol: module, rule: .forbiddenImport))
  }

  /// The declaration a reference to a name declared at `placements` (not empty) is drawn to: the first in
  /// the referencing file's own feature, else the first.
  private static func target(_ placements: [ProjectTable.Placement], from assignment: FileAssignment)
    -> ProjectTable.Entry
  {
    placements[targetPlace(placements, from: assignment)].first
  }

  /// The offset in `placements` of the one `target(_:from:)` takes the declaration from: the one source of
  /// which node a reference is drawn to, for `scaffold graph` and the `cycle` rule's counts alike.
  static func targetPlace(_ placements: [ProjectTable.Placement], from assignment: FileAssignment) -> Int {
    placements.firstIndex { $0.feature == assignment.feature } ?? 0
  }

  private mutating func count(_ key: EdgeKey, _ reference: Reference) {
    weights[key, default: 0] += 1
    references[key, default: []].append(reference)
    guard let rule = reference.rule else { return }
    var entry = violations[key] ?? (0, [])
    entry.count += 1
    entry.rules.insert(rule)
    violations[key] = entry
  }

  private mutating func add(_ node: Node) {
    if nodes[node.name] == nil { nodes[node.name] = node }
  }

  /// The node that holds `reference`: at the type level the top-level type it sits in (as the rules name
  /// it), or the file's name at file scope; at the other levels the file's layer or feature.
  private func sourceNode(_ file: AnalyzedFile, for reference: TypeReference) -> Node {
    guard level == .type else { return node(for: file.assignment, typeName: nil) }
    return node(for: file.assignment, typeName: reference.enclosingType ?? Paths.basename(file.index.path))
  }

  private func node(for assignment: FileAssignment, typeName: String?) -> Node {
    Self.node(for: assignment, typeName: typeName, at: level)
  }

  /// The node of a file (or, at the type level, of its type `typeName`) placed at `assignment`.
  static func node(for assignment: FileAssignment, typeName: String?, at level: DependencyGraph.Level) -> Node {
    let isExempt = assignment.role == .compositionRoot
    if level == .type, let typeName {
      return Node(
        name: typeName, kind: .type, layer: assignment.layer, feature: assignment.feature, isExempt: isExempt)
    }
    if level == .feature, let feature = assignment.feature {
      return Node(name: feature, kind: .feature, feature: feature)
    }
    switch assignment.role {
    case .compositionRoot:
      return Node(name: DependencyGraph.compositionRootName, kind: .layer, isExempt: true)
    case .layered where assignment.layer != nil:
      return Node(name: assignment.layer ?? "", kind: .layer, layer: assignment.layer)
    default:
      return Node(name: DependencyGraph.unassignedName, kind: .unassigned)
    }
  }

  /// `ordered`: nodes and edges in dependency order (`inDependencyOrder`), else in no particular order.
  func graph(ordered: Bool = true) -> DependencyGraph {
    let layerOrder = Dictionary(
      configuration.layers.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
    func rank(_ node: Node) -> Int {
      switch node.kind {
      case .feature, .target: return 0
      case .layer, .type: return 1 + (node.layer.flatMap { layerOrder[$0] } ?? layerOrder.count)
      case .unassigned: return 2 + layerOrder.count
      case .module: return 3 + layerOrder.count
      }
    }
    let sorted = nodes.values.sorted { (rank($0), $0.name) < (rank($1), $1.name) }
    // References within one node are its own business, unless they break a rule (feature isolation
    // between two Model folders is a Model → Model violation): such a loop stands for its violations only.
    let edges = references.filter { $0.key.from != $0.key.to || violations[$0.key] != nil }.map { key, all in
      let broken = violations[key]
      let found = key.from == key.to ? all.filter { $0.rule != nil } : all
      return DependencyGraph.Edge(
        from: key.from, to: key.to, weight: key.from == key.to ? found.count : weights[key] ?? 0,
        violations: broken?.count ?? 0,
        rules: (broken?.rules).map { $0.sorted() } ?? [], references: found.sorted())
    }
    let graph = DependencyGraph(level: level, nodes: sorted, edges: edges)
    return ordered ? graph.inDependencyOrder() : graph
  }
}
