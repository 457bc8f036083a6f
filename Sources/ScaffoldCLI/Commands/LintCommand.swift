import ScaffoldKit

/// `scaffold lint [PATH...]`: config → lint run → one or more reports; exit 1 on violations.
struct LintCommand: Command {
  static let name = "lint"
  static let abstract = "Report cross-layer and cross-feature references in Swift sources."
  static let synopsis =
    "lint [PATH...] [--config FILE] [--reporter FORMAT[:FILE]]... [--baseline FILE] [--changed-since REV] [options]"
  static let discussion = """
    Lints the given files and folders (default: the current directory) with the rules of the nearest
    scaffold.json (or --config FILE; the mvvm preset when there is none). See docs/lint.md.

    reporters: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default xcode, on stdout).
    --reporter FORMAT:FILE writes that report to FILE; give --reporter several times for several reports.

    adoption: --write-baseline FILE records today's findings and exits 0; --baseline FILE then reports only
    findings it does not record, plus a stale-baseline warning per entry that no longer matches, which
    --prune-baseline removes from FILE instead. --fail-on-baseline-growth REF fails when FILE records
    violations that FILE at the git revision REF did not (printing each), and --baseline-summary OUT writes
    counts per rule before and after as JSON. --changed-since REV reports findings only in files changed
    since the git revision REV (and untracked files); the whole project is still indexed. --explain prints
    each finding with its token, the referenced declaration, the configuration that forbids it and what
    to do instead (see also 'scaffold explain' and 'scaffold rules').

    exit codes: 0 no violations (warnings allowed unless --strict), 1 violations or a grown baseline,
    2 invalid input (usage, configuration, baseline, unreadable path, a revision git does not know),
    3 a report, baseline or stamp (or standard output) could not be written.
    """
  static let options: [OptionSpec] = [
    .value("--config", "FILE", "Configuration file (default: the nearest scaffold.json above the first path)."),
    .value(
      "--reporter", "FORMAT[:FILE]", "Output format, optionally written to FILE. Repeatable.", repeatable: true,
      completion: .words(ReportFormat.allCases.map(\.rawValue))),
    .value("--baseline", "FILE", "Report only findings that FILE does not record."),
    .flag("--prune-baseline", "Remove entries that no longer match from the --baseline FILE."),
    .value("--write-baseline", "FILE", "Record today's findings in FILE and exit 0 (--reporter reports too)."),
    .value("--fail-on-baseline-growth", "REF", "Fail when the --baseline FILE records more than at git revision REF."),
    .value("--baseline-summary", "OUT", "With --fail-on-baseline-growth, write counts per rule as JSON to OUT."),
    .value("--changed-since", "REV", "Report findings only in files changed since git revision REV."),
    .flag("--explain", "Explain each finding (replaces the report on stdout)."),
    .flag("--strict", "Fail on warnings too."),
    .flag("--quiet", short: "q", "No summary line and no progress on stderr."),
    .flag("--no-color", "No colour, even on a terminal (NO_COLOR does the same)."),
    .value("--stamp", "FILE", "Write FILE after a run without violations (for build systems)."),
    .value("--xcodeproj", "PATH", "Lint only the files some target of this Xcode project compiles."),
    .value("--cache-path", "DIR", "Keep the index cache in DIR (default: .scaffold/cache under the root)."),
    .flag("--no-cache", "Read and index every file; neither read nor write the index cache."),
  ]

  struct ReportTarget: Equatable {
    var format: ReportFormat
    var file: String?
  }

