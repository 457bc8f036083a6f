/// SARIF 2.1.0: one run with the rule catalog in `tool.driver.rules` and one result per diagnostic.
/// Artifact URIs are relative to the `SRCROOT` base (the repository root, see `ReportContext.sourceRoot`),
/// declared in `originalUriBaseIds`, so a run from a subfolder reports the same URIs as one from the root.
/// Each result has a `partialFingerprints` entry that ignores line numbers, so code-scanning alerts
/// follow a finding when lines above it move.
enum SARIFReporter: Reporter {
  static let schemaURL = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The base every artifact URI is relative to.
  static let sourceRootID = "SRCROOT"
  /// The `partialFingerprints` key; the version changes if the fingerprint's recipe does.
  static let fingerprintKey = "scaffoldFinding/v1"

  static func render(_ result: LintResult, context: ReportContext) -> String {
    let rules = RuleID.allCases
    let driver = JSONOutput.object([
      "name": .string(context.toolName),
      "version": .string(context.toolVersion),
      "informationUri": .string(context.documentationURL),
      "rules": .array(rules.map { rule(for: $0, context: context) }),
    ])
    var base: [(String, JSONOutput)] = [("description", .object(["text": .string("The repository root")]))]
    if let root = context.sourceRoot {
      base.insert(("uri", .string(uri(root.hasSuffix("/") ? root : root + "/"))), at: 0)
    }
    var seen: [String: Int] = [:]
    let run = JSONOutput.object([
      "tool": .object(["driver": driver]),
      "originalUriBaseIds": .object([(sourceRootID, .object(base))]),
      "results": .array(
        result.diagnostics.map { diagnostic in
          // Line-free identity: rule, file, the symbols at both ends, and which of equal findings it is.
          var identity = [
            diagnostic.rule.rawValue, context.sourceRelative(diagnostic.location.path),
            diagnostic.source?.symbol ?? "", diagnostic.target?.symbol ?? "",
          ].joined(separator: "\u{1F}")
          if diagnostic.source?.symbol == nil && diagnostic.target?.symbol == nil { identity += diagnostic.message }
          let occurrence = seen[identity, default: 0]
          seen[identity] = occurrence + 1
          return sarifResult(
            diagnostic, ruleIndex: rules.firstIndex(of: diagnostic.rule) ?? 0, context: context,
            fingerprint: Fingerprint.hex(identity + "\u{1F}\(occurrence)"))
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

  private static func sarifResult(
    _ diagnostic: Diagnostic, ruleIndex: Int, context: ReportContext, fingerprint: String
  ) -> JSONOutput {
    var related: [JSONOutput] = []
    if let target = diagnostic.target, let location = target.location {
      let text = "'\(target.symbol ?? "?")' is declared here" + (target.layer.map { " (layer \($0))" } ?? "")
      related.append(physicalLocation(location, context: context, id: 1, message: text))
    }
    return .object([
      "ruleId": .string(diagnostic.rule.rawValue),
      "ruleIndex": .int(ruleIndex),
      "level": .string(level(diagnostic.severity)),
      "message": .object(["text": .string(diagnostic.message)]),
      "locations": .array([physicalLocation(diagnostic.location, context: context)]),
      "relatedLocations": related.isEmpty ? nil : .array(related),
      "partialFingerprints": .object([(fingerprintKey, .string(fingerprint))]),
    ])
  }

  private static func physicalLocation(
    _ location: SourceLocation, context: ReportContext, id: Int? = nil, message: String? = nil
  ) -> JSONOutput {
    .object([
      "id": id.map(JSONOutput.int),
      "physicalLocation": .object([
        "artifactLocation": .object([
          "uri": .string(uri(context.sourceRelative(location.path))), "uriBaseId": .string(sourceRootID),
        ]),
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
