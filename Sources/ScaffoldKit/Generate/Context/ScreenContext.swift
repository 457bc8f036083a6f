import TemplateEngine

/// Screens: their view model's inputs, the calls their intents make, their navigation and form rules.
extension ContextBuilder {
  func screen(_ screen: ScreenSpec) -> TemplateValue {
    let model = modelsByName[screen.model]
    let screenInputs = inputs[screen.name] ?? []
    let load = screen.load.flatMap { operationsByName[$0] }
    let submit = screen.submit.flatMap { operationsByName[$0] }
    let contentType: TypeRef = load.map { loadedType(of: $0.returns) } ?? .named(screen.model)
    let scope = screen.kind == .form ? "draft" : "item"
    let navigationValues = navigations(of: screen)
    let initParameters = ["repository: any \(spec.name)Repository"] + screenInputs.map { "\($0.name): \($0.type)" }
    let testArguments =
      ["repository: repository"]
      + screenInputs.map {
        "\($0.name): \(values.sample($0.type, hint: $0.name))"
      }
    let actionValues = screen.actions.compactMap { operationsByName[$0] }.map { call($0, screen: screen, scope: scope) }
    var result: [String: TemplateValue] = [
      "name": .string(screen.name),
      "kind": .string(screen.kind.rawValue),
      "isList": .bool(screen.kind == .list),
      "isDetail": .bool(screen.kind == .detail),
      "isForm": .bool(screen.kind == .form),
      "title": .string(SwiftCode.label(screen.name)),
      "titleLiteral": .string(SwiftCode.stringLiteral(SwiftCode.label(screen.name))),
      "titleText": .string(expression(screenTitle(screen.name))),
      "viewModel": .string(screen.name + (suffixes.viewModel ?? "ViewModel")),
      "view": .string(screen.name + (suffixes.view ?? "View")),
      "viewController": .string(screen.name + (suffixes.viewController ?? "ViewController")),
      "routeCase": .string(routeCaseName(screen.name)),
      "routeCaseDeclaration": .string(SwiftCode.caseDeclaration(routeCaseName(screen.name), params: screenInputs)),
      "routePattern": .string(SwiftCode.casePattern(routeCaseName(screen.name), params: screenInputs)),
      "routeSample": .string(SwiftCode.enumCase(routeCaseName(screen.name), arguments: sampleArguments(screenInputs))),
      "route": .string(
        SwiftCode.enumCase(routeCaseName(screen.name), arguments: SwiftCode.forwardingArguments(screenInputs))),
      "makeViewModel": .string("make\(screen.name)ViewModel"),
      "model": model.map(self.model) ?? .null,
      "contentType": .string(contentType.description),
      "inputs": .array(screenInputs.map(param)),
      "hasInputs": .bool(!screenInputs.isEmpty),
      "inputParameterList": .string(SwiftCode.parameterList(screenInputs)),
      "inputForwardingArguments": .string(SwiftCode.forwardingArguments(screenInputs)),
      "initParameters": .string(initParameters.joined(separator: ", ")),
      "testInitArguments": .string(testArguments.joined(separator: ", ")),
      "load": load.map { call($0, screen: screen, scope: scope) } ?? .null,
      "submit": submit.map { call($0, screen: screen, scope: scope) } ?? .null,
      "actions": .array(actionValues),
      "hasActions": .bool(!screen.actions.isEmpty),
      "itemActions": .array(actionValues.filter { $0.member("takesItem") == true && $0.member("isBindable") == true }),
      "buttonActions": .array(
        actionValues.filter { $0.member("takesItem") == false && $0.member("isBindable") == true }),
      "navigations": .array(navigationValues),
      "hasNavigations": .bool(!navigationValues.isEmpty),
    ]
    result["useCases"] = .array(
      useCaseNames(screen).compactMap { operationsByName[$0] }.map { call($0, screen: screen, scope: scope) })
    let destructive = { (actions: [TemplateValue]) in actions.contains { $0.member("isDestructive") == true } }
    result["confirmsButtonActions"] = .bool(
      destructive(actionValues.filter { $0.member("takesItem") == false && $0.member("isBindable") == true }))
    result["confirmsItemActions"] = .bool(
      destructive(actionValues.filter { $0.member("takesItem") == true && $0.member("isBindable") == true }))
    result["removesItem"] = .bool(removesShownItem(on: screen))
    let buttons = navigationValues.filter { $0.member("isButton") == true }
    let readingItem = buttons.filter { $0.member("readsItem") == true }
    let notReadingItem = buttons.filter { $0.member("readsItem") == false }
    result["buttonNavigations"] = .array(notReadingItem)
    result["itemNavigations"] = .array(readingItem)
    result["barNavigations"] = .array(notReadingItem + readingItem)
    result["selectNavigation"] = navigationValues.first { $0.member("itemArguments") != .null } ?? .null
    result["submitNavigation"] = navigationValues.first { $0.member("resultArguments") != .null } ?? .null
    result["signsIn"] = screen.kind == .form ? submit.flatMap(sessionFields(of:)) ?? .null : .null
    result["formatters"] = formatters(screen)
    form(screen, model: model, into: &result)
    return .dictionary(result)
  }

