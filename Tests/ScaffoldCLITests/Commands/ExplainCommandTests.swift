import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// A generated Order module with a View that names its Repository, and a ViewModel importing UIKit.
func appWithTwoViolations(config: String? = nil) throws -> InMemoryFileSystem {
  let app = InMemoryFileSystem(currentDirectory: "/app")
  XCTAssertEqual(runCLI(["init"], fileSystem: app).code, .success)
  XCTAssertEqual(runCLI(["new-module", "Order"], fileSystem: app).code, .success)
  if let config { try app.write(config, to: "/app/scaffold.json") }
  let view = "/app/Modules/Order/View/OrderListView.swift"
  try app.write(app.readText(view) + "\nstruct OrderBadge {\n  let source: OrderRepository\n}\n", to: view)
  let viewModel = "/app/Modules/Order/ViewModel/OrderListViewModel.swift"
  try app.write("import UIKit\n" + app.readText(viewModel), to: viewModel)
  return app
}

/// `scaffold lint --explain` and `scaffold explain <path:line:col>`.
final class ExplainCommandTests: XCTestCase {
  func testLintExplainNamesTokenDeclarationConfigAndAlternative() throws {
    let app = try appWithTwoViolations()
    let run = runCLI(["lint", "--explain", "--quiet"], fileSystem: app)
    XCTAssertEqual(run.code, .refused)
    let blocks = run.stdout.components(separatedBy: "\n\n")
    XCTAssertEqual(blocks.count, 2, run.stdout)
    let view = try XCTUnwrap(blocks.first { $0.contains("[layer-dependency]") })
    XCTAssertTrue(view.contains("|   let source: OrderRepository\n"), view)
    XCTAssertTrue(view.contains("|               ^~~~~~~~~~~~~~~\n"), view)
    XCTAssertTrue(view.contains("  token:     OrderRepository\n"), view)
    XCTAssertTrue(view.contains("  in:        'OrderBadge', layer View, feature Order\n"), view)
    XCTAssertTrue(
      view.contains(
        "  refers to: 'OrderRepository', layer Repository, feature Order, declared at "
          + "Modules/Order/Repository/OrderRepository.swift:"), view)
    XCTAssertTrue(
      view.contains("  config:    preset mvvm: View may depend on ViewModel, Router, Model, Core, not Repository\n"),
      view)
    XCTAssertTrue(
      view.contains("  instead:   ask the ViewModel; View may depend on ViewModel, Router, Model, Core"), view)
    let viewModel = try XCTUnwrap(blocks.first { $0.contains("[forbidden-import]") })
    XCTAssertTrue(viewModel.contains("  instead: move the code that needs UIKit to View"), viewModel)
  }

  func testExplainCitesTheScaffoldJSONLine() throws {
    let app = try appWithTwoViolations(
      config: """
        {
          "preset": "mvvm",
          "layers": {
            "View": { "mayDependOn": {"replace": ["ViewModel", "Model"]} }
          }
        }
        """)
    let run = runCLI(["lint", "--explain", "--quiet"], fileSystem: app)
    XCTAssertTrue(
      run.stdout.contains(
        "  config:    scaffold.json:4:30: layers.View.mayDependOn: View may depend on ViewModel, Model, "
          + "not Repository\n"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains("  instead:   ask the ViewModel; View may depend on ViewModel, Model\n"), run.stdout)
  }

  func testExplainOneLocation() throws {
    let app = try appWithTwoViolations()
    let lint = runCLI(["lint", "--quiet"], fileSystem: app)
    let line = try XCTUnwrap(lint.stdout.split(separator: "\n").first { $0.contains("[layer-dependency]") })
    let location = String(line.prefix { $0 != " " }.dropLast())  // path:line:col
    let run = runCLI(["explain", location], fileSystem: app)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix(String(line)), run.stdout)
    XCTAssertTrue(run.stdout.contains("instead:"))

    // Inside the token works too; the whole line without a column explains everything on it.
    var parts = location.split(separator: ":").map(String.init)
    parts[2] = String(Int(parts[2])! + 5)
    XCTAssertEqual(runCLI(["explain", parts.joined(separator: ":")], fileSystem: app).code, .success)
    XCTAssertEqual(runCLI(["explain", parts.dropLast().joined(separator: ":")], fileSystem: app).code, .success)

    parts[2] = "1"
    let none = runCLI(["explain", parts.joined(separator: ":")], fileSystem: app)
    XCTAssertEqual(none.code, .refused)
    XCTAssertTrue(none.stderr.contains("no finding here; on this line: column"), none.stderr)

    XCTAssertEqual(runCLI(["explain", "Modules"], fileSystem: app).code, .invalidInput)
    XCTAssertEqual(runCLI(["explain", "Missing.swift:3"], fileSystem: app).code, .invalidInput)
  }

