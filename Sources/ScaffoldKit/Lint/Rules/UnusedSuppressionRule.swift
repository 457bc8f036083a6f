/// `unused-suppression`: a `scaffold:ignore` comment that suppresses nothing.
enum UnusedSuppressionRule: LintRule {
  static let id = RuleID.unusedSuppression
  static let metadata = RuleMetadata(
    summary: "A scaffold:ignore comment suppresses nothing.",
    explanation: """
      A suppression that no longer matches a finding hides nothing today but would hide a new \
      violation tomorrow; remove it.
      """,
    example: """
      // scaffold:ignore layer-dependency -- legacy screen
      let title = "Orders"  // unused-suppression: nothing on this line breaks the rule
      """,
    defaultSeverity: .warning)

  static let examples = [
    RuleExample(
      "a suppression on a line without a finding",
      [
        "Modules/Order/View/OrderView.swift": """
        struct OrderView {
          ↓// scaffold:ignore layer-dependency -- legacy screen
          let title = "Orders"
        }
        """
      ]),
    RuleExample(
      "a suppression that silences a finding",
      [
        "Modules/Order/View/OrderView.swift": """
        struct OrderView {
          // scaffold:ignore layer-dependency -- legacy screen
          let repository: OrderRepository
        }
        """,
        "Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
      ]),
  ]

  /// The suppressions of `file` that matched no finding of a file rule that runs (a whole-project rule applies
  /// the suppressions of its own findings).
  static func check(
    _ unused: [(Suppression, RuleID)], of file: AnalyzedFile, in engine: RuleEngine
  ) -> [Diagnostic] {
    unused.filter { _, rule in
      engine.configuration.severity(of: rule) != .off && !RuleID.projectRules.contains { $0.id == rule }
    }.flatMap { suppression, rule in
      engine.diagnostic(
        id, "suppression of '\(rule.rawValue)' matches no finding; remove it", file.index.path,
        suppression.position)
    }
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    "delete the scaffold:ignore comment"
  }
}