  /// The Foundation formatters a UIKit screen declares: `number` and `date`, each true when the fields it shows
  /// need it: a detail's, and the read-only fields of a form that loads its record (its number inputs use its
  /// view model's `numberFormatter`).
  func formatters(_ screen: ScreenSpec) -> TemplateValue {
    let shown = structFields(screen.model).filter { field in
      switch screen.kind {
      case .detail: return true
      case .form: return field.isReadOnly && screen.load != nil
      default: return false
      }
    }
    var number = false
    var date = false
    for field in shown {
      guard case .named(let name) = field.type.wrapped else { continue }
      number = number || Self.isNumber(name)
      date = date || name == "Date"
    }
    return ["number": .bool(number), "date": .bool(date)]
  }

  /// The operations a use-case view model holds, in the order it declares them: a form's load and submit,
  /// then its other actions; another screen's actions, then its load.
  func useCaseNames(_ screen: ScreenSpec) -> [String] {
    var loadAndSubmit = [screen.load].compactMap { $0 }
    if let submit = screen.submit, submit != screen.load { loadAndSubmit.append(submit) }
    let others = screen.actions.filter { !loadAndSubmit.contains($0) }
    return screen.kind == .form ? loadAndSubmit + others : others + loadAndSubmit
  }

  /// What the screen's state holds once loaded: the load result without its optional.
  func loadedType(of type: TypeRef) -> TypeRef {
    if case .optional(let wrapped) = type { return wrapped }
    return type
  }

  /// The screen's routes, one per destination.
  func outgoingNavigations(_ screen: ScreenSpec) -> [RouteSpec] {
    var seen = Set<String>()
    return spec.routes.filter { $0.from == screen.name && seen.insert($0.to).inserted }
  }

  /// The navigations leaving `screen` (its `navigations` key).
  func navigations(of screen: ScreenSpec) -> [TemplateValue] {
    let submit = screen.submit.flatMap { operationsByName[$0] }
    return outgoingNavigations(screen).map { navigation($0, from: screen, resultType: submit?.returns) }
  }

  /// The methods a protocol-style navigator implements for its screens' navigation protocols: one per
  /// destination and parameter list, so screens leading to the same place with the same parameters share
  /// it; each is the navigation of the first route (in spec order) leading there.
  func navigatorIntents() -> [TemplateValue] {
    var result: [TemplateValue] = []
    for route in spec.routes {
      let parameterList = SwiftCode.parameterList(route.params)
      let first = spec.routes.first { $0.to == route.to && SwiftCode.parameterList($0.params) == parameterList }
      guard first?.from == route.from else { continue }
      for source in spec.screens where source.name == route.from {
        result += navigations(of: source).filter { $0.member("to") == .string(route.to) }
      }
    }
    return result
  }

