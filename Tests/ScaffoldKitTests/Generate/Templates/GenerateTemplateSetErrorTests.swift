import ScaffoldKit
import TemplateEngine
import XCTest

/// A broken manifest or template fails with a location a template author can jump to.
final class GenerateTemplateSetErrorTests: XCTestCase {
  /// Renders the order spec with the set `custom` made of `files` (paths relative to the set folder).
  private func render(_ files: [String: String]) throws -> [GeneratedFile] {
    var contents: [String: String] = [:]
    for (path, text) in files { contents["/team/custom/\(path)"] = text }
    let sources = TemplateSources([
      DirectoryTemplateSource(root: "/team", fileSystem: InMemoryFileSystem(files: contents))
    ])
    return try ModuleGenerator.render(
      spec: GenerateSpecs.order, options: GenerateOptions(templateSet: "custom"), templates: sources)
  }

  private func error(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) -> TemplateSetError?
  {
    do {
      _ = try render(files)
      XCTFail("expected an error", file: file, line: line)
      return nil
    } catch {
      return error as? TemplateSetError
    }
  }

  func testAValidCustomSetRenders() throws {
    let files = try render([
      "manifest.json":
        #"{ "files": [ { "path": "{{ model.name }}.txt", "template": "model.stencil", "forEach": "models" } ] }"#,
      "model.stencil": "{{ model.name|lowercase }}\n",
    ])
    XCTAssertEqual(
      files, [GeneratedFile(path: "Order.txt", contents: "order\n", template: "/team/custom/model.stencil")])
  }

  func testFalseConditionsGenerateNothing() throws {
    let files = try render([
      "manifest.json": """
      { "files": [
        { "path": "a.txt", "template": "a.stencil", "when": "module.hasUIKit" },
        { "path": "b.txt", "template": "a.stencil", "when": "module.hasSwiftUI and not module.hasUIKit" },
        { "path": "{{ screen.name }}.txt", "template": "a.stencil", "forEach": "screens", "when": "screen.isDetail" }
      ] }
      """,
      "a.stencil": "x",
    ])
    XCTAssertEqual(files.map(\.path), ["b.txt", "OrderDetail.txt"])
  }

  func testATemplateObjectPicksTheTemplateOfTheFirstConditionThatHolds() throws {
    let files = try render([
      "manifest.json": """
      { "files": [
        { "path": "{{ screen.name }}.txt", "forEach": "screens", "when": "module.hasSwiftUI",
          "template": { "screen.isForm": "form.stencil", "screen.isDetail": "detail.stencil", "screen.name": "any.stencil" } }
      ] }
      """,
      "form.stencil": "form", "detail.stencil": "detail {{ screen.name }}", "any.stencil": "any {{ screen.name }}",
    ])
    // Entry by entry (detail files, then the others), each screen once: the detail screen is not also `any`.
    XCTAssertEqual(
      files.map { "\($0.path)=\($0.contents)" }, ["OrderDetail.txt=detail OrderDetail", "OrderList.txt=any OrderList"])
  }

  func testTemplateObjectErrorsAreLocated() {
    let empty = #"{ "files": [ { "path": "a", "template": {} } ] }"#
    XCTAssertEqual(
      error(["manifest.json": empty]),
      .invalidManifest(
        SourceLocation(path: "/team/custom/manifest.json", line: 1, column: 41),
        "\"template\" needs at least one condition and its template"))
    let notAName = #"{ "files": [ { "path": "a", "template": { "module.hasUIKit": 1 } } ] }"#
    XCTAssertEqual(
      error(["manifest.json": notAName]),
      .invalidManifest(
        SourceLocation(path: "/team/custom/manifest.json", line: 1, column: 43),
        "each choice of \"template\" is a condition and a template file name"))
    let manifest = "{ \"files\": [\n  { \"path\": \"a\", \"template\": { \"module.hasUIKti\": \"a\" } }\n] }"
    guard case .template(let located) = error(["manifest.json": manifest, "a": ""]) else { return XCTFail() }
    XCTAssertEqual(located.templateName, "/team/custom/manifest.json")
    XCTAssertEqual(located.line, 2)
    XCTAssertEqual(located.column, 40)
    XCTAssertEqual(located.message, "'module' has no member 'hasUIKti' (did you mean 'hasUIKit'?)")
  }

