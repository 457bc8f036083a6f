/// What `scaffold graph` writes for a project: the graph at the requested level, with the selection
/// applied, rendered in one format. The HTML page also draws the layer diagram beside its matrix.
public enum GraphReport {
  public static func render(
    _ analysis: ProjectAnalysis, level: DependencyGraph.Level, format: GraphFormat, selection: GraphSelection
  ) throws(GraphSelectionError) -> String {
    let diagnostics = analysis.diagnostics()
    let full = DependencyGraph.build(from: analysis, diagnostics: diagnostics, level: level)
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
    let layers = level == .layer ? full : DependencyGraph.build(from: analysis, diagnostics: diagnostics, level: .layer)
    return HTMLRenderer.render(matrix: matrix, diagram: try diagramSelection.apply(to: layers))
  }
}
