import Foundation

/// The rule names a form validation may use, with the extra keys each one reads.
enum ValidationRuleName: String, CaseIterable {
  case required, email, minLength, maxLength, pattern, range

  var keys: [String] {
    switch self {
    case .required, .email: return []
    case .minLength, .maxLength, .pattern: return ["value"]
    case .range: return ["min", "max"]
    }
  }
}

extension ValidationSpec.Rule {
  var name: String {
    switch self {
    case .required: return "required"
    case .email: return "email"
    case .minLength: return "minLength"
    case .maxLength: return "maxLength"
    case .pattern: return "pattern"
    case .range: return "range"
    }
  }
}

extension ValidationSpec {
  /// The message shown when a validation without `message` fails, phrased from the field name
  /// (`firstName` -> "First name is required.", `userId` -> "User ID is required.").
  package static func defaultMessage(field: String, rule: Rule) -> String {
    let label = SwiftCode.sentenceLabel(field)
    switch rule {
    case .required: return "\(label) is required."
    case .email: return "\(label) must be a valid email address."
    case .minLength(let count):
      return "\(label) must be at least \(count) \(count == 1 ? "character" : "characters") long."
    case .maxLength(let count):
      return "\(label) must be at most \(count) \(count == 1 ? "character" : "characters") long."
    case .pattern: return "\(label) is not in the expected format."
    case .range(let min?, let max?): return "\(label) must be between \(format(min)) and \(format(max))."
    case .range(let min?, nil): return "\(label) must be at least \(format(min))."
    case .range(nil, let max?): return "\(label) must be at most \(format(max))."
    case .range(nil, nil): return "\(label) is out of range."
    }
  }

  /// `8` rather than `8.0` for whole numbers.
  static func format(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}

extension SpecDecoder {
  /// `{"field": "password", "rule": "minLength", "value": 8, "message": "..."}`.
  mutating func decodeValidation(_ node: JSONNode, key: String, screen: String) -> ValidationSpec? {
    let field = node["field"]?.stringValue
    let rule = node["rule"]?.stringValue
    var what = "a validation of \(screen)"
    if let field, !field.isEmpty, let rule { what = "validation '\(rule)' of field '\(field)' in \(screen)" }
    guard let object = object(node, key: key, what: what, allowed: SpecKeys.validation) else { return nil }
    let fieldName = string(object, "field", required: true) ?? ""
    if object.fields["field"] == nil || fieldName.isEmpty { markBroken(key.specMember("field")) }
    if let node = object.fields["field"], fieldName.isEmpty, node.stringValue != nil {
      report(node.position, "empty field name in \(what)")
    }
    guard let ruleName = choice(object, "rule", required: true, as: ValidationRuleName.self) else {
      markBroken(key.specMember("rule"))
      return ValidationSpec(field: fieldName, rule: .required, message: "")
    }
    for extra in ["value", "min", "max"] where !ruleName.keys.contains(extra) {
      if let node = object.fields[extra] {
        report(node.position, "'\(extra)' is not used by rule '\(ruleName.rawValue)' in \(what)")
      }
    }
    let decoded: ValidationSpec.Rule
    switch ruleName {
    case .required: decoded = .required
    case .email: decoded = .email
    case .minLength, .maxLength:
      let count = integer(object, "value", required: true) ?? 0
      if count < 0, let node = object.fields["value"] {
        report(node.position, "'value' in \(what) must not be negative")
      }
      decoded = ruleName == .minLength ? .minLength(count) : .maxLength(count)
    case .pattern:
      decoded = .pattern(string(object, "value", required: true) ?? "")
    case .range:
      let min = number(object, "min", required: false)
      let max = number(object, "max", required: false)
      if object.fields["min"] == nil && object.fields["max"] == nil {
        report(object.position, "\(what) needs 'min', 'max' or both")
      }
      if let min, let max, min > max, let node = object.fields["min"] {
        report(
          node.position,
          "'min' (\(ValidationSpec.format(min))) is greater than 'max' (\(ValidationSpec.format(max))) in \(what)")
      }
      decoded = .range(min: min, max: max)
    }
    let message = string(object, "message", required: false)
    if let message, message.trimmingCharacters(in: .whitespaces).isEmpty, let node = object.fields["message"] {
      report(node.position, "'message' in \(what) is empty; omit it to use the default message")
    }
    return ValidationSpec(
      field: fieldName, rule: decoded,
      message: message ?? ValidationSpec.defaultMessage(field: fieldName, rule: decoded))
  }
}
