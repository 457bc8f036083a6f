/// How a baseline changed against the same file at a git revision (the base branch): the entries added or
/// raised, which a ratchet must not let through, and counts per rule for trend charts.
package struct BaselineGrowth: Sendable, Equatable {
  /// The revision compared with, as given.
  package var revision: String
  /// Entries new since the revision, or whose count rose (`count` is the rise), sorted by key.
  package var added: [Baseline.Entry]
  /// Entries gone since the revision, or whose count fell (`count` is the fall), sorted by key.
  package var removed: [Baseline.Entry]
  /// Violations recorded per rule, at the revision and now, and how many were added and removed.
  package var rules: [RuleID: Counts]

  package struct Counts: Sendable, Equatable {
    package var before = 0
    package var after = 0
    package var added = 0
    package var removed = 0
  }

  /// Whether entries were added: what `--fail-on-baseline-growth` fails on.
  package var grew: Bool { !added.isEmpty }

  /// Compares `after` (the working tree's baseline) with `before` (the revision's).
  package init(revision: String, before: Baseline, after: Baseline) {
    self.revision = revision
    var old: [Baseline.Key: Int] = [:]
    for entry in before.entries { old[entry.key, default: 0] += entry.count }
    var new: [Baseline.Key: Int] = [:]
    for entry in after.entries { new[entry.key, default: 0] += entry.count }
    added = []
    removed = []
    rules = [:]
    for (key, count) in old { rules[key.rule, default: Counts()].before += count }
    for (key, count) in new { rules[key.rule, default: Counts()].after += count }
    for key in Set(old.keys).union(new.keys).sorted() {
      let change = (new[key] ?? 0) - (old[key] ?? 0)
      if change > 0 {
        added.append(Baseline.Entry(key: key, count: change))
        rules[key.rule, default: Counts()].added += change
      } else if change < 0 {
        removed.append(Baseline.Entry(key: key, count: -change))
        rules[key.rule, default: Counts()].removed -= change
      }
    }
  }

  /// One line per added entry: `baseline grew since REF: +2 layer-dependency in A.swift, V -> R`.
  package func addedLines(baselinePath: String) -> [String] {
    added.map { "\(baselinePath): added since \(revision): +\($0.count) \($0.key)" }
  }

  /// The summary for trend charts: per rule `before`, `after`, `added`, `removed`, and the totals.
  package func summaryJSON() -> String {
    func counts(_ counts: Counts) -> JSONOutput {
      JSONOutput.object([
        "before": .int(counts.before), "after": .int(counts.after), "added": .int(counts.added),
        "removed": .int(counts.removed),
      ])
    }
    let total = rules.values.reduce(into: Counts()) { total, counts in
      total.before += counts.before
      total.after += counts.after
      total.added += counts.added
      total.removed += counts.removed
    }
    return JSONOutput.object([
      "revision": .string(revision),
      "grew": .bool(grew),
      "total": counts(total),
      "rules": .object(rules.keys.sorted().map { ($0.rawValue, counts(rules[$0] ?? Counts())) }),
      "added": .array(
        added.map { entry in
          JSONOutput.object([
            "path": .string(entry.key.path), "rule": .string(entry.key.rule.rawValue),
            "source": entry.key.source.map(JSONOutput.string), "target": entry.key.target.map(JSONOutput.string),
            "count": .int(entry.count),
          ])
        }),
    ]).rendered()
  }
}

extension GitRunner {
  /// The largest baseline read from a revision; a larger blob is refused rather than read.
  static let baselineSizeLimit = 16 << 20

  /// The baseline `file` as it was at `revision`, read with `git show REVISION:./NAME` in the file's folder
  /// (git resolves the name against the repository root). A file the revision does not have is an empty
  /// baseline; an unknown revision, a file outside a repository or a blob too large is invalid input.
  func baseline(_ file: String, at revision: String, fileSystem: any FileAccess) throws(ScaffoldError) -> Baseline {
    let option = "--fail-on-baseline-growth"
    guard !revision.isEmpty, !revision.hasPrefix("-"), !revision.contains(":") else {
      throw ScaffoldError(.invalidInput, "\(option): '\(revision)' is not a revision")
    }
    let absolute = fileSystem.absolute(file)
    let directory = Paths.dirname(absolute)
    let object = "\(revision):./\(Paths.basename(absolute))"
    let commit = run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{commit}"], directory)
    guard commit.status == 0 else {
      let inside = run(["rev-parse", "--show-toplevel"], directory)
      let reason =
        inside.status == 0
        ? "git knows no revision '\(revision)' (fetch it first: a shallow clone has no base branch)"
        : "\(file) is not in a git repository"
      throw ScaffoldError(.invalidInput, "\(option): \(reason)")
    }
    let size = run(["cat-file", "-s", object], directory)
    guard size.status == 0 else { return Baseline(entries: []) }
    let bytes = Int(size.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? Int.max
    guard bytes <= Self.baselineSizeLimit else {
      throw ScaffoldError(
        .invalidInput, "\(option): \(object) is \(bytes) bytes; a baseline may have at most \(Self.baselineSizeLimit)")
    }
    let shown = run(["show", object], directory)
    guard shown.status == 0 else {
      throw ScaffoldError(
        .invalidInput, "\(option): git show failed: \(shown.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
    do {
      return try Baseline.parse(Array(shown.stdout.utf8), displayPath: object)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }
}
