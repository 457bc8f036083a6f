import XCTest

@testable import ScaffoldKit

/// Rules over small in-memory projects; each finding is checked as `rule path:line:col`.
final class LintRuleTests: XCTestCase {
  private func lint(_ files: [String: String], config: String? = nil) throws -> [String] {
    try diagnostics(files, config: config).map { "\($0.rule) \($0.location)" }
  }

  private func diagnostics(_ files: [String: String], config: String? = nil) throws -> [Diagnostic] {
    var all = files
    if let config { all["scaffold.json"] = config }
    let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: all.mapKeys { "/app/" + $0 })
    let configuration = try ConfigurationLoader.load(fileSystem: fileSystem)
    return try Linter(configuration: configuration, fileSystem: fileSystem).run()
      .diagnostics
  }

  func testFrameworkTypesAndLocalTypesAreNotLayerReferences() throws {
    XCTAssertEqual(
      try lint([
        "Modules/Order/ViewModel/OrderViewModel.swift": """
        import Foundation
        struct OrderRepository {}
        final class OrderViewModel: ObservableObject {
          let date = Date()
          let repository = OrderRepository()
        }
        """,
        "Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
        "Modules/Order/View/OrderView.swift": "struct OrderView { let url: URL }\n",
      ]), [])
  }

  func testNestedTypesAreNotReferencedByTheirBareName() throws {
    XCTAssertEqual(
      try lint([
        "Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {\n  struct Configuration {}\n}\n",
        "Modules/Order/View/OrderButtonStyle.swift": """
        struct OrderButtonStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        """,
      ]), [])
  }

  func testConservativeResolutionPrefersAnAllowedDeclaration() throws {
    let files = [
      "Modules/Order/View/OrderView.swift": "struct OrderView { let state: State }\n",
      "Modules/Order/ViewModel/State.swift": "enum State {}\n",
      "Modules/Cart/Repository/State.swift": "enum State {}\n",
    ]
    XCTAssertEqual(try lint(files), [], "one declaration is allowed, so the reference is fine")
    var onlyDisallowed = files
    onlyDisallowed["Modules/Order/ViewModel/State.swift"] = nil
    onlyDisallowed["Modules/Order/Repository/State.swift"] = "enum State {}\n"
    let found = try diagnostics(onlyDisallowed)
    XCTAssertEqual(
      found.map { "\($0.rule) \($0.location)" }, ["layer-dependency Modules/Order/View/OrderView.swift:1:31"])
    XCTAssertEqual(found.first?.target?.feature, "Order", "the referencing file's own feature is preferred")
  }

  func testStructuredFieldsAndMessage() throws {
    let found = try diagnostics([
      "Modules/Order/View/OrderListView.swift":
        "import SwiftUI\n\nstruct OrderListView {\n  let r: OrderRepository\n}\n",
      "Modules/Order/Repository/OrderRepository.swift": "import Foundation\n\nprotocol OrderRepository {}\n",
    ])
    XCTAssertEqual(found.count, 1)
    let diagnostic = try XCTUnwrap(found.first)
    XCTAssertEqual(
      diagnostic.description,
      "Modules/Order/View/OrderListView.swift:4:10: error: View 'OrderListView' references 'OrderRepository' "
        + "declared in layer Repository (Modules/Order/Repository/OrderRepository.swift); View may depend on "
        + "ViewModel, Router, Model, Core [layer-dependency]")
    XCTAssertEqual(diagnostic.source, Diagnostic.Endpoint(symbol: "OrderListView", layer: "View", feature: "Order"))
    XCTAssertEqual(
      diagnostic.target,
      Diagnostic.Endpoint(
        symbol: "OrderRepository", layer: "Repository", feature: "Order",
        location: SourceLocation(path: "Modules/Order/Repository/OrderRepository.swift", line: 3, column: 10)))
  }

  func testNamesInTextAreIgnoredButInterpolationsAreCode() throws {
    XCTAssertEqual(
      try lint([
        "Modules/Order/View/V.swift": #"""
        struct V {
          // OrderRepository
          let a = "OrderRepository"
          let b = """
            OrderRepository
            """
          let c = #"OrderRepository \(x)"#
          let d = "\(OrderRepository.self)"
        }
        """#,
        "Modules/Order/Repository/R.swift": "struct OrderRepository {}\n",
      ]),
      ["layer-dependency Modules/Order/View/V.swift:8:14"])
  }

  func testOneFindingPerNamePerLine() throws {
    XCTAssertEqual(
      try lint([
        "Modules/Order/View/V.swift":
          "struct V {\n  let r: OrderRepository = OrderRepository()\n  let s: OrderRepository\n}\n",
        "Modules/Order/Repository/R.swift": "struct OrderRepository {}\n",
      ]),
      ["layer-dependency Modules/Order/View/V.swift:2:10", "layer-dependency Modules/Order/View/V.swift:3:10"])
  }

  func testAModuleQualifiedNameMeansTheModulesType() throws {
    var files = [
      "Modules/Order/View/OrderView.swift": """
      import OrderKit
      struct OrderView {
        let repository: OrderKit.OrderRepository
        let formatter: OrderKit.DateFormatter
      }
      """,
      "Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
    ]
    let found = try diagnostics(files)
    XCTAssertEqual(
      found.map { "\($0.rule) \($0.location)" }, ["layer-dependency Modules/Order/View/OrderView.swift:3:19"])
    XCTAssertTrue(found[0].message.contains("references 'OrderRepository'"), found[0].message)
    // Not a module the project imports: `OrderKit.OrderRepository` then names a member of a type `OrderKit`.
    files["Modules/Order/View/OrderView.swift"] = "struct OrderView { let repository: OrderKit.OrderRepository }\n"
    XCTAssertEqual(try lint(files), [])
    // A type the file declares under the module's name shadows the module.
    files["Modules/Order/View/OrderView.swift"] =
      "import OrderKit\nenum OrderKit {}\nstruct OrderView { let repository: OrderKit.OrderRepository }\n"
    XCTAssertEqual(try lint(files), [])
  }

  func testCrossFeatureThroughTheRouterOnly() throws {
    let files = [
      "Modules/Order/Router/OrderRouter.swift": "struct OrderRouter { let cart: CartRouter }\n",
      "Modules/Order/ViewModel/OrderViewModel.swift": "struct OrderViewModel { let item: CartItem }\n",
      "Modules/Cart/Router/CartRouter.swift": "struct CartRouter {}\n",
      "Modules/Cart/Model/CartItem.swift": "struct CartItem {}\n",
    ]
    XCTAssertEqual(try lint(files), ["feature-isolation Modules/Order/ViewModel/OrderViewModel.swift:1:35"])
    XCTAssertEqual(try lint(files, config: #"{"rules": {"feature-isolation": "off"}}"#), [])
    XCTAssertEqual(
      try lint(files, config: #"{"crossFeature": {"allow": {"replace": []}}}"#),
      [
        "feature-isolation Modules/Order/Router/OrderRouter.swift:1:32",
        "feature-isolation Modules/Order/ViewModel/OrderViewModel.swift:1:35",
      ])
  }

  /// A package target of shared views that a `{feature}` pattern captures (`Sources/{feature}/View/**`) is a
  /// library once `crossFeature.shared` names it: every feature may name its types, while it still may not name
  /// theirs.
  func testASharedFeatureIsOpenToEveryFeature() throws {
    let files = [
      "Modules/Cart/View/CartView.swift": "import DesignSystem\nfinal class CartView { let button: PrimaryButton }\n",
      "Modules/Order/Model/Order.swift": "struct Order {}\n",
      "Packages/DesignSystem/Sources/DesignSystem/View/PrimaryButton.swift": "public final class PrimaryButton {}\n",
      "Packages/DesignSystem/Sources/DesignSystem/View/OrderBadge.swift": "final class OrderBadge { let o: Order }\n",
    ]
    XCTAssertEqual(
      try lint(files),
      [
        "feature-isolation Modules/Cart/View/CartView.swift:2:36",
        "feature-isolation Packages/DesignSystem/Sources/DesignSystem/View/OrderBadge.swift:1:33",
      ])
    XCTAssertEqual(
      try lint(files, config: #"{"crossFeature": {"shared": ["DesignSystem"]}}"#),
      ["feature-isolation Packages/DesignSystem/Sources/DesignSystem/View/OrderBadge.swift:1:33"])
  }

  func testCompositionRootsAndTests() throws {
    let files = [
      "App/AppContainer.swift": "final class AppContainer { let r: OrderRepository; let v: OrderView }\n",
      "Modules/Order/Router/Wiring.swift": "final class AppCoordinator { let r: OrderRepository; let c: CartItem }\n",
      "Tests/OrderTests/T.swift": "final class T { let v: OrderView; let c: CartItem }\nstruct FakeCart {}\n",
      "Modules/Order/View/OrderView.swift": "struct OrderView { let fake: FakeCart }\n",
      "Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
      "Modules/Cart/Model/CartItem.swift": "struct CartItem {}\n",
    ]
    // The App folder and tests see everything; a composition root inside a feature still may not name
    // another feature's Model; test types are invisible to production code.
    XCTAssertEqual(try lint(files), ["feature-isolation Modules/Order/Router/Wiring.swift:1:61"])
  }

  func testCoreNeverReferencesAFeature() throws {
    XCTAssertEqual(
      try lint([
        "Core/Logger.swift": "struct Logger { let o: Order }\n",
        "Modules/Order/Model/Order.swift": "struct Order { let l: Logger }\n",
      ]),
      ["layer-dependency Core/Logger.swift:1:24"])
  }

  func testForbiddenImportsPerPreset() throws {
    XCTAssertEqual(
      try lint([
        "Modules/Order/Model/Order.swift": "import SwiftUI\nstruct Order {}\n",
        "Modules/Order/View/OrderView.swift": "import SwiftUI\nimport UIKit\n",
        "App/AppDelegate.swift": "import UIKit\n",
      ]),
      ["forbidden-import Modules/Order/Model/Order.swift:1:8"])
    XCTAssertEqual(
      try lint(
        [
          "Domain/Entities/Order.swift": "import Foundation\nimport Combine\nstruct Order {}\n",
          "Data/OrderDTO.swift": "import Foundation\nstruct OrderDTO { let o: Order }\n",
          "Presentation/OrderViewModel.swift": "import Combine\nstruct OrderViewModel { let d: OrderDTO }\n",
        ], config: #"{"preset": "clean"}"#),
      [
        "forbidden-import Domain/Entities/Order.swift:2:8",
        "layer-dependency Presentation/OrderViewModel.swift:2:32",
      ])
  }

  func testFeaturesPresetLayersBySuffix() throws {
    XCTAssertEqual(
      try lint(
        [
          "App/Features/Home/HomeVC.swift":
            "import UIKit\nfinal class HomeVC { let vm: HomeViewModel; let s: HomeService }\n",
          "App/Features/Home/HomeViewModel.swift":
            "import UIKit\nfinal class HomeViewModel { let s: HomeService; let c: Palette }\n",
          "App/Features/Home/HomeService.swift": "final class HomeService {}\n",
          "App/DesignSystem/Colors/Palette.swift": "enum Palette {}\n",
        ], config: #"{"preset": "features"}"#),
      [
        "layer-dependency App/Features/Home/HomeVC.swift:2:52",
        "forbidden-import App/Features/Home/HomeViewModel.swift:1:8",
        "layer-dependency App/Features/Home/HomeViewModel.swift:2:56",
      ])
  }

  func testUnassignedFileWhenEnabled() throws {
    let files = ["Scripts/Tool.swift": "struct Tool {}\n", "Modules/Order/Model/Order.swift": "struct Order {}\n"]
    XCTAssertEqual(try lint(files), [])
    let found = try diagnostics(files, config: #"{"rules": {"unassigned-file": "warning"}}"#)
    XCTAssertEqual(
      found.map { "\($0.rule) \($0.severity) \($0.location)" }, ["unassigned-file warning Scripts/Tool.swift:1:1"])
  }

  func testSeverityOverride() throws {
    let found = try diagnostics(
      ["Modules/Order/ViewModel/VM.swift": "import UIKit\n"], config: #"{"rules": {"forbidden-import": "warning"}}"#)
    XCTAssertEqual(found.map(\.severity), [.warning])
    XCTAssertFalse(LintResult(diagnostics: found, fileCount: 1).hasViolations(strict: false))
    XCTAssertTrue(LintResult(diagnostics: found, fileCount: 1).hasViolations(strict: true))
  }

  func testSummaryGivesTheTimeToTheHundredthOfASecond() {
    let summaries = [0, 0.004, 0.005, 0.0449, 0.1, 1.999, 12.3456].map {
      LintResult(diagnostics: [], fileCount: 2, layeredFileCount: 1, seconds: $0).summary
    }
    XCTAssertEqual(
      summaries.map { $0.split(separator: " ")[4] },
      ["0.00s:", "0.00s:", "0.01s:", "0.04s:", "0.10s:", "2.00s:", "12.35s:"])
    XCTAssertEqual(summaries[0], "Linted 2 files in 0.00s: 0 errors, 0 warnings; 1/2 files in a layer")
  }
}

extension Dictionary {
  func mapKeys<T: Hashable>(_ transform: (Key) -> T) -> [T: Value] {
    [T: Value](uniqueKeysWithValues: map { (transform($0.key), $0.value) })
  }
}
