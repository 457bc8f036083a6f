import ScaffoldKit

/// `scaffold lint [PATH...]`: config → lint run → one or more reports; exit 1 on violations.
struct LintCommand: Command {
  static let name = "lint"
  static let abstract = "Report cross-layer and cross-feature references in Swift sources."
  static let synopsis =
    "lint [PATH...] [--config FILE] [--reporter FORMAT[:FILE]]... [--strict] [--quiet] [--no-color]"
  static let discussion = """
    Lints the given files and folders (default: the current directory) with the rules of the nearest
    scaffold.json (or --config FILE; the mvvm preset when there is none). See docs/lint.md.

    reporters: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default xcode, on stdout).
    --reporter FORMAT:FILE writes that report to FILE; give --reporter several times for several reports.

    exit codes: 0 no violations (warnings allowed unless --strict), 1 violations,
    2 invalid input (usage, configuration, unreadable path).
    """
  static let options: [OptionSpec] = [
    .value("--config", "FILE", "Configuration file (default: the nearest scaffold.json above the first path)."),
    .value("--reporter", "FORMAT[:FILE]", "Output format, optionally written to FILE. Repeatable.", repeatable: true),
    .flag("--strict", "Fail on warnings too."),
    .flag("--quiet", short: "q", "No summary line and no progress on stderr."),
    .flag("--no-color", "No colour, even on a terminal (NO_COLOR does the same)."),
    .value("--stamp", "FILE", "Write FILE after a run without violations (for build systems)."),
  ]

  struct ReportTarget: Equatable {
    var format: ReportFormat
    var file: String?
  }

  var paths: [String]
  var configPath: String?
  var reports: [ReportTarget]
  var strict: Bool
  var quiet: Bool
  var stamp: String?
  var noColor: Bool

  init(arguments: ParsedArguments) throws(CLIError) {
    paths = arguments.positionals
    configPath = arguments.value("--config")
    strict = arguments.flag("--strict")
    quiet = arguments.flag("--quiet")
    stamp = arguments.value("--stamp")
    noColor = arguments.flag("--no-color")
    reports = []
    for value in arguments.all("--reporter") {
      let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
      let name = parts.first ?? ""
      guard let format = ReportFormat(rawValue: name) else {
        throw .usage(
          "unknown reporter '\(name)'" + Suggestions.didYouMean(name, among: ReportFormat.allCases.map(\.rawValue))
            + "; available: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      if parts.count == 2, parts[1].isEmpty { throw .usage("--reporter \(value): missing file name after ':'") }
      reports.append(ReportTarget(format: format, file: parts.count == 2 ? parts[1] : nil))
    }
    if reports.isEmpty { reports = [ReportTarget(format: .default, file: nil)] }
  }

  func run(in environment: CommandEnvironment) throws(CLIError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let configuration: LintConfiguration
    do {
      configuration = try ConfigurationLoader.load(explicitPath: configPath, lintPaths: paths, fileSystem: fileSystem)
    } catch {
      throw .invalidInput("\(error)")
    }
    let result: LintResult
    do {
      var linter = Linter(configuration: configuration, fileSystem: fileSystem)
      let progress = ProgressLine.handler(console: environment.console, quiet: quiet)
      linter.progress = progress?.1
      defer { progress?.0.finish() }
      result = try linter.run(paths: paths)
    } catch {
      throw .invalidInput("\(error)")
    }
    let console = environment.console
    let outStyle = TerminalStyle.resolve(
      isTerminal: console.outputIsTerminal, noColorFlag: noColor, environment: environment.variables)
    let errStyle = TerminalStyle.resolve(
      isTerminal: console.errorIsTerminal, noColorFlag: noColor, environment: environment.variables)
    let context = ReportContext(toolVersion: ScaffoldVersion.current)
    for report in reports {
      let text = report.format.render(result, context: context)
      if let file = report.file {
        do {
          try fileSystem.write(text, to: file)
        } catch {
          throw .failed("error: \(error)")
        }
      } else {
        console.out(report.format == .xcode ? outStyle.severities(in: text) : text)
      }
    }
    if !quiet { console.err(errStyle.summary(result) + "\n") }
    if result.hasViolations(strict: strict) { return .refused }
    if let stamp {
      do {
        // A comment line, so the stamp may be a `.swift` file that a build plugin adds to the target.
        try fileSystem.write("// " + result.summary + "\n", to: stamp)
      } catch {
        throw .failed("error: \(error)")
      }
    }
    return .success
  }
}
