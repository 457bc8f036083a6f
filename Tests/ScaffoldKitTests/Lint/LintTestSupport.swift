import Foundation
import XCTest

@testable import ScaffoldKit

/// Test fixtures live in `Tests/Fixtures/<TestName>/`.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  static func path(_ name: String) -> String { Paths.join(root, name) }

  /// Every Swift file under the fixtures (more than a hundred), by its path below `root`, with its bytes.
  static func swiftFiles() throws -> [(path: String, bytes: [UInt8])] {
    let disk = DiskFileSystem(currentDirectory: root)
    let paths = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted()
    return try paths.map { ($0, try disk.readData($0)) }
  }

  static func text(_ name: String, _ file: String) throws -> String {
    try String(contentsOfFile: Paths.join(path(name), file), encoding: .utf8)
  }
}

/// `scaffold.json` text parsed as if it sat in `/p`.
func parseConfiguration(_ text: String) throws -> LintConfiguration {
  try LintConfiguration.parse(Array(text.utf8), displayPath: "scaffold.json", root: "/p")
}

/// The problems of an invalid `scaffold.json`, as printed (none for a valid one).
func configurationProblems(_ text: String) -> [String] {
  do throws(ConfigurationError) {
    _ = try LintConfiguration.parse(Array(text.utf8), displayPath: "scaffold.json", root: "/p")
    return []
  } catch {
    return error.problems.map { String($0.rendered(severity: "error").dropLast()) }
  }
}

/// Lints a fixture folder as if `scaffold lint` ran inside it.
func lintFixture(
  _ name: String, paths: [String] = [], file: StaticString = #filePath, line: UInt = #line
) throws -> LintResult {
  let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path(name))
  let configuration = try ConfigurationLoader.load(lintPaths: paths, fileSystem: fileSystem)
  return try Linter(configuration: configuration, fileSystem: fileSystem).run(paths: paths)
}

/// Compares `actual` with the golden file `Tests/Fixtures/<fixture>/<file>`. With `SCAFFOLD_RECORD=1` the golden
/// is rewritten, and the test still fails so that a recording is never mistaken for a pass.
func assertGolden(
  _ actual: String, fixture: String, file goldenName: String, file: StaticString = #filePath, line: UInt = #line
) throws {
  let path = Paths.join(Fixtures.path(fixture), goldenName)
  if Golden.isRecording {
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
  if Golden.isRecording {
    try assertGolden(actual, fixture: fixture, file: goldenName, file: file, line: line)
    return
  }
  let path = Paths.join(Fixtures.path(fixture), goldenName)
  let expected = try JSONParser.parse(String(contentsOfFile: path, encoding: .utf8))
  XCTAssertEqual(
    PlainJSON(try JSONParser.parse(actual)), PlainJSON(expected), "differs from \(path)", file: file, line: line)
}

/// The one switch for every golden test: `SCAFFOLD_RECORD=1` (any value) rewrites the goldens, and the test
/// still fails so that a recording is never mistaken for a pass.
enum Golden {
  static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] != nil }
}
