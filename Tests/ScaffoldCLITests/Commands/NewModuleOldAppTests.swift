import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI
@testable import ScaffoldKit

/// An app `new-app` made before module targets carried the `Feature` suffix (fixture `Shop`: its `Package.swift`
/// names each module's target after the module, its root imports `Home`, its scheme tests `HomeTests`).
final class NewModuleOldAppTests: XCTestCase {
  private let registered = [
    "Package.swift", "App/AppContainer.swift", "Tests/AppCompositionTests/AppRootTests.swift",
    "Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme",
  ].map { "/work/Shop/" + $0 }

  /// A new module follows the naming the app's modules have: `import Order`, not `import OrderFeature`, which
  /// would name a target the app's `Package.swift` does not have.
  func testNewModuleFollowsTheAppsTargetNames() throws {
    let app = try fixtureTree("NewModuleOldAppTests/Shop", at: "/work/Shop")
    let run = runCLI(["new-module", "--spec", "order.json"], fileSystem: try withOrderSpec(app))
    XCTAssertEqual(run.code, .success, run.stderr)
    let container = try app.readText("/work/Shop/App/AppContainer.swift")
    XCTAssertTrue(container.contains("import Home\nimport Order\n// scaffold:end imports"), container)
    XCTAssertFalse(container.contains("Feature"), container)
    let scheme = try app.readText("/work/Shop/Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme")
    XCTAssertTrue(scheme.contains("BlueprintName = \"OrderTests\""), scheme)
    XCTAssertFalse(scheme.contains("OrderFeatureTests"), scheme)
    let tests = app.snapshot.keys.filter { $0.hasPrefix("/work/Shop/Tests/OrderTests/") && $0.hasSuffix(".swift") }
    XCTAssertFalse(tests.isEmpty)
    for path in tests {
      let text = try app.readText(path)
      XCTAssertFalse(text.contains("import OrderFeature"), path)
      XCTAssertTrue(text.contains("@testable import Order\n"), path)
    }
  }

  /// `update` renders the module with the same naming, and `destroy` takes out the lines `new-module` added.
  func testUpdateAndDestroyKeepTheAppsNaming() throws {
    let app = try withOrderSpec(try fixtureTree("NewModuleOldAppTests/Shop", at: "/work/Shop"))
    let before = try registered.map { try app.readText($0) }
    XCTAssertEqual(runCLI(["new-module", "--spec", "order.json"], fileSystem: app).code, .success)
    let added = app.snapshot
    let update = runCLI(["update", "Order"], fileSystem: app)
    XCTAssertEqual(update.code, .success, update.stderr)
    XCTAssertEqual(app.snapshot, added, update.stdout)
    let destroyed = runCLI(["destroy", "Order"], fileSystem: app)
    XCTAssertEqual(destroyed.code, .success, destroyed.stderr)
    for (path, text) in zip(registered, before) { XCTAssertEqual(try app.readText(path), text, path) }
  }

  /// The suffix is read from the manifest: `new-app`'s own, an older one's, and one `scaffold` does not know.
  func testTheSuffixComesFromTheAppsManifest() throws {
    let old = try fixtureTree("NewModuleOldAppTests/Shop", at: "/work/Shop").readText("/work/Shop/Package.swift")
    XCTAssertEqual(AppModule.moduleProductSuffix(packageText: old), "")
    let current = "func featureTarget(_ module: String) -> String { module + \"Module\" }\n"
    XCTAssertEqual(AppModule.moduleProductSuffix(packageText: current), "Module")
    XCTAssertEqual(AppModule.moduleProductSuffix(packageText: "let modules: [String] = []\n"), "Feature")
  }

  private func withOrderSpec(_ app: InMemoryFileSystem) throws -> InMemoryFileSystem {
    let spec = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/examples/order.json"), encoding: .utf8)
    try app.write(Array(spec.utf8), to: "/work/Shop/order.json")
    return app
  }
}
