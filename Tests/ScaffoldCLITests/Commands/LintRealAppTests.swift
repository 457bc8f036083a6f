import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// `scaffold lint` and `scaffold which` through the CLI on fixture apps (`Tests/Fixtures/<TestName>/`) that
/// reproduce the shapes of real apps: feature folders beside top-level files, previews, unmapped layouts,
/// nested layers, module-qualified names, renamed files under a baseline.
final class LintRealAppTests: XCTestCase {
  private static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures").path

  /// Runs the CLI inside the fixture folder `name` (or a folder below it), on disk.
  private func run(_ name: String, _ arguments: [String], in folder: String = "") -> CLIRun {
    let directory = Paths.join(Self.fixtures, name) + (folder.isEmpty ? "" : "/" + folder)
    return runCLI(arguments, fileSystem: DiskFileSystem(currentDirectory: directory))
  }

  private func findings(_ run: CLIRun) -> [String] {
    run.stdout.split(separator: "\n").compactMap { line in
      guard let rule = line.split(separator: "[").last, line.contains(": error: ") || line.contains(": warning: ")
      else { return nil }
      return "\(line.split(separator: ":").prefix(2).joined(separator: ":")) \(rule.dropLast())"
    }
  }

  func testFeatureCaptureNamesFoldersOnly() {
    let lint = run("FeatureCaptureNamesFoldersOnly", ["lint"])
    // RootFlow.swift sits beside the feature folders: no feature, so opening Cart and Order is fine.
    XCTAssertEqual(findings(lint), ["Features/Order/OrderView.swift:5 feature-isolation"], lint.stdout)
    XCTAssertTrue(lint.stdout.contains("in feature Order references 'CartView' declared in feature Cart"), lint.stdout)
    let which = run("FeatureCaptureNamesFoldersOnly", ["which", "Features/RootFlow.swift", "Features/Cart"])
    XCTAssertTrue(which.stdout.contains("Features/RootFlow.swift\n  layer:      none\n"), which.stdout)
    XCTAssertTrue(
      which.stdout.contains("Features/Cart/CartView.swift\n  layer:      UI\n  feature:    Cart\n"), which.stdout)
  }

  func testPreviewsAreNotProductionCode() {
    let lint = run("PreviewsAreNotProductionCode", ["lint"])
    XCTAssertEqual(findings(lint), ["Modules/Order/View/OrderBadge.swift:5 layer-dependency"], lint.stdout)
    let linted = run("PreviewsAreNotProductionCode", ["lint", "--config", "previews-linted.json"])
    XCTAssertEqual(
      findings(linted),
      [
        "Modules/Order/View/OrderBadge.swift:5 layer-dependency",
        "Modules/Order/View/OrderListView.swift:10 layer-dependency",
        "Modules/Order/View/OrderListView.swift:14 layer-dependency",
        "Modules/Order/View/OrderListView.swift:19 layer-dependency",
      ], linted.stdout)
    // `exempt.types` globs: code inside `*_Previews` types is exempt, the `#Preview` bodies are not.
    let typed = run("PreviewsAreNotProductionCode", ["lint", "--config", "previews-as-types.json"])
    XCTAssertEqual(
      findings(typed),
      [
        "Modules/Order/View/OrderBadge.swift:5 layer-dependency",
        "Modules/Order/View/OrderListView.swift:10 layer-dependency",
        "Modules/Order/View/OrderListView.swift:14 layer-dependency",
      ], typed.stdout)
  }

