import Foundation
import XCTest

@testable import ScaffoldKit

/// A file system whose process is "killed" after a number of changes: from then on it changes nothing
/// (every write, rename, link and removal silently does nothing), which leaves the disk exactly as a
/// `kill -9` at that instant would.
private final class KilledFileSystem: FileAccess, @unchecked Sendable {
  let base: InMemoryFileSystem
  var changesLeft: Int
  private(set) var changes = 0

  init(_ base: InMemoryFileSystem, killAfter changes: Int) {
    self.base = base
    changesLeft = changes
  }

  private func alive() -> Bool {
    changes += 1
    changesLeft -= 1
    return changesLeft >= 0
  }

  /// How many times a kind was asked for: a walk up a path's folders asks once per folder.
  private(set) var kindQueries = 0

  var currentDirectory: String { base.currentDirectory }
  func kind(of path: String) -> FileKind? {
    kindQueries += 1
    return base.kind(of: path)
  }
  func readData(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readData(path) }
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] { try base.contents(ofDirectory: path) }
  func createDirectory(_ path: String) throws(FileSystemError) { if alive() { try base.createDirectory(path) } }
  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    if alive() { try base.write(bytes, to: path) }
  }
  func createFile(_ bytes: [UInt8], at path: String) throws(FileSystemError) {
    if alive() { try base.createFile(bytes, at: path) }
  }
  func remove(_ path: String) throws(FileSystemError) { if alive() { try base.remove(path) } }
  func move(_ source: String, to destination: String) throws(FileSystemError) {
    if alive() { try base.move(source, to: destination) }
  }
  func link(_ source: String, to destination: String) throws(FileSystemError) -> Bool {
    alive() ? try base.link(source, to: destination) : true
  }
  func tryLock(_ path: String) throws(FileSystemError) -> (any FileLock)? { try base.tryLock(path) }
}

final class PlanWriterRecoveryTests: XCTestCase {
  let before = [
    "/app/Modules/Order/Model/Order.swift": "// edited by hand\n",
    "/app/Modules/Order/View/OrderView.swift": "// also edited\n",
    "/app/README.md": "keep\n",
  ]
  let files: [(path: String, contents: String)] = [
    ("Modules/Order/Model/Order.swift", "struct Order {}\n"),
    ("Modules/Order/View/OrderView.swift", "struct OrderView {}\n"),
    ("Modules/Order/Router/OrderRouter.swift", "struct OrderRouter {}\n"),
    ("Tests/OrderTests/OrderTests.swift", "final class OrderTests {}\n"),
  ]

  private func texts(_ fs: InMemoryFileSystem) -> [String: String] {
    fs.snapshot.mapValues { String(decoding: $0, as: UTF8.self) }
  }

  /// A run killed after any number of its changes is undone or finished by the next run's recovery: every
  /// file is as before or as intended, nothing else is left (no temporary, backup, journal, lock or folder).
  func testAKillAtEveryInstantIsRecovered() throws {
    var intended = before
    for file in files { intended["/app/" + file.path] = file.contents }
    let total: Int = try {
      let fs = KilledFileSystem(InMemoryFileSystem(currentDirectory: "/app", files: before), killAfter: .max)
      try PlanWriter.apply(
        try GenerationPlan.make(files: files, root: "/app", force: true, fileSystem: fs), fileSystem: fs)
      return fs.changes
    }()
    XCTAssertGreaterThan(total, 12)
    var outcomes: [Bool: Int] = [:]
    for killAfter in 0...total {
      let base = InMemoryFileSystem(currentDirectory: "/app", files: before)
      let killed = KilledFileSystem(base, killAfter: killAfter)
      let plan = try GenerationPlan.make(files: files, root: "/app", force: true, fileSystem: killed)
      try? PlanWriter.apply(plan, fileSystem: killed)
      let report = try PlanWriter.recover(root: "/app", fileSystem: base)
      let now = texts(base)
      XCTAssertTrue(now == before || now == intended, "killed after \(killAfter) changes: \(now.keys.sorted())")
      outcomes[now == intended, default: 0] += 1
      if now == before, killAfter > 3 { XCTAssertNotNil(report, "killed after \(killAfter): the undo is reported") }
      for leftover in ["/app/.scaffold", "/app/Tests"] where now == before {
        XCTAssertNil(base.kind(of: leftover), "killed after \(killAfter): \(leftover) left behind")
      }
      XCTAssertNil(base.kind(of: "/app/.scaffold"), "killed after \(killAfter)")
    }
    XCTAssertEqual(outcomes[true, default: 0] + outcomes[false, default: 0], total + 1)
    XCTAssertGreaterThan(outcomes[false, default: 0], 0, "early kills are undone")
    XCTAssertGreaterThan(outcomes[true, default: 0], 1, "late kills are finished")
  }

