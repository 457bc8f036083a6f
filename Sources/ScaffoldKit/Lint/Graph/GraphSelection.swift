/// What to draw of a graph (`scaffold graph --focus`, `--violations-only`, `--max-edges`), applied in that
/// order: node-link pictures stop being readable at a few dozen nodes, so large projects draw a part.
package struct GraphSelection: Sendable, Equatable {
  /// A node name, or a feature or layer: those nodes, the nodes they reference or are referenced by, and
  /// the edges between the two.
  package var focus: String?
  /// Only the edges that hold violations or are in a dependency cycle, and their nodes.
  package var violationsOnly: Bool
  /// At most this many edges (violations first); the rest are left out and said so. `nil` or 0: all
  /// (`GraphReport` gives `nil` the format's default).
  package var maxEdges: Int?

  package init(focus: String? = nil, violationsOnly: Bool = false, maxEdges: Int? = nil) {
    self.focus = focus
    self.violationsOnly = violationsOnly
    self.maxEdges = maxEdges
  }

  package func apply(to graph: DependencyGraph) throws(GraphSelectionError) -> DependencyGraph {
    var selected = graph
    if let focus { selected = try selected.focused(on: focus) }
    if violationsOnly { selected = selected.violationsOnly() }
    if let maxEdges, maxEdges > 0 { selected = selected.limited(toEdges: maxEdges) }
    return selected
  }
}

/// A selection that names nothing in the graph.
package enum GraphSelectionError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  /// `--focus` matches no node, feature or layer at this level.
  case unknownFocus(String, level: DependencyGraph.Level, suggestion: String?)
  /// `--focus` names something another level draws (a feature or type at the layer level): what it is there,
  /// and the levels that draw it.
  case focusAtOtherLevel(String, level: DependencyGraph.Level, kind: String, levels: [DependencyGraph.Level])

  package var problems: [Problem] {
    switch self {
    case .unknownFocus(let name, let level, let suggestion):
      let hint = Suggestions.hint(suggestion)
      return [
        Problem(
          "--focus '\(name)' matches nothing in the \(level.rawValue) graph: no node, feature or layer has that name\(hint)"
        )
      ]
    case .focusAtOtherLevel(let name, let level, let kind, let levels):
      let options = levels.map { "--level \($0.rawValue)" }
      return [
        Problem(
          "--focus '\(name)' is \(kind), which the \(level.rawValue) graph does not draw; "
            + "draw it with \(options.joined(separator: " or "))")
      ]
    }
  }

  package var description: String { problemText }
}

extension DependencyGraph {
  /// The nodes named `name` (or in feature or layer `name`), their neighbours, and the edges that touch them.
  package func focused(on name: String) throws(GraphSelectionError) -> DependencyGraph {
    let centre = Set(
      nodes.filter { $0.name == name || ($0.kind != .module && ($0.feature == name || $0.layer == name)) }.map(\.name))
    guard !centre.isEmpty else {
      let names = Set(nodes.flatMap { [$0.name] + [$0.feature, $0.layer].compactMap { $0 } })
      throw .unknownFocus(name, level: level, suggestion: Suggestions.closest(to: name, among: names.sorted()))
    }
    let kept = edges.filter { centre.contains($0.from) || centre.contains($0.to) }
    let shown = centre.union(kept.flatMap { [$0.from, $0.to] })
    return DependencyGraph(level: level, nodes: nodes.filter { shown.contains($0.name) }, edges: kept)
  }

  /// The violating edges, those in a dependency cycle, and the nodes at their ends.
  package func violationsOnly() -> DependencyGraph {
    let kept = edges.filter { $0.isViolating || $0.inCycle }
    let shown = Set(kept.flatMap { [$0.from, $0.to] })
    return DependencyGraph(level: level, nodes: nodes.filter { shown.contains($0.name) }, edges: kept)
  }

  /// At most `count` edges: violations and cycles first, then edges between two nodes of this level (feature to
  /// feature, type to type) that are not composition roots, then the rest, the heaviest first in each group.
  /// Nodes left without an edge are left out too; `omitted` names them and counts the edges left out.
  package func limited(toEdges count: Int) -> DependencyGraph {
    guard edges.count > count else { return self }
    let byName = Dictionary(nodes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    func group(_ edge: Edge) -> Int {
      if edge.isViolating || edge.inCycle { return 0 }
      let ends = [byName[edge.from], byName[edge.to]]
      let sameKind = ends.allSatisfy { $0?.kind == ends[0]?.kind && $0?.isExempt == false }
      return sameKind ? 1 : 2
    }
    let ranked = edges.enumerated().sorted { lhs, rhs in
      (group(lhs.element), -lhs.element.weight, lhs.offset) < (group(rhs.element), -rhs.element.weight, rhs.offset)
    }
    let kept = ranked.prefix(count).sorted { $0.offset < $1.offset }.map(\.element)
    let dropped = ranked.dropFirst(count).map(\.element)
    let shown = Set(kept.flatMap { [$0.from, $0.to] })
    return DependencyGraph(
      level: level, nodes: nodes.filter { shown.contains($0.name) }, edges: kept,
      omitted: Omission(
        edges: dropped.count, weight: dropped.reduce(0) { $0 + $1.weight },
        nodes: nodes.filter { !shown.contains($0.name) }.map(\.name)))
  }
}
