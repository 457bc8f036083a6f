import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

final class RootCommandTests: XCTestCase {
  func testVersionPrintsOnStdout() {
    let run = runCLI(["--version"])
    XCTAssertEqual(run.code, .success)
    XCTAssertEqual(run.stdout, ScaffoldVersion.current + "\n")
    XCTAssertEqual(run.stderr, "")
  }

  /// On Linux read from `environ` rather than through `ProcessInfo`: the same variables, a value with `=` whole.
  func testTheProcessEnvironmentIsWhatProcessInfoGives() {
    setenv("SCAFFOLD_TEST_VARIABLE", "a=b", 1)
    defer { unsetenv("SCAFFOLD_TEST_VARIABLE") }
    let variables = CLI.processEnvironment()
    XCTAssertEqual(variables["SCAFFOLD_TEST_VARIABLE"], "a=b")
    XCTAssertEqual(variables, ProcessInfo.processInfo.environment)
  }

  func testVersionTakesNoArguments() {
    let run = runCLI(["--version", "extra"])
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.hasPrefix("error: --version takes no arguments (got 'extra')"), run.stderr)
  }

  func testHelpListsEveryCommand() {
    let run = runCLI(["--help"])
    XCTAssertEqual(run.code, .success)
    for command in CLI.commands {
      XCTAssertTrue(run.stdout.contains("  \(command.name) "), command.name)
    }
  }

  func testNoCommandIsAUsageError() {
    let run = runCLI([])
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.hasPrefix("error: no command given\n"))
    XCTAssertTrue(run.stderr.contains("usage: scaffold <command>"))
  }

  func testUnknownOptionAtTopLevel() {
    let run = runCLI(["--verison"])
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.hasPrefix("error: unknown option '--verison'"), run.stderr)
  }
}
