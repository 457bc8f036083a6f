import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// `scaffold lint --fail-on-baseline-growth REF` in a real git repository: a baseline committed on `main`,
/// a branch that records two more violations fails and names both, a branch that only fixes some passes.
final class BaselineGrowthTests: XCTestCase {
  private var root = ""
  private var app: DiskFileSystem { DiskFileSystem(currentDirectory: root) }

  override func setUpWithError() throws {
    root = temporaryPath("scaffold-growth")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try git("init", "-q", "-b", "main")
    try git("config", "user.email", "test@example.com")
    try git("config", "user.name", "Test")
    try git("config", "commit.gpgsign", "false")
  }

  @discardableResult
  private func git(_ arguments: String...) throws -> String {
    let output = GitRunner.process.run(arguments, root)
    XCTAssertEqual(output.status, 0, "git \(arguments.joined(separator: " ")): \(output.stderr)")
    return output.stdout
  }

  private func write(_ text: String, _ relative: String) throws {
    let path = Paths.join(root, relative)
    try FileManager.default.createDirectory(atPath: Paths.dirname(path), withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// A View of feature `name` that names its Repository `uses` times, one property per line.
  private func view(_ name: String, uses: Int) throws {
    let lines = (0..<uses).map { "  let repository\($0): \(name)Repository\n" }.joined()
    try write("struct \(name)View {\n\(lines)}\n", "Modules/\(name)/View/\(name)View.swift")
    try write("struct \(name)Repository {}\n", "Modules/\(name)/Repository/\(name)Repository.swift")
  }

  private func lint(_ arguments: [String]) -> CLIRun {
    runCLI(["lint", "--quiet", "--no-cache"] + arguments, fileSystem: app, git: .process)
  }

  /// `main` records Order's two findings (one entry, count 2) and Cart's one.
  private func commitBaselineOnMain() throws {
    try view("Order", uses: 2)
    try view("Cart", uses: 1)
    XCTAssertEqual(lint(["--write-baseline", "baseline.json"]).code, .success)
    try git("add", "-A")
    try git("commit", "-q", "-m", "baseline")
  }

  func testTwoAddedEntriesFailAndAreBothPrinted() throws {
    try commitBaselineOnMain()
    try git("checkout", "-q", "-b", "feature")
    try view("Profile", uses: 1)
    try view("Order", uses: 3)
    XCTAssertEqual(lint(["--write-baseline", "baseline.json"]).code, .success)

    let run = lint(["--baseline", "baseline.json", "--fail-on-baseline-growth", "main", "--baseline-summary", "s.json"])
    XCTAssertEqual(run.code, .refused, run.stderr)
    XCTAssertEqual(run.stdout, "", "every finding is recorded: only the growth fails")
    XCTAssertEqual(
      run.stderr,
      """
      error: baseline.json: added since main: +1 layer-dependency in Modules/Order/View/OrderView.swift, \
      OrderView -> OrderRepository
      error: baseline.json: added since main: +1 layer-dependency in Modules/Profile/View/ProfileView.swift, \
      ProfileView -> ProfileRepository
      baseline.json grew since main: 2 violations added in 2 entries; fix them instead of recording them

      """)
    try assertSummaryGolden("grown.json")
  }

  func testEntriesThatOnlyWentAwayPass() throws {
    try commitBaselineOnMain()
    try git("checkout", "-q", "-b", "cleanup")
    try view("Order", uses: 1)
    try FileManager.default.removeItem(atPath: Paths.join(root, "Modules/Cart"))
    XCTAssertEqual(lint(["--baseline", "baseline.json", "--prune-baseline"]).code, .success)

    let run = lint(["--baseline", "baseline.json", "--fail-on-baseline-growth", "main", "--baseline-summary", "s.json"])
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(run.stderr, "")
    try assertSummaryGolden("shrunk.json")
  }

  func testABaselineTheRevisionLacksCountsAsEmpty() throws {
    try write("# app\n", "README.md")
    try git("add", "-A")
    try git("commit", "-q", "-m", "start")
    try view("Cart", uses: 1)
    XCTAssertEqual(lint(["--write-baseline", "baseline.json"]).code, .success)
    let run = lint(["--baseline", "baseline.json", "--fail-on-baseline-growth", "main"])
    XCTAssertEqual(run.code, .refused, run.stderr)
    XCTAssertTrue(run.stderr.contains("+1 layer-dependency in Modules/Cart/View/CartView.swift"), run.stderr)
  }

  func testAnUnknownRevisionIsInvalidInput() throws {
    try commitBaselineOnMain()
    let run = lint(["--baseline", "baseline.json", "--fail-on-baseline-growth", "origin/main"])
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertEqual(
      run.stderr,
      "error: --fail-on-baseline-growth: git knows no revision 'origin/main' (fetch it first: a shallow clone "
        + "has no base branch)\n")
    XCTAssertEqual(lint(["--fail-on-baseline-growth", "main"]).code, .invalidInput, "needs --baseline")
    XCTAssertEqual(
      lint(["--baseline", "baseline.json", "--fail-on-baseline-growth", "--all"]).code, .invalidInput)
  }

  func testABaselineAtTheRevisionIsUntrustedInput() throws {
    try write(
      #"{"version": 1, "entries": [{"path": "../outside.swift", "rule": "layer-dependency", "count": 1}]}"#,
      "baseline.json")
    try git("add", "-A")
    try git("commit", "-q", "-m", "odd baseline")
    try write(#"{"version": 1, "entries": []}"#, "baseline.json")
    let run = lint(["--baseline", "baseline.json", "--fail-on-baseline-growth", "main"])
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(
      run.stderr.contains("main:./baseline.json:1:37: error: 'path' must stay inside the project root"), run.stderr)
  }

  private func assertSummaryGolden(_ name: String) throws {
    let summary = try String(contentsOfFile: Paths.join(root, "s.json"), encoding: .utf8)
    try Golden.check(summary, path: Fixtures.path("BaselineGrowthTests/\(name)"))
  }
}
