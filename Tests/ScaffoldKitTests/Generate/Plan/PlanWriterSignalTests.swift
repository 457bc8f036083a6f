import Foundation
import XCTest

@testable import ScaffoldKit

/// Set by the test's signal handler, on whichever thread the kernel delivers the signal to.
nonisolated(unsafe) private var signalsHandled = 0

/// A file system that signals its own process (not one thread) on the first write, and records whether the
/// signal had been handled by the time of each later step.
private final class SignallingFileSystem: FileAccess, @unchecked Sendable {
  let base = InMemoryFileSystem(currentDirectory: "/app")
  let signal: Int32
  var handledDuringWrites: [Int] = []

  init(signal: Int32) { self.signal = signal }

  var currentDirectory: String { base.currentDirectory }
  func kind(of path: String) -> FileKind? { base.kind(of: path) }
  func readData(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readData(path) }
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] { try base.contents(ofDirectory: path) }
  func createDirectory(_ path: String) throws(FileSystemError) { try base.createDirectory(path) }
  func remove(_ path: String) throws(FileSystemError) { try base.remove(path) }
  func move(_ source: String, to destination: String) throws(FileSystemError) {
    handledDuringWrites.append(signalsHandled)
    try base.move(source, to: destination)
  }
  func link(_ source: String, to destination: String) throws(FileSystemError) -> Bool {
    handledDuringWrites.append(signalsHandled)
    return try base.link(source, to: destination)
  }

  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    if handledDuringWrites.isEmpty {
      kill(getpid(), signal)
      // Give another thread time to take it, as it would when the writer only masked its own thread.
      usleep(100_000)
    }
    handledDuringWrites.append(signalsHandled)
    try base.write(bytes, to: path)
  }
}

final class PlanWriterSignalTests: XCTestCase {
  /// Ctrl-C or a CI timeout sent to the process while a module is being written takes effect only once
  /// every file is in place, even though the process has other threads that do not block it.
  func testASignalToTheProcessWaitsUntilThePlanIsApplied() throws {
    for signalNumber in [SIGINT, SIGTERM] {
      let previous = signal(signalNumber) { _ in signalsHandled += 1 }
      defer { signal(signalNumber, previous) }
      signalsHandled = 0
      // Another thread with the signal unblocked, where the kernel may deliver it.
      let other = Thread { Thread.sleep(forTimeInterval: 1) }
      other.start()
      let fs = SignallingFileSystem(signal: signalNumber)
      let files = (0..<5).map { (path: "Modules/Order/File\($0).swift", contents: "// \($0)\n") }
      let plan = try GenerationPlan.make(files: files, root: "/app", force: false, fileSystem: fs)
      try PlanWriter.apply(plan, fileSystem: fs)
      XCTAssertGreaterThanOrEqual(fs.handledDuringWrites.count, 10, "five temporaries written, five placed")
      XCTAssertEqual(Set(fs.handledDuringWrites), [0], "the signal was held back while writing")
      usleep(50_000)
      XCTAssertEqual(signalsHandled, 1, "and delivered once the plan was applied")
      XCTAssertEqual(Set(fs.base.snapshot.keys), Set(files.map { "/app/" + $0.path }))
    }
  }
}
