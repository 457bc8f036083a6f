import Foundation
import TemplateEngine

/// Everything a template can read when a module is generated, built from a validated spec and the
/// options. Keys are documented in `docs/template-context.md`; the values precompute Swift spellings
/// (types, parameter lists, call arguments, samples, validation checks) so templates stay simple.
package struct TemplateContext: Sendable, Equatable {
  /// The context as the template engine reads it.
  package var values: [String: TemplateValue]
  /// Template-set conventions the project's `scaffold.json` overrides (`navigatorType` for its navigator suffix).
  package var conventionOverrides: [String: String]
  /// How rendered Swift files are adjusted to the project: targets imported, access level, indentation.
  package var style: CodeStyle

  package init(spec: ModuleSpec, options: GenerateOptions = GenerateOptions()) {
    let builder = ContextBuilder(spec: spec, options: options)
    values = options.project.applied(to: builder.build())
    conventionOverrides = options.conventionOverrides
    style = CodeStyle(options: options, moduleName: spec.name)
  }

  /// The context with per-file values added under `file` (its template and output path).
  func adding(file: [String: TemplateValue]) -> [String: TemplateValue] {
    var result = values
    result["file"] = .dictionary(file)
    return result
  }
}

/// Builds the context dictionaries; one method per kind of spec element.
struct ContextBuilder {
  let spec: ModuleSpec
  let options: GenerateOptions
  let values: SwiftValues
  let modelsByName: [String: ModelSpec]
  let operationsByName: [String: OperationSpec]
  let screensByName: [String: ScreenSpec]
  /// Each screen's inputs: the parameters of the routes leading to it, then its load operation's
  /// remaining parameters. They become the view model's initializer parameters and the route's values.
  let inputs: [String: [FieldSpec]]
  /// The preset's row of the architecture table with the project's conventions.
  let architecture: Architecture
  var suffixes: NameSuffixes { architecture.suffixes }

