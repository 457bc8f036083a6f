/// Counts for a team's dashboard: findings per rule and per layer pair (who depends on what it may not).
public enum SummaryReporter: Reporter {
  public static func render(_ result: LintResult, context: ReportContext) -> String {
    var output =
      "\(context.toolName) lint: \(plural(result.fileCount, "file")), \(plural(result.errorCount, "error")), "
    output += plural(result.warningCount, "warning") + "\n"
    let tally = Tally(result.diagnostics)
    if !tally.rules.isEmpty {
      output +=
        "\n"
        + table(
          header: ["rule", "errors", "warnings"],
          rows: tally.rules.map { [$0.rule.rawValue, String($0.errors), String($0.warnings)] })
    }
    if !tally.pairs.isEmpty {
      output += "\n" + table(header: ["from -> to", "count"], rows: tally.pairs.map { [$0.pair, String($0.count)] })
    }
    return output
  }

  private static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  /// Left-aligned first column, right-aligned numbers, two spaces between columns.
  private static func table(header: [String], rows: [[String]]) -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}

/// A PR-comment summary in GitHub-flavoured Markdown: a headline, counts per rule, then the findings
/// (at most `limit` rows, so that the comment stays under the host's size limit).
public enum MarkdownReporter: Reporter {
  static let limit = 200

  public static func render(_ result: LintResult, context: ReportContext) -> String {
    let files = "\(result.fileCount) file\(result.fileCount == 1 ? "" : "s")"
    guard !result.diagnostics.isEmpty else {
      return "### \(context.toolName) lint: no violations\n\nChecked \(files).\n"
    }
    var output = "### \(context.toolName) lint: \(result.errorCount) error\(result.errorCount == 1 ? "" : "s"), "
    output += "\(result.warningCount) warning\(result.warningCount == 1 ? "" : "s")\n\nChecked \(files).\n\n"
    let tally = Tally(result.diagnostics)
    output += "| Rule | Errors | Warnings |\n|:--|--:|--:|\n"
    for row in tally.rules {
      output += "| [`\(row.rule.rawValue)`](\(context.helpURL(for: row.rule))) | \(row.errors) | \(row.warnings) |\n"
    }
    if !tally.pairs.isEmpty {
      output += "\n| From → to | Count |\n|:--|--:|\n"
      for row in tally.pairs { output += "| \(cell(row.pair)) | \(row.count) |\n" }
    }
    output += "\n| | Location | Rule | Message |\n|:-:|:--|:--|:--|\n"
    for diagnostic in result.diagnostics.prefix(limit) {
      let icon = diagnostic.severity == .error ? "❌" : "⚠️"
      output += "| \(icon) | `\(code(diagnostic.location.description))` | `\(diagnostic.rule.rawValue)` | "
      output += "\(cell(diagnostic.message)) |\n"
    }
    if result.diagnostics.count > limit {
      output += "\n…and \(result.diagnostics.count - limit) more; see the full report in the CI log.\n"
    }
    return output
  }

  /// A table cell: pipes and Markdown punctuation that would change the rendering are escaped, lines joined.
  static func cell(_ text: String) -> String {
    var output = ""
    for character in text {
      switch character {
      case "|", "\\", "*", "_", "`", "<", "[", "]": output += "\\\(character)"
      case "\n", "\r": output += " "
      default: output.append(character)
      }
    }
    return output
  }

  /// Inside a code span: backticks cannot be escaped, so they are replaced; pipes still split tables.
  private static func code(_ text: String) -> String {
    text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|")
  }
}

/// Findings counted per rule and per layer pair, in a stable order.
struct Tally {
  var rules: [(rule: RuleID, errors: Int, warnings: Int)] = []
  /// `View -> Repository`, `ViewModel -> import UIKit`, `ViewModel (Cart) -> Repository (Order)` across
  /// features; most frequent first, then by name.
  var pairs: [(pair: String, count: Int)] = []

  init(_ diagnostics: [Diagnostic]) {
    var byRule: [RuleID: (errors: Int, warnings: Int)] = [:]
    var byPair: [String: Int] = [:]
    for diagnostic in diagnostics {
      var counts = byRule[diagnostic.rule, default: (0, 0)]
      if diagnostic.severity == .error { counts.errors += 1 } else { counts.warnings += 1 }
      byRule[diagnostic.rule] = counts
      if let pair = Self.pair(diagnostic) { byPair[pair, default: 0] += 1 }
    }
    rules = byRule.sorted { $0.key < $1.key }.map { ($0.key, $0.value.errors, $0.value.warnings) }
    pairs = byPair.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
  }

  static func pair(_ diagnostic: Diagnostic) -> String? {
    guard let from = diagnostic.source?.layer else { return nil }
    if diagnostic.rule == .forbiddenImport, let module = diagnostic.target?.symbol {
      return "\(from) -> import \(module)"
    }
    guard let to = diagnostic.target?.layer else { return nil }
    if diagnostic.rule == .featureIsolation, let source = diagnostic.source?.feature,
      let target = diagnostic.target?.feature
    {
      return "\(from) (\(source)) -> \(to) (\(target))"
    }
    return "\(from) -> \(to)"
  }
}

/// GitLab Code Quality (a subset of the Code Climate format): shown in merge request widgets and diffs.
/// Fingerprints hash the baseline key and the occurrence number, so they survive unrelated edits.
public enum CodeQualityReporter: Reporter {
  public static func render(_ result: LintResult, context: ReportContext) -> String {
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
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
