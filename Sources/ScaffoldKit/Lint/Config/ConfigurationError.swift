/// One problem in `scaffold.json`, at the key or value it concerns.
package struct ConfigurationProblem: Sendable, Equatable, CustomStringConvertible {
  package var location: SourceLocation
  package var message: String

  /// Located at the key or value; control characters from the file (a NUL in a value) are escaped, so they
  /// never reach the terminal raw. The CLI prints it `scaffold.json:3:5: error: message`.
  package var problem: Problem { Problem(location: "\(location)", message.escapingControlCharacters()) }

  package var description: String { "\(location): \(message.escapingControlCharacters())" }
}

/// Why a lint configuration could not be loaded. The CLI exits with status 2 for all of them.
package enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  /// `--config FILE` names a file that does not exist, or cannot be read.
  case unreadable(FileSystemError)
  /// The file is not valid JSON.
  case syntax(SourceLocation, String)
  /// The JSON is well formed but describes an invalid configuration; every problem found is listed.
  case invalid([ConfigurationProblem])

  /// The problems, each located in the file (an unreadable file at its path).
  package var problems: [Problem] {
    switch self {
    case .unreadable(let error): return [error.problem]
    case .syntax, .invalid: return configurationProblems.map(\.problem)
    }
  }

  package var description: String { problemText }

  /// The problems inside the file (one for a syntax error, none for an unreadable file).
  package var configurationProblems: [ConfigurationProblem] {
    switch self {
    case .unreadable: return []
    case .syntax(let location, let message): return [ConfigurationProblem(location: location, message: message)]
    case .invalid(let problems): return problems
    }
  }
}
