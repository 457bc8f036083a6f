/// A feature module to generate, as read from a JSON spec (or the built-in default) and validated.
/// Every name in a validated spec is a valid, non-keyword Swift identifier and every type resolves.
public struct ModuleSpec: Sendable, Equatable {
  /// The feature name, UpperCamelCase (`Order`).
  public var name: String
  public var ui: UIKind
  public var cachePolicy: CachePolicy
  /// How long, in seconds, a cached value is served under `cacheFirst` before the remote is asked again.
  public var cacheMaxAge: Int = ModuleSpec.defaultCacheMaxAge
  /// Five minutes: long enough for going back and forth between screens, short enough to show other
  /// devices' changes soon.
  public static let defaultCacheMaxAge = 300
  /// Base URL for the generated URLSession remote data source (only used when operations carry `http`).
  public var baseURL: String?
  public var models: [ModelSpec]
  public var operations: [OperationSpec]
  public var screens: [ScreenSpec]
  public var routes: [RouteSpec]
  /// Free-form values handed to templates as `custom`.
  public var custom: [String: JSONValue]
  /// The names of the app's own types the spec uses (`ProjectTypes`): generated code names them as they
  /// are, and starts their optionals and collections empty, since it cannot make a value of them.
  public var appTypes: Set<String> = []

  public init(
    name: String, ui: UIKind = .swiftui, cachePolicy: CachePolicy = .remoteFirst, baseURL: String? = nil,
    models: [ModelSpec] = [], operations: [OperationSpec] = [], screens: [ScreenSpec] = [],
    routes: [RouteSpec] = [], custom: [String: JSONValue] = [:]
  ) {
    self.name = name
    self.ui = ui
    self.cachePolicy = cachePolicy
    self.baseURL = baseURL
    self.models = models
    self.operations = operations
    self.screens = screens
    self.routes = routes
    self.custom = custom
  }
}

/// Which view adapters to generate.
public enum UIKind: String, Sendable, Equatable, CaseIterable {
  case swiftui, uikit, both
  public var includesSwiftUI: Bool { self != .uikit }
  public var includesUIKit: Bool { self != .swiftui }
}

/// How the generated repository combines its remote and local data sources.
public enum CachePolicy: String, Sendable, Equatable, CaseIterable {
  /// Serve the local copy when there is one; otherwise fetch and store.
  case cacheFirst
  /// Fetch and store; fall back to the local copy when the remote fails.
  case remoteFirst
  /// Never touch the remote data source.
  case cacheOnly
}

/// A model: a struct with fields, or an enum with cases (String raw values).
public struct ModelSpec: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case structure(fields: [FieldSpec])
    case enumeration(cases: [String])
  }

  public var name: String
  public var kind: Kind

  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }
}

/// A named, typed value: a model field, an operation parameter, a route parameter.
public struct FieldSpec: Sendable, Equatable {
  public var name: String
  public var type: TypeRef
  /// The server owns the value (`"readOnly": true`): forms show it but offer no input for it.
  public var isReadOnly: Bool

  public init(name: String, type: TypeRef, isReadOnly: Bool = false) {
    self.name = name
    self.type = type
    self.isReadOnly = isReadOnly
  }
}

/// A Swift type written in a spec, parsed: `String`, `Order?`, `[OrderItem]`, `[String: Int]`, `Void`.
public indirect enum TypeRef: Sendable, Equatable, CustomStringConvertible {
  /// A plain name: a Swift/Foundation type (`String`, `Int`, `UUID`, `Date`, `URL`, `Decimal`, ...)
  /// or a model of the spec.
  case named(String)
  case optional(TypeRef)
  case array(TypeRef)
  case dictionary(key: TypeRef, value: TypeRef)
  /// `Void`, only valid as an operation's return type.
  case void

  /// The Swift spelling (`[String: Int]?`).
  public var description: String {
    switch self {
    case .named(let name): return name
    case .optional(let wrapped): return "\(wrapped)?"
    case .array(let element): return "[\(element)]"
    case .dictionary(let key, let value): return "[\(key): \(value)]"
    case .void: return "Void"
    }
  }

  /// Whether the type is `T?`.
  var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// `T` for `T?`, else the type itself.
  var wrapped: TypeRef {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }
}

