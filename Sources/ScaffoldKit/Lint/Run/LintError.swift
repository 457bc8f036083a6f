import Foundation

/// Why a lint run could not start or finish. The CLI exits with status 2 for these.
package enum LintError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  /// A path given on the command line does not exist.
  case notFound(String)
  /// A file or folder exists but cannot be read.
  case unreadable(String, reason: String)
  /// A path given on the command line holds nothing to lint: not a Swift file, or a folder without one.
  case nothingToLint(String, reason: String)

  /// One problem, located at the path.
  package var problems: [Problem] {
    switch self {
    case .notFound(let path): return [Problem(location: Paths.displayed(path), "no such file or directory")]
    case .unreadable(let path, let reason): return [Problem(location: Paths.displayed(path), "cannot read: \(reason)")]
    case .nothingToLint(let path, let reason):
      return [Problem(location: path.isEmpty ? "''" : Paths.displayed(path), reason)]
    }
  }

  package var description: String { problemText }

  init(_ error: FileSystemError) {
    switch error {
    case .notFound(let path): self = .notFound(path)
    case .unreadable(let path, let reason), .unwritable(let path, let reason): self = .unreadable(path, reason: reason)
    }
  }
}
