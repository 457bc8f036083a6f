/// `invalid-suppression`: a malformed `scaffold:ignore` comment (`Suppressions` says what is wrong with it).
enum InvalidSuppressionRule: LintRule {
  static let id = RuleID.invalidSuppression
  static let metadata = RuleMetadata(
    summary: "A scaffold:ignore comment is malformed: no reason, no rule, or an unknown rule.",
    explanation: """
      Suppressions are written `// scaffold:ignore <rule>[,<rule>] -- <reason>`; the reason is \
      required so that reviewers know why the rule does not apply.
      """,
    example: """
      // scaffold:ignore layer-dependency  // invalid-suppression: no `-- reason`
      """,
    defaultSeverity: .error)

  static let examples = [
    RuleExample(
      "a suppression without a reason",
      [
        "Modules/Order/View/OrderView.swift": """
        struct OrderView {
          ↓// scaffold:ignore layer-dependency
          let repository: OrderRepository
        }
        """,
        "Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
      ]),
    RuleExample(
      "a suppression with its reason",
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

  static func check(_ suppressions: Suppressions, of file: AnalyzedFile, in engine: RuleEngine) -> [Diagnostic] {
    suppressions.problems.flatMap { engine.diagnostic(id, $0.message, file.index.path, $0.position) }
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    "write it as `// scaffold:ignore <rule> -- <reason>`"
  }
}