  func testExplainOneLocationExplainsOnlyThatFilesFindings() throws {
    let package = InMemoryFileSystem(
      currentDirectory: "/kit",
      files: [
        "Package.swift": """
        let package = Package(
          name: "Kit",
          targets: [
            .target(name: "Orders", dependencies: ["Models"]),
            .target(name: "Models"),
          ]
        )
        """,
        "Sources/Orders/OrderService.swift": "struct OrderService {}\n\n\n// line 4\n",
        "Sources/Models/Order.swift": "struct Order {}\n",
      ])
    let lint = runCLI(["lint", "--quiet", "--no-cache"], fileSystem: package)
    XCTAssertTrue(lint.stdout.hasPrefix("Package.swift:4:44: warning: target 'Orders' declares"), lint.stdout)
    // The run over one Swift file reports that whole-project finding too: it is not this file's.
    let other = runCLI(["explain", "Sources/Orders/OrderService.swift:4"], fileSystem: package)
    XCTAssertEqual(other.code, .refused, other.stdout)
    XCTAssertEqual(other.stderr, "Sources/Orders/OrderService.swift:4: no finding here\n")
    let manifest = runCLI(["explain", "./Package.swift:4:44"], fileSystem: package)
    XCTAssertEqual(manifest.code, .success, manifest.stderr)
    XCTAssertTrue(manifest.stdout.hasPrefix("Package.swift:4:44: warning: "), manifest.stdout)
  }

  /// The column counts UTF-8 bytes; the underline sits under the token as a terminal shows the line (an emoji
  /// takes two columns), and a file with bytes that are no UTF-8 still shows its line.
  func testTheUnderlineSitsUnderTheTokenAfterWideCharactersAndInAFileThatIsNotUTF8() throws {
    let app = try appWithTwoViolations()
    let view = "/app/Modules/Order/View/OrderBadgeView.swift"
    try app.write("struct OrderBadgeView {\n  let label = \"😀é\"; let source: OrderRepository\n}\n", to: view)
    let run = runCLI(["explain", "Modules/Order/View/OrderBadgeView.swift:2"], fileSystem: app)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stdout.contains("Modules/Order/View/OrderBadgeView.swift:2:37: error:"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains(
        "\n   | " + String(repeating: " ", count: 33) + "^" + String(repeating: "~", count: 14) + "\n"),
      run.stdout)

    try app.write(
      Array("struct OrderBadgeView {\n  // caf".utf8) + [0xE9] + Array("\n  let source: OrderRepository\n}\n".utf8),
      to: view)
    let invalid = runCLI(["explain", "Modules/Order/View/OrderBadgeView.swift:3"], fileSystem: app)
    XCTAssertEqual(invalid.code, .success, invalid.stderr)
    XCTAssertTrue(invalid.stdout.contains(" 3 |   let source: OrderRepository\n"), invalid.stdout)
    XCTAssertTrue(invalid.stdout.contains("  token:     OrderRepository\n"), invalid.stdout)
  }

  func testExplainAndAStdoutReporterConflict() throws {
    let run = runCLI(["lint", "--explain", "--reporter", "json"], fileSystem: InMemoryFileSystem())
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.contains("--explain prints on stdout"), run.stderr)
  }
}

/// `scaffold rules` and `scaffold rules <id>` from the rule metadata.
final class RulesCommandTests: XCTestCase {
  func testListsEveryRuleWithSeverityAndSummary() {
    let run = runCLI(["rules"])
    XCTAssertEqual(run.code, .success)
    let lines = run.stdout.split(separator: "\n")
    XCTAssertEqual(lines.count, RuleID.allCases.count)
    for (line, rule) in zip(lines, RuleID.allCases) {
      XCTAssertTrue(line.hasPrefix(rule.rawValue + " "), String(line))
      XCTAssertTrue(line.contains(" \(rule.metadata.defaultSeverity.rawValue) "), String(line))
      XCTAssertTrue(line.hasSuffix(rule.metadata.summary), String(line))
    }
  }

  func testOneRuleInFull() {
    let run = runCLI(["rules", "layer-dependency"])
    XCTAssertEqual(run.code, .success)
    XCTAssertTrue(run.stdout.hasPrefix("layer-dependency (default: error)\n"))
    XCTAssertTrue(run.stdout.contains("Example:\n    // Modules/Order/View/OrderView.swift (layer View)\n"), run.stdout)
    let unknown = runCLI(["rules", "layer-dependancy"])
    XCTAssertEqual(unknown.code, .invalidInput)
    XCTAssertTrue(unknown.stderr.contains("did you mean 'layer-dependency'?"), unknown.stderr)
  }
}
