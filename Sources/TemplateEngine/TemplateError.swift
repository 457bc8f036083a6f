/// A template problem, located at the offending token: a syntax error found while parsing, or a
/// render error (undefined variable, bad filter input, missing partial or parent, include or extends cycle).
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where an included partial was included from, so an error inside a partial can name its caller.
  public struct IncludeSite: Sendable, Equatable {
    public var templateName: String
    public var line: Int
    public var column: Int
    public var sourceLine: String
    /// `included from here`, or `extended from here` for the `extends` tag of a child template.
    public var note: String

    public init(
      templateName: String, line: Int, column: Int, sourceLine: String, note: String = "included from here"
    ) {
      self.templateName = templateName
      self.line = line
      self.column = column
      self.sourceLine = sourceLine
      self.note = note
    }
  }

  /// The name of the template holding the error (a partial's name when the error is inside one).
  public var templateName: String
  /// 1-based line of the offending token.
  public var line: Int
  /// 1-based column of the offending token, in UTF-8 bytes.
  public var column: Int
  /// What is wrong, in words a template author can act on.
  public var message: String
  /// The whole source line holding the token, without its line break.
  public var sourceLine: String
  /// The include (and extends) tags that led to the template holding the error, innermost first.
  public var includedFrom: [IncludeSite]

  public init(
    templateName: String, line: Int, column: Int, message: String, sourceLine: String,
    includedFrom: [IncludeSite] = []
  ) {
    self.templateName = templateName
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
    self.includedFrom = includedFrom
  }

  /// `name:line:col`: where the error is.
  package var location: String { LocatedMessage.location(templateName, line: line, column: column) }

  /// `name:line:col: error: message`, then `detail`.
  public var description: String {
    String(LocatedMessage.text(location: location, severity: "error", message: message, detail: detail).dropLast())
  }

  /// The source line and a caret under the column; then one `note: included from here` block per include
  /// site. Without the last line break.
  public var detail: String {
    var text = sourceLine + "\n" + Self.caret(column: column, in: sourceLine)
    for site in includedFrom {
      text += "\n"
      text += LocatedMessage.text(
        location: LocatedMessage.location(site.templateName, line: site.line, column: site.column),
        severity: "note", message: site.note,
        detail: site.sourceLine + "\n" + Self.caret(column: site.column, in: site.sourceLine)
      ).dropLast()
    }
    return text
  }

  /// Pads with a space per character before the column (a tab per tab), so the caret lines up
  /// under multi-byte characters too.
  static func caret(column: Int, in sourceLine: String) -> String {
    let bytes = Array(sourceLine.utf8)
    let prefixLength = max(0, column - 1)
    let prefix = String(decoding: bytes.prefix(prefixLength), as: UTF8.self)
    var padding = ""
    for character in prefix { padding.append(character == "\t" ? "\t" : " ") }
    if prefixLength > bytes.count { padding += String(repeating: " ", count: prefixLength - bytes.count) }
    return padding + "^"
  }
}
