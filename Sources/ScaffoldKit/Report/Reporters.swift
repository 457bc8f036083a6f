/// `path:line:col: error: message [rule]`, the compiler's format, which Xcode and most editors link to.
public enum XcodeReporter: Reporter {
  public static func render(_ result: LintResult, context: ReportContext) -> String {
    result.diagnostics.map { "\($0)\n" }.joined()
  }
}

/// GitHub Actions workflow commands; each finding becomes an annotation on the file and line.
public enum GitHubReporter: Reporter {
  public static func render(_ result: LintResult, context: ReportContext) -> String {
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

/// A stable JSON document: a summary and every diagnostic with its structured fields.
public enum JSONReporter: Reporter {
  public static func render(_ result: LintResult, context: ReportContext) -> String {
    JSONOutput.object([
      "tool": .string(context.toolName),
      "version": .string(context.toolVersion),
      "summary": .object([
        "files": .int(result.fileCount),
        "errors": .int(result.errorCount),
        "warnings": .int(result.warningCount),
      ]),
      "diagnostics": .array(result.diagnostics.map(diagnostic)),
    ]).rendered()
  }

  private static func diagnostic(_ diagnostic: Diagnostic) -> JSONOutput {
    .object([
      "rule": .string(diagnostic.rule.rawValue),
      "severity": .string(diagnostic.severity.rawValue),
      "message": .string(diagnostic.message),
      "path": .string(diagnostic.location.path),
      "line": .int(diagnostic.location.line),
      "column": .int(diagnostic.location.column),
      "source": diagnostic.source.map(endpoint),
      "target": diagnostic.target.map(endpoint),
    ])
  }

  private static func endpoint(_ endpoint: Diagnostic.Endpoint) -> JSONOutput {
    .object([
      "symbol": endpoint.symbol.map(JSONOutput.string),
      "layer": endpoint.layer.map(JSONOutput.string),
      "feature": endpoint.feature.map(JSONOutput.string),
      "path": endpoint.location.map { .string($0.path) },
      "line": endpoint.location.map { .int($0.line) },
      "column": endpoint.location.map { .int($0.column) },
    ])
  }
}
