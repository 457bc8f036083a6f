/// How a baseline and a changed-files filter turn a lint result into the findings that count: findings
/// the baseline records are dropped, its entries that match nothing become stale findings (or are pruned
/// from the file), and with `changed` only findings and stale entries in those files remain.
struct BaselineApplication {
  let request: LintRequest
  let configuration: LintConfiguration
  let fileSystem: any FileAccess

  /// The findings that count, sorted, and what pruning did. `changed` holds absolute paths.
  func apply(to result: LintResult, changed: Set<String>?) throws(ScaffoldError) -> (LintResult, BaselinePruning?) {
    // Nothing to drop or add: the linter's findings, sorted as it returns them.
    if request.baseline == nil, changed == nil { return (result, nil) }
    let root = configuration.root
    let projectPath = { (path: String) in Paths.relative(fileSystem.absolute(path), to: root) }
    // Baseline entries outside the linted paths are neither matched nor stale.
    let scopes = (request.paths.isEmpty ? ["."] : request.paths).map(fileSystem.absolute)
    let covers = { (entryPath: String) in
      let absolute = Paths.join(root, entryPath)
      return scopes.contains { $0 == "/" || absolute == $0 || absolute.hasPrefix($0 + "/") }
    }
    var diagnostics = result.diagnostics
    var stale: [Baseline.Entry] = []
    var match: BaselineMatch?
    var pruning: BaselinePruning?
    if let file = request.baseline {
      let recorded = try Self.read(file, fileSystem: fileSystem)
      // Fingerprints are read only to follow a renamed file, or to write them into the pruned baseline.
      let matched = recorded.match(
        diagnostics, projectPath: projectPath, covers: covers, fingerprint: Baseline.fingerprints(reading: fileSystem),
        exists: { fileSystem.exists(Paths.join(root, $0)) }, refreshesFingerprints: request.pruneBaseline)
      diagnostics = matched.unmatched
      match = matched
      if request.pruneBaseline {
        pruning = try prune(recorded, to: matched, file: file)
      } else {
        stale = matched.stale
      }
    }
    if let changed {
      diagnostics = diagnostics.filter { changed.contains(fileSystem.absolute($0.location.path)) }
      stale = stale.filter { changed.contains(Paths.join(root, $0.key.path)) }
    }
    if var match, let file = request.baseline {
      match.stale = stale
      diagnostics += match.staleDiagnostics(baselinePath: file, severity: configuration.severity(of: .staleBaseline))
    }
    var filtered = result
    filtered.diagnostics = diagnostics.sorted()
    return (filtered, pruning)
  }

  /// The baseline in `file`; unreadable or malformed is invalid input.
  static func read(_ file: String, fileSystem: any FileAccess) throws(ScaffoldError) -> Baseline {
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readData(file)
    } catch {
      throw ScaffoldError(.invalidInput, "--baseline: \(error)")
    }
    do {
      return try Baseline.parse(bytes, displayPath: file)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }

  /// Writes the pruned baseline when it differs; nil when nothing was pruned.
  private func prune(_ recorded: Baseline, to match: BaselineMatch, file: String) throws(ScaffoldError)
    -> BaselinePruning?
  {
    guard match.pruned != recorded else { return nil }
    do {
      try fileSystem.write(match.pruned.rendered(), to: file)
    } catch {
      throw ScaffoldError(.failed, error)
    }
    let removed = recorded.entries.count - match.pruned.entries.count
    return BaselinePruning(file: file, removed: removed, lowered: match.stale.count - removed)
  }
}
