/// The references of a project's files counted per level on node numbers, for the `cycle` rule: each file's
/// edges at each level (to which node, how many references, the first of them), made in the check stage's
/// pass over the files, so that the graphs are only these small lists added up.
struct ReferenceCounts: Sendable {
  /// One edge of one file: to a node of `Numbering`, how many references, and the offset of the first (by
  /// position and name) among the file's references.
  struct FileEdge: Sendable {
    var to: Int32
    var count: Int32
    var first: Int32
  }

  /// The nodes of the counted levels, numbered.
  let numbering: Numbering
  /// `files[i]`'s edges at `numbering.levels[j]`: `edges[i][j]`, in the order the file first names their
  /// nodes; empty for a test file (the graphs leave tests out).
  let edges: [[[FileEdge]]]

  /// The counts of every file of `analysis` at `levels` (feature or layer), on all cores.
  init(_ analysis: ProjectAnalysis, levels: [DependencyGraph.Level]) {
    let numbering = Numbering(analysis, levels: levels)
    let engine = analysis.engine
    let files = analysis.files
    self.init(
      numbering: numbering,
      edges: Parallel.map(Array(files.indices)) {
        numbering.edges(of: $0, in: files, .init(files[$0], in: engine))
      })
  }

  init(numbering: Numbering, edges: [[[FileEdge]]]) {
    self.numbering = numbering
    self.edges = edges
  }

  /// Whether an edit of `files[offset]` that keeps its places and declarations may change a cycle: it draws an
  /// edge that a cycle at a counted level may run through (from one feature to another at the feature level,
  /// from one layer to another at the layer level: the edges `DependencyGraph.cycles` looks at are among
  /// these), or two nodes of a level share a name, which the graph keeps as one (a feature named like a layer)
  /// so that a reference to either may draw such an edge.
  func mayChangeACycle(_ offset: Int) -> Bool {
    numbering.levels.contains(where: \.sharesNames)
      || edges[offset].indices.contains { index in
        let numbered = numbering.levels[index]
        let kind: DependencyGraph.Node.Kind = numbered.level == .feature ? .feature : .layer
        func isCycleNode(_ number: Int32) -> Bool {
          let node = numbered.nodes[Int(number)]
          return node.kind == kind && !node.isExempt
        }
        return isCycleNode(numbered.fileNodes[offset]) && edges[offset][index].contains { isCycleNode($0.to) }
      }
  }

  /// The nodes of some levels numbered: one number per distinct `Node` value, each file's node and the node of
  /// each place of each declared name made once, so that a reference is counted on integers. Nodes that
  /// share a name keep distinct numbers; the graph keeps the first of them it meets, as `GraphBuilder` does.
  struct Numbering: Sendable {
    struct Level: Sendable {
      var level: DependencyGraph.Level
      var nodes: [DependencyGraph.Node] = []
      /// `files[i]`'s node.
      var fileNodes: [Int32] = []
      /// By name number (`ProjectTable.names`), the node of each of its placements.
      var placementNodes: [[Int32]] = []
      /// Two of `nodes` share a name.
      var sharesNames = false
    }

    let levels: [Level]
    let table: ProjectTable

    init(_ analysis: ProjectAnalysis, levels: [DependencyGraph.Level]) {
      let table = analysis.table
      let files = analysis.files
      self.table = table
      self.levels = levels.map { level in
        var numbered = Level(level: level)
        var byName: [String: [Int32]] = [:]
        func number(_ assignment: FileAssignment) -> Int32 {
          let node = GraphBuilder.node(for: assignment, typeName: nil, at: level)
          if let known = byName[node.name]?.first(where: { numbered.nodes[Int($0)] == node }) {
            return known
          }
          let number = Int32(numbered.nodes.count)
          numbered.nodes.append(node)
          if byName[node.name] != nil { numbered.sharesNames = true }
          byName[node.name, default: []].append(number)
          return number
        }
        numbered.fileNodes = files.indices.map { number(files[$0].assignment) }
        numbered.placementNodes = (0..<table.names.count).map { name in
          table.placements(ofNumber: name).map { number($0.first.assignment) }
        }
        return numbered
      }
    }

