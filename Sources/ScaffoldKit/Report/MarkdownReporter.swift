/// A PR-comment summary in GitHub-flavoured Markdown: a headline, counts per rule, then the findings
/// (at most `limit` rows, so that the comment stays under the host's size limit).
enum MarkdownReporter: Reporter {
  static let limit = 200

  static func render(_ result: LintResult, context: ReportContext) -> String {
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