  func testASetWithoutFilesGeneratesItsParentsFilesPlusItsAddedOnes() throws {
    var contents: [String: String] = [
      "/team/base/manifest.json": """
      { "files": [ { "path": "{{ model.name }}.txt", "template": "model.stencil", "forEach": "models" } ] }
      """,
      "/team/base/model.stencil": "base {{ model.name }}\n",
      "/team/child/manifest.json": #"{ "extends": "base" }"#,
      "/team/child/model.stencil": "child {{ model.name }}\n",
      "/team/grandchild/manifest.json": """
      { "extends": "child", "addFiles": [ { "path": "extra.txt", "template": "extra.stencil" } ] }
      """,
      "/team/grandchild/model.stencil": "grandchild {{ model.name }}\n",
      "/team/grandchild/extra.stencil": "extra\n",
    ]
    func render(_ set: String) throws -> [String] {
      let sources = TemplateSources([
        DirectoryTemplateSource(root: "/team", fileSystem: InMemoryFileSystem(files: contents))
      ])
      return try ModuleGenerator.render(
        spec: GenerateSpecs.order, options: GenerateOptions(templateSet: set), templates: sources
      ).map { "\($0.path): \($0.contents)" }
    }
    XCTAssertEqual(try render("child"), ["Order.txt: child Order\n"])
    XCTAssertEqual(try render("grandchild"), ["Order.txt: grandchild Order\n", "extra.txt: extra\n"])
    // A set with its own "files" generates only those.
    contents["/team/child/manifest.json"] = #"{ "extends": "base", "files": [] }"#
    XCTAssertEqual(try render("child"), [])
  }

  func testTheHeaderStartsEverySwiftFileWhoseTemplateDoesNotRenderIt() throws {
    let contents: [String: String] = [
      "/team/base/manifest.json": """
      { "header": "top", "files": [
        { "path": "{{ model.name }}.swift", "template": "model.stencil", "forEach": "models" },
        { "path": "Package.swift", "template": "package.stencil" },
        { "path": "README.md", "template": "model.stencil", "forEach": "models" }
      ] }
      """,
      "/team/base/top.stencil": "// from {{ file.template }}\n",
      "/team/base/model.stencil": "struct {{ model.name }} {}\n",
      "/team/base/package.stencil": "// swift-tools-version:6.0\n{% include \"top\" %}let a = 1\n",
      "/team/child/manifest.json": #"{ "extends": "base" }"#,
      // A blank header leaves headers out.
      "/team/quiet/manifest.json": #"{ "extends": "base" }"#,
      "/team/quiet/top.stencil": "",
    ]
    let sources = TemplateSources([
      DirectoryTemplateSource(root: "/team", fileSystem: InMemoryFileSystem(files: contents))
    ])
    let quiet = try ModuleGenerator.render(
      spec: GenerateSpecs.order, options: GenerateOptions(templateSet: "quiet"), templates: sources)
    XCTAssertEqual(quiet.first?.contents, "struct Order {}\n")
    for set in ["base", "child"] {
      let files = try ModuleGenerator.render(
        spec: GenerateSpecs.order, options: GenerateOptions(templateSet: set), templates: sources)
      XCTAssertEqual(
        files.map { "\($0.path): \($0.contents)" },
        [
          "Order.swift: // from \(set)/model.stencil\nstruct Order {}\n",
          "Package.swift: // swift-tools-version:6.0\n// from \(set)/package.stencil\nlet a = 1\n",
          "README.md: struct Order {}\n",
        ], set)
    }
  }

