import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Trees that used to hang a walk: a FIFO named like a source file held open by a writer, and symbolic
/// link loops or links out of a template folder.
final class HostileTreeTests: XCTestCase {
  private var root = ""

  override func setUpWithError() throws {
    root = temporaryPath("scaffold-hostile")
    try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
  }

  /// Lint walks skip a FIFO (reading it would block while its writer holds it open) and devices.
  func testAFIFOInATreeIsNotAFile() throws {
    XCTAssertEqual(mkfifo(root + "/App/Pipe.swift", 0o644), 0)
    try "struct A {}\n".write(toFile: root + "/App/A.swift", atomically: false, encoding: .utf8)
    let disk = DiskFileSystem(currentDirectory: root)
    let entries = try disk.entries(ofDirectory: "App")
    XCTAssertEqual(entries.map(\.name), ["A.swift", "Pipe.swift"])
    XCTAssertEqual(entries.map(\.kind), [.file, nil])
  }

  /// A template folder with a link to itself, a link to `/` and a link to a file outside lists only its
  /// own files, once each, and refuses to read through the outward link.
  func testTemplateLinksNeverLoopNorLeadOut() throws {
    let set = root + "/templates/mvvm"
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    try "x".write(toFile: set + "/Model.swift.stencil", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: set + "/again", withDestinationPath: "../mvvm")
    try FileManager.default.createSymbolicLink(atPath: set + "/loop", withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(atPath: set + "/root", withDestinationPath: "/")
    try FileManager.default.createSymbolicLink(atPath: set + "/header.stencil", withDestinationPath: "/etc/hostname")
    let disk = DiskFileSystem(currentDirectory: root)
    XCTAssertEqual(TemplateLookup.walk(root + "/templates", fileSystem: disk), ["mvvm/Model.swift.stencil"])
    let source = DirectoryTemplateSource(root: root + "/templates", fileSystem: disk)
    XCTAssertThrowsError(try source.text(at: "mvvm/header.stencil")) {
      XCTAssertTrue("\($0)".contains("outside the template folder"), "\($0)")
    }
  }
}
