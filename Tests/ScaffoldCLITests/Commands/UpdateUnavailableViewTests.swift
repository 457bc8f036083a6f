import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// A combine module generated while each SwiftUI screen still carried its empty and failed states inline: its
/// manifest records no `OrderUnavailableView` and the list screen of `Tests/Fixtures/UpdateUnavailableViewTests/
/// OrderListView.swift`. `update` brings the view in as a new file of the module, keeps the team's edit of the
/// screen while its inline states become one-line calls, and `destroy` removes the view with the module.
final class UpdateUnavailableViewTests: XCTestCase {
  static let spec = """
    {
      "name": "Order",
      "models": [{ "name": "Order", "fields": [{ "name": "id", "type": "UUID" }, { "name": "title", "type": "String" }] }],
      "operations": [{ "name": "fetchOrders", "returns": "[Order]" }],
      "screens": [{ "name": "OrderList", "kind": "list", "model": "Order", "load": "fetchOrders" }]
    }
    """
  static let listView = "Modules/Order/View/OrderListView.swift"
  static let unavailableView = "Modules/Order/View/OrderUnavailableView.swift"
  static let manifest = ".scaffold/modules/Order.json"

  /// The module as that generation left it.
  private func moduleWithInlineStates() throws -> InMemoryFileSystem {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/order.json": Self.spec])
    let run = runCLI(["new-module", "--spec", "order.json", "--binding", "combine"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    let inline = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Tests/Fixtures/UpdateUnavailableViewTests/OrderListView.swift"),
      encoding: .utf8)
    var manifest = try XCTUnwrap(ModuleManifest.load(module: "Order", root: "/app", fileSystem: fs))
    manifest.files = manifest.files.compactMap { file in
      guard file.path != Self.unavailableView else { return nil }
      return file.path == Self.listView
        ? GeneratedFile(path: file.path, contents: inline, template: file.template) : file
    }
    manifest.templates["shared/swiftui/UnavailableView.swift.stencil"] = nil
    manifest.templates["shared/swiftui/Unavailable.stencil"] = "5b927eec68e42641"  // the inline partial's hash
    try fs.write(manifest.generatedFile.contents, to: "/app/" + Self.manifest)
    try fs.write(inline, to: "/app/" + Self.listView)
    try fs.remove("/app/" + Self.unavailableView)
    return fs
  }

  func testUpdateAddsTheViewAndTheScreenCallsItKeepingTheEdit() throws {
    let fs = try moduleWithInlineStates()
    let before = try fs.readText("/app/" + Self.listView)
    XCTAssertTrue(before.contains("if #available(iOS 17, *) {"), "the fixture inlines the states")
    try fs.write(
      before.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n  import DesignSystem\n"),
      to: "/app/" + Self.listView)

    let stale = runCLI(["check"], fileSystem: fs)
    XCTAssertEqual(stale.code, .refused, stale.stdout)
    XCTAssertTrue(stale.stdout.contains("template shared/swiftui/Unavailable.stencil changed"), stale.stdout)
    XCTAssertTrue(stale.stdout.contains("  create    \(Self.unavailableView)\n"), stale.stdout)

    let run = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stdout.contains("create    \(Self.unavailableView)"), run.stdout)
    XCTAssertTrue(run.stdout.contains("merge     \(Self.listView)"), run.stdout)
    XCTAssertTrue(try fs.readText("/app/" + Self.unavailableView).contains("struct OrderUnavailableView: View {"))
    let screen = try fs.readText("/app/" + Self.listView)
    XCTAssertTrue(screen.contains("  import DesignSystem\n"), "the team's edit stays")
    XCTAssertTrue(
      screen.contains(#"        OrderUnavailableView(title: OrderStrings.empty, systemImage: "tray")"# + "\n"), screen)
    XCTAssertTrue(
      screen.contains("        OrderUnavailableView.loadFailed(message) { await viewModel.load() }\n"), screen)
    XCTAssertFalse(screen.contains("#available"), screen)
    let recorded = try XCTUnwrap(ModuleManifest.load(module: "Order", root: "/app", fileSystem: fs))
    XCTAssertNotNil(recorded.file(Self.unavailableView), "the manifest records the new file")
    XCTAssertEqual(runCLI(["check"], fileSystem: fs).code, .success)

    let destroy = runCLI(["destroy", "Order"], fileSystem: fs)
    XCTAssertEqual(destroy.code, .success, destroy.stderr)
    XCTAssertTrue(destroy.stdout.contains("remove    \(Self.unavailableView)"), destroy.stdout)
    XCTAssertFalse(fs.exists("/app/" + Self.unavailableView))
    XCTAssertTrue(fs.exists("/app/" + Self.listView), "the edited screen is kept")
  }
}
