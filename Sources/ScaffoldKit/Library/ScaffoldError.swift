import TemplateEngine

/// Why a library job stopped: what kind of failure (one row of the exit-code table in `docs/library.md`),
/// the problems, and a closing note. The CLI, the plugins and a test suite tell failures apart the same way.
public struct ScaffoldError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kinds of failure, each with its own exit code.
  public enum Kind: Sendable, Equatable {
    /// The input is invalid (configuration, baseline, spec, template, path, git revision): fix it and
    /// re-run. Nothing was written. Exit code 2.
    case invalidInput
    /// The work was refused to keep the tree whole (conflicts, another run in the same folder, files
    /// changed since planning). Nothing was written. Exit code 1, like lint violations.
    case refused
    /// The work could not be done: a file could not be written. Exit code 3.
    case failed
  }

  public var kind: Kind
  public var problems: [Problem]
  /// Lines after the problems (`nothing was written`), without the last line break; empty for none.
  public var note: String
  /// A malformed command line: the CLI prints the command's usage after the problem.
  package var showsUsage = false

  package init(_ kind: Kind, _ problems: [Problem], note: String = "") {
    self.kind = kind
    self.problems = problems
    self.note = note
  }

  /// One problem from a message.
  package init(_ kind: Kind, _ message: String, note: String = "") {
    self.init(kind, [Problem(message)], note: note)
  }

  /// The problems of `error` (one problem with its text when it does not list them), then its closing line
  /// and `note`.
  package init(_ kind: Kind, _ error: any Error, note: String = "") {
    let closing = (error as? any ProblemListing)?.closingLine
    self.init(
      kind, Problem.of(error), note: [closing, note].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n"))
  }

  /// The same failure with `line` added to its note.
  package func noting(_ line: String) -> ScaffoldError {
    ScaffoldError(kind, problems, note: note.isEmpty ? line : note + "\n" + line)
  }

  /// The problems as `location: message` lines, then the note; without a severity word, which the CLI adds.
  public var description: String {
    problems.map { $0.rendered(severity: nil) }.joined() + (note.isEmpty ? "" : note + "\n")
  }
}

/// One thing that is wrong, where it is: the CLI prints it as `path:line:col: error: message`, or
/// `error: message` when there is no location, followed by its detail lines (a source line and a caret).
public struct Problem: Sendable, Equatable {
  /// `path:line:col`, `path`, or nil.
  public var location: String?
  public var message: String
  /// Complete lines shown under the problem; empty for none.
  public var detail: String
  package init(location: String? = nil, _ message: String, detail: String = "") {
    self.location = location
    self.message = message
    self.detail = detail
  }

  /// The problems of `error`: its own list when it has one, else one problem with its text.
  package static func of(_ error: any Error) -> [Problem] {
    if let error = error as? ScaffoldError { return error.problems }
    if let error = error as? any ProblemListing { return error.problems }
    if let error = error as? TemplateError { return [error.problem] }
    return [Problem("\(error)")]
  }

  /// `location: severity: message` and the detail; without `severity` when it is nil.
  package func rendered(severity: String?) -> String {
    LocatedMessage.text(location: location, severity: severity, message: message, detail: detail)
  }

  /// `location: message` alone, without a severity word, the detail or a line break.
  package var line: String {
    String(LocatedMessage.text(location: location, severity: nil, message: message).dropLast())
  }
}

/// An error that lists its problems with their locations, so the CLI can word them (`error:`) itself.
package protocol ProblemListing: Error {
  var problems: [Problem] { get }
  /// A line after the problems (`3 problems`); nil for none.
  var closingLine: String? { get }
}

extension ProblemListing {
  package var closingLine: String? { nil }

  /// The problems as `location: message` lines, without a severity word and without the last line break:
  /// the text of the error outside the CLI (test failures, logs).
  package var problemText: String {
    let text = problems.map { $0.rendered(severity: nil) }.joined()
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}

extension SourcePosition {
  /// `path:line:col`, or `path` alone without a position: where a problem is, as `Problem.location` says it.
  /// Here rather than beside `SourcePosition`, whose file the lexer fuzzer compiles without TemplateEngine.
  package static func location(_ path: String, _ position: SourcePosition?) -> String {
    position.map { LocatedMessage.location(path, line: $0.line, column: $0.column) } ?? path
  }
}
