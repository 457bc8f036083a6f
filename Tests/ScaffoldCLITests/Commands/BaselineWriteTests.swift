import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// Writing a baseline: the reports asked for are written with it, and entry paths must be relative.
final class BaselineWriteTests: XCTestCase {
  /// One View naming a Repository: one layer-dependency finding.
  private func app() -> InMemoryFileSystem {
    InMemoryFileSystem(
      currentDirectory: "/app",
      files: [
        "/app/Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
        "/app/Modules/Order/View/OrderView.swift": "struct OrderView {\n  let repository: OrderRepository\n}\n",
      ])
  }

  func testWriteBaselineAlsoWritesTheRequestedReports() throws {
    let app = app()
    let run = runCLI(
      ["lint", "--write-baseline", "baseline.json", "--reporter", "json:lint.json", "--reporter", "xcode"],
      fileSystem: app)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(app.exists("/app/baseline.json"))
    let report = try app.readText("/app/lint.json")
    XCTAssertTrue(report.contains("\"rule\": \"layer-dependency\""), report)
    XCTAssertTrue(
      run.stdout.hasPrefix("Modules/Order/View/OrderView.swift:2:19: error: "),
      "the xcode report on stdout: \(run.stdout)")
  }

  func testWriteBaselineWithoutReporterPrintsNoReport() {
    let run = runCLI(["lint", "--write-baseline", "baseline.json"], fileSystem: app())
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.hasPrefix("Wrote baseline.json: 1 entry for 1 finding"), run.stderr)
  }

  /// An absolute path would be joined to the root on every lookup: the entry could never match, never be
  /// stale and never be pruned. It is a located error instead.
  func testAnAbsoluteEntryPathIsALocatedError() throws {
    let app = app()
    try app.write(
      """
      {
        "version": 1,
        "entries": [
          {
            "path": "/app/Modules/Order/View/OrderView.swift",
            "rule": "layer-dependency",
            "count": 1
          }
        ]
      }

      """, to: "/app/baseline.json")
    let run = runCLI(["lint", "--baseline", "baseline.json"], fileSystem: app)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(
      run.stderr.contains(
        "baseline.json:5:15: error: 'path' must be relative to the project root (the folder of scaffold.json), "
          + "as --write-baseline records it; found the absolute path '/app/Modules/Order/View/OrderView.swift'"),
      run.stderr)
    XCTAssertEqual(
      runCLI(["lint", "--baseline", "baseline.json", "--prune-baseline"], fileSystem: app).code, .invalidInput)
  }
}
