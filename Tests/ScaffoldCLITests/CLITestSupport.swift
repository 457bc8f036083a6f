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
func runCLI(_ arguments: [String], fileSystem: any FileSystem = InMemoryFileSystem(), variables: [String: String] = [:])
  -> CLIRun
{
  let console = BufferConsole()
  let environment = CommandEnvironment(fileSystem: fileSystem, console: console, variables: variables)
  let code = CLI.run(arguments, in: environment)
  return CLIRun(code: code, stdout: console.output, stderr: console.errors)
}
