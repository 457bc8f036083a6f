import ScaffoldKit

/// How a command ends other than by returning an exit code: a `ScaffoldError`, as the library's jobs throw it,
/// so their failures reach `CLI.report` as they are. The CLI turns it into text and an exit code there.
extension ScaffoldError {
  /// The command line is malformed: printed with the command's usage, exit 2.
  static func usage(_ message: String) -> ScaffoldError {
    var error = ScaffoldError(.invalidInput, message)
    error.showsUsage = true
    return error
  }

  /// One problem without a location: printed `error: message`, then `detail` and `note`.
  static func error(_ kind: Kind, _ message: String, detail: String = "", note: String = "") -> ScaffoldError {
    ScaffoldError(kind, [Problem(message, detail: detail)], note: note)
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