  func testPlacedByTypeAndPreviewCode() {
    let production = [
      "Sources/Cart/CartView.swift:6 layer-dependency",
      "Sources/Orders/ProductionShapesView.swift:6 layer-dependency",
      "Sources/Orders/ProductionShapesView.swift:11 layer-dependency",
      "Sources/Orders/ProductionShapesView.swift:16 layer-dependency",
      "Sources/Orders/ProductionShapesView.swift:18 layer-dependency",
      "Sources/Promoted/PromotedBannerView.swift:5 layer-dependency",
      "Sources/Promoted/PromotedProductListView.swift:7 layer-dependency",
    ]
    let lint = run("PlacedByTypeAndPreviewCode", ["lint"])
    XCTAssertEqual(findings(lint), production, lint.stdout)
    XCTAssertTrue(lint.stdout.contains("View 'CartView' references 'ProductService'"), lint.stdout)
    // The preview data, the `#if DEBUG` block it makes all preview code, and the sample in ProductionShapesView.
    let previewData = [
      "Sources/Orders/OrderListView.swift:10 layer-dependency",
      "Sources/Orders/OrderListView.swift:15 layer-dependency",
      "Sources/Orders/OrderListView.swift:16 layer-dependency",
      "Sources/Orders/ProductionShapesView.swift:17 layer-dependency",
    ]
    // Without the preview exemption, every preview shape is reported, the WidgetKit preview's arguments and
    // timeline too; with no preview-data names, only the WidgetKit preview is preview code.
    let linted = run("PlacedByTypeAndPreviewCode", ["lint", "--config", "previews-linted.json"])
    let widget = [
      "Sources/Orders/OrderWidgetView.swift:9 layer-dependency",
      "Sources/Orders/OrderWidgetView.swift:12 layer-dependency",
    ]
    XCTAssertEqual(Set(findings(linted)), Set(production + previewData + widget), linted.stdout)
    let named = run("PlacedByTypeAndPreviewCode", ["lint", "--config", "no-preview-data.json"])
    XCTAssertEqual(Set(findings(named)), Set(production + previewData), named.stdout)
    let which = run("PlacedByTypeAndPreviewCode", ["which", "Sources/Promoted/PromotedProductListView.swift"])
    XCTAssertTrue(which.stdout.contains("  layer:      ViewModel\n"), which.stdout)
    XCTAssertTrue(
      which.stdout.contains(
        "placed in ViewModel by its type PromotedProductListViewModel (suffix 'ViewModel'), not View by its name"),
      which.stdout)
    let explain = run("PlacedByTypeAndPreviewCode", ["explain", "Sources/Promoted/PromotedProductListView.swift:7:15"])
    XCTAssertTrue(
      explain.stdout.contains(
        "  placed:    placed in ViewModel by its type PromotedProductListViewModel (suffix 'ViewModel'), not View"),
      explain.stdout)
  }

  func testInvalidExemptTypePatternIsAConfigurationError() throws {
    let fileSystem = InMemoryFileSystem(files: [
      "/work/scaffold.json": #"{"exempt": {"types": ["App/Delegate", "*Assembly"]}}"#,
      "/work/A.swift": "struct A {}\n",
    ])
    let lint = runCLI(["lint"], fileSystem: fileSystem)
    XCTAssertEqual(lint.code, .invalidInput)
    XCTAssertTrue(
      lint.stderr.contains("scaffold.json:1:23: error: invalid type pattern 'App/Delegate' in 'exempt.types'"),
      lint.stderr)
  }

  func testUnmappedProjectIsReported() {
    let lint = run("UnmappedProjectIsReported", ["lint"])
    XCTAssertEqual(lint.code, .success)
    XCTAssertTrue(
      lint.stdout.contains(
        "scaffold.json:1:1: warning: no file is in a layer: scaffold.json (preset mvvm) places none of the 3 files "
          + "(patterns '**/Modules/{feature}/View/**', '**/Sources/{feature}/View/**', "), lint.stdout)
    XCTAssertTrue(lint.stderr.contains("0/3 files in a layer"), lint.stderr)
    XCTAssertEqual(run("UnmappedProjectIsReported", ["lint", "--strict"]).code, .refused)

    let nothing = run("UnmappedProjectIsReported", ["lint", "--config", "pattern-matches-nothing.json"])
    XCTAssertEqual(
      findings(nothing),
      [
        "Flows/Order/OrderView.swift:1 feature-isolation", "pattern-matches-nothing.json:5 unmatched-layer",
        "pattern-matches-nothing.json:6 unmatched-layer",
      ],
      nothing.stdout)
    XCTAssertTrue(
      nothing.stdout.contains("warning: layer ViewModel: pattern 'Screens/{feature}/**' matches no file"),
      nothing.stdout)
    XCTAssertTrue(
      nothing.stdout.contains("warning: layer Coordinator: suffix 'Coordinator' matches no file name"), nothing.stdout)
    XCTAssertTrue(nothing.stderr.contains("2/3 files in a layer"), nothing.stderr)

    let suffix = run("UnmappedProjectIsReported", ["lint", "--config", "suffix-with-extension.json"])
    XCTAssertEqual(suffix.code, .invalidInput)
    XCTAssertTrue(
      suffix.stderr.contains(
        "suffix-with-extension.json:4:51: error: suffix 'View.swift' of layer 'View' ends in '.swift'"),
      suffix.stderr)
  }

