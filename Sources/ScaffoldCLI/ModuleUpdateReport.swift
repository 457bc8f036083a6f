import ScaffoldKit

/// How `update`, `check`, `destroy` and `adopt` show a module plan: one line per file that matters,
/// each conflict hunk, and a unified diff per file for `--dry-run`. Pure functions over the plans.
enum ModuleUpdateReport {
  /// `replace   Modules/Order/View/OrderView.swift` … one line per file whose fate is worth telling.
  static func lines(_ plan: ModuleUpdate.ModulePlan, display: (String) -> String) -> String {
    var text = ""
    for file in plan.files {
      let (word, note): (String, String?)
      switch file.change {
      case .unchanged: continue
      case .keptEdits: (word, note) = ("keep", "your edits; the template output did not change")
      case .replaced: (word, note) = ("replace", nil)
      case .merged: (word, note) = ("merge", "your edits and the template's changes")
      case .conflicted(let conflicts): (word, note) = ("conflict", count(conflicts.count, "conflicting change"))
      case .created: (word, note) = ("create", nil)
      case .restored: (word, note) = ("restore", "you had deleted it")
      case .staysDeleted: (word, note) = ("deleted", "you deleted it; it stays deleted (--restore brings it back)")
      case .removed: (word, note) = ("remove", plan.removesManifest ? nil : "no longer generated")
      case .keptNoLongerGenerated:
        (word, note) = ("keep", plan.removesManifest ? "you edited it" : "no longer generated, but you edited it")
      case .blocked(let reason): (word, note) = ("blocked", reason)
      }
      text += line(word, display(file.path), note)
    }
    if let manifestAction = action(before: plan.manifestBefore, after: plan.manifestAfter) {
      text += line(manifestAction, display(plan.manifest.path), nil)
    }
    return text
  }

  /// Each conflict hunk with its location and the three texts, as the markers would show it.
  static func conflicts(_ plans: [ModuleUpdate.ModulePlan], display: (String) -> String) -> String {
    var text = ""
    for plan in plans {
      for file in plan.files {
        guard case .conflicted(let conflicts) = file.change else { continue }
        for conflict in conflicts {
          let lines = conflict.baseLines.count
          let what =
            lines == 0
            ? "you and the template both insert lines after generated line \(conflict.baseLine - 1)"
            : "you and the template both change generated line\(lines == 1 ? "" : "s") "
              + (lines == 1 ? "\(conflict.baseLine)" : "\(conflict.baseLine)-\(conflict.baseLine + lines - 1)")
          text += "\(display(file.path)):\(conflict.currentLine): conflict: \(what)\n"
          text += hunk("<<<<<<< " + ModuleUpdate.labels.current, conflict.currentLines)
          text += hunk("||||||| " + ModuleUpdate.labels.base, conflict.baseLines)
          text += hunk("=======", conflict.otherLines)
          text += "    >>>>>>> \(ModuleUpdate.labels.other)\n"
        }
      }
    }
    return text
  }

  /// `Modules/Order/View/OrderView.swift:12: unresolved conflict (lines 12-18)`, one line per conflict.
  static func unresolved(_ conflicts: [UnresolvedConflict], display: (String) -> String) -> String {
    conflicts.map {
      "\(display($0.path)):\($0.line): unresolved conflict "
        + ($0.line == $0.endLine ? "marker" : "(lines \($0.line)-\($0.endLine))") + "\n"
    }.joined()
  }

  /// Why a module is out of date, after its name: `: the spec changed; template … is new`. Past three template
  /// reasons (a template source that moved changes them all), they are counted with the first three named,
  /// unless `verbose`, which lists every reason on a line of its own.
  static func reasons(_ reasons: [String], verbose: Bool) -> String {
    guard !reasons.isEmpty else { return "" }
    if verbose { return ":\n" + reasons.map { "    \($0)\n" }.joined() }
    let templates = reasons.filter { $0.hasPrefix("template ") }
    guard templates.count > 3 else { return ": " + reasons.joined(separator: "; ") + "\n" }
    let named = templates.prefix(3).map { $0.dropFirst("template ".count) }
    let summary =
      "\(templates.count) templates changed or are new or unused (\(named.joined(separator: ", ")), and "
      + "\(templates.count - 3) more; --verbose lists them)"
    return ": " + (reasons.filter { !$0.hasPrefix("template ") } + [summary]).joined(separator: "; ") + "\n"
  }

  /// A unified diff per file the plan changes (and the manifest's).
  static func diffs(_ plan: ModuleUpdate.ModulePlan, display: (String) -> String) -> String {
    var text = ""
    for file in plan.files {
      text += UnifiedDiff.make(path: display(file.path), old: file.before, new: file.after)
    }
    text += UnifiedDiff.make(path: display(plan.manifest.path), old: plan.manifestBefore, new: plan.manifestAfter)
    return text
  }

  /// `Order: 2 replaced, 1 merged, 1 created` — the counts of the changes that write something.
  static func summary(_ plan: ModuleUpdate.ModulePlan) -> String {
    var counts: [(String, Int)] = [
      ("replaced", 0), ("merged", 0), ("written with conflict markers", 0), ("created", 0), ("restored", 0),
      ("removed", 0), ("kept with your edits", 0), ("left deleted", 0),
    ]
    func add(_ name: String) { if let index = counts.firstIndex(where: { $0.0 == name }) { counts[index].1 += 1 } }
    for file in plan.files {
      switch file.change {
      case .replaced: add("replaced")
      case .merged: add("merged")
      case .conflicted: add("written with conflict markers")
      case .created: add("created")
      case .restored: add("restored")
      case .removed: add("removed")
      case .keptEdits, .keptNoLongerGenerated: add("kept with your edits")
      case .staysDeleted: add("left deleted")
      case .unchanged, .blocked: continue
      }
    }
    let parts = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
    return parts.isEmpty ? "nothing to change" : parts.joined(separator: ", ")
  }

  static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

  private static func line(_ word: String, _ path: String, _ note: String?) -> String {
    word.padding(toLength: 10, withPad: " ", startingAt: 0) + path + (note.map { " (\($0))" } ?? "") + "\n"
  }

  private static func hunk(_ marker: String, _ lines: [String]) -> String {
    "    \(marker)\n" + lines.map { "    " + ($0.last?.isNewline == true ? String($0.dropLast()) : $0) + "\n" }.joined()
  }

  /// The word for what happens to a whole file given its text before and after.
  private static func action(before: String?, after: String?) -> String? {
    switch (before, after) {
    case (nil, nil): return nil
    case (nil, _?): return "create"
    case (_?, nil): return "remove"
    case (let before?, let after?): return before.utf8.elementsEqual(after.utf8) ? nil : "update"
    }
  }
}
