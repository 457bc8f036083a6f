import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI
@testable import ScaffoldKit

/// `new-module` into the four apps of `Tests/Fixtures/ExistingApps`, each with a `scaffold.json` of a few lines
/// and no template of its own: the files go where that app keeps its files, with its suffixes, access level
/// and indentation, and under the app's own configuration each lands in the layer of its role (the layer the
/// preset's default layout gives the same file) with no lint finding in any of them.
final class NewModuleExistingAppsTests: XCTestCase {
  /// The fixture app `name`, copied into memory at `/app`.
  private func app(_ name: String) throws -> InMemoryFileSystem {
    try fixtureTree("ExistingApps/\(name)", at: "/app")
  }

  /// What one run wrote: Swift files by path relative to `/app`.
  private struct Generated {
    var files: [String: String]
    var lint: CLIRun

    var sources: [String: String] { files.filter { !$0.key.contains("Tests/") } }
  }

  private func generate(
    _ name: String, arguments: [String] = ["--ui", "both"], in tree: InMemoryFileSystem? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> (Generated, InMemoryFileSystem) {
    let fs = try tree ?? app(name)
    let before = fs.snapshot
    let lintBefore = runCLI(["lint"], fileSystem: fs)
    let run = runCLI(["new-module", "Wishlist", "--no-xcodeproj"] + arguments, fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr, file: file, line: line)
    var files: [String: String] = [:]
    for (path, bytes) in fs.snapshot where before[path] == nil && path.hasSuffix(".swift") {
      files[String(path.dropFirst("/app/".count))] = String(decoding: bytes, as: UTF8.self)
    }
    let lint = runCLI(["lint"], fileSystem: fs)
    // The app's own findings stay as they were; none is in a generated file.
    XCTAssertEqual(
      lint.stdout.components(separatedBy: "\n").dropLast(), lintBefore.stdout.components(separatedBy: "\n").dropLast(),
      file: file, line: line)
    return (Generated(files: files, lint: lint), fs)
  }

  /// Each generated source file's layer under the app's configuration, by file name, against the layer
  /// the same file has in the preset's own layout.
  private func assertEachFileInItsRolesLayer(
    _ generated: Generated, fs: InMemoryFileSystem, preset: Preset, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let configuration = try ConfigurationLoader.load(lintPaths: ["/app"], fileSystem: fs)
    let map = LayerMap(configuration: configuration)
    let spec = try SpecLoader.defaultSpec(name: "Wishlist", ui: .both)
    var options = GenerateOptions()
    options.use(set: ArchitectureTable.choice(preset: preset, binding: nil)?.templateSet ?? "mvvm")
    let reference = LayerMap(configuration: preset.configuration(root: "/reference"))
    var expected: [String: FileAssignment] = [:]
    for rendered in try ModuleGenerator.render(spec: spec, options: options) where rendered.path.hasSuffix(".swift") {
      expected[Paths.basename(rendered.path)] = reference.assign(path: rendered.path)
    }
    XCTAssertFalse(generated.sources.isEmpty, file: file, line: line)
    for path in generated.sources.keys.sorted() {
      let assignment = map.assign(path: path)
      let reference = expected[Paths.basename(path)]
      XCTAssertEqual(assignment.role, reference?.role, "\(path)", file: file, line: line)
      XCTAssertEqual(assignment.layer, reference?.layer, "\(path)", file: file, line: line)
    }
  }

  private func assertIndented(
    _ generated: Generated, by width: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    for (path, text) in generated.files {
      for row in text.split(separator: "\n") {
        let spaces = row.prefix { $0 == " " }.count
        XCTAssertEqual(spaces % width, 0, "\(path): '\(row)'", file: file, line: line)
      }
    }
  }

  private func assertNoPublic(_ generated: Generated, file: StaticString = #filePath, line: UInt = #line) {
    for (path, text) in generated.files {
      let words = SwiftLexer.tokenize(text).filter(\.kind.isWord).map { $0.text(in: Array(text.utf8)) }
      XCTAssertFalse(words.contains("public"), path, file: file, line: line)
    }
  }

  /// Shape 1: `Flows/<Feature>/<Screen>/`, `Model/`, `Services/Repositories/`, tests in the app's own test
  /// folder beside the app's, 4 spaces (`conventions.indent`), internal.
  func testFlowsMVVMAppGetsItsFlowsFoldersAndFourSpaces() throws {
    let (generated, fs) = try generate("FlowsMVVM")
    for path in [
      "FlowsMVVM/Flows/Wishlist/WishlistList/WishlistListViewModel.swift",
      "FlowsMVVM/Flows/Wishlist/WishlistList/WishlistListViewController.swift",
      "FlowsMVVM/Flows/Wishlist/WishlistDetail/WishlistDetailView.swift",
      "FlowsMVVM/Flows/Wishlist/WishlistRouter.swift",
      "FlowsMVVM/Model/Wishlist.swift",
      "FlowsMVVM/Services/Repositories/WishlistRepository.swift",
      "FlowsMVVMTests/WishlistRepositoryTests.swift",
    ] {
      XCTAssertNotNil(generated.files[path], "\(path) in \(generated.files.keys.sorted())")
    }
    XCTAssertTrue(
      generated.files["FlowsMVVMTests/WishlistRepositoryTests.swift"]?.contains("@testable import FlowsMVVM\n") == true)
    assertIndented(generated, by: 4)
    assertNoPublic(generated)
    try assertEachFileInItsRolesLayer(generated, fs: fs, preset: .mvvm)
  }

  /// The Flows app deployed to iOS 16 (iOS-MVVM-Architecture's target) gets SwiftUI screens with the combine
  /// binding: `ContentUnavailableView` (iOS 17) behind `#available` with a VStack before, no iOS 17 `onChange`.
  /// At iOS 15 they are refused at the target's line for NavigationStack, and so is a forced observation
  /// binding at 16, both writing nothing.
  func testSwiftUIScreensRunFromIOS16WithTheCombineBinding() throws {
    let fs = try app("FlowsMVVM")
    let project = "/app/FlowsMVVM.xcodeproj/project.pbxproj"
    func deploy(to version: String) throws {
      try fs.write("{\n\tbuildSettings = {\n\t\tIPHONEOS_DEPLOYMENT_TARGET = \(version);\n\t};\n}\n", to: project)
    }
    let swiftUI = ["--ui", "swiftui", "--binding", "combine"]
    try deploy(to: "15.0")
    var before = fs.snapshot
    let below = runCLI(["new-module", "Wishlist", "--no-xcodeproj"] + swiftUI, fileSystem: fs)
    XCTAssertEqual(below.code, .invalidInput, below.stderr)
    XCTAssertTrue(
      below.stderr.hasPrefix(
        "FlowsMVVM.xcodeproj/project.pbxproj:3:3: error: the app deploys to iOS 15.0, and the generated module needs "
          + "iOS 16.0: SwiftUI's NavigationStack needs iOS 16.0; raise the deployment target to iOS 16.0 or later\n"),
      below.stderr)
    XCTAssertEqual(fs.snapshot, before)
    try deploy(to: "16.0")
    before = fs.snapshot
    let observation = runCLI(
      ["new-module", "Wishlist", "--no-xcodeproj", "--ui", "swiftui", "--binding", "observation"], fileSystem: fs)
    XCTAssertEqual(observation.code, .invalidInput, observation.stderr)
    XCTAssertTrue(
      observation.stderr.hasPrefix(
        "FlowsMVVM.xcodeproj/project.pbxproj:3:3: error: the app deploys to iOS 16.0, and the observation binding's "
          + "@Observable needs iOS 17"),
      observation.stderr)
    XCTAssertEqual(fs.snapshot, before)
    let (generated, _) = try generate("FlowsMVVM", arguments: swiftUI, in: fs)
    let list = try XCTUnwrap(generated.files["FlowsMVVM/Flows/Wishlist/WishlistList/WishlistListView.swift"])
    XCTAssertTrue(list.contains("WishlistUnavailableView(title: WishlistStrings.empty, systemImage: \"tray\")\n"), list)
    let unavailable = try XCTUnwrap(
      generated.files.first { $0.key.hasSuffix("/WishlistUnavailableView.swift") }, "\(generated.files.keys.sorted())")
    XCTAssertTrue(unavailable.value.contains("if #available(iOS 17, *) {\n"), unavailable.key)
    XCTAssertEqual(unavailable.key, "FlowsMVVM/Flows/Wishlist/WishlistUnavailableView.swift")
    XCTAssertFalse(generated.files.values.contains { $0.contains("@Observable") || $0.contains(") { _, ") })
  }

  /// Shape 2: a Tuist-style modular Clean app, each layer its own target (`Projects/Domain`, `Projects/Platform`,
  /// `Projects/Features`): files import the targets of the layers they use; `.ci/e2e.sh existingapps` builds them.
  func testModularCleanAppImportsTheTargetsOfTheLayersItUses() throws {
    let (generated, fs) = try generate("ModularClean", arguments: [])
    let viewModel = try XCTUnwrap(
      generated.files["Projects/Features/Sources/Wishlist/ViewModels/WishlistListViewModel.swift"])
    XCTAssertTrue(viewModel.contains("import Domain\nimport Foundation\n"), viewModel)
    XCTAssertFalse(viewModel.contains("import Platform"))
    let repository = try XCTUnwrap(
      generated.files["Projects/Platform/Sources/Wishlist/Repositories/DefaultWishlistRepository.swift"])
    XCTAssertTrue(repository.contains("import Domain\n"))
    let entity = try XCTUnwrap(generated.files["Projects/Domain/Sources/Wishlist/Entities/Wishlist.swift"])
    XCTAssertFalse(entity.contains("import Domain") || entity.contains("import Platform"))
    let factory = try XCTUnwrap(generated.files["Projects/App/Sources/WishlistFactory.swift"])
    XCTAssertTrue(factory.contains("import Domain\nimport Features\nimport Foundation\nimport Platform\n"), factory)
    let tests = try XCTUnwrap(generated.files["Projects/App/Tests/Wishlist/WishlistUseCaseTests.swift"])
    XCTAssertTrue(
      tests.contains(
        "@testable import Domain\n@testable import Features\n@testable import Platform\n@testable import ShopApp\n"),
      tests)
    assertIndented(generated, by: 2)
    try assertEachFileInItsRolesLayer(generated, fs: fs, preset: .clean)
  }

  /// Shape 3: a Clean app whose screens keep view, view model and coordinator in one
  /// `View-ViewModel-Coordinator` folder; indentation from its `.swift-format`.
  func testCoordinatorCleanAppKeepsScreensInItsViewViewModelCoordinatorFolder() throws {
    let (generated, fs) = try generate("CoordinatorClean")
    let folder = "CoordinatorClean/Presentation/Wishlist/View-ViewModel-Coordinator/"
    for path in [
      folder + "WishlistListViewModel.swift", folder + "WishlistListViewController.swift",
      folder + "WishlistCoordinator.swift", "CoordinatorClean/Domain/Interfaces/Repositories/WishlistRepository.swift",
      "CoordinatorClean/Data/Network/DTOs/WishlistDTO.swift",
      "CoordinatorClean/Application/DIContainer/WishlistFactory.swift",
      "CoordinatorCleanTests/WishlistUseCaseTests.swift",
    ] {
      XCTAssertNotNil(generated.files[path], "\(path) in \(generated.files.keys.sorted())")
    }
    // One target: the composition root imports nothing of the app's.
    let factory = try XCTUnwrap(generated.files["CoordinatorClean/Application/DIContainer/WishlistFactory.swift"])
    XCTAssertFalse(factory.contains("import CoordinatorClean"), factory)
    assertIndented(generated, by: 4)
    assertNoPublic(generated)
    try assertEachFileInItsRolesLayer(generated, fs: fs, preset: .clean)
  }

  /// Shape 4: a large app with no formal layering: screens by feature under `Screens/`, models in `Models/`,
  /// repositories beside its services in `Networking/`, 4 spaces from its `.editorconfig`.
  func testUnlayeredAppGetsItsScreensFolderAndEditorConfigIndentation() throws {
    let (generated, fs) = try generate("Unlayered")
    for path in [
      "Unlayered/Screens/Wishlist/WishlistListViewModel.swift",
      "Unlayered/Screens/Wishlist/WishlistListViewController.swift",
      "Unlayered/Screens/Wishlist/WishlistRouter.swift", "Unlayered/Models/Wishlist.swift",
      "Unlayered/Networking/WishlistRepository.swift", "UnlayeredTests/WishlistRepositoryTests.swift",
    ] {
      XCTAssertNotNil(generated.files[path], "\(path) in \(generated.files.keys.sorted())")
    }
    assertIndented(generated, by: 4)
    assertNoPublic(generated)
    try assertEachFileInItsRolesLayer(generated, fs: fs, preset: .mvvm)
  }

  /// The generated files by folder, each folder's file names sorted.
  private func folders(_ generated: Generated) -> [String: [String]] {
    Dictionary(grouping: generated.files.keys, by: Paths.dirname).mapValues { $0.map(Paths.basename).sorted() }
  }

  /// CleanArchitectureRxSwift's shape: Data kept in `Projects/Platform/`, a folder named as apps name the data
  /// layer rather than after it. After `init --detect` alone, the module's Data files go there too, not into
  /// a new `Modules/` folder, and lint places each in Data.
  func testDataKeptInAPlatformFolderGetsTheModulesDataAfterDetect() throws {
    let fs = try app("PlatformEntitiesClean")
    XCTAssertEqual(runCLI(["init", "--detect"], fileSystem: fs).code, .success)
    let (generated, _) = try generate("PlatformEntitiesClean", arguments: [], in: fs)
    let data = generated.sources.keys.filter { $0.contains("DataSource") || $0.contains("DTO") }.sorted()
    XCTAssertEqual(
      data,
      [
        "Projects/Platform/DTOs/WishlistDTO.swift", "Projects/Platform/DTOs/WishlistDTOConvertible.swift",
        "Projects/Platform/DataSources/WishlistDataSources.swift",
      ])
    XCTAssertNotNil(generated.files["Projects/Platform/Repositories/DefaultWishlistRepository.swift"])
    // The module's factory goes where the app wires its live dependencies (`Dependencies+App/`), and nothing
    // lands in a `Modules/` folder of its own.
    XCTAssertNotNil(
      generated.files["Projects/Example/Sources/Dependencies+App/WishlistFactory.swift"],
      "\(generated.files.keys.sorted())")
    XCTAssertFalse(generated.files.keys.contains { $0.hasPrefix("Modules/") })
    let map = LayerMap(configuration: try ConfigurationLoader.load(lintPaths: ["/app"], fileSystem: fs))
    for path in data { XCTAssertEqual(map.assign(path: path).layer, "Data", path) }
  }

  /// CleanArchitectureRxSwift's areas: Domain and Platform hold one folder per area (`MoviesDomain/`, `AnimeAPI/`),
  /// each a target of its own compiling `<Area>/**`, so a file in the shared `Projects/Domain/` would be compiled
  /// by none. After `init --detect`, the module gets areas of its own named as the app names them
  /// (`WishlistDomain/`, `WishlistAPI/`), its repository protocol in `Gateway/`, its screens' files in a folder
  /// per screen and its coordinator in the feature's folder, as the app keeps them; lint places each file in
  /// its role's layer.
  func testAreaFoldersGetTheModulesOwnAreaAfterDetect() throws {
    let fs = try app("AreasClean")
    XCTAssertEqual(runCLI(["init", "--detect"], fileSystem: fs).code, .success)
    let (generated, _) = try generate("AreasClean", arguments: [], in: fs)
    XCTAssertEqual(
      folders(generated).filter { !$0.key.hasPrefix("Tests/") },
      [
        "Projects/Domain/WishlistDomain/Entities": ["Wishlist.swift"],
        "Projects/Domain/WishlistDomain/Errors": ["WishlistError.swift"],
        "Projects/Domain/WishlistDomain/Gateway": ["WishlistRepository.swift"],
        "Projects/Domain/WishlistDomain/UseCases": ["FetchWishlistUseCase.swift", "FetchWishlistsUseCase.swift"],
        "Projects/Example/Sources/Dependencies+App": ["WishlistFactory.swift"],
        "Projects/Features/Wishlist": [
          "WishlistCoordinator+Previews.swift", "WishlistCoordinator+SwiftUI.swift", "WishlistCoordinator.swift",
          "WishlistError+Message.swift", "WishlistStrings.swift",
        ],
        "Projects/Features/Wishlist/WishlistDetail": ["WishlistDetailView.swift", "WishlistDetailViewModel.swift"],
        "Projects/Features/Wishlist/WishlistList": ["WishlistListView.swift", "WishlistListViewModel.swift"],
        "Projects/Platform/WishlistAPI/DTOs": ["WishlistDTO.swift", "WishlistDTOConvertible.swift"],
        "Projects/Platform/WishlistAPI/DataSources": ["WishlistDataSources.swift"],
        "Projects/Platform/WishlistAPI/Repositories": ["DefaultWishlistRepository.swift"],
      ])
    try assertEachFileInItsRolesLayer(generated, fs: fs, preset: .clean)
  }

  /// Netflix-CLEAN-MVVM's shape: `Application/` holds the entry files (`Services.swift`) and the scenes, DTOs
  /// are `Data/Network/Models/*DTO.swift`, network services `Data/Network/Services/`, and `Data/DataSources/`
  /// holds UIKit table data sources. After `init --detect`, the module's factory goes beside `Services.swift`,
  /// its DTOs beside the app's, its data sources beside the services and none among the table data sources;
  /// the app's scenes stay in Presentation and lint places each generated file in its role's layer.
  func testTheApplicationFolderTakesTheFactoryAndDataFilesGoBesideTheirKind() throws {
    let fs = try app("ApplicationScenesClean")
    XCTAssertEqual(runCLI(["init", "--detect"], fileSystem: fs).code, .success)
    let (generated, _) = try generate("ApplicationScenesClean", arguments: [], in: fs)
    let data = folders(generated).filter { $0.key.hasPrefix("Shows/Data") || $0.key == "Shows/Application" }
    XCTAssertEqual(
      data,
      [
        "Shows/Application": ["WishlistFactory.swift"],
        "Shows/Data/Network/Models": ["WishlistDTO.swift", "WishlistDTOConvertible.swift"],
        "Shows/Data/Network/Services": ["WishlistDataSources.swift"],
        "Shows/Data/Repositories": ["DefaultWishlistRepository.swift"],
      ])
    try assertEachFileInItsRolesLayer(generated, fs: fs, preset: .clean)
    let map = LayerMap(configuration: try ConfigurationLoader.load(lintPaths: ["/app"], fileSystem: fs))
    XCTAssertEqual(map.assign(path: "Shows/Application/WishlistFactory.swift").role, .compositionRoot)
    XCTAssertEqual(
      map.assign(path: "Shows/Application/View-ViewModel-Coordinator/Scenes/Home/HomeViewModel.swift").layer,
      "Presentation")
  }

  /// A SwiftUI app deployed below iOS 16: `init --detect` says its SwiftUI modules would be refused, and why.
  func testDetectSaysSwiftUIModulesNeedIOS16() throws {
    let fs = try app("PlatformEntitiesClean")
    try fs.write(
      "{\n\tbuildSettings = {\n\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t};\n}\n",
      to: "/app/App.xcodeproj/project.pbxproj")
    let run = runCLI(["init", "--detect"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(
      run.stdout.contains(
        "SwiftUI modules need iOS 16.0 (NavigationStack): new-module refuses them here; give it --ui uikit, or raise "
          + "the deployment target.\n"), run.stdout)
  }

  /// NetNewsWire's shape: UIKit screens kept by area below `iOS/` (`Settings/`, `Account/`, `Article/`, `Add/`),
  /// which no pattern takes for features. After `init --detect`, a module's screens get a folder of their own
  /// beside those (`iOS/Wishlist/`), not `iOS/Settings/` where most screens are; lint's View patterns stay as
  /// detected (the areas are no features) and place every generated file in its role's layer.
  func testScreensKeptByAreaGetAFolderBesideTheAreasAfterDetect() throws {
    let fs = try app("ScreensByArea")
    let detect = runCLI(["init", "--detect"], fileSystem: fs)
    XCTAssertEqual(detect.code, .success, detect.stderr)
    XCTAssertTrue(detect.stdout.contains("View iOS/{feature}/"), detect.stdout)
    let lintBefore = runCLI(["lint"], fileSystem: fs)
    XCTAssertFalse(lintBefore.stdout.contains("feature-isolation"), lintBefore.stdout)
    let (generated, _) = try generate("ScreensByArea", arguments: [], in: fs)
    XCTAssertEqual(
      folders(generated)["iOS/Wishlist"],
      ["WishlistDetailViewController.swift", "WishlistListViewController.swift", "WishlistStrings.swift"])
    let map = LayerMap(configuration: try ConfigurationLoader.load(lintPaths: ["/app"], fileSystem: fs))
    XCTAssertEqual(map.assign(path: "iOS/Wishlist/WishlistListViewController.swift").layer, "View")
    XCTAssertEqual(map.assign(path: "iOS/WishlistCoordinator.swift").layer, "Router")
    XCTAssertEqual(map.assign(path: "Modules/Wishlist/ViewModel/WishlistListViewModel.swift").layer, "ViewModel")
  }

  /// SwiftUI screens that UIKit coordinators push, in an app deployed to iOS 15 (pocket-casts' shape): after
  /// `init --detect`, the module's screens are hosted too and run there, their rows `LabeledContent` only from
  /// iOS 16. At iOS 14 the summary says new-module refuses them, and it does.
  func testHostedScreensGoIntoAnAppAtIOS15AfterDetect() throws {
    let project = "/app/HostedFlows.xcodeproj/project.pbxproj"
    for (deployment, accepted) in [("15.0", true), ("14.0", false)] {
      let fs = try app("HostedFlows")
      let text = String(decoding: try fs.readData(project), as: UTF8.self)
      try fs.write(
        text.replacingOccurrences(
          of: "IPHONEOS_DEPLOYMENT_TARGET = 16.0", with: "IPHONEOS_DEPLOYMENT_TARGET = \(deployment)"),
        to: project)
      let detect = runCLI(["init", "--detect"], fileSystem: fs)
      XCTAssertEqual(detect.code, .success, detect.stderr)
      XCTAssertTrue(detect.stdout.contains("modules get the same (ui hosted"), detect.stdout)
      XCTAssertEqual(
        detect.stdout.contains(
          "SwiftUI screens in UIHostingController need iOS 15.0 (task, refreshable): new-module refuses them here"),
        !accepted, detect.stdout)
      guard accepted else {
        let before = fs.snapshot
        let refused = runCLI(["new-module", "Wishlist", "--no-xcodeproj"], fileSystem: fs)
        XCTAssertEqual(refused.code, .invalidInput, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("Hosting SwiftUI screens in UIHostingController"), refused.stderr)
        XCTAssertEqual(fs.snapshot, before)
        continue
      }
      let (generated, _) = try generate("HostedFlows", arguments: [], in: fs)
      let detail = try XCTUnwrap(generated.sources.first { $0.key.hasSuffix("WishlistDetailView.swift") }?.value)
      XCTAssertTrue(detail.contains("if #available(iOS 16, *) {\n"), detail)
      XCTAssertFalse(detail.contains("\n          LabeledContent("), detail)
    }
  }

  /// Shape 5 (kudoleh's iOS-Clean-Architecture-MVVM): Domain, Data and Presentation kept once for the whole
  /// app (`Domain/Interfaces/Repositories`, `Data/Network/DataMapping`, `Presentation/MoviesScene/…`), UIKit
  /// view controllers with coordinators, unit tests beside UI tests, deployed to iOS 11. After `init --detect`
  /// alone, `new-module` refuses at the deployment target (Swift concurrency, and so every template, needs
  /// iOS 13) and writes nothing; with the target raised to 13, each file goes where the app keeps its kind, its
  /// screens view controllers.
  func testAppWideCleanLayersGetTheModuleAfterDetectOnceTheTargetAllowsIt() throws {
    let fs = try app("ScenesClean")
    XCTAssertEqual(runCLI(["init", "--detect"], fileSystem: fs).code, .success)
    let before = fs.snapshot
    let refused = runCLI(["new-module", "Wishlist", "--no-xcodeproj"], fileSystem: fs)
    XCTAssertEqual(refused.code, .invalidInput, refused.stderr)
    XCTAssertTrue(
      refused.stderr.hasPrefix(
        "ScenesClean.xcodeproj/project.pbxproj:224:5: error: the app deploys to iOS 11.0, and the generated module "
          + "needs iOS 13.0: Swift concurrency (async/await), Combine and SwiftUI need iOS 13.0; raise the deployment "
          + "target to iOS 13.0 or later\n"
      ),
      refused.stderr)
    XCTAssertEqual(fs.snapshot, before)
    let project = "/app/ScenesClean.xcodeproj/project.pbxproj"
    try fs.write(
      try fs.readText(project).replacingOccurrences(of: "TARGET = 11.0", with: "TARGET = 13.0"), to: project)
    let (generated, _) = try generate("ScenesClean", arguments: [], in: fs)
    XCTAssertEqual(
      folders(generated),
      [
        "ScenesClean/Application/DIContainer": ["WishlistFactory.swift"],
        "ScenesClean/Data/DataSources": ["WishlistDataSources.swift"],
        "ScenesClean/Data/Network/DataMapping": ["WishlistDTO.swift", "WishlistDTOConvertible.swift"],
        "ScenesClean/Data/Repositories": ["DefaultWishlistRepository.swift"],
        "ScenesClean/Domain/Entities": ["Wishlist.swift"],
        "ScenesClean/Domain/Errors": ["WishlistError.swift"],
        "ScenesClean/Domain/Interfaces/Repositories": ["WishlistRepository.swift"],
        "ScenesClean/Domain/UseCases": ["FetchWishlistUseCase.swift", "FetchWishlistsUseCase.swift"],
        "ScenesClean/Presentation/WishlistScene/Flows": [
          "WishlistCoordinator+Previews.swift", "WishlistCoordinator+UIKit.swift", "WishlistCoordinator.swift",
        ],
        "ScenesClean/Presentation/WishlistScene/ViewModel": ["WishlistError+Message.swift", "WishlistStrings.swift"],
        "ScenesClean/Presentation/WishlistScene/WishlistDetail/View": ["WishlistDetailViewController.swift"],
        "ScenesClean/Presentation/WishlistScene/WishlistDetail/ViewModel": ["WishlistDetailViewModel.swift"],
        "ScenesClean/Presentation/WishlistScene/WishlistList/View": ["WishlistListViewController.swift"],
        "ScenesClean/Presentation/WishlistScene/WishlistList/ViewModel": ["WishlistListViewModel.swift"],
        "ScenesCleanTests": [
          "WishlistCoordinatorTests.swift", "WishlistDetailViewModelTests.swift", "WishlistListViewModelTests.swift",
          "WishlistRepositoryTests.swift", "WishlistTestDoubles.swift", "WishlistUseCaseTests.swift",
        ],
      ])
    // Screens are view controllers; only the previews (DEBUG builds) show them through SwiftUI.
    XCTAssertFalse(
      generated.files.contains { !$0.key.hasSuffix("+Previews.swift") && $0.value.contains("import SwiftUI") })
    XCTAssertTrue(
      generated.files["ScenesCleanTests/WishlistUseCaseTests.swift"]?.contains("@testable import ScenesClean\n") == true
    )
    assertIndented(generated, by: 4)
    assertNoPublic(generated)
  }

  /// Shape 6 (Netflix-CLEAN-MVVM): scenes by feature inside the app's `Application/Scenes/` folder beside its
  /// entry point, Domain and Data kept app-wide, UIKit screens, deployed to iOS 13 in Swift 5. After
  /// `init --detect` alone (combine: `@Observable` needs iOS 17), a module from a spec that names no UI stack
  /// gets the app's: its screens are view controllers in `Application/Scenes/Wishlist/`, which run from iOS 13,
  /// its Domain and Data files in the app's, its factory beside the app's container in `Application/DI/` (a folder
  /// of DI containers comes before the app's other composition roots).
  func testScenesInTheApplicationFolderGetTheModuleAfterDetect() throws {
    let fs = try app("AppFolderClean")
    XCTAssertEqual(runCLI(["init", "--detect"], fileSystem: fs).code, .success)
    try fs.write(
      #"""
      {
        "name": "Wishlist",
        "models": [
          {"name": "Wishlist", "fields": [
            {"name": "id", "type": "UUID"}, {"name": "title", "type": "String"}, {"name": "price", "type": "Decimal"}
          ]}
        ],
        "operations": [
          {"name": "fetchWishlists", "returns": "[Wishlist]"},
          {"name": "fetchWishlist", "params": [{"name": "id", "type": "UUID"}], "returns": "Wishlist"}
        ],
        "screens": [
          {"name": "WishlistList", "kind": "list", "model": "Wishlist", "load": "fetchWishlists"},
          {"name": "WishlistDetail", "kind": "detail", "model": "Wishlist", "load": "fetchWishlist"}
        ],
        "routes": [{"from": "WishlistList", "to": "WishlistDetail", "params": [{"name": "id", "type": "UUID"}]}]
      }
      """#, to: "/app/wishlist.json")
    let (generated, _) = try generate("AppFolderClean", arguments: ["--spec", "wishlist.json"], in: fs)
    let scenes = "AppFolderClean/Application/Scenes/Wishlist"
    XCTAssertEqual(
      folders(generated).filter { !$0.key.hasPrefix("Tests/") && !$0.key.hasSuffix("Tests") },
      [
        "AppFolderClean/Application/DI": ["WishlistFactory.swift"],
        "AppFolderClean/Data/DTOs": ["WishlistDTO.swift", "WishlistDTOConvertible.swift"],
        "AppFolderClean/Data/DataSources": ["WishlistDataSources.swift"],
        "AppFolderClean/Data/Repositories": ["DefaultWishlistRepository.swift"],
        "AppFolderClean/Domain/Entities": ["Wishlist.swift"],
        "AppFolderClean/Domain/Errors": ["WishlistError.swift"],
        "AppFolderClean/Domain/Repositories": ["WishlistRepository.swift"],
        "AppFolderClean/Domain/UseCases": ["FetchWishlistUseCase.swift", "FetchWishlistsUseCase.swift"],
        scenes + "/Coordinator": [
          "WishlistCoordinator+Previews.swift", "WishlistCoordinator+UIKit.swift", "WishlistCoordinator.swift",
        ],
        scenes + "/ViewModels": [
          "WishlistDetailViewModel.swift", "WishlistError+Message.swift", "WishlistListViewModel.swift",
          "WishlistStrings.swift",
        ],
        scenes + "/Views": ["WishlistDetailViewController.swift", "WishlistListViewController.swift"],
      ])
    // Nothing in the UIKit screens needs more than iOS 13: numbers through a NumberFormatter, rows in a cell of
    // their own.
    let list = try XCTUnwrap(generated.files[scenes + "/Views/WishlistListViewController.swift"])
    XCTAssertTrue(list.contains("UITableViewDiffableDataSource"))
    XCTAssertFalse(list.contains("contentConfiguration"))
    let detail = try XCTUnwrap(generated.files[scenes + "/Views/WishlistDetailViewController.swift"])
    XCTAssertTrue(detail.contains("Self.numberFormatter.string(for: item.price)"))
    XCTAssertFalse(detail.contains("formatted("))
    // Screens are view controllers; only the previews (DEBUG builds) show them through SwiftUI.
    XCTAssertFalse(
      generated.files.contains { !$0.key.hasSuffix("+Previews.swift") && $0.value.contains("import SwiftUI") })
  }

  /// Suffixes are conventions too: `Coordinator` and `VC` rename the types and their files, and the lint
  /// layers follow (the View layer's files end in `VC` now).
  func testSuffixesRenameTypesFilesAndLintLayersTogether() throws {
    let fs = try app("FlowsMVVM")
    let config = try fs.readText("/app/scaffold.json").replacingOccurrences(
      of: #""conventions": { "access": "internal", "indent": 4 }"#,
      with:
        #""conventions": { "access": "internal", "indent": 4, "suffixes": { "navigator": "Coordinator", "viewController": "VC" } }"#
    )
    try fs.write(config, to: "/app/scaffold.json")
    let run = runCLI(["new-module", "Wishlist", "--ui", "both", "--no-xcodeproj"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    let coordinator = try fs.readText("/app/FlowsMVVM/Flows/Wishlist/WishlistCoordinator.swift")
    XCTAssertTrue(coordinator.contains("final class WishlistCoordinator {"), coordinator)
    let controller = try fs.readText("/app/FlowsMVVM/Flows/Wishlist/WishlistList/WishlistListVC.swift")
    XCTAssertTrue(controller.contains("final class WishlistListVC: UITableViewController"), controller)
    XCTAssertTrue(
      try fs.readText("/app/FlowsMVVM/Flows/Wishlist/WishlistCoordinator+UIKit.swift").contains(
        "WishlistListVC(viewModel:"))
    let configuration = try ConfigurationLoader.load(lintPaths: ["/app"], fileSystem: fs)
    let map = LayerMap(configuration: configuration)
    XCTAssertEqual(map.assign(path: "FlowsMVVM/Flows/Wishlist/WishlistList/WishlistListVC.swift").layer, "View")
    XCTAssertEqual(map.assign(path: "FlowsMVVM/Flows/Wishlist/WishlistCoordinator+SwiftUI.swift").layer, "Router")
    // The app's own `…ViewController` files are no longer Views: the suffix is the team's convention now.
    XCTAssertNil(map.assign(path: "FlowsMVVM/Flows/Cart/Basket/BasketViewController.swift").layer)
  }

  /// In an app target (`conventions.access` internal) the module's types are internal, so a spec may name the
  /// app's internal types: FlowsMVVM's `struct Product`.
  func testAnInternalAppModuleMayNameTheAppsInternalTypes() throws {
    let fs = try app("FlowsMVVM")
    try fs.write(
      """
      {
        "name": "Wishlist",
        "models": [{ "name": "Wish", "fields": [{ "name": "id", "type": "UUID" }, { "name": "product", "type": "Product?" }] }],
        "operations": [{ "name": "fetchWishes", "returns": "[Wish]" }],
        "screens": [{ "name": "WishList", "kind": "list", "model": "Wish", "load": "fetchWishes" }]
      }

      """, to: "/app/wishlist.json")
    // The generated Wish is Hashable, so what it holds must be: FlowsMVVM's Product is only Equatable.
    let refused = runCLI(["new-module", "--spec", "wishlist.json", "--no-xcodeproj"], fileSystem: fs)
    XCTAssertEqual(refused.code, .invalidInput, refused.stderr)
    XCTAssertTrue(refused.stderr.contains("does not conform to Hashable"), refused.stderr)
    try fs.write("extension Product: Hashable {}\n", to: "/app/FlowsMVVM/Model/Product+Hashable.swift")
    let run = runCLI(["new-module", "--spec", "wishlist.json", "--no-xcodeproj"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(try fs.readText("/app/FlowsMVVM/Model/Wish.swift").contains("    var product: Product?\n"))
    let lint = runCLI(["lint"], fileSystem: fs)
    XCTAssertFalse(lint.stdout.contains("Wish"), lint.stdout)
  }
}
