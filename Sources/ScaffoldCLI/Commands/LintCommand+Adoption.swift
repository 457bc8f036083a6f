import ScaffoldKit

/// The options that help a legacy codebase adopt the rules: baselines, changed files, explanations.
struct AdoptionOptions: Equatable {
  var baseline: String?
  var pruneBaseline: Bool
  var writeBaseline: String?
  var changedSince: String?
  var explain: Bool

  init(arguments: ParsedArguments) throws(CLIError) {
    baseline = arguments.value("--baseline")
    pruneBaseline = arguments.flag("--prune-baseline")
    writeBaseline = arguments.value("--write-baseline")
    changedSince = arguments.value("--changed-since")
    explain = arguments.flag("--explain")
    if pruneBaseline && baseline == nil { throw .usage("--prune-baseline needs --baseline FILE") }
    if writeBaseline != nil && (baseline != nil || changedSince != nil) {
      throw .usage("--write-baseline records every finding; it cannot be combined with --baseline or --changed-since")
    }
  }

  /// The findings to report: those not in the baseline (plus stale entries, unless pruning them), then
  /// only those in files changed since the revision.
  /// `paths` are the ones linted: baseline entries outside them are neither matched nor stale.
  func apply(
    to result: LintResult, paths: [String], configuration: LintConfiguration, in environment: CommandEnvironment
  ) throws(CLIError) -> LintResult {
    let fileSystem = environment.fileSystem
    let projectPath = { (path: String) in Paths.relative(fileSystem.absolute(path), to: configuration.root) }
    let scopes = (paths.isEmpty ? ["."] : paths).map(fileSystem.absolute)
    let covers = { (entryPath: String) in
      let absolute = Paths.join(configuration.root, entryPath)
      return scopes.contains { $0 == "/" || absolute == $0 || absolute.hasPrefix($0 + "/") }
    }
    // Asked first, so that an unknown revision stops the run before a pruned baseline is written.
    let changed = try changedSince.map { revision throws(CLIError) in
      try environment.git.changedFiles(since: revision, in: configuration.root)
    }
    var diagnostics = result.diagnostics
    var stale: [Baseline.Entry] = []
    var match: BaselineMatch?
    if let file = baseline {
      let recorded = try Self.readBaseline(file, fileSystem: fileSystem)
      let matched = recorded.match(
        diagnostics, projectPath: projectPath, covers: covers, fingerprint: { result.fingerprints[$0] },
        exists: { fileSystem.exists(Paths.join(configuration.root, $0)) })
      diagnostics = matched.unmatched
      match = matched
      if pruneBaseline {
        try Self.prune(recorded, to: matched, file: file, in: environment)
      } else {
        stale = matched.stale
      }
    }
    if let changed {
      diagnostics = diagnostics.filter { changed.contains(fileSystem.absolute($0.location.path)) }
      stale = stale.filter { changed.contains(Paths.join(configuration.root, $0.key.path)) }
    }
    if var match, let file = baseline {
      match.stale = stale
      diagnostics += match.staleDiagnostics(baselinePath: file, severity: configuration.severity(of: .staleBaseline))
    }
    var filtered = result
    filtered.diagnostics = diagnostics.sorted()
    return filtered
  }

  static func readBaseline(_ file: String, fileSystem: any FileSystem) throws(CLIError) -> Baseline {
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readData(file)
    } catch {
      throw .invalidInput("error: --baseline: \(error)")
    }
    do {
      return try Baseline.parse(bytes, displayPath: file)
    } catch {
      throw .invalidInput("\(error)")
    }
  }

  /// Writes the pruned baseline when it differs, and says what was dropped on stderr.
  private static func prune(
    _ recorded: Baseline, to match: BaselineMatch, file: String, in environment: CommandEnvironment
  ) throws(CLIError) {
    guard match.pruned != recorded else { return }
    do {
      try environment.fileSystem.write(match.pruned.rendered(), to: file)
    } catch {
      throw .invalidInput("error: \(error)")
    }
    let removed = recorded.entries.count - match.pruned.entries.count
    let lowered = match.stale.count - removed
    environment.console.err(
      "Pruned \(file): removed \(removed) entr\(removed == 1 ? "y" : "ies"), lowered \(lowered) count"
        + "\(lowered == 1 ? "" : "s")\n")
  }
}

extension LintCommand {
  /// `--write-baseline FILE`: records every finding (paths relative to the configuration root), exit 0.
  func writeBaseline(
    _ result: LintResult, to file: String, configuration: LintConfiguration, in environment: CommandEnvironment
  ) throws(CLIError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let baseline = Baseline.record(
      result.diagnostics, projectPath: { Paths.relative(fileSystem.absolute($0), to: configuration.root) },
      fingerprint: { result.fingerprints[$0] })
    do {
      try fileSystem.write(baseline.rendered(), to: file)
    } catch {
      throw .invalidInput("error: \(error)")
    }
    if !quiet {
      environment.console.err(
        "Wrote \(file): \(counted(baseline.entries.count, "entry", "entries")) for "
          + "\(counted(result.diagnostics.count, "finding", "findings")) in "
          + "\(counted(result.fileCount, "file", "files"))\n")
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
  let fileSystem: any FileSystem

  init(configuration: LintConfiguration, fileSystem: any FileSystem) {
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
    guard let text = try? fileSystem.readText(diagnostic.location.path) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = diagnostic.location.line - 1
    guard lines.indices.contains(index) else { return nil }
    return String(lines[index].hasSuffix("\r") ? lines[index].dropLast() : lines[index])
  }
}

/// `1 entry`, `2 entries`.
private func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
  "\(count) \(count == 1 ? singular : plural)"
}
