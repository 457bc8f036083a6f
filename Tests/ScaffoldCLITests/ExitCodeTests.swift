import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// One table of exit codes: the documentation, the root help and every command's help agree with `ExitCode`.
final class ExitCodeTests: XCTestCase {
  func testDocumentedTableListsEveryCode() throws {
    let document = try Repository.text("docs/library.md")
    let rows = document.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.first != nil }
    for code in ExitCode.allCases {
      XCTAssertTrue(
        rows.contains { $0.hasPrefix("| \(code.rawValue) | \(code.meaning)") },
        "docs/library.md has no row for exit code \(code.rawValue) (\(code.meaning))")
    }
    XCTAssertTrue(CLI.rootHelp.contains("3 failed"), CLI.rootHelp)
  }

  /// Commands whose help lists exit codes use only codes of the table.
  func testCommandHelpUsesOnlyTableCodes() {
    let known = Set(ExitCode.allCases.map { String($0.rawValue) })
    for command in CLI.commands {
      guard let range = command.discussion.range(of: "exit codes:") else { continue }
      let text = command.discussion[range.upperBound...]
      let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," }).map(String.init)
      let codes = words.filter { $0.count == 1 && $0.first?.isNumber == true }
      XCTAssertFalse(codes.isEmpty, command.name)
      for code in codes { XCTAssertTrue(known.contains(code), "\(command.name): exit code \(code)") }
    }
  }

  func testErrorWordIsPrintedOnceInFrontOfEachProblem() {
    let error = ScaffoldError(
      .invalidInput, [Problem(location: "a.json:1:2", "bad"), Problem("worse", detail: "  line\n  ^\n")],
      note: "2 problems")
    let console = BufferConsole()
    let environment = CommandEnvironment(fileSystem: InMemoryFileSystem(), console: console, variables: [:])
    XCTAssertEqual(CLI.report(error, for: LintCommand.self, console: environment.console), .invalidInput)
    XCTAssertEqual(console.errors, "a.json:1:2: error: bad\nerror: worse\n  line\n  ^\n2 problems\n")
    XCTAssertEqual(error.description, "a.json:1:2: bad\nworse\n  line\n  ^\n2 problems\n")
  }
}
