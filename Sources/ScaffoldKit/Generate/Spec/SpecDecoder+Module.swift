/// The keys of each spec object, in documentation order (docs/spec.md, docs/module-spec.schema.json).
enum SpecKeys {
  static let module = [
    "$schema", "name", "ui", "cachePolicy", "cacheMaxAge", "baseURL", "models", "operations", "screens", "routes",
    "custom",
  ]
  static let model = ["name", "fields", "cases"]
  static let field = ["name", "type", "readOnly"]
  static let operation = ["name", "params", "returns", "http", "messages"]
  static let http = ["method", "path"]
  static let screen = ["name", "kind", "model", "load", "submit", "actions", "validations"]
  static let validation = ["field", "rule", "value", "min", "max", "message"]
  static let route = ["from", "to", "params"]
}

extension SpecDecoder {
  /// Decodes the whole document. `name` may be absent here: the loader decides whether the command line
  /// supplies it.
  mutating func decodeModule(_ root: JSONNode) -> ModuleSpec {
    var spec = ModuleSpec(name: "")
    guard let object = object(root, key: "", what: "the spec", allowed: SpecKeys.module) else { return spec }
    if let name = string(object, "name", required: false) { spec.name = name }
    if let ui = choice(object, "ui", required: false, as: UIKind.self) { spec.ui = ui }
    if let policy = choice(object, "cachePolicy", required: false, as: CachePolicy.self) { spec.cachePolicy = policy }
    if let maxAge = integer(object, "cacheMaxAge", required: false) {
      if maxAge > 0 {
        spec.cacheMaxAge = maxAge
      } else {
        report(
          object.fields["cacheMaxAge"]?.position,
          "'cacheMaxAge' in the spec must be a positive number of seconds, found \(maxAge)")
      }
    }
    spec.baseURL = string(object, "baseURL", required: false)
    spec.models = list(object, "models", required: true, kind: "model") { decoder, node, key, index in
      decoder.decodeModel(node, key: key, index: index)
    }
    spec.operations = list(object, "operations", required: true, kind: "operation") { decoder, node, key, index in
      decoder.decodeOperation(node, key: key, index: index)
    }
    spec.screens = list(object, "screens", required: true, kind: "screen") { decoder, node, key, index in
      decoder.decodeScreen(node, key: key, index: index)
    }
    spec.routes = list(object, "routes", required: false, kind: "route") { decoder, node, key, index in
      decoder.decodeRoute(node, key: key, index: index)
    }
    if let custom = member(object, "custom", required: false) {
      if let members = custom.members {
        for member in members { spec.custom[member.key] = member.value.value }
      } else {
        report(custom.position, "'custom' in the spec must be an object, found \(custom.value.kindDescription)")
      }
    }
    return spec
  }

  /// Decodes each element of an array member; elements that are not even objects are reported and skipped,
  /// and the rest are keyed by their index in the decoded list.
  mutating func list<Element>(
    _ object: Object, _ name: String, required: Bool, kind: String,
    decode: (inout SpecDecoder, JSONNode, String, Int) -> Element?
  ) -> [Element] {
    guard let elements = array(object, name, required: required) else { return [] }
    var result: [Element] = []
    for (index, node) in elements.enumerated() {
      guard node.members != nil else {
        report(
          node.position, "each of '\(name)' in \(object.what) must be an object, found \(node.value.kindDescription)")
        continue
      }
      let key = object.key.specMember(name).specIndex(result.count)
      if let element = decode(&self, node, key, index) { result.append(element) }
    }
    return result
  }

  /// A required name; a missing one is replaced by `""`, which validation skips as broken.
  private mutating func requiredName(_ object: Object, _ key: String = "name") -> String {
    string(object, key, required: true) ?? ""
  }

