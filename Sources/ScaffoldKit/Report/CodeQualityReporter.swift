/// GitLab Code Quality (a subset of the Code Climate format): shown in merge request widgets and diffs.
/// Fingerprints hash the baseline key and the occurrence number, so they survive unrelated edits.
enum CodeQualityReporter: Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String {
    var occurrences: [String: Int] = [:]
    let issues = result.diagnostics.map { diagnostic -> JSONOutput in
      let key = Baseline.Key(diagnostic, projectPath: diagnostic.location.path).description
      occurrences[key, default: 0] += 1
      return JSONOutput.object([
        "description": .string(diagnostic.message),
        "check_name": .string(diagnostic.rule.rawValue),
        "fingerprint": .string(fingerprint("\(key)#\(occurrences[key] ?? 1)")),
        "severity": .string(diagnostic.severity == .error ? "major" : "minor"),
        "location": .object([
          "path": .string(diagnostic.location.path),
          "lines": .object(["begin": .int(diagnostic.location.line)]),
        ]),
      ])
    }
    return JSONOutput.array(issues).rendered()
  }

  /// 64-bit FNV-1a as 16 hex digits: stable across runs and platforms, which `Hasher` is not.
  static func fingerprint(_ text: String) -> String { Fingerprint.hex(text) }
}
