import ScaffoldKit
import ScaffoldTestSupport
import XCTest

/// Specs written by the spec fuzzer (`Tests/Fuzz/spec-fuzz.py corpus`), valid by construction and full of
/// names generated code uses: each passes the spec checks, and every built-in set either generates it or
/// refuses it at a line and column of the spec, as its `.expected` file records. (The fuzzer's `run` mode
/// does the same for thousands of specs through the binary; its `compile` mode builds a sample.)
final class SpecFuzzPropertyTests: XCTestCase {
  static let folder = "Tests/Fixtures/SpecFuzzPropertyTests"

  func testFuzzedSpecsGenerateOrAreRefusedAtAPositionUnderEverySet() throws {
    let names = try SpecFixtures.files(in: Self.folder, withExtension: "json")
    XCTAssertGreaterThanOrEqual(names.count, 4)
    var generated = 0
    for name in names {
      let json = try SpecFixtures.read("\(Self.folder)/\(name)")
      XCTAssertNoThrow(try SpecLoader.load(json: json, path: name), name)
      let actual = GeneratedNameClashTests.outcome(json: json, file: name)
      let expectedPath = "\(Self.folder)/\(name.dropLast(5)).expected"
      try Golden.check(actual, path: SpecFixtures.url(expectedPath).path, name)
      for line in actual.split(separator: "\n") {
        if line.hasSuffix(": ok") {
          generated += 1
        } else {
          XCTAssertNotNil(line.range(of: #"\.json:\d+:\d+: error: "#, options: .regularExpression), String(line))
        }
      }
    }
    XCTAssertGreaterThan(generated, 0)
  }
}
