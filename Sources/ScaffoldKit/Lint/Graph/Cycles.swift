extension DependencyGraph {
  /// A set of nodes that all reach each other (a strongly connected component of two or more nodes), the
  /// edges between them, and a few of those edges whose removal breaks every cycle among them.
  package struct Cycle: Sendable, Hashable {
    /// By name.
    package var members: [String]
    /// The edges between members, by source and target name.
    package var edges: [Edge]
    /// The edges to cut, the fewest references first: a greedy feedback arc set (Eades–Lin–Smyth), small but
    /// not always the smallest.
    package var cuts: [Edge]
  }

  /// The edges that can close a cycle the `cycle` rule reports: between two features at the feature level,
  /// two targets at the module level, and two layers at the layer level when the first may depend on the
  /// second (a cycle through a violation is that violation's finding) and `scaffold.json` wrote one of the
  /// two (a preset's own two-way allowance, a Router that builds its Views and a View that asks its Router
  /// to navigate, is the pattern itself); none at the type level, where types referring to each other are
  /// ordinary.
  func cycleCandidates(in configuration: LintConfiguration) -> [Edge] {
    let kinds = Dictionary(nodes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return edges.filter { edge in
      guard edge.from != edge.to, let from = kinds[edge.from], let to = kinds[edge.to], from.kind == to.kind else {
        return false
      }
      switch (level, from.kind) {
      case (.feature, .feature), (.module, .target): return true
      case (.layer, .layer):
        guard !from.isExempt, !to.isExempt, let layer = configuration.layer(named: edge.from) else { return false }
        return layer.mayDepend(on: edge.to)
      default: return false
      }
    }
  }

  /// Every cycle of the graph (`cycleCandidates`), each once, by the name of its first member.
  package func cycles(in configuration: LintConfiguration) -> [Cycle] {
    let candidates = cycleCandidates(in: configuration)
    guard !candidates.isEmpty else { return [] }
    let position = Dictionary(nodes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
    var successors = Array(repeating: [Int](), count: nodes.count)
    for edge in candidates {
      guard let from = position[edge.from], let to = position[edge.to] else { continue }
      successors[from].append(to)
    }
    let components = Self.stronglyConnectedComponents(successors).filter { $0.count > 1 }
    // By name, not graph order: the graph orders the nodes of a cycle by how it happened to break it.
    return components.compactMap { component -> Cycle? in
      let names = component.map { nodes[$0].name }.sorted()
      let members = Set(names)
      let inside = candidates.filter { members.contains($0.from) && members.contains($0.to) }
        .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
      // A ring of layers that the preset itself lets use each other (mvvm's Router builds its Views, a View
      // asks its Router to navigate) is the pattern, whether or not scaffold.json writes it out again.
      guard level != .layer || inside.contains(where: { !Self.presetAllows($0, in: configuration) }) else {
        return nil
      }
      return Cycle(members: names, edges: inside, cuts: Self.feedbackArcs(inside, order: names))
    }.sorted { $0.members[0] < $1.members[0] }
  }

  /// Whether the configuration's preset, before `scaffold.json`, lets the edge's layers depend that way.
  private static func presetAllows(_ edge: Edge, in configuration: LintConfiguration) -> Bool {
    configuration.preset.architecture.layers.contains { $0.name == edge.from && $0.mayDependOn.contains(edge.to) }
  }

  /// The graph with the edges of its cycles marked (`inCycle`) and those to cut (`isCut`), for renderers.
  func markingCycles(in configuration: LintConfiguration) -> DependencyGraph {
    let found = cycles(in: configuration)
    guard !found.isEmpty else { return self }
    let inCycle = Set(found.flatMap { $0.edges.map { [$0.from, $0.to] } })
    let cuts = Set(found.flatMap { $0.cuts.map { [$0.from, $0.to] } })
    var graph = self
    for offset in graph.edges.indices {
      let key = [graph.edges[offset].from, graph.edges[offset].to]
      graph.edges[offset].inCycle = inCycle.contains(key)
      graph.edges[offset].isCut = cuts.contains(key)
    }
    return graph
  }

  /// Tarjan's algorithm without recursion (graphs can be deep): the components of `successors`, each in
  /// the order it was finished.
  static func stronglyConnectedComponents(_ successors: [[Int]]) -> [[Int]] {
    let count = successors.count
    var index = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var next = 0
    for start in 0..<count where index[start] < 0 {
      var path = [(node: start, edge: 0)]
      index[start] = next
      lowLink[start] = next
      next += 1
      stack.append(start)
      onStack[start] = true
      while let top = path.last {
        if top.edge < successors[top.node].count {
          path[path.count - 1].edge += 1
          let successor = successors[top.node][top.edge]
          if index[successor] < 0 {
            index[successor] = next
            lowLink[successor] = next
            next += 1
            stack.append(successor)
            onStack[successor] = true
            path.append((successor, 0))
          } else if onStack[successor] {
            lowLink[top.node] = min(lowLink[top.node], index[successor])
          }
          continue
        }
        path.removeLast()
        if let parent = path.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[top.node]) }
        guard lowLink[top.node] == index[top.node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == top.node { break }
        }
        components.append(component)
      }
    }
    return components
  }

  /// Edges of one component whose removal leaves it acyclic, by the Eades–Lin–Smyth ordering weighted by
  /// references: sinks go last, sources first, and otherwise the node with the most references out less
  /// references in goes next, so the edges left pointing backwards (the ones to cut) carry few references.
  /// A cut edge that closes no cycle once the others are cut is put back, heaviest first.
  static func feedbackArcs(_ edges: [Edge], order: [String]) -> [Edge] {
    let number = Dictionary(order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
    let ends = edges.map { (from: number[$0.from] ?? 0, to: number[$0.to] ?? 0, weight: $0.weight) }
    var outgoing = Array(repeating: [Int](), count: order.count)
    var incoming = Array(repeating: [Int](), count: order.count)
    var weightOut = [Int](repeating: 0, count: order.count)
    var weightIn = [Int](repeating: 0, count: order.count)
    for (offset, edge) in ends.enumerated() {
      outgoing[edge.from].append(offset)
      incoming[edge.to].append(offset)
      weightOut[edge.from] += edge.weight
      weightIn[edge.to] += edge.weight
    }
    var alive = [Bool](repeating: true, count: order.count)
    var first: [Int] = []
    var last: [Int] = []
    func remove(_ node: Int) {
      alive[node] = false
      for offset in outgoing[node] where alive[ends[offset].to] { weightIn[ends[offset].to] -= ends[offset].weight }
      for offset in incoming[node] where alive[ends[offset].from] {
        weightOut[ends[offset].from] -= ends[offset].weight
      }
    }
    for _ in order.indices {
      let remaining = order.indices.filter { alive[$0] }
      if let sink = remaining.first(where: { weightOut[$0] == 0 }) {
        last.append(sink)
        remove(sink)
      } else if let source = remaining.first(where: { weightIn[$0] == 0 }) {
        first.append(source)
        remove(source)
      } else if let best = remaining.max(by: { weightOut[$0] - weightIn[$0] < weightOut[$1] - weightIn[$1] }) {
        first.append(best)
        remove(best)
      }
    }
    var rank = [Int](repeating: 0, count: order.count)
    for (position, node) in (first + last.reversed()).enumerated() { rank[node] = position }
    var kept = Array(repeating: [Int](), count: order.count)
    for edge in ends where rank[edge.from] < rank[edge.to] { kept[edge.from].append(edge.to) }
    let backward = edges.indices.filter { rank[ends[$0].from] >= rank[ends[$0].to] }
      .sorted { (edges[$1].weight, edges[$0].from, edges[$0].to) < (edges[$0].weight, edges[$1].from, edges[$1].to) }
    var cuts: [Edge] = []
    for offset in backward {
      if reaches(ends[offset].to, ends[offset].from, over: kept) {
        cuts.append(edges[offset])
      } else {
        kept[ends[offset].from].append(ends[offset].to)
      }
    }
    return cuts.sorted { ($0.weight, $0.from, $0.to) < ($1.weight, $1.from, $1.to) }
  }

  /// Whether `start` reaches `goal` over `successors`.
  private static func reaches(_ start: Int, _ goal: Int, over successors: [[Int]]) -> Bool {
    var seen = [Bool](repeating: false, count: successors.count)
    seen[start] = true
    var frontier = [start]
    while let node = frontier.popLast() {
      if node == goal { return true }
      for next in successors[node] where !seen[next] {
        seen[next] = true
        frontier.append(next)
      }
    }
    return false
  }
}
