/// One piece of a template: literal text, or a `{{ }}`, `{% %}` or `{# #}` tag.
struct Token: Sendable {
  enum Kind: Sendable { case text, variable, block, comment }

  var kind: Kind
  /// The whole token in the source, delimiters included.
  var range: Range<Int>
  /// Between the delimiters and any `-` trim markers.
  var content: Range<Int>
  /// `{%-`: strip the whitespace (line breaks too) before the tag.
  var trimBefore = false
  /// `-%}`: strip the whitespace (line breaks too) after the tag.
  var trimAfter = false
  /// For a text token: the text to output, once standalone lines and trim markers are applied.
  var text = ""
  /// For a tag alone on its line: the indentation and line break removed with the line (a standalone
  /// include puts them back around each line of the partial).
  var standalone: StandaloneLine?
}

/// Splits a template into tokens, then removes the lines that hold only block tags or comments and
/// applies the `-` whitespace-control markers.
struct Lexer {
  private let source: SourceText
  private var bytes: [UInt8] { source.bytes }

  init(source: SourceText) {
    self.source = source
  }

  func tokenize() throws(TemplateError) -> [Token] {
    var tokens = try scan()
    removeStandaloneLines(&tokens)
    applyTrimMarkers(&tokens)
    return tokens
  }

  private func scan() throws(TemplateError) -> [Token] {
    var tokens: [Token] = []
    var textStart = 0
    var index = 0
    let count = bytes.count
    while index + 1 < count {
      guard bytes[index] == UInt8(ascii: "{"), let kind = Self.tagKind(bytes[index + 1]) else {
        index += 1
        continue
      }
      if textStart < index {
        tokens.append(Token(kind: .text, range: textStart..<index, content: textStart..<index))
      }
      let token = try scanTag(kind: kind, at: index)
      tokens.append(token)
      index = token.range.upperBound
      textStart = index
    }
    if textStart < count {
      tokens.append(Token(kind: .text, range: textStart..<count, content: textStart..<count))
    }
    return tokens
  }

  private static func tagKind(_ byte: UInt8) -> Token.Kind? {
    switch byte {
    case UInt8(ascii: "{"): .variable
    case UInt8(ascii: "%"): .block
    case UInt8(ascii: "#"): .comment
    default: nil
    }
  }

  private static func delimiters(_ kind: Token.Kind) -> (open: String, close: String) {
    switch kind {
    case .variable: ("{{", "}}")
    case .block: ("{%", "%}")
    case .comment, .text: ("{#", "#}")
    }
  }

