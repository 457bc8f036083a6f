import Foundation
import Testing

@testable import ScaffoldKit

/// `DiskFileSystem.write` on targets that are not regular files: a FIFO or device is written into, never
/// replaced by a file; a folder that takes no new files says so.
@Suite struct DiskWriteTargetTests {
  @Test func aFIFOIsWrittenIntoAndStaysAFIFO() throws {
    let folder = NSTemporaryDirectory() + "disk-write-fifo-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/report.sarif"
    #expect(mkfifo(fifo, 0o644) == 0)
    // A reader holds the FIFO open (the way `--reporter sarif:/dev/stdout | tool` reads a pipe).
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    try DiskFileSystem().write("{}\n", to: fifo)
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(reader, &buffer, buffer.count)
    #expect(count == 3)
    #expect(Array(buffer.prefix(3)) == Array("{}\n".utf8))
    var status = stat()
    #expect(lstat(fifo, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO, not a file renamed over it")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.sarif"], "no temporary left")
  }

  @Test func aFIFOThatNobodyReadsIsAnErrorNotAHang() throws {
    let folder = NSTemporaryDirectory() + "disk-write-fifo-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/report.json"
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(throws: FileSystemError.unwritable(fifo, reason: "a FIFO that no process reads")) {
      try DiskFileSystem().write("{}\n", to: fifo)
    }
  }

  /// `/proc` holds files but takes no new ones, so the temporary beside the target cannot be made.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/version")))
  func aFolderThatTakesNoNewFilesIsNamed() {
    #expect(
      throws: FileSystemError.unwritable(
        "/proc/version", reason: "the folder '/proc' does not accept new files (No such file or directory)")
    ) {
      try DiskFileSystem().write("x", to: "/proc/version")
    }
  }
}
