extension SpecValidator {
  mutating func checkOperations() {
    let keys = spec.operations.indices.map { "operations".specIndex($0) }
    checkUnique(spec.operations.map(\.name), keys: keys.map { $0.specMember("name") }, what: "operation")
    for (operation, key) in zip(spec.operations, keys) {
      let what = "operation '\(operation.name)'"
      checkMemberName(operation.name, key: key.specMember("name"), what: "operation name")
      checkFields(operation.params, key: key.specMember("params"), owner: what, kind: "parameter")
      checkType(operation.returns, key: key.specMember("returns"), what: "the return type of \(what)", allowsVoid: true)
      if let http = operation.http { checkHTTP(http, operation: operation, key: key.specMember("http")) }
    }
  }

  /// The path is relative to `baseURL`, starts with `/`, and each `{placeholder}` names a parameter whose
  /// type can be written in a URL.
  private mutating func checkHTTP(_ http: HTTPSpec, operation: OperationSpec, key: String) {
    let pathKey = key.specMember("path")
    guard !map.isBroken(pathKey) else { return }
    let path = http.path
    let owner = "http path '\(path)' of operation '\(operation.name)'"
    if path.contains("://") {
      report(pathKey, "\(owner) must be relative to baseURL, e.g. \"/orders/{id}\"")
      return
    }
    if !path.hasPrefix("/") {
      report(pathKey, "\(owner) must start with '/'")
    }
    if path.contains(where: { $0 == " " || $0 == "?" || $0 == "#" }) {
      report(pathKey, "\(owner) must not contain spaces, '?' or '#'; parameters outside the path become query items")
    }
    var rest = Substring(path)
    while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
      guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else {
        report(pathKey, "\(owner) has an unbalanced '{' or '}'")
        return
      }
      let name = String(rest[rest.index(after: open)..<close])
      rest = rest[rest.index(after: close)...]
      guard let param = operation.params.first(where: { $0.name == name }) else {
        let candidates = operation.params.map(\.name)
        report(
          pathKey,
          "\(owner) names '{\(name)}', which is not a parameter of the operation"
            + Suggestions.didYouMean(name, among: candidates))
        continue
      }
      if !isPathType(param.type) {
        report(
          pathKey,
          "parameter '\(name)' of type '\(param.type)' cannot go in the \(owner); "
            + "use a String, number, Bool, UUID or enum")
      }
    }
  }

  private func isPathType(_ type: TypeRef) -> Bool {
    guard case .named(let name) = type else { return false }
    if case .enumeration? = models[name]?.kind { return true }
    return ["String", "Bool", "UUID"].contains(name) || KnownTypes.numeric.contains(name)
  }
}