  /// Scans one tag starting at `start` (its `{`). Quoted strings are skipped so that a filter
  /// argument may contain `}}` or `%}`; an opening delimiter before the close means this tag was
  /// never closed.
  private func scanTag(kind: Token.Kind, at start: Int) throws(TemplateError) -> Token {
    let closer = kind == .variable ? UInt8(ascii: "}") : (kind == .block ? UInt8(ascii: "%") : UInt8(ascii: "#"))
    let (open, close) = Self.delimiters(kind)
    let unclosed =
      kind == .comment
      ? "unclosed comment (missing '#}')" : "unclosed '\(open)' (missing '\(close)')"
    var index = start + 2
    var contentStart = index
    var trimBefore = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
      trimBefore = true
      contentStart += 1
      index += 1
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == closer, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") {
        var contentEnd = index
        var trimAfter = false
        if contentEnd > contentStart, bytes[contentEnd - 1] == UInt8(ascii: "-") {
          trimAfter = true
          contentEnd -= 1
        }
        return Token(
          kind: kind, range: start..<(index + 2), content: contentStart..<contentEnd,
          trimBefore: trimBefore, trimAfter: trimAfter)
      }
      if kind != .comment {
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          index = try skipString(at: index)
          continue
        }
        if byte == UInt8(ascii: "{"), index + 1 < bytes.count, Self.tagKind(bytes[index + 1]) != nil {
          throw source.error(at: start, unclosed)
        }
      }
      index += 1
    }
    throw source.error(at: start, unclosed)
  }

  /// Returns the offset after the string literal opening at `start`. Strings end at their line.
  private func skipString(at start: Int) throws(TemplateError) -> Int {
    let quote = bytes[start]
    var index = start + 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == quote { return index + 1 }
      index += 1
    }
    throw source.error(at: start, "unterminated string literal")
  }

  // MARK: - Standalone lines

  /// One source line's share of the tokens: the text pieces on it (without the line break) and the
  /// tags that start on it.
  private struct Line {
    var pieces: [(token: Int, range: Range<Int>)] = []
    var lineBreak: (token: Int, range: Range<Int>)?
    var tags: [Int] = []
    var hasVariable = false
    var blank = true
  }

  /// A line holding only block tags and comments (and whitespace) disappears entirely, line break
  /// included, so control flow does not leave blank lines in generated code.
  private func removeStandaloneLines(_ tokens: inout [Token]) {
    var drops = [[Range<Int>]](repeating: [], count: tokens.count)
    var line = Line()

    func finish(_ line: Line) {
      guard !line.tags.isEmpty, !line.hasVariable, line.blank else { return }
      for piece in line.pieces { drops[piece.token].append(piece.range) }
      if let lineBreak = line.lineBreak { drops[lineBreak.token].append(lineBreak.range) }
      var indent = ""
      if let first = line.pieces.first, first.token < line.tags[0] {
        indent = source.string(first.range)
        if indent.hasSuffix("\r") { indent.removeLast() }
      }
      var lineBreak = line.lineBreak.map { source.string($0.range) } ?? ""
      if let last = line.pieces.last, source.string(last.range).hasSuffix("\r"), !lineBreak.isEmpty {
        lineBreak = "\r\n"
      }
      for tag in line.tags { tokens[tag].standalone = StandaloneLine(indent: indent, lineBreak: lineBreak) }
    }

    for index in tokens.indices {
      let token = tokens[index]
      switch token.kind {
      case .variable:
        line.hasVariable = true
      case .block, .comment:
        line.tags.append(index)
      case .text:
        var start = token.range.lowerBound
        for offset in token.range where bytes[offset] == UInt8(ascii: "\n") {
          addPiece(to: &line, token: index, range: start..<offset)
          line.lineBreak = (index, offset..<(offset + 1))
          finish(line)
          line = Line()
          start = offset + 1
        }
        addPiece(to: &line, token: index, range: start..<token.range.upperBound)
      }
    }
    finish(line)

    for index in tokens.indices where tokens[index].kind == .text {
      var start = tokens[index].range.lowerBound
      var end = tokens[index].range.upperBound
      for drop in drops[index].sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if drop.lowerBound <= start {
          start = max(start, drop.upperBound)
        } else {
          end = min(end, drop.lowerBound)
        }
      }
      tokens[index].text = start < end ? source.string(start..<end) : ""
    }
  }

  private func addPiece(to line: inout Line, token: Int, range: Range<Int>) {
    guard !range.isEmpty else { return }
    line.pieces.append((token, range))
    for offset in range where !Self.isInlineSpace(bytes[offset]) {
      line.blank = false
      break
    }
  }

  private static func isInlineSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  private func applyTrimMarkers(_ tokens: inout [Token]) {
    for index in tokens.indices {
      if tokens[index].trimBefore, index > 0, tokens[index - 1].kind == .text {
        tokens[index - 1].text = String(tokens[index - 1].text.reversed().drop(while: \.isWhitespace).reversed())
      }
      if tokens[index].trimAfter, index + 1 < tokens.count, tokens[index + 1].kind == .text {
        tokens[index + 1].text = String(tokens[index + 1].text.drop(while: \.isWhitespace))
      }
    }
  }
}
