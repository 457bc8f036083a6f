import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

final class GenerationPlanTests: XCTestCase {
  let files: [(path: String, contents: String)] = [
    ("Modules/Order/Model/Order.swift", "struct Order {}\n"),
    ("Modules/Order/View/OrderView.swift", "struct OrderView {}\n"),
  ]

  func testNewFilesAreCreated() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    let plan = try GenerationPlan.make(files: files, root: ".", force: false, fileSystem: fs)
    XCTAssertEqual(plan.entries.map(\.action), [.create, .create])
    try PlanWriter.apply(plan, fileSystem: fs)
    XCTAssertEqual(try fs.readText("/app/Modules/Order/Model/Order.swift"), "struct Order {}\n")
    XCTAssertEqual(fs.snapshot.count, 2, "no temporary or backup file is left behind")
  }

  func testRerunIsUnchangedAndWritesNothing() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    try PlanWriter.apply(
      try GenerationPlan.make(files: files, root: "/app", force: false, fileSystem: fs), fileSystem: fs)
    let plan = try GenerationPlan.make(files: files, root: "/app", force: false, fileSystem: fs)
    XCTAssertEqual(plan.entries.map(\.action), [.unchanged, .unchanged])
    XCTAssertTrue(plan.writes.isEmpty)
  }

  func testEditedFileIsAConflictUnlessForced() throws {
    let fs = InMemoryFileSystem(
      currentDirectory: "/app", files: ["/app/Modules/Order/View/OrderView.swift": "// mine\n"])
    let plan = try GenerationPlan.make(files: files, root: "/app", force: false, fileSystem: fs)
    XCTAssertEqual(plan.conflicts.map(\.path), ["Modules/Order/View/OrderView.swift"])
    XCTAssertEqual(plan.conflicts.first?.reason, "exists with different content")
    let forced = try GenerationPlan.make(files: files, root: "/app", force: true, fileSystem: fs)
    XCTAssertEqual(forced.entries.map(\.action), [.create, .overwrite])
    try PlanWriter.apply(forced, fileSystem: fs)
    XCTAssertEqual(try fs.readText("/app/Modules/Order/View/OrderView.swift"), "struct OrderView {}\n")
  }

  func testDirectoryOrFileInTheWayIsAConflict() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/Modules/Order/Model": "not a folder"])
    try fs.createDirectory("/app/Modules/Order/View/OrderView.swift")
    let plan = try GenerationPlan.make(files: files, root: "/app", force: true, fileSystem: fs)
    XCTAssertEqual(plan.entries.map(\.action), [.conflict, .conflict])
    XCTAssertEqual(
      plan.entries.map(\.reason), ["'Modules/Order/Model' is a file, not a directory", "a directory is in the way"])
  }

  /// An output directory that is a file (or lies under one) is no conflict of single files that --force
  /// could resolve: no plan is made, and the message names the file.
  func testOutputDirectoryThatIsAFileIsRefusedAsAWhole() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/notes": "mine\n"])
    for (root, message) in [
      ("notes", "the output directory '/app/notes' is a file, not a directory"),
      ("notes/sub", "'/app/notes', above the output directory '/app/notes/sub', is a file, not a directory"),
    ] {
      for force in [false, true] {
        XCTAssertThrowsError(try GenerationPlan.make(files: files, root: root, force: force, fileSystem: fs)) {
          let text = "\($0)"
          XCTAssertTrue(text.hasPrefix(message), text)
          XCTAssertFalse(text.contains("--force"), text)
        }
      }
    }
    XCTAssertEqual(try fs.readText("/app/notes"), "mine\n")
  }

  func testTemplatesCannotWriteTheWritersOwnLockOrJournal() {
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    for path in [".scaffold/lock", ".scaffold/journal.json", ".Scaffold/./Journal.json"] {
      XCTAssertThrowsError(
        try GenerationPlan.make(files: [(path, "")], root: "/app", force: false, fileSystem: fs), path
      ) {
        XCTAssertEqual($0 as? GenerationError, .pathIsWriterState(Paths.normalize(path)))
      }
    }
  }

  func testPathsThatEscapeTheOutputAreRejected() {
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    for path in ["../Order.swift", "/etc/passwd", "Modules/../../x.swift", "", "."] {
      XCTAssertThrowsError(
        try GenerationPlan.make(files: [(path, "")], root: "/app", force: false, fileSystem: fs), path
      ) {
        XCTAssertEqual($0 as? GenerationError, .pathEscapesOutput(path))
      }
    }
    XCTAssertThrowsError(
      try GenerationPlan.make(
        files: [("a/b.swift", ""), ("a/./b.swift", "")], root: "/app", force: false, fileSystem: fs)
    ) { XCTAssertEqual($0 as? GenerationError, .duplicatePath("a/b.swift")) }
  }

  func testPathsThatDifferOnlyInCaseAreRejected() {
    // On a case-insensitive volume (the macOS default) the second file would silently replace the first.
    let fs = InMemoryFileSystem(currentDirectory: "/app")
    let files: [(path: String, contents: String)] = [
      ("Model/Item.swift", "struct Item {}\n"),
      ("Model/ITEM.swift", ""),
    ]
    XCTAssertThrowsError(try GenerationPlan.make(files: files, root: "/app", force: false, fileSystem: fs)) {
      XCTAssertEqual($0 as? GenerationError, .pathsDifferOnlyInCase("Model/Item.swift", "Model/ITEM.swift"))
    }
  }

  func testAFailedWriteNamesTheTargetNotItsTemporary() throws {
    let root = temporaryPath("scaffold-plan")
    let disk = DiskFileSystem(currentDirectory: root)
    try disk.createDirectory(root)
    let plan = try GenerationPlan.make(files: files, root: root, force: false, fileSystem: disk)
    // Something takes the folder's place between planning and writing.
    try disk.write(Array("x".utf8), to: "Modules")
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: disk)) { error in
      guard case .writeFailed(let cause, let rolledBack)? = error as? GenerationError else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(rolledBack)
      XCTAssertTrue("\(cause)".hasPrefix("\(root)/Modules/Order/Model/Order.swift: cannot write: "), "\(cause)")
    }
    XCTAssertEqual(try disk.contents(ofDirectory: root), ["Modules"])
  }

  func testFailureMidwayLeavesNothingBehind() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/keep.txt": "keep\n"])
    let many = (0..<6).map { (path: "Modules/Order/File\($0).swift", contents: "// \($0)\n") }
    let plan = try GenerationPlan.make(files: many, root: "/app", force: false, fileSystem: fs)
    fs.failingWrites = ["/app/Modules/Order/File4.swift"]
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: fs)) { error in
      guard case .writeFailed(_, let rolledBack)? = error as? GenerationError else { return XCTFail("\(error)") }
      XCTAssertTrue(rolledBack)
    }
    XCTAssertEqual(Array(fs.snapshot.keys), ["/app/keep.txt"])
    XCTAssertNil(fs.kind(of: "/app/Modules"), "directories created by the failed run are removed")
  }

  func testFailedOverwriteRestoresTheUsersFile() throws {
    let fs = InMemoryFileSystem(
      currentDirectory: "/app", files: ["/app/Modules/Order/Model/Order.swift": "// edited\n"])
    let plan = try GenerationPlan.make(files: files, root: "/app", force: true, fileSystem: fs)
    fs.failingWrites = ["/app/Modules/Order/View/OrderView.swift"]
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: fs))
    XCTAssertEqual(try fs.readText("/app/Modules/Order/Model/Order.swift"), "// edited\n")
    XCTAssertEqual(fs.snapshot.count, 1)
  }
}
