import Foundation

extension SpecValidator {
  mutating func checkScreens() {
    let keys = spec.screens.indices.map { "screens".specIndex($0) }
    checkUnique(spec.screens.map(\.name), keys: keys.map { $0.specMember("name") }, what: "screen")
    for (screen, key) in zip(spec.screens, keys) {
      // A model named like a screen's generated type is reported on the model; here only Swift names.
      if checkTypeName(screen.name, key: key.specMember("name"), what: "screen name") {
        for (suffix, _) in ModuleSpec.screenTypeSuffixes {
          let generated = screen.name + suffix
          guard ModuleSpec.shadowedNames.contains(generated) else { continue }
          report(
            key.specMember("name"),
            "screen '\(screen.name)' would generate '\(generated)', which shadows the SwiftUI type; rename the screen")
        }
      }
      checkScreen(screen, key: key)
    }
  }

  private mutating func checkScreen(_ screen: ScreenSpec, key: String) {
    let what = "screen '\(screen.name)'"
    let operationNames = spec.operations.map(\.name)
    let modelKnown = checkReference(
      screen.model, key: key.specMember("model"), among: spec.models.map(\.name), what: "model", owner: what,
      list: "models")
    let model = modelKnown ? screen.model : nil
    if let model, !isStructModel(model) {
      report(key.specMember("model"), "\(what) shows model '\(model)', which is an enum; a screen shows a struct model")
    }
    if let model, ModuleSpec.viewModelNestedTypes.contains(model) {
      report(
        key.specMember("model"),
        "\(what) shows model '\(model)', which its view model's nested type '\(model)' would hide; rename the model")
    }
    let kindKnown = !map.isBroken(key.specMember("kind"))
    if kindKnown { checkKind(screen, key: key, what: what) }

    if let load = screen.load,
      checkReference(
        load, key: key.specMember("load"), among: operationNames, what: "operation", owner: what, list: "operations"),
      let model, isStructModel(model), kindKnown, let operation = operations[load],
      let operationKey = operationKeys[load], !map.isBroken(operationKey.specMember("returns")),
      resolves(operation.returns)
    {
      let expected: TypeRef = screen.kind == .list ? .array(.named(model)) : .named(model)
      if operation.returns != expected && operation.returns != .optional(expected) {
        report(
          key.specMember("load"),
          "'load' of \(screen.kind.rawValue) \(what) is '\(load)', which returns '\(operation.returns)'; "
            + "a \(screen.kind.rawValue) screen loads '\(expected)'")
      }
    }
    if let submit = screen.submit,
      checkReference(
        submit, key: key.specMember("submit"), among: operationNames, what: "operation", owner: what,
        list: "operations"),
      let model, let operation = operations[submit]
    {
      checkFilledFromModel(operation, model: model, key: key.specMember("submit"), use: "'submit' of \(what)")
    }
    let actionKeys = screen.actions.indices.map { key.specMember("actions").specIndex($0) }
    checkUnique(screen.actions, keys: actionKeys, what: "action", within: what)
    for (action, actionKey) in zip(screen.actions, actionKeys) {
      let intents = ModuleSpec.viewModelIntents + spec.screens.map { "open\($0.name)" }
      if intents.contains(action) {
        report(
          actionKey,
          "action '\(action)' of \(what) would clash with the view model's own '\(action)' method; rename the operation"
        )
      }
      guard
        checkReference(
          action, key: actionKey, among: operationNames, what: "operation", owner: what, list: "operations"),
        let model, let operation = operations[action]
      else { continue }
      checkFilledFromModel(operation, model: model, key: actionKey, use: "action of \(what)")
    }
    checkValidations(screen, model: model, key: key, what: what)
  }

  private mutating func checkKind(_ screen: ScreenSpec, key: String, what: String) {
    switch screen.kind {
    case .list, .detail:
      if screen.load == nil {
        let loads = screen.kind == .list ? "its items" : "the item it shows"
        report(key, "\(screen.kind.rawValue) \(what) needs 'load': the operation that fetches \(loads)")
      }
      if screen.submit != nil {
        report(
          key.specMember("submit"), "'submit' is only for form screens; list the operation in 'actions' of \(what)")
      }
      if !screen.validations.isEmpty {
        report(
          key.specMember("validations"),
          "'validations' are only for form screens, and \(what) is a \(screen.kind.rawValue)")
      }
    case .form:
      if screen.submit == nil { report(key, "form \(what) needs 'submit': the operation that sends the form") }
    }
  }

