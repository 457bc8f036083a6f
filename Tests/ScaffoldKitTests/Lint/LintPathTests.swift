import XCTest

@testable import ScaffoldKit

/// The allocation-free fast path of `Paths.normalize` agrees with the general one.
final class LintPathTests: XCTestCase {
  func testFastNormalizationAgreesWithFolding() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["/", "a", ".", "..", "...", ".h", "b.", "//"]
    for _ in 0..<20_000 {
      let count = Int.random(in: 1...8, using: &generator)
      let path = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      XCTAssertEqual(Paths.normalize(path), Paths.foldSegments(path), path)
    }
    for path in ["/", "/a/b.swift", "/a/.hidden/b", "/a/.../b"] {
      XCTAssertTrue(Paths.isNormalizedAbsolute(path), path)
    }
    for path in ["", "a/b", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/.", "/a/.."] {
      XCTAssertFalse(Paths.isNormalizedAbsolute(path), path)
    }
  }

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
