import ScaffoldKit
import XCTest

/// Damaged specs never crash the loader, and every problem they cause is located.
final class SpecRobustnessTests: XCTestCase {
  /// A small deterministic generator (SplitMix64), so a failure reproduces.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  func testMutatedExamplesLoadOrFailWithLocatedProblems() throws {
    var generator = Generator(state: 42)
    let pieces: [[UInt8]] = ["\"", "{", "}", "[", "]", ",", ":", "?", "Strin", "\"x\"", "null", "1", "\\"]
      .map { Array($0.utf8) }
    for name in try SpecFixtures.files(in: "docs/examples", withExtension: "json") {
      let original = Array(try SpecFixtures.read("docs/examples/\(name)").utf8)
      for round in 0..<150 {
        var bytes = original
        for _ in 0...generator.next(3) {
          let at = generator.next(bytes.count)
          switch generator.next(3) {
          case 0: bytes.remove(at: at)
          case 1: bytes.insert(contentsOf: pieces[generator.next(pieces.count)], at: at)
          default: bytes.replaceSubrange(at..<min(bytes.count, at + 8), with: pieces[generator.next(pieces.count)])
          }
        }
        do {
          _ = try SpecLoader.load(json: bytes, path: name)
        } catch {
          XCTAssertFalse(error.specProblems.isEmpty, "\(name) round \(round)")
          for problem in error.specProblems {
            XCTAssertNotNil(problem.position, "\(name) round \(round): \(problem)")
          }
        }
      }
    }
  }

  func testAnInvalidCommandLineNameIsReportedOnce() {
    let json = #"{"models": [], "operations": [], "screens": []}"#
    XCTAssertThrowsError(try SpecLoader.load(json: json, path: "x.json", overrides: .init(name: "my module"))) {
      error in
      let problems = (error as? SpecError)?.problems ?? []
      XCTAssertEqual(problems.filter { $0.message.contains("my module") }.count, 1, "\(problems)")
    }
  }

  func testInvalidUTF8IsALocatedSyntaxErrorNotReplacementCharacters() {
    // "name": "Or<FF FE>der", then a valid two-byte character: the first bad byte is at line 2, column 14.
    let bytes = Array("{\n  \"name\": \"Or".utf8) + [0xFF, 0xFE] + Array("der\", \"x\": \"é\"}".utf8)
    XCTAssertThrowsError(try JSONParser.parse(bytes)) { error in
      XCTAssertEqual("\(error)", "2:14: invalid UTF-8 in a string (byte 0xFF)")
    }
    XCTAssertEqual(try JSONParser.parse(Array(#"["é€😀"]"#.utf8)).elements?.first?.stringValue, "é€😀")
    // A truncated sequence at the end of a string.
    XCTAssertThrowsError(try JSONParser.parse(Array(#"["a"#.utf8) + [0xE2, 0x82] + Array(#""]"#.utf8))) { error in
      XCTAssertEqual("\(error)", "1:4: invalid UTF-8 in a string (byte 0xE2)")
    }
  }
}
