/// Byte and scalar classification for the lexer, after the Swift reference's lexical structure.
enum CharacterClasses {
  /// `A-Z a-z _`.
  @inline(__always)
  static func isASCIIIdentifierStart(_ c: UInt8) -> Bool {
    (c &- 0x61) < 26 || (c &- 0x41) < 26 || c == 0x5F
  }

  /// `A-Z a-z 0-9 _ $` (the compiler accepts `$` inside identifiers).
  @inline(__always)
  static func isASCIIIdentifierContinue(_ c: UInt8) -> Bool {
    (c &- 0x61) < 26 || (c &- 0x41) < 26 || (c &- 0x30) < 10 || c == 0x5F || c == 0x24
  }

  @inline(__always)
  static func isDigit(_ c: UInt8) -> Bool { (c &- 0x30) < 10 }

  @inline(__always)
  static func isHexDigit(_ c: UInt8) -> Bool { (c &- 0x30) < 10 || ((c | 0x20) &- 0x61) < 6 }

  /// `/ = - + ! * % < > & | ^ ~ ?`.
  @inline(__always)
  static func isASCIIOperator(_ c: UInt8) -> Bool {
    switch c {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
    default: false
    }
  }

  /// Characters after which an operator is not left-bound, and before which it is not right-bound.
  @inline(__always)
  static func isOperatorBoundary(_ c: UInt8) -> Bool {
    switch c {
    case 0x20, 0x09, 0x0A, 0x0D, 0x00, 0x0B, 0x0C: true
    default: false
    }
  }

  /// Decodes the UTF-8 scalar at `i`; nil for malformed or truncated sequences, overlongs and surrogates.
  static func decodeScalar(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> (scalar: UInt32, length: Int)? {
    let b0 = UInt32(p[i])
    if b0 < 0x80 { return (b0, 1) }
    @inline(__always) func cont(_ k: Int) -> UInt32? {
      guard i + k < end else { return nil }
      let b = UInt32(p[i + k])
      return b & 0xC0 == 0x80 ? b & 0x3F : nil
    }
    if b0 & 0xE0 == 0xC0 {
      guard let b1 = cont(1) else { return nil }
      let s = (b0 & 0x1F) << 6 | b1
      return s >= 0x80 ? (s, 2) : nil
    }
    if b0 & 0xF0 == 0xE0 {
      guard let b1 = cont(1), let b2 = cont(2) else { return nil }
      let s = (b0 & 0x0F) << 12 | b1 << 6 | b2
      return s >= 0x800 && !(0xD800...0xDFFF).contains(s) ? (s, 3) : nil
    }
    if b0 & 0xF8 == 0xF0 {
      guard let b1 = cont(1), let b2 = cont(2), let b3 = cont(3) else { return nil }
      let s = (b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3
      return s >= 0x10000 && s <= 0x10FFFF ? (s, 4) : nil
    }
    return nil
  }

  /// Non-ASCII scalars that may start an operator (Swift reference, "Operators").
  static func isUnicodeOperatorHead(_ s: UInt32) -> Bool {
    switch s {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      true
    default: false
    }
  }

  /// Combining marks that may continue an operator (and an identifier).
  static func isCombiningMark(_ s: UInt32) -> Bool {
    switch s {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
      true
    default: false
    }
  }

  /// Non-ASCII scalars that may start an identifier (Swift reference, "Identifiers").
  static func isUnicodeIdentifierHead(_ s: UInt32) -> Bool {
    switch s {
    case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
      0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
      0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x20CF,
      0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
      0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
      0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD,
      0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
      0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
      0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD:
      !isUnicodeOperatorHead(s)
    default: false
    }
  }

  static func isUnicodeIdentifierContinue(_ s: UInt32) -> Bool {
    isUnicodeIdentifierHead(s) || isCombiningMark(s)
  }

  /// True for the words the compiler's lexer always classifies as keywords; contextual keywords are
  /// identifiers there and here.
  static func isReservedKeyword(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
    guard length >= 2, length <= 15 else { return false }
    for word in reservedKeywords[length] where matches(p, start, length, word) {
      return true
    }
    return false
  }

  @inline(__always)
  static func matches(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ word: StaticString) -> Bool {
    guard word.utf8CodeUnitCount == length else { return false }
    let w = word.utf8Start
    var k = 0
    while k < length {
      if p[start + k] != w[k] { return false }
      k += 1
    }
    return true
  }

  /// Reserved keywords grouped by length.
  static let reservedKeywords: [[StaticString]] = {
    let all: [StaticString] = [
      "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
      "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
      "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
      "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
      "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
      "var", "where", "while",
    ]
    var byLength = [[StaticString]](repeating: [], count: 16)
    for word in all { byLength[word.utf8CodeUnitCount].append(word) }
    return byLength
  }()
}
