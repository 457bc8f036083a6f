/// One lint finding. Findings are values: the linter returns them sorted, reporters turn them into text.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var rule: RuleID
  /// `.error` or `.warning` (rules that are off produce no diagnostics).
  public var severity: Severity
  /// A sentence an engineer can act on, without the `[rule]` suffix.
  public var message: String
  /// Where the finding is, with a path relative to the working directory.
  public var location: SourceLocation
  /// The file or type that holds the offending reference or import, when there is one.
  package var source: Endpoint?
  /// What it refers to: the referenced type and its declaration, or the imported module.
  package var target: Endpoint?

  /// One side of a finding: a symbol with its layer, feature and declaration, each when known.
  package struct Endpoint: Sendable, Hashable {
    package var symbol: String?
    package var layer: String?
    package var feature: String?
    package var location: SourceLocation?
  }

  /// Path, line, column, rule, then message: the order reports use.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    return lhs.message < rhs.message
  }

  /// `path:line:col: error: message [rule]`.
  public var description: String {
    var line: [UInt8] = []
    write(to: &line)
    return String(decoding: line, as: UTF8.self)
  }

  /// Appends the UTF-8 of `description` to `output`: a report of a thousand findings is written as bytes
  /// into one buffer, with no string made per finding.
  func write(to output: inout [UInt8]) {
    location.write(to: &output)
    output += ": ".utf8
    output += severity.rawValue.utf8
    output += ": ".utf8
    output += message.utf8
    output += " [".utf8
    output += rule.rawValue.utf8
    output += "]".utf8
  }
}
