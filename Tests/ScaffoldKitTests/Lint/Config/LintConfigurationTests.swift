import XCTest

@testable import ScaffoldKit

final class LintConfigurationTests: XCTestCase {
  private func parse(_ text: String) throws -> LintConfiguration { try parseConfiguration(text) }

  private func problems(_ text: String) -> [String] { configurationProblems(text) }

  func testEmptyObjectIsTheMVVMPreset() throws {
    let configuration = try parse("{}")
    XCTAssertEqual(configuration.preset, .mvvm)
    XCTAssertEqual(configuration.layers.map(\.name), ["View", "ViewModel", "Repository", "Model", "Router", "Core"])
    XCTAssertEqual(configuration.crossFeatureAllow, ["Router"])
    XCTAssertEqual(configuration.severity(of: .unassignedFile), .off)
    XCTAssertEqual(configuration.severity(of: .layerDependency), .error)
    XCTAssertEqual(configuration.sourcePath, "scaffold.json")
  }

  func testOverridesAndAdditions() throws {
    let configuration = try parse(
      """
      {
        "preset": "mvvm",
        "exclude": ["Generated/**"],
        "layers": {
          "Coordinator": {"paths": ["**/Modules/{feature}/Coordinator/**"], "mayDependOn": ["View", "ViewModel"]},
          "View": {"mayDependOn": ["ViewModel", "Coordinator"]}
        },
        "crossFeature": {"allow": ["Router", "Coordinator"], "shared": ["DesignSystem"]},
        "exempt": {"types": ["Composition"]},
        "rules": {"unassigned-file": "warning", "feature-isolation": "off"},
        "binding": "combine",
        "moduleRoot": "App/Modules",
        "templates": {"path": "Templates"}
      }
      """)
    XCTAssertEqual(configuration.layers.last?.name, "Coordinator", "a new layer is added")
    XCTAssertEqual(configuration.layers.count, 7)
    XCTAssertEqual(
      configuration.layer(named: "View")?.mayDependOn, ["ViewModel", "Router", "Model", "Core", "Coordinator"],
      "a list extends the preset's")
    XCTAssertEqual(configuration.layer(named: "View")?.paths.count, 2, "fields not written keep the preset's value")
    XCTAssertEqual(configuration.exclude.last?.pattern, "Generated/**")
    XCTAssertTrue(configuration.exclude.contains { $0.pattern == "**/Pods/**" }, "exclude adds to the defaults")
    XCTAssertEqual(configuration.crossFeatureAllow, ["Router", "Coordinator"])
    XCTAssertEqual(configuration.sharedFeatures, ["DesignSystem"])
    XCTAssertTrue(configuration.isOpenToOtherFeatures("DesignSystem", layer: "View"))
    XCTAssertFalse(configuration.isOpenToOtherFeatures("Cart", layer: "View"))
    XCTAssertTrue(configuration.isOpenToOtherFeatures("Cart", layer: "Coordinator"))
    XCTAssertEqual(configuration.exemptTypes.last?.pattern, "Composition")
    XCTAssertTrue(configuration.isExemptType("AppDelegate"), "exempt.types extends the preset's")
    XCTAssertEqual(configuration.severity(of: .unassignedFile), .warning)
    XCTAssertEqual(configuration.severity(of: .featureIsolation), .off)
    XCTAssertEqual(configuration.generatorSettings["binding"]?.stringValue, "combine")
    XCTAssertEqual(Set(configuration.generatorSettings.keys), ["binding", "moduleRoot", "templates"])
  }

  func testEveryProblemIsReportedWithItsLocation() {
    let text = """
      {
        "preset": "mvm",
        "layer": {},
        "include": "**/*.swift",
        "exclude": ["a/**b", 3],
        "layers": {
          "View": {"mayDependOn": ["ViewModle"], "path": []},
          "Widget": {"forbiddenImports": ["UIKit"]}
        },
        "crossFeature": {"allow": ["Routr"], "shared": "DesignSystem"},
        "rules": {"layer-dependence": "error", "forbidden-import": "fatal"}
      }
      """
    let found = problems(text)
    func has(_ prefix: String, _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
      XCTAssertTrue(
        found.contains { $0.hasPrefix(prefix) && (fragment.isEmpty || $0.contains(fragment)) },
        "missing \(prefix) \(fragment) in \(found)",
        file: file, line: line)
    }
    has("scaffold.json:3:3: error: unknown key 'layer'", "(did you mean 'layers'?)")
    has("scaffold.json:2:13: error: unknown preset 'mvm'", "(did you mean 'mvvm'?)")
    has("scaffold.json:4:14: error: 'include' must be an array of strings", "found a string")
    has("scaffold.json:5:24: error: 'exclude' must contain only strings", "found a number")
    has("scaffold.json:5:18: error: invalid pattern 'a/**b'", "'**' must be a whole path segment")
    has("scaffold.json:7:44: error: unknown key 'path' in layer 'View'", "(did you mean 'paths'?)")
    has("scaffold.json:7:30: error: unknown layer 'ViewModle'", "(did you mean 'ViewModel'?)")
    has("scaffold.json:8:5: error: layer 'Widget' needs 'paths' or 'suffixes'", "")
    has("scaffold.json:10:30: error: unknown layer 'Routr'", "(did you mean 'Router'?)")
    has("scaffold.json:10:50: error: 'crossFeature.shared' must be an array of strings", "found a string")
    has("scaffold.json:11:13: error: unknown rule 'layer-dependence'", "(did you mean 'layer-dependency'?)")
    has("scaffold.json:11:62: error: unknown severity 'fatal'", "expected error, warning or off")
    XCTAssertEqual(found.count, 12, found.joined(separator: "\n"))
    XCTAssertEqual(
      found.map { $0.split(separator: ":")[1] }, ["2", "3", "4", "5", "5", "7", "7", "8", "10", "10", "11", "11"],
      "problems are listed in file order")
  }

