import ScaffoldKit

/// The options that help a legacy codebase adopt the rules: baselines, changed files, explanations.
struct AdoptionOptions: Equatable {
  var baseline: String?
  var pruneBaseline: Bool
  var writeBaseline: String?
  var changedSince: String?
  var failOnBaselineGrowth: String?
  var baselineSummary: String?
  var explain: Bool

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    baseline = arguments.value("--baseline")
    pruneBaseline = arguments.flag("--prune-baseline")
    writeBaseline = arguments.value("--write-baseline")
    changedSince = arguments.value("--changed-since")
    failOnBaselineGrowth = arguments.value("--fail-on-baseline-growth")
    baselineSummary = arguments.value("--baseline-summary")
    explain = arguments.flag("--explain")
    if failOnBaselineGrowth != nil && baseline == nil {
      throw .usage("--fail-on-baseline-growth needs --baseline FILE")
    }
    if baselineSummary != nil && failOnBaselineGrowth == nil {
      throw .usage("--baseline-summary needs --fail-on-baseline-growth REF (the counts before are the ones at REF)")
    }
    for (option, revision) in [("--changed-since", changedSince), ("--fail-on-baseline-growth", failOnBaselineGrowth)]
    where revision?.hasPrefix("-") ?? false {
      throw .usage("\(option): '\(revision ?? "")' is not a revision")
    }
    if pruneBaseline && baseline == nil { throw .usage("--prune-baseline needs --baseline FILE") }
    if writeBaseline != nil && (baseline != nil || changedSince != nil) {
      throw .usage("--write-baseline records every finding; it cannot be combined with --baseline or --changed-since")
    }
  }

  /// The library's request for these options (`--write-baseline` lints with neither baseline nor revision).
  func request(paths: [String], configurationFile: String?) -> LintRequest {
    var request = LintRequest(
      paths: paths, configurationFile: configurationFile, baseline: baseline, pruneBaseline: pruneBaseline,
      changedSince: changedSince)
    request.baselineGrowthSince = failOnBaselineGrowth
    return request
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

  /// `--fail-on-baseline-growth REF`: prints each entry added since REF on stderr and writes the
  /// `--baseline-summary` file; true when the baseline grew (the run then fails).
  func reportBaselineGrowth(_ outcome: LintOutcome, in environment: CommandEnvironment) throws(ScaffoldError)
    -> Bool
  {
    guard let growth = outcome.baselineGrowth, let file = adoption.baseline else { return false }
    if let summary = adoption.baselineSummary {
      do {
        try environment.fileSystem.write(growth.summaryJSON(), to: summary)
      } catch {
        throw ScaffoldError(.failed, error)
      }
    }
    for line in growth.addedLines(baselinePath: file) { environment.console.err("error: " + line + "\n") }
    if growth.grew {
      let added = growth.added.reduce(0) { $0 + $1.count }
      environment.console.err(
        "\(file) grew since \(growth.revision): \(counted(added, "violation", "violations")) added in "
          + "\(counted(growth.added.count, "entry", "entries")); fix them instead of recording them\n")
    }
    return growth.grew
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