/// An HTTP endpoint for an operation. `path` may name parameters as `{id}`.
public struct HTTPSpec: Sendable, Equatable {
  public enum Method: String, Sendable, Equatable, CaseIterable {
    case GET, POST, PUT, PATCH, DELETE
  }

  public var method: Method
  public var path: String

  public init(method: Method, path: String) {
    self.method = method
    self.path = path
  }
}

/// A repository operation (`fetchOrders() async throws -> [Order]`).
public struct OperationSpec: Sendable, Equatable {
  public var name: String
  public var params: [FieldSpec]
  public var returns: TypeRef
  public var http: HTTPSpec?
  /// What a screen shows when this operation fails, by error case (`unauthorized`…), in place of the
  /// error's own sentence: a sign-in's 401 means a wrong password, not a missing permission.
  public var messages: [String: String] = [:]

  /// The error cases `messages` may name: those of every module's error type.
  public static let messageCases = ["notFound", "unauthorized", "unavailable", "network", "decoding", "unknown"]

  public init(name: String, params: [FieldSpec] = [], returns: TypeRef, http: HTTPSpec? = nil) {
    self.name = name
    self.params = params
    self.returns = returns
    self.http = http
  }
}

/// A screen of the module: its kind, the model it shows, the operation that loads it (list, detail) or
/// that submits it (form), the operations it can trigger, and the validations of a form's fields.
public struct ScreenSpec: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    case list, detail, form
  }

  public var name: String
  public var kind: Kind
  /// Name of a struct model of the spec.
  public var model: String
  /// Operation that loads the screen's content (list, detail).
  public var load: String?
  /// Operation a form submits.
  public var submit: String?
  /// Further operations the screen triggers (delete, refresh, cancel, ...).
  public var actions: [String]
  /// Field validations (forms).
  public var validations: [ValidationSpec]

  public init(
    name: String, kind: Kind, model: String, load: String? = nil, submit: String? = nil,
    actions: [String] = [], validations: [ValidationSpec] = []
  ) {
    self.name = name
    self.kind = kind
    self.model = model
    self.load = load
    self.submit = submit
    self.actions = actions
    self.validations = validations
  }
}

/// One check on a form field, with the message shown when it fails.
public struct ValidationSpec: Sendable, Equatable {
  public enum Rule: Sendable, Equatable {
    case required
    case minLength(Int)
    case maxLength(Int)
    case email
    /// A regular expression the whole value must match.
    case pattern(String)
    /// An inclusive numeric range.
    case range(min: Double?, max: Double?)
  }

  public var field: String
  public var rule: Rule
  public var message: String

  public init(field: String, rule: Rule, message: String) {
    self.field = field
    self.rule = rule
    self.message = message
  }
}

/// Navigation from one screen to another, with typed parameters.
public struct RouteSpec: Sendable, Equatable {
  public var from: String
  public var to: String
  public var params: [FieldSpec]

  public init(from: String, to: String, params: [FieldSpec] = []) {
    self.from = from
    self.to = to
    self.params = params
  }
}

extension TypeRef {
  /// The plain names the type is built from (`[String: Order]?`: `String`, `Order`).
  var names: [String] {
    var pending = [self]
    var names: [String] = []
    while let type = pending.popLast() {
      switch type {
      case .named(let name): names.append(name)
      case .optional(let wrapped), .array(let wrapped): pending.append(wrapped)
      case .dictionary(let key, let value): pending += [key, value]
      case .void: break
      }
    }
    return names
  }
}

extension ModuleSpec {
  /// Every plain type name the spec's fields, parameters and return types use, once each.
  var namedTypes: Set<String> {
    var types: [TypeRef] = operations.flatMap { [$0.returns] + $0.params.map(\.type) }
    for model in models {
      if case .structure(let fields) = model.kind { types += fields.map(\.type) }
    }
    return Set(types.flatMap(\.names))
  }

  func declaresModel(_ name: String) -> Bool { models.contains { $0.name == name } }
}
