import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// The adoption story on a generated app: 20 recorded violations survive unrelated edits, a new one is
/// reported alone, fixed ones become stale entries, and pruning removes exactly those.
final class BaselineAdoptionTests: XCTestCase {
  private let modules = ["Order", "Cart", "Profile", "Search"]

  /// Five violations per module, four entries (the detail view names the repository twice).
  private func injectViolations(into app: InMemoryFileSystem) throws {
    for module in modules {
      try append(
        "\nextension \(module)ListView {\n  func peek(_ repository: \(module)Repository) {}\n}\n",
        to: "Modules/\(module)/View/\(module)ListView.swift", in: app)
      try append(
        "\nextension \(module)DetailView {\n  func first(_ repository: \(module)Repository) {}\n"
          + "  func second(_ repository: \(module)Repository) {}\n}\n",
        to: "Modules/\(module)/View/\(module)DetailView.swift", in: app)
      try append(
        "\nextension \(module) {\n  func reload(with repository: \(module)Repository) {}\n}\n",
        to: "Modules/\(module)/Model/\(module).swift", in: app)
      let viewModel = "/app/Modules/\(module)/ViewModel/\(module)ListViewModel.swift"
      try app.write("import UIKit\n" + app.readText(viewModel), to: viewModel)
    }
  }

  private func append(_ text: String, to path: String, in app: InMemoryFileSystem) throws {
    let absolute = Paths.join("/app", path)
    try app.write(app.readText(absolute) + text, to: absolute)
  }

  private func swiftFiles(in app: InMemoryFileSystem, under directory: String = "/app") throws -> [String] {
    var found: [String] = []
    for entry in try app.entries(ofDirectory: directory) {
      let path = Paths.join(directory, entry.name)
      if entry.kind == .directory { found += try swiftFiles(in: app, under: path) }
      if entry.name.hasSuffix(".swift") { found.append(path) }
    }
    return found
  }

  private func lint(_ arguments: [String], _ app: InMemoryFileSystem) -> (CLIRun, [String]) {
    let run = runCLI(["lint", "--quiet"] + arguments, fileSystem: app)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    return (run, lines)
  }

  func testBaselineSurvivesUnrelatedEditsAndReportsNewAndStale() throws {
    let app = InMemoryFileSystem(currentDirectory: "/app")
    XCTAssertEqual(runCLI(["init"], fileSystem: app).code, .success)
    for module in modules { XCTAssertEqual(runCLI(["new-module", module], fileSystem: app).code, .success) }
    XCTAssertEqual(lint([], app).1, [], "the generated app starts clean")
    try injectViolations(into: app)

    let (before, found) = lint([], app)
    XCTAssertEqual(before.code, .refused)
    XCTAssertEqual(found.count, 20, found.joined(separator: "\n"))
    XCTAssertEqual(lint(["--write-baseline", "baseline.json"], app).0.code, .success)
    let recorded = try Baseline.parse(app.readData("/app/baseline.json"), displayPath: "baseline.json")
    XCTAssertEqual(recorded.entries.count, 16)
    XCTAssertEqual(recorded.entries.map(\.count).reduce(0, +), 20)
    XCTAssertFalse(try app.readText("/app/baseline.json").contains("line"), "no line numbers in a baseline")

    // Unrelated edits: 30 blank lines and a function at the top of every file.
    for (number, path) in try swiftFiles(in: app).enumerated() {
      let text = String(repeating: "\n", count: 30) + "func unrelatedHelper\(number)() -> Int { \(number) }\n"
      try app.write(text + app.readText(path), to: path)
    }
    let (shifted, shiftedLines) = lint(["--baseline", "baseline.json"], app)
    XCTAssertEqual(shiftedLines, [])
    XCTAssertEqual(shifted.code, .success)
    XCTAssertEqual(lint([], app).1.count, 20, "the violations are still there, only baselined")

    // One new violation is reported alone.
    try append(
      "\nstruct CartBadge {\n  let source: CartRepository\n}\n", to: "Modules/Cart/View/CartListView.swift", in: app)
    let (added, addedLines) = lint(["--baseline", "baseline.json"], app)
    XCTAssertEqual(added.code, .refused)
    XCTAssertEqual(addedLines.count, 1, addedLines.joined(separator: "\n"))
    XCTAssertTrue(addedLines.first?.hasPrefix("Modules/Cart/View/CartListView.swift:") ?? false)
    XCTAssertTrue(addedLines.first?.contains("'CartBadge' references 'CartRepository'") ?? false)

    // Fixing two old ones leaves two stale entries.
    let viewModel = "/app/Modules/Order/ViewModel/OrderListViewModel.swift"
    try app.write(app.readText(viewModel).replacingOccurrences(of: "import UIKit\n", with: ""), to: viewModel)
    let profileModel = "/app/Modules/Profile/Model/Profile.swift"
    try app.write(
      app.readText(profileModel).replacingOccurrences(
        of: "func reload(with repository: ProfileRepository) {}", with: "func reload() {}"),
      to: profileModel)
    let (fixed, fixedLines) = lint(["--baseline", "baseline.json"], app)
    let stale = fixedLines.filter { $0.hasSuffix("[stale-baseline]") }
    XCTAssertEqual(stale.count, 2, fixedLines.joined(separator: "\n"))
    XCTAssertTrue(stale.allSatisfy { $0.hasPrefix("baseline.json:") && $0.contains(": warning: ") })
    XCTAssertTrue(
      stale.contains { $0.contains("forbidden-import in Modules/Order/ViewModel/OrderListViewModel.swift") })
    XCTAssertTrue(
      stale.contains {
        $0.contains("layer-dependency in Modules/Profile/Model/Profile.swift, Profile -> ProfileRepository")
      })
    XCTAssertEqual(fixedLines.count, 3)
    XCTAssertEqual(fixed.code, .refused)

    // Pruning drops exactly the two stale entries and adds nothing.
    let pruned = runCLI(["lint", "--baseline", "baseline.json", "--prune-baseline"], fileSystem: app)
    XCTAssertTrue(pruned.stderr.contains("removed 2 entries"), pruned.stderr)
    let after = try Baseline.parse(app.readData("/app/baseline.json"), displayPath: "baseline.json")
    XCTAssertEqual(after.entries.count, 14)
    XCTAssertEqual(Set(recorded.entries.map(\.key)).subtracting(after.entries.map(\.key)).count, 2)
    XCTAssertTrue(Set(after.entries.map(\.key)).isSubset(of: recorded.entries.map(\.key)))
    let (_, prunedLines) = lint(["--baseline", "baseline.json"], app)
    XCTAssertEqual(prunedLines.count, 1, prunedLines.joined(separator: "\n"))
    XCTAssertFalse(prunedLines.contains { $0.contains("stale-baseline") })
  }

