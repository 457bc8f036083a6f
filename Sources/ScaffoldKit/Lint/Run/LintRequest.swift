/// What to lint and how: the options of `scaffold lint` that decide which findings count.
public struct LintRequest: Sendable, Equatable {
  /// Files and folders to lint, relative to the file system's working directory; that directory when empty.
  package var paths: [String]
  /// The `scaffold.json` to use; nil for the nearest one above the first path (the `mvvm` preset when
  /// there is none).
  package var configurationFile: String?
  /// A baseline file (`scaffold lint --write-baseline`): findings it records are left out, and each entry
  /// that no longer matches becomes a `stale-baseline` finding.
  package var baseline: String?
  /// Rewrite `baseline` without its stale entries instead of reporting them.
  package var pruneBaseline: Bool
  /// A git revision: only findings in files changed since it (and untracked files) count. The whole
  /// project is still indexed.
  package var changedSince: String?
  /// A git revision to compare `baseline` with (the base branch): the outcome says which entries were added.
  package var baselineGrowthSince: String?
  /// An Xcode project (`.xcodeproj`, or its `project.pbxproj` or `project.xcproj`): only files some target of it compiles are linted.
  package var xcodeProject: String?
  /// Where indexes of unchanged files are kept between runs.
  package var cache: Cache

  /// The index cache of a run.
  public enum Cache: Sendable, Equatable {
    /// Read and index every file; no cache is read or written.
    case none
    /// The project's cache: in `directory` when given, else `.scaffold/cache` under the configuration root.
    case project(directory: String? = nil)
  }

  public init(
    paths: [String] = [], configurationFile: String? = nil, baseline: String? = nil, pruneBaseline: Bool = false,
    changedSince: String? = nil, xcodeProject: String? = nil, cache: Cache = .none
  ) {
    self.paths = paths
    self.configurationFile = configurationFile
    self.baseline = baseline
    self.pruneBaseline = pruneBaseline
    self.changedSince = changedSince
    self.xcodeProject = xcodeProject
    self.cache = cache
  }
}

/// What a lint job found.
public struct LintOutcome: Sendable, Equatable {
  /// The configuration the tree was linted with.
  public var configuration: LintConfiguration
  /// The findings that count, sorted: after the baseline and `changedSince`, with stale-baseline findings.
  public var result: LintResult
  /// Set when `pruneBaseline` rewrote the baseline file.
  package var pruned: BaselinePruning?
  /// Set when `baselineGrowthSince` was given: how the baseline changed since that revision.
  package var baselineGrowth: BaselineGrowth?
  /// Set when no `scaffold.json` was found: where the run looked, what it used instead and how to write one
  /// (for stderr after the summary; a hint, so `--quiet` leaves it out).
  package var configurationHint: String?

  /// Whether the run fails: any error, or any warning when `strict` (exit code 1 in the CLI).
  public func hasViolations(strict: Bool = false) -> Bool { result.hasViolations(strict: strict) }

  /// Every finding of the run as a baseline, paths relative to the configuration root
  /// (`scaffold lint --write-baseline`).
  package func recordedBaseline(fileSystem: any FileAccess) -> Baseline {
    Baseline.record(
      result.diagnostics, projectPath: { Paths.relative(fileSystem.absolute($0), to: configuration.root) },
      fingerprint: Baseline.fingerprints(reading: fileSystem))
  }
}

/// What pruning a baseline changed.
package struct BaselinePruning: Sendable, Equatable {
  /// The baseline file as the request named it.
  package var file: String
  /// Entries removed, and entries whose count was lowered.
  package var removed: Int
  package var lowered: Int
}
