/// Byte-level edits of a `project.xcproj`: insertions from `XcprojIntegrator`, and the removal of a module's
/// files (with the groups left holding nothing), each undoing exactly what the other does.
enum XcprojText {
  /// Spaces before the first non-blank byte of the line holding `offset`.
  static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
    return end - start
  }

  /// An object or list printed over several lines.
  static func isMultiline(_ node: JSONNode, in bytes: [UInt8]) -> Bool {
    (node.members != nil || node.elements != nil) && bytes[node.span].contains(UInt8(ascii: "\n"))
  }

  /// `bytes` with each text inserted at its offset (offsets into the original).
  static func apply(_ insertions: [(offset: Int, text: String)], to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
    var cursor = 0
    for insertion in insertions.sorted(by: { $0.offset < $1.offset }) {
      result.append(contentsOf: bytes[cursor..<insertion.offset])
      result.append(contentsOf: insertion.text.utf8)
      cursor = insertion.offset
    }
    result.append(contentsOf: bytes[cursor...])
    return result
  }

  /// The bytes an element of a list takes with its separator: its own line (`  {…},\n`), or its share of a
  /// `}, {` join, so that what is left reads as Xcode prints the remaining list. Nil when the element is
  /// not followed by the comma Xcode writes.
  static func removalRange(of element: JSONNode, in bytes: [UInt8]) -> Range<Int>? {
    let start = element.span.lowerBound
    let end = element.span.upperBound
    guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: ",") else { return nil }
    if start >= 2, bytes[start - 1] == UInt8(ascii: " "), bytes[start - 2] == UInt8(ascii: ",") {
      return (start - 1)..<(end + 1)
    }
    var lineStart = start
    while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") { lineStart -= 1 }
    guard lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") else { return nil }
    switch bytes[end + 1] {
    case UInt8(ascii: "\n"): return lineStart..<(end + 2)
    case UInt8(ascii: " "): return start..<(end + 2)
    default: return nil
    }
  }

  /// `project` without the file references standing for `files` (paths relative to the project's folder),
  /// nor the groups that held nothing else; nil when none of them is in the project.
  static func removing(_ files: Set<String>, from project: XcprojProject) throws(XcodeProjectError) -> [UInt8]? {
    let references = project.references
    var removed = Array(repeating: false, count: references.count)
    for (index, reference) in references.enumerated()
    where reference.kind == "file-reference" && reference.path.map(files.contains) == true {
      removed[index] = true
    }
    guard removed.contains(true) else { return nil }
    // A group goes when everything in it goes; children come after their group, so walk backwards.
    var remaining = Array(repeating: 0, count: references.count)
    for reference in references { if let parent = reference.parent { remaining[parent] += 1 } }
    for index in references.indices.reversed() {
      // A variant group whose languages all go goes too; one holding a language the team added stays.
      if ["group", "variant-group"].contains(references[index].kind), remaining[index] > 0, !removed[index] {
        removed[index] = references.indices.filter { references[$0].parent == index }.allSatisfy { removed[$0] }
      }
    }
    var ranges: [Range<Int>] = []
    for index in references.indices where removed[index] {
      if let parent = references[index].parent, removed[parent] { continue }
      guard let range = removalRange(of: references[index].node, in: project.bytes) else {
        throw .unsupported(
          project.location(references[index].node),
          "the list is not laid out as Xcode writes it; open and save the project in Xcode first")
      }
      ranges.append(range)
    }
    return remove(ranges, from: project.bytes)
  }

  /// `bytes` without `ranges`; ranges that touch are one, and a line they leave blank goes too.
  static func remove(_ ranges: [Range<Int>], from bytes: [UInt8]) -> [UInt8] {
    var merged: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    var result: [UInt8] = []
    var cursor = 0
    for var range in merged {
      var lineStart = range.lowerBound
      while lineStart > cursor, bytes[lineStart - 1] == UInt8(ascii: " ") { lineStart -= 1 }
      if lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n"), range.upperBound < bytes.count,
        bytes[range.upperBound] == UInt8(ascii: "\n")
      {
        range = lineStart..<(range.upperBound + 1)
      }
      result.append(contentsOf: bytes[cursor..<range.lowerBound])
      cursor = range.upperBound
    }
    result.append(contentsOf: bytes[cursor...])
    return result
  }
}