  func testDeepestFolderWins() {
    let lint = run("DeepestFolderWins", ["lint"])
    XCTAssertEqual(findings(lint), ["UI/Cart/Sources/Views/CartScreen.swift:3 layer-dependency"], lint.stdout)
    let which = run("DeepestFolderWins", ["which", "UI/Cart/Sources/DI/CartAssembly.swift"])
    XCTAssertTrue(which.stdout.contains("  layer:      DI\n"), which.stdout)
    XCTAssertTrue(which.stdout.contains("  why:        layer DI: 'UI/{feature}/Sources/DI/*' (scaffold.json)\n"))
    let tie = run("DeepestFolderWins", ["lint", "--config", "ambiguous.json"])
    XCTAssertEqual(
      findings(tie),
      [
        "UI/Cart/Sources/DI/CartAssembly.swift:1 ambiguous-layer",
        "UI/Cart/Sources/Views/CartScreen.swift:1 ambiguous-layer",
      ], tie.stdout)
    XCTAssertTrue(
      tie.stdout.contains(
        "matches layer UI ('UI/{feature}/Sources/**') and layer Screens ('**/Sources/**') equally specifically"),
      tie.stdout)
  }

  func testModuleQualifiedAndLowercaseReferences() {
    let lint = run("ModuleQualifiedAndLowercaseReferences", ["lint"])
    XCTAssertEqual(
      findings(lint),
      [
        "Modules/Movies/View/PersonView.swift:5 layer-dependency",
        "Modules/Movies/ViewModel/GalleryViewModel.swift:3 layer-dependency",
        "Modules/Movies/ViewModel/GalleryViewModel.swift:4 layer-dependency",
      ], lint.stdout)
    XCTAssertTrue(
      lint.stdout.contains("View 'PersonView' references 'PersonDetailsGateway' declared in layer Repository"))
    XCTAssertTrue(lint.stdout.contains("ViewModel 'GalleryViewModel' references 'iCarousel' declared in layer View"))
  }

  /// `scaffold which` prints, for every file, the layer the rules use: the layers findings name for their
  /// files and for the declarations they point at, and the layers of the analysis the rules run on.
  func testWhichPrintsTheLayerTheRulesUse() throws {
    for fixture in [
      "InjectedViolationsReportedOnce", "DeepestFolderWins", "PreviewsAreNotProductionCode",
      "ModuleQualifiedAndLowercaseReferences", "PlacedByTypeAndPreviewCode",
    ] {
      let directory = Paths.join(Self.fixtures, fixture)
      let fileSystem = DiskFileSystem(currentDirectory: directory)
      let which = run(fixture, ["which", "--format", "json", "."])
      XCTAssertEqual(which.code, .success, which.stderr)
      var printed: [String: String] = [:]
      for entry in try XCTUnwrap(JSONParser.parse(which.stdout).elements) {
        printed[try XCTUnwrap(entry["path"]?.stringValue)] = entry["layer"]?.stringValue ?? "none"
      }
      let configuration = try ConfigurationLoader.load(fileSystem: fileSystem)
      let analysis = try Linter(configuration: configuration, fileSystem: fileSystem).analyzeProject()
      XCTAssertEqual(Set(printed.keys), Set(analysis.files.map(\.index.path)), fixture)
      for file in analysis.files {
        XCTAssertEqual(printed[file.index.path], file.assignment.layer ?? "none", "\(fixture): \(file.index.path)")
      }
      let lint = run(fixture, ["lint", "--reporter", "json"])
      let diagnostics = try XCTUnwrap(JSONParser.parse(lint.stdout)["diagnostics"]?.elements)
      XCTAssertFalse(diagnostics.isEmpty, fixture)
      for diagnostic in diagnostics {
        if let layer = diagnostic["source"]?["layer"]?.stringValue, let path = diagnostic["path"]?.stringValue {
          XCTAssertEqual(printed[path], layer, "\(fixture): \(path)")
        }
        if let layer = diagnostic["target"]?["layer"]?.stringValue,
          let path = diagnostic["target"]?["path"]?.stringValue
        {
          XCTAssertEqual(printed[path], layer, "\(fixture): \(path)")
        }
      }
    }
  }

  func testWhichExplainsExcludedFilesAndNeedsAPath() {
    let fileSystem = InMemoryFileSystem(files: [
      "/work/Package.swift": "// swift-tools-version:5.9\n",
      "/work/Tuist/Config.swift": "import ProjectDescription\n",
      "/work/Project.swift": "import ProjectDescription\n",
    ])
    let which = runCLI(["which", "Package.swift", "Project.swift"], fileSystem: fileSystem)
    XCTAssertTrue(which.stdout.contains("not linted: excluded by '**/Package.swift'"), which.stdout)
    XCTAssertTrue(which.stdout.contains("not linted: excluded by '**/Project.swift'"), which.stdout)
    let lint = runCLI(["lint"], fileSystem: fileSystem)
    XCTAssertTrue(
      lint.stderr.hasPrefix(
        "note: .: all 2 Swift files are left out by the configuration's include/exclude patterns\nLinted 0 files"),
      lint.stderr)
    XCTAssertEqual(runCLI(["which"], fileSystem: fileSystem).code, .invalidInput)
  }

