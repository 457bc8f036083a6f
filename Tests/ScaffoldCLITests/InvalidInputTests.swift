import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// Hostile or mistaken command lines: each ends with a clear message on stderr, the documented exit code,
/// and no file of the user's touched.
final class InvalidInputTests: XCTestCase {
  func testOutputThatIsAFileIsRefusedWithoutSuggestingForce() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/notes": "mine\n"])
    for arguments in [
      ["new-module", "Order", "--output", "notes"], ["new-module", "Order", "--output", "notes", "--force"],
    ] {
      let run = runCLI(arguments, fileSystem: fs)
      XCTAssertEqual(run.code, .invalidInput, arguments.joined(separator: " "))
      XCTAssertEqual(
        run.stderr,
        "error: the output directory '/app/notes' is a file, not a directory; nothing was written; "
          + "choose another output directory (--output DIR)\n")
      XCTAssertEqual(run.stdout, "")
    }
    XCTAssertEqual(try fs.readText("/app/notes"), "mine\n")
    XCTAssertEqual(fs.snapshot.count, 1)
  }

  /// A module named like a Swift type is refused for that reason, not for what its default model would do.
  func testModuleNamedLikeASwiftTypeOrModuleIsRefusedByName() {
    for (name, reason) in [
      ("String", "module name 'String' is the name of the Swift type 'String' that generated code uses"),
      ("Swift", "module name 'Swift' is the name of a module of the Swift toolchain"),
      ("Foundation", "module name 'Foundation' is the name of a module of the Swift toolchain"),
    ] {
      let fs = InMemoryFileSystem(currentDirectory: "/app")
      let run = runCLI(["new-module", name], fileSystem: fs)
      XCTAssertEqual(run.code, .invalidInput, name)
      XCTAssertTrue(run.stderr.hasPrefix("error: \(reason)"), run.stderr)
      XCTAssertFalse(run.stderr.contains("contain itself"), run.stderr)
      XCTAssertTrue(run.stderr.contains("1 problem; nothing was written"), run.stderr)
      XCTAssertEqual(fs.snapshot.count, 0)
    }
  }

  /// A spec that every check of its own accepts, but whose names the chosen set would declare twice, is
  /// refused at the spec's line and column, naming the generated place; nothing is written.
  func testSpecClashingWithTheSetInUseIsRefusedAtItsPosition() throws {
    let json = try String(
      contentsOfFile: Fixtures.path("GeneratedNameClashTests/model-ItemService.json"), encoding: .utf8)
    for (preset, refused) in [("features", true), ("mvvm", false)] {
      let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/item.json": json])
      let run = runCLI(["new-module", "--spec", "item.json", "--preset", preset, "--dry-run"], fileSystem: fs)
      XCTAssertEqual(run.code, refused ? .invalidInput : .success, "\(preset): \(run.stderr)")
      if refused {
        XCTAssertTrue(
          run.stderr.hasPrefix(
            "item.json:28:15: error: model 'ItemService' clashes with a type of the same name that the 'features' "
              + "template set generates (Features/Item/Models/ItemService.swift:4 and "),
          run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("1 problem; nothing was written\n"), run.stderr)
      }
      XCTAssertEqual(Array(fs.snapshot.keys), ["/app/item.json"])
    }
  }

  /// A folder given to `templates render` is named as a folder, not as a missing file.
  func testTemplatesRenderOfAFolderSaysItIsAFolder() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    try fs.createDirectory("/etc")
    let run = runCLI(["templates", "render", "/etc"], fileSystem: fs)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertEqual(
      run.stderr,
      "error: /etc: is a directory, not a template file; name a template file, or a built-in one as <set>/<file> "
        + "(e.g. mvvm/ViewModel.swift.stencil)\n")
    XCTAssertEqual(run.stdout, "")
  }

  /// A write that fails midway lists no file as created, and leaves nothing behind.
  func testFailedWritePrintsNoPlanAndLeavesNothing() {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/keep.txt": "keep\n"])
    fs.failingWrites = ["/app/Modules/Order/Router/OrderRouter.swift"]
    let run = runCLI(["new-module", "Order"], fileSystem: fs)
    XCTAssertEqual(run.code, .failed)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.contains("OrderRouter.swift"), run.stderr)
    XCTAssertEqual(Array(fs.snapshot.keys), ["/app/keep.txt"])
  }

  func testEmptyOptionValueIsAUsageError() {
    let cases: [(arguments: [String], option: String)] = [
      (["new-module", "Order", "--spec", ""], "--spec"),
      (["new-module", "Order", "--output="], "--output"),
      (["lint", "--config", ""], "--config"),
    ]
    for (arguments, option) in cases {
      let run = runCLI(arguments)
      XCTAssertEqual(run.code, .invalidInput, arguments.joined(separator: " "))
      XCTAssertTrue(run.stderr.hasPrefix("error: option '\(option)' needs a value"), run.stderr)
    }
  }

  func testReporterWithEmptyFileNameIsAUsageError() {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/A.swift": "struct A {}\n"])
    let run = runCLI(["lint", "--reporter", "sarif:"], fileSystem: fs)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.hasPrefix("error: --reporter sarif:: missing file name after ':'"), run.stderr)
    XCTAssertEqual(run.stdout, "")
  }

  func testTemplateThatIsNotUTF8IsInvalidInput() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    try fs.write(Array("ok\na".utf8) + [0xFF] + Array("{{ name }}\n".utf8), to: "/app/bad.stencil")
    let run = runCLI(["templates", "render", "bad.stencil"], fileSystem: fs)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.contains("bad.stencil: cannot read: not valid UTF-8 (line 2, column 2)"), run.stderr)
  }

  func testIncludesCannotReachOutsideTheTemplateSources() throws {
    let secret = "/home/ci/.netrc"
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: [secret: "password hunter2\n"])
    for name in [secret, "../../../home/ci/.netrc"] {
      try fs.write("{% include \"\(name)\" %}\n", to: "/app/.scaffold/templates/mvvm/Model.swift.stencil")
      let run = runCLI(["new-module", "Order"], fileSystem: fs)
      XCTAssertEqual(run.code, .invalidInput, name)
      XCTAssertTrue(run.stderr.contains("partial '\(name)' not found"), run.stderr)
      try fs.write("{% include \"\(name)\" %}\n", to: "/app/t/page.stencil")
      try fs.write("{}\n", to: "/app/context.json")
      let render = runCLI(["templates", "render", "t/page.stencil", "--context", "context.json"], fileSystem: fs)
      XCTAssertEqual(render.code, .invalidInput, name)
      XCTAssertTrue(render.stderr.contains("partial '\(name)' not found"), render.stderr)
    }
    XCTAssertNil(fs.snapshot.keys.first { $0.hasPrefix("/app/Modules") })
  }

  func testManifestTemplatesCannotReachOutsideTheTemplateFolder() throws {
    let fs = InMemoryFileSystem(
      currentDirectory: "/app",
      files: [
        "/app/secret.txt": "hunter2\n",
        "/app/t/mvvm/manifest.json": #"{"files": [{"path": "X.swift", "template": "../../secret.txt"}]}"#,
      ])
    let run = runCLI(["new-module", "Order", "--templates", "t"], fileSystem: fs)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.contains("template 'mvvm/../../secret.txt' not found"), run.stderr)
    XCTAssertNil(fs.snapshot["/app/X.swift"])
  }

  /// A file that cannot be written is exit 3 in every command: not 1, which means violations or
  /// conflicts, nor 2, which means the input needs fixing.
  func testFilesThatCannotBeWrittenExitThreeEverywhere() {
    let cases: [(arguments: [String], failing: String)] = [
      (["lint", "--write-baseline", "out/file"], "/app/out/file"),
      (["lint", "--stamp", "out/file"], "/app/out/file"),
      (["lint", "--reporter", "sarif:out/file"], "/app/out/file"),
      (["graph", "--output", "out/file"], "/app/out/file"),
      (["new-module", "Order", "--output", "out"], "/app/out/Modules/Order/Model/Order.swift"),
      (["templates", "eject", "mvvm", "--to", "out"], "/app/out/mvvm/manifest.json"),
    ]
    for (arguments, failing) in cases {
      let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/A.swift": "struct A {}\n"])
      fs.failingWrites = [failing]
      let run = runCLI(arguments, fileSystem: fs)
      XCTAssertEqual(run.code, .failed, arguments.joined(separator: " ") + "\n" + run.stderr)
      XCTAssertTrue(run.stderr.contains("\nerror: ") || run.stderr.hasPrefix("error: "), run.stderr)
      XCTAssertEqual(run.stderr.components(separatedBy: "error: ").count, 2, run.stderr)
    }
  }
}
