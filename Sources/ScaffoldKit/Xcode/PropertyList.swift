/// A value of an old-style (OpenStep) ASCII property list, the format of `project.pbxproj`, with the byte
/// range it came from, so an edit can insert text next to it without rewriting anything else.
struct PlistValue: Sendable {
  enum Kind: Sendable {
    case string(String)
    case array([PlistValue])
    case dictionary([PlistEntry])
  }

  var kind: Kind
  /// Bytes of the value in the file: a string's quotes included, an array's `(` to `)`, a dictionary's `{` to `}`.
  var span: Range<Int>

  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  var array: [PlistValue]? {
    if case .array(let items) = kind { return items }
    return nil
  }

  var entries: [PlistEntry]? {
    if case .dictionary(let entries) = kind { return entries }
    return nil
  }

  subscript(key: String) -> PlistValue? { entries?.first { $0.key == key }?.value }
}

/// One `key = value;` of a dictionary.
struct PlistEntry: Sendable {
  var key: String
  var keySpan: Range<Int>
  var value: PlistValue
  /// From the key to the `;` that ends the entry, inclusive.
  var span: Range<Int>
}

/// Parses old-style property lists: quoted and unquoted strings, `\` escapes, `<hex data>`, `//` and `/* */`
/// comments anywhere between tokens. Errors carry the line and column of the offending byte.
struct PlistParser {
  struct Failure: Error, Equatable, Sendable {
    var position: SourcePosition
    var message: String
  }

  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  static func parse(_ bytes: [UInt8]) throws(Failure) -> PlistValue {
    var parser = PlistParser(bytes)
    let value = try parser.value()
    try parser.skipTrivia()
    if parser.index < bytes.count { throw parser.failure("unexpected text after the end of the property list") }
    return value
  }

  /// Line and column (1-based, UTF-8 bytes) of a byte offset.
  static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return SourcePosition(line: line, column: offset - lineStart + 1)
  }

  private func failure(_ message: String, at offset: Int? = nil) -> Failure {
    Failure(position: Self.position(of: offset ?? index, in: bytes), message: message)
  }

  private var atEnd: Bool { index >= bytes.count }

  private mutating func skipTrivia() throws(Failure) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count && bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        let start = index
        index += 2
        while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        guard index + 1 < bytes.count else { throw failure("unterminated comment", at: start) }
        index += 2
      } else {
        return
      }
    }
  }

  private mutating func value() throws(Failure) -> PlistValue {
    try skipTrivia()
    guard !atEnd else { throw failure("unexpected end of file: expected a value") }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var entries: [PlistEntry] = []
      while true {
        try skipTrivia()
        guard !atEnd else {
          throw failure(
            "unexpected end of file: expected '}' to close the dictionary at \(Self.position(of: start, in: bytes))")
        }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return PlistValue(kind: .dictionary(entries), span: start..<index)
        }
        let keyStart = index
        let key = try value()
        guard let name = key.string else { throw failure("expected a key", at: keyStart) }
        try expect("=", after: "key '\(name)'")
        let item = try value()
        try expect(";", after: "the value of '\(name)'")
        entries.append(PlistEntry(key: name, keySpan: key.span, value: item, span: keyStart..<index))
      }
    case UInt8(ascii: "("):
      index += 1
      var items: [PlistValue] = []
      while true {
        try skipTrivia()
        guard !atEnd else {
          throw failure(
            "unexpected end of file: expected ')' to close the list at \(Self.position(of: start, in: bytes))")
        }
        if bytes[index] == UInt8(ascii: ")") {
          index += 1
          return PlistValue(kind: .array(items), span: start..<index)
        }
        items.append(try value())
        try skipTrivia()
        guard !atEnd else { continue }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] != UInt8(ascii: ")") {
          throw failure("expected ',' or ')' in a list")
        }
      }
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return PlistValue(kind: .string(try quoted()), span: start..<index)
    case UInt8(ascii: "<"):
      while index < bytes.count && bytes[index] != UInt8(ascii: ">") { index += 1 }
      guard !atEnd else { throw failure("unterminated data value", at: start) }
      index += 1
      return PlistValue(kind: .string(String(decoding: bytes[start..<index], as: UTF8.self)), span: start..<index)
    default:
      while index < bytes.count && Self.isUnquoted(bytes[index]) { index += 1 }
      guard index > start else {
        throw failure("unexpected '\(String(decoding: [bytes[start]], as: UTF8.self))': expected a value")
      }
      return PlistValue(kind: .string(String(decoding: bytes[start..<index], as: UTF8.self)), span: start..<index)
    }
  }

  private mutating func expect(_ character: Character, after what: String) throws(Failure) {
    try skipTrivia()
    guard !atEnd else { throw failure("unexpected end of file: expected '\(character)' after \(what)") }
    guard bytes[index] == character.asciiValue! else { throw failure("expected '\(character)' after \(what)") }
    index += 1
  }

  /// Characters a string may use without quotes (what Xcode's own writer leaves unquoted, and a few more it reads).
  static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"), UInt8(ascii: "+"):
      return true
    default:
      return byte >= 0x80
    }
  }

  private mutating func quoted() throws(Failure) -> String {
    let start = index
    let quote = bytes[index]
    index += 1
    var result: [UInt8] = []
    while true {
      guard !atEnd else { throw failure("unterminated string", at: start) }
      let byte = bytes[index]
      index += 1
      if byte == quote { return String(decoding: result, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        continue
      }
      guard !atEnd else { throw failure("unterminated string", at: start) }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "a"): result.append(0x07)
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "v"): result.append(0x0B)
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        var scalar: UInt32 = 0
        var digits = 0
        while digits < 4, !atEnd, let digit = Self.hexValue(bytes[index]) {
          scalar = scalar * 16 + UInt32(digit)
          index += 1
          digits += 1
        }
        guard digits > 0, let unicode = Unicode.Scalar(scalar) else {
          throw failure("invalid \\U escape in a string", at: index - 1)
        }
        result.append(contentsOf: Array(String(Character(unicode)).utf8))
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var code = UInt32(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, !atEnd, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
          code = code * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
          index += 1
          digits += 1
        }
        result.append(UInt8(truncatingIfNeeded: code))
      default:
        result.append(escaped)
      }
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// How Xcode writes `text` as a value: bare when every character may stand unquoted, else quoted with escapes.
  static func encode(_ text: String) -> String {
    let bare: (UInt8) -> Bool = { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
        UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
        return true
      default: return false
      }
    }
    if !text.isEmpty && text.utf8.allSatisfy(bare) && !text.contains("//") && !text.contains("/*") { return text }
    var result = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(character)
      }
    }
    return result + "\""
  }
}
