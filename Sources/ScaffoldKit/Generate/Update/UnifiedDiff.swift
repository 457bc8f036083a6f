/// A unified diff (`diff -u` / `git diff` layout) between two texts, for showing what an update would do.
package enum UnifiedDiff {
  /// The diff of `old` → `new` labelled `a/<path>` and `b/<path>` (`/dev/null` for a missing side), with
  /// `context` unchanged lines around each change; empty when the texts are equal.
  package static func make(path: String, old: String?, new: String?, context: Int = 3) -> String {
    guard !LineDiff.same(old, new) else { return "" }
    let oldLines = LineDiff.lines(old ?? "")
    let newLines = LineDiff.lines(new ?? "")
    let hunks = LineDiff.hunks(oldLines, newLines)
    var text = "--- " + (old == nil ? "/dev/null" : "a/" + path) + "\n"
    text += "+++ " + (new == nil ? "/dev/null" : "b/" + path) + "\n"
    var index = 0
    while index < hunks.count {
      // Hunks closer than twice the context share one block.
      var last = index
      while last + 1 < hunks.count, hunks[last + 1].oldStart - hunks[last].oldEnd <= 2 * context { last += 1 }
      let first = hunks[index]
      let oldStart = max(first.oldStart - context, 0)
      let newStart = max(first.newStart - context, 0)
      let oldEnd = min(hunks[last].oldEnd + context, oldLines.count)
      let newEnd = min(hunks[last].newEnd + context, newLines.count)
      text += "@@ -\(range(oldStart, oldEnd - oldStart)) +\(range(newStart, newEnd - newStart)) @@\n"
      var cursor = oldStart
      for hunk in hunks[index...last] {
        for line in oldLines[cursor..<hunk.oldStart] { text += diffLine(" ", line) }
        for line in oldLines[hunk.oldStart..<hunk.oldEnd] { text += diffLine("-", line) }
        for line in newLines[hunk.newStart..<hunk.newEnd] { text += diffLine("+", line) }
        cursor = hunk.oldEnd
      }
      for line in oldLines[cursor..<oldEnd] { text += diffLine(" ", line) }
      index = last + 1
    }
    return text
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    // An empty range names the line before it, as diff does.
    let first = count == 0 ? start : start + 1
    return count == 1 ? "\(first)" : "\(first),\(count)"
  }

  private static func diffLine(_ prefix: String, _ line: Substring) -> String {
    LineDiff.endsWithNewline(line) ? prefix + line : prefix + line + "\n\\ No newline at end of file\n"
  }
}
