/// A Mermaid flowchart, rendered by GitHub in Markdown (inside a ```mermaid block). Node ids are generated
/// (`n0`, `n1`, …) so that no name can break the syntax; names go in quoted labels. Violating edges are
/// red through `linkStyle` and labelled with the count and rules, as are the edges of a dependency cycle (the
/// edges to cut dashed); exempt nodes are dashed. The chart runs top
/// to bottom with nodes declared in dependency order; what a selection left out is a note node.
enum MermaidRenderer {
  static func render(_ graph: DependencyGraph) -> String {
    let ids = Dictionary(
      graph.nodes.enumerated().map { ($0.element.name, "n\($0.offset)") }, uniquingKeysWith: { first, _ in first })
    var lines = ["%% scaffold graph, \(graph.level.rawValue) level: \(graph.summary)", "flowchart TB"]
    func declaration(_ node: DependencyGraph.Node) -> String {
      let id = ids[node.name] ?? "n"
      let shape = node.kind == .module ? "([\(label(node.label))])" : "[\(label(node.label))]"
      let style = node.isExempt ? ":::exempt" : node.kind == .module ? ":::module" : ""
      return id + shape + style
    }
    if graph.level == .type {
      for (index, group) in graph.nodesByLayer.enumerated() {
        guard let layer = group.layer else {
          lines += group.nodes.map { "  " + declaration($0) }
          continue
        }
        lines.append("  subgraph layer\(index)[\(label(layer))]")
        lines += group.nodes.map { "    " + declaration($0) }
        lines.append("  end")
      }
    } else {
      lines += graph.nodes.map { "  " + declaration($0) }
    }
    if let omitted = graph.omitted {
      lines.append("  omitted[\(label(omitted.caption(graph)))]:::omitted")
    }
    var violating: [Int] = []
    var cuts: [Int] = []
    for (index, edge) in graph.edges.enumerated() {
      lines.append("  \(ids[edge.from] ?? "n") -->|\(label(edge.label))| \(ids[edge.to] ?? "n")")
      if edge.isHighlighted { violating.append(index) }
      if edge.isCut { cuts.append(index) }
    }
    lines.append("  classDef exempt stroke-dasharray: 5 5")
    lines.append("  classDef module fill:#f4f4f4")
    if graph.omitted != nil { lines.append("  classDef omitted stroke-dasharray: 2 2,fill:#ffffff,color:#555555") }
    if !violating.isEmpty {
      lines.append(
        "  linkStyle \(violating.map(String.init).joined(separator: ",")) stroke:red,stroke-width:2px,color:red")
    }
    if !cuts.isEmpty {
      lines.append("  linkStyle \(cuts.map(String.init).joined(separator: ",")) stroke-dasharray:5 5")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A quoted Mermaid label. Quotes and angle brackets become entity codes (`#quot;`), which Mermaid
  /// decodes, so a name never ends the label or turns into markup.
  static func label(_ text: String) -> String {
    var output = "\""
    for character in text {
      switch character {
      case "\"": output += "#quot;"
      case "<": output += "#lt;"
      case ">": output += "#gt;"
      case "#": output += "#35;"
      case "\n", "\r", "\r\n": output += " "
      default: output.append(character)
      }
    }
    return output + "\""
  }
}
