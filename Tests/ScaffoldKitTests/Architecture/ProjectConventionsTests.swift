import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// `scaffold.json`'s `layout` and `conventions`: folded into the architecture table, so the generator's
/// folders and the linter's layer globs come from one place; every bad value located.
final class ProjectConventionsTests: XCTestCase {
  private func parse(_ text: String) throws -> LintConfiguration { try parseConfiguration(text) }

  private func problems(_ text: String) -> [String] { configurationProblems(text) }

  func testLayoutMovesTheLintLayersAndTellsSharedFoldersApartBySuffix() throws {
    let configuration = try parse(
      """
      {
        "moduleRoot": "App",
        "layout": {
          "View": "Flows/{feature}/{screen}", "ViewModel": "Flows/{feature}/{screen}", "Router": "Flows/{feature}",
          "Model": "Model", "tests": "../AppTests/{feature}"
        },
        "conventions": {"suffixes": {"navigator": "Coordinator", "viewController": "VC"}}
      }
      """)
    func layer(_ name: String) -> LintConfiguration.Layer? { configuration.layer(named: name) }
    // The endings tell the layers apart in the folder they share, and only there (`sharedFolder`).
    XCTAssertEqual(
      layer("View")?.paths.map(\.pattern),
      ["App/Flows/{feature}/**/*View.swift", "App/Flows/{feature}/**/*VC.swift"])
    XCTAssertEqual(layer("View")?.suffixes, [])
    XCTAssertEqual(layer("View")?.sharedFolder, "App/Flows/{feature}/**")
    XCTAssertEqual(layer("ViewModel")?.paths.map(\.pattern), ["App/Flows/{feature}/**/*ViewModel.swift"])
    XCTAssertEqual(
      layer("Router")?.paths.map(\.pattern),
      ["Coordinator", "Coordinator+SwiftUI", "Coordinator+UIKit", "Coordinator+Previews"].map {
        "App/Flows/{feature}/**/*\($0).swift"
      })
    XCTAssertEqual(layer("Model")?.paths.map(\.pattern), ["App/Model/**"])
    XCTAssertEqual(layer("Model")?.suffixes, [])
    // Layers the layout leaves alone keep the preset's patterns.
    XCTAssertEqual(
      layer("Repository")?.paths.map(\.pattern),
      ["**/Modules/{feature}/Repository/**", "**/Sources/{feature}/Repository/**"])
    XCTAssertTrue(configuration.testPaths.contains { $0.pattern == "AppTests/*/**" })
    let map = LayerMap(configuration: configuration)
    XCTAssertEqual(map.assign(path: "App/Flows/Cart/Basket/BasketVC.swift").layer, "View")
    XCTAssertEqual(map.assign(path: "App/Flows/Cart/Basket/BasketViewModel.swift").layer, "ViewModel")
    XCTAssertEqual(map.assign(path: "App/Flows/Cart/CartCoordinator+UIKit.swift").layer, "Router")
    XCTAssertEqual(map.assign(path: "App/Flows/Cart/Basket/BasketCell.swift").layer, nil)
    XCTAssertEqual(map.assign(path: "AppTests/Cart/CartRepositoryTests.swift").role, .test)
  }

  /// A layer's `suffixes` written beside a shared `layout` folder add endings to that folder; a folder pattern of
  /// the layer's own (`Components/**`) keeps every file in it, whatever its name ends with.
  func testEndingsTellLayersApartOnlyInTheFolderTheyShare() throws {
    let configuration = try parse(
      """
      {
        "moduleRoot": "App",
        "layout": {"View": "Flows/{feature}/{screen}", "ViewModel": "Flows/{feature}/{screen}"},
        "layers": {"View": {"paths": ["App/Flows/{feature}/Components/**"], "suffixes": ["Cell"]}}
      }
      """)
    let map = LayerMap(configuration: configuration)
    XCTAssertEqual(map.assign(path: "App/Flows/Cart/Basket/BasketCell.swift").layer, "View")
    XCTAssertEqual(map.assign(path: "App/Flows/Cart/Basket/BasketView.swift").layer, "View")
    XCTAssertEqual(map.assign(path: "App/Flows/Cart/Components/PriceTag.swift").layer, "View")
    XCTAssertEqual(map.assign(path: "App/Flows/Cart/Basket/BasketState.swift").layer, nil)
    XCTAssertEqual(map.assign(path: "App/Flows/Cart/Basket/BasketViewModel.swift").layer, "ViewModel")
  }

