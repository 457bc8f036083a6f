import Foundation
import XCTest

@testable import ScaffoldKit

/// Set by the test's SIGINT handler.
nonisolated(unsafe) private var interruptsHandled = 0

/// A file system that interrupts its own process on the first write, and records whether the interrupt
/// had been handled by the time of each later write.
private final class InterruptingFileSystem: FileSystem, @unchecked Sendable {
  let base = InMemoryFileSystem(currentDirectory: "/app")
  var handledDuringWrites: [Int] = []

  var currentDirectory: String { base.currentDirectory }
  func kind(of path: String) -> FileKind? { base.kind(of: path) }
  func readData(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readData(path) }
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] { try base.contents(ofDirectory: path) }
  func createDirectory(_ path: String) throws(FileSystemError) { try base.createDirectory(path) }
  func remove(_ path: String) throws(FileSystemError) { try base.remove(path) }
  func move(_ source: String, to destination: String) throws(FileSystemError) {
    handledDuringWrites.append(interruptsHandled)
    try base.move(source, to: destination)
  }

  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    if handledDuringWrites.isEmpty { raise(SIGINT) }
    handledDuringWrites.append(interruptsHandled)
    try base.write(bytes, to: path)
  }
}

final class PlanWriterSignalTests: XCTestCase {
  /// Ctrl-C while a module is being written takes effect only once every file is in place.
  func testAnInterruptWaitsUntilThePlanIsApplied() throws {
    let previous = signal(SIGINT) { _ in interruptsHandled += 1 }
    defer { signal(SIGINT, previous) }
    interruptsHandled = 0
    let fs = InterruptingFileSystem()
    let files = (0..<5).map { (path: "Modules/Order/File\($0).swift", contents: "// \($0)\n") }
    let plan = try GenerationPlan.make(files: files, root: "/app", force: false, fileSystem: fs)
    try PlanWriter.apply(plan, fileSystem: fs)
    XCTAssertEqual(fs.handledDuringWrites.count, 10, "five temporaries written, five renamed")
    XCTAssertEqual(Set(fs.handledDuringWrites), [0], "the interrupt was held back while writing")
    XCTAssertEqual(interruptsHandled, 1, "and delivered once the plan was applied")
    XCTAssertEqual(fs.base.snapshot.count, 5)
  }
}
