import Foundation
import ScaffoldKit
import XCTest

/// Pins every generated file for a few specs, so a template change shows up as a reviewable diff.
/// Goldens live in `Tests/Fixtures/GenerateGoldenModuleTests/<case>/`. To update them, run with
/// `SCAFFOLD_RECORD=1`: the files are rewritten and the test still fails, so recording is never silent.
final class GenerateGoldenModuleTests: XCTestCase {
  func testOrderDefaultModule() throws {
    try assertGolden(spec: GenerateSpecs.order, options: GenerateOptions(layout: .modules), named: "OrderModules")
  }

  func testOrderPackage() throws {
    try assertGolden(spec: GenerateSpecs.order, options: GenerateOptions(layout: .package), named: "OrderPackage")
  }

  func testShopPackageWithFormAndBothUIKinds() throws {
    try assertGolden(spec: GenerateSpecs.shop, options: GenerateOptions(layout: .package), named: "ShopPackage")
  }

  func testLoginFormModule() throws {
    try assertGolden(spec: GenerateSpecs.login, options: GenerateOptions(layout: .modules), named: "LoginModules")
  }

  func testCleanShopPackage() throws {
    try assertGolden(
      spec: GenerateSpecs.shop, options: GenerateOptions(layout: .package, templateSet: "clean"),
      named: "CleanShopPackage")
  }

  func testCleanCombineLoginModule() throws {
    try assertGolden(
      spec: GenerateSpecs.login, options: GenerateOptions(layout: .modules, templateSet: "clean-combine"),
      named: "CleanCombineLoginModules")
  }

  /// The shop spec (list, detail and form screens, an enum, both UI kinds) in the app layout of each other set.
  func testShopModuleMVVMCombine() throws {
    try assertGolden(spec: GenerateSpecs.shop, options: appLayout(set: "mvvm-combine"), named: "ShopModulesMVVMCombine")
  }

  func testShopModuleMVVMClosures() throws {
    try assertGolden(
      spec: GenerateSpecs.shop, options: appLayout(set: "mvvm-closures"), named: "ShopModulesMVVMClosures")
  }

  func testShopModuleFeatures() throws {
    try assertGolden(spec: GenerateSpecs.shop, options: appLayout(set: "features"), named: "ShopModulesFeatures")
  }

  /// The app layout rendered by `set`, with the preset and binding the set stands for.
  private func appLayout(set: String) -> GenerateOptions {
    var options = GenerateOptions(layout: .modules)
    options.use(set: set)
    return options
  }

  private func assertGolden(
    spec: ModuleSpec, options: GenerateOptions, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let files = try ModuleGenerator.render(spec: spec, options: options)
    let rendered = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(rendered.count, files.count, "two files rendered to the same path", file: file, line: line)
    let directory = GenerateFixtures.root.appendingPathComponent("GenerateGoldenModuleTests/\(name)")

    if Golden.isRecording {
      try? FileManager.default.removeItem(at: directory)
      for (path, contents) in rendered {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
      }
      XCTFail(
        "recorded \(rendered.count) golden files in \(directory.path); unset SCAFFOLD_RECORD and rerun",
        file: file, line: line)
      return
    }

    let golden = try GenerateFixtures.tree(at: directory)
    XCTAssertFalse(
      golden.isEmpty, "no golden files in \(directory.path); record them with SCAFFOLD_RECORD=1",
      file: file, line: line)
    let missing = Set(golden.keys).subtracting(rendered.keys).sorted()
    let extra = Set(rendered.keys).subtracting(golden.keys).sorted()
    XCTAssertEqual(missing, [], "golden files no longer generated", file: file, line: line)
    XCTAssertEqual(extra, [], "generated files without a golden", file: file, line: line)
    for (path, expected) in golden.sorted(by: { $0.key < $1.key }) {
      guard let actual = rendered[path], actual != expected else { continue }
      XCTFail(
        "\(path) differs from its golden:\n\(GenerateFixtures.firstDifference(expected, actual))", file: file,
        line: line)
    }
  }
}

/// Helpers for the fixture folders under `Tests/Fixtures/`.
enum GenerateFixtures {
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
  }

  /// Every file under `directory`, keyed by path relative to it.
  static func tree(at directory: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    let base = directory.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [:] }
    for case let url as URL in walker
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
      let path = url.standardizedFileURL.path
      files[String(path.dropFirst(base.count + 1))] = try String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// The first differing line of two texts, for a readable failure.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
      let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
      if want != got { return "line \(index + 1):\n  golden:    \(want)\n  generated: \(got)" }
    }
    return "(line endings differ)"
  }
}
