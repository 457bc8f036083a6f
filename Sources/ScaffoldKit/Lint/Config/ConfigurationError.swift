/// One problem in `scaffold.json`, at the key or value it concerns.
public struct ConfigurationProblem: Sendable, Equatable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String

  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `scaffold.json:3:5: error: message`, the shape editors and Xcode recognise; control characters from
  /// the file (a NUL in a value) are escaped, so they never reach the terminal raw.
  public var description: String { "\(location): error: \(message.escapingControlCharacters())" }
}

/// Why a lint configuration could not be loaded. The CLI exits with status 2 for all of them.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `--config FILE` names a file that does not exist, or cannot be read.
  case unreadable(FileSystemError)
  /// The file is not valid JSON.
  case syntax(SourceLocation, String)
  /// The JSON is well formed but describes an invalid configuration; every problem found is listed.
  case invalid([ConfigurationProblem])

  /// The problems, one per line, each `path:line:col: error: message`.
  public var description: String {
    switch self {
    case .unreadable(let error): return "error: \(error)"
    case .syntax(let location, let message): return "\(location): error: \(message.escapingControlCharacters())"
    case .invalid(let problems): return problems.map(\.description).joined(separator: "\n")
    }
  }

  /// The located problems (one for a syntax error, none for an unreadable file).
  public var problems: [ConfigurationProblem] {
    switch self {
    case .unreadable: return []
    case .syntax(let location, let message): return [ConfigurationProblem(location: location, message: message)]
    case .invalid(let problems): return problems
    }
  }
}
