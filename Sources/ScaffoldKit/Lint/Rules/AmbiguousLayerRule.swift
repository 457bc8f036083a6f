/// `ambiguous-layer`: two layers match a file equally specifically (see `LayerMap`).
enum AmbiguousLayerRule: FileRule {
  static let id = RuleID.ambiguousLayer
  static let metadata = RuleMetadata(
    summary: "Two layers match a file equally specifically.",
    explanation: """
      A file belongs to the layer whose pattern names its deepest folder, then the one with the longest \
      file-name ending. When two layers tie, the configuration does not say where the file belongs, so \
      no layer rule checks it; make one of the patterns more specific.
      """,
    example: """
      // "UI": {"paths": ["UI/{feature}/Sources/**"]}, "Screens": {"paths": ["**/Sources/**"]}
      // UI/Cart/Sources/CartScreen.swift: ambiguous-layer: UI and Screens both name the folder Sources
      """,
    defaultSeverity: .error)

  static let examples = [
    RuleExample(
      "two layers that both name the folder of a file",
      [
        "scaffold.json": configuration(ui: "UI/{feature}/Sources/**"),
        "UI/Cart/Sources/CartScreen.swift": "↓struct CartScreen {}\n",
      ]),
    RuleExample(
      "a deeper folder that decides",
      [
        "scaffold.json": configuration(ui: "UI/{feature}/Sources/Views/**"),
        "UI/Cart/Sources/Views/CartScreen.swift": "struct CartScreen {}\n",
      ]),
  ]

  /// Layers UI (at `ui`) and Screens (any `Sources` folder).
  private static func configuration(ui: String) -> String {
    #"{ "preset": "mvvm", "layers": { "UI": { "paths": [""# + ui
      + #""] }, "Screens": { "paths": ["**/Sources/**"] } } }"#
  }

  static func check(_ file: AnalyzedFile, _: ResolvedReferences, in engine: RuleEngine) -> [Diagnostic] {
    let matches = file.assignment.ambiguousLayers
    guard matches.count == 2 else { return [] }
    return engine.diagnostic(
      id,
      "'\(file.index.path)' matches layer \(matches[0].layer) (\(matches[0].reason)) and layer \(matches[1].layer) "
        + "(\(matches[1].reason)) equally specifically, so it is in neither; make one pattern name a deeper "
        + "folder or a longer file-name ending",
      file.index.path, SourcePosition(line: 1, column: 1))
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    "make one layer's pattern name a deeper folder or a longer file-name ending"
  }
}
