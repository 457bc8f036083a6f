extension SpecValidator {
  // MARK: Models

  mutating func checkModels() {
    let keys = spec.models.indices.map { "models".specIndex($0).specMember("name") }
    checkUnique(spec.models.map(\.name), keys: keys, what: "model")
    let reserved = spec.generatedTypeNames
    let shadowed = ModuleSpec.shadowedNames.union(KnownTypes.all)
    for (index, model) in spec.models.enumerated() {
      let key = "models".specIndex(index)
      let what = "model '\(model.name)'"
      if checkTypeName(model.name, key: key.specMember("name"), what: "model name") {
        if let generated = reserved[model.name] {
          report(
            key.specMember("name"),
            "model '\(model.name)' has the name of a generated type (\(generated)); rename the model")
        } else if shadowed.contains(model.name) {
          report(
            key.specMember("name"),
            "model '\(model.name)' would shadow the Swift type '\(model.name)' used by generated code; rename the model"
          )
        }
      }
      switch model.kind {
      case .structure(let fields):
        checkFields(fields, key: key.specMember("fields"), owner: what, kind: "field")
        checkContainment(model, fields: fields, key: key)
        if values.boundedDefaultValue(.named(model.name)) == nil {
          report(
            key.specMember("name"),
            "the default value of \(what) (what a form starts from) would be longer than "
              + "\(SwiftValues.defaultValueLimit) characters, because its struct fields nest too deep or too often; "
              + "make some of them optional or arrays")
        }
      case .enumeration(let cases):
        let caseKeys = cases.indices.map { key.specMember("cases").specIndex($0) }
        if cases.isEmpty && !map.isBroken(key.specMember("cases")) {
          report(key.specMember("cases"), "enum \(what) needs at least one case")
        }
        for (name, caseKey) in zip(cases, caseKeys) { checkMemberName(name, key: caseKey, what: "case name") }
        checkUnique(cases, keys: caseKeys, what: "case", within: what)
      }
    }
  }

  /// Names and types of a list of fields or parameters.
  mutating func checkFields(_ fields: [FieldSpec], key: String, owner: String, kind: String) {
    let keys = fields.indices.map { key.specIndex($0) }
    checkUnique(fields.map(\.name), keys: keys.map { $0.specMember("name") }, what: kind, within: owner)
    for (field, fieldKey) in zip(fields, keys) {
      checkMemberName(field.name, key: fieldKey.specMember("name"), what: "\(kind) name")
      checkType(field.type, key: fieldKey.specMember("type"), what: "\(kind) '\(field.name)' of \(owner)")
    }
  }

  /// A struct cannot contain itself by value (directly or through other structs, optionals included);
  /// arrays and dictionaries break the cycle.
  mutating func checkContainment(_ model: ModelSpec, fields: [FieldSpec], key: String) {
    guard !model.name.isEmpty else { return }
    for (index, field) in fields.enumerated() {
      guard let target = Self.directStruct(field.type, models),
        target == model.name || (containment[target] != nil && containment[target] == containment[model.name])
      else { continue }
      report(
        key.specMember("fields").specIndex(index).specMember("type"),
        "field '\(field.name)' makes model '\(model.name)' contain itself, which a struct cannot; "
          + "use '[\(target)]' or store the other model's id")
    }
  }

  private static func directStruct(_ type: TypeRef, _ models: [String: ModelSpec]) -> String? {
    switch type {
    case .named(let name):
      if case .structure? = models[name]?.kind { return name }
      return nil
    case .optional(let wrapped): return directStruct(wrapped, models)
    default: return nil
    }
  }

  /// The strongly connected groups of the "holds by value" graph between struct models (Tarjan's
  /// algorithm with an explicit stack, so a chain of thousands of models neither recurses nor repeats).
  static func containmentGroups(_ models: [String: ModelSpec]) -> [String: Int] {
    var edges: [String: [String]] = [:]
    for (name, model) in models {
      if case .structure(let fields) = model.kind { edges[name] = fields.compactMap { directStruct($0.type, models) } }
    }
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var onStack: Set<String> = []
    var stack: [String] = []
    var groups: [String: Int] = [:]
    var counter = 0
    for start in edges.keys.sorted() where index[start] == nil {
      var work: [(node: String, next: Int)] = [(start, 0)]
      index[start] = counter
      lowLink[start] = counter
      counter += 1
      stack.append(start)
      onStack.insert(start)
      while let (node, next) = work.last {
        let successors = edges[node] ?? []
        if next < successors.count {
          work[work.count - 1].next += 1
          let successor = successors[next]
          if index[successor] == nil {
            index[successor] = counter
            lowLink[successor] = counter
            counter += 1
            stack.append(successor)
            onStack.insert(successor)
            work.append((successor, 0))
          } else if onStack.contains(successor) {
            lowLink[node] = min(lowLink[node]!, index[successor]!)
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent]!, lowLink[node]!) }
        guard lowLink[node] == index[node] else { continue }
        var members: [String] = []
        while let member = stack.popLast() {
          onStack.remove(member)
          members.append(member)
          if member == node { break }
        }
        // A lone struct is a group only when it holds itself directly; that case is checked by name.
        if members.count > 1 { for member in members { groups[member] = index[node]! } }
      }
    }
    return groups
  }

  // MARK: Types

  /// Every name in `type` must be a known Swift type, a model or (inside an optional or a collection) one of
  /// the app's types; `Void` only as a whole return type (`allowsVoid`, which also marks a return type); a
  /// dictionary key must be hashable.
  mutating func checkType(_ type: TypeRef, key: String, what: String, allowsVoid: Bool = false) {
    guard !map.isBroken(key) else { return }
    if allowsVoid, type == .void { return }
    var leaves = (map.typeLeaves[key] ?? []).makeIterator()
    walk(type, key: key, what: what, leaves: &leaves, context: allowsVoid ? .result : .bare)
  }

  /// Where a name sits in a type, for the app's types: generated code can start an optional or a
  /// collection of one empty, but cannot make a value of it, nor a sample result for an operation.
  private enum TypeContext { case bare, wrapped, result }

  private mutating func walk(
    _ type: TypeRef, key: String, what: String, leaves: inout IndexingIterator<[SourcePosition]>,
    context: TypeContext
  ) {
    switch type {
    case .void:
      report(
        at: leaves.next() ?? map.position(key),
        "'Void' is only allowed as an operation's whole return type, not in \(what)")
    case .named(let name):
      let position = leaves.next() ?? map.position(key)
      if KnownTypes.all.contains(name) || models[name] != nil { return }
      if let declaration = projectTypes.declaration(of: name) {
        checkAppType(declaration, at: position, what: what, context: context)
        return
      }
      if let advice = KnownTypes.unsupported[name] {
        report(at: position, "\(advice) (in \(what))")
        return
      }
      let candidates = KnownTypes.all + spec.models.map(\.name) + projectTypes.declarations.keys.sorted()
      report(at: position, "unknown type '\(name)' for \(what)" + Suggestions.didYouMean(name, among: candidates))
    case .optional(let wrapped), .array(let wrapped):
      walk(wrapped, key: key, what: what, leaves: &leaves, context: context == .result ? .result : .wrapped)
    case .dictionary(let keyType, let value):
      let position = peekPosition(leaves) ?? map.position(key)
      if case .named(let name) = keyType, isStructModel(name) {
        report(at: position, "dictionary key '\(name)' in \(what) must be hashable; use a Swift type or an enum model")
      } else if case .named = keyType {
      } else if keyType != .void {
        report(
          at: position, "dictionary key '\(keyType)' in \(what) must be a plain type, not an optional or collection")
      }
      walk(keyType, key: key, what: what, leaves: &leaves, context: context == .result ? .result : .bare)
      walk(value, key: key, what: what, leaves: &leaves, context: context == .result ? .result : .wrapped)
    }
  }

  private mutating func checkAppType(
    _ declaration: ProjectTypes.Declaration, at position: SourcePosition?, what: String, context: TypeContext
  ) {
    let name = declaration.name
    let declared = "the app's type '\(name)' (\(declaration.location))"
    // With `conventions.access` internal the module lives in the app's target and its types are internal too.
    if !declaration.isPublic, projectTypes.configuration?.conventions.access != .internal {
      report(
        at: position,
        "\(declared) in \(what) is not public, and the generated module's types are public, so they cannot hold it; "
          + "declare '\(name)' public, or generate internal types (\"conventions\": {\"access\": \"internal\"})")
    } else if let refusal = declaration.refusal {
      report(at: position, "\(declared) in \(what) is \(refusal); use a type of a layer it may use, or move '\(name)'")
    } else if case let missing = projectTypes.missingConformances(of: name), !missing.isEmpty {
      report(
        at: position,
        "\(declared) in \(what) does not conform to \(missing.joined(separator: ", ")), which the generated models "
          + "(Codable, Equatable, Hashable, Sendable) need of what they hold; add "
          + "'extension \(name): \(missing.joined(separator: ", ")) {}' to the app"
          + (missing.contains("Sendable")
            ? " (in the file that declares it, where Swift takes a Sendable conformance)" : "")
          + ", or use a model of the spec")
    } else if context == .result {
      report(
        at: position,
        "\(declared) cannot be in \(what): the generated test doubles need a sample result, and scaffold cannot "
          + "make a value of a type it does not generate; return a model of the spec that holds it")
    } else if context == .bare {
      report(
        at: position,
        "\(declared) in \(what) can be used only as '\(name)?' or '[\(name)]': generated forms and tests need a "
          + "value to start from, and scaffold cannot make one of a type it does not generate")
    }
  }

  private func peekPosition(_ leaves: IndexingIterator<[SourcePosition]>) -> SourcePosition? {
    var copy = leaves
    return copy.next()
  }

  /// Whether every name in `type` is a known type or a model (so comparing it with another type is meaningful).
  func resolves(_ type: TypeRef) -> Bool {
    switch type {
    case .void: return true
    case .named(let name):
      return KnownTypes.all.contains(name) || models[name] != nil || projectTypes.declaration(of: name) != nil
    case .optional(let wrapped), .array(let wrapped): return resolves(wrapped)
    case .dictionary(let key, let value): return resolves(key) && resolves(value)
    }
  }

  func isStructModel(_ name: String) -> Bool {
    if case .structure? = models[name]?.kind { return true }
    return false
  }

  /// The fields of a struct model, or `nil`.
  func fields(of model: String) -> [FieldSpec]? {
    if case .structure(let fields)? = models[model]?.kind { return fields }
    return nil
  }
}
