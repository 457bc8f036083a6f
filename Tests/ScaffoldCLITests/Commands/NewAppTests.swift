import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI
@testable import ScaffoldKit

final class NewAppTests: XCTestCase {
  /// The folders of each preset's app are the lists kept in docs/new-app.md, for every binding of the preset.
  func testEveryPresetsFoldersAreTheTreeInTheDocs() throws {
    let docs = try Repository.text("docs/new-app.md")
    for choice in ArchitectureTable.choices {
      let label = "\(choice.preset.rawValue) × \(choice.binding.rawValue)"
      let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
      let run = runCLI(
        ["new-app", "Shop", "--preset", choice.preset.rawValue, "--binding", choice.binding.rawValue, "--ui", "both"],
        fileSystem: fileSystem)
      XCTAssertEqual(run.code, .success, "\(label): \(run.stderr)")
      var folders = Set<String>()
      for path in fileSystem.snapshot.keys where !path.contains(".xcodeproj/") && !path.contains("/.scaffold/") {
        var folder = Paths.dirname(path)
        while folder.hasPrefix("/work/Shop/") {
          folders.insert(String(folder.dropFirst("/work/Shop/".count)))
          folder = Paths.dirname(folder)
        }
      }
      XCTAssertEqual(folders.sorted(), documentedFolders(choice.preset, in: docs), label)
    }
  }

  /// The lines of the ```folders <preset> block, without their comments.
  private func documentedFolders(_ preset: Preset, in docs: String) -> [String] {
    guard let start = docs.range(of: "```folders \(preset.rawValue)\n"),
      let end = docs.range(of: "```", range: start.upperBound..<docs.endIndex)
    else { return [] }
    return docs[start.upperBound..<end.lowerBound].split(separator: "\n")
      .map { String($0.split(separator: " ", maxSplits: 1).first ?? "") }.sorted()
  }

