/// A stable JSON document: the level, every node, every edge with `weight`, `violations` and `cycle` and `cut`
/// (`true`, only on the edges of a dependency cycle and those to cut), totals, and
/// what a selection left out (`omitted`, when it did).
enum GraphJSONRenderer {
  static func render(_ graph: DependencyGraph) -> String {
    JSONOutput.object([
      "level": .string(graph.level.rawValue),
      "summary": .object([
        "nodes": .int(graph.nodes.count),
        "edges": .int(graph.edges.count),
        "violations": .int(graph.violationCount),
      ]),
      "omitted": graph.omitted.map { omitted in
        .object([
          "edges": .int(omitted.edges), "weight": .int(omitted.weight),
          "nodes": .array(omitted.nodes.map(JSONOutput.string)),
        ])
      },
      "nodes": .array(
        graph.nodes.map { node in
          .object([
            "id": .string(node.name),
            "kind": .string(node.kind.rawValue),
            "layer": node.layer.map(JSONOutput.string),
            "feature": node.feature.map(JSONOutput.string),
            "exempt": .bool(node.isExempt),
          ])
        }),
      "edges": .array(
        graph.edges.map { edge in
          .object([
            "from": .string(edge.from),
            "to": .string(edge.to),
            "weight": .int(edge.weight),
            "violations": .int(edge.violations),
            "rules": .array(edge.rules.map { .string($0.rawValue) }),
            "cycle": edge.inCycle ? .bool(true) : nil,
            "cut": edge.isCut ? .bool(true) : nil,
          ])
        }),
    ]).rendered()
  }
}
