/// The arguments a tool takes: the JSON Schema `tools/list` shows, and the check of a call's arguments
/// against it, which names every problem at once.
struct ToolArguments: Sendable {
  enum Kind: Sendable, Equatable {
    case string
    case boolean
    /// A non-empty array of strings.
    case strings
    /// One of these strings.
    case choice([String])
  }

  struct Property: Sendable {
    var name: String
    var kind: Kind
    var description: String
    var required = false
  }

  var properties: [Property]
  /// Groups of properties of which at most one may be given.
  var exclusive: [[String]] = []
  /// Groups of properties of which at least one must be given.
  var oneOf: [[String]] = []

  /// The `inputSchema` of the tool.
  var schema: JSONOutput {
    let members = properties.map { property -> (String, JSONOutput) in
      var schema: [(String, JSONOutput)]
      switch property.kind {
      case .string: schema = [("type", .string("string")), ("minLength", .int(1))]
      case .boolean: schema = [("type", .string("boolean"))]
      case .strings:
        schema = [
          ("type", .string("array")), ("items", .object([("type", .string("string")), ("minLength", .int(1))])),
          ("minItems", .int(1)),
        ]
      case .choice(let values): schema = [("type", .string("string")), ("enum", .array(values.map(JSONOutput.string)))]
      }
      schema.append(("description", .string(property.description)))
      return (property.name, .object(schema))
    }
    var object: [(String, JSONOutput)] = [("type", .string("object")), ("properties", .object(members))]
    let required = properties.filter(\.required).map(\.name)
    if !required.isEmpty { object.append(("required", .array(required.map(JSONOutput.string)))) }
    if !oneOf.isEmpty {
      object.append(
        ("anyOf", .array(oneOf.map { group in .object([("required", .array(group.map(JSONOutput.string)))]) })))
    }
    object.append(("additionalProperties", .bool(false)))
    return .object(object)
  }

  /// The call's arguments when they fit the schema; otherwise every problem, one per line.
  func validate(_ node: JSONNode?) -> Result<ToolInput, ArgumentProblems> {
    let members: [JSONMember]
    switch node?.value {
    case nil, .null: members = []
    case .object(let given): members = given
    case let other?:
      return .failure(ArgumentProblems(text: "'arguments' must be an object, not \(other.kindDescription)"))
    }
    var problems: [String] = []
    var values: [String: JSONNode] = [:]
    let names = properties.map(\.name)
    for member in members {
      guard let property = properties.first(where: { $0.name == member.key }) else {
        let known = names.isEmpty ? "it takes none" : "it takes " + names.joined(separator: ", ")
        problems.append(
          "unknown argument '\(member.key)'\(Suggestions.didYouMean(member.key, among: names)); \(known)")
        continue
      }
      if let problem = Self.problem(member.value, property) {
        problems.append("'\(member.key)' \(problem)")
      } else {
        values[member.key] = member.value
      }
    }
    for property in properties where property.required && !members.contains(where: { $0.key == property.name }) {
      problems.append("missing required argument '\(property.name)'")
    }
    for group in exclusive where group.filter({ name in members.contains { $0.key == name } }).count > 1 {
      problems.append("give at most one of " + group.map { "'\($0)'" }.joined(separator: ", "))
    }
    for group in oneOf where !group.contains(where: { name in members.contains { $0.key == name } }) {
      problems.append("give " + group.map { "'\($0)'" }.joined(separator: " or "))
    }
    guard problems.isEmpty else { return .failure(ArgumentProblems(text: problems.joined(separator: "; "))) }
    return .success(ToolInput(values: values))
  }

  private static func problem(_ node: JSONNode, _ property: Property) -> String? {
    switch (property.kind, node.value) {
    case (.string, .string(let text)): return text.isEmpty ? "must not be empty" : nil
    case (.boolean, .bool): return nil
    case (.strings, .array(let elements)):
      if elements.isEmpty { return "must list at least one path" }
      if let bad = elements.firstIndex(where: { ($0.stringValue ?? "").isEmpty }) {
        let what = elements[bad].stringValue == nil ? elements[bad].value.kindDescription : "empty"
        return "must hold non-empty strings; element \(bad) is \(what)"
      }
      return nil
    case (.choice(let values), .string(let text)):
      return values.contains(text)
        ? nil
        : "must be one of \(values.joined(separator: ", ")), not '\(text)'\(Suggestions.didYouMean(text, among: values))"
    case (.string, let value), (.choice, let value): return "must be a string, not \(value.kindDescription)"
    case (.boolean, let value): return "must be a boolean, not \(value.kindDescription)"
    case (.strings, let value): return "must be an array of strings, not \(value.kindDescription)"
    }
  }
}

/// Why a call's arguments do not fit: every problem, `; `-separated.
struct ArgumentProblems: Error {
  var text: String
}

/// A call's arguments, checked against their `ToolArguments`.
struct ToolInput {
  var values: [String: JSONNode]

  func string(_ name: String) -> String? { values[name]?.stringValue }
  func flag(_ name: String) -> Bool {
    if case .bool(true) = values[name]?.value { return true }
    return false
  }
  func strings(_ name: String) -> [String]? { values[name]?.elements?.compactMap(\.stringValue) }
}
