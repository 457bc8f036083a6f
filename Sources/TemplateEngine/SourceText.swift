/// A template's UTF-8 bytes with a table of line starts, turning byte offsets into located errors.
struct SourceText: Sendable {
  let name: String
  let bytes: [UInt8]
  private let lineStarts: [Int]

  init(_ text: String, name: String) {
    self.name = name
    bytes = Array(text.utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    lineStarts = starts
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The 0-based index of the line holding `offset`.
  private func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  func position(of offset: Int) -> (line: Int, column: Int) {
    let index = lineIndex(of: offset)
    return (index + 1, offset - lineStarts[index] + 1)
  }

  func lineText(containing offset: Int) -> String {
    let index = lineIndex(of: offset)
    var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
    if end > lineStarts[index], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return string(lineStarts[index]..<max(lineStarts[index], end))
  }

  func error(at offset: Int, _ message: String) -> TemplateError {
    let (line, column) = position(of: offset)
    return TemplateError(
      templateName: name, line: line, column: column, message: message, sourceLine: lineText(containing: offset))
  }

  func includeSite(at offset: Int, note: String = "included from here") -> TemplateError.IncludeSite {
    let (line, column) = position(of: offset)
    return TemplateError.IncludeSite(
      templateName: name, line: line, column: column, sourceLine: lineText(containing: offset), note: note)
  }
}
