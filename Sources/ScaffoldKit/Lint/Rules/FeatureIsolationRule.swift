/// `feature-isolation`: a feature names another feature's type outside that feature's entry layer. Found by
/// the reference walk of `LayerDependencyRule`.
enum FeatureIsolationRule: LintRule {
  static let id = RuleID.featureIsolation
  static let metadata = RuleMetadata(
    summary: "A feature names another feature's type outside that feature's entry layer.",
    explanation: """
      Features are isolated: feature A may reach feature B only through B's entry layer (its Router by \
      default, see crossFeature.allow) or through a protocol in Core.
      """,
    example: """
      // Modules/Cart/ViewModel/CartViewModel.swift (feature Cart)
      let order: OrderRepository  // feature-isolation: use OrderRouter or a protocol in Core
      """,
    defaultSeverity: .error)

  static let examples = [
    RuleExample(
      "a Cart ViewModel that names Order's Repository",
      [
        "Modules/Cart/ViewModel/CartViewModel.swift": """
        final class CartViewModel {
          let orders: ↓OrderRepository
        }
        """,
        "Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
      ]),
    RuleExample(
      "a Cart ViewModel that names its own Repository",
      [
        "Modules/Cart/ViewModel/CartViewModel.swift": """
        final class CartViewModel {
          let cart: CartRepository
        }
        """,
        "Modules/Cart/Repository/CartRepository.swift": "struct CartRepository {}\n",
      ]),
    RuleExample(
      "a Cart View that names a view of a library the features share (crossFeature.shared)",
      [
        "scaffold.json": #"{"crossFeature": {"shared": ["DesignSystem"]}}"#,
        "Modules/Cart/View/CartView.swift": """
        import DesignSystem

        final class CartView {
          let button: PrimaryButton
        }
        """,
        "Packages/DesignSystem/Sources/DesignSystem/View/PrimaryButton.swift": "public final class PrimaryButton {}\n",
      ]),
  ]

  /// "… in feature Cart references 'OrderRepository' declared in feature Order (…); <how to reach it>"
  static func message(
    subject: String, reference: String, entry: ProjectTable.Entry, from sourceFeature: String?,
    in configuration: LintConfiguration
  ) -> String {
    let targetLayer = entry.assignment.layer ?? "?"
    let feature = entry.assignment.feature ?? "?"
    let allowed = configuration.crossFeatureAllow
    let shared = configuration.sharedLayer.map { " or a protocol in \($0)" } ?? ""
    let how =
      allowed.isEmpty
      ? "features may not name each other's types"
        + (configuration.sharedLayer.map { "; go through a protocol in \($0)" } ?? "")
      : "a feature may reach another only through its \(allowed.joined(separator: " or "))\(shared)"
    return "\(subject) in feature \(sourceFeature ?? "?") references '\(reference)' declared in "
      + "feature \(feature) (layer \(targetLayer), \(entry.path)); \(how)"
  }

  static func configurationFacts(of diagnostic: Diagnostic, in explainer: Explainer) -> [String] {
    let allow = explainer.configuration.crossFeatureAllow
    let shared = explainer.configuration.sharedFeatures
    return [
      explainer.cite(["crossFeature", "allow"]) + ": another feature may be named only through "
        + (allow.isEmpty ? "nothing (no layer is allowed)" : allow.joined(separator: ", "))
    ]
      + (shared.isEmpty
        ? []
        : [
          explainer.cite(["crossFeature", "shared"]) + ": features any feature may use: "
            + shared.joined(separator: ", ")
        ])
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    let feature = diagnostic.target?.feature ?? "the other feature"
    let allow = explainer.configuration.crossFeatureAllow
    let shared = explainer.configuration.sharedLayer
    if allow.isEmpty {
      return shared.map { "depend on a protocol in \($0) that \(feature) implements" }
        ?? "move what both features need out of the features"
    }
    return "go through \(feature)'s \(allow.joined(separator: " or "))"
      + (shared.map { ", or a protocol in \($0)" } ?? "")
  }
}
