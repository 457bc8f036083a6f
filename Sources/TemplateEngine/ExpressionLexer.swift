/// A token inside a `{{ }}` or `{% %}` tag.
struct ExpressionToken: Sendable {
  enum Kind: Sendable, Equatable {
    /// A name or a dotted path (`order.items.0`); also keywords such as `in`, `and`, `not`.
    case path
    case string(String)
    case number(TemplateValue)
    case pipe
    case colon
    case comma
    /// `==`, `!=`, `<`, `<=`, `>`, `>=`.
    case comparison(String)
    /// A single `=`: an include's parameter (`name=value`); anywhere else a mistyped `==`.
    case assign
    /// `~`, joining texts (`"Stub" ~ module.name`).
    case tilde
    /// `[` and `]` around a list literal.
    case openBracket
    case closeBracket
  }

  var kind: Kind
  /// Byte offset in the template source.
  var offset: Int
  /// The token as written.
  var text: String

  func isWord(_ word: String) -> Bool { kind == .path && text == word }
}

/// Splits a tag's content into expression tokens, keeping each token's source offset.
struct ExpressionLexer {
  let source: SourceText

  func tokenize(_ range: Range<Int>) throws(TemplateError) -> [ExpressionToken] {
    let bytes = source.bytes
    var tokens: [ExpressionToken] = []
    var index = range.lowerBound
    let end = range.upperBound
    while index < end {
      let byte = bytes[index]
      let start = index
      func add(_ kind: ExpressionToken.Kind, length: Int) {
        tokens.append(ExpressionToken(kind: kind, offset: start, text: source.string(start..<(start + length))))
        index = start + length
      }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "|"): add(.pipe, length: 1)
      case UInt8(ascii: ":"): add(.colon, length: 1)
      case UInt8(ascii: ","): add(.comma, length: 1)
      case UInt8(ascii: "~"): add(.tilde, length: 1)
      case UInt8(ascii: "["): add(.openBracket, length: 1)
      case UInt8(ascii: "]"): add(.closeBracket, length: 1)
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        let (value, length) = try stringLiteral(at: start, end: end)
        add(.string(value), length: length)
      case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
        let followedByEquals = index + 1 < end && bytes[index + 1] == UInt8(ascii: "=")
        if followedByEquals {
          add(.comparison(source.string(start..<(start + 2))), length: 2)
        } else if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
          add(.comparison(source.string(start..<(start + 1))), length: 1)
        } else if byte == UInt8(ascii: "=") {
          add(.assign, length: 1)
        } else {
          throw source.error(at: start, "unexpected '!' (use 'not' or '!=')")
        }
      default:
        if Self.isDigit(byte) || (byte == UInt8(ascii: "-") && index + 1 < end && Self.isDigit(bytes[index + 1])) {
          let (value, length) = numberLiteral(at: start, end: end)
          add(.number(value), length: length)
        } else if Self.isIdentifierStart(byte) {
          var cursor = index + 1
          while cursor < end, Self.isIdentifierByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
          }
          let text = source.string(start..<cursor)
          if text.hasSuffix(".") || text.contains("..") {
            throw source.error(at: start, "invalid variable name '\(text)'")
          }
          add(.path, length: cursor - start)
        } else {
          // Bytes of non-ASCII characters start identifiers, so this is a single ASCII character.
          throw source.error(at: start, "unexpected character '\(source.string(start..<(start + 1)))'")
        }
      }
    }
    return tokens
  }

  /// Decodes a quoted string. A backslash escapes the next character (`\"`, `\'`, `\\`); `\n` and
  /// `\t` stand for a line break and a tab.
  private func stringLiteral(at start: Int, end: Int) throws(TemplateError) -> (String, Int) {
    let bytes = source.bytes
    let quote = bytes[start]
    var value: [UInt8] = []
    var index = start + 1
    while index < end {
      let byte = bytes[index]
      if byte == quote { return (String(decoding: value, as: UTF8.self), index + 1 - start) }
      if byte == UInt8(ascii: "\\"), index + 1 < end {
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
        default: value.append(next)
        }
        index += 2
        continue
      }
      value.append(byte)
      index += 1
    }
    throw source.error(at: start, "unterminated string literal")
  }

  private func numberLiteral(at start: Int, end: Int) -> (TemplateValue, Int) {
    let bytes = source.bytes
    var index = start + 1
    while index < end, Self.isDigit(bytes[index]) { index += 1 }
    var isDouble = false
    if index + 1 < end, bytes[index] == UInt8(ascii: "."), Self.isDigit(bytes[index + 1]) {
      isDouble = true
      index += 1
      while index < end, Self.isDigit(bytes[index]) { index += 1 }
    }
    let text = source.string(start..<index)
    if !isDouble, let integer = Int(text) { return (.int(integer), index - start) }
    return (.double(Double(text) ?? 0), index - start)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
