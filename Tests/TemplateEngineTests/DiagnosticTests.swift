import TemplateEngine
import XCTest

/// The printed form of errors, nesting limits, and robustness against arbitrary input.
final class DiagnosticTests: XCTestCase {
  private func error(
    _ source: String, _ context: [String: TemplateValue] = [:], partials: [String: String] = [:],
    name: String = "test.stencil", file: StaticString = #filePath, line: UInt = #line
  ) -> TemplateError? {
    do {
      _ = try render(source, context, partials: partials, name: name)
      XCTFail("expected an error", file: file, line: line)
      return nil
    } catch {
      return error
    }
  }

  func testDescriptionHasLocationSourceLineAndCaret() {
    let failure = error(
      "struct {{ name }} {\n  let id: {{ idType|uppercse }}\n}", ["name": "A", "idType": "Int"],
      name: "mvvm/Model.swift.stencil")
    XCTAssertEqual(
      failure?.description,
      """
      mvvm/Model.swift.stencil:2:21: error: unknown filter 'uppercse' (did you mean 'uppercase'?)
        let id: {{ idType|uppercse }}
                          ^
      """)
  }

  func testCaretLinesUpUnderTabsAndMultiByteCharacters() {
    XCTAssertEqual(
      error("\tcafé {{ nope }}")?.description,
      "test.stencil:1:11: error: undefined variable 'nope'\n\tcafé {{ nope }}\n\t        ^")
  }

  func testErrorInsidePartialIsLocatedThereAndNotesTheIncludeSite() {
    let failure = error(
      "header\n  {% include \"row\" %}\n", ["x": 1], partials: ["row": "{{ x }}\n{{ y|lowercase }}"])
    XCTAssertEqual(failure?.templateName, "row")
    XCTAssertEqual(
      failure?.description,
      """
      row:2:4: error: undefined variable 'y'
      {{ y|lowercase }}
         ^
      test.stencil:2:6: note: included from here
        {% include "row" %}
           ^
      """)
  }

  func testErrorInsideParentNotesTheExtendsTag() {
    let failure = error("{% extends \"base\" %}\n", partials: ["base": "ok\n{% if %}"])
    XCTAssertEqual(
      failure?.description,
      """
      base:2:7: error: expected a condition
      {% if %}
            ^
      test.stencil:1:4: note: extended from here
      {% extends "base" %}
         ^
      """)
  }

  func testIncludeCycleNotesEveryIncludeSite() {
    let failure = error("{% include \"a\" %}", partials: ["a": "{% include \"b\" %}", "b": "{% include \"a\" %}"])
    XCTAssertEqual(failure?.message, "include cycle: a -> b -> a")
    XCTAssertEqual(failure?.templateName, "b")
    XCTAssertEqual(failure?.includedFrom.map(\.templateName), ["a", "test.stencil"])
  }

  func testPartialsResolveRelativeToTheIncludingTemplate() throws {
    struct Folders: PartialLoader {
      func loadPartial(named: String, from includingTemplate: String) -> (name: String, source: String)? {
        let folder = includingTemplate.split(separator: "/").dropLast().joined(separator: "/")
        let path = folder.isEmpty ? named : "\(folder)/\(named)"
        return path == "mvvm/header" ? (path, "// from {{ \"\" }}mvvm") : nil
      }
    }
    let template = try Template(source: "{% include \"header\" %}", name: "mvvm/View.stencil")
    XCTAssertEqual(try template.render([:], partials: Folders()), "// from mvvm")
    XCTAssertEqual(
      (try? Template(source: "{% include \"header\" %}", name: "other/View.stencil").render([:], partials: Folders())),
      nil)
  }

