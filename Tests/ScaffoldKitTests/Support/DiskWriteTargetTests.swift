import Foundation
import ScaffoldTestSupport
import Testing

@testable import ScaffoldKit

/// `DiskFileSystem.write` on the targets it meets: a FIFO or device is written into, never
/// replaced by a file; a folder that takes no new files says so; a regular file replaced keeps its mode.
@Suite struct DiskWriteTargetTests {
  @Test func aFIFOIsWrittenIntoAndStaysAFIFO() throws {
    try withTemporaryPath("disk-write-fifo") { folder in
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
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
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    try withTemporaryPath("disk-write-mode") { folder in
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let project = folder + "/project.pbxproj"
      try DiskFileSystem().write("// !$*UTF8*$!\n", to: project)
      #expect(chmod(project, 0o755) == 0)
      try DiskFileSystem().write("// !$*UTF8*$!\n{}\n", to: project)
      var status = stat()
      #expect(stat(project, &status) == 0)
      #expect(status.st_mode & 0o7777 == 0o755, "the rewritten file keeps its mode")
      #expect(try String(contentsOfFile: project, encoding: .utf8) == "// !$*UTF8*$!\n{}\n")
    }
  }

  @Test func aFIFOThatNobodyReadsIsAnErrorNotAHang() throws {
    try withTemporaryPath("disk-write-fifo") { folder in
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let fifo = folder + "/report.json"
      #expect(mkfifo(fifo, 0o644) == 0)
      #expect(throws: FileSystemError.unwritable(fifo, reason: "a FIFO that no process reads")) {
        try DiskFileSystem().write("{}\n", to: fifo)
      }
    }
  }

  /// A cache is replaced like any file (a reader sees the old bytes or the new ones), just without `fsync`;
  /// a write that fails leaves neither the cache changed nor a temporary behind.
  @Test func aCacheIsReplacedWholeAndAFailedWriteLeavesNothing() throws {
    try withTemporaryPath("disk-write-cache") { folder in
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let disk = DiskFileSystem(currentDirectory: folder)
      try disk.writeCache(Array("first".utf8), to: "lint-result")
      try disk.writeCache(Array("second, longer".utf8), to: "lint-result")
      #expect(try disk.readData("lint-result") == Array("second, longer".utf8))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["lint-result"], "no temporary left")
      // A folder where the cache should be: the rename fails, and the temporary goes.
      try FileManager.default.createDirectory(atPath: folder + "/lint-index/inner", withIntermediateDirectories: true)
      #expect(throws: FileSystemError.self) { try disk.writeCache(Array("x".utf8), to: "lint-index") }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["lint-index", "lint-result"])
      #expect(throws: FileSystemError.unwritable("missing/lint-result", reason: "no such directory 'missing'")) {
        try disk.writeCache(Array("x".utf8), to: "missing/lint-result")
      }
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
