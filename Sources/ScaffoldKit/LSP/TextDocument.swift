/// How the client counts characters in a line: LSP's default UTF-16 code units, or UTF-8 bytes (our own
/// columns) when the client offers them.
enum PositionEncoding: String {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
}

/// An editor buffer: its text as the client last sent it, with line offsets for position conversion.
struct TextDocument {
  var uri: String
  /// The display path (relative to the workspace root), the one diagnostics carry.
  var path: String
  var version: Int?
  private(set) var bytes: [UInt8]
  /// Byte offset of each line's first byte.
  private var lineStarts: [Int] = [0]

  init(uri: String, path: String, version: Int?, text: String) {
    self.uri = uri
    self.path = path
    self.version = version
    self.bytes = Array(text.utf8)
    indexLines()
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  private mutating func indexLines() {
    lineStarts = [0] + Self.lineStarts(in: bytes[...], from: 0)
  }

  /// The offset after each line feed of `slice`, plus `base`.
  private static func lineStarts(in slice: ArraySlice<UInt8>, from base: Int) -> [Int] {
    slice.withUnsafeBufferPointer { buffer in
      var starts: [Int] = []
      for offset in 0..<buffer.count where buffer[offset] == 10 { starts.append(base + offset + 1) }
      return starts
    }
  }

  /// The index in `lineStarts` of the first line starting after byte `offset`.
  private func firstLine(startingAfter offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while low < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The bytes of a 1-based line, without its line break.
  func lineBytes(_ line: Int) -> ArraySlice<UInt8>? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == 13 { end -= 1 }
    return bytes[start..<end]
  }

  /// The text of a 1-based line, without its line break.
  func line(_ line: Int) -> String? {
    lineBytes(line).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The client's 0-based `line`/`character` as a source position (1-based, UTF-8 columns), clamped to the
  /// line's end; nil for a line outside the document or negative numbers.
  func sourcePosition(line: Int, character: Int, encoding: PositionEncoding) -> SourcePosition? {
    guard line >= 0, character >= 0, let text = lineBytes(line + 1) else { return nil }
    switch encoding {
    case .utf8:
      return SourcePosition(line: line + 1, column: min(character, text.count) + 1)
    case .utf16:
      var units = 0
      var column = 1
      for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
        if units >= character { break }
        units += UTF16.width(scalar)
        column += UTF8.width(scalar)
      }
      return SourcePosition(line: line + 1, column: column)
    }
  }

  /// A source position as the client's 0-based line and character.
  func lspPosition(_ position: SourcePosition, encoding: PositionEncoding) -> (line: Int, character: Int) {
    let line = max(position.line - 1, 0)
    guard let text = lineBytes(position.line) else { return (line, max(position.column - 1, 0)) }
    let prefix = text.prefix(max(position.column - 1, 0))
    switch encoding {
    case .utf8: return (line, prefix.count)
    case .utf16: return (line, String(decoding: prefix, as: UTF8.self).utf16.count)
    }
  }

  /// The byte offset of a client position, for applying an incremental change.
  private func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int? {
    guard line >= 0 else { return nil }
    if line >= lineStarts.count { return bytes.count }
    guard let position = sourcePosition(line: line, character: character, encoding: encoding) else { return nil }
    return lineStarts[line] + position.column - 1
  }

  /// Applies one `contentChanges` entry: the whole text, or a range replaced. False when the range is invalid.
  mutating func apply(
    text: String, range: (start: (Int, Int), end: (Int, Int))?, encoding: PositionEncoding
  ) -> Bool {
    guard let range else {
      bytes = Array(text.utf8)
      indexLines()
      return true
    }
    guard let start = offset(line: range.start.0, character: range.start.1, encoding: encoding),
      let end = offset(line: range.end.0, character: range.end.1, encoding: encoding), start <= end
    else { return false }
    // A keystroke's change: the line index is mended around it instead of being made again from every byte.
    let inserted = Array(text.utf8)
    bytes.replaceSubrange(start..<end, with: inserted)
    let first = firstLine(startingAfter: start)
    let after = firstLine(startingAfter: end)
    let added = Self.lineStarts(in: inserted[...], from: start)
    lineStarts.replaceSubrange(first..<after, with: added)
    let shift = inserted.count - (end - start)
    if shift != 0 {
      for index in (first + added.count)..<lineStarts.count { lineStarts[index] += shift }
    }
    return true
  }

  /// Converts the starts of findings, in ascending order, to the client's positions. In UTF-16 it counts on
  /// from the previous position of the same line instead of from the line's start, so the many findings of
  /// one long line cost the line's length once, not once each.
  struct PositionCursor {
    let encoding: PositionEncoding
    private var line = 0
    /// Bytes of `line` counted so far, and their UTF-16 code units.
    private var counted = 0
    private var units = 0

    init(encoding: PositionEncoding) {
      self.encoding = encoding
    }

    /// The client's 0-based line and character of the token at `position` and of its end, `length` bytes on
    /// (both within the line).
    mutating func range(
      at position: SourcePosition, length: Int, in document: TextDocument
    ) -> (start: (line: Int, character: Int), end: (line: Int, character: Int)) {
      guard let text = document.lineBytes(position.line) else {
        let start = document.lspPosition(position, encoding: encoding)
        return (start, (start.line, start.character + length))
      }
      let column = min(max(position.column - 1, 0), text.count)
      let end = min(column + max(length, 0), text.count)
      let startIndex = text.startIndex
      switch encoding {
      case .utf8:
        return ((position.line - 1, column), (position.line - 1, end))
      case .utf16:
        if position.line != line || column < counted { (line, counted, units) = (position.line, 0, 0) }
        units += Self.utf16Count(text[(startIndex + counted)..<(startIndex + column)])
        counted = column
        let endUnits = units + Self.utf16Count(text[(startIndex + column)..<(startIndex + end)])
        return ((position.line - 1, units), (position.line - 1, endUnits))
      }
    }

    /// The UTF-16 code units of UTF-8 bytes: one per scalar, two for a scalar of four bytes.
    private static func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
      var count = 0
      for byte in bytes where byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
      return count
    }
  }
}
