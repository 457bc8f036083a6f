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
    // One bit per byte value below 0x80: `$` and the digits in the low word, letters and `_` in the high one.
    let low: UInt64 = 1 << 0x24 | 0x3FF << 0x30
    let high: UInt64 = 0x3FF_FFFF << 1 | 1 << 0x1F | 0x3FF_FFFF << 33
    return c < 0x80 && ((c < 0x40 ? low : high) >> UInt64(c & 63)) & 1 != 0
  }

  /// The offset of the first byte at or after `start` (and before `end`) that is not `A-Z a-z 0-9 _ $`,
  /// testing eight bytes at a time while eight remain.
  @inline(__always)
  static func asciiIdentifierEnd(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    var i = start
    while i + 8 <= end {
      let stops = nonIdentifierBytes(UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)))
      if stops != 0 { return i + stops.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < end && isASCIIIdentifierContinue(p[i]) { i += 1 }
    return i
  }

  /// The offset of the first `\n` or `\r` at or after `start`, or `end`; eight bytes at a time.
  @inline(__always)
  static func lineEnd(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // The classic zero-byte test: exact at the lowest match, which is all that is read.
    @inline(__always) func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
    var i = start
    while i + 8 <= end {
      let w = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
      let breaks = zeroBytes(w ^ 0x0A &* ones) | zeroBytes(w ^ 0x0D &* ones)
      if breaks != 0 { return i + breaks.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < end && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
    return i
  }

  /// The high bit of each byte of `w` that is not `A-Z a-z 0-9 _ $` (non-ASCII bytes included).
  @inline(__always)
  private static func nonIdentifierBytes(_ w: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let x = w & ~highs
    // For bytes below 0x80, adding `0x80 - a` sets the high bit exactly when the byte is at least `a`
    // (and never carries into the next byte).
    @inline(__always) func atLeast(_ v: UInt64, _ a: UInt64) -> UInt64 { (v &+ (0x80 - a) &* ones) & highs }
    let lower = x | 0x20 &* ones
    let letter = atLeast(lower, 0x61) & ~atLeast(lower, 0x7B)
    let digit = atLeast(x, 0x30) & ~atLeast(x, 0x3A)
    let underscore = ~atLeast(x ^ 0x5F &* ones, 1) & highs
    let dollar = ~atLeast(x ^ 0x24 &* ones, 1) & highs
    return ~((letter | digit | underscore | dollar) & ~w) & highs
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
  /// identifiers there and here. This runs for every word of every file, so it avoids strings and loops:
  /// a word of up to eight bytes is its bytes read as one little-endian integer (identifiers hold no zero
  /// byte, so the integer is the word), and a multiplicative perfect hash of that integer picks the one
  /// keyword it can be; the four longer keywords are compared after their first eight bytes.
  @inline(__always)
  static func isReservedKeyword(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int, end: Int) -> Bool {
    guard length >= 2 else { return false }
    guard length <= 8 else { return isLongReservedKeyword(p, start, length, end: end) }
    let key = word(p, start, length, end: end)
    return key == keyword(slot: Int(truncatingIfNeeded: (key &* keywordHash) >> 57))
  }

  /// `isReservedKeyword` for words longer than eight bytes.
  private static func isLongReservedKeyword(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int, end: Int) -> Bool {
    let key = word(p, start, length, end: end)
    switch length {
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
      return key == 0x7461_6963_6F73_7361 && matches(p, start, length, "associatedtype")
    case 15:
      return key == 0x6E65_6465_6365_7270 && matches(p, start, length, "precedencegroup")
    default:
      return false
    }
  }

  /// The multiplier that sends each reserved keyword of two to eight bytes to its own slot of 128.
  private static let keywordHash: UInt64 = 0xC7E5_087A_9C92_2177

  /// The keyword in `slot` (as `word` reads it), or 0 for an empty slot. A switch of constants, which the
  /// compiler turns into a lookup table.
  @inline(__always)
  private static func keyword(slot: Int) -> UInt64 {
    switch slot {
    case 0: 0x7461_6570_6572  // repeat
    case 1: 0x6C61_6E72_6574_6E69  // internal
    case 5: 0x7469_6E69_6564  // deinit
    case 7: 0x74_756F_6E69  // inout
    case 8: 0x6575_6E69_746E_6F63  // continue
    case 9: 0x64_7261_7567  // guard
    case 10: 0x6369_7461_7473  // static
    case 16: 0x7377_6F72_6874_6572  // rethrows
    case 19: 0x7463_7572_7473  // struct
    case 22: 0x796E41  // Any
    case 23: 0x65_7461_7669_7270  // private
    case 27: 0x6863_7469_7773  // switch
    case 31: 0x6669  // if
    case 34: 0x6573_6163  // case
    case 35: 0x72_6570_7573  // super
    case 40: 0x7472_6F70_6D69  // import
    case 43: 0x77_6F72_6874  // throw
    case 45: 0x6D75_6E65  // enum
    case 48: 0x636E_7566  // func
    case 50: 0x6F64  // do
    case 51: 0x6E69  // in
    case 52: 0x6C696E  // nil
    case 55: 0x7469_6E69  // init
    case 68: 0x74656C  // let
    case 70: 0x73_7361_6C63  // class
    case 73: 0x797274  // try
    case 75: 0x666C_6573  // self
    case 76: 0x666C_6553  // Self
    case 80: 0x7361  // as
    case 83: 0x74_6C75_6166_6564  // default
    case 85: 0x6573_6C65  // else
    case 87: 0x65_7265_6877  // where
    case 89: 0x726176  // var
    case 93: 0x726F66  // for
    case 97: 0x6B_6165_7262  // break
    case 98: 0x6E72_7574_6572  // return
    case 101: 0x6C6F_636F_746F_7270  // protocol
    case 104: 0x6575_7274  // true
    case 106: 0x6369_6C62_7570  // public
    case 109: 0x65_736C_6166  // false
    case 110: 0x726F_7461_7265_706F  // operator
    case 111: 0x7369  // is
    case 117: 0x72_6566_6564  // defer
    case 120: 0x65_6C69_6877  // while
    case 121: 0x68_6374_6163  // catch
    case 126: 0x7377_6F72_6874  // throws
    default: 0
    }
  }

  /// The first `min(length, 8)` bytes at `start` as a little-endian integer, the rest zero; `end` bounds
  /// the buffer, so whole eight-byte loads are used where they stay inside it.
  @inline(__always)
  static func word(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int, end: Int) -> UInt64 {
    if start + 8 <= end {
      let all = UInt64(littleEndian: UnsafeRawPointer(p + start).loadUnaligned(as: UInt64.self))
      return length >= 8 ? all : all & ((1 << UInt64(8 * length)) &- 1)
    }
    var key: UInt64 = 0
    var k = 0
    while k < min(length, 8) {
      key |= UInt64(p[start + k]) << (8 * UInt64(k))
      k += 1
    }
    return key
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
