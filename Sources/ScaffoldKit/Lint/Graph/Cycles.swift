extension DependencyGraph {
  /// A set of nodes that all reach each other (a strongly connected component of two or more nodes), the
  /// edges between them, and a few of those edges whose removal breaks every cycle among them.
  package struct Cycle: Sendable, Hashable {
    /// In the graph's node order.
    package var members: [String]
    /// The edges between members, in the graph's edge order.
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
        guard !from.isExempt, !to.isExempt, let layer = configuration.layer(named: edge.from),
          layer.mayDepend(on: edge.to)
        else { return false }
        return layer.origin != .preset || configuration.layer(named: edge.to)?.origin != .preset
      default: return false
      }
    }
  }

  /// Every cycle of the graph (`cycleCandidates`), each once, in the order of its first member.
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
    return components.map { component in
      let members = Set(component.map { nodes[$0].name })
      let inside = candidates.filter { members.contains($0.from) && members.contains($0.to) }
      return Cycle(
        members: component.sorted().map { nodes[$0].name }, edges: inside,
        cuts: Self.feedbackArcs(inside, order: component.sorted().map { nodes[$0].name }))
    }.sorted { (position[$0.members[0]] ?? 0) < (position[$1.members[0]] ?? 0) }
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
    var remaining = order
    var first: [String] = []
    var last: [String] = []
    func weight(into node: String, _ alive: Set<String>) -> Int {
      edges.reduce(0) { $0 + ($1.to == node && alive.contains($1.from) ? $1.weight : 0) }
    }
    func weight(outOf node: String, _ alive: Set<String>) -> Int {
      edges.reduce(0) { $0 + ($1.from == node && alive.contains($1.to) ? $1.weight : 0) }
    }
    while !remaining.isEmpty {
      let alive = Set(remaining)
      if let sink = remaining.first(where: { weight(outOf: $0, alive) == 0 }) {
        last.insert(sink, at: 0)
        remaining.removeAll { $0 == sink }
      } else if let source = remaining.first(where: { weight(into: $0, alive) == 0 }) {
        first.append(source)
        remaining.removeAll { $0 == source }
      } else {
        let best = remaining.max { lhs, rhs in
          weight(outOf: lhs, alive) - weight(into: lhs, alive) < weight(outOf: rhs, alive) - weight(into: rhs, alive)
        }
        guard let best else { break }
        first.append(best)
        remaining.removeAll { $0 == best }
      }
    }
    let rank = Dictionary((first + last).enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
    var kept = edges.filter { (rank[$0.from] ?? 0) < (rank[$0.to] ?? 0) }
    var cuts: [Edge] = []
    for edge in edges.filter({ (rank[$0.from] ?? 0) >= (rank[$0.to] ?? 0) }).sorted(by: {
      ($1.weight, $0.from, $0.to) < ($0.weight, $1.from, $1.to)
    }) {
      if reaches(edge.to, edge.from, over: kept) {
        cuts.append(edge)
      } else {
        kept.append(edge)
      }
    }
    return cuts.sorted { ($0.weight, $0.from, $0.to) < ($1.weight, $1.from, $1.to) }
  }

  /// Whether `start` reaches `goal` over `edges`.
  private static func reaches(_ start: String, _ goal: String, over edges: [Edge]) -> Bool {
    var seen: Set<String> = [start]
    var frontier = [start]
    while let node = frontier.popLast() {
      if node == goal { return true }
      for edge in edges where edge.from == node && seen.insert(edge.to).inserted { frontier.append(edge.to) }
    }
    return false
  }
}
