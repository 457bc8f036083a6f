/// GitHub Actions workflow commands; each finding becomes an annotation on the file and line.
enum GitHubReporter: Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String {
    result.diagnostics.map { diagnostic in
      let command = diagnostic.severity == .error ? "error" : "warning"
      let properties = [
        "file=\(escapeProperty(diagnostic.location.path))",
        "line=\(diagnostic.location.line)",
        "col=\(diagnostic.location.column)",
        "title=\(escapeProperty("\(context.toolName) \(diagnostic.rule.rawValue)"))",
      ]
      return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
    }.joined()
  }

  /// The message part: `%`, CR and LF are percent-encoded, as the Actions runner decodes them.
  static func escapeData(_ text: String) -> String { escape(text, isProperty: false) }

  /// Property values additionally encode `:` and `,`, which delimit properties.
  static func escapeProperty(_ text: String) -> String { escape(text, isProperty: true) }

  private static func escape(_ text: String, isProperty: Bool) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      case ":" where isProperty: output += "%3A"
      case "," where isProperty: output += "%2C"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
