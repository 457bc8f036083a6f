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
  case protectedLayer = "protected-layer"
  case cycle
  case undeclaredImport = "undeclared-import"
  case unusedDependency = "unused-dependency"

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { rawValue }
}

/// Documentation of one rule, used by `docs/lint.md` and the SARIF reporter.
package struct RuleMetadata: Sendable, Equatable {
  package var summary: String
  package var explanation: String
  /// A short snippet showing a finding of the rule.
  package var example: String
  package var defaultSeverity: Severity
}