  func testTheHeaderMustNameAPartialThatExists() {
    let manifest = "{ \"files\": [ { \"path\": \"a.swift\", \"template\": \"a\" } ],\n  \"header\": \"nope\" }"
    XCTAssertEqual(
      error(["manifest.json": manifest, "a": ""]),
      .missingTemplate(SourceLocation(path: "/team/custom/manifest.json", line: 2, column: 13), "nope"))
    guard case .invalidManifest(let location, let message) = error(["manifest.json": #"{ "header": 1, "files": [] }"#])
    else { return XCTFail() }
    XCTAssertEqual(message, "\"header\" must be the name of a partial, like \"header\"")
    XCTAssertEqual(location, SourceLocation(path: "/team/custom/manifest.json", line: 1, column: 13))
  }

  func testAddedFilesNeedAParentAndNoFilesOfTheirOwn() {
    let expected =
      "\"addFiles\" adds to the files of the set named by \"extends\", for a set without \"files\" of its own"
    for (manifest, column) in [
      (#"{ "addFiles": [] }"#, 15), (#"{ "extends": "mvvm", "files": [], "addFiles": [] }"#, 47),
    ] {
      guard case .invalidManifest(let location, let message) = error(["manifest.json": manifest]) else {
        XCTFail(manifest)
        continue
      }
      XCTAssertEqual(message, expected, manifest)
      XCTAssertEqual(location, SourceLocation(path: "/team/custom/manifest.json", line: 1, column: column), manifest)
    }
  }

  func testInvalidJSONIsLocated() {
    let manifest = "{\n  \"files\": [\n    { \"path\": \"a\", }\n  ]\n}"
    guard case .invalidManifest(let location, _) = error(["manifest.json": manifest]) else { return XCTFail() }
    XCTAssertEqual(location.path, "/team/custom/manifest.json")
    XCTAssertEqual(location.line, 3)
  }

  func testUnknownKeysAreLocatedWithASuggestion() {
    let manifest = "{ \"files\": [\n  { \"path\": \"a\", \"tempalte\": \"a.stencil\" }\n] }"
    guard case .invalidManifest(let location, let message) = error(["manifest.json": manifest]) else {
      return XCTFail()
    }
    XCTAssertEqual(location, SourceLocation(path: "/team/custom/manifest.json", line: 2, column: 18))
    XCTAssertEqual(message, "unknown key \"tempalte\"; did you mean \"template\"?")
  }

  func testMissingKeysAndWrongShapes() {
    let cases: [(String, String)] = [
      (#"[]"#, "the manifest must be an object with a \"files\" array"),
      (#"{}"#, "missing key \"files\""),
      (#"{ "files": {} }"#, "\"files\" must be an array, not an object"),
      (#"{ "extends": "base", "addFiles": {} }"#, "\"addFiles\" must be an array, not an object"),
      (#"{ "files": [ "a" ] }"#, "each file must be an object, not a string"),
      (#"{ "files": [ { "template": "a" } ] }"#, "missing key \"path\""),
      (#"{ "files": [ { "path": "", "template": "a" } ] }"#, "\"path\" must be a non-empty string"),
      (
        #"{ "files": [ { "path": "a", "template": "a", "forEach": "module" } ] }"#,
        "add \"as\": the element name cannot be derived from \"module\""
      ),
      (
        #"{ "files": [ { "path": "a", "template": "a", "forEach": "models", "as": "1x" } ] }"#,
        "\"as\" must be a name like \"screen\""
      ),
    ]
    for (manifest, expected) in cases {
      guard case .invalidManifest(_, let message) = error(["manifest.json": manifest, "a": ""]) else {
        XCTFail(manifest)
        continue
      }
      XCTAssertEqual(message, expected, manifest)
    }
  }

  func testForEachMustNameAnArray() {
    let manifest = #"{ "files": [ { "path": "a", "template": "a", "forEach": "module", "as": "m" } ] }"#
    guard case .invalidManifest(_, let message) = error(["manifest.json": manifest, "a": ""]) else { return XCTFail() }
    XCTAssertEqual(message, "\"forEach\": \"module\" is not an array of the template context")
  }

  func testMissingTemplateIsLocatedAtItsEntry() {
    let manifest = "{ \"files\": [\n  { \"path\": \"a\", \"template\": \"nope.stencil\" }\n] }"
    XCTAssertEqual(
      error(["manifest.json": manifest]),
      .missingTemplate(SourceLocation(path: "/team/custom/manifest.json", line: 2, column: 3), "custom/nope.stencil"))
  }

  func testRenderErrorsKeepTheTemplatesLineAndColumn() {
    let manifest = #"{ "files": [ { "path": "a.swift", "template": "a.stencil" } ] }"#
    let template = "// header\nstruct {{ module.name }} {\n  let x = {{ module.nmae }}\n}\n"
    guard case .template(let located) = error(["manifest.json": manifest, "a.stencil": template]) else {
      return XCTFail()
    }
    XCTAssertEqual(located.templateName, "/team/custom/a.stencil")
    XCTAssertEqual(located.line, 3)
    XCTAssertEqual(located.sourceLine, "  let x = {{ module.nmae }}")
  }

  func testSyntaxErrorsKeepTheTemplatesLocation() {
    let manifest = #"{ "files": [ { "path": "a.swift", "template": "a.stencil" } ] }"#
    let template = "line one\n{% if module.hasUIKit %}\nunclosed\n"
    guard case .template(let located) = error(["manifest.json": manifest, "a.stencil": template]) else {
      return XCTFail()
    }
    XCTAssertEqual(located.templateName, "/team/custom/a.stencil")
    XCTAssertEqual(located.line, 2)
  }

  func testPathErrorsPointIntoTheManifest() {
    let manifest = "{ \"files\": [\n  { \"template\": \"a\",\n    \"path\": \"{{ modle.name }}.swift\" }\n] }"
    guard case .template(let located) = error(["manifest.json": manifest, "a": ""]) else { return XCTFail() }
    XCTAssertEqual(located.templateName, "/team/custom/manifest.json")
    XCTAssertEqual(located.line, 3)
    XCTAssertEqual(located.column, 17)
    XCTAssertEqual(located.sourceLine, #"    "path": "{{ modle.name }}.swift" }"#)
  }

  func testConditionErrorsPointIntoTheManifest() {
    let manifest = "{ \"files\": [\n  { \"template\": \"a\", \"path\": \"a\", \"when\": \"module.hasUIKti\" }\n] }"
    guard case .template(let located) = error(["manifest.json": manifest, "a": ""]) else { return XCTFail() }
    XCTAssertEqual(located.templateName, "/team/custom/manifest.json")
    XCTAssertEqual(located.line, 2)
    XCTAssertEqual(located.column, 51)
  }
}
