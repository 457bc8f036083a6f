/// A JSON document parsed with the position of every value and key, so that specs and configuration
/// files can report problems at `file:line:col`. Object members keep their source order.
package struct JSONNode: Sendable, Equatable {
  package var value: JSONValue
  /// Where the value starts.
  package var position: SourcePosition
  /// The value's bytes in the parsed text (from its first to past its last byte), for edits that insert
  /// or remove text around it and leave every other byte as it was.
  package var span: Range<Int>

  package init(_ value: JSONValue, at position: SourcePosition, span: Range<Int> = 0..<0) {
    self.value = value
    self.position = position
    self.span = span
  }
}

package indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  /// A number written without fraction or exponent that fits in `Int`.
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONNode])
  case object([JSONMember])

  /// A short name for messages: "a string", "an object", ...
  package var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .int, .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

package struct JSONMember: Sendable, Equatable {
  package var key: String
  package var keyPosition: SourcePosition
  package var value: JSONNode
  /// The key's bytes, quotes included.
  package var keySpan: Range<Int> = 0..<0
}

extension JSONNode {
  /// The member named `key` when this is an object (the last one if the key repeats).
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.key == key }?.value
  }

  package var stringValue: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  package var members: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  package var elements: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }
}

/// A JSON syntax error at a position.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  package var position: SourcePosition
  package var message: String

  package var description: String { "\(position): \(message)" }
}

