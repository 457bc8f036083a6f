import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// The writer on the real disk: symbolic links, hard-link creation, the lock file, folders.
final class PlanWriterDiskTests: XCTestCase {
  private var root = ""
  private var outside = ""
  private var disk = DiskFileSystem()

  override func setUpWithError() throws {
    let base = temporaryPath("scaffold-writer")
    root = base + "/app"
    outside = base + "/victim"
    disk = DiskFileSystem(currentDirectory: root)
    try disk.createDirectory(root)
    try disk.createDirectory(outside)
  }

  private func symlink(_ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: Paths.join(root, path), withDestinationPath: destination)
  }

  /// A team template writing `evil/authorized_keys`, with `evil` a link out of the project, is refused at
  /// planning, naming the link; nothing is written outside (nor inside).
  func testALinkOutOfTheOutputIsRefusedNamingIt() throws {
    try symlink("evil", to: outside)
    try symlink("Modules", to: "../victim")
    for path in ["evil/authorized_keys", "Modules/Order/Order.swift"] {
      XCTAssertThrowsError(try GenerationPlan.make(files: [(path, "x\n")], root: root, force: true, fileSystem: disk)) {
        guard case .linkEscapesOutput(let planned, let link, let destination)? = $0 as? GenerationError else {
          return XCTFail("\($0)")
        }
        XCTAssertEqual(planned, path)
        XCTAssertEqual(link, String(path.prefix { $0 != "/" }))
        XCTAssertEqual(destination, disk.resolvingSymbolicLinks(outside))
      }
    }
    XCTAssertEqual(try disk.contents(ofDirectory: outside), [])
  }

  /// A dangling link and a link to the target file itself are refused too; a link that stays inside is
  /// followed.
  func testDanglingLinksAreRefusedAndLinksInsideAreFollowed() throws {
    try symlink("gone", to: outside + "/nothing")
    XCTAssertThrowsError(try GenerationPlan.make(files: [("gone", "x\n")], root: root, force: true, fileSystem: disk)) {
      XCTAssertEqual($0 as? GenerationError, .linkEscapesOutput(path: "gone", link: "gone", destination: nil))
    }
    try disk.createDirectory(root + "/Real")
    try symlink("Alias", to: "Real")
    let plan = try GenerationPlan.make(files: [("Alias/File.swift", "x\n")], root: root, force: false, fileSystem: disk)
    try PlanWriter.apply(plan, fileSystem: disk)
    XCTAssertEqual(try disk.readText(root + "/Real/File.swift"), "x\n")
  }

  /// A link planted after planning (before the write) is caught when the plan is applied.
  func testALinkPlantedAfterPlanningIsRefusedAtCommit() throws {
    let plan = try GenerationPlan.make(files: [("evil/keys", "x\n")], root: root, force: false, fileSystem: disk)
    try symlink("evil", to: outside)
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: disk)) {
      guard case .linkEscapesOutput? = $0 as? GenerationError else { return XCTFail("\($0)") }
    }
    XCTAssertEqual(try disk.contents(ofDirectory: outside), [])
    XCTAssertEqual(try disk.contents(ofDirectory: root), ["evil"])
  }

  /// Folders made before a failure are removed, even when the file system made some of them itself.
  func testAFailedRunRemovesEveryFolderItCreated() throws {
    let long = "A" + String(repeating: "b", count: 299)
    let entry = GenerationPlan.Entry(path: "Modules/\(long)/Model/File.swift", contents: "x\n", action: .create)
    let plan = GenerationPlan(root: root, entries: [entry])
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: disk)) {
      guard case .writeFailed(_, let rolledBack)? = $0 as? GenerationError else { return XCTFail("\($0)") }
      XCTAssertTrue(rolledBack)
    }
    XCTAssertEqual(try disk.contents(ofDirectory: root), [])
  }

  /// A name no file system accepts is found while planning.
  func testANameTooLongIsInvalidAtPlanning() {
    let path = "Modules/A\(String(repeating: "b", count: 299))/File.swift"
    XCTAssertThrowsError(try GenerationPlan.make(files: [(path, "x\n")], root: root, force: false, fileSystem: disk)) {
      XCTAssertEqual($0 as? GenerationError, .nameTooLong(path))
    }
  }

  /// On disk, a finished run leaves only its files: no temporary, backup, journal, lock or `.scaffold`.
  func testAFinishedRunLeavesNothingButItsFiles() throws {
    try disk.createDirectory(root + "/Modules")
    try disk.write("old\n", to: root + "/Modules/Old.swift")
    let files = [("Modules/Old.swift", "new\n"), ("Modules/New.swift", "new\n")]
    try PlanWriter.apply(
      try GenerationPlan.make(files: files, root: root, force: true, fileSystem: disk), fileSystem: disk)
    XCTAssertEqual(try disk.contents(ofDirectory: root), ["Modules"])
    XCTAssertEqual(try disk.contents(ofDirectory: root + "/Modules"), ["New.swift", "Old.swift"])
    XCTAssertEqual(try disk.readText(root + "/Modules/Old.swift"), "new\n")
  }

  /// The lock is taken with flock on `.scaffold/lock`: a run finding it held refuses.
  func testTheLockIsHeldAcrossFileSystemValues() throws {
    try disk.createDirectory(root + "/.scaffold")
    let held = try XCTUnwrap(try DiskFileSystem().tryLock(root + "/.scaffold/lock"))
    // flock locks belong to the open file: a second open in this process is refused like another process.
    XCTAssertNil(try disk.tryLock(root + "/.scaffold/lock"))
    let plan = try GenerationPlan.make(files: [("A.swift", "x\n")], root: root, force: false, fileSystem: disk)
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: disk)) {
      XCTAssertEqual($0 as? GenerationError, .busy(".scaffold/lock"))
    }
    held.release()
    try PlanWriter.apply(plan, fileSystem: disk)
    XCTAssertEqual(try disk.contents(ofDirectory: root), ["A.swift"])
  }
}
