import Foundation
import XCTest

@testable import ScaffoldCLI

final class CompletionCommandTests: XCTestCase {
  func testEveryShellScriptNamesEveryCommandAndOption() {
    for shell in CompletionCommand.Shell.allCases {
      let run = runCLI(["completion", shell.rawValue])
      XCTAssertEqual(run.code, .success, shell.rawValue)
      for command in CLI.commands {
        XCTAssertTrue(run.stdout.contains(command.name), "\(shell) lacks \(command.name)")
        for option in command.options {
          let spelled = shell == .fish ? "-l " + option.name.dropFirst(2) : option.name
          XCTAssertTrue(run.stdout.contains(spelled), "\(shell) lacks \(command.name) \(option.name)")
        }
      }
    }
  }

  /// The shells themselves check the syntax where they are installed.
  func testScriptsParseInTheirShells() throws {
    var checked = 0
    for shell in CompletionCommand.Shell.allCases {
      let candidates = ["/bin/\(shell.rawValue)", "/usr/bin/\(shell.rawValue)"]
      guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        continue
      }
      let script = FileManager.default.temporaryDirectory
        .appendingPathComponent("scaffold-completion-\(UUID().uuidString).\(shell)")
      defer { try? FileManager.default.removeItem(at: script) }
      try runCLI(["completion", shell.rawValue]).stdout.write(to: script, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["-n", script.path]
      try process.run()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, "\(shell) rejects its completion script")
      checked += 1
    }
    if checked == 0 { throw XCTSkip("no shell to check with") }
  }

  func testUnknownShellSuggests() {
    let run = runCLI(["completion", "bsh"])
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.hasPrefix("error: unknown shell 'bsh' (did you mean 'bash'?)"), run.stderr)
  }
}
