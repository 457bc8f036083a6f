/// A lint rule: its id and documentation, with its logic and messages beside them in the rule's own file in
/// this folder. Adding a rule is a `RuleID` case, a file, and a line in `RuleID.rules`.
protocol LintRule: Sendable {
  static var id: RuleID { get }
  static var metadata: RuleMetadata { get }
  /// Projects that show what the rule reports (markers where it does) and what it accepts; run as tests.
  static var examples: [RuleExample] { get }
  /// `scaffold explain`'s `config:` lines for a finding of the rule: the settings that decide it, cited
  /// where `scaffold.json` writes them. None by default (the severity line is added for every rule).
  static func configurationFacts(of diagnostic: Diagnostic, in explainer: Explainer) -> [String]
  /// `scaffold explain`'s `instead:` line: what to do instead, in a sentence.
  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String?
  /// Which stage runs the rule: given by `FileRule` and `ProjectRule`, so the lists below are sorted without
  /// `as?`, a cast that searches every conformance in the binary (more than a millisecond a lint run).
  static var kind: RuleKind { get }
}

/// A rule as the stage that runs it sees it; `other` for the rules about suppressions and the baseline, which
/// the engine calls by name.
enum RuleKind {
  case file(any FileRule.Type)
  case project(any ProjectRule.Type)
  case other
}

extension LintRule {
  static func configurationFacts(of diagnostic: Diagnostic, in explainer: Explainer) -> [String] { [] }
  static var kind: RuleKind { .other }
}

/// A rule that finds its violations one file at a time; `RuleEngine` runs these, in the order of the list.
/// `resolved`: what the file's references mean, resolved once for every rule.
protocol FileRule: LintRule {
  static func check(_ file: AnalyzedFile, _ resolved: ResolvedReferences, in engine: RuleEngine) -> [Diagnostic]
  /// Whether `check` looks at `resolved` for `file`; when no rule does, its references are not resolved.
  static func readsReferences(of file: AnalyzedFile, in engine: RuleEngine) -> Bool
}

extension FileRule {
  static func readsReferences(of file: AnalyzedFile, in engine: RuleEngine) -> Bool { false }
  static var kind: RuleKind { .file(self) }
}

/// A rule that judges the whole placed project at once rather than one file at a time; `Linter.check` runs
/// these after its pass over the files (which ran the file rules and counted each file's references), in the
/// order of the list.
protocol ProjectRule: LintRule {
  static func check(_ project: ProjectAnalysis, in linter: Linter) -> [Diagnostic]
}

extension ProjectRule {
  static var kind: RuleKind { .project(self) }
}

extension RuleID {
  /// Every rule, one line each.
  static let rules: [any LintRule.Type] = [
    UnassignedFileRule.self,
    AmbiguousLayerRule.self,
    ForbiddenImportRule.self,
    LayerDependencyRule.self,
    FeatureIsolationRule.self,
    ProtectedLayerRule.self,
    UnmatchedLayerRule.self,
    CycleRule.self,
    UndeclaredImportRule.self,
    UnusedDependencyRule.self,
    UnusedSuppressionRule.self,
    InvalidSuppressionRule.self,
    StaleBaselineRule.self,
  ]

  /// The rules that look at one file at a time.
  static let fileRules: [any FileRule.Type] = rules.compactMap {
    guard case .file(let rule) = $0.kind else { return nil }
    return rule
  }

  /// The rules that look at the whole project.
  static let projectRules: [any ProjectRule.Type] = rules.compactMap {
    guard case .project(let rule) = $0.kind else { return nil }
    return rule
  }

  /// The rule of this id.
  var rule: (any LintRule.Type)? { Self.rules.first { $0.id == self } }

  /// The rule's documentation: one line, a longer explanation, an example and the default severity.
  package var metadata: RuleMetadata {
    rule?.metadata ?? RuleMetadata(summary: rawValue, explanation: "", example: "", defaultSeverity: .error)
  }
}