  /// A removal (`destroy`, `update` dropping files) killed at any instant ends as before or as a finished
  /// run: a kill during the clean-up leaves the emptied folders to recovery, which removes them as the run
  /// would have, also where the killed run had already removed some of them.
  func testAKilledRemovalIsFinishedWithTheFoldersItEmptied() throws {
    var module = before
    for file in files { module["/app/" + file.path] = file.contents }
    let removals = files.map {
      GenerationPlan.Entry(path: $0.path, contents: "", action: .remove, expected: $0.contents)
    }
    let plan = GenerationPlan(root: "/app", entries: removals)
    let intended = ["/app/README.md": "keep\n"]
    let total: Int = try {
      let fs = KilledFileSystem(InMemoryFileSystem(currentDirectory: "/app", files: module), killAfter: .max)
      try PlanWriter.apply(plan, fileSystem: fs)
      return fs.changes
    }()
    var finished = 0
    for killAfter in 0...total {
      let base = InMemoryFileSystem(currentDirectory: "/app", files: module)
      try? PlanWriter.apply(plan, fileSystem: KilledFileSystem(base, killAfter: killAfter))
      _ = try PlanWriter.recover(root: "/app", fileSystem: base)
      let now = texts(base)
      XCTAssertTrue(now == module || now == intended, "killed after \(killAfter) changes: \(now.keys.sorted())")
      guard now == intended else { continue }
      finished += 1
      for folder in ["/app/Modules", "/app/Tests", "/app/.scaffold"] {
        XCTAssertNil(base.kind(of: folder), "killed after \(killAfter) changes: \(folder) left behind")
      }
    }
    XCTAssertGreaterThan(finished, 3, "kills during the clean-up are finished")
  }

  /// Finishing a removal walks up the removed file's folders, passing over those already gone; a journal
  /// naming a target deeper than any path the system can open makes no such walk (it would be quadratic in
  /// the path's length: 50,000 folders of 100 KB paths).
  func testRollForwardOfAnImpossiblyDeepTargetMakesNoWalk() throws {
    let folder = Array(repeating: "a", count: 50_000).joined(separator: "/")
    let temporary = folder + "/.x.swift.scaffold-1"
    let journal = """
      {"stage":"placed","directories":[],"files":[{"target":"\(folder)/x.swift","temporary":"\(temporary)",\
      "backup":"\(temporary).backup","digest":"0:0"}]}
      """
    let base = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/.scaffold/journal.json": journal])
    let counted = KilledFileSystem(base, killAfter: .max)
    _ = try? PlanWriter.recover(root: "/app", fileSystem: counted)
    XCTAssertLessThan(counted.kindQueries, 100)
  }

  /// A run that made its output directory (new-app) and was killed is undone with that directory too,
  /// once the directory is in the journal (the first change after taking the lock).
  func testAKilledRunIntoANewFolderLeavesNoFolderBehind() throws {
    let outside = ["/work/notes.txt": "mine\n"]
    let total: Int = try {
      let fs = KilledFileSystem(InMemoryFileSystem(currentDirectory: "/work", files: outside), killAfter: .max)
      try PlanWriter.apply(
        try GenerationPlan.make(files: files, root: "/work/Shop", force: false, fileSystem: fs), fileSystem: fs)
      return fs.changes
    }()
    var undone = 0
    // Changes 1 to 3 make Shop, Shop/.scaffold and the journal's first version: a kill before it is saved
    // leaves the folder with nothing that says whose it is.
    for killAfter in 4...total {
      let base = InMemoryFileSystem(currentDirectory: "/work", files: outside)
      let killed = KilledFileSystem(base, killAfter: killAfter)
      try? PlanWriter.apply(
        try GenerationPlan.make(files: files, root: "/work/Shop", force: false, fileSystem: killed),
        fileSystem: killed)
      _ = try PlanWriter.recover(root: "/work/Shop", fileSystem: base)
      let now = texts(base)
      if now == outside {
        undone += 1
        XCTAssertNil(base.kind(of: "/work/Shop"), "killed after \(killAfter) changes: an empty Shop left behind")
      } else {
        XCTAssertEqual(now.count, outside.count + files.count, "killed after \(killAfter) changes")
        XCTAssertNil(base.kind(of: "/work/Shop/.scaffold"), "killed after \(killAfter) changes")
      }
    }
    XCTAssertGreaterThan(undone, 3)
  }

