/// What `scaffold graph` writes for a project: the graph at the requested level, with the selection
/// applied, rendered in one format, its cycles marked as the `cycle` rule finds them. The HTML page also draws
/// the layer diagram beside its matrix.
package enum GraphReport {
  package static func render(
    _ analysis: ProjectAnalysis, level: DependencyGraph.Level, format: GraphFormat, selection: GraphSelection
  ) throws(GraphSelectionError) -> String {
    let diagnostics = analysis.diagnostics()
    let full = DependencyGraph.build(from: analysis, diagnostics: diagnostics, level: level)
      .markingCycles(in: analysis.configuration)
    if let focus = selection.focus {
      try checkFocus(focus, in: full, analysis: analysis, diagnostics: diagnostics)
    }
    var selection = selection
    selection.maxEdges = selection.maxEdges ?? format.defaultMaxEdges
    guard format == .html else { return format.render(try selection.apply(to: full)) }
    // The matrix shows every edge (a matrix stays readable); --max-edges is for the diagram. The diagram
    // is at the layer level, focused only when the focus is a layer.
    var matrixSelection = selection
    matrixSelection.maxEdges = nil
    let matrix = try matrixSelection.apply(to: full)
    var diagramSelection = selection
    if level != .layer { diagramSelection.focus = nil }
    let layers =
      level == .layer
      ? full
      : DependencyGraph.build(from: analysis, diagnostics: diagnostics, level: .layer)
        .markingCycles(in: analysis.configuration)
    return HTMLRenderer.render(matrix: matrix, diagram: try diagramSelection.apply(to: layers))
  }

  /// A focus that names nothing at `graph`'s level but a feature, layer or type another level draws is told
  /// which level to ask for, rather than that nothing has the name.
  static func checkFocus(
    _ name: String, in graph: DependencyGraph, analysis: ProjectAnalysis, diagnostics: [Diagnostic]
  ) throws(GraphSelectionError) {
    do {
      _ = try graph.focused(on: name)
    } catch {
      var levels: [DependencyGraph.Level] = []
      var kind: String?
      for other in DependencyGraph.Level.allCases where other != graph.level {
        let drawn = DependencyGraph.build(from: analysis, diagnostics: diagnostics, level: other)
        guard (try? drawn.focused(on: name)) != nil else { continue }
        levels.append(other)
        if other == .type {
          let nodes = drawn.nodes.filter { $0.kind != .module }
          if nodes.contains(where: { $0.feature == name }) {
            kind = "a feature"
          } else if nodes.contains(where: { $0.layer == name }) {
            kind = "a layer"
          } else if nodes.contains(where: { $0.name == name }) {
            kind = "a type"
          }
        }
      }
      guard !levels.isEmpty else { throw error }
      throw .focusAtOtherLevel(name, level: graph.level, kind: kind ?? "a node", levels: levels)
    }
  }
}