  /// An operation called from a screen. Each parameter comes from the screen's inputs (same name),
  /// the screen's item or draft (`scope`, when the type is the screen's model, or a field of the same
  /// name and type), or else becomes a parameter of the intent itself.
  func call(_ operation: OperationSpec, screen: ScreenSpec, scope: String) -> TemplateValue {
    let screenInputs = inputs[screen.name] ?? []
    let fields = structFields(screen.model)
    var arguments: [String] = []
    var extras: [FieldSpec] = []
    var usesScope = false
    for param in operation.params {
      if screenInputs.contains(where: { $0.name == param.name }) {
        arguments.append("\(param.name): \(param.name)")
      } else if param.type == .named(screen.model) {
        arguments.append("\(param.name): \(scope)")
        usesScope = true
      } else if fields.contains(where: { $0.name == param.name && $0.type == param.type }) {
        arguments.append("\(param.name): \(scope).\(param.name)")
        usesScope = true
      } else {
        arguments.append("\(param.name): \(param.name)")
        extras.append(param)
      }
    }
    // A list's intents receive the row they act on; a detail's read it from the loaded state.
    let takesItem = usesScope && screen.kind == .list
    let intentParameters = (takesItem ? ["_ item: \(screen.model)"] : []) + extras.map { "\($0.name): \($0.type)" }
    let intentTestArguments =
      (takesItem ? [values.sample(.named(screen.model))] : [])
      + extras.map { "\($0.name): \(values.sample($0.type, hint: $0.name))" }
    let content = screen.load.flatMap { operationsByName[$0] }.map { loadedType(of: $0.returns) }
    return [
      "name": .string(operation.name),
      "operation": self.operation(operation),
      "call": .string("repository.\(operation.name)(\(arguments.joined(separator: ", ")))"),
      "usesItem": .bool(usesScope && screen.kind != .form),
      "takesItem": .bool(takesItem),
      "needsLoadedItem": .bool(usesScope && screen.kind == .detail),
      "intentParameters": .string(intentParameters.joined(separator: ", ")),
      "intentTestArguments": .string(intentTestArguments.joined(separator: ", ")),
      "hasIntentParameters": .bool(!intentParameters.isEmpty),
      "isBindable": .bool(extras.isEmpty),
      "returnsVoid": .bool(operation.returns == .void),
      "returnsContent": .bool(content != nil && operation.returns == content),
      "label": .string(SwiftCode.label(operation.name)),
      "labelLiteral": .string(SwiftCode.stringLiteral(SwiftCode.label(operation.name))),
      "labelText": .string(expression(actionLabel(operation.name))),
      "isDestructive": .bool(FormInputs.isDestructive(operation)),
      "removesItem": .bool(removesShownItem(operation, on: screen)),
      "confirmationLiteral": .string(SwiftCode.stringLiteral(SwiftCode.label(operation.name) + "?")),
      "confirmationText": .string(expression(actionConfirmation(operation.name))),
      "confirmationState": .string("confirming" + SwiftCode.upperFirst(operation.name)),
    ]
  }

  /// Whether an action of `screen` removes the record it shows (`removesShownItem(_:on:)`).
  func removesShownItem(on screen: ScreenSpec) -> Bool {
    screen.actions.compactMap { operationsByName[$0] }.contains { removesShownItem($0, on: screen) }
  }

  /// Whether `operation`, an action of a detail screen, removes the record the screen shows: `delete<Model>` or
  /// `remove<Model>`, or a `DELETE` of the path the screen loads it from. The screen then closes (its view
  /// model's `onRemoved`) instead of reading the record again, which would fail.
  func removesShownItem(_ operation: OperationSpec, on screen: ScreenSpec) -> Bool {
    guard screen.kind == .detail else { return false }
    if ["delete", "remove"].contains(where: { operation.name == $0 + screen.model }) { return true }
    guard operation.http?.method == .DELETE, let load = screen.load.flatMap({ operationsByName[$0] }) else {
      return false
    }
    return operation.http?.path == load.http?.path
  }

