/// Checkstyle XML (version 4.3), read by Jenkins warnings-ng, reviewdog, Danger and most CI dashboards.
enum CheckstyleReporter: Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String {
    var output = XML.declaration + "<checkstyle version=\"4.3\">\n"
    for (path, diagnostics) in groupedByPath(result.diagnostics) {
      output += "  <file name=\"\(XML.attribute(path))\">\n"
      for diagnostic in diagnostics {
        output += "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\" "
        output += "severity=\"\(diagnostic.severity.rawValue)\" message=\"\(XML.attribute(diagnostic.message))\" "
        output += "source=\"\(XML.attribute("\(context.toolName).\(diagnostic.rule.rawValue)"))\"/>\n"
      }
      output += "  </file>\n"
    }
    return output + "</checkstyle>\n"
  }
}
