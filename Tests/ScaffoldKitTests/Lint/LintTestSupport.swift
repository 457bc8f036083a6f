import Foundation
import XCTest

@testable import ScaffoldKit

/// Test fixtures live in `Tests/Fixtures/<TestName>/`.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  static func path(_ name: String) -> String { Paths.join(root, name) }

  static func text(_ name: String, _ file: String) throws -> String {
    try String(contentsOfFile: Paths.join(path(name), file), encoding: .utf8)
  }
}

/// A small line-based indexer for rule tests, so they do not depend on the lexer: `import X`,
/// `class|struct|enum|protocol|actor|typealias|extension Name`, `//` comments, and capitalised identifiers
/// not after a `.`. Fixtures keep to code it reads correctly (no type names inside string literals).
enum TestIndexer {
  static let index: IndexFunction = { bytes, path in
    var file = FileIndex(path: path)
    // Enclosing declarations by brace depth, for qualified names.
    var scopes: [(name: String, depth: Int)] = []
    var depth = 0
    var pending: String?
    let keywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias", "extension"]
    for (lineIndex, line) in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      let characters = Array(line.utf8)
      var code = characters
      if let slash = find(Array("//".utf8), in: characters) {
        let text = String(decoding: characters[(slash + 2)...], as: UTF8.self)
        let isTrailing = characters[..<slash].contains { $0 != 0x20 && $0 != 0x09 }
        file.lineComments.append(
          LineComment(
            text: text, position: SourcePosition(line: lineIndex + 1, column: slash + 1), isTrailing: isTrailing))
        code = Array(characters[..<slash])
      }
      var words: [(text: String, column: Int, afterDot: Bool)] = []
      var column = 0
      while column < code.count {
        let byte = code[column]
        if isIdentifierStart(byte) {
          let start = column
          while column < code.count, isIdentifierStart(code[column]) || (code[column] >= 0x30 && code[column] <= 0x39) {
            column += 1
          }
          let afterDot = start > 0 && code[start - 1] == UInt8(ascii: ".")
          words.append((String(decoding: code[start..<column], as: UTF8.self), start + 1, afterDot))
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
          words.append((String(UnicodeScalar(byte)), column + 1, false))
          column += 1
        } else if byte == UInt8(ascii: "\"") {
          column += 1
          while column < code.count, code[column] != UInt8(ascii: "\"") { column += 1 }
          column += 1
        } else {
          column += 1
        }
      }
      let line = lineIndex + 1
      for (index, word) in words.enumerated() {
        if word.text == "{" {
          if let name = pending {
            scopes.append((name, depth))
            pending = nil
          }
          depth += 1
          continue
        }
        if word.text == "}" {
          depth -= 1
          if let last = scopes.last, last.depth == depth { scopes.removeLast() }
          continue
        }
        if word.text == "import", index + 1 < words.count {
          let module = words[index + 1]
          file.imports.append(
            ImportDeclaration(
              module: module.text, path: module.text, position: SourcePosition(line: line, column: module.column)))
          break
        }
        if keywords.contains(word.text), index + 1 < words.count {
          let name = words[index + 1]
          let qualified = (scopes.map(\.name) + [name.text]).joined(separator: ".")
          if word.text != "typealias" { pending = name.text }
          file.declarations.append(
            TypeDeclaration(
              name: name.text, qualifiedName: qualified, kind: DeclarationKind(rawValue: word.text)!,
              position: SourcePosition(line: line, column: name.column)))
          if word.text == "extension" {
            file.references.append(TypeReference(name: name.text, position: SourcePosition(line: line, column: name.column)))
          }
          continue
        }
        if index > 0, keywords.contains(words[index - 1].text) { continue }
        if !word.afterDot, let first = word.text.unicodeScalars.first, first.properties.isUppercase {
          file.references.append(TypeReference(name: word.text, position: SourcePosition(line: line, column: word.column)))
        }
      }
    }
    return file
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var inString = false
    for start in 0...(haystack.count - needle.count) {
      if haystack[start] == UInt8(ascii: "\"") { inString.toggle() }
      if !inString, Array(haystack[start..<(start + needle.count)]) == needle { return start }
    }
    return nil
  }
}

/// Lints a fixture folder as if `scaffold lint` ran inside it.
func lintFixture(
  _ name: String, paths: [String] = [], indexer: @escaping IndexFunction = TestIndexer.index,
  file: StaticString = #filePath, line: UInt = #line
) throws -> LintResult {
  let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path(name))
  let configuration = try ConfigurationLoader.load(lintPaths: paths, fileSystem: fileSystem)
  return try Linter(configuration: configuration, fileSystem: fileSystem, indexer: indexer).run(paths: paths)
}

/// Compares `actual` with the golden file `Tests/Fixtures/<fixture>/<file>`. With `SCAFFOLD_RECORD=1` the golden
/// is rewritten, and the test still fails so that a recording is never mistaken for a pass.
func assertGolden(
  _ actual: String, fixture: String, file goldenName: String, file: StaticString = #filePath, line: UInt = #line
) throws {
  let path = Paths.join(Fixtures.path(fixture), goldenName)
  if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" {
    try actual.write(toFile: path, atomically: true, encoding: .utf8)
    XCTFail("recorded \(path); run again without SCAFFOLD_RECORD", file: file, line: line)
    return
  }
  let expected = try String(contentsOfFile: path, encoding: .utf8)
  XCTAssertEqual(actual, expected, "differs from \(path)", file: file, line: line)
}

/// Like `assertGolden`, but compares JSON documents as parsed values (key order and spacing do not matter).
func assertJSONGolden(
  _ actual: String, fixture: String, file goldenName: String, file: StaticString = #filePath, line: UInt = #line
) throws {
  if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" {
    try assertGolden(actual, fixture: fixture, file: goldenName, file: file, line: line)
    return
  }
  let path = Paths.join(Fixtures.path(fixture), goldenName)
  let expected = try JSONParser.parse(String(contentsOfFile: path, encoding: .utf8))
  XCTAssertEqual(PlainJSON(try JSONParser.parse(actual)), PlainJSON(expected), "differs from \(path)", file: file, line: line)
}
