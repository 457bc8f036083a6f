/// The names after the `:` of a type declaration or extension (`struct Product: Codable, Hashable`), read from
/// the source text at the declaration's position: what an app type conforms to where it is declared, as far as
/// the text says (a conformance added by a macro or a protocol's own extension is not seen).
enum InheritanceClause {
  /// The inherited names of the declaration whose name starts at `position` in `bytes`, without module
  /// qualifiers and attributes (`Swift.Codable`, `@unchecked Sendable`: `Codable`, `Sendable`).
  static func names(in bytes: [UInt8], at position: SourcePosition) -> [String] {
    var offset = 0
    var line = 1
    while line < position.line, offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
      offset += 1
    }
    offset += max(position.column - 1, 0)
    // The name (possibly dotted, for an extension), then generic parameters.
    while offset < bytes.count, isIdentifier(bytes[offset]) || bytes[offset] == UInt8(ascii: ".") { offset += 1 }
    skipSpace(bytes, &offset)
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "<") {
      var depth = 0
      while offset < bytes.count {
        if bytes[offset] == UInt8(ascii: "<") { depth += 1 }
        if bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
        offset += 1
        if depth == 0 { break }
      }
      skipSpace(bytes, &offset)
    }
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return [] }
    offset += 1
    var names: [String] = []
    var word: [UInt8] = []
    var angle = 0
    func finish() {
      if !word.isEmpty, angle == 0 { names.append(String(decoding: word, as: UTF8.self)) }
      word = []
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "{") { break }
      if isIdentifier(byte) {
        word.append(byte)
      } else if byte == UInt8(ascii: ".") {
        word = []  // a module qualifier: keep the last component
      } else if byte == UInt8(ascii: "@") {
        // An attribute (`@unchecked`, `@MainActor`): skip its name.
        offset += 1
        while offset < bytes.count, isIdentifier(bytes[offset]) { offset += 1 }
        continue
      } else {
        let text = String(decoding: word, as: UTF8.self)
        if text == "where" { break }
        if text == "any" || text == "some" { word = [] } else { finish() }
        if byte == UInt8(ascii: "<") { angle += 1 } else if byte == UInt8(ascii: ">") { angle -= 1 }
      }
      offset += 1
    }
    if String(decoding: word, as: UTF8.self) != "where" { finish() }
    return names
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func skipSpace(_ bytes: [UInt8], _ offset: inout Int) {
    while offset < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        .contains(bytes[offset])
    {
      offset += 1
    }
  }
}
