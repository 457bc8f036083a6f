import TemplateEngine

/// One user-facing text of a module: its key in the module's `Localizable.strings`, the member of the module's
/// `<Module>Strings` accessor that reads it, and its English (the strings file's value and the fallback where a
/// key is missing). Keys, members and English come from here alone, so the strings file, the accessor, the
/// screens and the generated test cannot drift apart.
struct ModuleText: Equatable {
  let key: String
  let name: String
  let english: String
  /// What the text is, for a translator.
  let comment: String
  /// The arguments the English formats with positional specifiers (`%1$@`); empty for a plain text.
  var arguments: [String] = []
}

/// Texts: every label a module's screens show, and the Swift expression each screen reads it with.
extension ContextBuilder {
  /// The module's accessor: one static member per text.
  var stringsType: String { spec.name + "Strings" }

  private var keyPrefix: String { SwiftCode.lowerFirst(spec.name) }

  /// The Swift expression that reads `text` in the user's language.
  func expression(_ text: ModuleText) -> String { "\(stringsType).\(text.name)" }

  func screenTitle(_ screen: String) -> ModuleText {
    ModuleText(
      key: "\(keyPrefix).\(SwiftCode.lowerFirst(screen)).title", name: SwiftCode.lowerFirst(screen) + "Title",
      english: SwiftCode.label(screen), comment: "Title of the \(SwiftCode.label(screen)) screen.")
  }

  func fieldLabel(_ field: String) -> ModuleText {
    ModuleText(
      key: "\(keyPrefix).field.\(field)", name: field + "Label", english: SwiftCode.label(field),
      comment: "Label of the \(SwiftCode.sentenceLabel(field)) field.")
  }

  func actionLabel(_ operation: String) -> ModuleText {
    ModuleText(
      key: "\(keyPrefix).action.\(operation)", name: operation + "Label", english: SwiftCode.label(operation),
      comment: "Button that runs \(SwiftCode.label(operation)).")
  }

  func actionConfirmation(_ operation: String) -> ModuleText {
    ModuleText(
      key: "\(keyPrefix).action.\(operation).confirmation", name: operation + "Confirmation",
      english: SwiftCode.label(operation) + "?", comment: "Asks the user to confirm \(SwiftCode.label(operation)).")
  }

  func navigationLabel(_ destination: String) -> ModuleText {
    ModuleText(
      key: "\(keyPrefix).\(SwiftCode.lowerFirst(destination)).open", name: "open\(destination)Label",
      english: SwiftCode.label(destination), comment: "Button that opens the \(SwiftCode.label(destination)) screen.")
  }

  /// One text per validation of `screen`, in spec order; a rule repeated on a field is numbered.
  func validationMessages(_ screen: ScreenSpec) -> [ModuleText] {
    var counts: [String: Int] = [:]
    return screen.validations.map { validation in
      let base = validation.field + SwiftCode.upperFirst(ruleName(validation.rule))
      counts[base, default: 0] += 1
      let suffix = counts[base, default: 1] > 1 ? "\(counts[base, default: 1])" : ""
      let screenName = SwiftCode.lowerFirst(screen.name)
      return ModuleText(
        key: "\(keyPrefix).\(screenName).\(base)\(suffix)", name: screenName + SwiftCode.upperFirst(base) + suffix,
        english: validation.message,
        comment: "Shown under the \(SwiftCode.sentenceLabel(validation.field)) field when it breaks a rule.")
    }
  }

  /// What every screen of the module may show, whatever its spec.
  private var commonTexts: [ModuleText] {
    let common = { (name: String, english: String, comment: String) in
      ModuleText(key: "\(keyPrefix).common.\(name)", name: name, english: english, comment: comment)
    }
    var texts = [
      common("loadFailed", "Could not load", "Title shown when a screen could not load its content."),
      common("retry", "Retry", "Button that loads a screen again after a failure."),
      common("empty", "Nothing here yet", "Shown when a screen has no content."),
      common("ok", "OK", "Button that dismisses an error."),
      common("keep", "Keep", "Button that cancels a destructive action."),
    ]
    var labeledValue = common("labeledValue", "%1$@: %2$@", "A field's label, then its value.")
    labeledValue.arguments = ["label", "value"]
    texts.append(labeledValue)
    let hasForm = spec.screens.contains { $0.kind == .form }
    if hasForm {
      texts += [
        common("submit", "Submit", "Button that sends a form."),
        common("done", "Done", "Shown when a form was sent; also the button that closes the keyboard."),
        common("loading", "Loading…", "Shown while a form loads what it edits."),
        common("submitting", "Submitting…", "Shown while a form is being sent."),
        common("notSetOption", "Not set", "Choice of a yes-or-no field that has no value."),
      ]
    }
    if showsYesOrNo {
      texts += [
        common("yesOption", "Yes", "A yes-or-no field's value, or its choice in a form."),
        common("noOption", "No", "A yes-or-no field's value, or its choice in a form."),
      ]
    }
    if hasForm { texts.append(common("noneOption", "None", "Choice of a list field that has no value.")) }
    if options.inApp {
      texts.append(
        ModuleText(
          key: "\(keyPrefix).tab.title", name: "tabTitle", english: SwiftCode.label(spec.name),
          comment: "Title of the module's tab in the app."))
    }
    return texts
  }

