import Foundation

/// Swift expressions for values of spec types: deterministic samples for generated tests, and neutral
/// defaults for generated runtime code (an empty form, an entry route's parameters).
struct SwiftValues {
  let models: [String: ModelSpec]
  /// The app's own types the spec names: their optionals and collections start empty.
  let appTypes: Set<String>
  /// Struct defaults computed so far, by model name (nil: longer than `defaultValueLimit`), so a model used
  /// by many fields is expanded once.
  private let defaults = DefaultsCache()

  init(spec: ModuleSpec) {
    models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    appTypes = spec.appTypes
  }

  /// The longest default value a struct model may have: struct fields expand inline
  /// (`Order(item: Item(…), …)`), so deep or repeated nesting would otherwise grow without bound.
  static let defaultValueLimit = 16_384

  private final class DefaultsCache: @unchecked Sendable {
    let lock = NSLock()
    var values: [String: String?] = [:]
  }

  /// Declared by the generated test doubles as `00000000-0000-0000-0000-000000000001`.
  static let sampleUUID = "UUID.sample"
  static let sampleDate = "Date(timeIntervalSince1970: 1_700_000_000)"

  func isEnum(_ type: TypeRef) -> Bool {
    if case .named(let name) = type, case .enumeration = models[name]?.kind { return true }
    return false
  }

  func isStruct(_ type: TypeRef) -> Bool {
    if case .named(let name) = type, case .structure = models[name]?.kind { return true }
    return false
  }

  /// A fixed, non-empty value; `hint` (a field name) makes strings readable. Struct models use the
  /// `sample` the generated tests declare, so samples only appear in test code.
  func sample(_ type: TypeRef, hint: String = "value") -> String {
    switch type {
    case .void: return "()"
    case .optional(let wrapped):
      // A struct may hold an optional of itself; `nil` keeps `sample` finite.
      return startsEmpty(wrapped) ? "nil" : sample(wrapped, hint: hint)
    case .array(let element):
      return startsEmpty(element) ? "[]" : "[\(sample(element, hint: hint))]"
    case .dictionary(let key, let value):
      return startsEmpty(value) ? "[:]" : "[\(sample(key, hint: "key")): \(sample(value, hint: hint))]"
    case .named(let name):
      return namedSample(name, hint: hint)
    }
  }

  /// Whether samples hold no value of `type`: a struct model (which may hold itself) or an app type.
  private func startsEmpty(_ type: TypeRef) -> Bool {
    if case .named(let name) = type, appTypes.contains(name) { return true }
    return isStruct(type)
  }

  /// A sample for an operation's result: collections hold one element, so "loaded" differs from "empty".
  func resultSample(_ type: TypeRef) -> String {
    switch type {
    case .array(let element): return "[\(sample(element))]"
    case .optional(let wrapped): return resultSample(wrapped)
    default: return sample(type)
    }
  }

  private func namedSample(_ name: String, hint: String) -> String {
    switch models[name]?.kind {
    case .enumeration(let cases): return "\(name).\(cases.first ?? "unknown")"
    case .structure: return "\(name).sample"
    case nil: break
    }
    switch name {
    case "String": return SwiftCode.stringLiteral("Sample \(SwiftCode.label(hint).lowercased())")
    case "Bool": return "true"
    case "Double", "Float": return "1.5"
    case "Decimal": return "Decimal(string: \"9.99\")!"
    case "Date": return Self.sampleDate
    case "Data": return "Data(\"sample\".utf8)"
    case "URL": return "URL(string: \"https://example.com/sample\")!"
    case "UUID": return Self.sampleUUID
    default: return KnownTypeNames.integers.contains(name) ? "1" : "\(name)()"
    }
  }

  /// A neutral starting value: empty text, zero, `nil`, the first enum case, a new identifier.
  func defaultValue(_ type: TypeRef) -> String { boundedDefaultValue(type) ?? "" }

  /// `defaultValue`, or nil when it would be longer than `defaultValueLimit` (spec validation reports
  /// that, so generation never meets it).
  func boundedDefaultValue(_ type: TypeRef) -> String? {
    switch type {
    case .void: return "()"
    case .optional: return "nil"
    case .array: return "[]"
    case .dictionary: return "[:]"
    case .named(let name):
      switch models[name]?.kind {
      case .enumeration(let cases): return "\(name).\(cases.first ?? "unknown")"
      case .structure(let fields): return structDefault(name, fields: fields)
      case nil: return Self.knownDefault(name)
      }
    }
  }

  /// The default value of a type that is not a model. Out of line, as `fieldArgument`, so that the frames a
  /// long chain of nested models stacks up stay small.
  @inline(never)
  private static func knownDefault(_ name: String) -> String {
    switch name {
    case "String": return "\"\""
    case "Bool": return "false"
    case "Date": return "Date()"
    case "Data": return "Data()"
    case "URL": return "URL(string: \"about:blank\")!"
    case "UUID": return "UUID()"
    default: return "0"
    }
  }

  @inline(never)
  private static func fieldArgument(_ name: String, _ value: String) -> String { "\(name): \(value)" }

  private func structDefault(_ name: String, fields: [FieldSpec]) -> String? {
    if let known = defaults.lock.withLock({ defaults.values[name] }) { return known }
    // A model met again while it is being expanded contains itself (a validation error of its own).
    defaults.lock.withLock { defaults.values[name] = .some("") }
    var arguments: [String] = []
    var length = name.utf8.count + 2
    var result: String?
    for field in fields {
      guard let value = boundedDefaultValue(field.type) else { break }
      length += field.name.utf8.count + 2 + value.utf8.count + 2
      if length > Self.defaultValueLimit { break }
      arguments.append(Self.fieldArgument(field.name, value))
    }
    if arguments.count == fields.count { result = "\(name)(\(arguments.joined(separator: ", ")))" }
    defaults.lock.withLock { defaults.values[name] = .some(result) }
    return result
  }
}

/// Names of the Swift number types, mirrored from the spec's known types.
enum KnownTypeNames {
  static let integers: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]
  static let floatingPoint: Set<String> = ["Double", "Float", "Decimal"]
}
