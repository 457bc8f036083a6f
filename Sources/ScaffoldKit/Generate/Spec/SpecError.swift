/// One thing wrong with a spec, located like a compiler diagnostic:
/// `order.json:12:17: unknown type 'Strin' for field 'title' (did you mean 'String'?)`.
package struct SpecProblem: Sendable, Equatable, Comparable, CustomStringConvertible {
  /// The spec file as the user named it (`order.json`), a stand-in such as `<default spec>`, or empty for a
  /// name given on the command line.
  package var path: String
  /// Where in the file; `nil` for problems that belong to no JSON value (a spec built in code, an unreadable
  /// file, a module name given on the command line).
  package var position: SourcePosition?
  package var message: String

  package var location: SourceLocation? { position.map { SourceLocation(path: path, position: $0) } }

  /// At its position, else at the spec file, else (a name given on the command line) nowhere.
  package var problem: Problem {
    Problem(location: location?.description ?? (path.isEmpty ? nil : path), message)
  }

  /// `location: message`, without a severity word.
  package var description: String { problem.line }

  /// Source order; unlocated problems first, since they concern the whole file.
  package static func < (lhs: SpecProblem, rhs: SpecProblem) -> Bool {
    switch (lhs.position, rhs.position) {
    case (nil, nil): return (lhs.path, lhs.message) < (rhs.path, rhs.message)
    case (nil, _): return true
    case (_, nil): return false
    case (let left?, let right?): return (lhs.path, left, lhs.message) < (rhs.path, right, rhs.message)
    }
  }
}

/// A spec that was refused, with every problem found (never just the first), in source order.
package struct SpecError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  package var specProblems: [SpecProblem]

  package init(problems: [SpecProblem]) {
    specProblems = problems.sorted()
  }

  package var problems: [Problem] { specProblems.map(\.problem) }

  /// One problem per line, without a severity word.
  package var description: String { problemText }

  /// `"1 problem"`, `"3 problems"`: for a closing summary line.
  package var summary: String { specProblems.count == 1 ? "1 problem" : "\(specProblems.count) problems" }
}
