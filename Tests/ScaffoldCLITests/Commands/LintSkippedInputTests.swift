import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// Lint never passes silently on input it did not read: a named path without Swift code is an error
/// (exit 2), and what a walk skips is named in a note.
final class LintSkippedInputTests: XCTestCase {
  let view = "import SwiftUI\nstruct OrderView {}\n"

  func testANamedPathWithNothingToLintExitsTwo() {
    let fileSystem = InMemoryFileSystem(files: [
      "/work/README.md": "# App\n", "/work/Docs/guide.md": "text\n", "/work/Modules/Order/View/OrderView.swift": view,
    ])
    let cases: [([String], String)] = [
      ([""], "'': error: an empty path names no file"),
      (["README.md"], "README.md: error: not a Swift file"),
      (["Docs"], "Docs: error: no Swift file in this folder or below it"),
      (["Modules", "README.md"], "README.md: error: not a Swift file"),
    ]
    for (arguments, message) in cases {
      let run = runCLI(["lint"] + arguments, fileSystem: fileSystem)
      XCTAssertEqual(run.code, .invalidInput, "\(arguments)")
      XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
      XCTAssertFalse(run.stderr.contains("Linted"), "\(arguments): \(run.stderr)")
    }
    XCTAssertEqual(runCLI(["lint", "Modules"], fileSystem: fileSystem).code, .success)
  }

  func testAWalkDoesNotEnterTheFoldersXcodeKeepsAsOneDocument() {
    var files = ["/work/Modules/Order/View/OrderView.swift": view]
    for folder in ["Assets.xcassets/Icon.imageset", "App.xcodeproj", "App.xcworkspace", "Model.xcdatamodeld"] {
      files["/work/\(folder)/Stray.swift"] = "struct Stray: OrderRepository {}\n"
    }
    let run = runCLI(["lint", "--reporter", "json"], fileSystem: InMemoryFileSystem(files: files))
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stderr.contains("Linted 1 file"), run.stderr)
    XCTAssertFalse(run.stdout.contains("Stray"), run.stdout)
  }

  func testADeviceNamedOnTheCommandLineIsNotRead() throws {
    let run = runCLI(["lint", "/dev/zero"], fileSystem: DiskFileSystem(currentDirectory: "/"))
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.contains("/dev/zero: error: not a regular file"), run.stderr)
  }

  /// Each with what it is: a FIFO, and links to a file that is gone or to themselves (a pod's files link into
  /// a folder that is not there until `pod install`).
  func testAFIFOOrALinkToNothingInAWalkIsSkippedWithANote() throws {
    let folder = temporaryPath("fifo")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try view.write(toFile: folder + "/OrderView.swift", atomically: true, encoding: .utf8)
    XCTAssertEqual(mkfifo(folder + "/Pipe.swift", 0o644), 0)
    XCTAssertEqual(symlink("Pods/Gone.swift", folder + "/Gone.swift"), 0)
    XCTAssertEqual(symlink("Loop.swift", folder + "/Loop.swift"), 0)
    let run = runCLI(["lint", ".", "--no-cache"], fileSystem: DiskFileSystem(currentDirectory: folder))
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        """
        note: skipped Gone.swift: a symbolic link to nothing (a missing file, or a loop of links)
        note: skipped Loop.swift: a symbolic link to nothing (a missing file, or a loop of links)
        note: skipped Pipe.swift: not a regular file (a device, FIFO or socket)
        """), run.stderr)
    XCTAssertTrue(run.stderr.contains("Linted 1 file"), run.stderr)
  }

  func testFoldersTooDeepAreNamedInANote() {
    let deep = (0..<70).map { "d\($0)" }.joined(separator: "/")
    let fileSystem = InMemoryFileSystem(files: [
      "/work/Modules/Order/View/OrderView.swift": view, "/work/\(deep)/Hidden.swift": view,
    ])
    let run = runCLI(["lint"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        "note: skipped 1 folder nested more than 64 levels deep, such as \((0..<64).map { "d\($0)" }.joined(separator: "/"))"
      ), run.stderr)
    XCTAssertTrue(run.stderr.contains("Linted 1 file"), run.stderr)
  }

  func testCharacterClassesInPatternsAreAnError() {
    for pattern in ["[A-Z]*.swift", "["] {
      let fileSystem = InMemoryFileSystem(files: [
        "/work/scaffold.json": #"{"include": ["\#(pattern)"]}"#, "/work/Modules/Order/View/OrderView.swift": view,
      ])
      let run = runCLI(["lint"], fileSystem: fileSystem)
      XCTAssertEqual(run.code, .invalidInput, pattern)
      XCTAssertTrue(
        run.stderr.contains("scaffold.json:1:15: error: invalid pattern '\(pattern)': '[' is not supported"), run.stderr
      )
    }
  }

  func testControlCharactersInConfigurationValuesAndFileNamesAreEscaped() {
    let configured = InMemoryFileSystem(files: [
      "/work/scaffold.json": "{\"preset\": \"mv\\u0000vm\"}", "/work/A.swift": view,
    ])
    let run = runCLI(["lint"], fileSystem: configured)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertFalse(run.stderr.contains("\0"), run.stderr)
    XCTAssertTrue(run.stderr.contains("mv\\0vm"), run.stderr)

    let named = InMemoryFileSystem(files: [
      "/work/Modules/Order/View/Order\nView.swift": "import UIKit\nstruct OrderView { let r: OrderRepository }\n",
      "/work/Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
    ])
    let lint = runCLI(["lint", "--reporter", "xcode"], fileSystem: named)
    XCTAssertEqual(lint.code, .refused, lint.stderr)
    for line in lint.stdout.split(separator: "\n") {
      XCTAssertTrue(line.hasPrefix("\"Modules/Order/View/Order\\nView.swift\":"), String(line))
    }
    XCTAssertFalse(lint.stdout.isEmpty)
  }
}
