import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// `new-module` into an app that already has the module's types or folder: refused with both places named,
/// exit 1, and the tree left as it was; `--allow-collisions` writes anyway; a module re-generated over itself
/// collides with nothing.
final class NewModuleCollisionTests: XCTestCase {
  func testATypeTheAppDeclaresIsACollisionNamingBothPlaces() throws {
    let files = ["/app/App/Networking/Server.swift": "import Foundation\n\nfinal class Server {\n  let url: URL\n}\n"]
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: files)
    let before = fs.snapshot
    let run = runCLI(["new-module", "Server"], fileSystem: fs)
    XCTAssertEqual(run.code, .refused)
    XCTAssertTrue(run.stderr.hasPrefix("error: the module collides with what the project already has:\n"), run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        "  type 'Server' would be declared twice: the project declares it at App/Networking/Server.swift:3:13, "
          + "and the module would at Modules/Server/Model/Server.swift:"),
      run.stderr)
    XCTAssertTrue(
      run.stderr.hasSuffix("nothing was written; rename the module, or pass --allow-collisions to write it anyway\n"))
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(fs.snapshot, before)
  }

  func testAnExistingFolderWithOtherContentIsACollision() throws {
    let fs = InMemoryFileSystem(
      currentDirectory: "/app", files: ["/app/Modules/Settings/SettingsStore.swift": "struct SettingsStore {}\n"])
    let before = fs.snapshot
    let run = runCLI(["new-module", "Settings", "--dry-run"], fileSystem: fs)
    XCTAssertEqual(run.code, .refused)
    XCTAssertTrue(
      run.stderr.contains(
        "  folder 'Modules/Settings' already exists with other content ('Modules/Settings/SettingsStore.swift'); "
          + "the module would be written into it\n"),
      run.stderr)
    XCTAssertEqual(fs.snapshot, before)
  }

  func testAllowCollisionsWritesAnyway() throws {
    let fs = InMemoryFileSystem(
      currentDirectory: "/app", files: ["/app/Modules/Settings/SettingsStore.swift": "struct SettingsStore {}\n"])
    let run = runCLI(["new-module", "Settings", "--allow-collisions"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertNotNil(fs.snapshot["/app/Modules/Settings/Model/Settings.swift"])
    XCTAssertEqual(try fs.readText("/app/Modules/Settings/SettingsStore.swift"), "struct SettingsStore {}\n")
  }

  func testAModuleGeneratedAgainOverItselfCollidesWithNothing() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    XCTAssertEqual(runCLI(["new-module", "Order"], fileSystem: fs).code, .success)
    try fs.write("// edited\n", to: "/app/Modules/Order/Model/Order.swift")
    let again = runCLI(["new-module", "Order", "--force"], fileSystem: fs)
    XCTAssertEqual(again.code, .success, again.stderr)
    // Another module with its own names does not collide with the first.
    XCTAssertEqual(runCLI(["new-module", "Invoice"], fileSystem: fs).code, .success)
  }
}