  /// What a sign-in returns that the app's session store keeps: for a submit whose result has a `String`
  /// field `accessToken` (or `token`), that field and a `String` or `String?` `refreshToken` if there is one.
  /// Nil for any other submit.
  func sessionFields(of operation: OperationSpec) -> TemplateValue? {
    guard case .named(let name) = operation.returns else { return nil }
    let fields = structFields(name)
    let text: [TypeRef] = [.named("String"), .optional(.named("String"))]
    guard
      let access = ["accessToken", "token"].lazy.compactMap({ wanted in
        fields.first { $0.name == wanted && $0.type == .named("String") }
      }).first
    else { return nil }
    let refresh = fields.first { $0.name == "refreshToken" && text.contains($0.type) }
    // A value built in full, for the app's tests (the module's test doubles, `UUID.sample` among them, are not
    // visible there); none when a field holds another model.
    let arguments = fields.map { field in
      let value = values.sample(field.type, hint: field.name)
      return "\(field.name): \(value.replacingOccurrences(of: SwiftValues.sampleUUID, with: "UUID()"))"
    }
    let holdsModel = fields.contains { $0.type.names.contains { modelsByName[$0] != nil } }
    let sample = holdsModel ? nil : "\(name)(\(arguments.joined(separator: ", ")))"
    return .dictionary([
      "accessToken": .string(access.name), "refreshToken": refresh.map { .string($0.name) } ?? .null,
      "sample": sample.map(TemplateValue.string) ?? .null,
    ])
  }

  func structFields(_ model: String) -> [FieldSpec] {
    if case .structure(let fields) = modelsByName[model]?.kind { return fields }
    return []
  }

  /// Arguments filling a route's parameters from what a view model has: `source` (a value of `type`: the row a
  /// list's user picked, the record a detail shows, a form's submit result) first, then the screen's inputs of
  /// the same name and type, read through `inputs` (`""` in the view model, `"viewModel."` in its tests). Nil
  /// when a parameter has neither; `readsSource` tells whether an argument reads `source`.
  func filledArguments(
    _ params: [FieldSpec], screen: ScreenSpec, from source: String? = nil, type: TypeRef? = nil, inputs: String = ""
  ) -> (arguments: String, readsSource: Bool)? {
    let screenInputs = self.inputs[screen.name] ?? []
    var fields: [FieldSpec] = []
    if let type, case .named(let name) = type { fields = structFields(name) }
    var arguments: [String] = []
    var readsSource = false
    for param in params {
      if let source, param.type == type {
        arguments.append("\(param.name): \(source)")
        readsSource = true
      } else if let source, fields.contains(where: { $0.name == param.name && $0.type == param.type }) {
        arguments.append("\(param.name): \(source).\(param.name)")
        readsSource = true
      } else if screenInputs.contains(where: { $0.name == param.name && $0.type == param.type }) {
        arguments.append("\(param.name): \(inputs)\(param.name)")
      } else {
        return nil
      }
    }
    return (arguments.joined(separator: ", "), readsSource)
  }

  /// The arguments of a navigation the screen offers as a button, whose intent takes no parameters: filled from
  /// the record a detail shows (`item`) and the screen's inputs. Nil when they do not fill the route, and for a
  /// route with parameters that a list's row fills: that one opens from the row, and a button would fill it
  /// from inputs that only share the row's names.
  func buttonArguments(
    _ route: RouteSpec, on screen: ScreenSpec, inputs: String = ""
  ) -> (arguments: String, readsSource: Bool)? {
    if screen.kind == .list,
      filledArguments(route.params, screen: screen, from: "item", type: .named(screen.model))?.readsSource == true
    {
      return nil
    }
    let shown = screen.kind == .detail && screen.load != nil ? "item" : nil
    return filledArguments(route.params, screen: screen, from: shown, type: .named(screen.model), inputs: inputs)
  }

