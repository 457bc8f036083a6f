/// A stable JSON document: a summary and every diagnostic with its structured fields.
enum JSONReporter: Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String {
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
