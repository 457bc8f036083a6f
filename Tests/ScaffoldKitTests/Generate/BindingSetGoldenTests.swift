import Foundation
import XCTest

@testable import ScaffoldKit

/// Each binding set of the `mvvm` and `features` presets renders the shop spec (list, detail and form screens,
/// an enum, both UI kinds) in the app layout exactly as the tree under `Tests/Fixtures/BindingSetGoldens/<set>/`:
/// the same paths and, file by file, the same text. `SCAFFOLD_RECORD=1` rewrites the trees.
final class BindingSetGoldenTests: XCTestCase {
  private let fixture = "BindingSetGoldens"

  func testMVVMCombineLayout() throws {
    try assertSetMatchesGolden("mvvm-combine")
  }

  func testMVVMClosuresLayout() throws {
    try assertSetMatchesGolden("mvvm-closures")
  }

  func testFeaturesLayout() throws {
    try assertSetMatchesGolden("features")
  }

  private func assertSetMatchesGolden(_ set: String, file: StaticString = #filePath, line: UInt = #line) throws {
    var options = GenerateOptions()
    options.use(set: set)
    let files = try ModuleGenerator.render(spec: GenerateSpecs.shop, options: options)
    let root = Paths.join(Fixtures.path(fixture), set)
    let disk = DiskFileSystem()
    if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1", disk.exists(root) {
      try disk.remove(root)
    }
    for generated in files {
      if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" {
        try disk.createDirectory(Paths.dirname(Paths.join(root, generated.path)))
      }
      try assertGolden(
        generated.contents, fixture: fixture, file: Paths.join(set, generated.path), file: file, line: line)
    }
    let expected = try goldenPaths(below: root, in: disk)
    XCTAssertEqual(files.map(\.path).sorted(), expected, "the generated tree differs from \(root)", file: file, line: line)
  }

  /// Every file below `root`, relative to it, sorted.
  private func goldenPaths(below root: String, in disk: DiskFileSystem, prefix: String = "") throws -> [String] {
    guard disk.kind(of: root) == .directory else { return [] }
    var paths: [String] = []
    for name in try disk.contents(ofDirectory: root) {
      let relative = prefix.isEmpty ? name : Paths.join(prefix, name)
      if disk.kind(of: Paths.join(root, name)) == .directory {
        paths += try goldenPaths(below: Paths.join(root, name), in: disk, prefix: relative)
      } else {
        paths.append(relative)
      }
    }
    return paths.sorted()
  }
}
