import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Directory listing on disk.
final class LintPathTests: XCTestCase {
  func testDiskEntriesMatchContentsAndKinds() throws {
    let disk = DiskFileSystem(currentDirectory: Fixtures.path("CleanModuleHasNoFindings"))
    for directory in [".", "Modules", "Modules/Order"] {
      let expected = try disk.contents(ofDirectory: directory).map {
        DirectoryEntry(name: $0, kind: disk.kind(of: Paths.join(directory, $0)))
      }
      XCTAssertEqual(try disk.entries(ofDirectory: directory), expected)
    }
    XCTAssertThrowsError(try disk.entries(ofDirectory: "Missing")) { error in
      XCTAssertEqual(error as? FileSystemError, .notFound("Missing"))
    }
  }
}

/// Random and mutated inputs never crash the configuration parser or the glob matcher.
final class LintRobustnessTests: XCTestCase {
  func testDiskReadsWholeFiles() throws {
    let root = temporaryPath("scaffold-read")
    let disk = DiskFileSystem(currentDirectory: root)
    try disk.createDirectory("d")
    let large = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try disk.write(large, to: "large.bin")
    try disk.write([], to: "empty.swift")
    XCTAssertEqual(try disk.readData("large.bin"), large)
    XCTAssertEqual(try disk.readData("empty.swift"), [])
    XCTAssertThrowsError(try disk.readData("missing.swift")) { error in
      XCTAssertEqual(error as? FileSystemError, .notFound("missing.swift"))
    }
    XCTAssertThrowsError(try disk.readData("d")) { error in
      XCTAssertEqual(error as? FileSystemError, .unreadable("d", reason: "is a directory"))
    }
  }

  func testDiskWriteFailuresSayWhy() throws {
    let root = temporaryPath("scaffold-write")
    let disk = DiskFileSystem(currentDirectory: root)
    try disk.createDirectory(root)
    try disk.write(Array("x".utf8), to: "file")
    XCTAssertThrowsError(try disk.write([], to: "missing/report.sarif")) { error in
      XCTAssertEqual(
        error as? FileSystemError, .unwritable("missing/report.sarif", reason: "no such directory 'missing'"))
    }
    XCTAssertThrowsError(try disk.write([], to: "file/report.sarif")) { error in
      XCTAssertEqual(error as? FileSystemError, .unwritable("file/report.sarif", reason: "'file' is not a directory"))
    }
  }

  func testDiskRefusesFilesThatAreNotRegularInsteadOfHanging() throws {
    let root = temporaryPath("scaffold-fifo")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(root + "/Pipe.swift", 0o644), 0)
    try FileManager.default.createSymbolicLink(atPath: root + "/Zero.swift", withDestinationPath: "/dev/zero")
    let disk = DiskFileSystem(currentDirectory: root)
    for name in ["Pipe.swift", "Zero.swift"] {
      // Opening a FIFO blocks and /dev/zero never ends: read on another thread so a regression fails, not hangs.
      let done = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var outcome: Result<[UInt8], FileSystemError>?
      Thread.detachNewThread {
        outcome = Result { () throws(FileSystemError) in try disk.readData(name) }
        done.signal()
      }
      guard done.wait(timeout: .now() + 20) == .success else { return XCTFail("reading \(name) did not return") }
      // A FIFO without a writer reads as empty; a device is refused.
      let expected: Result<[UInt8], FileSystemError> =
        name == "Pipe.swift" ? .success([]) : .failure(.unreadable(name, reason: "not a regular file"))
      XCTAssertEqual(outcome, expected, name)
    }
  }

  func testALinkLoopOnTheCommandLineSaysSoRatherThanMissing() throws {
    let root = temporaryPath("scaffold-loop")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/A.swift", withDestinationPath: root + "/B.swift")
    try FileManager.default.createSymbolicLink(atPath: root + "/B.swift", withDestinationPath: root + "/A.swift")
    let linter = Linter(
      configuration: Preset.mvvm.configuration(root: root), fileSystem: DiskFileSystem(currentDirectory: root))
    XCTAssertThrowsError(try linter.discoverFiles(["A.swift"])) { error in
      XCTAssertEqual(error as? LintError, .unreadable("A.swift", reason: String(cString: strerror(ELOOP))))
    }
    XCTAssertThrowsError(try linter.discoverFiles(["Missing.swift"])) { error in
      XCTAssertEqual(error as? LintError, .notFound("Missing.swift"))
    }
  }

  func testLinkedFolderCyclesAreNotFollowed() throws {
    let root = temporaryPath("scaffold-links")
    try FileManager.default.createDirectory(atPath: root + "/Modules/A/Model", withIntermediateDirectories: true)
    try "struct A {}\n".write(toFile: root + "/Modules/A/Model/A.swift", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: root + "/Modules/A/loop", withDestinationPath: root)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Modules/A/Model/up", withDestinationPath: root + "/Modules")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Link.swift", withDestinationPath: root + "/Modules/A/Model/A.swift")
    let fileSystem = DiskFileSystem(currentDirectory: root)
    let linter = Linter(configuration: Preset.mvvm.configuration(root: root), fileSystem: fileSystem)
    XCTAssertEqual(try linter.discoverFiles(["."]), ["Link.swift", "Modules/A/Model/A.swift"])
    XCTAssertEqual(
      try linter.discoverFiles(["Modules/A/loop/Modules/A/Model"]), ["Modules/A/loop/Modules/A/Model/A.swift"])
  }

  func testMutatedConfigurationsNeverCrash() throws {
    let valid = Array(
      #"""
      {"preset": "mvvm", "include": ["**/*.swift"], "exclude": ["Generated/**"],
       "layers": {"View": {"paths": ["**/Modules/{feature}/View/**"], "suffixes": ["View"], "mayDependOn": ["Model"]}},
       "crossFeature": {"allow": ["Router"]}, "exempt": {"paths": ["App/**"], "types": ["AppDelegate"]},
       "rules": {"unassigned-file": "warning"}}
      """#.utf8)
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array(#"{}[]:,"\*?/ ab{feature}-0"#.utf8) + [0, 0xFF, 0x0A]
    var outcomes = (valid: 0, invalid: 0)
    for _ in 0..<3_000 {
      var bytes = valid
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[index] = alphabet.randomElement(using: &generator)!
        case 1: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
        default: if bytes.count > 1 { bytes.remove(at: index) }
        }
      }
      do {
        _ = try LintConfiguration.parse(bytes, displayPath: "scaffold.json", root: "/p")
        outcomes.valid += 1
      } catch {
        XCTAssertFalse(error.description.isEmpty)
        outcomes.invalid += 1
      }
    }
    XCTAssertGreaterThan(outcomes.invalid, 0)
  }

  func testRandomGlobsAndPathsNeverCrash() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["*", "**", "?", "{feature}", "{", "}", "/", "a", "é", ".", "View"]
    let paths = [
      "", "/", "a", "a/b/c.swift", "View/é/a", "./x/View/a.swift", "a//b", String(repeating: "a/", count: 200),
    ]
    for _ in 0..<5_000 {
      let pattern = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined()
      guard let glob = try? Glob(pattern) else { continue }
      for path in paths { _ = glob.match(GlobPath(path)) }
    }
  }
}
