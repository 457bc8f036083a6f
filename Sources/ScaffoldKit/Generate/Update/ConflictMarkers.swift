/// A conflict left in a module's file: the lines from its `<<<<<<<` marker to its `>>>>>>>` marker
/// (one line for a marker standing alone).
package struct UnresolvedConflict: Sendable, Equatable {
  /// Relative to the output directory.
  package var path: String
  /// The first marker's line, from 1.
  package var line: Int
  /// The last marker's line.
  package var endLine: Int
}

/// Finds the conflict markers that `update --conflict markers`, `git merge` or `git merge-file` leave in a
/// file: lines that are `<<<<<<<`, `|||||||`, `=======` or `>>>>>>>`, alone or followed by a space and a label.
enum ConflictMarkers {
  /// The line ranges (from 1) of the conflicts in `text`: each `<<<<<<<` up to the next `>>>>>>>`, and each
  /// marker outside such a pair on its own. A lone `=======` in a Markdown file is a heading underline, not
  /// a marker.
  static func regions(in text: String, path: String) -> [ClosedRange<Int>] {
    var regions: [ClosedRange<Int>] = []
    var open: Int?
    var number = 0
    for line in LineDiff.lines(text) {
      number += 1
      guard let marker = marker(line) else { continue }
      switch marker {
      case "<":
        if let start = open { regions.append(start...start) }
        open = number
      case ">":
        regions.append((open ?? number)...number)
        open = nil
      default:
        if open == nil && !(marker == "=" && path.hasSuffix(".md")) { regions.append(number...number) }
      }
    }
    if let start = open { regions.append(start...start) }
    return regions
  }

  /// The marker character when `line` is a conflict marker line.
  private static func marker(_ line: Substring) -> Character? {
    var body = line
    while let last = body.last, last.isNewline { body = body.dropLast() }
    guard let first = body.first, "<|=>".contains(first) else { return nil }
    let run = body.prefix(7)
    guard run.count == 7, run.allSatisfy({ $0 == first }) else { return nil }
    let rest = body.dropFirst(7)
    if first == "=" { return rest.isEmpty ? first : nil }
    return rest.isEmpty || rest.first == " " ? first : nil
  }
}
