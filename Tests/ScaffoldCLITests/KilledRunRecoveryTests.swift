import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI
@testable import ScaffoldKit

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

  /// A `new-module` into an Xcode app killed while placing its files left the module there and the project
  /// file in its backup: the next run undoes that before it renders the module, so the module is the one an uninterrupted run makes (its
  /// strings table, its types), not one rendered over the half-written files.
  func testNewModuleAgainAfterAKilledOneRendersOverTheTreeAsItWas() throws {
    let clean = try fixtureTree("XcodeProjects/Shop", at: "/work")
    let before = clean.snapshot
    XCTAssertEqual(runCLI(["new-module", "Order"], fileSystem: clean).code, .success)
    let after = clean.snapshot
    let killed = try fixtureTree("XcodeProjects/Shop", at: "/work")
    // The module's new files in place, the project file moved to its backup and its new bytes not yet
    // linked in: an instant of the `placing` stage.
    var placed: [WriteJournal.File] = []
    for (path, bytes) in after.sorted(by: { $0.key < $1.key }) where before[path] != bytes {
      let target = String(path.dropFirst("/work/".count))
      let temporary = WriteJournal.temporary(for: target, suffix: ".scaffold-1")
      var backup: String?
      if let earlier = before[path] {
        backup = temporary + ".backup"
        try killed.write(earlier, to: "/work/" + temporary + ".backup")
        try killed.write(bytes, to: "/work/" + temporary)
        try killed.remove(path)
      } else {
        try killed.write(bytes, to: path)
      }
      placed.append(
        WriteJournal.File(target: target, temporary: temporary, backup: backup, digest: ContentDigest(bytes)))
    }
    XCTAssertFalse(placed.isEmpty)
    let journal = WriteJournal(stage: .placing, directories: [], files: placed)
    try killed.write(Array(try JSONEncoder().encode(journal)), to: "/work/.scaffold/journal.json")
    let run = runCLI(["new-module", "Order"], fileSystem: killed)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stderr.contains("undid an interrupted scaffold run"), run.stderr)
    XCTAssertEqual(killed.snapshot.keys.sorted(), after.keys.sorted())
    for (path, bytes) in after where killed.snapshot[path] != bytes {
      XCTFail("\(path) differs from an uninterrupted run's")
    }
  }
}
