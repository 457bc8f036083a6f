import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

final class InitCommandTests: XCTestCase {
  func testWritesAConfigurationLintAndTheGeneratorBothRead() throws {
    for choice in ArchitectureTable.choices {
      let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
      let run = runCLI(
        ["init", "--preset", choice.preset.rawValue, "--binding", choice.binding.rawValue], fileSystem: fileSystem)
      XCTAssertEqual(run.code, .success, run.stderr)
      let bytes = try fileSystem.readData("/work/scaffold.json")
      let configuration = try LintConfiguration.parse(bytes, displayPath: "scaffold.json", root: "/work")
      XCTAssertEqual(configuration.preset, choice.preset)
      let settings = try ProjectSettings(configuration: configuration)
      XCTAssertEqual(settings.preset, choice.preset)
      XCTAssertEqual(settings.binding, choice.binding)
      XCTAssertEqual(settings.moduleRoot, "/work")
      XCTAssertNil(settings.templates)
    }
  }

  func testDefaultsToMVVMWithObservation() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
    XCTAssertEqual(runCLI(["init"], fileSystem: fileSystem).code, .success)
    let text = try fileSystem.readText("/work/scaffold.json")
    XCTAssertTrue(text.contains("\"preset\": \"mvvm\""), text)
    XCTAssertTrue(text.contains("\"binding\": \"observation\""), text)
    // Lint reads it without complaint and generation uses it.
    XCTAssertEqual(runCLI(["lint"], fileSystem: fileSystem).code, .success)
    XCTAssertEqual(runCLI(["new-module", "Order"], fileSystem: fileSystem).code, .success)
  }

  /// For every preset × binding whose set is built in: init, generate every example, lint clean.
  func testInitThenEveryExampleThenLintIsClean() throws {
    let available = ArchitectureTable.choices.filter { ArchitectureTable.has($0.templateSet, in: .builtin) }
    XCTAssertFalse(available.isEmpty)
    for choice in available {
      let label = "\(choice.preset.rawValue) × \(choice.binding.rawValue)"
      let fileSystem = try exampleProject()
      let initRun = runCLI(
        ["init", "--preset", choice.preset.rawValue, "--binding", choice.binding.rawValue], fileSystem: fileSystem)
      XCTAssertEqual(initRun.code, .success, "\(label): \(initRun.stderr)")
      for spec in try Repository.exampleSpecs() {
        let run = runCLI(["new-module", "--spec", "specs/\(spec.name)"], fileSystem: fileSystem)
        XCTAssertEqual(run.code, .success, "\(label) \(spec.name): \(run.stderr)")
      }
      let lint = runCLI(["lint"], fileSystem: fileSystem)
      XCTAssertEqual(lint.code, .success, "\(label): \(lint.stdout)")
      XCTAssertTrue(lint.stderr.contains(" 0 errors, 0 warnings"), "\(label): \(lint.stderr)")
      XCTAssertFalse(lint.stderr.hasPrefix("Linted 0 files"), "\(label): \(lint.stderr)")
    }
  }

  func testSecondInitWithoutForceIsRefusedAndLeavesTheFileUntouched() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
    XCTAssertEqual(runCLI(["init"], fileSystem: fileSystem).code, .success)
    try fileSystem.write("{ \"preset\": \"mvvm\" }\n", to: "/work/scaffold.json")
    for arguments in [["init"], ["init", "--preset", "clean"]] {
      let run = runCLI(arguments, fileSystem: fileSystem)
      XCTAssertEqual(run.code, .refused)
      XCTAssertTrue(run.stderr.contains("scaffold.json already exists"), run.stderr)
      XCTAssertEqual(try fileSystem.readText("/work/scaffold.json"), "{ \"preset\": \"mvvm\" }\n")
    }
    let forced = runCLI(["init", "--preset", "clean", "--force"], fileSystem: fileSystem)
    XCTAssertEqual(forced.code, .success, forced.stderr)
    XCTAssertTrue(try fileSystem.readText("/work/scaffold.json").contains("\"preset\": \"clean\""))
  }

  /// `none` (layers written by hand) is a preset like the others: init writes it, lint reads it, and
  /// new-module generates as the table says (`modulesAs`), which is visible in the generated files.
  func testNonePresetGeneratesModulesAsTheTableSays() throws {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
    let initRun = runCLI(["init", "--preset", "none"], fileSystem: fileSystem)
    XCTAssertEqual(initRun.code, .success, initRun.stderr)
    let text = try fileSystem.readText("/work/scaffold.json")
    XCTAssertTrue(text.contains("\"preset\": \"none\""), text)
    XCTAssertTrue(text.contains("\"binding\": \"\(ArchitectureTable.defaultBinding(for: .none).rawValue)\""), text)
    let generated = runCLI(["new-module", "Order"], fileSystem: fileSystem)
    XCTAssertEqual(generated.code, .success, generated.stderr)
    XCTAssertEqual(Preset.none.modulesAs, .mvvm)
    XCTAssertTrue(fileSystem.exists("/work/Modules/Order/ViewModel/OrderListViewModel.swift"))
    XCTAssertEqual(runCLI(["lint"], fileSystem: fileSystem).code, .success)
  }

  func testUnsupportedPairIsAUsageError() {
    let run = runCLI(["init", "--preset", "features", "--binding", "combine"])
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(
      run.stderr.hasPrefix("error: preset 'features' has no binding 'combine'; it supports closures"), run.stderr)
    let typo = runCLI(["init", "--preset", "mvm"])
    XCTAssertEqual(typo.code, .invalidInput)
    XCTAssertTrue(typo.stderr.contains("did you mean"), typo.stderr)
  }
}