  init(spec: ModuleSpec, options: GenerateOptions) {
    self.spec = spec
    self.options = options
    architecture = options.architecture
    values = SwiftValues(spec: spec)
    modelsByName = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let operationsByName = Dictionary(spec.operations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.operationsByName = operationsByName
    screensByName = Dictionary(spec.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var screenInputs: [String: [FieldSpec]] = [:]
    for screen in spec.screens {
      var fields: [FieldSpec] = []
      for route in spec.routes where route.to == screen.name {
        for param in route.params where !fields.contains(where: { $0.name == param.name }) { fields.append(param) }
      }
      if let load = screen.load.flatMap({ operationsByName[$0] }) {
        for param in load.params where !fields.contains(where: { $0.name == param.name }) { fields.append(param) }
      }
      screenInputs[screen.name] = fields
    }
    inputs = screenInputs
  }

  func build() -> [String: TemplateValue] {
    [
      "generator": [
        "name": "scaffold",
        "version": .string(options.generatorVersion),
        "templateSet": .string(options.templateSet),
      ],
      "module": module(),
      "types": types(),
      "layout": layout(),
      "models": .array(spec.models.map(model)),
      "operations": .array(spec.operations.map(operation)),
      "readOperations": .array(spec.operations.filter(isRead).map(operation)),
      "writeOperations": .array(spec.operations.filter { !isRead($0) }.map(operation)),
      "screens": .array(spec.screens.map(screen)),
      "routes": .array(spec.routes.map(route)),
      "navigatorIntents": .array(navigatorIntents()),
      "custom": .dictionary(spec.custom.mapValues(TemplateValue.init(json:))),
    ]
  }

  // MARK: Module

  /// The first screen: what the Router shows first (docs/spec.md).
  var entryScreen: ScreenSpec? { spec.screens.first }

  /// The sentence a screen shows for each case of the module's error type, in English: its key in the module's
  /// `Localizable.strings` (as a SwiftUI `Text` literal's is) and what it reads where no translation is found.
  static let errorMessages = [
    ("notFound", "This could not be found. It may have been removed."),
    ("unauthorized", "You are not allowed to do this. Sign in again and retry."),
    ("unavailable", "This is not available offline."),
    ("network", "Could not reach the server. Check your connection and try again."),
    ("decoding", "The server sent data this app cannot read. Try updating the app."),
    ("unknown", "Something went wrong. Please try again."),
  ]

  /// The module is a SwiftPM target of its own (`--package`, or inside an app `new-app` made), with its own
  /// Swift module name and resource bundle.
  var ownsTarget: Bool { options.layout == .package || options.inApp }

  func module() -> TemplateValue {
    let name = spec.name
    let entry = entryScreen
    return [
      "name": .string(name),
      "nameLowerFirst": .string(SwiftCode.lowerFirst(name)),
      "label": .string(SwiftCode.label(name)),
      "ui": .string(spec.ui.rawValue),
      "hasSwiftUI": .bool(spec.ui.includesSwiftUI),
      "hasUIKit": .bool(spec.ui.includesUIKit),
      "hasSwiftUINavigation": .bool(spec.ui.navigatesInSwiftUI),
      "hasUIKitNavigation": .bool(spec.ui.navigatesInUIKit),
      "hostsSwiftUI": .bool(spec.ui == .hosted),
      "hasHTTP": .bool(spec.operations.contains { $0.http != nil }),
      "inApp": .bool(options.inApp),
      "ownsTarget": .bool(ownsTarget),
      "product": .string(ownsTarget ? name + options.moduleProductSuffix : name),
      "bundle": .string(ownsTarget ? ".module" : ".main"),
      "stringsTable": options.appTargetRegion == nil ? .null : .string(name),
      "stringsRegion": .string(options.appTargetRegion ?? "en"),
      "errorMessages": .array(
        Self.errorMessages.map { (errorCase, english) in
          ["case": .string(errorCase), "english": .string(SwiftCode.stringLiteral(english))]
        }),
      "texts": .array(texts().map(textValue)),
      "showsYesOrNo": .bool(showsYesOrNo),
      "shownEnums": .array(
        shownEnums.map { enumeration in
          [
            "name": .string(enumeration.name),
            "cases": .array(
              enumeration.cases.map { ["name": .string($0), "text": .string(caseText(enumeration.name, $0).name)] }),
          ]
        }),
      "appTypes": .array(spec.appTypes.sorted().map(TemplateValue.string)),
      "hasScreens": .bool(!spec.screens.isEmpty),
      "showsUnavailable": .bool(spec.screens.contains { $0.kind != .form || $0.load != nil }),
      "hasForms": .bool(spec.screens.contains { $0.kind == .form }),
      "closesScreens": .bool(spec.screens.contains { $0.kind == .form || removesShownItem(on: $0) }),
      "itemNavigationLoads": .array(
        Set(spec.screens.filter { navigations(of: $0).contains { $0.member("readsItem") == true } }.compactMap(\.load))
          .sorted().map { .string($0) }),
      "signsIn": .bool(
        spec.screens.contains { screen in
          screen.kind == .form && screen.submit.flatMap { operationsByName[$0] }.flatMap(sessionFields(of:)) != nil
        }),
      "cachePolicy": .string(spec.cachePolicy.rawValue),
      "cacheMaxAge": .int(spec.cacheMaxAge),
      "baseURL": spec.baseURL.map(TemplateValue.string) ?? .null,
      "baseURLLiteral": .string(SwiftCode.stringLiteral(spec.baseURL ?? "https://api.example.com")),
      "entryScreen": entry.map { .string($0.name) } ?? .null,
      "entryRoute": entry.map { .string(entryRoute($0)) } ?? .null,
    ]
  }

  func types() -> TemplateValue {
    let name = spec.name
    return [
      "repository": .string("\(name)Repository"),
      "defaultRepository": .string("Default\(name)Repository"),
      "remoteDataSource": .string("\(name)RemoteDataSource"),
      "localDataSource": .string("\(name)LocalDataSource"),
      "inMemoryLocalDataSource": .string("InMemory\(name)LocalDataSource"),
      "urlSessionRemoteDataSource": .string("URLSession\(name)RemoteDataSource"),
      "error": .string("\(name)Error"),
      "cachePolicy": .string("\(name)CachePolicy"),
      "refresh": .string("\(name)Refresh"),
      "changes": .string("\(name)Changes"),
      "route": .string("\(name)Route"),
      "strings": .string(stringsType),
      "unavailableView": .string("\(name)UnavailableView"),
      "router": .string(name + (suffixes.navigator ?? "Router")),
      "stubRepository": .string("Stub\(name)Repository"),
      "stubRemoteDataSource": .string("Stub\(name)RemoteDataSource"),
    ]
  }

  /// The module's folders, from its preset's row of the architecture table: `root`, `tests`, and one key per
  /// layer the module has (`viewModel`: `<root>/ViewModel` in `mvvm`), plus `compositionRoot` where the
  /// module carries its own. Where `scaffold.json` has a `layout`, the folders it names replace the table's
  /// (a `{screen}` left in them is the screen of the file, see `ModuleGenerator.outputs`), and every folder is
  /// relative to the project root.
  func layout() -> TemplateValue {
    let name = spec.name
    let folder = architecture.moduleFolder(for: options.layout)
    // Inside a features app, module sources go below `App/` (`sourceRoot`); tests stay in `Tests/`.
    let modules = options.layout == .modules ? options.sourceRoot.map { Paths.join($0, folder) } ?? folder : folder
    let conventions = architecture.conventions
    let place = { (path: String) in conventions.hasLayout ? conventions.projectPath(path) : path }
    let feature = { (path: String) in path.replacingOccurrences(of: "{feature}", with: name) }
    let root = place("\(modules)/\(name)")
    var result: [String: TemplateValue] = [
      "isPackage": .bool(options.layout == .package),
      "root": .string(root),
      // Where a `layout` names the module's own folder (`Flows/Order` of `Flows/{feature}/{screen}`), the files of
      // the whole module that no layer holds (its strings) go there, not to a `Modules/Order` of their own.
      "module": .string(architecture.moduleFolders(module: name)?.first ?? root),
      "tests": .string(architecture.testsTemplate.map(feature) ?? place(Architecture.testsFolder(module: name))),
    ]
    for layer in architecture.layers {
      let key = SwiftCode.lowerFirst(layer.name)
      let layerFolder: String
      if case .template(let path) = layer.place {
        layerFolder = feature(path)
      } else if let folder = layer.moduleFolder {
        layerFolder = folder.isEmpty ? root : "\(root)/\(folder)"
      } else {
        continue
      }
      result[key] = .string(layerFolder)
      for (name, path) in layer.folders {
        result[key + name] = .string(path.isEmpty ? layerFolder : "\(layerFolder)/\(path)")
      }
    }
    if architecture.moduleHasCompositionRoot, let folder = architecture.compositionRootFolder {
      result["compositionRoot"] = .string(architecture.compositionRootTemplate.map(feature) ?? "\(root)/\(folder)")
    }
    return .dictionary(result)
  }

  // MARK: Models

  func model(_ model: ModelSpec) -> TemplateValue {
    var result: [String: TemplateValue] = [
      "name": .string(model.name),
      "nameLowerFirst": .string(SwiftCode.lowerFirst(model.name)),
      "label": .string(SwiftCode.label(model.name)),
    ]
    switch model.kind {
    case .enumeration(let cases):
      result["isEnum"] = true
      result["isStruct"] = false
      result["cases"] = .array(cases.map { ["name": .string($0), "label": .string(SwiftCode.label($0))] })
      result["fields"] = []
      result["hasId"] = false
      result["conformances"] = "String, Codable, Equatable, Hashable, Sendable, CaseIterable"
      result["titleExpression"] = "item.rawValue"
      result["initParameters"] = ""
      result["sampleArguments"] = []
      result["defaultArguments"] = []
    case .structure(let fields):
      let hasId = fields.contains { $0.name == "id" }
      result["isEnum"] = false
      result["isStruct"] = true
      result["cases"] = []
      result["fields"] = .array(fields.map(field))
      result["hasId"] = .bool(hasId)
      result["conformances"] = .string("Codable, Equatable, Hashable, Sendable" + (hasId ? ", Identifiable" : ""))
      result["titleExpression"] = .string(titleExpression(fields))
      result["initParameters"] = .string(SwiftCode.parameterList(fields))
      result["defaultArguments"] = .array(fields.map { .string("\($0.name): \(values.defaultValue($0.type))") })
      result["sampleArguments"] = .array(fields.map { .string("\($0.name): \(values.sample($0.type, hint: $0.name))") })
    }
    result["defaultValue"] = .string(values.defaultValue(.named(model.name)))
    result["sample"] = .string(values.sample(.named(model.name)))
    return .dictionary(result)
  }

  /// What a list row shows for `item`: its text (`textField(of:)`, empty for none, never `Optional("…")`), else a
  /// description.
  func titleExpression(_ fields: [FieldSpec]) -> String {
    if let text = textField(of: fields) { return "item.\(text.name)" + (text.type.isOptional ? " ?? \"\"" : "") }
    if let first = fields.first { return "String(describing: item.\(first.name))" }
    return "String(describing: item)"
  }

  /// The field a model's values read as to people: its first non-optional `String` field, else its first optional
  /// one; nil when it has none.
  func textField(of fields: [FieldSpec]) -> FieldSpec? {
    fields.first { $0.type == .named("String") } ?? fields.first { $0.type == .optional(.named("String")) }
  }

  func field(_ field: FieldSpec) -> TemplateValue {
    return [
      "name": .string(field.name),
      "type": .string(field.type.description),
      "label": .string(SwiftCode.label(field.name)),
      "labelLiteral": .string(SwiftCode.stringLiteral(SwiftCode.label(field.name))),
      "labelText": .string(expression(fieldLabel(field.name))),
      "isOptional": .bool(field.type.isOptional),
      "wrappedType": .string(field.type.wrapped.description),
      "sample": .string(values.sample(field.type, hint: field.name)),
      "defaultValue": .string(values.defaultValue(field.type)),
      "displayExpression": .string(displayExpression(field)),
      "formatterExpression": .string(formatterExpression(field)),
      "isDisplayed": .bool(field.type.wrapped != .named("UUID")),
      "formControl": .string(formControl(field)),
    ]
  }

  /// A `String` expression showing `item.<field>` to people: numbers and dates through their locale-aware
  /// `FormatStyle`, a yes-or-no as the module's localized Yes or No (`yesOrNo`), an enum model's value as its
  /// case's localized text (`text(for:)`), another model as its text field (`textField(of:)`), lists as joined
  /// text (or their count), other values as they describe themselves.
  func displayExpression(_ field: FieldSpec) -> String {
    let path = "item.\(field.name)"
    if shownEnum(in: field.type) != nil {
      let text = "\(stringsType).text(for: $0)"
      switch field.type {
      case .named: return "\(stringsType).text(for: \(path))"
      case .optional: return "\(path).map { \(text) } ?? \"\""
      default: return "\(path).map { \(text) }.joined(separator: \", \")"
      }
    }
    // Another model of the module reads as its text: a customer as its name.
    if case .named(let name) = field.type.wrapped, let text = textField(of: structFields(name)) {
      let read = "\(path)\(field.type.isOptional ? "?" : "").\(text.name)"
      return field.type.isOptional || text.type.isOptional ? "\(read) ?? \"\"" : read
    }
    switch field.type {
    case .named("String"): return path
    case .optional(.named("String")): return "\(path) ?? \"\""
    case .named("Bool"): return "\(stringsType).yesOrNo(\(path))"
    case .optional(.named("Bool")): return "\(path).map { \(stringsType).yesOrNo($0) } ?? \"\""
    case .named(let name) where formatted(name) != nil: return "\(path)\(formatted(name) ?? "")"
    case .optional(.named(let name)) where formatted(name) != nil: return "\(path)?\(formatted(name) ?? "") ?? \"\""
    case .optional: return "\(path).map { String(describing: $0) } ?? \"\""
    // Lists read as text, not as Swift's `["a", "b"]`: strings and numbers joined, other
    // values (and dictionaries) counted.
    case .array(.named("String")): return "\(path).joined(separator: \", \")"
    case .array(.named(let name)) where formatted(name) != nil:
      return "\(path).map { $0\(formatted(name) ?? "") }.joined(separator: \", \")"
    case .array, .dictionary: return "\(path).count.formatted()"
    default: return "String(describing: \(path))"
    }
  }

  /// `displayExpression` through the screen's cached Foundation formatters (`Self.numberFormatter`,
  /// `Self.dateFormatter`) instead of `formatted(…)`, which needs iOS 15: for UIKit screens, which run from iOS 13.
  func formatterExpression(_ field: FieldSpec) -> String {
    let path = "item.\(field.name)"
    switch (field.type.wrapped, field.type.isOptional) {
    case (.array, _) where shownEnum(in: field.type.wrapped) != nil: return displayExpression(field)
    case (.named("Date"), false): return "Self.dateFormatter.string(from: \(path))"
    case (.named("Date"), true): return "\(path).map { Self.dateFormatter.string(from: $0) } ?? \"\""
    case (.named(let name), false) where Self.isNumber(name): return "Self.numberFormatter.string(for: \(path)) ?? \"\""
    case (.named(let name), true) where Self.isNumber(name):
      return "\(path).flatMap { Self.numberFormatter.string(for: $0) } ?? \"\""
    case (.array(.named("String")), _): return displayExpression(field)
    case (.array(.named(let name)), _) where Self.isNumber(name):
      return "\(path).map { String(describing: $0) }.joined(separator: \", \")"
    case (.array, _), (.dictionary, _): return "String(\(path).count)"
    default: return displayExpression(field)
    }
  }

  /// Whether values of the named type are shown and read with a number formatter.
  static func isNumber(_ name: String) -> Bool {
    name == "Decimal" || KnownTypeNames.integers.contains(name) || KnownTypeNames.floatingPoint.contains(name)
  }

  /// The `.formatted(…)` call showing a value of the named type, or nil when it has none.
  private func formatted(_ name: String) -> String? {
    if name == "Date" { return ".formatted(date: .abbreviated, time: .shortened)" }
    if Self.isNumber(name) { return ".formatted()" }
    return nil
  }

  /// Which input a form shows for a field: text, secure, integer, decimal, toggle, choice (a `Bool?`: not set,
  /// yes, no), date, picker, or none. An optional gets the input of its wrapped type, which can also say
  /// "no value" (empty text, a date switched off, a picker's "None"); `isOptional` tells the templates.
  func formControl(_ field: FieldSpec) -> String {
    let type = field.type.wrapped
    guard case .named(let name) = type else { return "none" }
    if name == "String" {
      return !field.type.isOptional && field.name.lowercased().contains("password") ? "secure" : "text"
    }
    if name == "Bool" { return field.type.isOptional ? "choice" : "toggle" }
    if name == "Date" { return "date" }
    if KnownTypeNames.integers.contains(name) { return "integer" }
    if KnownTypeNames.floatingPoint.contains(name) { return "decimal" }
    if values.isEnum(type) { return "picker" }
    return "none"
  }

  // MARK: Operations

  /// Whether the cache policy applies: the operation returns a value and does not change the server.
  func isRead(_ operation: OperationSpec) -> Bool {
    operation.returns != .void && (operation.http == nil || operation.http?.method == .GET)
  }

  func operation(_ operation: OperationSpec) -> TemplateValue {
    let returns = operation.returns
    let returnsVoid = returns == .void
    var returnsArray = false
    var returnsOptional = false
    if case .array = returns { returnsArray = true }
    if case .optional = returns { returnsOptional = true }
    let signature = SwiftCode.signature(
      operation.name, parameters: SwiftCode.parameters(operation.params),
      suffix: " async throws" + (returnsVoid ? "" : " -> \(returns)"))
    // The clean set's data layer speaks in DTOs.
    let dto = { (type: TypeRef) in "\(spec.name)DTOOf<\(type)>" }
    let dtoSignature = SwiftCode.signature(
      operation.name, parameters: operation.params.map { "\($0.name): \(dto($0.type))" },
      suffix: " async throws" + (returnsVoid ? "" : " -> \(dto(returns))"))
    let key =
      operation.params.isEmpty
      ? operation.name
      : "\(operation.name)(" + operation.params.map(cacheKeyPart).joined(separator: ", ") + ")"
    return [
      "name": .string(operation.name),
      "nameUpperFirst": .string(SwiftCode.upperFirst(operation.name)),
      "params": .array(operation.params.map(param)),
      "hasParams": .bool(!operation.params.isEmpty),
      "parameterList": .string(SwiftCode.parameterList(operation.params)),
      "forwardingArguments": .string(SwiftCode.forwardingArguments(operation.params)),
      "sampleArguments": .string(sampleArguments(operation.params)),
      "signature": .string(signature),
      "dtoSignature": .string(dtoSignature),
      "returns": .string(returns.description),
      "returnsVoid": .bool(returnsVoid),
      "returnsArray": .bool(returnsArray),
      "returnsOptional": .bool(returnsOptional),
      "isRead": .bool(isRead(operation)),
      "isWrite": .bool(!isRead(operation)),
      "cacheKey": .string("\"\(key)\""),
      "itemRead": itemRead(of: operation),
      "resultSample": .string(values.resultSample(returns)),
      "emptyResultSample": returnsArray ? "[]" : returnsOptional ? "nil" : .null,
      "stubDefault": .string(returnsVoid ? ".success(())" : ".failure(.unknown(\"not stubbed\"))"),
      "http": operation.http.map { http(operation, $0) } ?? .null,
      "messages": .array(
        OperationSpec.messageCases.compactMap { errorCase in
          operation.messages[errorCase].map {
            ["case": .string(errorCase), "literal": .string(SwiftCode.stringLiteral($0))]
          }
        }),
      "messageFor": .dictionary(
        Dictionary(
          uniqueKeysWithValues: OperationSpec.messageCases.map { errorCase in
            (errorCase, operation.messages[errorCase].map { .string(SwiftCode.stringLiteral($0)) } ?? .null)
          })),
    ]
  }

  /// For a read of `[Model]`, the read of one `Model` by its `id` (`fetchOrder(id:)` for `fetchOrders`): its
  /// `name`, the `model`, the `cacheKey` of a listed `item` and the `idSample` of its tests. The repository stores each
  /// listed item under that key, so the detail does not serve an older copy. Null when there is none.
  func itemRead(of operation: OperationSpec) -> TemplateValue {
    guard isRead(operation), case .array(.named(let model)) = operation.returns,
      case .structure(let fields) = spec.models.first(where: { $0.name == model })?.kind,
      let id = fields.first(where: { $0.name == "id" }),
      let read = spec.operations.first(where: {
        isRead($0) && $0.returns == .named(model) && $0.params.count == 1 && $0.params[0].name == "id"
          && $0.params[0].type == id.type
      })
    else { return .null }
    return [
      "name": .string(read.name),
      "model": .string(model),
      "cacheKey": .string("\"\(read.name)(id: \\(item.id))\""),
      "idSample": .string(values.sample(id.type, hint: "id")),
    ]
  }

  /// `id: \(id)` inside a string literal; optionals spelled out so the compiler does not warn.
  func cacheKeyPart(_ param: FieldSpec) -> String {
    if case .optional = param.type { return "\(param.name): \\(String(describing: \(param.name)))" }
    return "\(param.name): \\(\(param.name))"
  }

  func param(_ field: FieldSpec) -> TemplateValue {
    [
      "name": .string(field.name),
      "type": .string(field.type.description),
      "sample": .string(values.sample(field.type, hint: field.name)),
      "defaultValue": .string(values.defaultValue(field.type)),
    ]
  }

  func sampleArguments(_ fields: [FieldSpec]) -> String {
    fields.map { "\($0.name): \(values.sample($0.type, hint: $0.name))" }.joined(separator: ", ")
  }

  /// The request parts: `{name}` path segments interpolate parameters; of the rest, the first becomes
  /// the JSON body for POST/PUT/PATCH and the others query items.
  func http(_ operation: OperationSpec, _ http: HTTPSpec) -> TemplateValue {
    var path = ""
    var inPath = Set<String>()
    var rest = Substring(http.path)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      path += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      inPath.insert(name)
      path += "\\(\(name))"
      rest = rest[rest.index(after: close)...]
    }
    path += rest
    var remaining = operation.params.filter { !inPath.contains($0.name) }
    var body: TemplateValue = .null
    if [.POST, .PUT, .PATCH].contains(http.method), !remaining.isEmpty {
      body = .string(remaining.removeFirst().name)
    }
    let query: [TemplateValue] = remaining.map { param in
      let append = "query.append(URLQueryItem(name: \(SwiftCode.stringLiteral(param.name)), value: "
      if case .optional = param.type {
        return .string("if let \(param.name) { \(append)String(describing: \(param.name)))) }")
      }
      return .string("\(append)String(describing: \(param.name))))")
    }
    return [
      "method": .string(http.method.rawValue),
      "path": .string(http.path),
      "pathLiteral": .string("\"\(path)\""),
      "body": body,
      "query": .array(query),
      "hasQuery": .bool(!query.isEmpty),
    ]
  }

  // MARK: Routes

  func routeCaseName(_ screen: String) -> String { SwiftCode.lowerFirst(screen) }

  /// The entry route with neutral values for its parameters: `.orderList(status: nil)`.
  func entryRoute(_ screen: ScreenSpec) -> String {
    let arguments = (inputs[screen.name] ?? []).map { "\($0.name): \(values.defaultValue($0.type))" }
    return SwiftCode.enumCase(routeCaseName(screen.name), arguments: arguments.joined(separator: ", "))
  }

  func route(_ route: RouteSpec) -> TemplateValue {
    [
      "from": .string(route.from),
      "to": .string(route.to),
      "case": .string(routeCaseName(route.to)),
      "params": .array(route.params.map(param)),
      "parameterList": .string(SwiftCode.parameterList(route.params)),
    ]
  }
}

extension TemplateValue {
  /// A spec's free-form JSON as a template value (object members by key).
  init(json: JSONValue) {
    switch json {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .int(let number): self = .int(number)
    case .double(let number): self = .double(number)
    case .string(let text): self = .string(text)
    case .array(let nodes): self = .array(nodes.map { TemplateValue(json: $0.value) })
    case .object(let members):
      self = .dictionary(
        Dictionary(members.map { ($0.key, TemplateValue(json: $0.value.value)) }, uniquingKeysWith: { _, last in last })
      )
    }
  }
}
