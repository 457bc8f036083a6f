/// A feature module to generate, as read from a JSON spec (or the built-in default) and validated.
/// Every name in a validated spec is a valid, non-keyword Swift identifier and every type resolves.
public struct ModuleSpec: Sendable, Equatable {
  /// The feature name, UpperCamelCase (`Order`).
  public var name: String
  package var ui: UIKind
  package var cachePolicy: CachePolicy
  /// How long, in seconds, a cached value is served under `cacheFirst` before the remote is asked again.
  package var cacheMaxAge: Int = ModuleSpec.defaultCacheMaxAge
  /// Five minutes: long enough for going back and forth between screens, short enough to show other
  /// devices' changes soon.
  package static let defaultCacheMaxAge = 300
  /// Base URL for the generated URLSession remote data source (only used when operations carry `http`).
  package var baseURL: String?
  package var models: [ModelSpec]
  package var operations: [OperationSpec]
  package var screens: [ScreenSpec]
  package var routes: [RouteSpec]
  /// Free-form values handed to templates as `custom`.
  package var custom: [String: JSONValue]
  /// The names of the app's own types the spec uses (`ProjectTypes`): generated code names them as they
  /// are, and starts their optionals and collections empty, since it cannot make a value of them.
  package var appTypes: Set<String> = []

  package init(
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

/// Which screens to generate and how the module navigates between them.
public enum UIKind: String, Sendable, Equatable, CaseIterable {
  case swiftui, uikit, both
  /// SwiftUI screens, each shown in a `UIHostingController` that the module's UIKit navigator pushes onto a
  /// `UINavigationController`: for apps whose UIKit coordinators own the navigation.
  case hosted
  /// SwiftUI views are generated.
  package var includesSwiftUI: Bool { self != .uikit }
  /// UIKit view controllers are generated.
  package var includesUIKit: Bool { self == .uikit || self == .both }
  /// The navigator shows the screens in a SwiftUI `NavigationStack` (`makeRootView()`).
  package var navigatesInSwiftUI: Bool { self == .swiftui || self == .both }
  /// The navigator pushes view controllers onto a `UINavigationController` (`makeRootViewController()`).
  package var navigatesInUIKit: Bool { self != .swiftui }
}

/// How the generated repository combines its remote and local data sources.
package enum CachePolicy: String, Sendable, Equatable, CaseIterable {
  /// Serve the local copy when there is one; otherwise fetch and store.
  case cacheFirst
  /// Fetch and store; fall back to the local copy when the remote fails.
  case remoteFirst
  /// Never touch the remote data source.
  case cacheOnly
}

/// A model: a struct with fields, or an enum with cases (String raw values).
package struct ModelSpec: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    case structure(fields: [FieldSpec])
    case enumeration(cases: [String])
  }

  package var name: String
  package var kind: Kind

  package init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }
}

/// A named, typed value: a model field, an operation parameter, a route parameter.
package struct FieldSpec: Sendable, Equatable {
  package var name: String
  package var type: TypeRef
  /// The server owns the value (`"readOnly": true`): forms show it but offer no input for it.
  package var isReadOnly: Bool

  package init(name: String, type: TypeRef, isReadOnly: Bool = false) {
    self.name = name
    self.type = type
    self.isReadOnly = isReadOnly
  }
}

/// A Swift type written in a spec, parsed: `String`, `Order?`, `[OrderItem]`, `[String: Int]`, `Void`.
package indirect enum TypeRef: Sendable, Equatable, CustomStringConvertible {
  /// A plain name: a Swift/Foundation type (`String`, `Int`, `UUID`, `Date`, `URL`, `Decimal`, ...)
  /// or a model of the spec.
  case named(String)
  case optional(TypeRef)
  case array(TypeRef)
  case dictionary(key: TypeRef, value: TypeRef)
  /// `Void`, only valid as an operation's return type.
  case void

  /// The Swift spelling (`[String: Int]?`).
  package var description: String {
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
package struct HTTPSpec: Sendable, Equatable {
  package enum Method: String, Sendable, Equatable, CaseIterable {
    case GET, POST, PUT, PATCH, DELETE
  }

  package var method: Method
  package var path: String

  package init(method: Method, path: String) {
    self.method = method
    self.path = path
  }
}

/// A repository operation (`fetchOrders() async throws -> [Order]`).
package struct OperationSpec: Sendable, Equatable {
  package var name: String
  package var params: [FieldSpec]
  package var returns: TypeRef
  package var http: HTTPSpec?
  /// What a screen shows when this operation fails, by error case (`unauthorized`…), in place of the
  /// error's own sentence: a sign-in's 401 means a wrong password, not a missing permission.
  package var messages: [String: String] = [:]

  /// The error cases `messages` may name: those of every module's error type.
  package static let messageCases = ["notFound", "unauthorized", "unavailable", "network", "decoding", "unknown"]

  package init(name: String, params: [FieldSpec] = [], returns: TypeRef, http: HTTPSpec? = nil) {
    self.name = name
    self.params = params
    self.returns = returns
    self.http = http
  }
}

/// A screen of the module: its kind, the model it shows, the operation that loads it (list, detail) or
/// that submits it (form), the operations it can trigger, and the validations of a form's fields.
package struct ScreenSpec: Sendable, Equatable {
  package enum Kind: String, Sendable, Equatable, CaseIterable {
    case list, detail, form
  }

  package var name: String
  package var kind: Kind
  /// Name of a struct model of the spec.
  package var model: String
  /// Operation that loads the screen's content (list, detail).
  package var load: String?
  /// Operation a form submits.
  package var submit: String?
  /// Further operations the screen triggers (delete, refresh, cancel, ...).
  package var actions: [String]
  /// Field validations (forms).
  package var validations: [ValidationSpec]

  package init(
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
package struct ValidationSpec: Sendable, Equatable {
  package enum Rule: Sendable, Equatable {
    case required
    case minLength(Int)
    case maxLength(Int)
    case email
    /// A regular expression the whole value must match.
    case pattern(String)
    /// An inclusive numeric range.
    case range(min: Double?, max: Double?)
  }

  package var field: String
  package var rule: Rule
  package var message: String

  package init(field: String, rule: Rule, message: String) {
    self.field = field
    self.rule = rule
    self.message = message
  }
}

/// Navigation from one screen to another, with typed parameters.
package struct RouteSpec: Sendable, Equatable {
  package var from: String
  package var to: String
  package var params: [FieldSpec]

  package init(from: String, to: String, params: [FieldSpec] = []) {
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
