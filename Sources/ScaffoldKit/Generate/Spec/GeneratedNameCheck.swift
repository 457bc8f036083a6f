/// Checks a spec against the names the template set in use generates for it. The set is not described by a
/// list kept in code: the module is rendered, every generated Swift file is read for what it declares
/// (`DeclaredName`), and two declarations that Swift would refuse as a redeclaration — a model named like
/// a type the set derives (`ItemService`, `FetchItemsUseCase`), a parameter named like a view-model member
/// (`state`, `repository`), an operation named like a test-double helper (`fetchItemsResult`), a field named
/// `CodingKeys` — are reported at the spec name that caused them, naming the generated place.
package enum GeneratedNameCheck {
  /// The problems of `spec` rendered by set `set` into `files`. `json` is the spec's text when it came from a
  /// file (for positions), `path` the name used in messages.
  package static func problems(
    in files: [GeneratedFile], spec: ModuleSpec, set: String, json: [UInt8]? = nil, path: String
  ) -> [SpecProblem] {
    let map = json.map { SpecLoader.sourceMap(json: $0, path: path) } ?? SpecSourceMap()
    var groups: [String: [DeclaredName]] = [:]
    var order: [String] = []
    for file in files where file.path.hasSuffix(".swift") {
      let target = isTestFile(file.path) ? "tests" : "sources"
      for name in DeclaredName.scan(file.contents, file: file.path) {
        let key = "\(target) \(name.scope) \(name.name)"
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(name)
      }
    }
    let names = SpecNames(spec)
    var problems: [SpecProblem] = []
    var reported: Set<String> = []
    // Redeclarations first: where a name is both redeclared and shadowed, the redeclaration is the clearer
    // place to show.
    var clashes: [(DeclaredName, DeclaredName)] = []
    for key in order where groups[key]!.count > 1 {
      if let clash = firstClash(groups[key]!) { clashes.append(clash) }
    }
    let isShadowing = { (clash: (DeclaredName, DeclaredName)) in
      clash.0.kind == .parameter || clash.1.kind == .parameter
    }
    for (first, second) in clashes.filter({ !isShadowing($0) }) + clashes.filter(isShadowing) {
      guard reported.insert(first.name).inserted else { continue }
      let culprit = names.first(named: first.name)
      let place = "\(second.file):\(second.position.line)"
      let generated = first.scope.isEmpty ? "a type of the same name" : "a member '\(first.name)' of '\(first.scope)'"
      let message: String
      if let culprit {
        message =
          "\(culprit.what) clashes with \(generated) that the '\(set)' template set generates "
          + "(\(first.file):\(first.position.line) and \(place)); rename the \(culprit.noun)"
      } else {
        message =
          "the '\(set)' template set declares '\(first.name)' twice for this spec "
          + "(\(first.file):\(first.position.line) and \(place)); rename the spec's names that lead to it"
      }
      let position = culprit.flatMap { map.position($0.key) } ?? map.position("name")
      problems.append(SpecProblem(path: path, position: position, message: message))
    }
    return problems
  }

  /// Files of a test target: a path component named `Tests` or ending in `Tests` (`Tests/OrderTests/…`,
  /// `Modules/Order/Tests/…`). Test targets are separate Swift modules: their names do not clash with the
  /// sources'.
  static func isTestFile(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
  }

  private static func firstClash(_ declarations: [DeclaredName]) -> (DeclaredName, DeclaredName)? {
    var shadowing: (DeclaredName, DeclaredName)?
    for (index, first) in declarations.enumerated() {
      for second in declarations[(index + 1)...] where first.clashes(with: second) {
        if first.kind != .parameter && second.kind != .parameter { return (first, second) }
        if shadowing == nil { shadowing = (first, second) }
      }
    }
    return shadowing
  }
}

/// Every name a spec gives, with its spec path: where a clash is reported.
private struct SpecNames {
  struct Entry {
    var key: String
    var what: String
    var noun: String
  }

  var entries: [String: Entry] = [:]

  init(_ spec: ModuleSpec) {
    // Later kinds do not replace earlier ones: a model is named before its fields.
    func add(_ name: String, _ key: String, _ what: String, _ noun: String) {
      if entries[name] == nil { entries[name] = Entry(key: key, what: what, noun: noun) }
    }
    for (index, model) in spec.models.enumerated() {
      add(model.name, "models".specIndex(index).specMember("name"), "model '\(model.name)'", "model")
    }
    for (index, screen) in spec.screens.enumerated() {
      add(screen.name, "screens".specIndex(index).specMember("name"), "screen '\(screen.name)'", "screen")
    }
    for (index, operation) in spec.operations.enumerated() {
      let key = "operations".specIndex(index)
      add(operation.name, key.specMember("name"), "operation '\(operation.name)'", "operation")
      for (number, param) in operation.params.enumerated() {
        add(
          param.name, key.specMember("params").specIndex(number).specMember("name"),
          "parameter '\(param.name)' of operation '\(operation.name)'", "parameter")
      }
    }
    for (index, route) in spec.routes.enumerated() {
      let key = "routes".specIndex(index)
      for (number, param) in route.params.enumerated() {
        add(
          param.name, key.specMember("params").specIndex(number).specMember("name"),
          "parameter '\(param.name)' of the route from '\(route.from)' to '\(route.to)'", "parameter")
      }
    }
    for (index, model) in spec.models.enumerated() {
      let key = "models".specIndex(index)
      switch model.kind {
      case .structure(let fields):
        for (number, field) in fields.enumerated() {
          add(
            field.name, key.specMember("fields").specIndex(number).specMember("name"),
            "field '\(field.name)' of model '\(model.name)'", "field")
        }
      case .enumeration(let cases):
        for (number, name) in cases.enumerated() {
          add(name, key.specMember("cases").specIndex(number), "case '\(name)' of enum '\(model.name)'", "case")
        }
      }
    }
    add(spec.name, "name", "module name '\(spec.name)'", "module")
  }

  func first(named name: String) -> Entry? { entries[name] }
}
