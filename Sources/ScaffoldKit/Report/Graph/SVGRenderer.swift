/// An SVG picture of the graph drawn by scaffold itself, so that no Graphviz is needed (the HTML page embeds
/// it). The layout is layered: one row per dependency level (`DependencyGraph.dependencyLevels`, modules in
/// the last row), each row ordered by the positions of the nodes above it, edges as curves from the bottom
/// of a node to the top of the node it depends on. Violating edges are red and go up or sideways when they
/// point backwards. Integer coordinates only, so the output is stable. Best for the layer level and for
/// focused graphs: a row of a hundred types is drawn, but not read.
enum SVGRenderer {
  static let rowHeight = 34
  static let rowGap = 78
  static let nodeGap = 56
  static let margin = 24

  static func render(_ graph: DependencyGraph) -> String {
    let layout = Layout(graph)
    let caption = graph.omitted?.caption(graph)
    let height = layout.height + (caption == nil ? 0 : 24)
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(layout.width)\" height=\"\(height)\""
        + " viewBox=\"0 0 \(layout.width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
      "<title>scaffold graph, \(XML.attribute(graph.level.rawValue)) level: \(XML.attribute(graph.summary))</title>",
      "<defs>",
      "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\""
        + " orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#555555\"/></marker>",
      "<marker id=\"arrow-red\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\""
        + " orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#d00000\"/></marker>",
      "</defs>",
    ]
    for (index, edge) in graph.edges.enumerated() {
      lines.append(edgeElement(edge, index: index, layout: layout))
    }
    for node in graph.nodes {
      guard let box = layout.boxes[node.name] else { continue }
      lines.append(nodeElement(node, box: box))
    }
    if let caption {
      lines.append(
        "<text x=\"\(margin)\" y=\"\(height - margin / 2)\" fill=\"#555555\">\(XML.attribute(caption))</text>")
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  struct Box {
    var x: Int
    var y: Int
    var width: Int
    var centre: Int { x + width / 2 }
    var bottom: Int { y + SVGRenderer.rowHeight }
  }

  /// Rows, node boxes and canvas size.
  struct Layout {
    var boxes: [String: Box] = [:]
    var rows: [String: Int] = [:]
    var width = 0
    var height = 0

    init(_ graph: DependencyGraph) {
      let levels = graph.dependencyLevels()
      let deepest = graph.nodes.filter { $0.kind != .module }.map { levels[$0.name] ?? 0 }.max() ?? 0
      for node in graph.nodes { rows[node.name] = node.kind == .module ? deepest + 1 : levels[node.name] ?? 0 }
      var grouped: [[DependencyGraph.Node]] = Array(repeating: [], count: (rows.values.max() ?? 0) + 1)
      for node in graph.nodes { grouped[rows[node.name] ?? 0].append(node) }
      grouped = grouped.filter { !$0.isEmpty }
      // Each row follows the mean position of the nodes above it that it is connected to.
      var neighbours: [String: [String]] = [:]
      for edge in graph.edges where edge.from != edge.to {
        neighbours[edge.from, default: []].append(edge.to)
        neighbours[edge.to, default: []].append(edge.from)
      }
      // Positions as fractions of their row's width, so that rows of different lengths compare.
      var position: [String: Double] = [:]
      for (rowIndex, row) in grouped.enumerated() {
        if rowIndex > 0 {
          // Only nodes of rows above have a position yet.
          func centre(_ node: DependencyGraph.Node, offset: Int) -> Double {
            let above = (neighbours[node.name] ?? []).compactMap { position[$0] }
            let own = (Double(offset) + 0.5) / Double(row.count)
            return above.isEmpty ? own : above.reduce(0, +) / Double(above.count)
          }
          grouped[rowIndex] = row.enumerated().map { ($0.element, centre($0.element, offset: $0.offset)) }
            .enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element.0)
        }
        for (offset, node) in grouped[rowIndex].enumerated() {
          position[node.name] = (Double(offset) + 0.5) / Double(row.count)
        }
      }
      let widths = grouped.map { row in
        row.reduce(0) { $0 + Self.width(of: $1) } + SVGRenderer.nodeGap * (row.count - 1)
      }
      width = (widths.max() ?? 0) + 2 * SVGRenderer.margin
      for (rowIndex, row) in grouped.enumerated() {
        var x = (width - widths[rowIndex]) / 2
        let y = SVGRenderer.margin + rowIndex * (SVGRenderer.rowHeight + SVGRenderer.rowGap)
        for node in row {
          boxes[node.name] = Box(x: x, y: y, width: Self.width(of: node))
          rows[node.name] = rowIndex
          x += Self.width(of: node) + SVGRenderer.nodeGap
        }
      }
      height =
        2 * SVGRenderer.margin + grouped.count * SVGRenderer.rowHeight + max(0, grouped.count - 1) * SVGRenderer.rowGap
      placePorts(graph.edges)
    }

    /// Where each edge leaves and enters its nodes: the edges on one side of a node are spread along it in
    /// the order of their other ends, so that parallel and opposite edges do not draw over each other.
    var ports: [Int: (from: Int, to: Int)] = [:]

    private mutating func placePorts(_ edges: [DependencyGraph.Edge]) {
      struct Side: Hashable {
        var node: String
        var bottom: Bool
      }
      var users: [Side: [(edge: Int, isSource: Bool, other: Int)]] = [:]
      for (index, edge) in edges.enumerated() where edge.from != edge.to {
        guard let from = boxes[edge.from], let to = boxes[edge.to] else { continue }
        let down = (rows[edge.to] ?? 0) > (rows[edge.from] ?? 0)
        let up = (rows[edge.to] ?? 0) < (rows[edge.from] ?? 0)
        users[Side(node: edge.from, bottom: down), default: []].append((index, true, to.centre))
        users[Side(node: edge.to, bottom: up), default: []].append((index, false, from.centre))
      }
      for (side, list) in users {
        guard let box = boxes[side.node] else { continue }
        let sorted = list.sorted { ($0.other, $0.edge) < ($1.other, $1.edge) }
        for (offset, user) in sorted.enumerated() {
          let x = box.x + box.width * (offset + 1) / (sorted.count + 1)
          var port = ports[user.edge] ?? (box.centre, box.centre)
          if user.isSource { port.from = x } else { port.to = x }
          ports[user.edge] = port
        }
      }
    }

    /// About 7 px a character at 12 px Helvetica, with padding.
    static func width(of node: DependencyGraph.Node) -> Int {
      max(72, node.label.count * 7 + 24)
    }
  }

