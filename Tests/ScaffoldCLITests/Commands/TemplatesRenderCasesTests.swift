import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

/// Tests/Fixtures/TemplateLanguage/cases.json, every tag, filter, operator and error of the language,
/// run end to end through `scaffold templates render FILE --context JSON`: files on an in-memory disk,
/// output byte-exact on stdout, errors located on stderr with exit status 2.
final class TemplatesRenderCasesTests: XCTestCase {
  func testEveryLanguageCaseRendersThroughTheCLI() throws {
    let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/TemplateLanguage/cases.json")
    let data = try Data(contentsOf: fixture)
    let cases = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    XCTAssertGreaterThanOrEqual(cases.count, 60)
    for testCase in cases {
      let name = try XCTUnwrap(testCase["name"] as? String)
      let template = try XCTUnwrap(testCase["template"] as? String)
      let context = testCase["context"] ?? [String: Any]()
      let contextText = String(decoding: try JSONSerialization.data(withJSONObject: context), as: UTF8.self)
      var files = ["/work/case.stencil": template, "/work/context.json": contextText]
      // Partials sit beside the template (its own folder), so they are named as in the fixture.
      for (partial, source) in testCase["partials"] as? [String: String] ?? [:] { files["/work/\(partial)"] = source }
      let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: files)
      let run = runCLI(["templates", "render", "case.stencil", "--context", "context.json"], fileSystem: fileSystem)
      if let expected = testCase["expected"] as? String {
        XCTAssertEqual(run.code, .success, "\(name): \(run.stderr)")
        XCTAssertEqual(run.stdout, expected, name)
        XCTAssertEqual(run.stderr, "", name)
      } else {
        let error = try XCTUnwrap(testCase["error"] as? [String: Any], name)
        let file = error["partial"] as? String ?? "case.stencil"
        let location = "\(file):\(error["line"] as? Int ?? 0):\(error["column"] as? Int ?? 0)"
        let message = try XCTUnwrap(error["message"] as? String)
        XCTAssertEqual(run.code, .invalidInput, name)
        XCTAssertEqual(run.stdout, "", name)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first.map(String.init), "\(location): error: \(message)", name)
        // The source line and a caret under the column follow.
        XCTAssertGreaterThanOrEqual(lines.count, 3, name)
        if lines.count >= 3 { XCTAssertTrue(lines[2].hasSuffix("^"), "\(name): \(run.stderr)") }
      }
    }
  }

  func testPartialsFolderComesBeforeTheTemplatesOwnFolder() {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/work",
      files: [
        "/work/t/page.stencil": "[{% include \"row\" %}|{% include \"cell\" %}]",
        "/work/t/row.stencil": "own row", "/work/t/cell": "own cell",
        "/work/shared/row": "shared row", "/work/context.json": "{}",
      ])
    let run = runCLI(
      ["templates", "render", "t/page.stencil", "--context", "context.json", "--partials", "shared"],
      fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(run.stdout, "[shared row|own cell]")
  }

  func testMissingPartialIsLocatedAtTheIncludeTag() {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/work", files: ["/work/t.stencil": "a\n  {% include \"nope\" %}\n", "/work/c.json": "{}"])
    let run = runCLI(["templates", "render", "t.stencil", "--context", "c.json"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertEqual(
      run.stderr, "t.stencil:2:14: error: partial 'nope' not found\n  {% include \"nope\" %}\n             ^\n")
  }

  func testContextFileValuesKeepTheirJSONTypes() {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/work",
      files: [
        "/work/t.stencil": "{{ n }} {{ d }} {{ w }} {% if flag %}yes{% endif %} {{ list|join:\",\" }} {{ o.k }}",
        "/work/c.json": #"{"n": 3, "d": 2.5, "w": 4.0, "flag": true, "list": ["a", 1], "o": {"k": null}}"#,
      ])
    let run = runCLI(["templates", "render", "t.stencil", "--context", "c.json"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(run.stdout, "3 2.5 4 yes a,1 ")
  }

  func testContextMustBeAnObject() {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/work", files: ["/work/t.stencil": "x", "/work/c.json": "\n  [1]"])
    let run = runCLI(["templates", "render", "t.stencil", "--context", "c.json"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertEqual(run.stderr, "c.json:2:3: error: a context must be a JSON object of variables, found an array\n")
  }

  func testSpecAndContextTogetherIsAUsageError() {
    let run = runCLI(["templates", "render", "t.stencil", "--context", "c.json", "--spec", "s.json"])
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.hasPrefix("error: give --spec or --context, not both"), run.stderr)
  }
}