  func testModulesRegisterOnceAndLintStaysClean() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
    XCTAssertEqual(runCLI(["new-app", "Shop", "--preset", "features"], fileSystem: fileSystem).code, .success)
    let app = InMemoryFileSystem(currentDirectory: "/work/Shop")
    for (path, bytes) in fileSystem.snapshot { try app.write(bytes, to: path) }
    let first = runCLI(["new-module", "Cart"], fileSystem: app)
    XCTAssertEqual(first.code, .success, first.stderr)
    XCTAssertTrue(first.stdout.contains("update    Package.swift"), first.stdout)
    XCTAssertTrue(
      first.stdout.contains("create    App/Features/Cart/HTTPClientCartRemoteDataSource.swift"), first.stdout)
    let package = try app.readText("/work/Shop/Package.swift")
    XCTAssertTrue(package.contains("  \"Home\",\n  \"Cart\",\n  // scaffold:end modules"), package)
    let container = try app.readText("/work/Shop/App/AppContainer.swift")
    XCTAssertTrue(container.contains("import CartFeature\n// scaffold:end imports"), container)
    XCTAssertTrue(container.contains("public func makeCartCoordinator() -> CartCoordinator {"), container)
    XCTAssertTrue(
      container.contains("    tabs.append(makeHomeTab())\n    tabs.append(makeCartTab())\n    // scaffold:end tabs"),
      container)
    XCTAssertTrue(container.contains("public func makeCartTab() -> AppTab {"), container)
    let rootTests = try app.readText("/work/Shop/Tests/AppCompositionTests/AppRootTests.swift")
    XCTAssertTrue(rootTests.contains("    \"Home\",\n    \"Cart\",\n    // scaffold:end modules"), rootTests)
    let scheme = try app.readText("/work/Shop/Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme")
    XCTAssertEqual(
      ["ShopTests", "CoreTests", "HomeFeatureTests", "CartFeatureTests"].map {
        scheme.components(separatedBy: "BlueprintName = \"\($0)\"").count - 1
      },
      [1, 1, 1, 1], scheme)
    XCTAssertTrue(
      scheme.contains("BlueprintName = \"CartFeatureTests\"\n               ReferencedContainer = \"container:\">"),
      scheme)
    let before = app.snapshot
    let again = runCLI(["new-module", "Cart"], fileSystem: app)
    XCTAssertEqual(again.code, .success, again.stderr)
    XCTAssertEqual(app.snapshot, before, "re-running new-module Cart changes nothing")
    XCTAssertTrue(again.stdout.contains("unchanged App/AppContainer.swift"), again.stdout)
    let lint = runCLI(["lint"], fileSystem: app)
    XCTAssertEqual(lint.code, .success, lint.stdout + lint.stderr)
  }

  /// Inside an app, a module with HTTP endpoints has one remote data source, over the app's HTTP client, and its
  /// tests; `update` then has nothing to change.
  func testAModuleWithHTTPEndpointsHasTheAppsRemoteDataSourceAndItsTests() throws {
    let spec = try Repository.text("docs/examples/order.json")
    for preset in ["mvvm", "features", "clean"] {
      let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["/work/Shop/order.json": spec])
      XCTAssertEqual(runCLI(["new-app", "Shop", "--preset", preset, "--force"], fileSystem: fileSystem).code, .success)
      let app = InMemoryFileSystem(currentDirectory: "/work/Shop")
      for (path, bytes) in fileSystem.snapshot { try app.write(bytes, to: path) }
      let run = runCLI(["new-module", "--spec", "order.json"], fileSystem: app)
      XCTAssertEqual(run.code, .success, "\(preset): \(run.stderr)")
      var sources: [String: String] = [:]
      for path in app.snapshot.keys where path.hasSuffix(".swift") || path.hasSuffix("/Order.json") {
        sources[path] = try app.readText(path)
      }
      let conforming = sources.filter { $0.key.hasSuffix(".swift") && !$0.key.hasPrefix("/work/Shop/Tests/") }.values
        .flatMap { text in
          text.matches(of: /(?:struct|class|actor) (\w+): OrderRemoteDataSource\b/).map { String($0.1) }
        }
      XCTAssertEqual(conforming, ["HTTPClientOrderRemoteDataSource"], preset)
      XCTAssertFalse(sources.values.contains { $0.contains("URLSessionOrderRemoteDataSource") }, preset)
      let tests = sources["/work/Shop/Tests/OrderTests/HTTPClientOrderRemoteDataSourceTests.swift"] ?? ""
      XCTAssertTrue(tests.contains("HTTPClientOrderRemoteDataSource(\n      client: URLSessionHTTPClient("), preset)
      XCTAssertTrue(tests.contains("func testPlaceOrderBuildsItsRequest()"), preset)
      let before = app.snapshot
      let update = runCLI(["update", "Order"], fileSystem: app)
      XCTAssertEqual(update.code, .success, "\(preset): \(update.stderr)")
      XCTAssertEqual(changedPaths(app, since: before), [], "\(preset): update changes nothing")
    }
  }

  /// `update` renders a features app's modules below `App/` (scaffold.json's `sourceRoot`), where they are.
  func testUpdateLeavesAFeaturesAppsModulesWhereTheyAre() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
    XCTAssertEqual(runCLI(["new-app", "Shop", "--preset", "features"], fileSystem: fileSystem).code, .success)
    let app = InMemoryFileSystem(currentDirectory: "/work/Shop")
    for (path, bytes) in fileSystem.snapshot { try app.write(bytes, to: path) }
    let before = app.snapshot
    let update = runCLI(["update"], fileSystem: app)
    XCTAssertEqual(update.code, .success, update.stderr)
    XCTAssertEqual(changedPaths(app, since: before), [], update.stdout)
  }

  /// The paths whose bytes differ from `before`, or that appeared or went.
  private func changedPaths(_ fileSystem: InMemoryFileSystem, since before: [String: [UInt8]]) -> [String] {
    let after = fileSystem.snapshot
    return Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }.sorted()
  }

  func testAUsersLinesAroundTheRegionsAreKept() throws {
    let text = "a\n  // scaffold:begin modules\n  \"Home\",\n  // scaffold:end modules\nmine\n"
    let once = try AppModule.insert("  \"Cart\",\n", key: "\"Cart\"", region: "modules", in: text, path: "P")
    XCTAssertEqual(once, "a\n  // scaffold:begin modules\n  \"Home\",\n  \"Cart\",\n  // scaffold:end modules\nmine\n")
    XCTAssertEqual(try AppModule.insert("  \"Cart\",\n", key: "\"Cart\"", region: "modules", in: once, path: "P"), once)
    XCTAssertThrowsError(
      try AppModule.insert("x\n", key: "x", region: "imports", in: text, path: "App/AppContainer.swift")
    ) {
      XCTAssertTrue("\($0)".hasPrefix("App/AppContainer.swift:1:1: no '// scaffold:begin imports'"), "\($0)")
    }
  }

  /// `destroy` takes the modules out of every file they registered in, byte for byte back to before.
  func testDestroyUnregistersTheModules() throws {
    for preset in ["mvvm", "clean"] {
      let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
      let made = runCLI(["new-app", "Shop", "--preset", preset, "--binding", "combine"], fileSystem: fileSystem)
      XCTAssertEqual(made.code, .success)
      let app = InMemoryFileSystem(currentDirectory: "/work/Shop")
      for (path, bytes) in fileSystem.snapshot { try app.write(bytes, to: path) }
      let registered = [
        "Package.swift", "App/AppContainer.swift", "Tests/AppCompositionTests/AppRootTests.swift",
        "Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme",
      ].map { "/work/Shop/" + $0 }
      let before = try registered.map { try app.readText($0) }
      XCTAssertEqual(runCLI(["new-module", "Cart"], fileSystem: app).code, .success)
      XCTAssertEqual(runCLI(["new-module", "Order"], fileSystem: app).code, .success)
      let destroyed = runCLI(["destroy", "Cart", "Order"], fileSystem: app)
      XCTAssertEqual(destroyed.code, .success, destroyed.stderr)
      XCTAssertTrue(destroyed.stdout.contains("update    App/AppContainer.swift"), destroyed.stdout)
      for (path, text) in zip(registered, before) {
        XCTAssertEqual(try app.readText(path), text, "\(preset): \(path)")
      }
      XCTAssertTrue(destroyed.stdout.contains("HTTPClientCartRemoteDataSource.swift"), destroyed.stdout)
      let again = runCLI(["new-module", "Cart"], fileSystem: app)
      XCTAssertEqual(again.code, .success, "\(preset): the app's files of Cart are gone too: \(again.stderr)")
    }
  }

  /// For every preset × binding, `new-module Cart` then `destroy Cart` leaves the whole app byte for byte as
  /// `new-app` made it (its module manifests aside); the e2e `app` part builds it after.
  func testNewModuleThenDestroyLeavesEveryAppAsItWas() throws {
    let pairs = [
      ("mvvm", "observation"), ("mvvm", "combine"), ("mvvm", "closures"), ("features", "closures"),
      ("clean", "observation"), ("clean", "combine"),
    ]
    for (preset, binding) in pairs {
      let app = InMemoryFileSystem(currentDirectory: "/work")
      let made = runCLI(
        ["new-app", "Shop", "--preset", preset, "--binding", binding, "--ui", "both", "--output", "."],
        fileSystem: app)
      XCTAssertEqual(made.code, .success, made.stderr)
      let tree = { app.snapshot.filter { !$0.key.hasPrefix("/work/.scaffold/modules/") } }
      let before = tree()
      let added = runCLI(["new-module", "Cart"], fileSystem: app)
      XCTAssertEqual(added.code, .success, added.stderr)
      XCTAssertNotEqual(tree(), before)
      let destroyed = runCLI(["destroy", "Cart"], fileSystem: app)
      XCTAssertEqual(destroyed.code, .success, destroyed.stderr)
      let after = tree()
      XCTAssertEqual(after.keys.sorted(), before.keys.sorted(), "\(preset) × \(binding)")
      for (path, bytes) in before where after[path] != bytes {
        XCTFail("\(preset) × \(binding): \(path) differs after destroy")
      }
    }
  }

  /// An app made with `--ui uikit` keeps its screens in UIKit: `scaffold.json` says so, and a module added
  /// later without `--ui` gets view controllers, not SwiftUI views.
  func testModulesAddedLaterFollowTheAppsUI() throws {
    let app = InMemoryFileSystem(currentDirectory: "/work")
    let made = runCLI(["new-app", "Shop", "--ui", "uikit", "--output", "."], fileSystem: app)
    XCTAssertEqual(made.code, .success, made.stderr)
    XCTAssertTrue(try app.readText("/work/scaffold.json").contains(#""ui": "uikit""#))
    let added = runCLI(["new-module", "Cart"], fileSystem: app)
    XCTAssertEqual(added.code, .success, added.stderr)
    let cart = app.snapshot.keys.filter { $0.contains("/Cart/") }
    XCTAssertTrue(cart.contains { $0.hasSuffix("ViewController.swift") }, "\(cart.sorted())")
    XCTAssertFalse(cart.contains { $0.hasSuffix("ListView.swift") }, "\(cart.sorted())")
  }

  /// An app made before the root had tabs, a root test and a scheme that runs the modules' tests still takes new
  /// modules: registration leaves out what the app lacks.
  func testAnAppWithoutTheNewerRegionsStillRegistersModules() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
    XCTAssertEqual(runCLI(["new-app", "Shop"], fileSystem: fileSystem).code, .success)
    let app = InMemoryFileSystem(currentDirectory: "/work/Shop")
    for (path, bytes) in fileSystem.snapshot
    where !path.hasSuffix("AppRootTests.swift") && !path.hasSuffix(".xcscheme") {
      try app.write(bytes, to: path)
    }
    let containerPath = "/work/Shop/App/AppContainer.swift"
    let lines = try app.readText(containerPath).split(separator: "\n", omittingEmptySubsequences: false)
    try app.write(
      Array(lines.filter { !$0.contains("scaffold:") || !$0.contains(" tabs") }.joined(separator: "\n").utf8),
      to: containerPath)
    let run = runCLI(["new-module", "Cart"], fileSystem: app)
    XCTAssertEqual(run.code, .success, run.stderr)
    let container = try app.readText(containerPath)
    XCTAssertTrue(container.contains("public func makeCartTab() -> AppTab {"), container)
    XCTAssertFalse(container.contains("tabs.append(makeCartTab())"), container)
    XCTAssertNil(try? app.readText("/work/Shop/Tests/AppCompositionTests/AppRootTests.swift"))
  }

  /// The asset catalog has the sets the app target's build settings name, and the project is Xcode 26's.
  func testTheAssetCatalogHasTheSetsTheBuildSettingsName() throws {
    for preset in ["mvvm", "features"] {
      let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
      XCTAssertEqual(runCLI(["new-app", "Shop", "--preset", preset], fileSystem: fileSystem).code, .success)
      let project = try fileSystem.readText("/work/Shop/Shop.xcodeproj/project.pbxproj")
      let resources = preset == "features" ? "App/Resources" : "Resources"
      for (setting, folder) in [
        ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon.appiconset"),
        ("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", "AccentColor.colorset"),
      ] {
        let name = folder.split(separator: ".")[0]
        XCTAssertEqual(project.components(separatedBy: "\(setting) = \(name);").count - 1, 2, "\(preset): \(setting)")
        let contents = try fileSystem.readText("/work/Shop/\(resources)/Assets.xcassets/\(folder)/Contents.json")
        XCTAssertTrue(contents.contains("\"author\" : \"xcode\""), contents)
      }
      for setting in [
        "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;", "SWIFT_APPROACHABLE_CONCURRENCY = YES;",
        "CODE_SIGN_STYLE = Automatic;", "LastUpgradeCheck = 2600;",
        "baseConfigurationReferenceRelativePath = \(preset == "features" ? "Resources/" : "")Configs/App.xcconfig;",
      ] {
        XCTAssertTrue(project.contains(setting), "\(preset): \(setting)")
      }
    }
  }

  func testRefusedRunsWriteNothing() throws {
    func refused(_ arguments: [String], _ code: ExitCode, _ message: String, files: [String: String] = [:]) {
      let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: files)
      let before = fileSystem.snapshot
      let run = runCLI(arguments, fileSystem: fileSystem)
      XCTAssertEqual(run.code, code, "\(arguments): \(run.stderr)")
      XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
      XCTAssertEqual(fileSystem.snapshot, before, "\(arguments) wrote something")
    }
    refused(
      ["new-app", "Shop"], .refused, "Shop: error: the folder exists and is not empty",
      files: ["/work/Shop/notes.txt": "mine"])
    refused(["new-app", "shop-app"], .invalidInput, "error: invalid app name 'shop-app'")
    refused(["new-app", "Core"], .invalidInput, "it names one of the app's own targets")
    refused(["new-app", "Shop", "--bundle-id", "com..shop"], .invalidInput, "error: invalid bundle id 'com..shop'")
    refused(["new-app", "Shop", "--bundle-id", "shop"], .invalidInput, "error: invalid bundle id 'shop'")
    refused(
      ["new-app", "Shop", "--templates", "/work/t"], .invalidInput,
      "t/app/AppContainer.swift.stencil:2:7: error: expected a condition",
      files: ["/work/t/app/AppContainer.swift.stencil": "// mine\n{% if %}\n"])
  }

  func testForceWritesIntoAFolderThatIsNotEmpty() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["/work/Shop/notes.txt": "mine"])
    let run = runCLI(["new-app", "Shop", "--force"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(try fileSystem.readText("/work/Shop/notes.txt"), "mine")
    XCTAssertNotNil(try? fileSystem.readText("/work/Shop/Shop.xcodeproj/project.pbxproj"))
  }
}
