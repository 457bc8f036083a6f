/// A line-based three-way merge with `diff3` semantics, matching `git merge-file --diff3`: the changes
/// from base to each side are applied together; where both sides change the same or touching lines
/// differently, that region is a conflict. Identical changes on both sides merge cleanly.
package enum ThreeWayMerge {
  /// The labels of a conflict's sides, printed after the markers.
  package struct Labels: Sendable, Equatable {
    package var current: String
    package var base: String
    package var other: String
  }

  /// Where both sides changed the same lines differently. Line numbers are 1-based; a count of 0 means
  /// the side inserted nothing there (the line number is then where it would go).
  package struct Conflict: Sendable, Equatable {
    package var baseLine: Int
    package var baseLines: [String]
    package var currentLine: Int
    package var currentLines: [String]
    package var otherLine: Int
    package var otherLines: [String]
    /// The first line of the conflict in the merged text written with markers (its `<<<<<<<` line).
    package var mergedLine: Int
  }

  package struct Result: Sendable, Equatable {
    /// The merged text, with conflict markers (diff3 style, base section included) where there are conflicts.
    package var text: String
    package var conflicts: [Conflict]
    package var isClean: Bool { conflicts.isEmpty }
  }

  /// Merges the changes `base → current` and `base → other`.
  package static func merge(base: String, current: String, other: String, labels: Labels) -> Result {
    let baseLines = LineDiff.lines(base)
    let currentLines = LineDiff.lines(current)
    let otherLines = LineDiff.lines(other)
    let ours = LineDiff.hunks(baseLines, currentLines)
    let theirs = LineDiff.hunks(baseLines, otherLines)
    var output = ""
    var conflicts: [Conflict] = []
    var outputLineCount = 0
    func emit(_ lines: ArraySlice<Substring>) {
      for line in lines { output += line }
      outputLineCount += lines.count
    }
    var position = 0  // next base line not yet copied
    var i = 0
    var j = 0
    // Offsets (side index - base index) after the hunks consumed so far.
    var currentDelta = 0
    var otherDelta = 0
    while i < ours.count || j < theirs.count {
      // The region starts at the earliest hunk and absorbs every hunk that overlaps or touches it.
      var regionStart = Int.max
      if i < ours.count { regionStart = min(regionStart, ours[i].oldStart) }
      if j < theirs.count { regionStart = min(regionStart, theirs[j].oldStart) }
      var regionEnd = regionStart
      let firstOurs = i
      let firstTheirs = j
      var grew = true
      while grew {
        grew = false
        if i < ours.count, ours[i].oldStart <= regionEnd {
          regionEnd = max(regionEnd, ours[i].oldEnd)
          i += 1
          grew = true
        }
        if j < theirs.count, theirs[j].oldStart <= regionEnd {
          regionEnd = max(regionEnd, theirs[j].oldEnd)
          j += 1
          grew = true
        }
      }
      emit(baseLines[position..<regionStart])
      position = regionEnd
      let currentRange = sideRange(
        ours[firstOurs..<i], regionStart: regionStart, regionEnd: regionEnd, delta: &currentDelta)
      let otherRange = sideRange(
        theirs[firstTheirs..<j], regionStart: regionStart, regionEnd: regionEnd, delta: &otherDelta)
      let currentPart = currentLines[currentRange]
      let otherPart = otherLines[otherRange]
      if i == firstOurs {
        emit(otherPart)
      } else if j == firstTheirs || currentPart.elementsEqual(otherPart, by: { $0.utf8.elementsEqual($1.utf8) }) {
        emit(currentPart)
      } else {
        let crlf =
          endsInCRLF(currentLines, at: currentRange.lowerBound - 1) != false
          && endsInCRLF(otherLines, at: otherRange.lowerBound - 1) != false
          && endsInCRLF(baseLines, at: 0) != false
        let newline = crlf ? "\r\n" : "\n"
        conflicts.append(
          Conflict(
            baseLine: regionStart + 1, baseLines: baseLines[regionStart..<regionEnd].map(String.init),
            currentLine: currentRange.lowerBound + 1, currentLines: currentPart.map(String.init),
            otherLine: otherRange.lowerBound + 1, otherLines: otherPart.map(String.init),
            mergedLine: outputLineCount + 1))
        func section(_ marker: String, _ label: String, _ lines: ArraySlice<Substring>) {
          output += marker + (label.isEmpty ? "" : " " + label) + newline
          outputLineCount += 1
          emit(lines)
          if let last = lines.last, !LineDiff.endsWithNewline(last) { output += newline }
        }
        section("<<<<<<<", labels.current, currentPart)
        section("|||||||", labels.base, baseLines[regionStart..<regionEnd])
        section("=======", "", otherPart)
        output += ">>>>>>>" + (labels.other.isEmpty ? "" : " " + labels.other) + newline
        outputLineCount += 1
      }
    }
    emit(baseLines[position...])
    return Result(text: output, conflicts: conflicts)
  }

  /// The lines of one side that stand for `base[regionStart..<regionEnd]`, given that side's hunks inside
  /// the region; `delta` (side index minus base index) is carried past the region.
  private static func sideRange(
    _ hunks: ArraySlice<LineDiff.Hunk>, regionStart: Int, regionEnd: Int, delta: inout Int
  ) -> Range<Int> {
    let start = regionStart + delta
    for hunk in hunks { delta += hunk.newCount - hunk.oldCount }
    return start..<(regionEnd + delta)
  }

  /// Whether line `index` of `lines` ends in CRLF, judged like git: the last line without a terminator
  /// takes the line before it; nil when it cannot be told (an empty file, a single unterminated line).
  private static func endsInCRLF(_ lines: [Substring], at index: Int) -> Bool? {
    let index = max(index, 0)
    func crlf(_ line: Substring) -> Bool { line.utf8.count > 1 && line.utf8.dropLast().last == UInt8(ascii: "\r") }
    if index < lines.count - 1 { return crlf(lines[index]) }
    guard !lines.isEmpty else { return nil }
    if LineDiff.endsWithNewline(lines[index]) { return crlf(lines[index]) }
    if index == 0 { return nil }
    return crlf(lines[index - 1])
  }
}
