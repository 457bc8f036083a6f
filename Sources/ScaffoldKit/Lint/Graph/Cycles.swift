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
  /// ordinary. Each as its offset in `edges` and the offsets of its ends in `nodes`.
  private func cycleCandidates(in configuration: LintConfiguration) -> [(edge: Int, from: Int, to: Int)] {
    let position = Dictionary(nodes.indices.map { (nodes[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    return edges.indices.compactMap { offset in
      let edge = edges[offset]
      guard edge.from != edge.to, let from = position[edge.from], let to = position[edge.to],
        nodes[from].kind == nodes[to].kind
      else { return nil }
      switch (level, nodes[from].kind) {
      case (.feature, .feature), (.module, .target): return (offset, from, to)
      case (.layer, .layer):
        guard !nodes[from].isExempt, !nodes[to].isExempt, let layer = configuration.layer(named: edge.from),
          layer.mayDepend(on: edge.to)
        else { return nil }
        return (offset, from, to)
      default: return nil
      }
    }
  }

  /// Every cycle of the graph (`cycleCandidates`), each once, by the name of its first member. Found on node
  /// numbers; only the cycles found are turned into names and edges.
  package func cycles(in configuration: LintConfiguration) -> [Cycle] {
    let candidates = cycleCandidates(in: configuration)
    guard !candidates.isEmpty else { return [] }
    var successors = Array(repeating: [Int](), count: nodes.count)
    for candidate in candidates { successors[candidate.from].append(candidate.to) }
    let components = Self.stronglyConnectedComponents(successors).filter { $0.count > 1 }
    var component = [Int](repeating: -1, count: nodes.count)
    for (index, members) in components.enumerated() {
      for member in members { component[member] = index }
    }
    var inside = Array(repeating: [(edge: Int, from: Int, to: Int)](), count: components.count)
    for candidate in candidates where component[candidate.from] >= 0 {
      if component[candidate.from] == component[candidate.to] { inside[component[candidate.from]].append(candidate) }
    }
    // Members by name, not graph order: the graph orders the nodes of a cycle by how it happened to break it.
    // Names are unique, so a member's rank among them orders edges as their names do.
    var rank = [Int](repeating: 0, count: nodes.count)
    return components.indices.compactMap { index -> Cycle? in
      let members = components[index].sorted { nodes[$0].name < nodes[$1].name }
      for (position, member) in members.enumerated() { rank[member] = position }
      let ends = inside[index].map { (edge: $0.edge, from: rank[$0.from], to: rank[$0.to]) }
        .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
      let cycleEdges = ends.map { edges[$0.edge] }
      // A ring of layers that the preset itself lets use each other (mvvm's Router builds its Views, a View
      // asks its Router to navigate) is the pattern, whether or not scaffold.json writes it out again.
      guard level != .layer || cycleEdges.contains(where: { !Self.presetAllows($0, in: configuration) }) else {
        return nil
      }
      let cuts = Self.feedbackArcs(ends.map { ($0.from, $0.to, edges[$0.edge].weight) }, nodeCount: members.count)
      return Cycle(members: members.map { nodes[$0].name }, edges: cycleEdges, cuts: cuts.map { cycleEdges[$0] })
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
  /// Ties go to the node numbered first. A cut edge that closes no cycle once the others are cut is put
  /// back, heaviest first. `ends`: the edges between nodes `0..<nodeCount`, numbered in name order; the
  /// result: offsets in `ends`, the fewest references first, then by the ends' numbers.
  static func feedbackArcs(_ ends: [(from: Int, to: Int, weight: Int)], nodeCount: Int) -> [Int] {
    var rank = [Int](repeating: 0, count: nodeCount)
    for (position, node) in eadesLinSmythOrder(ends, nodeCount: nodeCount).enumerated() { rank[node] = position }
    var kept = Array(repeating: [Int](), count: nodeCount)
    for edge in ends where rank[edge.from] < rank[edge.to] { kept[edge.from].append(edge.to) }
    let backward = ends.indices.filter { rank[ends[$0].from] >= rank[ends[$0].to] }
      .sorted { (ends[$1].weight, ends[$0].from, ends[$0].to) < (ends[$0].weight, ends[$1].from, ends[$1].to) }
    var cuts: [Int] = []
    for offset in backward {
      if reaches(ends[offset].to, ends[offset].from, over: kept) {
        cuts.append(offset)
      } else {
        kept[ends[offset].from].append(ends[offset].to)
      }
    }
    return cuts.sorted { (ends[$0].weight, ends[$0].from, ends[$0].to) < (ends[$1].weight, ends[$1].from, ends[$1].to) }
  }

  /// The Eades–Lin–Smyth order of nodes `0..<nodeCount` over `ends`, weighted: repeatedly the first sink
  /// (by number) goes to the end, else the first source to the front, else the node whose references out
  /// exceed those in by the most (the first of them) to the front. Each step takes its node from a queue
  /// instead of scanning the nodes left, so a ring of hundreds of features costs no more than its edges.
  static func eadesLinSmythOrder(_ ends: [(from: Int, to: Int, weight: Int)], nodeCount: Int) -> [Int] {
    var outgoing = Array(repeating: [Int](), count: nodeCount)
    var incoming = Array(repeating: [Int](), count: nodeCount)
    var weightOut = [Int](repeating: 0, count: nodeCount)
    var weightIn = [Int](repeating: 0, count: nodeCount)
    for (offset, edge) in ends.enumerated() {
      outgoing[edge.from].append(offset)
      incoming[edge.to].append(offset)
      weightOut[edge.from] += edge.weight
      weightIn[edge.to] += edge.weight
    }
    var alive = [Bool](repeating: true, count: nodeCount)
    // The next sink, source and best node: queues by (key, node), whose stale entries (a removed node, a
    // changed balance) are dropped when met.
    var sinks = NodeQueue()
    var sources = NodeQueue()
    var balances = NodeQueue()
    func enqueue(_ node: Int) {
      if weightOut[node] == 0 { sinks.push(0, node) }
      if weightIn[node] == 0 { sources.push(0, node) }
      balances.push(weightIn[node] - weightOut[node], node)
    }
    for node in 0..<nodeCount { enqueue(node) }
    var first: [Int] = []
    var last: [Int] = []
    func remove(_ node: Int) {
      alive[node] = false
      for offset in outgoing[node] where alive[ends[offset].to] {
        weightIn[ends[offset].to] -= ends[offset].weight
        enqueue(ends[offset].to)
      }
      for offset in incoming[node] where alive[ends[offset].from] {
        weightOut[ends[offset].from] -= ends[offset].weight
        enqueue(ends[offset].from)
      }
    }
    for _ in 0..<nodeCount {
      if let sink = sinks.pop(while: { !alive[$1] }) {
        last.append(sink)
        remove(sink)
      } else if let source = sources.pop(while: { !alive[$1] }) {
        first.append(source)
        remove(source)
      } else if let best = balances.pop(while: { !alive[$1] || $0 != weightIn[$1] - weightOut[$1] }) {
        first.append(best)
        remove(best)
      }
    }
    return first + last.reversed()
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

/// A binary heap of nodes by (key, node), the smallest first: the next node of the Eades–Lin–Smyth order
/// without scanning every node at each step.
private struct NodeQueue {
  private var entries: [(key: Int, node: Int)] = []

  mutating func push(_ key: Int, _ node: Int) {
    entries.append((key, node))
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.less(entries[child], entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  /// Drops the smallest entries while `isStale(key, node)`, then removes and returns the smallest node left.
  mutating func pop(while isStale: (Int, Int) -> Bool) -> Int? {
    while let top = entries.first {
      removeFirst()
      if !isStale(top.key, top.node) { return top.node }
    }
    return nil
  }

  private mutating func removeFirst() {
    entries.swapAt(0, entries.count - 1)
    entries.removeLast()
    var parent = 0
    while true {
      var smallest = parent
      for child in 2 * parent + 1...2 * parent + 2 where child < entries.count {
        if Self.less(entries[child], entries[smallest]) { smallest = child }
      }
      guard smallest != parent else { return }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
  }

  private static func less(_ a: (key: Int, node: Int), _ b: (key: Int, node: Int)) -> Bool {
    (a.key, a.node) < (b.key, b.node)
  }
}
