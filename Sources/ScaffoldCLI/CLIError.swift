/// How a command ends other than by returning an exit code. The CLI turns each into text and an exit
/// code in one place (`CLI.run`).
enum CLIError: Error, Equatable, Sendable {
  /// The command line is malformed; printed with the command's usage, exit 2.
  case usage(String)
  /// Input (a spec, template, config, path) is invalid; the message is printed as is, exit 2.
  /// Messages are complete lines, usually `path:line:col: error: …`.
  case invalidInput(String)
  /// The work was refused (conflicts); printed as is, exit 1.
  case refused(String)
  /// Something failed while doing the work (a write error); exit 1.
  case failed(String)
}

/// Product-wide exit codes.
public enum ExitCode: Int32, Sendable {
  case success = 0
  /// Refused work: conflicts, lint violations.
  case refused = 1
  /// Invalid input: usage, spec, template, configuration.
  case invalidInput = 2
}
