/// A type string that could not be parsed; `offset` is the UTF-8 byte offset of the problem in the string.
package struct TypeParseError: Error, Equatable, Sendable, CustomStringConvertible {
  package var offset: Int
  package var message: String

  package init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  package var description: String { "column \(offset + 1) of the type: \(message)" }
}

/// A parsed type with the byte offset of every named leaf, so later checks can point inside the string.
package struct ParsedType: Equatable, Sendable {
  package var type: TypeRef
  /// Each `.named` leaf (and `Void`) in source order with its byte offset in the type string.
  package var names: [(name: String, offset: Int)]

  package static func == (lhs: ParsedType, rhs: ParsedType) -> Bool {
    lhs.type == rhs.type && lhs.names.map(\.name) == rhs.names.map(\.name)
      && lhs.names.map(\.offset) == rhs.names.map(\.offset)
  }
}

/// Parses the Swift type sugar a spec may use: `Name`, `T?`, `[T]`, `[K: V]`, `Void`, nested freely
/// (`[[Int]]?`, `[String: [Order]]`). Generic spellings (`Array<T>`, `Optional<T>`) are refused with the
/// sugar to use instead, so every spec writes a type one way.
package struct TypeParser {
  /// How deep collections may nest: far beyond any real model, and shallow enough that every recursive walk
  /// over the type (validation, rendering) stays well inside the stack.
  package static let maximumDepth = 32
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private var names: [(name: String, offset: Int)] = []

  package static func parse(_ text: String) throws(TypeParseError) -> ParsedType {
    var parser = TypeParser(bytes: Array(text.utf8))
    parser.skipSpaces()
    guard parser.index < parser.bytes.count else { throw TypeParseError(offset: 0, message: "empty type") }
    let type = try parser.parseType()
    parser.skipSpaces()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the type")
    }
    return ParsedType(type: type, names: parser.names)
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func error(_ message: String, at offset: Int? = nil) -> TypeParseError {
    TypeParseError(offset: offset ?? index, message: message)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of type" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    return "character"
  }

  private func peek(_ ascii: Unicode.Scalar) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: ascii) }

  private mutating func skipSpaces() {
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
  }

  private mutating func parseType() throws(TypeParseError) -> TypeRef {
    var type = try parsePrimary()
    skipSpaces()
    if peek("?") {
      index += 1
      type = .optional(type)
      skipSpaces()
      if peek("?") { throw error("a type can be optional only once; write a single '?'") }
      if peek("!") { throw error("implicitly unwrapped optionals ('!') are not allowed; use '?'") }
    } else if peek("!") {
      throw error("implicitly unwrapped optionals ('!') are not allowed; use '?'")
    }
    return type
  }

  private mutating func parsePrimary() throws(TypeParseError) -> TypeRef {
    skipSpaces()
    guard index < bytes.count else { throw error("expected a type, found end of type") }
    if peek("[") { return try parseCollection() }
    if peek("(") {
      let start = index
      index += 1
      skipSpaces()
      if peek(")") { throw error("write 'Void' instead of '()'", at: start) }
      throw error("tuple types are not allowed; declare a model instead", at: start)
    }
    return try parseName()
  }

  private mutating func parseCollection() throws(TypeParseError) -> TypeRef {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maximumDepth {
      throw error("collections nest more than \(Self.maximumDepth) levels deep; declare a model for the inner levels")
    }
    index += 1
    let element = try parseType()
    skipSpaces()
    if peek(":") {
      index += 1
      let value = try parseType()
      skipSpaces()
      guard peek("]") else { throw error("expected ']' to close the dictionary type, found \(describeCurrent())") }
      index += 1
      return .dictionary(key: element, value: value)
    }
    guard peek("]") else { throw error("expected ']' or ':' in the collection type, found \(describeCurrent())") }
    index += 1
    return .array(element)
  }

  private mutating func parseName() throws(TypeParseError) -> TypeRef {
    let start = index
    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
    guard index > start else { throw error("expected a type name, found \(describeCurrent())") }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    if let first = name.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
      throw error("'\(name)' is not a type name", at: start)
    }
    skipSpaces()
    if peek("<") { throw error(genericAdvice(name), at: start) }
    if peek(".") { throw error("qualified type names are not allowed; write the type's own name", at: index) }
    names.append((name, start))
    return name == "Void" ? .void : .named(name)
  }

  private func genericAdvice(_ name: String) -> String {
    switch name {
    case "Array": return "write '[Element]' instead of 'Array<Element>'"
    case "Optional": return "write 'Wrapped?' instead of 'Optional<Wrapped>'"
    case "Dictionary": return "write '[Key: Value]' instead of 'Dictionary<Key, Value>'"
    default: return "generic types are not allowed; use '[T]', '[K: V]' or 'T?'"
    }
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