    /// The edges of `files[offset]` at each level from its `resolved` references: each reference drawn to the
    /// node of the place `GraphBuilder.targetPlace` picks, as `scaffold graph` draws it; references within the
    /// file's own node are left out, as the graphs leave them out.
    func edges(of offset: Int, in files: [AnalyzedFile], _ resolved: ResolvedReferences)
      -> [[FileEdge]]
    {
      let file = files[offset]
      guard file.assignment.role != .test else { return [] }
      let from = levels.map { $0.fileNodes[offset] }
      var edges = levels.map { _ in [FileEdge]() }
      var slots = levels.map { _ in [Int32: Int]() }
      file.index.references.withUnsafeBufferPointer { references in
        for reference in references.indices {
          // The graphs draw a reference to the name it spells: `Module.Type` is not drawn to `Type`.
          guard let (number, isMember) = resolved[reference], !isMember else { continue }
          let place = GraphBuilder.targetPlace(
            table.placements(ofNumber: number), from: file.assignment)
          for level in levels.indices {
            let to = levels[level].placementNodes[number][place]
            guard to != from[level] else { continue }
            guard let slot = slots[level][to] else {
              slots[level][to] = edges[level].count
              edges[level].append(FileEdge(to: to, count: 1, first: Int32(reference)))
              continue
            }
            edges[level][slot].count += 1
            if precedes(references[reference], references[Int(edges[level][slot].first)]) {
              edges[level][slot].first = Int32(reference)
            }
          }
        }
      }
      return edges
    }
  }

  /// Whether `reference` comes before `other` of the same file, as the graph orders references: by position,
  /// then name (a name's string is made only when two share a position).
  static func precedes(_ reference: TypeReference, _ other: TypeReference) -> Bool {
    reference.position < other.position
      || (reference.position == other.position && reference.name < other.name)
  }

  /// The graph at `numbering.levels[index]` of `files` (those counted): the files' edges added up, each edge
  /// with its first reference, nodes and edges in no particular order. Of nodes that share a name the first
  /// met is kept: the files' own nodes in file order, then the nodes their edges reach, file by file.
  func graph(at index: Int, of files: [AnalyzedFile]) -> DependencyGraph {
    let numbered = numbering.levels[index]
    let count = numbered.nodes.count
    var kept = [Int32](repeating: -1, count: count)
    var byName: [String: Int32] = [:]
    func keep(_ node: Int32) -> Int32 {
      if kept[Int(node)] < 0 {
        let name = numbered.nodes[Int(node)].name
        kept[Int(node)] = byName[name] ?? node
        if byName[name] == nil { byName[name] = node }
      }
      return kept[Int(node)]
    }
    for offset in files.indices where files[offset].assignment.role != .test {
      _ = keep(numbered.fileNodes[offset])
    }
    // By `from * count + to`: the weight, and the file and offset of the first reference. Files are in path
    // order, so an edge's first reference is in the first file that has it.
    var sums: [Int: (weight: Int, file: Int, first: Int32)] = [:]
    for offset in files.indices {
      guard !edges[offset].isEmpty else { continue }
      let from = keep(numbered.fileNodes[offset])
      for edge in edges[offset][index] {
        let to = keep(edge.to)
        guard to != from else { continue }
        let key = Int(from) * count + Int(to)
        guard var sum = sums[key] else {
          sums[key] = (Int(edge.count), offset, edge.first)
          continue
        }
        sum.weight += Int(edge.count)
        // Two nodes of one name, both reached from this file.
        if sum.file == offset {
          let references = files[offset].index.references
          if Self.precedes(references[Int(edge.first)], references[Int(sum.first)]) {
            sum.first = edge.first
          }
        }
        sums[key] = sum
      }
    }
    let nodes = byName.values.map { numbered.nodes[Int($0)] }
    let graphEdges = sums.map { key, sum in
      let reference = files[sum.file].index.references[Int(sum.first)]
      let location = SourceLocation(path: files[sum.file].index.path, position: reference.position)
      return DependencyGraph.Edge(
        from: numbered.nodes[key / count].name, to: numbered.nodes[key % count].name,
        weight: sum.weight,
        references: [DependencyGraph.Reference(location: location, symbol: reference.name)])
    }
    return DependencyGraph(level: numbered.level, nodes: nodes, edges: graphEdges)
  }
}

extension DependencyGraph {
  /// The graphs `build(from:diagnostics: [], level:wholeProject: true)` draws at each of `levels`, for the
  /// `cycle` rule: the same nodes and edges with the same weights, but each edge keeps only its first
  /// reference, and nodes and edges are in no particular order (cycles do not depend on it). Added up from
  /// the files' `ReferenceCounts`: those the check stage counted, else counted here on all cores.
  static func referenceCounts(of analysis: ProjectAnalysis, levels: [Level]) -> [DependencyGraph] {
    let files = analysis.files
    let counted = levels.filter { $0 != .module }
    var graphs = [DependencyGraph]().makeIterator()
    if !counted.isEmpty {
      let counts =
        analysis.referenceCounts.flatMap { $0.numbering.levels.map(\.level) == counted ? $0 : nil }
        ?? ReferenceCounts(analysis, levels: counted)
      graphs = counted.indices.map { counts.graph(at: $0, of: files) }.makeIterator()
    }
    return levels.compactMap {
      $0 == .module ? targetGraph(of: files, declared: analysis.declaredDependencies, ordered: false) : graphs.next()
    }
  }
}
