extension DependencyGraph {
  /// Whether the levels come from the edges that break no rule only: true unless every edge is a violation
  /// (`violationsOnly()`), when the violations themselves give the picture its direction.
  package var ranksByCompliantEdges: Bool { edges.contains { !$0.isViolating } }

  /// Each node's level in a top-down drawing: 0 for nodes no drawn node depends on, and every node below
  /// the nodes that depend on it (the longest path over edges that break no rule). Violating edges and
  /// loops do not count, so a backward reference points up; cycles are broken at the edge that closes them
  /// when the nodes are walked in order.
  package func dependencyLevels() -> [String: Int] {
    let index = Dictionary(nodes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
    var successors = Array(repeating: [Int](), count: nodes.count)
    let compliantOnly = ranksByCompliantEdges
    for edge in edges where !(compliantOnly && edge.isViolating) && edge.from != edge.to {
      guard let from = index[edge.from], let to = index[edge.to] else { continue }
      successors[from].append(to)
    }
    // Depth-first, without recursion (type graphs are deep): an edge to a node still on the path closes a
    // cycle and is dropped; the finishing order reversed is a topological order of the rest.
    var state = [UInt8](repeating: 0, count: nodes.count)
    var acyclic = Array(repeating: [Int](), count: nodes.count)
    var finished: [Int] = []
    for start in nodes.indices where state[start] == 0 {
      var path = [(node: start, next: 0)]
      state[start] = 1
      while let top = path.last {
        guard top.next < successors[top.node].count else {
          state[top.node] = 2
          finished.append(top.node)
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let successor = successors[top.node][top.next]
        if state[successor] == 1 { continue }
        acyclic[top.node].append(successor)
        if state[successor] == 0 {
          state[successor] = 1
          path.append((successor, 0))
        }
      }
    }
    var levels = [Int](repeating: 0, count: nodes.count)
    for node in finished.reversed() {
      for successor in acyclic[node] { levels[successor] = max(levels[successor], levels[node] + 1) }
    }
    return Dictionary(nodes.indices.map { (nodes[$0].name, levels[$0]) }, uniquingKeysWith: { a, _ in a })
  }

  /// The graph with its nodes in dependency order (by level, the current order breaking ties; modules last)
  /// and its edges sorted by source, then target position.
  func inDependencyOrder() -> DependencyGraph {
    let levels = dependencyLevels()
    let sortedNodes = nodes.enumerated().sorted { lhs, rhs in
      func key(_ entry: (offset: Int, element: Node)) -> (Int, Int, Int) {
        (entry.element.kind == .module ? 1 : 0, levels[entry.element.name] ?? 0, entry.offset)
      }
      return key(lhs) < key(rhs)
    }.map(\.element)
    var graph = self
    graph.nodes = sortedNodes
    graph.edges = graph.edgesInNodeOrder(edges)
    return graph
  }

  /// `edges` sorted by the position of their source, then their target, in `nodes`.
  func edgesInNodeOrder(_ edges: [Edge]) -> [Edge] {
    let position = Dictionary(nodes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
    return edges.sorted {
      (position[$0.from] ?? 0, position[$0.to] ?? 0) < (position[$1.from] ?? 0, position[$1.to] ?? 0)
    }
  }
}