  func testSyntaxErrorIsLocated() {
    XCTAssertEqual(problems("{\n  \"preset\": \"mvvm\",\n}"), ["scaffold.json:3:1: error: trailing comma before '}'"])
  }

  func testTopLevelMustBeAnObject() {
    XCTAssertEqual(problems("[]"), ["scaffold.json:1:1: error: the configuration must be an object, found an array"])
  }

  func testPresetsMatchTheirLayouts() throws {
    let mvvm = LayerMap(configuration: Preset.mvvm.configuration(root: "/p"))
    XCTAssertEqual(
      mvvm.assign(path: "Modules/Order/View/OrderView.swift"),
      FileAssignment(role: .layered, layer: "View", feature: "Order"))
    XCTAssertEqual(
      mvvm.assign(path: "Sources/Order/Repository/OrderRepository.swift"),
      FileAssignment(role: .layered, layer: "Repository", feature: "Order"))
    XCTAssertEqual(mvvm.assign(path: "Core/Network/HTTPClient.swift"), FileAssignment(role: .layered, layer: "Core"))
    XCTAssertEqual(mvvm.assign(path: "App/AppContainer.swift"), FileAssignment(role: .compositionRoot))
    XCTAssertEqual(mvvm.assign(path: "Tests/OrderTests/OrderViewModelTests.swift"), FileAssignment(role: .test))
    XCTAssertEqual(mvvm.assign(path: "Scripts/Tool.swift"), FileAssignment(role: .unassigned))
    XCTAssertEqual(
      mvvm.assign(path: "Modules/Order/Router/Wiring.swift", declaredTypes: ["AppCoordinator"]),
      FileAssignment(role: .compositionRoot, layer: "Router", feature: "Order"))

    let features = LayerMap(configuration: Preset.features.configuration(root: "/p"))
    func layer(_ path: String) -> String? { features.assign(path: path).layer }
    XCTAssertEqual(layer("App/Features/Home/HomeVC.swift"), "View")
    XCTAssertEqual(layer("App/Features/Home/HomeViewController.swift"), "View")
    XCTAssertEqual(layer("App/Features/Home/Views/HeaderCell.swift"), "View")
    XCTAssertEqual(layer("App/Features/Home/HomeViewModel.swift"), "ViewModel")
    XCTAssertEqual(layer("App/Features/Home/HomeService.swift"), "Service")
    XCTAssertEqual(layer("App/Features/Home/HomeRepository.swift"), "Service")
    XCTAssertEqual(layer("App/DesignSystem/Colors/Palette.swift"), "DesignSystem")
    XCTAssertEqual(layer("App/Core/Network/APIClient.swift"), "Core")
    XCTAssertEqual(features.assign(path: "App/Features/Home/HomeVC.swift").feature, "Home")
    XCTAssertEqual(features.assign(path: "App/AppDelegate.swift").role, .compositionRoot)

    let clean = LayerMap(configuration: Preset.clean.configuration(root: "/p"))
    XCTAssertEqual(clean.assign(path: "Presentation/Orders/OrdersViewModel.swift").layer, "Presentation")
    XCTAssertEqual(clean.assign(path: "Domain/UseCases/PlaceOrder.swift").layer, "Domain")
    XCTAssertEqual(clean.assign(path: "Data/Remote/OrderDTO.swift").layer, "Data")
    XCTAssertEqual(
      Preset.clean.configuration(root: "/").layer(named: "Domain")?.importViolation("Combine"),
      "Domain may import only Foundation")
    XCTAssertNil(Preset.clean.configuration(root: "/").layer(named: "Domain")?.importViolation("Foundation"))
  }

  func testLocateWalksUpAndExplicitPathWins() throws {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/repo/Modules/Order",
      files: [
        "/repo/scaffold.json": #"{"preset": "clean"}"#,
        "/repo/Modules/Order/View/A.swift": "",
        "/repo/other.json": #"{"preset": "features"}"#,
      ])
    XCTAssertEqual(ConfigurationLoader.locate(from: "View/A.swift", fileSystem: fileSystem), "/repo/scaffold.json")
    let found = try ConfigurationLoader.load(lintPaths: ["View"], fileSystem: fileSystem)
    XCTAssertEqual(found.preset, .clean)
    XCTAssertEqual(found.root, "/repo")
    XCTAssertEqual(found.sourcePath, "/repo/scaffold.json", "outside the working directory the path stays absolute")
    XCTAssertEqual(
      try ConfigurationLoader.load(explicitPath: "/repo/other.json", fileSystem: fileSystem).preset, .features)
    XCTAssertThrowsError(try ConfigurationLoader.load(explicitPath: "missing.json", fileSystem: fileSystem)) { error in
      XCTAssertEqual(error as? ConfigurationError, .unreadable(.notFound("missing.json")))
    }
    let none = InMemoryFileSystem(currentDirectory: "/x", files: ["/x/A.swift": ""])
    let fallback = try ConfigurationLoader.load(fileSystem: none)
    XCTAssertEqual(fallback.preset, .mvvm)
    XCTAssertNil(fallback.sourcePath)
    XCTAssertEqual(fallback.root, "/x")
  }
}
