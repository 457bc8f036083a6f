/// `unmatched-layer`: no file is in any layer, or a pattern `scaffold.json` writes matches no file. It looks
/// at the whole project, so `Linter` runs it after every file is placed.
enum UnmatchedLayerRule: LintRule {
  static let id = RuleID.unmatchedLayer
  static let metadata = RuleMetadata(
    summary: "No file is in any layer, or a pattern scaffold.json writes matches no file.",
    explanation: """
      A configuration that maps nothing lints nothing and reports success; a misspelt folder or suffix \
      does the same for one layer. Reported at the pattern (or the configuration); `scaffold which \
      <file>` shows how a file is placed.
      """,
    example: """
      scaffold.json:5:30: warning: layer View: pattern '**/Screens/{feature}/**' matches no file [unmatched-layer]
      """,
    defaultSeverity: .warning)

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    "fix the pattern (scaffold which <file> shows how a file is placed)"
  }
}
