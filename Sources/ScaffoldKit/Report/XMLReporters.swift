/// JUnit XML: one test suite per file, one failing test case per finding. GitLab shows it as a test report.
/// A clean run is one passing test case, so that the report is never empty.
public enum JUnitReporter: Reporter {
  public static func render(_ result: LintResult, context: ReportContext) -> String {
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

/// Checkstyle XML (version 4.3), read by Jenkins warnings-ng, reviewdog, Danger and most CI dashboards.
public enum CheckstyleReporter: Reporter {
  public static func render(_ result: LintResult, context: ReportContext) -> String {
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

/// Findings grouped by file, files in the order of their first finding (the diagnostics are sorted by path).
func groupedByPath(_ diagnostics: [Diagnostic]) -> [(path: String, diagnostics: [Diagnostic])] {
  var groups: [(path: String, diagnostics: [Diagnostic])] = []
  for diagnostic in diagnostics {
    if groups.last?.path == diagnostic.location.path {
      groups[groups.count - 1].diagnostics.append(diagnostic)
    } else {
      groups.append((diagnostic.location.path, [diagnostic]))
    }
  }
  return groups
}

/// Escaping for XML 1.0 text and attribute values.
enum XML {
  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// Text content: `&`, `<`, `>` escaped; characters XML 1.0 cannot hold become U+FFFD.
  static func text(_ value: String) -> String { escape(value, inAttribute: false) }

  /// A double-quoted attribute value; line breaks and tabs are kept as character references.
  static func attribute(_ value: String) -> String { escape(value, inAttribute: true) }

  private static func escape(_ value: String, inAttribute: Bool) -> String {
    var output = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where inAttribute: output += "&quot;"
      case "\n" where inAttribute: output += "&#10;"
      case "\r": output += "&#13;"
      case "\t" where inAttribute: output += "&#9;"
      case "\n", "\t": output.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        output += "\u{FFFD}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