  func testDeepNestingIsAnErrorNotACrash() {
    let depth = 5_000
    let nested = String(repeating: "{% if a %}", count: depth) + String(repeating: "{% endif %}", count: depth)
    let failure = error(nested, ["a": true])
    XCTAssertEqual(failure?.message, "blocks are nested too deeply (more than 50 levels)")
    XCTAssertEqual(failure?.column, 504)

    let nots = "{% if " + String(repeating: "not ", count: 10_001) + "a %}T{% endif %}"
    XCTAssertEqual(try render(nots, ["a": false]), "T")
    let ands = "{% if a" + String(repeating: " and a", count: 10_000) + " %}T{% endif %}"
    XCTAssertEqual(try render(ands, ["a": true]), "T")
  }

  func testNestingUpToTheLimitWorks() throws {
    let nested =
      String(repeating: "{% for x in xs %}", count: 50) + "{{ x }}" + String(repeating: "{% endfor %}", count: 50)
    XCTAssertEqual(try render(nested, ["xs": [1]]), "1")
  }

  /// Partials that each nest deeply cannot add up to a stack overflow.
  func testNestingThroughIncludesIsLimited() {
    func deep(including next: String) -> String {
      String(repeating: "{% if true %}", count: 45) + "{% include \"\(next)\" %}"
        + String(repeating: "{% endif %}", count: 45)
    }
    let partials = ["a": deep(including: "b"), "b": deep(including: "c"), "c": deep(including: "d"), "d": "end"]
    let failure = error("{% include \"a\" %}", partials: partials)
    XCTAssertEqual(failure?.message, "blocks and includes are nested too deeply (more than 100 levels)")
    XCTAssertEqual(failure?.templateName, "c")
    XCTAssertEqual(failure?.includedFrom.map(\.templateName), ["b", "a", "test.stencil"])
  }

  func testIncludeChainsTooDeepAreAnError() {
    var partials: [String: String] = [:]
    for index in 0..<40 { partials["p\(index)"] = "{% include \"p\(index + 1)\" %}" }
    partials["p40"] = "end"
    XCTAssertEqual(
      error("{% include \"p0\" %}", partials: partials)?.message,
      "includes are nested too deeply (more than 32 levels)")
  }

  /// Arbitrary splices of template syntax must either render or throw a located error, never trap.
  func testArbitraryInputNeverCrashes() {
    let fragments = [
      "{{", "}}", "{%", "%}", "{#", "#}", "-", " ", "\n", "x", "xs", ".", "|", ":", ",", "\"", "'", "for", "in",
      "if", "elif", "else", "endif", "endfor", "empty", "include", "not", "and", "or", "==", "<", "1", "-2",
      "upperFirst", "default", "join", "é", "\t", "forloop", "0", "first",
    ]
    var generator = SplitMix(seed: 42)
    let context: [String: TemplateValue] = ["x": "v", "xs": ["a", "b"]]
    for _ in 0..<3_000 {
      var source = ""
      for _ in 0..<Int(generator.next() % 24) { source += fragments[Int(generator.next() % UInt64(fragments.count))] }
      do {
        _ = try render(source, context, partials: ["x": "{{ x }}"])
      } catch {
        XCTAssertGreaterThan(error.line, 0, source)
        XCTAssertGreaterThan(error.column, 0, source)
        XCTAssertFalse(error.message.isEmpty, source)
      }
    }
  }
}

extension DiagnosticTests {
  /// Random bytes biased towards template syntax: errors stay inside the source.
  func testRandomBytesNeverCrash() {
    let alphabet = Array("{}%#-|:,.\"'\\ \n\tax0é=<>!".utf8)
    var generator = SplitMix(seed: 7)
    for _ in 0..<3_000 {
      let length = Int(generator.next() % 40)
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let source = String(decoding: bytes, as: UTF8.self)
      do {
        _ = try render(source, ["x": "v", "a": ["x"]])
      } catch {
        let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertTrue((1...lineCount).contains(error.line), source)
        XCTAssertGreaterThan(error.column, 0, source)
      }
    }
  }
}

/// A small deterministic generator, so the arbitrary-input test is reproducible.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
