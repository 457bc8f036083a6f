/// Counts for a team's dashboard: findings per rule and per layer pair (who depends on what it may not).
enum SummaryReporter: Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String {
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
