/// JUnit XML: one test suite per file, one failing test case per finding. GitLab shows it as a test report.
/// A clean run is one passing test case, so that the report is never empty.
enum JUnitReporter: Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String {
    let name = XML.attribute("\(context.toolName) lint")
    let count = result.diagnostics.count
    var output = XML.declaration
    output += "<testsuites name=\"\(name)\" tests=\"\(max(count, 1))\" failures=\"\(count)\" errors=\"0\">\n"
    if result.diagnostics.isEmpty {
      output += "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
      output += "    <testcase classname=\"\(name)\" name=\"\(result.fileCount) files\"/>\n"
      output += "  </testsuite>\n"
    }
    for (path, diagnostics) in groupedByPath(result.diagnostics) {
      let file = XML.attribute(path)
      output += "  <testsuite name=\"\(file)\" tests=\"\(diagnostics.count)\" failures=\"\(diagnostics.count)\" "
      output += "errors=\"0\" skipped=\"0\">\n"
      for diagnostic in diagnostics {
        let location = diagnostic.location
        output += "    <testcase classname=\"\(file)\" "
        output += "name=\"\(XML.attribute("\(diagnostic.rule.rawValue) at \(location.line):\(location.column)"))\" "
        output += "file=\"\(file)\" line=\"\(location.line)\">\n"
        output +=
          "      <failure type=\"\(diagnostic.rule.rawValue)\" message=\"\(XML.attribute(diagnostic.message))\">"
        output += XML.text("\(diagnostic)\n\(context.helpURL(for: diagnostic.rule))") + "</failure>\n"
        output += "    </testcase>\n"
      }
      output += "  </testsuite>\n"
    }
    return output + "</testsuites>\n"
  }
}
