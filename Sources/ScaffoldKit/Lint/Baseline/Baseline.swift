/// Violations recorded on purpose, so that a legacy codebase can adopt the rules and fail only on new ones.
///
/// Entries carry no line numbers and no message text: a violation is identified by its file (relative to
/// the project root), rule, the symbol that holds the reference and the symbol or module referenced, and
/// the file may hold that many such violations. Edits elsewhere in the file do not disturb them. Each entry
/// also keeps the file's content fingerprint, so that when the file is renamed or moved (its path is gone)
/// the entry follows the file with the same content.
package struct Baseline: Sendable, Equatable {
  /// The file format's version; readers refuse others.
  package static let version = 1

  /// Sorted by key, without duplicates.
  package var entries: [Entry]

  package init(entries: [Entry]) {
    self.entries = entries.sorted { $0.key < $1.key }
  }

  /// What a baselined violation is matched by.
  package struct Key: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Relative to the configuration root, `/`-separated.
    package var path: String
    package var rule: RuleID
    /// The enclosing declaration of the reference, when known.
    package var source: String?
    /// The referenced type or the imported module, when there is one.
    package var target: String?

    package init(path: String, rule: RuleID, source: String? = nil, target: String? = nil) {
      self.path = path
      self.rule = rule
      self.source = source
      self.target = target
    }

    /// The key of `diagnostic`, whose path `projectPath` is relative to the configuration root.
    package init(_ diagnostic: Diagnostic, projectPath: String) {
      self.init(
        path: projectPath, rule: diagnostic.rule, source: diagnostic.source?.symbol,
        target: diagnostic.target?.symbol)
    }

    package static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.path, lhs.rule.rawValue, lhs.source ?? "", lhs.target ?? "")
        < (rhs.path, rhs.rule.rawValue, rhs.source ?? "", rhs.target ?? "")
    }

    /// `rule in path, source -> target`, for messages.
    package var description: String {
      var text = "\(rule.rawValue) in \(path)"
      switch (source, target) {
      case let (source?, target?): text += ", \(source) -> \(target)"
      case let (source?, nil): text += ", in \(source)"
      case let (nil, target?): text += ", \(target)"
      case (nil, nil): break
      }
      return text
    }
  }

  /// One recorded violation kind and how many times the file may contain it.
  package struct Entry: Sendable, Equatable {
    package var key: Key
    package var count: Int
    /// Where the entry sits in the baseline file it was read from; nil for recorded entries.
    package var position: SourcePosition?
    /// The content fingerprint of the file when the entry was recorded (`LintResult.fingerprints`).
    package var fingerprint: String?

    package static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.key == rhs.key && lhs.count == rhs.count && lhs.fingerprint == rhs.fingerprint
    }
  }

  /// Records `diagnostics` (except `stale-baseline` ones). `projectPath` turns a diagnostic's path into
  /// one relative to the configuration root; `fingerprint` gives a diagnostic path's content fingerprint.
  package static func record(
    _ diagnostics: [Diagnostic], projectPath: (String) -> String, fingerprint: (String) -> String? = { _ in nil }
  ) -> Baseline {
    var counts: [Key: Int] = [:]
    var fingerprints: [String: String] = [:]
    for diagnostic in diagnostics where diagnostic.rule != .staleBaseline {
      let path = projectPath(diagnostic.location.path)
      counts[Key(diagnostic, projectPath: path), default: 0] += 1
      fingerprints[path] = fingerprint(diagnostic.location.path)
    }
    return Baseline(
      entries: counts.map { Entry(key: $0.key, count: $0.value, fingerprint: fingerprints[$0.key.path]) })
  }

  /// The file's text: stable, sorted, one field per line, so that a change is a small diff.
  package func rendered() -> String {
    JSONOutput.object([
      "version": .int(Self.version),
      "entries": .array(
        entries.map { entry in
          JSONOutput.object([
            "path": .string(entry.key.path),
            "rule": .string(entry.key.rule.rawValue),
            "source": entry.key.source.map(JSONOutput.string),
            "target": entry.key.target.map(JSONOutput.string),
            "count": .int(entry.count),
            "fingerprint": entry.fingerprint.map(JSONOutput.string),
          ])
        }),
    ]).rendered()
  }
}

/// How a lint run's findings compare with a baseline.
package struct BaselineMatch: Sendable, Equatable {
  /// Findings the baseline does not cover, in their original order.
  package var unmatched: [Diagnostic]
  /// Entries that cover more violations than exist now, with `count` set to how many are missing.
  package var stale: [Baseline.Entry]
  /// The baseline with stale entries removed and counts lowered to what was found; never larger.
  package var pruned: Baseline
}

