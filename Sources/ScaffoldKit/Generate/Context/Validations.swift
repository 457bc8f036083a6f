import Foundation

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
    // The view model's `matches(_:pattern:)` lets nil pass itself, which keeps the check short.
    if usesPattern(rule) { return failure(rule, value: path, type: wrapped) }
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
    case .pattern(let pattern):
      guard isString else { return nil }
      return stringCandidates.first { !matches($0, pattern: "^(?:\(pattern))$") }.map(SwiftCode.stringLiteral)
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

  /// A value meeting every rule, or nil when none can be named (a pattern none of a few plain strings meets).
  static func validValue(_ rules: [ValidationSpec.Rule], type: TypeRef, values: SwiftValues, hint: String) -> String? {
    let base: TypeRef
    if case .optional(let wrapped) = type { base = wrapped } else { base = type }
    if rules.contains(where: { if case .pattern = $0 { return true } else { return false } }) {
      guard base == .named("String") else { return nil }
      let minimum = rules.compactMap { rule -> Int? in if case .minLength(let count) = rule { count } else { nil } }
      let candidates = stringCandidates + [String(repeating: "a", count: Swift.max(minimum.max() ?? 1, 1))]
      return candidates.first { meetsEvery(rules, $0) }.map(SwiftCode.stringLiteral)
    }
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

  /// Plain strings tried, in order, for a field with a pattern: a value for the generated tests must be
  /// named, and a regular expression cannot be inverted.
  static let stringCandidates = [
    "Alex", "alex", "Alex Smith", "aaaaa", "user@example.com", "12345", "A1", "a", "abc-123", "ABC", "!?",
  ]

  /// Whether `text` meets every rule, checked here as the generated code checks it.
  private static func meetsEvery(_ rules: [ValidationSpec.Rule], _ text: String) -> Bool {
    rules.allSatisfy { rule in
      switch rule {
      case .required: return !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      case .minLength(let count): return text.count >= count
      case .maxLength(let count): return text.count <= count
      case .email: return matches(text, pattern: emailPattern)
      case .pattern(let pattern): return matches(text, pattern: "^(?:\(pattern))$")
      case .range: return false
      }
    }
  }

  private static func matches(_ text: String, pattern: String) -> Bool {
    text.range(of: pattern, options: .regularExpression) != nil
  }

  /// The check calls the form view model's `matches(_:pattern:)` (which takes an optional and lets nil pass),
  /// so a long pattern still leaves the `if` on one line within swift format's 100 columns.
  private static func mismatches(_ value: String, pattern: String) -> String {
    "!Self.matches(\(value), pattern: \(SwiftCode.stringLiteral(pattern)))"
  }

  /// Whether the generated check of `rule` calls the view model's `matches(_:pattern:)`.
  static func usesPattern(_ rule: ValidationSpec.Rule) -> Bool {
    switch rule {
    case .email, .pattern: return true
    default: return false
    }
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
