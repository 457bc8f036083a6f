/// Line-based differences between two texts, as `diff` and `git` compute them: Myers' shortest edit script,
/// then each run of changed lines slid as far down as it can go (git's compaction without the indent
/// heuristic), so an ambiguous insertion lands where `git merge-file` puts it.
///
/// A line keeps its terminator (`"\n"`, `"\r\n"`, or none for a last line without one), so CRLF files
/// and a missing final newline survive byte for byte, and a changed line ending is a changed line.
enum LineDiff {
  /// A run of lines that differ: `old[oldStart..<oldStart+oldCount]` became `new[newStart..<newStart+newCount]`.
  struct Hunk: Equatable, Sendable {
    var oldStart: Int
    var oldCount: Int
    var newStart: Int
    var newCount: Int

    var oldEnd: Int { oldStart + oldCount }
    var newEnd: Int { newStart + newCount }
  }

  /// `text` split after each `"\n"`; the last line may lack one. The empty text has no lines.
  /// (Check a line's ending with `endsWithNewline`: `"\r\n"` is one Character, so `hasSuffix("\n")` misses it.)
  static func lines(_ text: String) -> [Substring] {
    var result: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    let utf8 = text.utf8
    while index < text.endIndex {
      let next = utf8.index(after: index)
      if utf8[index] == UInt8(ascii: "\n") {
        result.append(text[start..<next])
        start = next
      }
      index = next
    }
    if start < text.endIndex { result.append(text[start...]) }
    return result
  }

  static func endsWithNewline(_ line: Substring) -> Bool { line.utf8.last == UInt8(ascii: "\n") }

  /// Whether two texts are the same bytes (String `==` treats Unicode-equivalent spellings as equal).
  static func same(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return a.utf8.elementsEqual(b.utf8)
    default: return false
    }
  }

  /// The hunks that turn `old` into `new`, in order, separated by at least one unchanged line.
  static func hunks(_ old: [Substring], _ new: [Substring]) -> [Hunk] {
    // Lines are compared as bytes (not as Unicode-equivalent strings), numbered so equal lines share a number.
    var ids: [[UInt8]: Int] = [:]
    func number(_ line: Substring) -> Int {
      let bytes = Array(line.utf8)
      if let id = ids[bytes] { return id }
      ids[bytes] = ids.count
      return ids.count - 1
    }
    let old = old.map(number)
    let new = new.map(number)
    var changedOld = [Bool](repeating: false, count: old.count)
    var changedNew = [Bool](repeating: false, count: new.count)
    markChanges(old, new, &changedOld, &changedNew)
    compact(old, &changedOld, other: changedNew)
    compact(new, &changedNew, other: changedOld)
    var result: [Hunk] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, !changedOld[i], !changedNew[j] {
        i += 1
        j += 1
        continue
      }
      let hunk = (i, j)
      while i < old.count && changedOld[i] { i += 1 }
      while j < new.count && changedNew[j] { j += 1 }
      result.append(Hunk(oldStart: hunk.0, oldCount: i - hunk.0, newStart: hunk.1, newCount: j - hunk.1))
    }
    return result
  }

  /// Marks the lines outside a longest common subsequence (Myers' greedy O(ND) search, backtracked).
  private static func markChanges(_ a: [Int], _ b: [Int], _ changedOld: inout [Bool], _ changedNew: inout [Bool]) {
    let n = a.count
    let m = b.count
    let max = n + m
    if max == 0 { return }
    let offset = max + 1
    var v = [Int](repeating: 0, count: 2 * max + 3)
    var trace: [[Int]] = []
    var found = false
    for d in 0...max {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          found = true
          break
        }
      }
      if found { break }
    }
    // Walk back from (n, m) through the saved frontiers.
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let frontier = trace[d]
      let k = x - y
      let previousK: Int
      if d == 0 {
        while x > 0 && y > 0 {
          x -= 1
          y -= 1
        }
        break
      }
      if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = frontier[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
      }
      if previousK == k + 1 {
        changedNew[previousY] = true  // an insertion of new[previousY]
      } else {
        changedOld[previousX] = true  // a deletion of old[previousX]
      }
      x = previousX
      y = previousY
    }
  }

  /// Slides each group of changed lines in `lines` up as far as it goes, then down as far as it goes,
  /// and back up to line up with a change in the other file if it passed one (git's `xdl_change_compact`).
  private static func compact(_ lines: [Int], _ changed: inout [Bool], other: [Bool]) {
    let count = lines.count
    // Maps each unchanged line of this file to its partner's index in the other file.
    func otherGroupEnd(forUnchangedBefore index: Int) -> Int {
      // Number of unchanged lines before `index` equals the same count in the other file.
      var unchanged = 0
      for i in 0..<index where !changed[i] { unchanged += 1 }
      var j = 0
      var seen = 0
      while j < other.count {
        if !other[j] {
          if seen == unchanged { return j }
          seen += 1
        }
        j += 1
      }
      return other.count
    }
    var start = 0
    while start < count {
      if !changed[start] {
        start += 1
        continue
      }
      var end = start
      while end < count && changed[end] { end += 1 }
      var size: Int
      var endMatchingOther = -1
      var earliestEnd: Int
      repeat {
        size = end - start
        while start > 0 && lines[start - 1] == lines[end - 1] {
          start -= 1
          end -= 1
          changed[start] = true
          changed[end] = false
          while start > 0 && changed[start - 1] { start -= 1 }
        }
        earliestEnd = end
        if hasOtherChange(at: end, changed: changed, other: other, otherGroupEnd: otherGroupEnd) {
          endMatchingOther = end
        }
        while end < count && lines[start] == lines[end] {
          changed[start] = false
          changed[end] = true
          start += 1
          end += 1
          while end < count && changed[end] { end += 1 }
          if hasOtherChange(at: end, changed: changed, other: other, otherGroupEnd: otherGroupEnd) {
            endMatchingOther = end
          }
        }
      } while size != end - start
      if end != earliestEnd, endMatchingOther != -1 {
        while end > endMatchingOther {
          start -= 1
          end -= 1
          changed[start] = true
          changed[end] = false
        }
      }
      start = end
    }
  }

  /// Whether the other file has changed lines aligned with the position just after a group ending at `end`.
  private static func hasOtherChange(
    at end: Int, changed: [Bool], other: [Bool], otherGroupEnd: (Int) -> Int
  ) -> Bool {
    // The group [.., end) sits between unchanged lines; the other file's changes at the same place are
    // the changed lines just before the partner of the next unchanged line.
    let partner = otherGroupEnd(end)
    return partner > 0 && other[partner - 1]
  }
}