  private static func edgeElement(_ edge: DependencyGraph.Edge, index: Int, layout: Layout) -> String {
    guard let from = layout.boxes[edge.from], let to = layout.boxes[edge.to] else { return "" }
    let (start, end) = layout.ports[index] ?? (from.centre, to.centre)
    let fromRow = layout.rows[edge.from] ?? 0
    let toRow = layout.rows[edge.to] ?? 0
    let points: [(Int, Int)]
    if edge.from == edge.to {
      let right = from.x + from.width
      let middle = from.y + rowHeight / 2
      points = [(right, middle - 7), (right + 36, middle - 24), (right + 36, middle + 24), (right, middle + 7)]
    } else if toRow > fromRow {
      let bend = (to.y - from.bottom) / 2
      points = [(start, from.bottom), (start, from.bottom + bend), (end, to.y - bend), (end, to.y)]
    } else if toRow < fromRow {
      let bend = (from.y - to.bottom) / 2
      points = [(start, from.y), (start, from.y - bend), (end, to.bottom + bend), (end, to.bottom)]
    } else {
      let lift = 30 + abs(end - start) / 8
      points = [(start, from.y), (start, from.y - lift), (end, to.y - lift), (end, to.y)]
    }
    let path =
      "M\(points[0].0),\(points[0].1) C\(points[1].0),\(points[1].1) \(points[2].0),\(points[2].1)"
      + " \(points[3].0),\(points[3].1)"
    // The curve's midpoint, where the label goes.
    // Beside the curve's midpoint (a loop's outermost point): the weight only, red for violations and
    // cycles (dashed: an edge to cut); the
    // rules are in the tooltip and the matrix.
    let labelX = (points[0].0 + 3 * points[1].0 + 3 * points[2].0 + points[3].0) / 8 + 3
    let labelY = (points[0].1 + 3 * points[1].1 + 3 * points[2].1 + points[3].1) / 8 + 4
    let colour = edge.isHighlighted ? "#d00000" : "#555555"
    let text = String(edge.weight)
    let classes = (edge.isViolating ? " violation" : "") + (edge.inCycle ? " cycle" : "") + (edge.isCut ? " cut" : "")
    return "<g class=\"edge\(classes)\" data-from=\"\(XML.attribute(edge.from))\""
      + " data-to=\"\(XML.attribute(edge.to))\">"
      + "<title>\(XML.attribute("\(edge.from) → \(edge.to): \(edge.label)"))</title>"
      + "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(edge.isHighlighted ? 2 : 1)\""
      + (edge.isCut ? " stroke-dasharray=\"6 4\"" : "")
      + " marker-end=\"url(#\(edge.isHighlighted ? "arrow-red" : "arrow"))\"/>"
      + "<text x=\"\(labelX)\" y=\"\(labelY)\" fill=\"\(colour)\" stroke=\"#ffffff\""
      + " stroke-width=\"3\" paint-order=\"stroke\">\(XML.attribute(text))</text></g>"
  }

  private static func nodeElement(_ node: DependencyGraph.Node, box: Box) -> String {
    var style = "fill=\"#ffffff\" stroke=\"#333333\""
    if node.isExempt { style += " stroke-dasharray=\"5 3\"" }
    if node.kind == .unassigned { style += " stroke-dasharray=\"1 3\"" }
    let shape =
      node.kind == .module
      ? "<ellipse cx=\"\(box.centre)\" cy=\"\(box.y + rowHeight / 2)\" rx=\"\(box.width / 2)\" ry=\"\(rowHeight / 2)\""
        + " fill=\"#f4f4f4\" stroke=\"#333333\"/>"
      : "<rect x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" height=\"\(rowHeight)\" rx=\"6\" \(style)/>"
    return "<g class=\"node\" data-node=\"\(XML.attribute(node.name))\">\(shape)"
      + "<text x=\"\(box.centre)\" y=\"\(box.y + rowHeight / 2 + 4)\" text-anchor=\"middle\">\(XML.attribute(node.label))</text></g>"
  }
}
