extension GenerationPlan {
  /// One line per file: `create    Modules/Order/Model/Order.swift`, a conflict with its reason.
  package func describe(display: (Entry) -> String) -> String {
    entries.map { entry in
      var line = entry.action.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + display(entry)
      if entry.action == .conflict, let reason = entry.reason { line += " (\(reason))" }
      return line + "\n"
    }.joined()
  }

  /// `Would create 21 files, 0 unchanged` before writing (`future`), `Created 21 files, 0 unchanged` after.
  package func summary(future: Bool) -> String {
    func files(_ count: Int) -> String { "\(count) file\(count == 1 ? "" : "s")" }
    var parts = [(future ? "would create " : "created ") + files(count(.create))]
    if count(.overwrite) > 0 { parts.append((future ? "would overwrite " : "overwrote ") + files(count(.overwrite))) }
    if count(.update) > 0 { parts.append((future ? "would update " : "updated ") + files(count(.update))) }
    parts.append("\(count(.unchanged)) unchanged")
    let text = parts.joined(separator: ", ")
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// An entry's path relative to `directory` (the working directory).
  package func displayPath(_ entry: Entry, relativeTo directory: String) -> String {
    Paths.relative(Paths.join(root, entry.path), to: directory)
  }
}