/// `new-module` reads scaffold.json (found by walking up) for preset, binding, moduleRoot, templates,
/// organization, author and custom values.
final class ProjectSettingsCLITests: XCTestCase {
  func testContextTakesProjectValuesAndSpecCustomWins() throws {
    let fileSystem = try exampleProject()
    try fileSystem.write(
      """
      { "preset": "mvvm", "organization": "Acme", "author": "Team Acme",
        "custom": { "analyticsPrefix": "fromConfig", "onlyInConfig": 1 } }
      """, to: "/work/scaffold.json")
    try fileSystem.createDirectory("/work/App/Sub")
    let sub = InMemoryFileSystemView(fileSystem, currentDirectory: "/work/App/Sub")
    let run = runCLI(["templates", "context", "--spec", "/work/specs/order.json"], fileSystem: sub)
    XCTAssertEqual(run.code, .success, run.stderr)
    let values = try ContextFile.parse(run.stdout, path: "context.json")
    XCTAssertEqual(values["organization"], "Acme")
    XCTAssertEqual(values["author"], "Team Acme")
    XCTAssertEqual(values["preset"], "mvvm")
    XCTAssertEqual(values["binding"], "observation")
    XCTAssertEqual(values["date"], "2026-03-14")
    XCTAssertEqual(values["year"], 2026)
    guard case .dictionary(let custom)? = values["custom"] else { return XCTFail("custom is not an object") }
    XCTAssertEqual(custom["onlyInConfig"], 1)
    XCTAssertNotEqual(custom["analyticsPrefix"], "fromConfig")
  }

  func testAuthorComesFromGitWithoutConfiguration() throws {
    let run = runCLI(["templates", "context"])
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(try ContextFile.parse(run.stdout, path: "c")["author"], "Test Author")
  }

