/// A message about a place in a file, printed the way compilers print one, which Xcode and editors link to:
/// `path:line:col: severity: message`, then its detail lines (a source line and a caret). The one renderer
/// of located messages: template errors print through it, and so do ScaffoldKit's problems.
package enum LocatedMessage {
  /// `path:line:col`.
  package static func location(_ path: String, line: Int, column: Int) -> String {
    "\(path):\(line):\(column)"
  }

  /// `location: severity: message`, then `detail`; each part left out when nil, and the text ends with a
  /// line break.
  package static func text(location: String?, severity: String?, message: String, detail: String = "") -> String {
    var line = location.map { $0 + ": " } ?? ""
    if let severity { line += severity + ": " }
    line += message
    return line + "\n" + detail + (detail.isEmpty || detail.hasSuffix("\n") ? "" : "\n")
  }
}
