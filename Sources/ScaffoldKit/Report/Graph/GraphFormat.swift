/// The output formats of `scaffold graph`. Each renderer is a pure function of the graph.
package enum GraphFormat: String, Sendable, CaseIterable {
  /// Graphviz DOT, for `dot -Tsvg`.
  case dot
  /// A Mermaid flowchart, which GitHub renders in Markdown as is.
  case mermaid
  /// An SVG picture drawn by scaffold itself (no Graphviz needed): best for layers and focused graphs.
  case svg
  /// One self-contained page: a dependency matrix beside the layer diagram.
  case html
  /// A stable JSON document with every node and edge.
  case json

  package static let `default` = GraphFormat.dot

  /// How many edges a picture draws unless `--max-edges` says otherwise: node-link pictures stop being
  /// readable at a few dozen nodes, so they draw the violations and the heaviest 60; data and the matrix
  /// page keep everything.
  package var defaultMaxEdges: Int? {
    switch self {
    case .dot, .mermaid, .svg: return 60
    case .html, .json: return nil
    }
  }

  package func render(_ graph: DependencyGraph) -> String {
    switch self {
    case .dot: return DOTRenderer.render(graph)
    case .mermaid: return MermaidRenderer.render(graph)
    case .svg: return SVGRenderer.render(graph)
    case .html: return HTMLRenderer.render(matrix: graph, diagram: graph)
    case .json: return GraphJSONRenderer.render(graph)
    }
  }
}

extension DependencyGraph.Edge {
  /// `3`, `3 (2 violations: layer-dependency)` or `1 (cycle, cut)`: the weight, what breaks the rules, and
  /// whether the edge is in a cycle and one to cut.
  var label: String {
    let cycle = isCut ? "cycle, cut" : inCycle ? "cycle" : nil
    guard isViolating else { return cycle.map { "\(weight) (\($0))" } ?? String(weight) }
    let noun = violations == 1 ? "violation" : "violations"
    let rules = rules.map(\.rawValue).joined(separator: ", ")
    return "\(weight) (\(violations) \(noun): \(rules)\(cycle.map { "; \($0)" } ?? ""))"
  }

  /// Drawn red: it holds violations or is in a cycle.
  var isHighlighted: Bool { isViolating || inCycle }
}

extension DependencyGraph.Node {
  /// The name, with `(exempt)` for composition roots.
  var label: String { isExempt && kind != .type ? "\(name) (exempt)" : name }
}

extension DependencyGraph.Omission {
  /// `showing 60 of 170 edges (violations first); 110 edges (1234 references) and 3 nodes left out: A, B, C`.
  func caption(_ graph: DependencyGraph) -> String {
    let total = graph.edges.count + edges
    var text =
      "showing \(graph.edges.count) of \(total) edges (violations first); \(edges) edges (\(weight) references)"
    if !nodes.isEmpty {
      let names = nodes.prefix(5).joined(separator: ", ") + (nodes.count > 5 ? ", …" : "")
      text += " and \(nodes.count) \(nodes.count == 1 ? "node" : "nodes") left out: \(names)"
    } else {
      text += " left out"
    }
    return text + ". --max-edges 0 draws them all."
  }
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
