/// Turns form validations into Swift: the check that a value breaks a rule, a value that breaks the rule
/// (for the generated tests) and a value meeting every rule of a field.
struct Validations {
  static let emailPattern = #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#

  /// A boolean Swift expression over `value` (a non-optional value of `type`) that holds when the rule
  /// is broken, or nil when the rule cannot fail for this type (`required` on a number).
  static func failure(_ rule: ValidationSpec.Rule, value: String, type: TypeRef) -> String? {
    switch rule {
    case .required:
      if case .named("String") = type { return "\(value).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty" }
      if isCollection(type) { return "\(value).isEmpty" }
      return nil
    case .minLength(let count): return "\(value).count < \(count)"
    case .maxLength(let count): return "\(value).count > \(count)"
    case .email: return mismatches(value, pattern: emailPattern)
    case .pattern(let pattern): return mismatches(value, pattern: "^(?:\(pattern))$")
    case .range(let min, let max):
      let bounds = [
        min.map { "\(value) < \(SwiftCode.numberLiteral($0))" },
        max.map { "\(value) > \(SwiftCode.numberLiteral($0))" },
      ]
      let parts = bounds.compactMap { $0 }
      return parts.isEmpty ? nil : parts.joined(separator: " || ")
    }
  }

  /// The failure check for a field of any type: optionals pass when nil unless the rule is `required`.
  static func fieldFailure(_ rule: ValidationSpec.Rule, path: String, type: TypeRef) -> String? {
    guard case .optional(let wrapped) = type else { return failure(rule, value: path, type: type) }
    if rule == .required {
      if case .named("String") = wrapped {
        return "(\(path) ?? \"\").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty"
      }
      return "\(path) == nil"
    }
    return failure(rule, value: "$0", type: wrapped).map { "\(path).map({ \($0) }) ?? false" }
  }

  /// A value of `type` that breaks the rule, or nil when none can be named.
  static func invalidValue(_ rule: ValidationSpec.Rule, type: TypeRef) -> String? {
    let base: TypeRef
    if case .optional(let wrapped) = type {
      if rule == .required { return "nil" }
      base = wrapped
    } else {
      base = type
    }
    let isString = base == .named("String")
    switch rule {
    case .required:
      if isString { return "\"\"" }
      if case .array = base { return "[]" }
      if case .dictionary = base { return "[:]" }
      return nil
    case .minLength(let count):
      guard count > 0 else { return nil }
      if isString { return repeated(count - 1) }
      if case .array = base { return count == 1 ? "[]" : nil }
      return nil
    case .maxLength(let count):
      return isString ? repeated(count + 1) : nil
    case .email:
      return isString ? "\"not-an-email\"" : nil
    case .pattern:
      return nil
    case .range(let min, let max):
      guard case .named(let name) = base,
        KnownTypeNames.integers.contains(name)
          || KnownTypeNames.floatingPoint.contains(name)
      else { return nil }
      if let min { return SwiftCode.numberLiteral((min - 1).rounded(.down)) }
      if let max { return SwiftCode.numberLiteral((max + 1).rounded(.up)) }
      return nil
    }
  }

  /// A value meeting every rule, or nil when the rules cannot be met by construction (patterns).
  static func validValue(_ rules: [ValidationSpec.Rule], type: TypeRef, values: SwiftValues, hint: String) -> String? {
    let base: TypeRef
    if case .optional(let wrapped) = type { base = wrapped } else { base = type }
    if rules.contains(where: { if case .pattern = $0 { return true } else { return false } }) { return nil }
    if base == .named("String") {
      if rules.contains(.email) { return "\"user@example.com\"" }
      var length = 5
      for rule in rules {
        if case .minLength(let count) = rule { length = Swift.max(length, count) }
      }
      for rule in rules {
        if case .maxLength(let count) = rule { length = Swift.min(length, count) }
      }
      return repeated(length)
    }
    if case .named(let name) = base,
      KnownTypeNames.integers.contains(name) || KnownTypeNames.floatingPoint.contains(name)
    {
      for rule in rules {
        if case .range(let min, let max) = rule {
          return SwiftCode.numberLiteral(min.map { $0.rounded(.up) } ?? max.map { $0.rounded(.down) } ?? 1)
        }
      }
    }
    if case .array(let element) = base {
      var count = rules.contains(.required) ? 1 : 0
      for rule in rules {
        if case .minLength(let minimum) = rule { count = Swift.max(count, minimum) }
      }
      if count == 0 { return "[]" }
      return "Array(repeating: \(values.sample(element, hint: hint)), count: \(count))"
    }
    return values.sample(base, hint: hint)
  }

  private static func mismatches(_ value: String, pattern: String) -> String {
    "\(value).range(of: \(SwiftCode.stringLiteral(pattern)), options: .regularExpression) == nil"
  }

  private static func repeated(_ count: Int) -> String {
    count <= 0 ? "\"\"" : "String(repeating: \"a\", count: \(count))"
  }

  private static func isCollection(_ type: TypeRef) -> Bool {
    switch type {
    case .array, .dictionary: return true
    default: return false
    }
  }
}
