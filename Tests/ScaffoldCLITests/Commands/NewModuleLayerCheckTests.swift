import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// `new-module` places each file it would write with the project's lint configuration before writing: a
/// file in no layer, or in another layer than its role's, is refused (exit 1, one problem per file, the tree
/// as it was); `--allow-unmapped` writes the module and prints the same problems as warnings. Each case is a
/// folder of `Tests/Fixtures/NewModuleLayerCheckTests` named after its test, holding the app and the two
/// messages (`refused.expected`, `warned.expected`); `SCAFFOLD_RECORD=1` rewrites them and fails.
final class NewModuleLayerCheckTests: XCTestCase {
  private static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/NewModuleLayerCheckTests")

  /// The app of fixture `name`, copied into memory at `/app` (its `.expected` files left out).
  private func app(_ name: String) throws -> InMemoryFileSystem {
    try fixtureTree("NewModuleLayerCheckTests/\(name)", at: "/app", skipping: [".expected"])
  }

  private func assertGolden(
    _ actual: String, _ fixture: String, _ name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    try Golden.check(
      actual, path: Self.fixtures.appendingPathComponent(fixture).appendingPathComponent(name).path, file: file,
      line: line)
  }

  /// Refused with the golden message and nothing written; then written with `--allow-unmapped`, the same
  /// problems as warnings. Returns the tree after the second run.
  @discardableResult
  private func assertRefusedThenWarned(
    _ fixture: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> InMemoryFileSystem {
    let fs = try app(fixture)
    let before = fs.snapshot
    let arguments = ["new-module", "Order", "--ui", "both", "--no-xcodeproj"]
    let refused = runCLI(arguments, fileSystem: fs)
    XCTAssertEqual(refused.code, .refused, refused.stderr, file: file, line: line)
    XCTAssertEqual(refused.stdout, "", file: file, line: line)
    XCTAssertEqual(fs.snapshot, before, "nothing written", file: file, line: line)
    try assertGolden(refused.stderr, fixture, "refused.expected", file: file, line: line)

    let warned = runCLI(arguments + ["--allow-unmapped"], fileSystem: fs)
    XCTAssertEqual(warned.code, .success, warned.stderr, file: file, line: line)
    XCTAssertTrue(warned.stdout.contains("for module Order.\n"), warned.stdout, file: file, line: line)
    try assertGolden(warned.stderr, fixture, "warned.expected", file: file, line: line)
    let problems = { (text: String, word: String) in
      text.split(separator: "\n").filter { $0.contains(": \(word): ") }.map {
        $0.replacingOccurrences(of: ": \(word): ", with: ": ")
      }
    }
    XCTAssertEqual(problems(refused.stderr, "error"), problems(warned.stderr, "warning"), file: file, line: line)
    return fs
  }

  /// The team's own View glob (`Shop/Screens/*/*View.swift`) misses the view controllers the layout puts beside
  /// the views: lint would leave them in no layer, and lint clean for it.
  func testLayersGlobMissesAGeneratedFile() throws {
    let fs = try assertRefusedThenWarned("LayersGlobMissesAGeneratedFile")
    XCTAssertNotNil(fs.snapshot["/app/Shop/Screens/Order/OrderListViewController.swift"])
    let which = runCLI(["which", "Shop/Screens/Order/OrderListViewController.swift"], fileSystem: fs)
    XCTAssertTrue(which.stdout.contains("layer:      none\n"), which.stdout)
  }

  /// The team's `DataSource` layer takes the module's data sources from the Repository layer, their role's.
  func testFileLandsInAnotherLayer() throws {
    let fs = try assertRefusedThenWarned("FileLandsInAnotherLayer")
    let which = runCLI(["which", "Modules/Order/Repository/OrderDataSources.swift"], fileSystem: fs)
    XCTAssertTrue(which.stdout.contains("layer:      DataSource\n"), which.stdout)
  }

  /// `new-module Order` in an app holding only `scaffold.json` with `config`: the first line it prints.
  private func firstLine(generatingWith config: String) -> (ExitCode, String) {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/scaffold.json": config])
    let run = runCLI(["new-module", "Order", "--no-xcodeproj"], fileSystem: fs)
    return (run.code, run.stderr.split(separator: "\n").first.map(String.init) ?? "")
  }

  /// Tests the configuration would not exempt as tests are refused too: lint would hold them to the layer
  /// rules and let production code see their stubs.
  func testTestsOutsideTheExemptTestsPatternsAreRefused() throws {
    let (code, line) = firstLine(
      generatingWith: #"{ "preset": "mvvm", "exempt": { "tests": { "replace": ["UnitTests/**"] } } }"#)
    XCTAssertEqual(code, .refused)
    XCTAssertEqual(
      line,
      "Tests/OrderTests/OrderTestDoubles.swift: error: a test (shared/TestDoubles.swift.stencil) would be in no "
        + "layer under scaffold.json (preset mvvm); exempt.tests should cover it: 'UnitTests/**'")
  }

  /// Every built-in preset × binding passes the check as `init` configures it and without any `scaffold.json`,
  /// the module's every source in its layer; a layout of the team's own (the ExistingApps) passes too, which
  /// `NewModuleExistingAppsTests` covers.
  func testEveryBuiltInSetPassesWithAndWithoutScaffoldJSON() throws {
    for choice in ArchitectureTable.choices where ArchitectureTable.has(choice.templateSet, in: .builtin) {
      let label = "\(choice.preset.rawValue) × \(choice.binding.rawValue)"
      for initialized in [false, true] {
        let fs = InMemoryFileSystem(currentDirectory: "/app")
        let options = ["--preset", choice.preset.rawValue, "--binding", choice.binding.rawValue]
        if initialized { XCTAssertEqual(runCLI(["init"] + options, fileSystem: fs).code, .success, label) }
        var request = ModuleRequest(name: "Order", ui: .both)
        request.overrides = ProjectSetup.Overrides(preset: choice.preset, binding: choice.binding)
        let module = try Scaffold.renderModule(request, fileSystem: fs)
        XCTAssertEqual(try Scaffold.layerMismatches(of: module, fileSystem: fs).map(\.problem), [], label)
        let run = runCLI(["new-module", "Order", "--ui", "both", "--no-xcodeproj"] + options, fileSystem: fs)
        XCTAssertEqual(run.code, .success, "\(label): \(run.stderr)")
      }
    }
  }

  /// `preset: none` has the team's own layers: a generated file must be in one of them, whichever.
  func testPresetNoneNeedsSomeLayerOfTheTeams() throws {
    let wide = firstLine(
      generatingWith: #"{ "preset": "none", "layers": { "Feature": { "paths": ["**/Modules/**"] } } }"#)
    XCTAssertEqual(wide.0, .success, wide.1)
    let (code, line) = firstLine(
      generatingWith: #"{ "preset": "none", "layers": { "Feature": { "paths": ["**/Modules/*/View/**"] } } }"#)
    XCTAssertEqual(code, .refused)
    XCTAssertEqual(
      line,
      "Modules/Order/Model/Order.swift: error: a Model file (shared/Model.swift.stencil) would be in no layer "
        + "under scaffold.json (preset none); one of its layers should cover it: Feature '**/Modules/*/View/**'")
  }
}