  /// The text of one case of an enum model that a screen shows: `Shipped` for `OrderStatus.shipped`.
  func caseText(_ enumeration: String, _ name: String) -> ModuleText {
    ModuleText(
      key: "\(keyPrefix).value.\(SwiftCode.lowerFirst(enumeration)).\(name)",
      name: SwiftCode.lowerFirst(enumeration) + SwiftCode.upperFirst(name), english: SwiftCode.sentenceLabel(name),
      comment: "One of the values of \(SwiftCode.sentenceLabel(enumeration)), as the user reads it.")
  }

  /// The enum models whose values a screen shows or offers (a field of a screen's model holds one, optional or
  /// in a list), in spec order, with their cases. The strings accessor has a text per case and a `text(for:)`
  /// per enum, which `displayExpression` and the forms' pickers call: users read `In transit`, not `inTransit`.
  var shownEnums: [(name: String, cases: [String])] {
    let shown = Set(spec.screens.flatMap { structFields($0.model) }.compactMap { Self.namedElement(of: $0.type) })
    return spec.models.compactMap { model in
      guard shown.contains(model.name), case .enumeration(let cases) = model.kind else { return nil }
      return (model.name, cases)
    }
  }

  /// The named type a field of `type` shows: itself, its wrapped type, or its element.
  static func namedElement(of type: TypeRef) -> String? {
    switch type {
    case .named(let name), .optional(.named(let name)), .array(.named(let name)): return name
    default: return nil
    }
  }

  /// The enum of `shownEnums` that a field of `type` shows (itself, optional or in a list), if any.
  func shownEnum(in type: TypeRef) -> String? {
    guard let name = Self.namedElement(of: type), case .enumeration = modelsByName[name]?.kind else { return nil }
    return shownEnums.contains { $0.name == name } ? name : nil
  }

  /// Whether a screen shows a yes-or-no value or choice: a form (whose `Bool?` inputs offer Yes and No), or a
  /// detail whose model has a `Bool` field. The strings accessor then has `yesOption`, `noOption` and
  /// `yesOrNo(_:)`, which `displayExpression` calls.
  var showsYesOrNo: Bool {
    spec.screens.contains { screen in
      screen.kind == .form
        || screen.kind == .detail && structFields(screen.model).contains { $0.type.wrapped == .named("Bool") }
    }
  }

  /// Every text the module's screens show, each once (the first of two with the same member wins).
  func texts() -> [ModuleText] {
    guard !spec.screens.isEmpty else { return [] }
    var texts = commonTexts
    for screen in spec.screens {
      texts.append(screenTitle(screen.name))
      if screen.kind != .list { texts += structFields(screen.model).map { fieldLabel($0.name) } }
      for operation in screen.actions.compactMap({ operationsByName[$0] }) {
        texts.append(actionLabel(operation.name))
        if FormInputs.isDestructive(operation) { texts.append(actionConfirmation(operation.name)) }
      }
      texts += outgoingNavigations(screen).filter { buttonArguments($0, on: screen) != nil }.map {
        navigationLabel($0.to)
      }
      texts += validationMessages(screen)
    }
    for (enumeration, cases) in shownEnums { texts += cases.map { caseText(enumeration, $0) } }
    var seen = Set<String>()
    return texts.filter { seen.insert($0.name).inserted }
  }

  func textValue(_ text: ModuleText) -> TemplateValue {
    [
      "key": .string(text.key),
      "keyLiteral": .string(SwiftCode.stringLiteral(text.key)),
      "name": .string(text.name),
      "englishLiteral": .string(SwiftCode.stringLiteral(text.english)),
      "comment": .string(text.comment),
      "commentLiteral": .string(SwiftCode.stringLiteral(text.comment)),
      "parameters": .string(text.arguments.map { "_ \($0): String" }.joined(separator: ", ")),
      "arguments": .string(text.arguments.joined(separator: ", ")),
      "takesArguments": .bool(!text.arguments.isEmpty),
    ]
  }
}
