/// How a rule's findings are reported.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
  case error, warning
  /// The rule does not run.
  case off

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .off: return 0
    case .warning: return 1
    case .error: return 2
    }
  }
}

/// The rules `scaffold lint` knows; the raw value is the id used in `scaffold.json`, suppressions and reports.
public enum RuleID: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
  case layerDependency = "layer-dependency"
  case forbiddenImport = "forbidden-import"
  case featureIsolation = "feature-isolation"
  case unassignedFile = "unassigned-file"
  case ambiguousLayer = "ambiguous-layer"
  case unmatchedLayer = "unmatched-layer"
  case unusedSuppression = "unused-suppression"
  case invalidSuppression = "invalid-suppression"
  case staleBaseline = "stale-baseline"

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { rawValue }

  /// The rule's documentation: one line, a longer explanation and the default severity.
  public var metadata: RuleMetadata {
    switch self {
    case .layerDependency:
      return RuleMetadata(
        summary: "A type in one layer names a type declared in a layer it may not depend on.",
        explanation: """
          Each layer lists the layers it may depend on (for example a View may use its ViewModel, Router, \
          Model and Core, never a Repository). A reference to a type declared in the project is checked \
          against that list; framework types are covered by forbidden-import instead.
          """,
        example: """
          // Modules/Order/View/OrderView.swift (layer View)
          struct OrderView {
            let repository: OrderRepository  // layer-dependency: ask OrderViewModel instead
          }
          """,
        defaultSeverity: .error)
    case .forbiddenImport:
      return RuleMetadata(
        summary: "A file imports a module its layer must not use.",
        explanation: """
          Layers may forbid modules (a ViewModel must not import UIKit, SwiftUI or AppKit) or allow only \
          some (the clean preset's Domain layer imports nothing but Foundation).
          """,
        example: """
          // Modules/Order/ViewModel/OrderViewModel.swift (layer ViewModel)
          import UIKit  // forbidden-import: a ViewModel stays free of UI frameworks
          """,
        defaultSeverity: .error)
    case .featureIsolation:
      return RuleMetadata(
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
    case .unassignedFile:
      return RuleMetadata(
        summary: "A Swift file matches no layer and no exemption.",
        explanation: """
          Files outside every layer are not checked. Turn this rule on to make sure every source file has \
          a place in the architecture.
          """,
        example: """
          // Scripts/Helpers.swift matches no layer pattern and no exempt path
          """,
        defaultSeverity: .off)
    case .ambiguousLayer:
      return RuleMetadata(
        summary: "Two layers match a file equally specifically.",
        explanation: """
          A file belongs to the layer whose pattern names its deepest folder, then the one with the longest \
          file-name ending. When two layers tie, the configuration does not say where the file belongs, so \
          no layer rule checks it; make one of the patterns more specific.
          """,
        example: """
          // "UI": {"paths": ["**/Flows/**"]}, "Flow": {"paths": ["App/Flows/**"]}
          // App/Flows/Cart.swift: ambiguous-layer: UI and Flow both name the folder Flows
          """,
        defaultSeverity: .error)
    case .unmatchedLayer:
      return RuleMetadata(
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
    case .unusedSuppression:
      return RuleMetadata(
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
    case .invalidSuppression:
      return RuleMetadata(
        summary: "A scaffold:ignore comment is malformed: no reason, no rule, or an unknown rule.",
        explanation: """
          Suppressions are written `// scaffold:ignore <rule>[,<rule>] -- <reason>`; the reason is \
          required so that reviewers know why the rule does not apply.
          """,
        example: """
          // scaffold:ignore layer-dependency  // invalid-suppression: no `-- reason`
          """,
        defaultSeverity: .error)
    case .staleBaseline:
      return RuleMetadata(
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
    }
  }
}

/// Documentation of one rule, used by `docs/lint.md` and the SARIF reporter.
public struct RuleMetadata: Sendable, Equatable {
  public var summary: String
  public var explanation: String
  /// A short snippet showing a finding of the rule.
  public var example: String
  public var defaultSeverity: Severity
}