  func testModuleRootIsTheDefaultOutput() throws {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/work", files: ["/work/scaffold.json": #"{ "moduleRoot": "Shop" }"#])
    let run = runCLI(["new-module", "Order"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(fileSystem.exists("/work/Shop/Modules/Order/Model/Order.swift"))
    // Below an `App/` folder, which lint exempts as the composition root's, no module file would be in a layer.
    try fileSystem.write(#"{ "moduleRoot": "App" }"#, to: "/work/scaffold.json")
    let exempt = runCLI(["new-module", "Invoice"], fileSystem: fileSystem)
    XCTAssertEqual(exempt.code, .refused)
    XCTAssertTrue(
      exempt.stderr.hasPrefix(
        "App/Modules/Invoice/Model/Invoice.swift: error: a Model file (shared/Model.swift.stencil) would be in no layer: "
          + "a composition root (exempt '**/App/**') under scaffold.json (preset mvvm); layer 'Model' should cover "
          + "it: '**/Modules/{feature}/Model/**', '**/Sources/{feature}/Model/**'\n"),
      exempt.stderr)
  }

  func testUnavailablePresetListsWhatExists() {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/work", files: ["/work/scaffold.json": #"{ "preset": "mvvm", "binding": "combine" }"#])
    for (fs, arguments) in [
      (fileSystem, ["new-module", "Order"]), (InMemoryFileSystem(), ["new-module", "Order", "--binding", "combine"]),
    ] {
      let run = runCLI(arguments, fileSystem: fs)
      if ArchitectureTable.has("mvvm-combine", in: .builtin) {
        XCTAssertEqual(run.code, .success, run.stderr)
        continue
      }
      XCTAssertEqual(run.code, .invalidInput)
      XCTAssertTrue(
        run.stderr.hasPrefix(
          "error: preset 'mvvm' with binding 'combine' needs the template set 'mvvm-combine', which is not available; "
            + "available: mvvm (mvvm × observation)"), run.stderr)
      XCTAssertTrue(fs.snapshot.keys.allSatisfy { !$0.contains("Modules") })
    }
  }

  func testBadBindingInConfigurationIsLocated() {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/work", files: ["/work/scaffold.json": "{\n  \"binding\": \"combin\"\n}\n"])
    let run = runCLI(["new-module", "Order"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.hasPrefix("scaffold.json:2:14: error: unknown binding 'combin'"), run.stderr)
  }
}

/// `init --detect` on an existing app, through the plan and the writer like every other write.
final class InitDetectTests: XCTestCase {
  /// Tests/Fixtures/ExistingApps/FlowsMVVM, in memory at /work/FlowsMVVM.
  private func flowsApp() throws -> InMemoryFileSystem {
    let source = Repository.root.appendingPathComponent("Tests/Fixtures/ExistingApps/FlowsMVVM").path
    var files: [String: String] = [:]
    for case let relative as String in FileManager.default.enumerator(atPath: source)!
    where relative.hasSuffix(".swift") {
      files["/work/FlowsMVVM/\(relative)"] = try String(contentsOfFile: "\(source)/\(relative)", encoding: .utf8)
    }
    return InMemoryFileSystem(currentDirectory: "/work", files: files)
  }

  func testWritesTheProposalThenRefusesToReplaceItWithoutForce() throws {
    let fileSystem = try flowsApp()
    let run = runCLI(["init", "--detect", "--root", "FlowsMVVM"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stdout.contains("it resembles preset mvvm"), run.stdout)
    XCTAssertTrue(run.stdout.contains("27 of 29 app files are in a layer (93%)"), run.stdout)
    let written = try fileSystem.readText("/work/FlowsMVVM/scaffold.json")
    XCTAssertTrue(written.contains("\"FlowsMVVM/Flows/{feature}/**/*ViewModel.swift\""), written)
    let lint = runCLI(["lint"], fileSystem: InMemoryFileSystemView(fileSystem, currentDirectory: "/work/FlowsMVVM"))
    XCTAssertNotEqual(lint.code, .invalidInput, lint.stderr)

    let again = runCLI(["init", "--detect", "--root", "FlowsMVVM", "--preset", "clean"], fileSystem: fileSystem)
    XCTAssertEqual(again.code, .refused)
    XCTAssertTrue(again.stderr.contains("FlowsMVVM/scaffold.json already exists"), again.stderr)
    XCTAssertEqual(try fileSystem.readText("/work/FlowsMVVM/scaffold.json"), written)
    let forced = runCLI(
      ["init", "--detect", "--root", "FlowsMVVM", "--preset", "clean", "--force"], fileSystem: fileSystem)
    XCTAssertEqual(forced.code, .success, forced.stderr)
    XCTAssertTrue(try fileSystem.readText("/work/FlowsMVVM/scaffold.json").contains("\"preset\": \"clean\""))
  }

  /// The proposal's `layout` makes `new-module` write where each app keeps its layers' files, and the module
  /// passes the generator's layer check: lint places every file in its role's layer. Layers whose files a
  /// folder template cannot describe without moving the app's own files to another layer keep the preset's
  /// folders (Unlayered's screens, CoordinatorClean's).
  func testTheProposalMakesNewModuleWriteWhereTheAppKeepsItsFiles() throws {
    let expected: [String: [String]] = [
      "FlowsMVVM": [
        "FlowsMVVM/Flows/Wishlist/WishlistList/WishlistListViewModel.swift",
        "FlowsMVVM/Flows/Wishlist/WishlistList/WishlistListViewController.swift",
        "FlowsMVVM/Flows/Wishlist/WishlistDetail/WishlistDetailView.swift",
        "FlowsMVVM/Flows/Wishlist/WishlistRouter.swift", "FlowsMVVM/Model/Wishlist.swift",
        "FlowsMVVM/Services/Repositories/WishlistRepository.swift", "FlowsMVVMTests/WishlistRepositoryTests.swift",
      ],
      "ModularClean": [
        "Projects/Domain/Sources/Wishlist/Entities/Wishlist.swift",
        "Projects/Domain/Sources/Wishlist/UseCases/FetchWishlistsUseCase.swift",
        "Projects/Platform/Sources/Wishlist/Repositories/DefaultWishlistRepository.swift",
        "Projects/Features/Sources/Wishlist/ViewModels/WishlistListViewModel.swift",
        "Projects/App/Sources/WishlistFactory.swift",
      ],
      "Unlayered": ["Unlayered/Models/Wishlist.swift", "UnlayeredTests/WishlistRepositoryTests.swift"],
      "CoordinatorClean": [
        "CoordinatorClean/Application/DIContainer/WishlistFactory.swift",
        "CoordinatorCleanTests/WishlistUseCaseTests.swift",
      ],
    ]
    for (app, paths) in expected.sorted(by: { $0.key < $1.key }) {
      let fileSystem = try fixtureTree("ExistingApps/\(app)", at: "/work/\(app)", skipping: ["scaffold.json"])
      let detect = runCLI(["init", "--detect"], fileSystem: fileSystem)
      XCTAssertEqual(detect.code, .success, "\(app): \(detect.stderr)")
      let run = runCLI(["new-module", "Wishlist", "--ui", "both", "--no-xcodeproj"], fileSystem: fileSystem)
      XCTAssertEqual(run.code, .success, "\(app): \(run.stderr)")
      for path in paths {
        XCTAssertNotNil(fileSystem.snapshot["/work/\(app)/\(path)"], "\(app): \(path) in \(run.stdout)")
      }
    }
  }

  /// An app keeping a folder per screen in each flow (`Flows/<Flow>/<Screen>/`) and a coordinator per flow: after
  /// `init --detect`, a new module's screens get a folder each in a flow of the module's own, its coordinator
  /// goes beside them, its model and repository where the app keeps those, and lint finds nothing in them. The app
  /// pushes SwiftUI views in hosting controllers from UIKit coordinators, and so does the module: its coordinator
  /// pushes each SwiftUI screen in a `UIHostingController`, with no view controllers and no `NavigationStack`.
  func testFlowsOfScreensGetTheModulesScreensInAFolderEach() throws {
    let fileSystem = try fixtureTree("ExistingApps/HostedFlows", at: "/work/HostedFlows")
    let detect = runCLI(["init", "--detect"], fileSystem: fileSystem)
    XCTAssertEqual(detect.code, .success, detect.stderr)
    let run = runCLI(["new-module", "Wishlist", "--no-xcodeproj"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    for path in [
      "Flows/Wishlist/WishlistList/WishlistListView.swift", "Flows/Wishlist/WishlistList/WishlistListViewModel.swift",
      "Flows/Wishlist/WishlistDetail/WishlistDetailView.swift",
      "Flows/Wishlist/WishlistDetail/WishlistDetailViewModel.swift", "Flows/Wishlist/WishlistCoordinator.swift",
      "Flows/Wishlist/WishlistStrings.swift",
      "Model/Wishlist.swift", "Services/WishlistRepository.swift",
    ] {
      XCTAssertNotNil(fileSystem.snapshot["/work/HostedFlows/HostedFlows/\(path)"], "\(path) in \(run.stdout)")
    }
    XCTAssertNotNil(fileSystem.snapshot["/work/HostedFlows/HostedFlowsTests/WishlistRepositoryTests.swift"])
    XCTAssertFalse(fileSystem.snapshot.keys.contains { $0.contains("/Modules/") }, run.stdout)
    let texts = fileSystem.snapshot.mapValues { String(decoding: $0, as: UTF8.self) }
    XCTAssertTrue(texts["/work/HostedFlows/scaffold.json"]?.contains("\"ui\": \"hosted\"") == true)
    XCTAssertTrue(detect.stdout.contains("modules get the same (ui hosted"), detect.stdout)
    let generated = texts.filter { $0.key.contains("/Wishlist") }
    let uikit = try XCTUnwrap(generated["/work/HostedFlows/HostedFlows/Flows/Wishlist/WishlistCoordinator+UIKit.swift"])
    XCTAssertTrue(
      uikit.contains(
        "let view = WishlistListView(viewModel: makeWishlistListViewModel())\n"
          + "                return UIHostingController(rootView: view)"), uikit)
    XCTAssertFalse(generated.keys.contains { $0.hasSuffix("+SwiftUI.swift") || $0.hasSuffix("ViewController.swift") })
    XCTAssertFalse(generated.values.contains { $0.contains("NavigationStack") }, run.stdout)
    let lint = runCLI(["lint", "--no-cache", "-q"], fileSystem: fileSystem)
    XCTAssertEqual(lint.code, .success, lint.stdout)
    XCTAssertEqual(lint.stdout, "", lint.stdout)
  }

  func testDryRunPrintsTheFileAndWritesNothing() throws {
    let fileSystem = try flowsApp()
    let before = fileSystem.snapshot
    let run = runCLI(["init", "--detect", "--root", "FlowsMVVM", "--dry-run"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stdout.contains("\"layers\": {"), run.stdout)
    XCTAssertEqual(fileSystem.snapshot, before)
  }

  func testAFolderWithoutSwiftFilesIsInvalidInput() {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["/work/Empty/notes.txt": "x\n"])
    let run = runCLI(["init", "--detect", "--root", "Empty"], fileSystem: fileSystem)
    XCTAssertEqual(run.code, .invalidInput, run.stderr)
    XCTAssertFalse(fileSystem.exists("/work/Empty/scaffold.json"))
  }
}
