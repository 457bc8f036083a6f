/// SARIF 2.1.0: one run with the rule catalog in `tool.driver.rules` and one result per diagnostic.
/// Artifact URIs are the diagnostics' relative paths, which GitHub code scanning resolves against the
/// repository root.
public enum SARIFReporter: Reporter {
  public static let schemaURL = "https://json.schemastore.org/sarif-2.1.0.json"

  public static func render(_ result: LintResult, context: ReportContext) -> String {
    let rules = RuleID.allCases
    let driver = JSONOutput.object([
      "name": .string(context.toolName),
      "version": .string(context.toolVersion),
      "informationUri": .string(context.documentationURL),
      "rules": .array(rules.map { rule(for: $0, context: context) }),
    ])
    let run = JSONOutput.object([
      "tool": .object(["driver": driver]),
      "results": .array(
        result.diagnostics.map { diagnostic in
          sarifResult(diagnostic, ruleIndex: rules.firstIndex(of: diagnostic.rule) ?? 0)
        }),
    ])
    return JSONOutput.object([
      "$schema": .string(schemaURL),
      "version": .string("2.1.0"),
      "runs": .array([run]),
    ]).rendered()
  }

  private static func rule(for rule: RuleID, context: ReportContext) -> JSONOutput {
    let metadata = rule.metadata
    return .object([
      "id": .string(rule.rawValue),
      "name": .string(pascalCase(rule.rawValue)),
      "shortDescription": .object(["text": .string(metadata.summary)]),
      "fullDescription": .object(["text": .string(metadata.explanation)]),
      "helpUri": .string(context.helpURL(for: rule)),
      "defaultConfiguration": .object([
        "enabled": .bool(metadata.defaultSeverity != .off),
        "level": .string(level(metadata.defaultSeverity)),
      ]),
    ])
  }

  private static func sarifResult(_ diagnostic: Diagnostic, ruleIndex: Int) -> JSONOutput {
    var related: [JSONOutput] = []
    if let target = diagnostic.target, let location = target.location {
      let text = "'\(target.symbol ?? "?")' is declared here" + (target.layer.map { " (layer \($0))" } ?? "")
      related.append(physicalLocation(location, id: 1, message: text))
    }
    return .object([
      "ruleId": .string(diagnostic.rule.rawValue),
      "ruleIndex": .int(ruleIndex),
      "level": .string(level(diagnostic.severity)),
      "message": .object(["text": .string(diagnostic.message)]),
      "locations": .array([physicalLocation(diagnostic.location)]),
      "relatedLocations": related.isEmpty ? nil : .array(related),
    ])
  }

  private static func physicalLocation(_ location: SourceLocation, id: Int? = nil, message: String? = nil)
    -> JSONOutput
  {
    .object([
      "id": id.map(JSONOutput.int),
      "physicalLocation": .object([
        "artifactLocation": .object(["uri": .string(uri(location.path))]),
        "region": .object([
          "startLine": .int(location.line),
          "startColumn": .int(location.column),
        ]),
      ]),
      "message": message.map { .object(["text": .string($0)]) },
    ])
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .off: return "none"
    }
  }

  /// A relative URI reference for a relative path (percent-encoded), a `file://` URI for an absolute one.
  static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      let isUnreserved =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || "-._~/".utf8.contains(byte)
      if isUnreserved {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  private static func pascalCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
