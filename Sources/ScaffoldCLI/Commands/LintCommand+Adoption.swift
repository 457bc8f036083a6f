import ScaffoldKit

/// The options that help a legacy codebase adopt the rules: baselines, changed files, explanations.
struct AdoptionOptions: Equatable {
  var baseline: String?
  var pruneBaseline: Bool
  var writeBaseline: String?
  var changedSince: String?
  var explain: Bool

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    baseline = arguments.value("--baseline")
    pruneBaseline = arguments.flag("--prune-baseline")
    writeBaseline = arguments.value("--write-baseline")
    changedSince = arguments.value("--changed-since")
    explain = arguments.flag("--explain")
    if pruneBaseline && baseline == nil { throw .usage("--prune-baseline needs --baseline FILE") }
    if let changedSince, changedSince.hasPrefix("-") {
      throw .usage("--changed-since: '\(changedSince)' is not a revision")
    }
    if writeBaseline != nil && (baseline != nil || changedSince != nil) {
      throw .usage("--write-baseline records every finding; it cannot be combined with --baseline or --changed-since")
    }
  }

  /// The library's request for these options (`--write-baseline` lints with neither baseline nor revision).
  func request(paths: [String], configurationFile: String?) -> LintRequest {
    LintRequest(
      paths: paths, configurationFile: configurationFile, baseline: baseline, pruneBaseline: pruneBaseline,
      changedSince: changedSince)
  }
}

extension LintCommand {
  /// `--write-baseline FILE`: records every finding (paths relative to the configuration root), exit 0.
  func writeBaseline(_ outcome: LintOutcome, to file: String, in environment: CommandEnvironment) throws(ScaffoldError)
    -> ExitCode
  {
    let baseline = outcome.recordedBaseline(fileSystem: environment.fileSystem)
    do {
      try environment.fileSystem.write(baseline.rendered(), to: file)
    } catch {
      throw ScaffoldError(.failed, error)
    }
    if !quiet {
      environment.console.err(
        "Wrote \(file): \(counted(baseline.entries.count, "entry", "entries")) for "
          + "\(counted(outcome.result.diagnostics.count, "finding", "findings")) in "
          + "\(counted(outcome.result.fileCount, "file", "files"))\n")
    }
    return .success
  }

  func explanations(
    _ diagnostics: [Diagnostic], configuration: LintConfiguration, in environment: CommandEnvironment
  ) -> String {
    Explanations(configuration: configuration, fileSystem: environment.fileSystem).render(diagnostics)
  }
}

/// Explanations of findings with their source lines and the `scaffold.json` they were configured by.
struct Explanations {
  let explainer: Explainer
  let fileSystem: any FileAccess

  init(configuration: LintConfiguration, fileSystem: any FileAccess) {
    explainer = Explainer(configuration: configuration, fileSystem: fileSystem)
    self.fileSystem = fileSystem
  }

  /// One block per finding, separated by blank lines.
  func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { explainer.explain($0, sourceLine: sourceLine(of: $0)) }.joined(separator: "\n")
  }

  /// The identifier the finding points at, read from its source line.
  func token(of diagnostic: Diagnostic) -> String? {
    sourceLine(of: diagnostic).flatMap { Explainer.token(in: $0, column: diagnostic.location.column) }
  }

  private func sourceLine(of diagnostic: Diagnostic) -> String? {
    Explainer.sourceLine(of: diagnostic, fileSystem: fileSystem)
  }
}

/// `1 entry`, `2 entries`.
func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
  "\(count) \(count == 1 ? singular : plural)"
}
