/// `stale-baseline`: a baseline entry matches fewer violations than it records. `Baseline` reports it when it
/// is applied.
enum StaleBaselineRule: LintRule {
  static let id = RuleID.staleBaseline
  static let metadata = RuleMetadata(
    summary: "A baseline entry matches fewer violations than it records.",
    explanation: """
      `--baseline FILE` hides the violations recorded in FILE. When one is fixed its entry no longer \
      matches, and would hide the same mistake if it came back; `--prune-baseline` removes such entries \
      (and lowers counts) without adding any.
      """,
    example: """
      baseline.json:12:5: warning: baseline entry no longer matches: layer-dependency in \
      Modules/Order/View/OrderView.swift, OrderView -> OrderRepository (recorded 1, found 0) [stale-baseline]
      """,
    defaultSeverity: .warning)

  static let examples = [
    RuleExample(
      "a baseline entry for a reference that is gone",
      [
        "baseline.json": baseline(marked: true),
        "Modules/Order/View/OrderView.swift": "struct OrderView {}\n",
      ]),
    RuleExample(
      "a baseline entry that still matches",
      [
        "baseline.json": baseline(marked: false),
        "Modules/Order/View/OrderView.swift": "struct OrderView { let repository: OrderRepository }\n",
        "Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
      ]),
  ]

  /// A baseline recording one `OrderView` → `OrderRepository` reference, marked where the rule reports it.
  private static func baseline(marked: Bool) -> String {
    """
    {
      "version": 1,
      "entries": [
        \(marked ? String(RuleExample.marker) : ""){
          "path": "Modules/Order/View/OrderView.swift",
          "rule": "layer-dependency",
          "source": "OrderView",
          "target": "OrderRepository",
          "count": 1
        }
      ]
    }
    """
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    "run with --prune-baseline to drop the entry"
  }
}