  /// A run from a subfolder reports the same artifact URIs (relative to SRCROOT, the repository root) and
  /// the same fingerprints as a run from the root.
  func testSARIFFromASubfolderMatchesTheRoot() throws {
    let files = [
      "/repo/.git/HEAD": "ref: refs/heads/main\n",
      "/repo/App/scaffold.json": #"{"preset": "mvvm"}"#,
      "/repo/App/Modules/Order/View/OrderView.swift": "struct OrderView {\n  let r: OrderRepository\n}\n",
      "/repo/App/Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
    ]
    func identity(_ cwd: String, _ arguments: [String]) throws -> [String] {
      let fileSystem = InMemoryFileSystem(currentDirectory: cwd, files: files)
      let run = runCLI(["lint", "--reporter", "sarif"] + arguments, fileSystem: fileSystem)
      XCTAssertEqual(run.code, .refused, run.stderr)
      let sarif = try JSONParser.parse(run.stdout)
      let runs = try XCTUnwrap(sarif["runs"]?.elements?.first)
      XCTAssertEqual(runs["originalUriBaseIds"]?["SRCROOT"]?["uri"]?.stringValue, "file:///repo/")
      return try XCTUnwrap(runs["results"]?.elements).map { result in
        let location = result["locations"]?.elements?.first?["physicalLocation"]?["artifactLocation"]
        return [
          location?["uriBaseId"]?.stringValue ?? "-", location?["uri"]?.stringValue ?? "-",
          result["partialFingerprints"]?["scaffoldFinding/v1"]?.stringValue ?? "-",
        ].joined(separator: " ")
      }
    }
    let root = try identity("/repo/App", [])
    XCTAssertEqual(root.count, 1)
    XCTAssertTrue(root[0].hasPrefix("SRCROOT App/Modules/Order/View/OrderView.swift "), root[0])
    XCTAssertEqual(try identity("/repo/App/Modules/Order", ["../.."]), root)
    XCTAssertEqual(try identity("/repo", ["App"]), root)
  }

  /// A baselined file renamed and moved with `git mv` keeps its entries: they follow its content.
  func testBaselineFollowsRenamedFile() throws {
    let directory = Paths.join(Self.fixtures, "BaselineFollowsRenamedFile")
    var files: [String: String] = [:]
    for name in [
      "scaffold.json", "Modules/Order/Repository/OrderRepository.swift", "Modules/Order/View/LegacyOrderView.swift",
    ] {
      files["/app/" + name] = try String(contentsOfFile: Paths.join(directory, name), encoding: .utf8)
    }
    let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: files)
    XCTAssertEqual(runCLI(["lint", "--write-baseline", "baseline.json"], fileSystem: fileSystem).code, .success)
    XCTAssertTrue(try fileSystem.readText("baseline.json").contains(#""fingerprint": ""#))
    try fileSystem.move(
      "/app/Modules/Order/View/LegacyOrderView.swift", to: "/app/Modules/Order/View/Legacy/OrderScreen.swift")
    let after = runCLI(["lint", "--baseline", "baseline.json"], fileSystem: fileSystem)
    XCTAssertEqual(after.code, .success, after.stdout)
    XCTAssertEqual(after.stdout, "", "neither the finding nor a stale entry is reported")
    XCTAssertEqual(
      runCLI(["lint", "--baseline", "baseline.json", "--prune-baseline"], fileSystem: fileSystem).code, .success)
    let pruned = try fileSystem.readText("baseline.json")
    XCTAssertTrue(pruned.contains(#""path": "Modules/Order/View/Legacy/OrderScreen.swift""#), pruned)
    // A new violation in the moved file is still reported.
    try fileSystem.write(
      try fileSystem.readText("Modules/Order/View/Legacy/OrderScreen.swift")
        + "struct Extra { let r: OrderRepository }\n",
      to: "/app/Modules/Order/View/Legacy/OrderScreen.swift")
    let edited = runCLI(["lint", "--baseline", "baseline.json"], fileSystem: fileSystem)
    XCTAssertEqual(findings(edited), ["Modules/Order/View/Legacy/OrderScreen.swift:5 layer-dependency"], edited.stdout)
  }
}
