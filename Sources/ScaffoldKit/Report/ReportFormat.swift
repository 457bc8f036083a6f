/// What reporters need besides the findings.
package struct ReportContext: Sendable, Equatable {
  package var toolName: String
  package var toolVersion: String
  /// Absolute URL of the lint documentation; rule help links are this plus `#<rule-id>`.
  package var documentationURL: String

  /// Where diagnostic paths (relative to `workingDirectory`) are rebased for reports that name a source
  /// root (SARIF's `SRCROOT`): the repository root, so the report is the same from any folder. Both
  /// absolute; when either is nil, paths stay as they are.
  package var sourceRoot: String?
  package var workingDirectory: String?

  package static let defaultDocumentationURL = "https://github.com/scaffold-tools/scaffold/blob/main/docs/lint.md"

  package init(
    toolName: String = "scaffold", toolVersion: String, documentationURL: String = defaultDocumentationURL,
    sourceRoot: String? = nil, workingDirectory: String? = nil
  ) {
    self.toolName = toolName
    self.toolVersion = toolVersion
    self.documentationURL = documentationURL
    self.sourceRoot = sourceRoot
    self.workingDirectory = workingDirectory
  }

  /// `path` (relative to the working directory) relative to the source root, when both are known.
  package func sourceRelative(_ path: String) -> String {
    guard let sourceRoot, let workingDirectory else { return path }
    let absolute = path.hasPrefix("/") ? path : Paths.join(workingDirectory, path)
    return Paths.relative(absolute, to: sourceRoot)
  }

  /// The repository holding `directory`: the nearest folder at or above it with a `.git` entry (a folder, or
  /// a file in a worktree), else `directory` itself.
  package static func repositoryRoot(of directory: String, fileSystem: any FileAccess) -> String {
    var current = fileSystem.absolute(directory)
    while true {
      if fileSystem.exists(Paths.join(current, ".git")) { return current }
      let parent = Paths.dirname(current)
      if parent == current || current.isEmpty { return fileSystem.absolute(directory) }
      current = parent
    }
  }

  /// The help link of one rule.
  package func helpURL(for rule: RuleID) -> String { "\(documentationURL)#\(rule.rawValue)" }
}

/// Turns lint results into text. Reporters are pure: same result and context, same output.
protocol Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String
}

/// The output formats of `scaffold lint --reporter`.
package enum ReportFormat: String, Sendable, CaseIterable {
  /// `path:line:col: error: message [rule]`, one per line, which Xcode shows inline.
  case xcode
  /// A stable JSON document with every structured field.
  case json
  /// SARIF 2.1.0 with rule metadata, for GitHub code scanning and other SARIF viewers.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…::message`), shown as annotations on the diff.
  case github
  /// JUnit XML: a test suite per file, a failing test case per finding (GitLab test reports, Jenkins).
  case junit
  /// Checkstyle XML, read by Jenkins warnings-ng, reviewdog and Danger.
  case checkstyle
  /// A Markdown summary table for a pull-request comment.
  case markdown
  /// Plain-text counts per rule and per layer pair.
  case summary
  /// GitLab Code Quality JSON, for merge request widgets.
  case codequality

  /// The format used when none is asked for.
  package static let `default` = ReportFormat.xcode

  var reporter: any Reporter.Type {
    switch self {
    case .xcode: return XcodeReporter.self
    case .json: return JSONReporter.self
    case .sarif: return SARIFReporter.self
    case .github: return GitHubReporter.self
    case .junit: return JUnitReporter.self
    case .checkstyle: return CheckstyleReporter.self
    case .markdown: return MarkdownReporter.self
    case .summary: return SummaryReporter.self
    case .codequality: return CodeQualityReporter.self
    }
  }

  package func render(_ result: LintResult, context: ReportContext) -> String {
    reporter.render(result, context: context)
  }
}