/// A strict RFC 8259 parser over UTF-8 bytes (or, as `project.xcproj` files are written, JSON5's comments,
/// trailing commas, unquoted keys and single-quoted strings). Columns count UTF-8 bytes, 1-based.
package struct JSONParser {
  /// Which text the parser accepts.
  package enum Dialect: Sendable {
    /// RFC 8259, nothing more.
    case strict
    /// JSON5's `//` and `/* */` comments, trailing commas, identifier keys and `'…'` strings.
    case json5
  }

  private let bytes: [UInt8]
  private let dialect: Dialect
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  private static let maximumDepth = 512

  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try parse(Array(text.utf8))
  }

  package static func parse(_ bytes: [UInt8], dialect: Dialect = .strict) throws(JSONSyntaxError) -> JSONNode {
    var parser = JSONParser(bytes: bytes, dialect: dialect)
    // A UTF-8 byte order mark is tolerated.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.index = 3
      parser.lineStart = 3
    }
    try parser.skipWhitespace()
    let node = try parser.parseValue()
    try parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return node
  }

  private init(bytes: [UInt8], dialect: Dialect) {
    self.bytes = bytes
    self.dialect = dialect
  }

  private var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

  private func error(_ message: String, at position: SourcePosition? = nil) -> JSONSyntaxError {
    JSONSyntaxError(position: position ?? self.position, message: message)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func skipWhitespace() throws(JSONSyntaxError) {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      case UInt8(ascii: "/") where dialect == .json5 && index + 1 < bytes.count:
        try skipComment()
      default: return
      }
    }
  }

  /// A `//` comment up to its line's end, or a `/* */` comment; anything else after `/` is no value.
  private mutating func skipComment() throws(JSONSyntaxError) {
    let start = position
    switch bytes[index + 1] {
    case UInt8(ascii: "/"):
      while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    case UInt8(ascii: "*"):
      index += 2
      while true {
        guard index + 1 < bytes.count else {
          index = bytes.count
          throw error("unterminated comment", at: start)
        }
        if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
          index += 2
          return
        }
        if bytes[index] == 0x0A {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
    default:
      throw error("expected a value, found '/'")
    }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    let start = position
    let offset = index
    let value: JSONValue
    guard index < bytes.count else { throw error("expected a value, found end of file") }
    switch bytes[index] {
    case UInt8(ascii: "{"): value = try parseObject()
    case UInt8(ascii: "["): value = try parseArray()
    case UInt8(ascii: "\""): value = .string(try parseString())
    case UInt8(ascii: "'") where dialect == .json5: value = .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      value = .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      value = .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      value = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
    default: throw error("expected a value, found \(describeCurrent())")
    }
    return JSONNode(value, at: start, span: offset..<index)
  }

  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let start = position
    for expected in word.utf8 {
      guard index < bytes.count, bytes[index] == expected else {
        throw error("invalid literal; expected '\(word)'", at: start)
      }
      index += 1
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [JSONMember] = []
    try skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      try skipWhitespace()
      let keyPosition = position
      let keyStart = index
      let key: String
      if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        key = try parseString()
      } else if dialect == .json5, index < bytes.count, bytes[index] == UInt8(ascii: "'") || isIdentifier(bytes[index])
      {
        key = bytes[index] == UInt8(ascii: "'") ? try parseString() : parseIdentifier()
      } else {
        throw error("expected a string key, found \(describeCurrent())")
      }
      let keySpan = keyStart..<index
      try skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after key \"\(key)\", found \(describeCurrent())")
      }
      index += 1
      try skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, keyPosition: keyPosition, value: value, keySpan: keySpan))
      try skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object: expected ',' or '}', found end of file") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        try skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          guard dialect == .json5 else { throw error("trailing comma before '}'") }
          index += 1
          return .object(members)
        }
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("expected ',' or '}' in object, found \(describeCurrent())")
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONNode] = []
    try skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      try skipWhitespace()
      elements.append(try parseValue())
      try skipWhitespace()
      guard index < bytes.count else { throw error("unterminated array: expected ',' or ']', found end of file") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        try skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          guard dialect == .json5 else { throw error("trailing comma before ']'") }
          index += 1
          return .array(elements)
        }
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw error("expected ',' or ']' in array, found \(describeCurrent())")
    }
  }

  /// A string's text. Runs of plain bytes are checked as UTF-8 and copied once each, and escapes append their
  /// scalar's bytes, so the cost is linear in the string's length however many escapes it holds; a string
  /// without escapes is made from its bytes directly.
  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = position
    let quote = bytes[index]
    index += 1
    var decoded: [UInt8] = []
    var runStart = index
    while true {
      guard index < bytes.count else { throw error("unterminated string", at: start) }
      let byte = bytes[index]
      if byte >= 0x20 && byte != UInt8(ascii: "\\") && byte != quote {
        index += 1
        continue
      }
      try checkUTF8(runStart..<index)
      switch byte {
      case quote:
        let text: String
        if decoded.isEmpty {
          text = String(decoding: bytes[runStart..<index], as: UTF8.self)
        } else {
          decoded.append(contentsOf: bytes[runStart..<index])
          text = String(decoding: decoded, as: UTF8.self)
        }
        index += 1
        return text
      case UInt8(ascii: "\\"):
        decoded.append(contentsOf: bytes[runStart..<index])
        try parseEscape(into: &decoded, stringStart: start)
        runStart = index
      default:
        throw error(byte == 0x0A ? "unterminated string (line break inside a string)" : "control character in string")
      }
    }
  }

  /// RFC 8259 text is UTF-8: a bad byte in `range` is reported where it is instead of becoming U+FFFD in
  /// generated code. ASCII, nearly every string, is passed over without decoding.
  private func checkUTF8(_ range: Range<Int>) throws(JSONSyntaxError) {
    guard bytes[range].contains(where: { $0 >= 0x80 }) else { return }
    var iterator = bytes[range].makeIterator()
    var decoder = Unicode.UTF8.ForwardParser()
    var offset = range.lowerBound
    while true {
      switch decoder.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
      case .error:
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        throw error(
          "invalid UTF-8 in a string (byte 0x\(byte))",
          at: SourcePosition(line: line, column: offset - lineStart + 1))
      case .emptyInput:
        return
      }
    }
  }

  /// Reads the escape at `index` (its backslash) and appends the UTF-8 bytes of the character it stands for.
  private mutating func parseEscape(into decoded: inout [UInt8], stringStart: SourcePosition) throws(JSONSyntaxError) {
    index += 1
    guard index < bytes.count else { throw error("unterminated string", at: stringStart) }
    let escape = bytes[index]
    index += 1
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
    case UInt8(ascii: "'") where dialect == .json5: decoded.append(escape)
    case UInt8(ascii: "b"): decoded.append(0x08)
    case UInt8(ascii: "f"): decoded.append(0x0C)
    case UInt8(ascii: "n"): decoded.append(0x0A)
    case UInt8(ascii: "r"): decoded.append(0x0D)
    case UInt8(ascii: "t"): decoded.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHex4()
      if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      {
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid UTF-16 surrogate pair") }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else { throw error("invalid Unicode escape") }
      UTF8.encode(scalar) { decoded.append($0) }
    default:
      index -= 2
      throw error("invalid escape sequence")
    }
  }

  /// JSON5 identifier keys, as far as ASCII goes: letters, digits, `_` and `$`, not starting with a digit.
  private func isIdentifier(_ byte: UInt8, first: Bool = true) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      UInt8(ascii: "$"):
      return true
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return !first
    default: return false
    }
  }

  private mutating func parseIdentifier() -> String {
    let start = index
    while index < bytes.count, isIdentifier(bytes[index], first: index == start) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw error("expected 4 hex digits after \\u")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    let startPosition = position
    func isDigit(_ index: Int) -> Bool {
      index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { throw error("invalid number", at: startPosition) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { throw error("leading zeros are not allowed in numbers", at: startPosition) }
    } else {
      while isDigit(index) { index += 1 }
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard isDigit(index) else { throw error("expected digits after '.'") }
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard isDigit(index) else { throw error("expected digits in exponent") }
      while isDigit(index) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(text) { return .int(value) }
    guard let value = Double(text) else { throw error("invalid number", at: startPosition) }
    return .double(value)
  }
}
