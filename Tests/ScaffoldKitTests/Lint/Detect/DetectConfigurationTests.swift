import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// `init --detect` on the apps of `Tests/Fixtures/ExistingApps`: the proposal places at least 85 % of each
/// app's Swift files, says so, and lints the app without a configuration problem. The summary and the proposed
/// `scaffold.json` are goldens in `Tests/Fixtures/DetectConfigurationTests/<App>.txt`.
final class DetectConfigurationTests: XCTestCase {
  func testFlowsMVVM() throws {
    let proposal = try check("FlowsMVVM")
    XCTAssertEqual(proposal.preset, .mvvm)
    XCTAssertEqual(proposal.conventions.indentation, .spaces(4))
    XCTAssertEqual(proposal.conventions.accessLevel, .internal)
    XCTAssertEqual(proposal.testFolders.map(\.folder), ["FlowsMVVMTests"])
  }

  func testModularClean() throws {
    let proposal = try check("ModularClean")
    XCTAssertEqual(proposal.preset, .clean)
    XCTAssertEqual(proposal.conventions.accessLevel, .public)
    XCTAssertEqual(proposal.conventions.indentation, .spaces(2))
  }

  func testCoordinatorClean() throws {
    let proposal = try check("CoordinatorClean")
    XCTAssertEqual(proposal.preset, .clean)
    XCTAssertEqual(proposal.binding, .combine)
    XCTAssertEqual(proposal.conventions.routerSuffix, "Coordinator")
  }

