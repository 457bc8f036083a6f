import ScaffoldKit

/// ANSI colour for one stream, on only when that stream is a terminal and nobody asked for none.
struct TerminalStyle: Sendable, Equatable {
  var isEnabled: Bool

  static let plain = TerminalStyle(isEnabled: false)

  /// `--no-color` and `NO_COLOR` (any non-empty value, https://no-color.org) turn colour off;
  /// `CLICOLOR_FORCE` (non-empty, not `0`) turns it on when the stream is not a terminal; otherwise
  /// colour follows `isTerminal`.
  static func resolve(isTerminal: Bool, noColorFlag: Bool, environment: [String: String]) -> TerminalStyle {
    if noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty { return .plain }
    if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return TerminalStyle(isEnabled: true) }
    return TerminalStyle(isEnabled: isTerminal)
  }

  enum Color: String {
    case red = "1;31"
    case yellow = "1;33"
    case green = "32"
  }

  func paint(_ text: String, _ color: Color) -> String {
    isEnabled ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// The xcode reporter's lines with their severity word coloured (`: error: ` red, `: warning: ` yellow).
  /// Only the first occurrence per line: a message may quote the words.
  func severities(in report: String) -> String {
    guard isEnabled else { return report }
    return report.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      for (word, color) in [("error", Color.red), ("warning", .yellow)] {
        if let range = line.range(of: ": \(word): ") {
          return line[..<range.lowerBound] + ": " + paint(word, color) + ": " + line[range.upperBound...]
        }
      }
      return String(line)
    }.joined(separator: "\n")
  }

  /// The summary line, red with errors, yellow with only warnings, green when clean.
  func summary(_ result: LintResult) -> String {
    let color: Color = result.errorCount > 0 ? .red : result.warningCount > 0 ? .yellow : .green
    return paint(result.summary, color)
  }
}
