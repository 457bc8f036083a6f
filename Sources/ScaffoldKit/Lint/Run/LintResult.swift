/// The outcome of a lint run.
public struct LintResult: Sendable, Equatable {
  /// Sorted by path, line, column, rule.
  public var diagnostics: [Diagnostic]
  public var fileCount: Int
  /// How many of the linted files are in a layer (composition roots and tests are not).
  package var layeredFileCount: Int
  package var byteCount: Int
  /// Wall-clock seconds for discovery, indexing and rules.
  package var seconds: Double
  /// Remarks about the run that are not findings (an index cache that was unusable or not saved), for
  /// stderr.
  package var notes: [String]
  /// Warnings about the run as a whole that no file location fits (no `scaffold.json`, and the built-in
  /// preset places no file in a layer), for stderr; like findings' warnings, they fail a `--strict` run.
  package var warnings: [String] = []

  package init(
    diagnostics: [Diagnostic], fileCount: Int, layeredFileCount: Int? = nil, byteCount: Int = 0, seconds: Double = 0,
    notes: [String] = []
  ) {
    self.diagnostics = diagnostics
    self.fileCount = fileCount
    self.layeredFileCount = layeredFileCount ?? fileCount
    self.byteCount = byteCount
    self.seconds = seconds
    self.notes = notes
  }

  package var errorCount: Int { count(of: .error) }
  package var warningCount: Int { count(of: .warning) }

  /// By index: `count(where:)` copied each finding, with its strings, on each of the five counts a run makes.
  private func count(of severity: Severity) -> Int {
    var count = 0
    for index in diagnostics.indices where diagnostics[index].severity == severity { count += 1 }
    return count
  }

  /// Whether the run fails: any error, or any warning (of a finding or the run) when `strict`. (Exit status 1
  /// in the CLI.)
  package func hasViolations(strict: Bool) -> Bool {
    errorCount > 0 || (strict && (warningCount > 0 || !warnings.isEmpty))
  }

  /// `Linted 12 files in 0.04s: 2 errors, 1 warning; 10/12 files in a layer` — for the CLI's stderr summary.
  package var summary: String {
    func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    // Not `String(format:)`, whose first call in a process takes a fifth of a millisecond: 2 % of a warm run.
    let hundredths = Int((max(0, seconds) * 100).rounded())
    let time = "\(hundredths / 100)." + String(String(100 + hundredths % 100).dropFirst())
    return "Linted \(plural(fileCount, "file")) in \(time)s: \(plural(errorCount, "error")), "
      + plural(warningCount, "warning") + "; \(layeredFileCount)/\(fileCount) files in a layer"
  }
}
