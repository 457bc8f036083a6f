import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// A spec or template that is a FIFO held open by a writer (reading it would wait for as long as the writer
/// lives) or a device (never ends) is refused from its file type, without being opened: a message naming
/// the file, exit 2, nothing written.
final class NonRegularInputTests: XCTestCase {
  private var root = ""
  private var writers: [Int32] = []

  override func setUpWithError() throws {
    root = temporaryPath("scaffold-special")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    for writer in writers { close(writer) }
  }

  /// A FIFO at `relative` with a live writer: opened read-write here, which does not block.
  private func fifo(_ relative: String) throws {
    let path = Paths.join(root, relative)
    try FileManager.default.createDirectory(atPath: Paths.dirname(path), withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(path, 0o644), 0)
    let writer = open(path, O_RDWR | O_NONBLOCK)
    XCTAssertGreaterThanOrEqual(writer, 0)
    writers.append(writer)
  }

  /// Every path below the root, sorted.
  private func tree() -> [String] {
    (FileManager.default.subpaths(atPath: root) ?? []).sorted()
  }

  /// The CLI on the disk below the root, on another thread, so a regression (a read that waits) fails
  /// instead of hanging the suite.
  private func run(_ arguments: [String]) -> CLIRun? {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var outcome: CLIRun?
    let fileSystem = DiskFileSystem(currentDirectory: root)
    Thread.detachNewThread {
      outcome = runCLI(arguments, fileSystem: fileSystem)
      done.signal()
    }
    guard done.wait(timeout: .now() + 30) == .success else {
      XCTFail("\(arguments.joined(separator: " ")) did not return: it reads the FIFO")
      return nil
    }
    return outcome
  }

  func testASpecThatIsAFIFOIsRefusedUnread() throws {
    try fifo("order.json")
    let before = tree()
    guard let run = run(["new-module", "Order", "--spec", "order.json"]) else { return }
    XCTAssertEqual(run.code, .invalidInput, run.stderr)
    XCTAssertTrue(
      run.stderr.hasPrefix(
        "order.json: error: cannot read the spec: not a regular file (a FIFO, socket or device); a spec must be a file"),
      run.stderr)
    XCTAssertEqual(tree(), before)
  }

  func testASpecThatIsADeviceIsRefused() throws {
    try FileManager.default.createSymbolicLink(atPath: root + "/zero.json", withDestinationPath: "/dev/zero")
    guard let run = run(["new-module", "Order", "--spec", "zero.json", "--dry-run"]) else { return }
    XCTAssertEqual(run.code, .invalidInput, run.stderr)
    XCTAssertTrue(run.stderr.hasPrefix("zero.json: error: cannot read the spec: not a regular file"), run.stderr)
    XCTAssertEqual(tree(), ["zero.json"])
  }

  /// A team's template that is a FIFO: the set cannot be rendered, and nothing of the module is written.
  func testATemplateThatIsAFIFOIsRefusedUnread() throws {
    try fifo(".scaffold/templates/mvvm/Repository.swift.stencil")
    let before = tree()
    guard let run = run(["new-module", "Order"]) else { return }
    XCTAssertEqual(run.code, .invalidInput, run.stderr)
    XCTAssertTrue(
      run.stderr.hasPrefix(
        ".scaffold/templates/mvvm/Repository.swift.stencil: error: not a regular file (a FIFO, socket or device)"),
      run.stderr)
    XCTAssertEqual(tree(), before)
  }

  func testRenderingATemplateThatIsAFIFOIsRefusedUnread() throws {
    try fifo("Header.stencil")
    try fifo("context.json")
    try "x".write(toFile: root + "/Plain.stencil", atomically: false, encoding: .utf8)
    guard let run = run(["templates", "render", "Header.stencil"]) else { return }
    XCTAssertEqual(run.code, .invalidInput, run.stderr)
    XCTAssertTrue(run.stderr.contains("Header.stencil: not a regular file (a FIFO, socket or device)"), run.stderr)
    guard let withContext = self.run(["templates", "render", "Plain.stencil", "--context", "context.json"]) else {
      return
    }
    XCTAssertEqual(withContext.code, .invalidInput, withContext.stderr)
    XCTAssertTrue(withContext.stderr.contains("context.json: not a regular file"), withContext.stderr)
  }
}