  /// An operation a screen triggers takes its arguments from the screen's model: each parameter is typed as
  /// the model itself, or is named and typed like one of its fields.
  private mutating func checkFilledFromModel(_ operation: OperationSpec, model: String, key: String, use: String) {
    guard let fields = fields(of: model) else { return }
    for param in operation.params {
      if param.type == .named(model) || fields.contains(where: { $0.name == param.name && $0.type == param.type }) {
        continue
      }
      report(
        key,
        "parameter '\(param.name): \(param.type)' of operation '\(operation.name)' (the \(use)) cannot be filled "
          + "from model '\(model)'; give it the type '\(model)' or the name and type of one of its fields")
    }
  }

  private mutating func checkValidations(_ screen: ScreenSpec, model: String?, key: String, what: String) {
    var seen: Set<String> = []
    let modelFields = model.flatMap { self.fields(of: $0) }
    for (index, validation) in screen.validations.enumerated() {
      let validationKey = key.specMember("validations").specIndex(index)
      let fieldKey = validationKey.specMember("field")
      let rule = validation.rule.name
      guard !map.isBroken(fieldKey), !map.isBroken(validationKey.specMember("rule")) else { continue }
      if !seen.insert("\(validation.field) \(rule)").inserted {
        report(
          validationKey.specMember("rule"), "duplicate validation '\(rule)' of field '\(validation.field)' in \(what)")
      }
      guard let modelFields, let model else { continue }
      guard let field = modelFields.first(where: { $0.name == validation.field }) else {
        report(
          fieldKey,
          "unknown field '\(validation.field)' in a validation of \(what); model '\(model)' has no such field"
            + Suggestions.didYouMean(validation.field, among: modelFields.map(\.name)))
        continue
      }
      checkRuleApplies(validation, to: field, key: validationKey)
    }
  }

  private mutating func checkRuleApplies(_ validation: ValidationSpec, to field: FieldSpec, key: String) {
    var base = field.type
    if case .optional(let wrapped) = base { base = wrapped }
    let rule = validation.rule.name
    switch validation.rule {
    case .required:
      return
    case .email, .minLength, .maxLength, .pattern:
      if base != .named("String") {
        report(key.specMember("rule"), "rule '\(rule)' needs a String field, but '\(field.name)' is '\(field.type)'")
      }
    case .range:
      guard case .named(let name) = base, KnownTypes.numeric.contains(name) else {
        report(key.specMember("rule"), "rule 'range' needs a number field, but '\(field.name)' is '\(field.type)'")
        return
      }
    }
    if case .pattern(let pattern) = validation.rule, !map.isBroken(key.specMember("value")) {
      do {
        _ = try NSRegularExpression(pattern: pattern)
      } catch {
        report(key.specMember("value"), "'\(pattern)' is not a valid regular expression (NSRegularExpression syntax)")
      }
    }
  }

  mutating func checkRoutes() {
    let screenNames = spec.screens.map(\.name)
    var seen: Set<String> = []
    for (index, route) in spec.routes.enumerated() {
      let key = "routes".specIndex(index)
      let what = "route '\(route.from)' -> '\(route.to)'"
      let fromKnown = checkReference(
        route.from, key: key.specMember("from"), among: screenNames, what: "screen", owner: what, list: "screens")
      let toKnown = checkReference(
        route.to, key: key.specMember("to"), among: screenNames, what: "screen", owner: what, list: "screens")
      if fromKnown && toKnown && !seen.insert("\(route.from)->\(route.to)").inserted {
        report(key, "duplicate \(what)")
      }
      checkFields(route.params, key: key.specMember("params"), owner: what, kind: "parameter")
      guard toKnown, let target = screens[route.to], let load = target.load, let operation = operations[load] else {
        continue
      }
      for param in operation.params
      where !route.params.contains(where: { $0.name == param.name && $0.type == param.type }) {
        report(
          key,
          "\(what) must pass '\(param.name): \(param.type)', which '\(load)' (the load of screen '\(route.to)') needs")
      }
    }
  }
}
