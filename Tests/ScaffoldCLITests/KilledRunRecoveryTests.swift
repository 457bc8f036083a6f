import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// The next run of a command killed while writing recovers its journal before judging the tree.
final class KilledRunRecoveryTests: XCTestCase {
  /// The journal of a `new-app Shop` killed before placing its files: the folder and its state.
  private let killedNewApp = [
    "/work/Shop/.scaffold/journal.json": #"{"directories":[".",".scaffold","App"],"files":[],"stage":"writing"}"#
  ]

  /// Running new-app again is what a user does after Ctrl-\ or a killed CI job: the killed run is undone
  /// first, so the folder is not "not empty".
  func testNewAppAgainAfterAKilledNewAppUndoesItAndGenerates() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: killedNewApp)
    try fileSystem.createDirectory("/work/Shop/App")
    let run = runCLI(["new-app", "Shop"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stderr.contains("note: Shop: undid an interrupted scaffold run"), run.stderr)
    XCTAssertNil(fileSystem.kind(of: "/work/Shop/.scaffold/journal.json"))
    XCTAssertNotNil(fileSystem.kind(of: "/work/Shop/Package.swift"))
  }

  /// A dry run recovers nothing: it is refused as before and the journal stays for a real run.
  func testNewAppDryRunLeavesTheJournal() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: killedNewApp)
    let before = fileSystem.snapshot
    let run = runCLI(["new-app", "Shop", "--dry-run"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .refused, run.stderr)
    XCTAssertEqual(fileSystem.snapshot, before)
  }

  /// An adopt killed during its clean-up left the manifest in place: the second adopt finishes that run
  /// (no journal left), then refuses because the manifest exists.
  func testAdoptAgainAfterAKilledAdoptFinishesItBeforeRefusing() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
    XCTAssertEqual(runCLI(["new-module", "Order"], fileSystem: fileSystem).code, .success)
    try fileSystem.write(#"{"directories":[],"files":[],"stage":"placed"}"#, to: "/work/.scaffold/journal.json")
    let run = runCLI(["adopt", "Order"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .invalidInput, run.stderr)
    XCTAssertTrue(run.stderr.contains("already has a manifest"), run.stderr)
    XCTAssertTrue(run.stderr.contains("finished an interrupted scaffold run"), run.stderr)
    XCTAssertNil(fileSystem.kind(of: "/work/.scaffold/journal.json"))
  }
}