  /// The recovery says what it did.
  func testRecoveryReportsWhatItRestored() throws {
    let base = InMemoryFileSystem(currentDirectory: "/app", files: before)
    let killed = KilledFileSystem(base, killAfter: 12)
    try? PlanWriter.apply(
      try GenerationPlan.make(files: files, root: "/app", force: true, fileSystem: killed), fileSystem: killed)
    let report = try XCTUnwrap(try PlanWriter.recover(root: "/app", fileSystem: base))
    XCTAssertFalse(report.completed)
    XCTAssertTrue("\(report)".hasPrefix("undid an interrupted scaffold run: restored "), "\(report)")
    XCTAssertEqual(texts(base), before)
    XCTAssertNil(try PlanWriter.recover(root: "/app", fileSystem: base), "nothing left to recover")
  }

  /// A file created at a planned path after planning (another run, an editor) is never overwritten.
  func testAFileThatAppearedAfterPlanningIsAConflict() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    let plan = try GenerationPlan.make(files: files, root: "/app", force: false, fileSystem: fs)
    try fs.write("// mine\n", to: "/app/Modules/Order/Router/OrderRouter.swift")
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: fs)) {
      XCTAssertEqual($0 as? GenerationError, .changedSincePlanning(["Modules/Order/Router/OrderRouter.swift"]))
    }
    XCTAssertEqual(texts(fs), ["/app/Modules/Order/Router/OrderRouter.swift": "// mine\n"])
  }

  /// With --force, a file edited after planning is not the one the user agreed to replace.
  func testAFileEditedAfterPlanningIsAConflictEvenWithForce() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: before)
    let plan = try GenerationPlan.make(files: files, root: "/app", force: true, fileSystem: fs)
    try fs.write("// edited again\n", to: "/app/Modules/Order/Model/Order.swift")
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: fs)) {
      XCTAssertEqual($0 as? GenerationError, .changedSincePlanning(["Modules/Order/Model/Order.swift"]))
    }
    XCTAssertEqual(texts(fs)["/app/Modules/Order/Model/Order.swift"], "// edited again\n")
    XCTAssertEqual(fs.snapshot.count, before.count)
  }

  /// A run that finds the output directory locked refuses, naming the lock.
  func testASecondWriterIsRefusedWhileTheFirstHoldsTheLock() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    let plan = try GenerationPlan.make(files: files, root: "/app", force: false, fileSystem: fs)
    let held = try XCTUnwrap(try fs.tryLock("/app/.scaffold/lock"))
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: fs)) {
      XCTAssertEqual($0 as? GenerationError, .busy(".scaffold/lock"))
      XCTAssertTrue("\($0)".hasPrefix("another scaffold run is writing here"))
    }
    held.release()
    try PlanWriter.apply(plan, fileSystem: fs)
    XCTAssertEqual(fs.snapshot.count, files.count)
  }

  /// A plan with conflicts is a typed error, not a crash.
  func testApplyingAPlanWithConflictsThrows() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: before)
    let plan = try GenerationPlan.make(files: files, root: "/app", force: false, fileSystem: fs)
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: fs)) {
      guard case .planHasConflicts(let paths)? = $0 as? GenerationError else { return XCTFail("\($0)") }
      XCTAssertEqual(paths.count, 2)
    }
    XCTAssertEqual(texts(fs), before)
  }
}