  func navigation(_ route: RouteSpec, from screen: ScreenSpec, resultType: TypeRef?) -> TemplateValue {
    let caseName = routeCaseName(route.to)
    let targetInputs = inputs[route.to] ?? []
    // The router fills inputs the route does not carry with neutral values.
    let routeArguments = targetInputs.map { input in
      route.params.contains { $0.name == input.name }
        ? "\(input.name): \(input.name)" : "\(input.name): \(values.defaultValue(input.type))"
    }
    let model = TypeRef.named(screen.model)
    let fill = { (source: String?, type: TypeRef?, inputs: String) in
      self.filledArguments(route.params, screen: screen, from: source, type: type, inputs: inputs)
    }
    // Filled from the screen: a list's row selection (from the row), a form's next screen after its submit
    // (from the result), and a button, whose intent then takes no parameters (from the record a detail shows).
    let isList = screen.kind == .list
    let item = isList ? fill("item", model, "") : nil
    let itemTest = isList ? fill("item", model, "viewModel.") : nil
    let result = screen.kind == .form ? fill("value", resultType, "") : nil
    let button = buttonArguments(route, on: screen)
    let buttonTest = buttonArguments(route, on: screen, inputs: "viewModel.")
    let value = { (arguments: String) in TemplateValue.string(SwiftCode.enumCase(caseName, arguments: arguments)) }
    return [
      "case": .string(caseName),
      "to": .string(route.to),
      "params": .array(route.params.map(param)),
      "declaration": .string(SwiftCode.caseDeclaration(caseName, params: route.params)),
      "pattern": .string(SwiftCode.casePattern(caseName, params: route.params)),
      "value": value(SwiftCode.forwardingArguments(route.params)),
      "intentName": .string("open\(route.to)"),
      "labelLiteral": .string(SwiftCode.stringLiteral(SwiftCode.label(route.to))),
      "labelText": .string(expression(navigationLabel(route.to))),
      "intentParameters": .string(SwiftCode.parameterList(route.params)),
      "forwardingArguments": .string(SwiftCode.forwardingArguments(route.params)),
      "intentTestArguments": .string(sampleArguments(route.params)),
      "sampleValue": value(sampleArguments(route.params)),
      "routeValue": value(routeArguments.joined(separator: ", ")),
      "itemArguments": item.map { .string($0.arguments) } ?? .null,
      "itemValue": item.map { value($0.arguments) } ?? .null,
      "itemTestValue": itemTest.map { value($0.arguments) } ?? .null,
      "resultArguments": result.map { .string($0.arguments) } ?? .null,
      "resultValue": result.map { value($0.arguments) } ?? .null,
      "isButton": .bool(button != nil),
      "readsItem": .bool(button?.readsSource ?? false),
      "viewModelParameters": .string(button == nil ? SwiftCode.parameterList(route.params) : ""),
      "viewModelArguments": .string(button?.arguments ?? SwiftCode.forwardingArguments(route.params)),
      "viewModelValue": value(button?.arguments ?? SwiftCode.forwardingArguments(route.params)),
      "viewModelTestArguments": .string(button == nil ? sampleArguments(route.params) : ""),
      "buttonTestValue": buttonTest.map { value($0.arguments) } ?? .null,
    ]
  }

