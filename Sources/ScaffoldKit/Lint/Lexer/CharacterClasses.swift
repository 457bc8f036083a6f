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
  /// identifiers there and here. The first eight bytes, read as a little-endian integer, pick the word
  /// (this runs for every word of every file, so it avoids strings and tables).
  static func isReservedKeyword(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
    guard length >= 2, length <= 15 else { return false }
    var key: UInt64 = 0
    var k = 0
    while k < min(length, 8) {
      key |= UInt64(p[start + k]) << (8 * UInt64(k))
      k += 1
    }
    switch length {
    case 2:
      // as, do, if, in, is
      switch key {
      case 0x7361, 0x6F64, 0x6669, 0x6E69, 0x7369: return true
      default: return false
      }
    case 3:
      // Any, for, let, nil, try, var
      switch key {
      case 0x796E41, 0x726F66, 0x74656C, 0x6C696E, 0x797274, 0x726176: return true
      default: return false
      }
    case 4:
      // case, else, enum, func, init, self, Self, true
      switch key {
      case 0x6573_6163, 0x6573_6C65, 0x6D75_6E65, 0x636E_7566, 0x7469_6E69, 0x666C_6573, 0x666C_6553, 0x6575_7274:
        return true
      default: return false
      }
    case 5:
      // break, catch, class, defer, false, guard, inout, super, throw, where, while
      switch key {
      case 0x6B_6165_7262, 0x68_6374_6163, 0x73_7361_6C63, 0x72_6566_6564, 0x65_736C_6166, 0x64_7261_7567,
        0x74_756F_6E69,
        0x72_6570_7573, 0x77_6F72_6874, 0x65_7265_6877, 0x65_6C69_6877:
        return true
      default: return false
      }
    case 6:
      // deinit, import, public, repeat, return, static, struct, switch, throws
      switch key {
      case 0x7469_6E69_6564, 0x7472_6F70_6D69, 0x6369_6C62_7570, 0x7461_6570_6572, 0x6E72_7574_6572, 0x6369_7461_7473,
        0x7463_7572_7473, 0x6863_7469_7773, 0x7377_6F72_6874:
        return true
      default: return false
      }
    case 7:
      // default, private
      switch key {
      case 0x74_6C75_6166_6564, 0x65_7461_7669_7270: return true
      default: return false
      }
    case 8:
      // continue, internal, operator, protocol, rethrows
      switch key {
      case 0x6575_6E69_746E_6F63, 0x6C61_6E72_6574_6E69, 0x726F_7461_7265_706F, 0x6C6F_636F_746F_7270,
        0x7377_6F72_6874_6572:
        return true
      default: return false
      }
    case 9:
      if key == 0x6F69_736E_6574_7865 && matches(p, start, length, "extension") { return true }
      if key == 0x7069_7263_7362_7573 && matches(p, start, length, "subscript") { return true }
      if key == 0x6169_6C61_6570_7974 && matches(p, start, length, "typealias") { return true }
      return false
    case 11:
      if key == 0x6F72_6874_6C6C_6166 && matches(p, start, length, "fallthrough") { return true }
      if key == 0x7669_7270_656C_6966 && matches(p, start, length, "fileprivate") { return true }
      return false
    case 14:
      if key == 0x7461_6963_6F73_7361 && matches(p, start, length, "associatedtype") { return true }
      return false
    case 15:
      if key == 0x6E65_6465_6365_7270 && matches(p, start, length, "precedencegroup") { return true }
      return false
    default:
      return false
    }
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
}
