import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// `undeclared-import` and `unused-dependency` over the fixture package and Xcode app in
/// `Tests/Fixtures/PackageDependencyRulesTests/`.
final class PackageDependencyRulesTests: XCTestCase {
  private static let rules: Set<RuleID> = [.undeclaredImport, .unusedDependency]

  private func findings(_ result: LintResult) -> [String] {
    result.diagnostics.filter { Self.rules.contains($0.rule) }.map(\.description)
  }

  func testPackageReportsTheUndeclaredImportAndTheUnusedDependencyAtTheirManifestLines() throws {
    let result = try lintFixture("PackageDependencyRulesTests/Package")
    XCTAssertEqual(
      findings(result),
      [
        #"Package.swift:17:9: warning: target 'Orders' declares .product(name: "Logging", package: "swift-log") "#
          + "but none of its 1 file imports Logging; remove it [unused-dependency]",
        "Sources/Orders/OrderService.swift:3:8: error: 'Networking' is imported but target 'Orders' does not declare "
          + #"it (Package.swift:15:7); add .target(name: "Networking") to its dependencies [undeclared-import]"#,
      ])
  }

  func testXcodeTargetsAreJudgedByTheirPackageProductsAndLibraryTargetsInProjectPbxproj() throws {
    let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path("PackageDependencyRulesTests/XcodeApp"))
    let outcome = try Scaffold.lint(LintRequest(xcodeProject: "Shop.xcodeproj"), fileSystem: fileSystem)
    XCTAssertEqual(
      findings(outcome.result),
      [
        // Its dependencies on the app extension it embeds and on an aggregate target are never unused.
        "Shop.xcodeproj/project.pbxproj:113:5: warning: target 'Shop' declares target dependency Analytics but none "
          + "of its 1 file imports Analytics; remove it [unused-dependency]",
        "Shop.xcodeproj/project.pbxproj:118:5: warning: target 'Shop' declares package product Models but none of "
          + "its 1 file imports Models; remove it [unused-dependency]",
        "Shop/ShopApp.swift:1:8: error: 'Networking' is imported but target 'Shop' does not declare it "
          + "(Shop.xcodeproj/project.pbxproj:110:4); add a target dependency or package product Networking to its "
          + "dependencies [undeclared-import]",
      ])
  }

  func testExplainCitesTheTargetsDependenciesAndTheFixIt() throws {
    let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path("PackageDependencyRulesTests/Package"))
    let outcome = try Scaffold.lint(LintRequest(), fileSystem: fileSystem)
    let finding = try XCTUnwrap(outcome.result.diagnostics.first { $0.rule == .undeclaredImport })
    let text = Explainer(configuration: outcome.configuration, fileSystem: fileSystem)
      .explain(finding, fileSystem: fileSystem)
    XCTAssertTrue(text.contains("Package.swift:15:7: the dependencies of target 'Orders'"), text)
    XCTAssertTrue(text.contains(#"add .target(name: "Networking") to its dependencies"#), text)
  }

  func testManifestTargetsFoldersProductsAndDependenciesAreReadWithTheirPositions() {
    let text = """
      let package = Package(
        name: "Kit",
        products: [.library(name: "KitUI", targets: ["UI", "Theme"])],
        targets: [
          .target(name: "UI", dependencies: ["Theme", .byName(name: "Core"), .product(name: "Log", package: "log")]),
          .executableTarget(name: "tool", path: "Tools/tool"),
          .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
          .testTarget(name: "UITests", dependencies: [.target(name: "UI")], plugins: ["Lint"]),
        ]
      )
      """
    let manifest = PackageManifest(path: "Package.swift", folder: "/kit", bytes: Array(text.utf8))
    XCTAssertEqual(manifest.name, "Kit")
    XCTAssertEqual(manifest.products.map { "\($0.name)=\($0.targets)" }, [#"KitUI=["UI", "Theme"]"#])
    XCTAssertEqual(
      manifest.targets.map { "\($0.kind) \($0.name) \($0.folder) \($0.position)" },
      [
        "target UI /kit/Sources/UI 5:19", "executableTarget tool /kit/Tools/tool 6:29",
        "macro Macros /kit/Sources/Macros 7:18", "testTarget UITests /kit/Tests/UITests 8:23",
      ])
    XCTAssertEqual(
      manifest.targets[0].dependencies.map { "\($0.name)@\($0.position)" }, ["Theme@5:40", "Core@5:49", "Log@5:72"])
    XCTAssertEqual(manifest.targets[0].dependenciesPosition, SourcePosition(line: 5, column: 25))
    XCTAssertNil(manifest.targets[1].dependenciesPosition)
    XCTAssertEqual(manifest.targets[3].dependencies.map(\.name), ["UI"], "plugins are not dependencies")
  }

  func testATargetWhoseDependenciesAreComputedIsNotJudgedForItsImports() {
    let text = """
      let package = Package(targets: [
        .target(name: "App", dependencies: shared.map { .byName(name: $0) }),
        .target(name: "Kit", dependencies: ["Core", core]),
        .target(name: "Core", dependencies: []),
        .testTarget(name: "AppTests", dependencies: ["App"] + shared.map { .byName(name: $0) }),
      ])
      """
    let manifest = PackageManifest(path: "Package.swift", folder: "/p", bytes: Array(text.utf8))
    XCTAssertEqual(manifest.targets.map(\.readsEveryDependency), [false, false, true, false])
    XCTAssertEqual(manifest.targets[1].dependencies.map(\.name), ["Core"])
  }

  func testAFileBelongsToTheTargetWhoseFolderHoldsItMostClosely() {
    // A local package inside a target's folder, and a target whose folder is its package's.
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/p",
      files: [
        "Package.swift": #"Package(targets: [.target(name: "App"), .target(name: "Twin", path: "Sources/App")])"#,
        "Sources/App/Kit/Package.swift": #"Package(targets: [.target(name: "Kit", path: ".")])"#,
      ])
    let declared = DeclaredDependencies(
      manifests: ["/p/Package.swift", "/p/Sources/App/Kit/Package.swift"], membership: nil, systemModules: [],
      fileSystem: fileSystem)
    XCTAssertEqual(declared.targets.map(\.name), ["App", "Twin", "Kit"])
    let owners = [
      "Sources/App/Main.swift", "Sources/App/Screens/Home.swift", "Sources/App/Kit/Kit.swift",
      "Sources/App/Kit/Views/Row.swift", "Sources/AppKit/Other.swift", "Sources/Main.swift", "/elsewhere/A.swift",
    ].map { declared.owners(ofFileAt: $0, fileSystem: fileSystem).map { declared.targets[$0].name } }
    XCTAssertEqual(owners, [["App"], ["App"], ["Kit"], ["Kit"], [], [], []])
  }

  /// A macro target is its library's compiler plugin, and a test target may run the executable it depends on:
  /// neither is imported, and neither is unused.
  func testAMacroTargetAndTheExecutableATestRunsAreNotUnused() throws {
    // `legacy` is an executable the way tools before 5.4 declared one: a `.target` with a `main.swift`.
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/tools",
      files: [
        "Package.swift": """
        let package = Package(
          name: "Tools",
          targets: [
            .executableTarget(name: "convert", dependencies: ["Parsing"]),
            .target(name: "Parsing"),
            .macro(name: "ParsingMacros"),
            .target(name: "Models", dependencies: ["ParsingMacros", "Parsing"]),
            .testTarget(name: "convertTests", dependencies: ["convert", "Parsing"]),
            .target(name: "legacy"),
            .testTarget(name: "legacyTests", dependencies: ["legacy"]),
          ]
        )
        """,
        "Sources/legacy/main.swift": "print(1)\n",
        "Tests/legacyTests/LegacyTests.swift": "import XCTest\n",
        "Sources/convert/main.swift": "import Parsing\n",
        "Sources/Parsing/Parser.swift": "struct Parser {}\n",
        "Sources/ParsingMacros/Plugin.swift": "struct Plugin {}\n",
        "Sources/Models/Model.swift": "struct Model {}\n",
        "Tests/convertTests/ConvertTests.swift": "import XCTest\n",
      ])
    let outcome = try Scaffold.lint(LintRequest(), fileSystem: fileSystem)
    XCTAssertEqual(
      findings(outcome.result),
      [
        "Package.swift:7:61: warning: target 'Models' declares \"Parsing\" but none of its 1 file imports Parsing; "
          + "remove it [unused-dependency]",
        "Package.swift:8:65: warning: target 'convertTests' declares \"Parsing\" but none of its 1 file imports "
          + "Parsing; remove it [unused-dependency]",
      ])
  }

  func testAModuleATargetReExportsIsImportedThroughADependencyOnThatTarget() throws {
    let result = try lintFixture("PackageDependencyRulesTests/Reexports")
    XCTAssertEqual(
      findings(result),
      [
        // Orders reaches PromiseKit through Core, which re-exports PromiseWrapper, which re-exports PromiseKit.
        "Package.swift:14:42: warning: target 'Cart' declares \"PromiseWrapper\" but none of its 1 file imports "
          + "PromiseWrapper or what it re-exports (PromiseKit); remove it [unused-dependency]",
        // Plain imports PromiseKit without re-exporting it. The fix-it writes the product as the package's
        // other targets do.
        "Sources/Reports/Report.swift:2:8: error: 'PromiseKit' is imported but target 'Reports' does not declare "
          + #"it (Package.swift:16:30); add .product(name: "PromiseKit", package: "PromiseKit") to its "#
          + "dependencies [undeclared-import]",
      ])
  }

  func testWithAnXcodeProjectALocalPackagesReExportsCountThoughItsFilesAreNotLinted() throws {
    func lint(_ fixture: String) throws -> [String] {
      let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path("PackageDependencyRulesTests/\(fixture)"))
      return findings(try Scaffold.lint(LintRequest(xcodeProject: "Shop.xcodeproj"), fileSystem: fileSystem).result)
    }
    // XcodeApp's project, its app importing PromiseKit in place of Orders: the package product Orders, whose
    // target re-exports PromiseKit, declares the one and is used by it.
    XCTAssertEqual(try lint("XcodeReexports"), try lint("XcodeApp"))
    XCTAssertEqual(try lint("XcodeReexports").count, 3)
  }

  func testAWarmRunKnowsWhatTargetsReExportAsAColdRunDoes() throws {
    let root = temporaryPath("scaffold-reexports")
    try FileManager.default.copyItem(atPath: Fixtures.path("PackageDependencyRulesTests/Reexports"), toPath: root)
    let disk = DiskFileSystem(currentDirectory: root)
    let first = try lint(disk)
    // An edit that changes nothing the other files see: only this file is checked again, against the
    // re-exports the record keeps of the others.
    let loader = Paths.join(root, "Sources/Orders/OrderLoader.swift")
    try "import Core\nimport PromiseKit\n\nstruct OrderLoader {}\n// Loads orders.\n"
      .write(toFile: loader, atomically: false, encoding: .utf8)
    let edited = try lint(disk)
    XCTAssertEqual(edited.diagnostics, first.diagnostics)
    XCTAssertEqual(edited.diagnostics, try lint(disk, cached: false).diagnostics)
    // The wrapper no longer re-exports: Orders' and Core's imports of PromiseKit are undeclared now.
    try "import PromiseKit\n".write(
      toFile: Paths.join(root, "Sources/PromiseWrapper/Exports.swift"), atomically: false, encoding: .utf8)
    let unwrapped = try lint(disk)
    XCTAssertEqual(unwrapped.diagnostics, try lint(disk, cached: false).diagnostics)
    XCTAssertTrue(
      findings(unwrapped).contains {
        $0.hasPrefix("Sources/Orders/OrderLoader.swift:2:8: error: 'PromiseKit' is imported but target 'Orders'")
      }, "\(findings(unwrapped))")
  }

  func testAnSDKModuleNeedsNoDeclarationUnlessATargetOfTheProjectBuildsOneOfItsName() {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/p", files: ["Package.swift": #"Package(targets: [.target(name: "Messages")])"#])
    let declared = DeclaredDependencies(
      manifests: ["/p/Package.swift"], membership: nil, systemModules: ["Firebase"], fileSystem: fileSystem)
    let modules = ["GameController", "ClockKit", "NetworkExtension", "_Concurrency", "Firebase", "Messages", "Models"]
    XCTAssertEqual(modules.map(declared.isSystem), [true, true, true, true, true, false, false])
    XCTAssertTrue(
      DeclaredDependencies(manifests: [], membership: nil, systemModules: [], fileSystem: fileSystem)
        .isSystem("Messages"))
  }

  func testProductsOfTheProjectsPackagesStandForTheirTargetsModules() {
    let kit = PackageManifest(
      path: "Kit/Package.swift", folder: "/p/Kit",
      bytes: Array(#"Package(name: "Kit", products: [.library(name: "KitUI", targets: ["UI", "Theme"])])"#.utf8))
    let products = LocalProducts([kit])
    XCTAssertEqual(products.modules(of: "KitUI", package: "kit"), ["UI", "Theme"])
    XCTAssertEqual(products.modules(of: "KitUI", package: "other"), ["KitUI"])
    XCTAssertEqual(products.modules(of: "swift-log", package: "swift-log"), ["swift_log"])
    XCTAssertEqual(products.product(holding: "Theme")?.name, "KitUI")
  }

  func testAProductWhoseTargetsAreComputedStandsForEveryTargetOfItsPackageButTests() {
    let sdk = PackageManifest(
      path: "SDK/Package.swift", folder: "/p/SDK",
      bytes: Array(
        """
        let publicTargets = ["Core", "UI"]
        let package = Package(
          name: "SDK",
          products: [
            .library(name: "SDK", targets: publicTargets),
            .library(name: "SDKPlus", targets: ["Core"] + extra),
            .library(name: "SDKCore", targets: ["Core"]),
          ],
          targets: [.target(name: "Core"), .target(name: "UI"), .testTarget(name: "CoreTests")])
        """.utf8))
    XCTAssertEqual(sdk.products.map(\.readsEveryTarget), [false, false, true])
    let products = LocalProducts([sdk])
    XCTAssertEqual(products.modules(of: "SDK", package: "sdk"), ["Core", "UI"])
    XCTAssertEqual(products.modules(of: "SDKPlus", package: "sdk"), ["Core", "UI"])
    XCTAssertEqual(products.modules(of: "SDKCore", package: "sdk"), ["Core"])
    // A fix-it names the product known to hold the module.
    XCTAssertEqual(products.product(holding: "Core")?.name, "SDKCore")
    XCTAssertNil(products.product(holding: "UI"))
  }

  func testImportsUnderCanImportOfTheirModuleOrASwiftPackageTestAreOptional() {
    let source = """
      import Kept
      #if canImport(UIKit)
      import Other
      #elseif canImport(Optional)
      import Optional
      #else
      import Fallback
      #endif
      #if os(iOS) && canImport(Nested)
        #if DEBUG
        import struct Nested.Thing
        #endif
      #endif
      #if SWIFT_PACKAGE
      @testable import AppComposition
      #else
      @testable import Shop
      #endif
      #if DEBUG
      import Debugging
      #endif
      """
    // Marked by the indexer, whether or not it reads the file's references.
    for readsReferences in [true, false] {
      let index = SwiftIndexer.index(
        Array(source.utf8), path: "a.swift", lowercaseTypes: [], readsReferences: readsReferences)
      XCTAssertEqual(index.imports.filter(\.isOptional).map(\.position.line), [5, 11, 15, 17])
    }
  }

  func testAWarmRunReportsWhatAColdRunReportsAfterOnlyPackageSwiftChanged() throws {
    let root = temporaryPath("scaffold-packages")
    try FileManager.default.copyItem(atPath: Fixtures.path("PackageDependencyRulesTests/Package"), toPath: root)
    let disk = DiskFileSystem(currentDirectory: root)
    let first = try lint(disk)
    XCTAssertEqual(first.diagnostics, try lint(disk, cached: false).diagnostics)
    let manifest = Paths.join(root, "Package.swift")
    let text = try String(contentsOfFile: manifest, encoding: .utf8)
    // Same size: the stamp may not tell, the contents do.
    try text.replacingOccurrences(of: #""Models",\#n"#, with: #""Modelz",\#n"#)
      .write(toFile: manifest, atomically: false, encoding: .utf8)
    let warm = try lint(disk)
    XCTAssertEqual(warm.diagnostics, try lint(disk, cached: false).diagnostics)
    XCTAssertNotEqual(findings(warm), findings(first))
    XCTAssertEqual(try lint(disk).diagnostics, warm.diagnostics)
    try FileManager.default.removeItem(atPath: manifest)
    XCTAssertEqual(try lint(disk).diagnostics, try lint(disk, cached: false).diagnostics)
  }
}