  func testStaleEntriesFailOnlyWithStrict() throws {
    let app = InMemoryFileSystem(currentDirectory: "/app")
    XCTAssertEqual(runCLI(["init"], fileSystem: app).code, .success)
    XCTAssertEqual(runCLI(["new-module", "Order"], fileSystem: app).code, .success)
    try app.write(
      """
      {"version": 1, "entries": [
        {"path": "Modules/Order/View/OrderListView.swift", "rule": "layer-dependency",
         "source": "OrderListView", "target": "OrderRepository", "count": 1}
      ]}
      """, to: "/app/baseline.json")
    let lenient = lint(["--baseline", "baseline.json"], app)
    XCTAssertEqual(lenient.0.code, .success)
    XCTAssertEqual(lenient.1.count, 1)
    XCTAssertTrue(lenient.1.first?.hasPrefix("baseline.json:2:3: warning: baseline entry no longer matches") ?? false)
    XCTAssertEqual(lint(["--baseline", "baseline.json", "--strict"], app).0.code, .refused)
  }

  func testLintingOneFolderLeavesOtherEntriesAlone() throws {
    let app = InMemoryFileSystem(currentDirectory: "/app")
    XCTAssertEqual(runCLI(["init"], fileSystem: app).code, .success)
    for module in modules { XCTAssertEqual(runCLI(["new-module", module], fileSystem: app).code, .success) }
    try injectViolations(into: app)
    XCTAssertEqual(lint(["--write-baseline", "baseline.json"], app).0.code, .success)
    let before = try app.readText("/app/baseline.json")
    let (order, lines) = lint(["Modules/Order", "--baseline", "baseline.json", "--prune-baseline", "--strict"], app)
    XCTAssertEqual(order.code, .success)
    XCTAssertEqual(lines, [])
    XCTAssertEqual(try app.readText("/app/baseline.json"), before, "entries of unlinted files are not stale")

    let viewModel = "/app/Modules/Cart/ViewModel/CartListViewModel.swift"
    try app.write(app.readText(viewModel).replacingOccurrences(of: "import UIKit\n", with: ""), to: viewModel)
    XCTAssertEqual(lint(["Modules/Order", "--baseline", "baseline.json", "--strict"], app).1, [])
    let cart = lint(["Modules/Cart", "--baseline", "baseline.json"], app).1
    XCTAssertEqual(cart.count, 1)
    XCTAssertTrue(cart.first?.contains("forbidden-import in Modules/Cart/ViewModel/CartListViewModel.swift") ?? false)
  }
}