  /// Form keys: the draft, the editable fields and every validation as Swift.
  func form(_ screen: ScreenSpec, model: ModelSpec?, into result: inout [String: TemplateValue]) {
    let fields = structFields(screen.model)
    result["defaultDraft"] = .string(values.defaultValue(.named(screen.model)))
    var validated: [String] = []
    for validation in screen.validations
    where !validated.contains(validation.field)
      && fields.contains(where: { $0.name == validation.field })
    {
      validated.append(validation.field)
    }
    let emailFields = Set(screen.validations.filter { $0.rule == .email }.map(\.field))
    let account = FormInputs.account(
      screen: screen.name, submit: screen.submit, fields: fields, secure: { formControl($0) == "secure" })
    let textInputs = fields.filter {
      !$0.isReadOnly && ["text", "secure", "integer", "decimal"].contains(formControl($0))
    }
    .map(\.name)
    let formFields = fields.map { field in
      let next = textInputs.firstIndex(of: field.name).flatMap { $0 + 1 < textInputs.count ? textInputs[$0 + 1] : nil }
      return formField(
        field, validated: validated.contains(field.name),
        isEmail: emailFields.contains(field.name) || field.name.lowercased().contains("email"),
        account: account, nextTextInput: next, viewModel: screen.name + (suffixes.viewModel ?? "ViewModel"))
    }
    result["fields"] = .array(formFields)
    result["textInputs"] = .array(textInputs.map { .string($0) })
    result["padFields"] = .array(
      formFields.filter { $0.member("lacksReturnKey") == true && $0.member("isReadOnly") == false }.compactMap {
        $0.member("name")
      })
    result["numberFields"] = .array(formFields.filter { $0.member("isNumber") == .bool(true) })
    result["readsDecimals"] = .bool(
      formFields.contains { $0.member("isNumber") == .bool(true) && $0.member("wrappedType") == "Decimal" })
    var rules: [TemplateValue] = []
    var counts: [String: Int] = [:]
    for (validation, message) in zip(screen.validations, validationMessages(screen)) {
      guard let field = fields.first(where: { $0.name == validation.field }),
        let failure = Validations.fieldFailure(validation.rule, path: "draft.\(field.name)", type: field.type)
      else { continue }
      let invalid = Validations.invalidValue(validation.rule, type: field.type)
      // Test names must stay unique when a field repeats a rule.
      let baseName = SwiftCode.upperFirst(field.name) + SwiftCode.upperFirst(ruleName(validation.rule))
      counts[baseName, default: 0] += 1
      let count = counts[baseName, default: 1]
      rules.append([
        "field": .string(field.name),
        "rule": .string(ruleName(validation.rule)),
        "failure": .string(failure),
        "message": .string(validation.message),
        "messageLiteral": .string(SwiftCode.stringLiteral(validation.message)),
        "messageText": .string(expression(message)),
        "invalidValue": invalid.map(TemplateValue.string) ?? .null,
        "checksOnlyPresentValues": .bool(field.type.isOptional && validation.rule != .required),
        "testName": .string(baseName + (count > 1 ? "\(count)" : "")),
      ])
    }
    result["validations"] = .array(rules)
    result["hasValidations"] = .bool(!rules.isEmpty)
    result["hasPatternValidations"] = .bool(
      screen.validations.contains { validation in
        Validations.usesPattern(validation.rule) && fields.contains { $0.name == validation.field }
      })
    result["testedValidations"] = .array(rules.filter { $0.member("invalidValue") != .null })
    result["validatedFields"] = .array(validated.map { .string($0) })
    var assignments: [TemplateValue] = []
    var canBuild = true
    for name in validated {
      guard let field = fields.first(where: { $0.name == name }) else { continue }
      let fieldRules = screen.validations.filter { $0.field == name }.map(\.rule)
      if let value = Validations.validValue(fieldRules, type: field.type, values: values, hint: name) {
        assignments.append(.string("draft.\(name) = \(value)"))
      } else {
        canBuild = false
      }
    }
    result["validDraftAssignments"] = .array(assignments)
    result["canBuildValidDraft"] = .bool(canBuild)
  }