  mutating func decodeModel(_ node: JSONNode, key: String, index: Int) -> ModelSpec? {
    let what = Self.describe("model", node, index: index)
    guard let object = object(node, key: key, what: what, allowed: SpecKeys.model) else { return nil }
    let name = requiredName(object)
    let hasFields = object.fields["fields"] != nil
    let hasCases = object.fields["cases"] != nil
    if hasFields && hasCases {
      report(
        object.fields["cases"]?.position,
        "\(what) has both 'fields' and 'cases'; a model is either a struct (fields) or an enum (cases)")
    }
    if !hasFields && !hasCases && object.misspelt.isDisjoint(with: ["fields", "cases"]) {
      report(object.position, "missing required key 'fields' (a struct) or 'cases' (an enum) in \(what)")
      markBroken(key.specMember("fields"))
    }
    if hasCases && !hasFields {
      return ModelSpec(name: name, kind: .enumeration(cases: strings(object, "cases", required: true) ?? []))
    }
    let fields = fieldList(object, "fields", kind: "field")
    return ModelSpec(name: name, kind: .structure(fields: fields))
  }

  /// Fields of a model, parameters of an operation or a route: `[{"name": "id", "type": "UUID"}]`.
  mutating func fieldList(_ object: Object, _ name: String, kind: String) -> [FieldSpec] {
    list(object, name, required: false, kind: kind) { decoder, node, key, index in
      let what = Self.describe(kind, node, index: index, in: object.what)
      guard let field = decoder.object(node, key: key, what: what, allowed: SpecKeys.field) else { return nil }
      let fieldName = decoder.requiredName(field)
      let type = decoder.type(field, "type", required: true) ?? .named("")
      return FieldSpec(name: fieldName, type: type, isReadOnly: decoder.bool(field, "readOnly") ?? false)
    }
  }

  mutating func decodeOperation(_ node: JSONNode, key: String, index: Int) -> OperationSpec? {
    let what = Self.describe("operation", node, index: index)
    guard let object = object(node, key: key, what: what, allowed: SpecKeys.operation) else { return nil }
    let name = requiredName(object)
    let params = fieldList(object, "params", kind: "parameter")
    let returns = type(object, "returns", required: false) ?? .void
    if object.misspelt.contains("returns") { markBroken(key.specMember("returns")) }
    var http: HTTPSpec?
    if let httpNode = member(object, "http", required: false),
      let httpObject = self.object(
        httpNode, key: key.specMember("http"), what: "'http' of \(what)", allowed: SpecKeys.http)
    {
      let method = choice(httpObject, "method", required: true, as: HTTPSpec.Method.self)
      let path = string(httpObject, "path", required: true)
      if method == nil { markBroken(httpObject.key.specMember("method")) }
      http = HTTPSpec(method: method ?? .GET, path: path ?? "/")
      if path == nil { markBroken(httpObject.key.specMember("path")) }
    }
    var operation = OperationSpec(name: name, params: params, returns: returns, http: http)
    if let messagesNode = member(object, "messages", required: false),
      let messages = self.object(
        messagesNode, key: key.specMember("messages"), what: "'messages' of \(what)",
        allowed: OperationSpec.messageCases)
    {
      for errorCase in OperationSpec.messageCases {
        if let text = string(messages, errorCase, required: false) { operation.messages[errorCase] = text }
      }
    }
    return operation
  }

  mutating func decodeScreen(_ node: JSONNode, key: String, index: Int) -> ScreenSpec? {
    let what = Self.describe("screen", node, index: index)
    guard let object = object(node, key: key, what: what, allowed: SpecKeys.screen) else { return nil }
    let name = requiredName(object)
    let kind = choice(object, "kind", required: true, as: ScreenSpec.Kind.self)
    if kind == nil { markBroken(key.specMember("kind")) }
    let model = requiredName(object, "model")
    var screen = ScreenSpec(name: name, kind: kind ?? .list, model: model)
    screen.load = string(object, "load", required: false)
    screen.submit = string(object, "submit", required: false)
    screen.actions = strings(object, "actions", required: false) ?? []
    screen.validations = list(object, "validations", required: false, kind: "validation") { decoder, node, key, _ in
      decoder.decodeValidation(node, key: key, screen: what)
    }
    return screen
  }

  mutating func decodeRoute(_ node: JSONNode, key: String, index: Int) -> RouteSpec? {
    var what = "route #\(index + 1)"
    if let from = node["from"]?.stringValue, let to = node["to"]?.stringValue { what = "route '\(from)' -> '\(to)'" }
    guard let object = object(node, key: key, what: what, allowed: SpecKeys.route) else { return nil }
    let params = fieldList(object, "params", kind: "parameter")
    return RouteSpec(from: requiredName(object, "from"), to: requiredName(object, "to"), params: params)
  }
}
