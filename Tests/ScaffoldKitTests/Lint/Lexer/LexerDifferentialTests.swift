import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Compares our lexer's words with SwiftParser's, token for token, over this package's Swift sources,
/// the test fixtures, and any directories listed (`:`-separated) in `SCAFFOLD_ORACLE_EXTRA_DIRS`.
///
/// The oracle (`Tests/Oracle/TokenOracle.swift`) is built with plain `swiftc` against the host
/// SwiftSyntax libraries of the toolchain that runs the tests, found from `swiftc` on `PATH`; the test
/// skips when they are absent. This test's fixtures are also checked with `\r\n` and `\r` line breaks.
///
/// A word is an identifier, keyword, `$0`-style name or `_` on both sides (swift-syntax's contextual and
/// reserved keywords are all words, as ours are); backticks stay part of the text (`` `my test` ``);
/// `#if` and friends are directives, not words, on both sides; `@` and `#` are separate from the
/// attribute or macro name that follows; an editor placeholder `<#name#>` is one word. Text, line and
/// UTF-8 column must agree exactly.
///
/// The same run checks the indexer's type declarations (kind, qualified name, position) and imports
/// (position, kind, path, attributes) against SwiftParser's syntax tree, and that every reference the
/// indexer reports is a capitalised name SwiftParser places in a type position or an unqualified
/// expression (no false positives; references the indexer misses are counted, not failed).
final class LexerDifferentialTests: XCTestCase {
  private struct Word: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var text: String
    var description: String { "\(line):\(column) \(text)" }
  }

  /// What SwiftParser sees in one file.
  private struct Expected {
    var words: [Word] = []
    var declarations: [String] = []
    var imports: [String] = []
    var references: [String] = []
  }

  /// The oracle's answers, computed once for both tests.
  nonisolated(unsafe) private static var cached: (files: [String], expected: [String: Expected])?

  private static func oracleAnswers() throws -> (files: [String], expected: [String: Expected]) {
    if let cached { return cached }
    let oracle = try oracleExecutable()
    let root = packageRoot
    var directories = [root.appendingPathComponent("Sources"), root.appendingPathComponent("Tests/Fixtures")]
    if let extra = ProcessInfo.processInfo.environment["SCAFFOLD_ORACLE_EXTRA_DIRS"] {
      directories += extra.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
    let files = directories.flatMap(swiftFiles(in:)) + (try lineEndingVariants())
    var expected: [String: Expected] = [:]
    for batch in stride(from: 0, to: files.count, by: 200).map({ Array(files[$0..<min($0 + 200, files.count)]) }) {
      expected.merge(try runOracle(oracle, on: batch)) { $1 }
    }
    cached = (files, expected)
    return (files, expected)
  }

  func testIdentifierTokensAgreeWithSwiftParser() throws {
    let (files, expected) = try Self.oracleAnswers()
    XCTAssertFalse(files.isEmpty)
    var agreeing = 0
    var total = 0
    var failures: [String] = []
    for file in files {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
      let ours = SwiftLexer.tokenize(bytes).filter(\.kind.isWord).map {
        Word(line: $0.line, column: $0.column, text: $0.text(in: bytes))
      }
      let theirs = expected[file]?.words ?? []
      total += theirs.count
      if ours == theirs {
        agreeing += theirs.count
        continue
      }
      let firstDifference =
        zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, theirs.count)
      agreeing += firstDifference
      let mine = firstDifference < ours.count ? ours[firstDifference].description : "end"
      let parser = firstDifference < theirs.count ? theirs[firstDifference].description : "end"
      failures.append("\(file): ours \(mine), SwiftParser \(parser) (\(ours.count) vs \(theirs.count) words)")
    }
    print("LexerDifferentialTests: \(files.count) files, \(agreeing)/\(total) words agree")
    XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
  }

  func testDeclarationsAndImportsAgreeWithSwiftParser() throws {
    let (files, expected) = try Self.oracleAnswers()
    var declarations = 0
    var imports = 0
    var failures: [String] = []
    for file in files {
      let index = SwiftIndexer.index(Array(try Data(contentsOf: URL(fileURLWithPath: file))), path: file)
      let ours = index.declarations.map { "\($0.kind) \($0.position.line) \($0.position.column) \($0.qualifiedName)" }
      let ourImports = index.imports.map {
        let attributes = $0.attributes.isEmpty ? "-" : $0.attributes.joined(separator: ",")
        return "\($0.position.line) \($0.position.column) \($0.kind ?? "-") \($0.path) \(attributes)"
      }
      let theirs = expected[file] ?? Expected()
      declarations += theirs.declarations.count
      imports += theirs.imports.count
      for (label, mine, parser) in [
        ("declarations", ours, theirs.declarations), ("imports", ourImports, theirs.imports),
      ]
      where mine != parser {
        let missing = parser.filter { !mine.contains($0) }.prefix(3)
        let extra = mine.filter { !parser.contains($0) }.prefix(3)
        failures.append("\(file) \(label): missing \(Array(missing)), unexpected \(Array(extra))")
      }
    }
    print("LexerDifferentialTests: \(files.count) files, \(declarations) declarations, \(imports) imports")
    XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
  }

  func testReferencesAreNamesSwiftParserSeesAsTypesOrExpressions() throws {
    let (files, expected) = try Self.oracleAnswers()
    var reported = 0
    var parserNames = 0
    var missed = 0
    // SCAFFOLD_ORACLE_SHOW_MISSED=1 lists the names SwiftParser sees that the indexer does not report.
    let showMissed = ProcessInfo.processInfo.environment["SCAFFOLD_ORACLE_SHOW_MISSED"] != nil
    var failures: [String] = []
    for file in files {
      let index = SwiftIndexer.index(Array(try Data(contentsOf: URL(fileURLWithPath: file))), path: file)
      var remaining: [String: Int] = [:]
      for reference in expected[file]?.references ?? [] { remaining[reference, default: 0] += 1 }
      parserNames += expected[file]?.references.count ?? 0
      var unexpected: [String] = []
      for reference in index.references {
        let key = "\(reference.position.line) \(reference.position.column) \(reference.name)"
        reported += 1
        if let count = remaining[key], count > 0 {
          remaining[key] = count - 1
        } else {
          unexpected.append(key)
        }
      }
      missed += remaining.values.reduce(0, +)
      if showMissed {
        for (key, count) in remaining.sorted(by: { $0.key < $1.key }) where count > 0 { print("missed \(file) \(key)") }
      }
      if !unexpected.isEmpty { failures.append("\(file): \(unexpected.prefix(5))") }
    }
    print(
      "LexerDifferentialTests: \(files.count) files, \(reported) references reported, "
        + "\(parserNames - missed)/\(parserNames) of SwiftParser's found")
    XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
  }

  // MARK: - Oracle

  static let packageRoot = Repository.root

  private static func swiftFiles(in directory: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// This test's fixtures rewritten with `\r\n` and with lone `\r` line breaks (kept out of the repository,
  /// where tools would normalise them), so positions are checked under every line ending.
  private static func lineEndingVariants() throws -> [String] {
    let fixtures = swiftFiles(in: packageRoot.appendingPathComponent("Tests/Fixtures/LexerDifferentialTests"))
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("scaffold-line-endings")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var variants: [String] = []
    for fixture in fixtures {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: fixture)))
      let name = URL(fileURLWithPath: fixture).deletingPathExtension().lastPathComponent
      for (suffix, lineBreak) in [("CRLF", [UInt8(13), 10]), ("CR", [UInt8(13)])] {
        let converted = bytes.flatMap { $0 == 10 ? lineBreak : [$0] }
        let path = directory.appendingPathComponent("\(name)-\(suffix).swift").path
        try Data(converted).write(to: URL(fileURLWithPath: path), options: .atomic)
        variants.append(path)
      }
    }
    return variants
  }

  /// The toolchain's `lib/swift/host`, found from `swiftc` on `PATH`.
  private static func hostLibraries() throws -> (swiftc: String, host: String) {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/swiftc"
      guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
      let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
      let usr = resolved.deletingLastPathComponent().deletingLastPathComponent()
      let host = usr.appendingPathComponent("lib/swift/host").path
      let module = "\(host)/SwiftParser.swiftmodule"
      guard FileManager.default.fileExists(atPath: module) else {
        throw XCTSkip("no SwiftParser host library at \(host)")
      }
      // Run swiftc by its own name: the resolved target is the driver, which dispatches on argv[0].
      return (candidate, host)
    }
    throw XCTSkip("swiftc is not on PATH")
  }

  /// Builds the oracle once per toolchain and oracle source into the temporary directory.
  private static func oracleExecutable() throws -> String {
    let (swiftc, host) = try hostLibraries()
    let source = packageRoot.appendingPathComponent("Tests/Oracle/TokenOracle.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (text + swiftc).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-token-oracle")
    let executable = directory.appendingPathComponent("token-oracle-\(String(hash, radix: 16))").path
    if FileManager.default.isExecutableFile(atPath: executable) { return executable }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let partial = executable + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
    let (status, output) = try run(
      swiftc,
      [
        source.path, "-I", host, "-L", host, "-lSwiftParser", "-lSwiftSyntax",
        "-Xlinker", "-rpath", "-Xlinker", host, "-o", partial,
      ])
    guard status == 0 else { throw XCTSkip("could not build the SwiftParser oracle:\n\(output)") }
    try? FileManager.default.removeItem(atPath: executable)
    try FileManager.default.moveItem(atPath: partial, toPath: executable)
    return executable
  }

  private static func runOracle(_ oracle: String, on files: [String]) throws -> [String: Expected] {
    let (status, output) = try run(oracle, files)
    guard status == 0 else {
      XCTFail("oracle failed: \(output)")
      return [:]
    }
    var result: [String: Expected] = [:]
    var current = ""
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("file ") {
        current = String(line.dropFirst(5))
        result[current] = Expected()
      } else if line.hasPrefix("decl ") {
        result[current, default: Expected()].declarations.append(String(line.dropFirst(5)))
      } else if line.hasPrefix("ref ") {
        result[current, default: Expected()].references.append(String(line.dropFirst(4)))
      } else if line.hasPrefix("import ") {
        result[current, default: Expected()].imports.append(String(line.dropFirst(7)))
      } else {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let lineNumber = Int(parts[0]), let column = Int(parts[1]) else { continue }
        result[current, default: Expected()].words.append(
          Word(line: lineNumber, column: column, text: String(parts[2])))
      }
    }
    return result
  }

  private static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
