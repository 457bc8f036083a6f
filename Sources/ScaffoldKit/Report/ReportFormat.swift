/// What reporters need besides the findings.
public struct ReportContext: Sendable, Equatable {
  public var toolName: String
  public var toolVersion: String
  /// Absolute URL of the lint documentation; rule help links are this plus `#<rule-id>`.
  public var documentationURL: String

  public static let defaultDocumentationURL = "https://github.com/scaffold-tools/scaffold/blob/main/docs/lint.md"

  public init(toolName: String = "scaffold", toolVersion: String, documentationURL: String = defaultDocumentationURL) {
    self.toolName = toolName
    self.toolVersion = toolVersion
    self.documentationURL = documentationURL
  }

  /// The help link of one rule.
  public func helpURL(for rule: RuleID) -> String { "\(documentationURL)#\(rule.rawValue)" }
}

/// Turns lint results into text. Reporters are pure: same result and context, same output.
public protocol Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String
}

/// The output formats of `scaffold lint --reporter`.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// `path:line:col: error: message [rule]`, one per line, which Xcode shows inline.
  case xcode
  /// A stable JSON document with every structured field.
  case json
  /// SARIF 2.1.0 with rule metadata, for GitHub code scanning and other SARIF viewers.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…::message`), shown as annotations on the diff.
  case github

  /// The format used when none is asked for.
  public static let `default` = ReportFormat.xcode

  public var reporter: any Reporter.Type {
    switch self {
    case .xcode: return XcodeReporter.self
    case .json: return JSONReporter.self
    case .sarif: return SARIFReporter.self
    case .github: return GitHubReporter.self
    }
  }

  public func render(_ result: LintResult, context: ReportContext) -> String {
    reporter.render(result, context: context)
  }
}

/// One `--reporter FORMAT[:FILE]` request: a format and where its output goes (stdout when `path` is nil).
public struct ReporterRequest: Sendable, Equatable {
  public var format: ReportFormat
  public var path: String?

  public init(format: ReportFormat, path: String? = nil) {
    self.format = format
    self.path = path
  }

  /// Parses `sarif`, `sarif:lint.sarif`, `json:out/report.json`.
  public init(parsing text: String) throws(ReporterRequestError) {
    let name: Substring
    var path: String?
    if let colon = text.firstIndex(of: ":") {
      name = text[..<colon]
      path = String(text[text.index(after: colon)...])
      if path?.isEmpty == true { throw .emptyPath(String(name)) }
    } else {
      name = Substring(text)
    }
    guard let format = ReportFormat(rawValue: String(name)) else { throw .unknownFormat(String(name)) }
    self.init(format: format, path: path)
  }
}

/// A `--reporter` value that names no format or no file. The CLI reports it as a usage error (exit 2).
public enum ReporterRequestError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The format is not one of `ReportFormat.allCases`.
  case unknownFormat(String)
  /// `FORMAT:` with nothing after the colon.
  case emptyPath(String)

  public var description: String {
    let names = ReportFormat.allCases.map(\.rawValue)
    switch self {
    case .unknownFormat(let name):
      return "unknown reporter '\(name)'\(Suggestions.didYouMean(name, among: names)); "
        + "expected \(names.joined(separator: ", ")), optionally followed by ':FILE'"
    case .emptyPath(let name):
      return "reporter '\(name):' needs a file name after ':'"
    }
  }
}
