import Foundation
import ScaffoldKit
import XCTest

@testable import ScaffoldCLI

/// The outcome of one in-process CLI run.
struct CLIRun {
  var code: ExitCode
  var stdout: String
  var stderr: String
}

/// Runs the CLI in process against `fileSystem`, capturing its streams.
func runCLI(
  _ arguments: [String], fileSystem: any FileSystem = InMemoryFileSystem(), variables: [String: String] = [:],
  git: GitRunner = GitRunner { _, _ in GitOutput(status: 128, stdout: "", stderr: "fatal: not a git repository") },
  console: BufferConsole = BufferConsole()
) -> CLIRun {
  var environment = CommandEnvironment(fileSystem: fileSystem, console: console, variables: variables)
  // Fixed, so template values from the clock and git do not depend on the machine running the tests.
  environment.now = { testNow }
  environment.gitUserName = { "Test Author" }
  environment.git = git
  let code = CLI.run(arguments, in: environment)
  return CLIRun(code: code, stdout: console.output, stderr: console.errors)
}

/// The time CLI tests run at: 2026-03-14 UTC.
let testNow = Date(timeIntervalSince1970: 1_773_446_400)
