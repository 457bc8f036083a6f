import Foundation
import ScaffoldKit
import XCTest

/// Golden files: a test compares what it produced with a file under `Tests/Fixtures/`. The one switch is
/// `SCAFFOLD_RECORD=1` (any value): the goldens are rewritten, and the test still fails so that a recording is
/// never mistaken for a pass.
package enum Golden {
  package static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] != nil }

  /// Compares `actual` with the file at `path` (absolute). Recording: writes it, with its folders, and fails.
  package static func check(
    _ actual: String, path: String, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    if isRecording {
      try record(actual, path: path, file: file, line: line)
      return
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    if actual != expected {
      let note = message()
      XCTFail(
        (note.isEmpty ? "" : note + ": ") + "differs from \(path):\n" + firstDifference(expected, actual),
        file: file, line: line)
    }
  }

  /// Compares `actual` (file contents by path relative to `folder`) with every file under `folder`: none
  /// missing, none extra, each the same. Recording: replaces the folder's files and fails.
  package static func checkFolder(
    _ actual: [String: String], folder: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    if isRecording {
      try? FileManager.default.removeItem(atPath: folder)
      for (path, contents) in actual {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
      }
      XCTFail(
        "recorded \(actual.count) golden files in \(folder); run again without SCAFFOLD_RECORD", file: file, line: line)
      return
    }
    let golden = try Fixtures.tree(at: folder)
    XCTAssertFalse(
      golden.isEmpty, "no golden files in \(folder); record them with SCAFFOLD_RECORD=1", file: file, line: line)
    XCTAssertEqual(
      Set(golden.keys).subtracting(actual.keys).sorted(), [], "golden files no longer produced", file: file,
      line: line)
    XCTAssertEqual(
      Set(actual.keys).subtracting(golden.keys).sorted(), [], "produced files without a golden", file: file,
      line: line)
    for (path, expected) in golden.sorted(by: { $0.key < $1.key }) {
      guard let produced = actual[path], produced != expected else { continue }
      XCTFail("\(path) differs from its golden:\n\(firstDifference(expected, produced))", file: file, line: line)
    }
  }

  /// The first differing line of two texts, for a readable failure.
  package static func firstDifference(_ expected: String, _ actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
      let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
      if want != got { return "line \(index + 1):\n  golden:    \(want)\n  produced:  \(got)" }
    }
    return "(line endings differ)"
  }

  /// Like `check`, but compares JSON documents as parsed values (key order and spacing do not matter).
  package static func checkJSON(
    _ actual: String, path: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    if isRecording {
      try record(actual, path: path, file: file, line: line)
      return
    }
    let expected = try JSONParser.parse(String(contentsOfFile: path, encoding: .utf8))
    XCTAssertEqual(
      PlainJSON(try JSONParser.parse(actual)), PlainJSON(expected), "differs from \(path)", file: file, line: line)
  }

  /// Writes `text` to `path` (creating its folders) and fails: what recording does.
  package static func record(_ text: String, path: String, file: StaticString = #filePath, line: UInt = #line) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    XCTFail("recorded \(path); run again without SCAFFOLD_RECORD", file: file, line: line)
  }
}

/// Compares `actual` with the golden file `Tests/Fixtures/<fixture>/<file>` (see `Golden`).
package func assertGolden(
  _ actual: String, fixture: String, file goldenName: String, file: StaticString = #filePath, line: UInt = #line
) throws {
  try Golden.check(actual, path: Paths.join(Fixtures.path(fixture), goldenName), file: file, line: line)
}

/// Like `assertGolden`, but compares JSON documents as parsed values (key order and spacing do not matter).
package func assertJSONGolden(
  _ actual: String, fixture: String, file goldenName: String, file: StaticString = #filePath, line: UInt = #line
) throws {
  try Golden.checkJSON(actual, path: Paths.join(Fixtures.path(fixture), goldenName), file: file, line: line)
}

/// A JSON value without source positions and with unordered object keys, for comparing documents.
package enum PlainJSON: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([PlainJSON])
  case object([String: PlainJSON])

  package init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .int(let value): self = .number(Double(value))
    case .double(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let elements): self = .array(elements.map(PlainJSON.init))
    case .object(let members):
      self = .object(Dictionary(members.map { ($0.key, PlainJSON($0.value)) }, uniquingKeysWith: { $1 }))
    }
  }
}
