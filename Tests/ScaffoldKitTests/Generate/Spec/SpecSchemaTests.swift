import Foundation
import XCTest

@testable import ScaffoldKit

/// docs/module-spec.schema.json must describe the same keys and values the loader accepts.
final class SpecSchemaTests: XCTestCase {
  private func schema() throws -> JSONNode {
    try JSONParser.parse(try SpecFixtures.read("docs/module-spec.schema.json"))
  }

  private func keys(_ node: JSONNode?) -> [String] { node?["properties"]?.members?.map(\.key) ?? [] }

  private func enumValues(_ node: JSONNode?) -> [String] { node?["enum"]?.elements?.compactMap(\.stringValue) ?? [] }

  func testSchemaKeysMatchTheLoaderKeys() throws {
    let schema = try schema()
    let defs = schema["$defs"]
    XCTAssertEqual(keys(schema), SpecKeys.module)
    XCTAssertEqual(keys(defs?["model"]), SpecKeys.model)
    XCTAssertEqual(keys(defs?["field"]), SpecKeys.field)
    XCTAssertEqual(keys(defs?["operation"]), SpecKeys.operation)
    XCTAssertEqual(keys(defs?["operation"]?["properties"]?["http"]), SpecKeys.http)
    XCTAssertEqual(keys(defs?["screen"]), SpecKeys.screen)
    XCTAssertEqual(keys(defs?["validation"]), SpecKeys.validation)
    XCTAssertEqual(keys(defs?["route"]), SpecKeys.route)
  }

  func testSchemaEnumerationsMatchTheSpecTypes() throws {
    let schema = try schema()
    let defs = schema["$defs"]
    XCTAssertEqual(enumValues(schema["properties"]?["ui"]), UIKind.allCases.map(\.rawValue))
    XCTAssertEqual(enumValues(schema["properties"]?["cachePolicy"]), CachePolicy.allCases.map(\.rawValue))
    XCTAssertEqual(
      enumValues(defs?["operation"]?["properties"]?["http"]?["properties"]?["method"]),
      HTTPSpec.Method.allCases.map(\.rawValue))
    XCTAssertEqual(enumValues(defs?["screen"]?["properties"]?["kind"]), ScreenSpec.Kind.allCases.map(\.rawValue))
    XCTAssertEqual(
      enumValues(defs?["validation"]?["properties"]?["rule"]), ValidationRuleName.allCases.map(\.rawValue))
    XCTAssertEqual(Set(enumValues(defs?["memberName"]?["not"])), SwiftNames.keywords)
  }

  /// Runs Tests/Scripts/check-spec-schema.py (examples accepted, invalid specs rejected) when python3 with
  /// the jsonschema package is available; CI installs it.
  func testExamplesValidateAgainstTheSchema() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", SpecFixtures.url("Tests/Scripts/check-spec-schema.py").path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do {
      try process.run()
    } catch {
      throw XCTSkip("python3 is not available")
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if text.contains("needs the jsonschema package") { throw XCTSkip("python jsonschema is not installed") }
    XCTAssertEqual(process.terminationStatus, 0, text)
  }
}
