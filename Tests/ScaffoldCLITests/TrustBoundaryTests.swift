import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// Files a repository carries (`.scaffold/journal.json`, module manifests, `scaffold.json`) are untrusted
/// input: none of them may make scaffold touch anything outside the project. Each test plants one hostile
/// file in a real project next to a sentinel folder, runs the command that reads it, and checks that the
/// run is refused at the file's location (exit 2) and that the sentinel and the project are byte-identical.
final class TrustBoundaryTests: XCTestCase {
  private var base = ""
  private var project = ""
  private var sentinel = ""

  override func setUpWithError() throws {
    base = temporaryPath("scaffold-trust")
    project = base + "/project"
    sentinel = base + "/sentinel"
    for folder in [project, sentinel + "/sub/deeper", sentinel + "/empty"] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try write("victim\n", at: sentinel + "/file.txt")
    try write("source\n", at: sentinel + "/src.txt")
    try write("inside\n", at: sentinel + "/sub/deeper/a.txt")
  }

  private func write(_ text: String, at path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  private func run(_ arguments: [String]) -> CLIRun {
    runCLI(arguments, fileSystem: DiskFileSystem(currentDirectory: project))
  }

  /// Every entry below `folder`: files with their bytes, folders, and links with their destinations.
  private func snapshot(_ folder: String) -> [String: String] {
    var entries: [String: String] = [:]
    let manager = FileManager.default
    for relative in (manager.subpaths(atPath: folder) ?? []).sorted() {
      let path = folder + "/" + relative
      if let destination = try? manager.destinationOfSymbolicLink(atPath: path) {
        entries[relative] = "link → " + destination
      } else if let data = manager.contents(atPath: path) {
        entries[relative] = "file " + String(decoding: data, as: UTF8.self)
      } else {
        entries[relative] = "folder"
      }
    }
    return entries
  }

  /// Runs `arguments` and checks the refusal: exit 2, `expected` in stderr at a `file:line:col` (or `file:`)
  /// location, and nothing changed in the project or the sentinel.
  private func assertRefused(
    _ arguments: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let projectBefore = snapshot(project)
    let sentinelBefore = snapshot(sentinel)
    let result = run(arguments)
    XCTAssertEqual(result.code.rawValue, 2, result.stderr, file: file, line: line)
    XCTAssertTrue(result.stderr.contains(expected), "stderr: \(result.stderr)", file: file, line: line)
    XCTAssertEqual(snapshot(sentinel), sentinelBefore, "the sentinel changed", file: file, line: line)
    XCTAssertEqual(snapshot(project), projectBefore, "the project changed", file: file, line: line)
  }

  private func plantJournal(_ json: String) throws {
    try write(json, at: project + "/.scaffold/journal.json")
  }

  // MARK: - Journals

  func testAJournalWithATemporaryOutsideTheProjectIsRefused() throws {
    try plantJournal(
      """
      {"stage":"placing","directories":[],"files":[{"digest":"0:0","target":"x","temporary":"\(sentinel)/sub"}]}
      """)
    assertRefused(
      ["new-module", "Order", "--dry-run"],
      ".scaffold/journal.json:1:87: error: temporary '\(sentinel)/sub' is not the name scaffold gives the temporary of 'x'"
    )
    assertRefused(["repair"], ".scaffold/journal.json:1:87: error: temporary")
    assertRefused(["new-module", "Order"], ".scaffold/journal.json:1:87: error: temporary")
  }

  func testAJournalWhoseTargetAndBackupClimbOutIsRefused() throws {
    try plantJournal(
      """
      {"stage":"placing","directories":[],"files":[
      {"digest":"0:0","target":"../sentinel/file.txt","temporary":"../sentinel/.file.txt.scaffold-1",
       "backup":"../sentinel/src.txt"}]}
      """)
    assertRefused(
      ["repair"],
      ".scaffold/journal.json:2:26: error: target '../sentinel/file.txt' climbs out of the project with '..'")
    assertRefused(["new-module", "Order", "--dry-run"], ".scaffold/journal.json:2:26: error: target")
  }

  func testAJournalNamingAFolderOutsideTheProjectIsRefused() throws {
    try plantJournal(#"{"stage":"writing","directories":["../sentinel/empty"],"files":[]}"#)
    assertRefused(["repair"], ".scaffold/journal.json:1:35: error: folder '../sentinel/empty' climbs out")
  }

  func testAJournalWithABackupOfAnotherNameIsRefused() throws {
    try write("mine\n", at: project + "/x.txt")
    try plantJournal(
      """
      {"stage":"placing","directories":[],"files":[
      {"digest":"0:0","target":"x.txt","temporary":".x.txt.scaffold-1","backup":"notes.txt"}]}
      """)
    assertRefused(["repair"], ".scaffold/journal.json:2:75: error: backup 'notes.txt' is not the name")
  }

  func testAJournalWithATargetThroughALinkOutOfTheProjectIsRefused() throws {
    try FileManager.default.createSymbolicLink(atPath: project + "/out", withDestinationPath: sentinel)
    try plantJournal(
      """
      {"stage":"placing","directories":[],"files":[
      {"digest":"0:0","target":"out/file.txt","temporary":"out/.file.txt.scaffold-1"}]}
      """)
    assertRefused(["repair"], "error: target 'out/file.txt' goes through 'out', a symbolic link to")
  }

  func testAJournalThatIsNoJSONIsRefusedNotIgnored() throws {
    try plantJournal("{\"stage\":")
    assertRefused(["repair"], ".scaffold/journal.json:1:10: error: not a scaffold journal")
  }

  func testAStateFolderThatIsALinkIsRefused() throws {
    try FileManager.default.createSymbolicLink(atPath: project + "/.scaffold", withDestinationPath: sentinel)
    assertRefused(["new-module", "Order"], ".scaffold: error: is a symbolic link")
  }

  func testAJournalTrackedByGitIsRefused() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
    try plantJournal(#"{"stage":"writing","directories":[],"files":[]}"#)
    for arguments in [["init", "-q"], ["add", ".scaffold/journal.json"]] {
      let git = Process()
      git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
      git.arguments = ["-C", project] + arguments
      try git.run()
      git.waitUntilExit()
    }
    assertRefused(["repair"], ".scaffold/journal.json: error: the journal is tracked by git")
  }

  func testADryRunWithAJournalPresentChangesNothingAndSaysWhatRecoveryWillDo() throws {
    try write("edited by the interrupted run\n", at: project + "/x.txt")
    try write("before the interrupted run\n", at: project + "/.x.txt.scaffold-7.backup")
    try plantJournal(
      """
      {"stage":"placing","directories":[],"files":[{"digest":"0:0","target":"x.txt","temporary":".x.txt.scaffold-7",
      "backup":".x.txt.scaffold-7.backup"}]}
      """)
    let before = snapshot(project)
    let result = run(["new-module", "Order", "--dry-run"])
    XCTAssertEqual(result.code, .success, result.stderr)
    XCTAssertTrue(result.stderr.contains("will undo it: restore 1 file"), result.stderr)
    XCTAssertEqual(snapshot(project), before)
    let repaired = run(["repair"])
    XCTAssertEqual(repaired.code, .success, repaired.stderr)
    XCTAssertEqual(try String(contentsOfFile: project + "/x.txt", encoding: .utf8), "before the interrupted run\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: project + "/.scaffold/journal.json"))
  }

  // MARK: - Module manifests

  /// Generates Order, then rewrites its manifest with `edit`.
  private func plantManifest(_ edit: (inout [String: Any]) -> Void) throws {
    XCTAssertEqual(run(["new-module", "Order"]).code, .success)
    let path = project + "/.scaffold/modules/Order.json"
    var manifest = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    edit(&manifest)
    try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys]).write(
      to: URL(fileURLWithPath: path))
  }

  private func addFile(_ path: String, contents: String) -> (inout [String: Any]) -> Void {
    { manifest in
      var files = manifest["files"] as? [[String: Any]] ?? []
      files.append(["path": path, "contents": contents, "template": "mvvm/Model.swift.stencil"])
      manifest["files"] = files
    }
  }

  func testManifestFilesOutsideTheProjectAreRefusedByDestroyUpdateAndCheck() throws {
    for path in ["../sentinel/file.txt", sentinel + "/file.txt", "Modules/../../sentinel/file.txt"] {
      try plantManifest(addFile(path, contents: "victim\n"))
      for command in [["destroy", "Order"], ["destroy", "Order", "--dry-run"], ["update"], ["check"]] {
        assertRefused(command, ".scaffold/modules/Order.json:")
        assertRefused(command, "error: file '\(path)' ")
      }
      try FileManager.default.removeItem(atPath: project)
      try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    }
  }

  func testManifestFilesThroughALinkOutOfTheProjectAreRefused() throws {
    try FileManager.default.createSymbolicLink(atPath: project + "/Shared", withDestinationPath: sentinel)
    try plantManifest(addFile("Shared/file.txt", contents: "victim\n"))
    assertRefused(["destroy", "Order"], "error: file 'Shared/file.txt' goes through 'Shared', a symbolic link to")
  }

  func testAManifestSpecPathOutsideTheProjectIsNotRead() throws {
    try plantManifest { manifest in
      var spec = manifest["spec"] as? [String: Any] ?? [:]
      spec["path"] = self.sentinel + "/file.txt"
      manifest["spec"] = spec
    }
    assertRefused(["check"], ".scaffold/modules/Order.json: error: spec.path '\(sentinel)/file.txt' is absolute")
    assertRefused(["update"], "error: spec.path")
    try FileManager.default.removeItem(atPath: project)
    try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    try plantManifest { manifest in
      var spec = manifest["spec"] as? [String: Any] ?? [:]
      spec["path"] = "../sentinel/file.txt"
      manifest["spec"] = spec
    }
    assertRefused(["check"], "error: spec.path '../sentinel/file.txt' climbs out of the project with '..'")
  }

  func testAManifestListingAFileTwiceIsRefused() throws {
    try plantManifest { manifest in
      let files = manifest["files"] as? [[String: Any]] ?? []
      manifest["files"] = files + [files[0]]
    }
    assertRefused(["destroy", "Order"], "is listed twice")
  }

  func testAManifestNamingScaffoldsOwnStateIsRefused() throws {
    for path in [".scaffold/lock", ".scaffold/journal.json"] {
      try plantManifest(addFile(path, contents: ""))
      assertRefused(["destroy", "Order"], "error: file '\(path)' names scaffold's own lock or journal")
      try FileManager.default.removeItem(atPath: project)
      try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    }
  }

  // MARK: - scaffold.json

  func testScaffoldJSONFoldersOutsideTheProjectAreRefused() throws {
    try FileManager.default.createSymbolicLink(atPath: project + "/Linked", withDestinationPath: sentinel)
    try write(#"{"preset": "mvvm", "moduleRoot": "Linked"}"#, at: project + "/scaffold.json")
    assertRefused(["new-module", "Order"], "scaffold.json:1:34: error: 'moduleRoot' goes through 'Linked'")
    try write(#"{"preset": "mvvm", "templates": "/etc"}"#, at: project + "/scaffold.json")
    assertRefused(["new-module", "Order"], "scaffold.json:1:33: error: 'templates' '/etc' is absolute")
  }

  /// A folder path of 500,000 components (1 MB) once kept new-module busy for minutes (each folder on the
  /// way was built from the one before); it names nothing a system can open and is refused at once.
  func testAScaffoldJSONFolderLongerThanAnyPathIsRefused() throws {
    let deep = Array(repeating: "a", count: 500_000).joined(separator: "/")
    try write(#"{"preset": "mvvm", "moduleRoot": "\#(deep)"}"#, at: project + "/scaffold.json")
    assertRefused(["new-module", "Order"], "is longer than 4096 bytes, the longest path the system opens")
  }
}