  var paths: [String]
  var configPath: String?
  var reports: [ReportTarget]
  /// `--reporter` was given (`reports` then holds only those; otherwise the default report).
  var reportsRequested: Bool
  var strict: Bool
  var quiet: Bool
  var stamp: String?
  var noColor: Bool
  var cachePath: String?
  var noCache: Bool
  var adoption: AdoptionOptions
  var xcodeproj: String?

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    paths = arguments.positionals
    configPath = arguments.value("--config")
    strict = arguments.flag("--strict")
    quiet = arguments.flag("--quiet")
    stamp = arguments.value("--stamp")
    noColor = arguments.flag("--no-color")
    xcodeproj = arguments.value("--xcodeproj")
    cachePath = arguments.value("--cache-path")
    noCache = arguments.flag("--no-cache")
    if noCache, cachePath != nil { throw .usage("--no-cache and --cache-path exclude each other") }
    reports = []
    for value in arguments.all("--reporter") {
      let parts = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let name = parts.first ?? ""
      guard let format = ReportFormat(rawValue: name) else {
        throw .usage(
          "unknown reporter '\(name)'" + Suggestions.didYouMean(name, among: ReportFormat.allCases.map(\.rawValue))
            + "; available: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      if parts.count == 2, parts[1].isEmpty { throw .usage("--reporter \(value): missing file name after ':'") }
      reports.append(ReportTarget(format: format, file: parts.count == 2 ? parts[1] : nil))
    }
    adoption = try AdoptionOptions(arguments: arguments)
    if adoption.explain, let report = reports.first(where: { $0.file == nil }) {
      throw .usage("--explain prints on stdout; write --reporter \(report.format.rawValue) to a file (FORMAT:FILE)")
    }
    reportsRequested = !reports.isEmpty
    if reports.isEmpty && !adoption.explain { reports = [ReportTarget(format: .default, file: nil)] }
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let progress = ProgressLine.handler(console: environment.console, quiet: quiet)
    var request = adoption.request(paths: paths, configurationFile: configPath)
    request.xcodeProject = xcodeproj
    request.cache = noCache ? .none : .project(directory: cachePath)
    let outcome: LintOutcome
    do {
      // The progress line is cleared before anything else is printed, and when the run stops.
      defer { progress?.0.finish() }
      outcome = try Scaffold.lint(request, fileSystem: fileSystem, git: environment.git, progress: progress?.1)
    }
    let configuration = outcome.configuration
    let result = outcome.result
    if let file = adoption.writeBaseline {
      // The reports asked for are written too (a CI job may record the baseline and keep the SARIF).
      if reportsRequested { try writeReports(result, configuration: configuration, in: environment) }
      return try writeBaseline(outcome, to: file, in: environment)
    }
    if let pruned = outcome.pruned {
      environment.console.err(
        "Pruned \(pruned.file): removed \(counted(pruned.removed, "entry", "entries")), lowered "
          + "\(counted(pruned.lowered, "count", "counts"))\n")
    }
    if adoption.explain {
      environment.console.out(explanations(result.diagnostics, configuration: configuration, in: environment))
    }
    let console = environment.console
    let errStyle = TerminalStyle.resolve(
      isTerminal: console.errorIsTerminal, noColorFlag: noColor, environment: environment.variables)
    try writeReports(result, configuration: configuration, in: environment)
    for note in result.notes { console.err(note + "\n") }
    for warning in result.warnings { console.err("warning: " + warning + "\n") }
    if !quiet { console.err(errStyle.summary(result) + "\n") }
    if !quiet, let hint = outcome.configurationHint { console.err(hint + "\n") }
    let grew = try reportBaselineGrowth(outcome, in: environment)
    if result.hasViolations(strict: strict) || grew { return .refused }
    if let stamp {
      do {
        // A comment line, so the stamp may be a `.swift` file that a build plugin adds to the target.
        try fileSystem.write("// " + result.summary + "\n", to: stamp)
      } catch {
        throw ScaffoldError(.failed, error)
      }
    }
    return .success
  }

  /// Renders each `--reporter` to its file, or to stdout.
  func writeReports(_ result: LintResult, configuration: LintConfiguration, in environment: CommandEnvironment)
    throws(ScaffoldError)
  {
    let fileSystem = environment.fileSystem
    let console = environment.console
    let outStyle = TerminalStyle.resolve(
      isTerminal: console.outputIsTerminal, noColorFlag: noColor, environment: environment.variables)
    let context = ReportContext(
      toolVersion: ScaffoldVersion.current,
      sourceRoot: ReportContext.repositoryRoot(of: configuration.root, fileSystem: fileSystem),
      workingDirectory: fileSystem.currentDirectory)
    for report in reports {
      let text = report.format.render(result, context: context)
      if let file = report.file {
        do {
          try fileSystem.write(text, to: file)
        } catch {
          throw ScaffoldError(.failed, error)
        }
      } else {
        console.out(report.format == .xcode ? outStyle.severities(in: text) : text)
      }
    }
  }
}
