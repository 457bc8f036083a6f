/// The output formats of `scaffold graph`. Each renderer is a pure function of the graph.
public enum GraphFormat: String, Sendable, CaseIterable {
  /// Graphviz DOT, for `dot -Tsvg`.
  case dot
  /// A Mermaid flowchart, which GitHub renders in Markdown as is.
  case mermaid
  /// A stable JSON document with every node and edge.
  case json

  public static let `default` = GraphFormat.dot

  public func render(_ graph: DependencyGraph) -> String {
    switch self {
    case .dot: return DOTRenderer.render(graph)
    case .mermaid: return MermaidRenderer.render(graph)
    case .json: return GraphJSONRenderer.render(graph)
    }
  }
}

extension DependencyGraph.Edge {
  /// `3` or `3 (2 violations: layer-dependency)`: the weight, and what breaks the rules.
  var label: String {
    guard isViolating else { return String(weight) }
    let noun = violations == 1 ? "violation" : "violations"
    return "\(weight) (\(violations) \(noun): \(rules.map(\.rawValue).joined(separator: ", ")))"
  }
}

extension DependencyGraph.Node {
  /// The name, with `(exempt)` for composition roots.
  var label: String { isExempt && kind != .type ? "\(name) (exempt)" : name }
}

extension DependencyGraph {
  /// `7 nodes, 9 edges, 2 with violations`, for the comment line at the top of each rendering.
  var summary: String {
    let violating = edges.count { $0.isViolating }
    return "\(nodes.count) nodes, \(edges.count) edges, \(violating) with violations"
  }

  /// Nodes grouped by layer for the type level (in node order), with the layerless ones last under nil.
  var nodesByLayer: [(layer: String?, nodes: [Node])] {
    var groups: [(layer: String?, nodes: [Node])] = []
    for node in nodes {
      let layer = node.kind == .module ? nil : node.layer
      if let index = groups.firstIndex(where: { $0.layer == layer }) {
        groups[index].nodes.append(node)
      } else {
        groups.append((layer, [node]))
      }
    }
    return groups.filter { $0.layer != nil } + groups.filter { $0.layer == nil }
  }
}
