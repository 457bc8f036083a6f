import ScaffoldKit

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
  /// Something failed while doing the work (a write error); exit 3.
  case failed(String)
  /// A library job stopped; its kind says the exit code.
  case job(ScaffoldError)

  /// One problem without a location: printed `error: message`, then `detail` and `note`.
  static func error(_ kind: ScaffoldError.Kind, _ message: String, detail: String = "", note: String = "") -> CLIError {
    .job(ScaffoldError(kind, [Problem(message, detail: detail)], note: note))
  }
}

/// Product-wide exit codes: the same kind of outcome has the same code in every command. The table in
/// `docs/library.md` and the root help list these.
public enum ExitCode: Int32, Sendable, CaseIterable {
  case success = 0
  /// Refused work: conflicts, lint violations.
  case refused = 1
  /// Invalid input: usage, spec, template, configuration.
  case invalidInput = 2
  /// The work could not be done: a file could not be written.
  case failed = 3

  /// What the code means, as the root help and the documentation's table say it.
  var meaning: String {
    switch self {
    case .success: return "success"
    case .refused: return "refused or violations"
    case .invalidInput: return "invalid input"
    case .failed: return "failed"
    }
  }

  /// The exit code for a library job's failure.
  init(_ kind: ScaffoldError.Kind) {
    switch kind {
    case .refused: self = .refused
    case .invalidInput: self = .invalidInput
    case .failed: self = .failed
    }
  }
}
