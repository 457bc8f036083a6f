import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// The disk, except that the writer's state folder looks absent the first time it is asked about: the
/// instant at which a second run checks for `.scaffold` just before the first run makes it.
private final class LateLookFileSystem: FileAccess, @unchecked Sendable {
  let disk: DiskFileSystem
  let hidden: String
  private(set) var hid = false

  init(_ disk: DiskFileSystem, hiding hidden: String) {
    self.disk = disk
    self.hidden = hidden
  }

  var currentDirectory: String { disk.currentDirectory }
  func kind(of path: String) -> FileKind? {
    if disk.absolute(path) == hidden && !hid {
      hid = true
      return nil
    }
    return disk.kind(of: path)
  }
  func readData(_ path: String) throws(FileSystemError) -> [UInt8] { try disk.readData(path) }
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] { try disk.contents(ofDirectory: path) }
  func entries(ofDirectory path: String) throws(FileSystemError) -> [DirectoryEntry] {
    try disk.entries(ofDirectory: path)
  }
  func createDirectory(_ path: String) throws(FileSystemError) { try disk.createDirectory(path) }
  func makeDirectory(_ path: String) throws(FileSystemError) -> Bool { try disk.makeDirectory(path) }
  func removeEmptyDirectory(_ path: String) -> Bool { disk.removeEmptyDirectory(path) }
  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) { try disk.write(bytes, to: path) }
  func remove(_ path: String) throws(FileSystemError) { try disk.remove(path) }
  func move(_ source: String, to destination: String) throws(FileSystemError) {
    try disk.move(source, to: destination)
  }
  func createFile(_ bytes: [UInt8], at path: String) throws(FileSystemError) { try disk.createFile(bytes, at: path) }
  func link(_ source: String, to destination: String) throws(FileSystemError) -> Bool {
    try disk.link(source, to: destination)
  }
  func isSymbolicLink(_ path: String) -> Bool { disk.isSymbolicLink(path) }
  func resolvingSymbolicLinks(_ path: String) -> String? { disk.resolvingSymbolicLinks(path) }
  func tryLock(_ path: String) throws(FileSystemError) -> (any FileLock)? { try disk.tryLock(path) }
  func stamp(of path: String) -> FileStamp? { disk.stamp(of: path) }
  func isSpecialFile(_ path: String) -> Bool { disk.isSpecialFile(path) }
}

/// Two runs into one output directory: exactly one of them writes, the other is refused, and the loser
/// never disturbs the winner.
final class PlanWriterRaceTests: XCTestCase {
  private var root = ""
  private var disk = DiskFileSystem()

  override func setUpWithError() throws {
    root = temporaryPath("scaffold-race")
    disk = DiskFileSystem(currentDirectory: root)
    try disk.createDirectory(root)
  }

  /// The second run saw no `.scaffold`, "made" it (the first run had, an instant before) and found the
  /// lock held. It used to remove the folder it thought it had made, with the first run's lock and
  /// journal in it: the first run then failed too (both refused), and a third run could take a new lock
  /// while the first still wrote. Now the loser removes only folders it made itself, and only when empty.
  func testTheLoserLeavesTheWinnersLockAndStateAlone() throws {
    let files: [(path: String, contents: String)] = [("Modules/Order/Order.swift", "struct Order {}\n")]
    let plan = try GenerationPlan.make(files: files, root: root, force: false, fileSystem: disk)
    let state = Paths.join(root, ".scaffold")
    let winner = try WriterSession(root: root, fileSystem: disk, creatingRoot: true)
    let loser = LateLookFileSystem(disk, hiding: state)
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: loser)) {
      XCTAssertEqual($0 as? GenerationError, .busy(".scaffold/lock"))
    }
    XCTAssertTrue(loser.hid, "the second run looked for the state folder before the first run's")
    XCTAssertEqual(disk.kind(of: state + "/lock"), .file, "the winner's lock file is still there")
    XCTAssertNil(try disk.tryLock(state + "/lock"), "and still excludes a third run")
    // The winner goes on writing (its journal goes in the state folder) and finishes cleanly.
    try winner.record(WriteJournal(stage: .writing, directories: [], files: []))
    winner.end(removing: nil)
    XCTAssertEqual(try disk.contents(ofDirectory: root), [])
  }

  /// Two real runs started together, many times: never both refused, never both written.
  func testOfTwoConcurrentRunsExactlyOneWrites() throws {
    let variants = ["a", "b"].map { variant in
      (0..<40).map { (path: "Modules/Order/File\($0).swift", contents: "// \(variant)\n") }
    }
    for round in 0..<30 {
      try? FileManager.default.removeItem(atPath: root)
      try disk.createDirectory(root)
      let plans = try variants.map { try GenerationPlan.make(files: $0, root: root, force: false, fileSystem: disk) }
      let results = Results()
      let output = root
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        do {
          try PlanWriter.apply(plans[index], fileSystem: DiskFileSystem(currentDirectory: output))
          results.add(index, nil)
        } catch {
          results.add(index, error as? GenerationError)
        }
      }
      let outcome = results.all
      let written = outcome.filter { $0.value == nil }.map(\.key)
      XCTAssertEqual(written.count, 1, "round \(round): \(outcome)")
      for (index, error) in outcome where error != nil {
        switch error {
        case .busy?, .changedSincePlanning?: break
        default: XCTFail("round \(round): run \(index) refused with \(String(describing: error))")
        }
      }
      if let winner = written.first {
        for file in variants[winner] {
          XCTAssertEqual(try disk.readText(Paths.join(root, file.path)), file.contents, "round \(round)")
        }
      }
      XCTAssertEqual(try disk.contents(ofDirectory: root), ["Modules"], "round \(round): no state left")
    }
  }
}

private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int: GenerationError?] = [:]
  func add(_ index: Int, _ error: GenerationError?) { lock.withLock { values[index] = .some(error) } }
  var all: [Int: GenerationError?] { lock.withLock { values } }
}
