/// A file ready for the rules: what it contains and where it sits.
package struct AnalyzedFile: Sendable, Equatable {
  package var index: FileIndex
  package var assignment: FileAssignment
}

/// Runs every enabled rule over a project and applies suppressions. Pure: same input, same output.
package struct RuleEngine: Sendable {
  package let configuration: LintConfiguration
  package let table: ProjectTable
  /// Modules the project imports or the configuration names: `Module.Type` means `Type` for these.
  package let modules: Set<String>

  package init(configuration: LintConfiguration, table: ProjectTable, modules: Set<String> = []) {
    self.configuration = configuration
    self.table = table
    self.modules = modules.union(configuration.modules)
  }

  /// All diagnostics for `files`, suppressions applied, sorted.
  package func run(_ files: [AnalyzedFile]) -> [Diagnostic] {
    files.flatMap { check($0) }.sorted()
  }

  /// The diagnostics of one file, with its suppressions applied (unsorted). `found` are the file's findings
  /// of whole-project rules, which its suppressions apply to as well.
  package func check(_ file: AnalyzedFile, adding found: [Diagnostic] = []) -> [Diagnostic] {
    suppress(findings(of: file, resolve(file)) + found, in: file)
  }

  /// `file`'s references resolved when a file rule follows them or `always` (the `cycle` rule's counts);
  /// else none, and no name looked up.
  func resolve(_ file: AnalyzedFile, always: Bool = false) -> ResolvedReferences {
    always || RuleID.fileRules.contains { $0.readsReferences(of: file, in: self) }
      ? ResolvedReferences(file, in: self) : ResolvedReferences.none
  }

  /// The findings of the file rules in `file`, whose references `resolved` resolves; no suppression applied.
  func findings(of file: AnalyzedFile, _ resolved: ResolvedReferences) -> [Diagnostic] {
    RuleID.fileRules.flatMap { $0.check(file, resolved, in: self) }
  }

  /// `findings` in `file` (of any rule) without those its suppressions silence, plus the findings of the
  /// suppressions themselves (invalid or unused ones).
  func suppress(_ findings: [Diagnostic], in file: AnalyzedFile) -> [Diagnostic] {
    let suppressions = Suppressions(comments: file.index.lineComments)
    let (kept, unused) = suppressions.apply(to: findings)
    return kept + InvalidSuppressionRule.check(suppressions, of: file, in: self)
      + UnusedSuppressionRule.check(unused, of: file, in: self)
  }

  /// A diagnostic when `rule` is enabled, else nothing.
  func diagnostic(
    _ rule: RuleID, _ message: String, _ path: String, _ position: SourcePosition,
    source: Diagnostic.Endpoint? = nil, target: Diagnostic.Endpoint? = nil
  ) -> [Diagnostic] {
    let severity = configuration.severity(of: rule)
    guard severity != .off else { return [] }
    return [
      Diagnostic(
        rule: rule, severity: severity, message: message,
        location: SourceLocation(path: path, position: position), source: source, target: target)
    ]
  }
}
