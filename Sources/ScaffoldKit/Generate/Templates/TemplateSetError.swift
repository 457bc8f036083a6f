import TemplateEngine

/// Problems with a template set: its manifest, a missing file, or a template that fails to parse or render.
package enum TemplateSetError: Error, Equatable, Sendable, CustomStringConvertible, ProblemListing {
  /// No source has `<set>/manifest.json`.
  case unknownSet(String, available: [String])
  /// The manifest is not valid JSON or does not have the expected shape.
  case invalidManifest(SourceLocation, String)
  /// A manifest entry names a template no source has.
  case missingTemplate(SourceLocation, String)
  /// A template file could not be read.
  case unreadable(path: String, reason: String)
  /// A template (or a manifest path or condition) failed to parse or render; located in its source.
  case template(TemplateError)

  package var problems: [Problem] {
    switch self {
    case .unknownSet(let name, let available):
      let known = available.isEmpty ? "" : " (available: \(available.joined(separator: ", ")))"
      return [Problem("no template set '\(name)'\(known)")]
    case .invalidManifest(let location, let message):
      return [Problem(location: location.description, message)]
    case .missingTemplate(let location, let name):
      return [Problem(location: location.description, "template '\(name)' not found")]
    case .unreadable(let path, let reason):
      return [Problem(location: path, reason)]
    case .template(let error):
      return [error.problem]
    }
  }

  package var description: String { problemText }
}

extension TemplateError {
  /// At the template's line and column, with the source line, the caret and the include sites below.
  package var problem: Problem {
    Problem(location: location, message, detail: detail)
  }
}