  /// A features app with every layer in one folder per feature: layers with roles go by their suffixes, and
  /// Service keeps its own (`Service`, `Repository`); the generated files land in the layers they would have.
  func testFeaturesLayersInOneFolderKeepTheirSuffixes() throws {
    var options = GenerateOptions()
    options.use(set: "features")
    options.conventions = try parse(
      #"{"preset": "features", "layout": {"ViewModel": "Screens/{feature}", "View": "Screens/{feature}", "Service": "Screens/{feature}"}}"#
    ).conventions
    let configuration = Preset.features.configuration(root: "/p", conventions: options.conventions)
    XCTAssertEqual(configuration.layer(named: "Service")?.suffixes, ["Service", "Repository"])
    XCTAssertEqual(
      configuration.layer(named: "View")?.paths.map(\.pattern).prefix(2),
      ["Screens/{feature}/**/*View.swift", "Screens/{feature}/**/*VC.swift"])
    let map = LayerMap(configuration: configuration)
    let files = try ModuleGenerator.render(
      spec: try SpecLoader.defaultSpec(name: "Order", ui: .both), options: options)
    let layers = Dictionary(
      files.map { (Paths.basename($0.path), map.assign(path: $0.path).layer) },
      uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(layers["OrderListViewModel.swift"], "ViewModel")
    XCTAssertEqual(layers["OrderListVC.swift"], "View")
    XCTAssertEqual(layers["OrderListView.swift"], "View")
    XCTAssertEqual(layers["OrderService.swift"], "Service")
  }

  func testTheGeneratorReadsTheSameFolders() throws {
    var options = GenerateOptions()
    options.conventions = try parse(
      #"{"layout": {"ViewModel": "Flows/{feature}/{screen}", "Router": "Flows/{feature}", "tests": "AppTests"}}"#
    ).conventions
    let files = try ModuleGenerator.render(
      spec: try SpecLoader.defaultSpec(name: "Order", ui: .swiftui), options: options)
    let paths = Set(files.map(\.path))
    XCTAssertTrue(paths.contains("Flows/Order/OrderList/OrderListViewModel.swift"), "\(paths.sorted())")
    XCTAssertTrue(paths.contains("Flows/Order/OrderRouter.swift"))
    XCTAssertTrue(paths.contains("Modules/Order/View/OrderListView.swift"))
    XCTAssertTrue(paths.contains("AppTests/OrderListViewModelTests.swift"))
  }

  func testEveryProblemIsLocated() {
    let source = MarkedSource(
      """
      {
        "moduleRoot": "App",
        "layout": {
          "View": 1️⃣"Flows/{screne}",
          "Model": 2️⃣"/abs/Model",
          "Repository": 3️⃣"../../Elsewhere",
          "ViewModel": 4️⃣"Flows/*",
          5️⃣"Coordinator": "Flows",
          "Router": {"path": "Flows", "target": 6️⃣"My App"},
          "tests": 7️⃣"Tests/{screen}"
        },
        "conventions": {"access": 8️⃣"private", "indent": 9️⃣0, "suffixes": {"navigator": 🔟"coordinator"}}
      }
      """)
    let found = problems(source.text)
    func has(_ marker: String, _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
      let position = source[marker]
      let prefix = "scaffold.json:\(position.line):\(position.column): error: "
      XCTAssertTrue(
        found.contains { $0.hasPrefix(prefix) && $0.contains(fragment) }, "missing \(prefix)…\(fragment) in \(found)",
        file: file, line: line)
    }
    has("1️⃣", "unknown placeholder '{screne}' (did you mean 'screen'?)")
    has("2️⃣", "an absolute path")
    has("3️⃣", "a folder outside the project root")
    has("4️⃣", "'*', which a folder name may not hold")
    has("5️⃣", "unknown key 'Coordinator' in 'layout'")
    has("6️⃣", "must be a target (module) name")
    has("7️⃣", "unknown placeholder '{screen}'")
    has("8️⃣", "unknown access level 'private'")
    has("9️⃣", "'conventions.indent' must be a number of spaces from 1 to 8")
    has("🔟", "an identifier starting upper-case")
    XCTAssertEqual(found.count, 10, found.joined(separator: "\n"))
  }

  func testLayersWithoutSuffixesMayNotShareAFolderAndInternalNeedsOneTarget() {
    let source = MarkedSource(
      """
      {
        "layout": {
          "Model": "Shared", "Repository": 1️⃣"Shared",
          "View": {"path": "UI", "target": "UI"}, "ViewModel": {"path": "Logic", "target": "Logic"}
        },
        "conventions": {"access": 2️⃣"internal"}
      }
      """)
    let found = problems(source.text)
    XCTAssertEqual(
      found,
      [
        "scaffold.json:\(source["1️⃣"].line):\(source["1️⃣"].column): error: layers 'Model' and 'Repository' share the "
          + "folder 'Shared', and no type-name suffix tells their files apart; give one of them a folder of its own",
        "scaffold.json:\(source["2️⃣"].line):\(source["2️⃣"].column): error: 'conventions.access' is internal, but "
          + "'layout' puts layers in several targets, which see each other's declarations only when they are public",
      ])
  }

  func testInternalAccessDropsPublicModifiersOnly() {
    let text =
      "/// A public type.\npublic struct A {\n  public private(set) var name = \"public \"\n"
      + "  public internal(set) var isLoading = false\n  public init() {}\n}\n"
    XCTAssertEqual(
      CodeStyle.droppingPublic(text),
      "/// A public type.\nstruct A {\n  private(set) var name = \"public \"\n  var isLoading = false\n  init() {}\n}\n"
    )
  }

  func testIndentationScalesEachLevelButNotTextInsideLiterals() {
    let text = "struct A {\n  func f() {\n    let s = \"\"\"\n      kept\n      \"\"\"\n  }\n}\n"
    XCTAssertEqual(
      CodeStyle.reindented(text, with: .spaces(4)),
      "struct A {\n    func f() {\n        let s = \"\"\"\n      kept\n      \"\"\"\n    }\n}\n")
    XCTAssertEqual(CodeStyle.reindented("a {\n  b\n}\n", with: .tabs), "a {\n\tb\n}\n")
  }

  func testConditionalBlocksIndentOneLevelPerBlock() {
    let text = """
      #if canImport(UIKit)
      import UIKit
      struct A {
        #if DEBUG
        let a = 1
        #elseif TEST
        let a = 2
        #else
        let a = 3
        #endif

        func f() {}
      }
      #endif

      """
    XCTAssertEqual(
      CodeStyle.reindented(text, with: .spaces(2), conditionalBlocks: true),
      """
      #if canImport(UIKit)
        import UIKit
        struct A {
          #if DEBUG
            let a = 1
          #elseif TEST
            let a = 2
          #else
            let a = 3
          #endif

          func f() {}
        }
      #endif

      """)
    XCTAssertEqual(
      CodeStyle.reindented("#if X\nstruct A {\n  let a = 1\n}\n#endif\n", with: .tabs, conditionalBlocks: true),
      "#if X\n\tstruct A {\n\t\tlet a = 1\n\t}\n#endif\n")
    XCTAssertEqual(CodeStyle.reindented(text, with: .spaces(2)), text)
  }

  func testConditionalBlocksKeepStringValuesAndBlockComments() {
    let text = """
      #if X
      /* a block
         comment */
      let s = \"\"\"
        kept

        \\(1)
        \"\"\"
      let t = "#if inside a string"
      #endif
      """
    XCTAssertEqual(
      CodeStyle.reindented(text, with: .spaces(2), conditionalBlocks: true),
      """
      #if X
        /* a block
         comment */
        let s = \"\"\"
          kept

          \\(1)
          \"\"\"
        let t = "#if inside a string"
      #endif
      """)
  }

  func testProjectSwiftFormatTurnsConditionalBlockIndentationOff() throws {
    let fs = InMemoryFileSystem(
      currentDirectory: "/p",
      files: [
        "/p/scaffold.json": "{}", "/p/.swift-format": #"{"indentConditionalCompilationBlocks": false}"#,
      ])
    XCTAssertEqual(ProjectIndentation.conditionalBlocks(root: "/p", fileSystem: fs), false)
    let settings = try ProjectSettings.load(from: "/p", fileSystem: fs)
    XCTAssertEqual(settings.conventions.indentsConditionalBlocks, false)
    let empty = InMemoryFileSystem(currentDirectory: "/p", files: ["/p/.swift-format": "{}"])
    XCTAssertNil(ProjectIndentation.conditionalBlocks(root: "/p", fileSystem: empty))
  }

  func testProjectFormatterSettingsGiveTheIndentation() {
    XCTAssertEqual(ProjectIndentation.swiftFormat(Array(#"{"indentation": {"spaces": 4}}"#.utf8)), .spaces(4))
    XCTAssertEqual(ProjectIndentation.swiftFormat(Array(#"{"indentation": {"tabs": 1}}"#.utf8)), .tabs)
    XCTAssertNil(ProjectIndentation.swiftFormat(Array(#"{"lineLength": 100}"#.utf8)))
    XCTAssertEqual(
      ProjectIndentation.editorConfig(
        "root = true\n[*]\nindent_size = 2\n[*.swift]\nindent_style = space\nindent_size = 4\n"),
      .spaces(4))
    XCTAssertEqual(ProjectIndentation.editorConfig("[*.{swift,m}]\nindent_style = tab\n"), .tabs)
    XCTAssertNil(ProjectIndentation.editorConfig("[*.md]\nindent_size = 4\n"))
    let fs = InMemoryFileSystem(
      currentDirectory: "/p", files: ["/p/.editorconfig": "[*]\nindent_size = 3\n", "/p/.swift-format": "{}"])
    XCTAssertEqual(ProjectIndentation.detect(root: "/p", fileSystem: fs), .spaces(3))
  }
}
