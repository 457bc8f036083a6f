import TemplateEngine

/// A hand-written template context: a JSON object whose members become the top-level variables.
package enum ContextFile {
  /// Parses `text` (a JSON object). Whole numbers become integers, other numbers doubles; objects
  /// become dictionaries (a repeated key keeps its last value).
  package static func parse(_ text: String, path: String) throws(ContextFileError) -> [String: TemplateValue] {
    let root: JSONNode
    do {
      root = try JSONParser.parse(text)
    } catch {
      throw .syntax(SourceLocation(path: path, position: error.position), error.message)
    }
    guard case .dictionary(let values) = value(root.value) else {
      throw .notAnObject(SourceLocation(path: path, position: root.position), root.value.kindDescription)
    }
    return values
  }

  /// A JSON value as a template value.
  package static func value(_ json: JSONValue) -> TemplateValue {
    switch json {
    case .double(let number) where number.rounded() == number && abs(number) < 9e15:
      return .int(Int(number))
    case .array(let nodes):
      return .array(nodes.map { value($0.value) })
    case .object(let members):
      var result: [String: TemplateValue] = [:]
      for member in members { result[member.key] = value(member.value.value) }
      return .dictionary(result)
    default:
      return TemplateValue(json: json)
    }
  }
}

/// A context file that is not a JSON object.
package enum ContextFileError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  /// Not valid JSON.
  case syntax(SourceLocation, String)
  /// Valid JSON, but not an object.
  case notAnObject(SourceLocation, String)

  package var problems: [Problem] {
    switch self {
    case .syntax(let location, let message): return [Problem(location: location.description, message)]
    case .notAnObject(let location, let kind):
      return [Problem(location: location.description, "a context must be a JSON object of variables, found \(kind)")]
    }
  }

  package var description: String { problemText }
}