extension Baseline {
  /// Matches `diagnostics` (sorted) against the entries. When a file has more violations of one key than
  /// recorded, the first ones in the file are taken as the recorded ones and the rest are reported.
  /// Entries whose path `covers` rejects (files this run did not lint) are kept as they are, never stale.
  /// An entry whose file is gone (`exists` rejects its path) follows the file that now has its content
  /// fingerprint (`fingerprint` of a diagnostic path): a renamed or moved file keeps its entries, and the
  /// pruned baseline records the new path. With `refreshesFingerprints` the pruned baseline's entries take
  /// their files' fingerprints as they are now. `fingerprint` is asked only when an entry's file is gone
  /// (of the files with findings) or to refresh (of the files the pruned baseline keeps entries of).
  package func match(
    _ diagnostics: [Diagnostic], projectPath: (String) -> String, covers: (String) -> Bool = { _ in true },
    fingerprint: (String) -> String? = { _ in nil }, exists: (String) -> Bool = { _ in true },
    refreshesFingerprints: Bool = true
  ) -> BaselineMatch {
    let gone = self.entries.map { $0.fingerprint != nil && !exists($0.key.path) }
    var moved: [String: String] = [:]
    if gone.contains(true) {
      for diagnostic in diagnostics {
        guard let print = fingerprint(diagnostic.location.path) else { continue }
        moved[print] = moved[print] ?? projectPath(diagnostic.location.path)
      }
    }
    // A diagnostic's path for each project path with findings, made when a fingerprint is refreshed.
    var displayed: [String: String]?
    func current(_ path: String) -> String? {
      if displayed == nil {
        displayed = [:]
        for diagnostic in diagnostics { displayed?[projectPath(diagnostic.location.path)] = diagnostic.location.path }
      }
      return displayed?[path].flatMap(fingerprint)
    }
    let entries = zip(self.entries, gone).map { entry, isGone -> Entry in
      guard isGone, let print = entry.fingerprint, let path = moved[print] else { return entry }
      var followed = entry
      followed.key.path = path
      return followed
    }
    var remaining = Dictionary(entries.map { ($0.key, $0.count) }, uniquingKeysWith: +)
    var unmatched: [Diagnostic] = []
    for diagnostic in diagnostics {
      let key = Key(diagnostic, projectPath: projectPath(diagnostic.location.path))
      if diagnostic.rule != .staleBaseline, let left = remaining[key], left > 0 {
        remaining[key] = left - 1
      } else {
        unmatched.append(diagnostic)
      }
    }
    var stale: [Entry] = []
    var kept: [Entry] = []
    for entry in entries {
      guard covers(entry.key.path) else {
        kept.append(Entry(key: entry.key, count: entry.count, fingerprint: entry.fingerprint))
        continue
      }
      let missing = remaining[entry.key] ?? 0
      if missing > 0 { stale.append(Entry(key: entry.key, count: missing, position: entry.position)) }
      if missing < entry.count {
        let print = refreshesFingerprints ? current(entry.key.path) ?? entry.fingerprint : entry.fingerprint
        if let index = kept.firstIndex(where: { $0.key == entry.key }) {
          kept[index].count += entry.count - missing
        } else {
          kept.append(Entry(key: entry.key, count: entry.count - missing, fingerprint: print))
        }
      }
    }
    return BaselineMatch(unmatched: unmatched, stale: stale, pruned: Baseline(entries: kept))
  }
}

extension BaselineMatch {
  /// One `stale-baseline` finding per stale entry, located at the entry in `baselinePath`.
  package func staleDiagnostics(baselinePath: String, severity: Severity) -> [Diagnostic] {
    guard severity != .off else { return [] }
    return stale.map { entry in
      let recorded = entry.count + (pruned.entries.first { $0.key == entry.key }?.count ?? 0)
      return Diagnostic(
        rule: .staleBaseline, severity: severity,
        message:
          "baseline entry no longer matches: \(entry.key) (recorded \(recorded), found \(recorded - entry.count)); "
          + "remove it with --prune-baseline",
        location: SourceLocation(path: baselinePath, position: entry.position ?? SourcePosition(line: 1, column: 1)),
        source: Diagnostic.Endpoint(symbol: entry.key.source),
        target: Diagnostic.Endpoint(symbol: entry.key.target))
    }
  }
}

extension Baseline {
  /// A file's content fingerprint with whitespace ignored: what an entry follows across renames.
  static func fingerprint(_ bytes: [UInt8]) -> String {
    Fingerprint.hexIgnoringWhitespace(bytes)
  }

  /// The `fingerprint` of the Swift file at each path asked for (as the file system resolves it), read the
  /// first time it is asked for; nil for a file that cannot be read and for any other file (`scaffold.json`,
  /// where configuration findings sit). A baseline asks only for the files it follows across a rename or
  /// records, so no lint run reads every file's bytes for it.
  static func fingerprints(reading fileSystem: any FileAccess) -> (String) -> String? {
    var known: [String: String?] = [:]
    return { path in
      guard path.hasSuffix(".swift") else { return nil }
      if let print = known[path] { return print }
      let print = (try? fileSystem.readData(path)).map(fingerprint)
      known[path] = print
      return print
    }
  }
}