  /// A model field as a form input: `field` keys plus whether it has rules and how to read it from text.
  func formField(
    _ spec: FieldSpec, validated: Bool, isEmail: Bool, account: FormInputs.Account = .none,
    nextTextInput: String? = nil, viewModel: String = "Self"
  ) -> TemplateValue {
    guard case .dictionary(var entries) = field(spec) else { return field(spec) }
    entries["isValidated"] = .bool(validated)
    entries["isEmail"] = .bool(isEmail)
    // Numbers are read and shown with the user's locale (`1.234,5` in German) through the view model's
    // `numberFormatter`, which both screens use (`formatted()` and `.number` need iOS 15).
    var parse = "text"
    var text = "viewModel.draft.\(spec.name)"
    // A field the server owns has no input: the draft keeps its new or loaded value.
    let control = spec.isReadOnly ? "none" : formControl(spec)
    entries["formControl"] = .string(control)
    entries["isReadOnly"] = .bool(spec.isReadOnly)
    let isNumber = control == "integer" || control == "decimal"
    let isTextInput = isNumber || control == "text" || control == "secure"
    entries["isNumber"] = .bool(isNumber)
    entries["isTextInput"] = .bool(isTextInput)
    entries["nextTextInput"] = nextTextInput.map(TemplateValue.string) ?? .null
    entries["parseFunction"] = .string("parse\(SwiftCode.upperFirst(spec.name))")
    entries["contentType"] =
      isTextInput && !isNumber
      ? FormInputs.contentType(spec.name, secure: control == "secure", email: isEmail, account: account)
        .map(TemplateValue.string) ?? .null
      : .null
    let keyboardType = FormInputs.keyboardType(control: control, name: spec.name, email: isEmail)
    entries["keyboardType"] = keyboardType.map(TemplateValue.string) ?? .null
    entries["lacksReturnKey"] = .bool(FormInputs.lacksReturnKey(keyboardType))
    let type = spec.type.wrapped.description
    // A number typed and the same number shown again: the sample the generated tests type, with a grouping
    // separator in most locales (but not for the 8-bit integers, which stop at 255) and decimals past the
    // formatter's default three.
    let holdsThousands = !["Int8", "UInt8"].contains(type)
    let typed = control == "integer" ? (holdsThousands ? "1234" : "123") : "1234.5678"
    entries["typedSample"] = .string(type == "Decimal" ? "Decimal(string: \"\(typed)\")!" : typed)
    entries["groupsThousands"] = .bool(control == "integer" && holdsThousands)
    // The view model's `number(from:)` reads no number in empty text. An integer is the number typed or none
    // (`300` is no `Int8`, where `int8Value` would wrap it to 44); a `Decimal` is read from the digits typed
    // (`decimal(from:)`), not through a `Double` (19.99 as 19.98999…).
    let number: String
    if KnownTypes.integers.contains(type) {
      number = "\(viewModel).number(from: text).flatMap { \(type)(exactly: $0) }"
    } else if type == "Decimal" {
      number = "\(viewModel).decimal(from: text)"
    } else {
      number = "\(viewModel).number(from: text)?.\(type.lowercased())Value"
    }
    if spec.type.isOptional && (isNumber || control == "text") {
      // Empty text is `nil`.
      parse = isNumber ? number : "text.isEmpty ? nil : text"
      text += isNumber ? "" : " ?? \"\""
    } else if isNumber {
      parse = "\(number) ?? 0"
    }
    if isNumber { text = "\(viewModel).numberText(\(text))" }
    entries["parseText"] = .string(parse)
    entries["textExpression"] = .string(text)
    return .dictionary(entries)
  }

  func ruleName(_ rule: ValidationSpec.Rule) -> String {
    switch rule {
    case .required: return "required"
    case .minLength: return "minLength"
    case .maxLength: return "maxLength"
    case .email: return "email"
    case .pattern: return "pattern"
    case .range: return "range"
    }
  }
}

extension TemplateValue {
  /// The value under `key` when this is a dictionary, else `.null`.
  func member(_ key: String) -> TemplateValue {
    if case .dictionary(let entries) = self { return entries[key] ?? .null }
    return .null
  }
}
