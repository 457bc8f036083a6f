import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// `lint` where no `scaffold.json` is found says so plainly, with no location in a file that does not exist,
/// and points to `init --detect`.
final class LintWithoutConfigurationTests: XCTestCase {
  func testAProjectThePresetDoesNotFitIsToldToRunInitDetect() {
    let fs = InMemoryFileSystem(
      currentDirectory: "/app",
      files: ["/app/Screens/Cart/CartScreen.swift": "struct CartScreen {}\n", "/app/Net/API.swift": "struct API {}\n"])
    let lint = runCLI(["lint"], fileSystem: fs)
    XCTAssertFalse(lint.stdout.contains("scaffold.json:"), lint.stdout)
    XCTAssertTrue(
      lint.stderr.contains(
        "note: no scaffold.json in . or any folder above it; linted with the layers of the built-in preset mvvm "
          + "('scaffold init --detect' writes a scaffold.json that fits this project)\n"), lint.stderr)
    XCTAssertTrue(
      lint.stderr.contains(
        "warning: no file is in a layer: the built-in preset mvvm places none of the 2 files, so no layer rule was "
          + "checked; write a scaffold.json that matches the project's folders with 'scaffold init --detect'\n"),
      lint.stderr)
    XCTAssertEqual(lint.code, .success)
    XCTAssertEqual(runCLI(["lint", "--strict"], fileSystem: fs).code, .refused, "the warning fails a strict run")
    let quiet = runCLI(["lint", "--quiet"], fileSystem: fs)
    XCTAssertFalse(quiet.stderr.contains("note:"), "--quiet leaves the hint out: \(quiet.stderr)")
    XCTAssertTrue(quiet.stderr.hasPrefix("warning: no file is in a layer"), "not the warning: \(quiet.stderr)")
  }

  func testAProjectThePresetFitsGetsTheNoteOnly() {
    let fs = InMemoryFileSystem(
      currentDirectory: "/app", files: ["/app/Modules/Cart/View/CartView.swift": "struct CartView {}\n"])
    let lint = runCLI(["lint", "Modules"], fileSystem: fs)
    XCTAssertEqual(lint.code, .success, lint.stderr)
    XCTAssertTrue(lint.stderr.contains("note: no scaffold.json in Modules or any folder above it;"), lint.stderr)
    XCTAssertFalse(lint.stderr.contains("warning:"), lint.stderr)
  }

  func testAScaffoldJSONSilencesTheNote() throws {
    let fs = InMemoryFileSystem(
      currentDirectory: "/app",
      files: ["/app/scaffold.json": "{}", "/app/Modules/Cart/View/CartView.swift": "struct CartView {}\n"])
    let lint = runCLI(["lint"], fileSystem: fs)
    XCTAssertEqual(lint.code, .success, lint.stderr)
    XCTAssertFalse(lint.stderr.contains("no scaffold.json"), lint.stderr)
  }
}
