import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// `--changed-since` with a stubbed git, malformed baselines and option conflicts.
final class LintAdoptionOptionsTests: XCTestCase {
  /// A git that knows one revision, `main`, since which only the View changed; `new.swift` is untracked.
  private let git = GitRunner { arguments, _ in
    switch arguments.first {
    case "rev-parse": return GitOutput(status: 0, stdout: "/app\n", stderr: "")
    case "diff":
      guard arguments.contains("main") else {
        return GitOutput(status: 128, stdout: "", stderr: "fatal: bad revision '\(arguments[4])'\n")
      }
      return GitOutput(status: 0, stdout: "Modules/Order/View/OrderListView.swift\nREADME.md\n", stderr: "")
    default: return GitOutput(status: 0, stdout: "new.swift\n", stderr: "")
    }
  }

  func testChangedSinceReportsOnlyChangedFiles() throws {
    let app = try appWithTwoViolations()
    XCTAssertEqual(runCLI(["lint"], fileSystem: app).stdout.split(separator: "\n").count, 2)
    let run = runCLI(["lint", "--changed-since", "main"], fileSystem: app, git: git)
    XCTAssertEqual(run.code, .refused)
    let lines = run.stdout.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, run.stdout)
    XCTAssertTrue(lines.first?.hasPrefix("Modules/Order/View/OrderListView.swift:") ?? false)
  }

  func testBadRevisionExitsTwoWithGitsMessage() throws {
    let app = try appWithTwoViolations()
    let run = runCLI(["lint", "--changed-since", "nope"], fileSystem: app, git: git)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertEqual(run.stderr, "error: --changed-since: git diff failed: fatal: bad revision 'nope'\n")
    XCTAssertEqual(runCLI(["lint", "--changed-since", "--cached"], fileSystem: app, git: git).code, .invalidInput)
  }

  func testMalformedBaselineIsLocatedAndExitsTwo() throws {
    let app = try appWithTwoViolations()
    try app.write("{\n  \"version\": 1,\n  \"entries\": {}\n}\n", to: "/app/baseline.json")
    let run = runCLI(["lint", "--baseline", "baseline.json"], fileSystem: app)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertEqual(run.stderr, "baseline.json:3:14: error: 'entries' must be an array, found an object\n")
    let missing = runCLI(["lint", "--baseline", "missing.json"], fileSystem: app)
    XCTAssertEqual(missing.code, .invalidInput)
    XCTAssertTrue(missing.stderr.hasPrefix("error: --baseline: "), missing.stderr)
  }

  func testOptionConflicts() {
    XCTAssertEqual(runCLI(["lint", "--prune-baseline"]).code, .invalidInput)
    XCTAssertEqual(runCLI(["lint", "--write-baseline", "a.json", "--baseline", "b.json"]).code, .invalidInput)
  }

  func testEveryFormatRendersThroughTheCLI() throws {
    let app = try appWithTwoViolations()
    for format in ReportFormat.allCases {
      let run = runCLI(["lint", "--quiet", "--reporter", "\(format.rawValue):out.\(format.rawValue)"], fileSystem: app)
      XCTAssertEqual(run.code, .refused)
      XCTAssertFalse(try app.readText("/app/out.\(format.rawValue)").isEmpty, format.rawValue)
    }
  }

  func testDocumentationCoversEveryLintOptionAndCommand() throws {
    let lint = try Repository.text("docs/lint.md")
    for option in LintCommand.options + ExplainCommand.options {
      XCTAssertTrue(lint.contains("`\(option.name)"), "docs/lint.md does not document \(option.name)")
    }
    for command in ["scaffold explain", "scaffold rules"] {
      XCTAssertTrue(lint.contains(command), "docs/lint.md does not mention \(command)")
    }
    let adoption = try Repository.text("docs/adoption.md")
    for recipe in [
      "--write-baseline", "--prune-baseline", "upload-sarif", "reports:", "pre-commit", "Run Script",
      "ScaffoldLintPlugin",
    ] {
      XCTAssertTrue(adoption.contains(recipe), "docs/adoption.md does not cover \(recipe)")
    }
  }
}
