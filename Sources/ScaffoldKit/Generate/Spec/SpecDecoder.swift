/// Turns a parsed JSON document into a `ModuleSpec`, reporting every structural problem (unknown, duplicate
/// and missing keys, wrong JSON types, unknown enum values, unparsable types) without stopping at the first.
/// A missing or unreadable piece gets a placeholder and is marked broken in the source map, so decoding
/// goes on and validation can still check everything else.
struct SpecDecoder {
  /// The members of one JSON object, with what it is called in messages and its spec path.
  struct Object {
    var fields: [String: JSONNode]
    var position: SourcePosition
    var key: String
    var what: String
    /// Keys that are absent but were suggested for a misspelt key; already reported, so not "missing" too.
    var misspelt: Set<String> = []
  }

  let path: String
  private(set) var problems: [SpecProblem] = []
  private(set) var map = SpecSourceMap()

  mutating func report(_ position: SourcePosition?, _ message: String) {
    problems.append(SpecProblem(path: path, position: position, message: message))
  }

  mutating func markBroken(_ key: String) { map.broken.insert(key) }

  /// Reads an object value, reporting unknown keys (with a suggestion) and repeated keys.
  mutating func object(_ node: JSONNode, key: String, what: String, allowed: [String]) -> Object? {
    map.positions[key] = node.position
    guard let members = node.members else {
      report(node.position, "\(what) must be an object, found \(node.value.kindDescription)")
      markBroken(key)
      return nil
    }
    var fields: [String: JSONNode] = [:]
    var misspelt: Set<String> = []
    let present = Set(members.map(\.key))
    for member in members {
      if !allowed.contains(member.key) {
        let candidates = allowed.filter { $0 != "$schema" }
        let suggestion = Suggestions.closest(to: member.key, among: candidates)
        report(
          member.keyPosition,
          "unknown key '\(member.key)' in \(what)" + Suggestions.hint(suggestion))
        if let suggestion, !present.contains(suggestion) {
          misspelt.insert(suggestion)
          markBroken(key.specMember(suggestion))
        }
        continue
      }
      if fields[member.key] != nil { report(member.keyPosition, "duplicate key '\(member.key)' in \(what)") }
      fields[member.key] = member.value
      map.positions[key.specMember(member.key)] = member.value.position
    }
    return Object(fields: fields, position: node.position, key: key, what: what, misspelt: misspelt)
  }

  /// The value of `name`, or `nil` after reporting it missing (when required).
  mutating func member(_ object: Object, _ name: String, required: Bool) -> JSONNode? {
    if let node = object.fields[name] { return node }
    if required && !object.misspelt.contains(name) {
      report(object.position, "missing required key '\(name)' in \(object.what)")
      markBroken(object.key.specMember(name))
    }
    return nil
  }

  /// The value of `name` as read by `extract`, or `nil` after reporting it missing (when required) or of the
  /// wrong JSON type.
  private mutating func typed<Value>(
    _ object: Object, _ name: String, required: Bool, expected: String, _ extract: (JSONNode) -> Value?
  ) -> Value? {
    guard let node = member(object, name, required: required) else { return nil }
    if let value = extract(node) { return value }
    report(node.position, "'\(name)' in \(object.what) must be \(expected), found \(node.value.kindDescription)")
    markBroken(object.key.specMember(name))
    return nil
  }

  mutating func string(_ object: Object, _ name: String, required: Bool) -> String? {
    typed(object, name, required: required, expected: "a string") { $0.stringValue }
  }

  mutating func bool(_ object: Object, _ name: String) -> Bool? {
    typed(object, name, required: false, expected: "true or false") {
      if case .bool(let value) = $0.value { return value }
      return nil
    }
  }

  mutating func array(_ object: Object, _ name: String, required: Bool) -> [JSONNode]? {
    typed(object, name, required: required, expected: "an array") { $0.elements }
  }

  /// An array of strings (enum cases, screen actions); each element keeps its position.
  mutating func strings(_ object: Object, _ name: String, required: Bool) -> [String]? {
    guard let elements = array(object, name, required: required) else { return nil }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      guard let text = element.stringValue else {
        report(
          element.position,
          "element \(index + 1) of '\(name)' in \(object.what) must be a string, "
            + "found \(element.value.kindDescription)")
        continue
      }
      map.positions[object.key.specMember(name).specIndex(result.count)] = element.position
      result.append(text)
    }
    return result
  }

  mutating func number(_ object: Object, _ name: String, required: Bool) -> Double? {
    typed(object, name, required: required, expected: "a number") { node in
      switch node.value {
      case .int(let value): return Double(value)
      case .double(let value): return value
      default: return nil
      }
    }
  }

  mutating func integer(_ object: Object, _ name: String, required: Bool) -> Int? {
    typed(object, name, required: required, expected: "a whole number") { node in
      if case .int(let value) = node.value { return value }
      return nil
    }
  }

  /// A string naming one case of `E`, with the accepted values and a suggestion when it names none.
  mutating func choice<E: RawRepresentable & CaseIterable>(
    _ object: Object, _ name: String, required: Bool, as type: E.Type
  ) -> E? where E.RawValue == String {
    guard let text = string(object, name, required: required) else { return nil }
    if let value = E(rawValue: text) { return value }
    let accepted = E.allCases.map(\.rawValue)
    let node = object.fields[name]
    report(
      node?.position,
      "unknown \(name) '\(text)' in \(object.what); expected one of \(accepted.joined(separator: ", "))"
        + Suggestions.didYouMean(text, among: accepted))
    markBroken(object.key.specMember(name))
    return nil
  }

  /// A Swift type string, parsed; leaves' positions are recorded for later "unknown type" messages.
  mutating func type(_ object: Object, _ name: String, required: Bool) -> TypeRef? {
    guard let text = string(object, name, required: required), let node = object.fields[name] else { return nil }
    let key = object.key.specMember(name)
    // Columns inside the string: one past the opening quote (exact when the string has no escapes).
    func column(_ offset: Int) -> SourcePosition {
      SourcePosition(line: node.position.line, column: node.position.column + 1 + offset)
    }
    do {
      let parsed = try TypeParser.parse(text)
      map.typeLeaves[key] = parsed.names.map { column($0.offset) }
      return parsed.type
    } catch {
      let place = name == "type" ? object.what : "'\(name)' of \(object.what)"
      // The caret points into the type; a long one is not repeated whole.
      let shown = text.utf8.count > 60 ? String(text.prefix(40)) + "…" : text
      report(column(error.offset), "invalid type '\(shown)' in \(place): \(error.message)")
      markBroken(key)
      return nil
    }
  }

  /// How an element of a named list is called in messages: `model 'Order'`, or `model #2` if nameless.
  static func describe(_ kind: String, _ node: JSONNode, index: Int, in parent: String? = nil) -> String {
    let base = node["name"]?.stringValue.map { "\(kind) '\($0)'" } ?? "\(kind) #\(index + 1)"
    return parent.map { "\(base) of \($0)" } ?? base
  }
}
