/// Graphviz DOT, drawn top to bottom in dependency order: each node sits below the nodes that depend on it
/// (`DependencyGraph.dependencyLevels`, one rank per level above the type level), and violating edges do not
/// constrain the ranks, so a backward reference points up. Edge labels carry the reference count; violating
/// edges are red, thicker and say how many violations of which rules they hold; so are the edges of a
/// dependency cycle (`cycle` rule), dashed when they are among the edges to cut. Exempt nodes are dashed,
/// modules (forbidden imports) are ellipses. At the type level, types are clustered by layer. What a
/// selection left out is said in the caption.
enum DOTRenderer {
  static func render(_ graph: DependencyGraph) -> String {
    var lines = [
      "// scaffold graph, \(graph.level.rawValue) level: \(graph.summary)",
      "digraph scaffold {",
      "  rankdir=TB;",
      "  fontname=\"Helvetica\";",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", color=\"#555555\"];",
    ]
    if let omitted = graph.omitted {
      lines += ["  labelloc=b;", "  label=\(quoted(omitted.caption(graph)));"]
    }
    if graph.level == .type {
      for (index, group) in graph.nodesByLayer.enumerated() {
        guard let layer = group.layer else {
          lines += group.nodes.map { "  " + declaration($0) }
          continue
        }
        lines.append("  subgraph cluster_\(index) {")
        lines.append("    label=\(quoted(layer));")
        lines.append("    style=dashed;")
        lines += group.nodes.map { "    " + declaration($0) }
        lines.append("  }")
      }
    } else {
      lines += graph.nodes.map { "  " + declaration($0) }
      let levels = graph.dependencyLevels()
      let ranks = Dictionary(grouping: graph.nodes.filter { $0.kind != .module }) { levels[$0.name] ?? 0 }
      for level in ranks.keys.sorted() where (ranks[level]?.count ?? 0) > 1 {
        lines.append(
          "  { rank=same; " + (ranks[level] ?? []).map { quoted($0.name) + ";" }.joined(separator: " ") + " }")
      }
      let modules = graph.nodes.filter { $0.kind == .module }
      if !modules.isEmpty {
        lines.append("  { rank=sink; " + modules.map { quoted($0.name) + ";" }.joined(separator: " ") + " }")
      }
    }
    let violationsConstrain = !graph.ranksByCompliantEdges
    for edge in graph.edges {
      var attributes = ["label=\(quoted(edge.label))", "weight=\(edge.weight)"]
      if edge.isHighlighted { attributes += ["color=red", "fontcolor=red", "penwidth=2"] }
      if edge.isCut { attributes.append("style=dashed") }
      if edge.isViolating && !violationsConstrain { attributes.append("constraint=false") }
      lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: ", "))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func declaration(_ node: DependencyGraph.Node) -> String {
    var attributes = ["label=\(quoted(node.label))"]
    if node.isExempt { attributes.append("style=\"rounded,dashed\"") }
    if node.kind == .module { attributes.append("shape=ellipse") }
    if node.kind == .unassigned { attributes.append("style=\"rounded,dotted\"") }
    return "\(quoted(node.name)) [\(attributes.joined(separator: ", "))];"
  }

  /// A DOT double-quoted ID: `"` and `\` escaped, line breaks as `\n`, so any name is one valid ID.
  static func quoted(_ text: String) -> String {
    var output = "\""
    for character in text {
      switch character {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n", "\r", "\r\n": output += "\\n"
      default: output.append(character)
      }
    }
    return output + "\""
  }
}