  /// Domain, Data and Presentation kept once for the whole app: layout for each, the templates' inner folders
  /// where the app has them, view controllers, and the unit tests' folder, UI tests aside. Its screens are
  /// `MoviesScene/<Screen>/{View,ViewModel}/` and its coordinators `MoviesScene/Flows/`: a new module gets a
  /// `<Module>Scene/` folder of the same shape, and the layer keeps the patterns it had (the layout's
  /// `{feature}Scene` is where new modules go, not what the app's features are).
  func testScenesClean() throws {
    let proposal = try check("ScenesClean")
    XCTAssertEqual(proposal.written.layerPaths["Domain"], "ScenesClean/Domain")
    XCTAssertEqual(proposal.written.layerFolders["Domain"], ["Repositories": "Interfaces/Repositories"])
    XCTAssertEqual(proposal.written.layerFolders["Data"], ["DTOs": "Network/DataMapping"])
    XCTAssertEqual(proposal.written.layerPaths["Presentation"], "ScenesClean/Presentation/{feature}Scene/{screen}")
    XCTAssertEqual(
      proposal.written.layerFolders["Presentation"],
      ["Views": "View", "ViewModels": "ViewModel", "Coordinator": "Flows"])
    XCTAssertTrue(
      proposal.text.contains(#""Presentation": {"paths": {"replace": ["**/Presentation/**"]}}"#), proposal.text)
    XCTAssertEqual(proposal.written.ui, .uikit)
    XCTAssertEqual(proposal.written.tests, "ScenesCleanTests")
  }

  /// `Flows/<Flow>/<Screen>/` with SwiftUI views hosted by UIKit coordinators: a screen's view, view model and
  /// hosting controller are placed by their endings, also below a `Components/` folder; its helpers that name
  /// no role (a manager, a state enum, a row view, a store in `Components/`, a formatter in `Utils/`) stay in no layer, so nothing the view models use from them is
  /// a finding; and new modules' screens go to a folder per screen of their flow.
  func testFlowsOfScreensKeepTheirHelpersOutOfTheLayers() throws {
    let proposal = try check("HostedFlows", atLeast: 70)
    XCTAssertEqual(
      proposal.unplaced,
      [
        "HostedFlows/Flows/Orders/OrderList/OrderRow.swift", "HostedFlows/Flows/Shop/BusinessLogic/CartManager.swift",
        "HostedFlows/Flows/Shop/Catalog/CatalogFilterState.swift",
        "HostedFlows/Flows/Shop/Components/Rating/RatingStore.swift",
        "HostedFlows/Flows/Shop/Utils/PriceFormatter.swift",
      ])
    XCTAssertEqual(proposal.findings.total, 0, proposal.summary)
    XCTAssertEqual(proposal.written.layerPaths["View"], "HostedFlows/Flows/{feature}/{screen}")
    XCTAssertEqual(proposal.written.layerPaths["ViewModel"], "HostedFlows/Flows/{feature}/{screen}")
    XCTAssertEqual(proposal.written.layerPaths["Router"], "HostedFlows/Flows/{feature}")
    XCTAssertEqual(
      proposal.conventions.stack,
      SourceConventions.ScreenStack(hostingControllers: 2, coordinators: 2, navigationStacks: 0))
    XCTAssertTrue(proposal.conventions.stack.isHostedByUIKit)
    XCTAssertEqual(proposal.written.ui, .hosted)
  }

  /// The screens' helpers that name no role (`LoginValidator`, `SearchHistory`) stay in no layer.
  func testUnlayered() throws {
    let proposal = try check("Unlayered", atLeast: 80)
    XCTAssertEqual(proposal.preset, .mvvm)
    XCTAssertEqual(
      proposal.unplaced,
      [
        "Unlayered/Constants.swift", "Unlayered/Screens/Home/HomeDataSource.swift",
        "Unlayered/Screens/Login/LoginValidator.swift", "Unlayered/Screens/Onboarding/OnboardingPage.swift",
        "Unlayered/Screens/Recipe/RecipeShareActivity.swift", "Unlayered/Screens/Search/SearchHistory.swift",
        "Unlayered/Screens/Search/SearchResultsController.swift", "Unlayered/Screens/Settings/SettingsRow.swift",
        "Unlayered/Screens/Timer/CookingTimer.swift",
      ])
  }

  /// An `Application/` folder that holds the app's scenes as well as its entry point is no composition root as a
  /// whole: its own files and its `DI/` folder are exempt, the scenes are in Presentation.
  func testAnAppFolderHoldingTheScenesIsNotExemptAsAWhole() throws {
    let proposal = try detect("AppFolderClean")
    XCTAssertEqual(proposal.layers.first { $0.name == "Presentation" }?.fileCount, 3, proposal.summary)
    XCTAssertTrue(
      proposal.text.contains(
        #""exempt": {"paths": ["AppFolderClean/Application/Configuration.swift", "AppFolderClean/Application/DI/**"]}"#),
      proposal.text)
    XCTAssertEqual(proposal.compositionRoots, 3)
    XCTAssertEqual(proposal.layeredPercent, 66, "composition roots count as app files that are in no layer")
  }

  /// A tree whose folders say little: the proposal says how little it places, and where the rest is.
  func testATreeItPlacesLittleOfIsWarnedAbout() throws {
    let proposal = try detect("Sparse")
    XCTAssertEqual(proposal.layeredPercent, 14)
    XCTAssertEqual(
      proposal.lowCoverageWarning,
      "only 1 of 7 app files (14%) are in a layer; lint checks no reference from the others; folders with files "
        + "in no layer: Sparse/Bits/More/ (3), Sparse/Odds/ (3); add them to a layer's 'paths' in scaffold.json, or "
        + "pass --preset to try another architecture")
  }

  /// Under a proposal that a large share of a layer's files do not follow (view models naming views), the layer
  /// rules are proposed as warnings and the summary says why, with the findings counted.
  func testHabitsTheAppHasSoftenTheLayerRules() throws {
    let proposal = try detect("HabitMVVM")
    XCTAssertTrue(proposal.findings.softened, proposal.summary)
    XCTAssertEqual(proposal.findings.habits.map(\.pair), ["ViewModel → View"])
    XCTAssertTrue(proposal.text.contains(#""layer-dependency": "warning""#), proposal.text)
    XCTAssertTrue(proposal.summary.contains("Under it, lint reports 3 findings: layer-dependency 3."), proposal.summary)
  }

  /// UIKit data sources kept in `Data/DataSources/` beside the remote ones are views by their names; a
  /// `Modules/` folder inside `Utils/` holds helpers, not features.
  func testUIKitDataSourcesAreViewsWhateverFolderHoldsThem() throws {
    let proposal = try detect("DataSourcesClean")
    XCTAssertTrue(
      proposal.text.contains(#""DataSourcesClean/Data/DataSources/**/*TableViewDataSource.swift""#), proposal.text)
    XCTAssertEqual(proposal.findings.total, 0, proposal.summary)
    XCTAssertEqual(proposal.unplaced, ["DataSourcesClean/Utils/Modules/Reactive/Observable.swift"])
  }

  /// Netflix-CLEAN-MVVM's shape: the app's `Application/` holds its entry files (`Services.swift`) and its
  /// scenes; its transfer objects are `Data/Network/Models/*DTO.swift`, its network services
  /// `Data/Network/Services/`, and `Data/DataSources/` holds UIKit table data sources. A module's factory goes
  /// beside `Services.swift` (only the files right in `Application/` are exempt, the scenes stay in
  /// Presentation), its DTOs beside the app's, and its data sources beside the services, not among the views.
  /// A screen's folder named like its view controller (`SignInViewController/`) holds its view model too: a
  /// module's screens get a folder each, views and view models together.
  func testAnApplicationFolderWithScenesTakesTheFactoryAndDataFoldersFollowTheirFiles() throws {
    let proposal = try detect("ApplicationScenesClean")
    XCTAssertEqual(proposal.written.compositionRoot, "Shows/Application")
    XCTAssertEqual(
      proposal.written.layerFolders["Data"], ["DTOs": "Network/Models", "DataSources": "Network/Services"])
    XCTAssertEqual(
      proposal.written.layerPaths["Presentation"],
      "Shows/Application/View-ViewModel-Coordinator/Scenes/{feature}/{screen}")
    XCTAssertEqual(proposal.written.layerFolders["Presentation"]?["ViewModels"], "")
    XCTAssertEqual(proposal.layers.first { $0.name == "Presentation" }?.fileCount, 10, proposal.summary)
    XCTAssertEqual(proposal.compositionRoots, 4)
    XCTAssertEqual(proposal.findings.total, 0, proposal.summary)
  }

  /// CleanArchitectureRxSwift's shape: Domain and Platform split into one folder per area (`MoviesDomain/`,
  /// `AnimeAPI/`, each a Tuist target compiling `<Area>/**`), named for the features of `Features/`. A module
  /// gets an area folder of its own named the same way (`{feature}Domain`, and `{feature}API`, the ending most
  /// of Platform's files have), its repository protocol in `Gateway/` as the app's; the layers keep their
  /// patterns, so the areas are not features to each other.
  func testAreaFoldersPerFeatureGetTheModulesOwnArea() throws {
    let proposal = try detect("AreasClean")
    XCTAssertEqual(proposal.written.layerPaths["Domain"], "Projects/Domain/{feature}Domain")
    XCTAssertEqual(proposal.written.layerFolders["Domain"], ["Repositories": "Gateway"])
    XCTAssertEqual(proposal.written.layerPaths["Data"], "Projects/Platform/{feature}API")
    XCTAssertEqual(proposal.written.layerPaths["Presentation"], "Projects/Features/{feature}/{screen}")
    XCTAssertEqual(
      proposal.written.layerFolders["Presentation"], ["Views": "", "ViewModels": "", "Coordinator": ""])
    XCTAssertEqual(proposal.findings.total, 0, proposal.summary)
  }

  /// Entities inside a data folder (`Platform/AnimeAPI/Entities/`: mappings of API types, persistence models)
  /// are that folder's, not the app's Domain.
  func testModelsInsideADataFolderAreThatFoldersModels() throws {
    let proposal = try detect("PlatformEntitiesClean")
    XCTAssertTrue(proposal.text.contains(#""Data": {"paths": ["Projects/Platform/**"]}"#), proposal.text)
    XCTAssertEqual(proposal.findings.total, 0, proposal.summary)
  }

  /// Package targets that the preset's `**/Sources/{feature}/View/**` takes as features but that several places
  /// import (a design system, a core of models and services: Mastodon's `MastodonUI` and `MastodonCore`) are the
  /// app's libraries: the proposal writes them in `crossFeature.shared`, so that every feature may use them. A
  /// target that one feature imports (`Payments`; the app delegate, which assembles everything, does not count)
  /// stays a feature, and another feature naming its view is still reported.
  func testPackageTargetsSeveralPlacesImportAreSharedLibraries() throws {
    let proposal = try check("PackageLibrariesMVVM", atLeast: 80)
    XCTAssertTrue(proposal.text.contains(#""crossFeature": {"shared": ["ShopCore", "ShopUI"]}"#), proposal.text)
    XCTAssertEqual(proposal.findings.byRule.map { "\($0.rule.rawValue) \($0.count)" }, ["feature-isolation 1"])
  }

  private func detect(_ app: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> ConfigurationProposal
  {
    let proposal = try Scaffold.detectConfiguration(
      root: app, fileSystem: DiskFileSystem(currentDirectory: Fixtures.path("ExistingApps")))
    try assertGolden(
      proposal.summary + "\n" + proposal.text, fixture: "DetectConfigurationTests", file: "\(app).txt", file: file,
      line: line)
    return proposal
  }

  /// A preset given by the user is kept, and the layers are proposed for it.
  func testGivenPresetIsKept() throws {
    let proposal = try Scaffold.detectConfiguration(
      root: "FlowsMVVM", preset: .clean, fileSystem: DiskFileSystem(currentDirectory: Fixtures.path("ExistingApps")))
    XCTAssertEqual(proposal.preset, .clean)
    XCTAssertEqual(proposal.layers.first { $0.name == "Presentation" }?.patterns, ["FlowsMVVM/Flows/{feature}/**"])
  }

  func testAFolderWithoutSwiftFilesIsInvalidInput() {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["/work/App/README.md": "hello\n"])
    XCTAssertThrowsError(try Scaffold.detectConfiguration(root: "App", fileSystem: fileSystem)) { error in
      XCTAssertEqual((error as? ScaffoldError)?.kind, .invalidInput)
    }
    XCTAssertThrowsError(try Scaffold.detectConfiguration(root: "Missing", fileSystem: fileSystem))
  }

  @discardableResult
  private func check(_ app: String, atLeast percent: Int = 85, file: StaticString = #filePath, line: UInt = #line)
    throws -> ConfigurationProposal
  {
    let apps = Fixtures.path("ExistingApps")
    let proposal = try Scaffold.detectConfiguration(root: app, fileSystem: DiskFileSystem(currentDirectory: apps))
    XCTAssertGreaterThanOrEqual(proposal.layeredPercent, percent, proposal.summary, file: file, line: line)
    XCTAssertNil(proposal.lowCoverageWarning, file: file, line: line)
    XCTAssertTrue(
      proposal.summary.contains("app files are in a layer (\(proposal.layeredPercent)%)"), proposal.summary,
      file: file, line: line)
    try assertGolden(
      proposal.summary + "\n" + proposal.text, fixture: "DetectConfigurationTests", file: "\(app).txt", file: file,
      line: line)
    // Lint under the proposal: it parses, every pattern it writes matches a file, and it places the files
    // as the summary counted them.
    let root = Paths.join(apps, app)
    let configuration = try LintConfiguration.parse(
      Array(proposal.text.utf8), displayPath: "scaffold.json", root: root)
    let result = try Linter(configuration: configuration, fileSystem: DiskFileSystem(currentDirectory: root)).run()
    XCTAssertEqual(
      result.diagnostics.filter { $0.rule == .unmatchedLayer }.map(\.message), [], file: file, line: line)
    XCTAssertEqual(result.fileCount, proposal.fileCount, file: file, line: line)
    XCTAssertEqual(result.layeredFileCount, proposal.layeredCount, file: file, line: line)
    return proposal
  }
}

/// Feature-folder patterns and conventions, on small trees in memory.
final class DetectSmallTreeTests: XCTestCase {
  private func proposal(_ paths: [String], preset: Preset? = nil) throws -> ConfigurationProposal {
    var files: [String: String] = [:]
    for path in paths { files["/work/App/\(path)"] = "struct \(Paths.swiftStem(path).split(separator: "+")[0]) {}\n" }
    return try Scaffold.detectConfiguration(
      root: "App", preset: preset, fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
  }

  private func written(_ proposal: ConfigurationProposal) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: proposal.layers.filter(\.isWritten).map { ($0.name, $0.patterns) })
  }

  func testNameEndingsFoldersAndTheRestOfAFeature() throws {
    let result = try proposal([
      "Flows/Shop/Cart/CartViewModel.swift", "Flows/Shop/Cart/CartScreen.swift", "Flows/Shop/Cart/CartFooter.swift",
      "Flows/Shop/Models/Item.swift", "Flows/Shop/ShopCoordinator.swift", "Flows/Shop/ShopCoordinator+UIKit.swift",
    ])
    XCTAssertEqual(
      written(result),
      [
        "View": ["Flows/{feature}/**/*Screen.swift"], "ViewModel": ["Flows/{feature}/**/*ViewModel.swift"],
        "Model": ["Flows/{feature}/Models/**"],
        "Router": ["Flows/{feature}/**/*Coordinator+*.swift", "Flows/{feature}/**/*Coordinator.swift"],
      ], result.summary)
    // A screen's helper whose name says no role is the view's or the view model's: its name cannot tell which.
    XCTAssertEqual(result.unplaced, ["Flows/Shop/Cart/CartFooter.swift"])
  }

  /// Mastodon's `Scene/<Feature>/` holds a folder per feature, view models beside their view controllers.
  func testASceneFolderHoldsFeaturesAndViewModelsBesideTheirScreensAreFound() throws {
    let result = try proposal([
      "Mastodon/Scene/HomeTimeline/HomeTimelineViewController.swift",
      "Mastodon/Scene/HomeTimeline/HomeTimelineViewModel.swift",
      "Mastodon/Scene/HomeTimeline/HomeTimelineViewModel+Diffable.swift",
      "Mastodon/Scene/HomeTimeline/HomeTimelineViewModel+LoadLatestState.swift",
      "Mastodon/Scene/Profile/ProfileViewController.swift", "Mastodon/Scene/Profile/ProfileViewModel.swift",
    ])
    XCTAssertEqual(
      written(result),
      [
        "View": ["Mastodon/Scene/{feature}/**/*ViewController.swift"],
        "ViewModel": [
          "Mastodon/Scene/{feature}/**/*ViewModel+*.swift", "Mastodon/Scene/{feature}/**/*ViewModel.swift",
        ],
      ], result.summary)
    XCTAssertEqual(result.unplaced, [])
  }

  /// Files whose folders say nothing (a package per part of the app, IceCubesApp's `Packages/Lists/Sources/…`)
  /// go by the endings of their names, with no feature; new modules go into none of those packages.
  func testFilesWhoseFoldersSayNothingGoByTheirNamesAndNewModulesIntoNoPackage() throws {
    let files = [
      "/work/App/Packages/Lists/Package.swift": "let package = Package(name: \"Lists\")\n",
      "/work/App/Packages/Lists/Sources/Lists/Edit/ListEditView.swift": "struct ListEditView {}\n",
      "/work/App/Packages/Lists/Sources/Lists/Edit/ListEditViewModel.swift": "final class ListEditViewModel {}\n",
      "/work/App/Packages/Lists/Sources/Lists/Services/ListsRepository.swift": "struct ListsRepository {}\n",
      "/work/App/Packages/Lists/Sources/Lists/Services/ListsCacheRepository.swift":
        "struct ListsCacheRepository {}\n",
      "/work/App/Packages/Timeline/Package.swift": "let package = Package(name: \"Timeline\")\n",
      "/work/App/Packages/Timeline/Sources/Timeline/TimelineViewModel.swift": "final class TimelineViewModel {}\n",
      "/work/App/Packages/Timeline/Sources/Timeline/TimelineView.swift": "struct TimelineView {}\n",
    ]
    let result = try Scaffold.detectConfiguration(
      root: "App", fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
    XCTAssertEqual(
      written(result),
      [
        "View": ["Packages/**/*View.swift"], "ViewModel": ["Packages/**/*ViewModel.swift"],
        "Repository": ["Packages/Lists/Sources/Lists/Services/**"],
      ], result.summary)
    // The repositories' folder is the Lists package's: a new feature's would be compiled into it.
    XCTAssertEqual(result.written.layerPaths, [:], result.text)
  }

  /// clean exempts `**/App/**`; HomeAssistant's `Sources/App` is the app itself, its screens and view models:
  /// only its own files and its DI folder stay exempt, and another `App` folder (a tool's) stays exempt whole.
  func testAnAppFolderThatHoldsTheAppsScreensIsReleasedFromThePresetsExemption() throws {
    let result = try proposal([
      "Sources/App/AppDelegate.swift", "Sources/App/DI/Container.swift",
      "Sources/App/Settings/SettingsViewController.swift", "Sources/App/Settings/SettingsViewModel.swift",
      "Sources/App/Cameras/CameraListViewController.swift", "Sources/App/Cameras/CameraListViewModel.swift",
      "Sources/App/Assist/AssistView.swift", "Sources/App/Assist/AssistViewModel.swift",
      "Sources/App/Assist/AssistSession.swift",
      "Sources/Shared/Domain/Entities/Entity.swift", "Tools/App/main.swift",
    ])
    XCTAssertTrue(
      result.text.contains(
        #""exempt": {"paths": {"replace": ["Sources/App/*.swift", "Sources/App/DI/**", "Tools/App/**"]}}"#),
      result.text)
    XCTAssertEqual(result.compositionRoots, 3, result.summary)
    XCTAssertEqual(result.layers.first { $0.name == "Presentation" }?.fileCount, 6, result.summary)
    XCTAssertEqual(result.unplaced, ["Sources/App/Assist/AssistSession.swift"])
  }

  /// Most of Mastodon's view models import UIKit (86 of 120): a habit of the app, which the proposal writes as
  /// a warning, as it does for layer pairs, rather than errors on adoption.
  func testAForbiddenImportMostViewModelsMakeIsProposedAsAWarning() throws {
    var files: [String: String] = [:]
    for screen in ["Home", "Profile", "Search", "Settings"] {
      files["/work/App/Scene/\(screen)/\(screen)ViewController.swift"] = "final class \(screen)ViewController {}\n"
      files["/work/App/Scene/\(screen)/\(screen)ViewModel.swift"] =
        (screen == "Settings" ? "" : "import UIKit\n\n") + "final class \(screen)ViewModel {}\n"
    }
    let result = try Scaffold.detectConfiguration(
      root: "App", fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
    XCTAssertTrue(result.text.contains(#""forbidden-import": "warning""#), result.text)
    XCTAssertTrue(result.text.contains(#""layer-dependency": "error""#), result.text)
    XCTAssertTrue(
      result.summary.contains(
        "Forbidden imports are a habit of the app (ViewModel imports UIKit in 75% of its files), so "
          + "forbidden-import is proposed as a warning."), result.summary)
  }

  /// A folder that a framework target compiles and the app target does not (HomeAssistant's `Sources/Shared`)
  /// takes no new module's files: they would join the framework.
  func testNoLayoutPointsToAFolderOnlyAnotherTargetCompiles() throws {
    // The Recipes app, its test target made a framework that syncs `Shared/`.
    let project = try String(
      contentsOfFile: Fixtures.path("XcodeProjects/Recipes/Recipes.xcodeproj/project.pbxproj"), encoding: .utf8
    )
    .replacingOccurrences(of: "path = RecipesTests;", with: "path = Shared;")
    .replacingOccurrences(of: "com.apple.product-type.bundle.unit-test", with: "com.apple.product-type.framework")
    var files = ["/work/App/Recipes.xcodeproj/project.pbxproj": project]
    for screen in ["Home", "Detail"] {
      files["/work/App/Recipes/Flows/\(screen)/\(screen)ViewController.swift"] =
        "final class \(screen)ViewController {}\n"
      files["/work/App/Recipes/Flows/\(screen)/\(screen)ViewModel.swift"] = "final class \(screen)ViewModel {}\n"
    }
    for name in ["Items", "Users", "Orders"] {
      files["/work/App/Shared/Services/Repositories/\(name)Repository.swift"] = "struct \(name)Repository {}\n"
    }
    let result = try Scaffold.detectConfiguration(
      root: "App", fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
    XCTAssertEqual(result.written.layerPaths["ViewModel"], "Recipes/Flows/{feature}", result.text)
    XCTAssertNil(result.written.layerPaths["Repository"], result.text)
    XCTAssertEqual(result.written.target, "Recipes", result.text)
  }

  /// A layout over the app's features (`Presentation/{feature}/{screen}`) whose pattern would take the app's
  /// shared code (`Presentation/Utils/`) as a feature: the layer keeps the patterns it had, so the screens that
  /// use the shared views are no feature-isolation findings, and new modules still go where the layout says.
  func testALayoutDoesNotMakeSharedCodeAFeature() throws {
    let files = [
      "/work/App/Presentation/Movies/MoviesList/MoviesListViewController.swift":
        "final class MoviesListViewController {\n  let loading = LoadingView()\n}\n",
      "/work/App/Presentation/Movies/MoviesList/MoviesListViewModel.swift": "final class MoviesListViewModel {}\n",
      "/work/App/Presentation/Movies/MovieDetails/MovieDetailsViewController.swift":
        "final class MovieDetailsViewController: Alertable {}\n",
      "/work/App/Presentation/Movies/MovieDetails/MovieDetailsViewModel.swift":
        "final class MovieDetailsViewModel {}\n",
      "/work/App/Presentation/Utils/LoadingView.swift": "final class LoadingView {}\n",
      "/work/App/Presentation/Utils/Alertable.swift": "protocol Alertable {}\n",
      "/work/App/Domain/Entities/Movie.swift": "struct Movie {}\n",
      "/work/App/Domain/UseCases/SearchMoviesUseCase.swift": "struct SearchMoviesUseCase {}\n",
    ]
    let result = try Scaffold.detectConfiguration(
      root: "App", fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
    XCTAssertEqual(result.written.layerPaths["Presentation"], "Presentation/{feature}/{screen}", result.text)
    XCTAssertTrue(result.text.contains(#""Presentation": {"paths": {"replace": ["**/Presentation/**"]}}"#), result.text)
    XCTAssertEqual(result.findings.total, 0, result.summary)
  }

  /// features tells the layers inside a feature apart by name ending only: a model or a navigator stays out.
  func testFeaturesLeavesFilesItHasNoLayerForOut() throws {
    let result = try proposal(
      [
        "Features/Shop/ShopVC.swift", "Features/Shop/ShopService.swift", "Features/Shop/Models/Item.swift",
        "Features/Shop/ShopCoordinator.swift", "Core/Network/HTTPClient.swift",
      ], preset: .features)
    XCTAssertEqual(written(result), [:], result.summary)
    XCTAssertEqual(result.unplaced, ["Features/Shop/Models/Item.swift", "Features/Shop/ShopCoordinator.swift"])
  }

  /// Suffixes that differ from the preset's are written; indentation only when no formatter file gives it.
  func testConventionsThatDifferAreWritten() throws {
    let body = "final class Screen {\n\tfunc show() {}\n}\n"
    var files = [
      "/work/App/Screens/Cart/CartVC.swift": body, "/work/App/Screens/Cart/CartCoordinator.swift": body,
      "/work/App/Screens/Home/HomeVC.swift": body, "/work/App/AppTests/CartTests.swift": body,
    ]
    var result = try Scaffold.detectConfiguration(
      root: "App", fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
    XCTAssertEqual(result.written.suffixes, NameSuffixes(navigator: "Coordinator", viewController: "VC"))
    XCTAssertEqual(result.written.indentation, .tabs)
    XCTAssertEqual(result.written.tests, "AppTests")
    // Its screens are view controllers and no file imports SwiftUI: modules get view controllers.
    XCTAssertEqual(result.written.ui, .uikit)
    XCTAssertTrue(
      result.text.contains(
        #""conventions": {"suffixes": {"navigator": "Coordinator", "viewController": "VC"}, "access": "internal", "ui": "uikit", "indent": "tab"}"#
      ), result.text)
    files["/work/App/.editorconfig"] = "[*.swift]\nindent_style = tab\n"
    result = try Scaffold.detectConfiguration(
      root: "App", fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
    XCTAssertNil(result.written.indentation)
  }
}
