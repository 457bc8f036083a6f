/// The `if` operators, with Stencil's semantics where they overlap.
enum Comparison {
  /// The result, or nil when the operands cannot be compared with this operator (an error).
  static func evaluate(_ lhs: TemplateValue, _ comparison: ComparisonOperator, _ rhs: TemplateValue) -> Bool? {
    switch comparison {
    case .equal: return lhs.looselyEquals(rhs)
    case .notEqual: return !lhs.looselyEquals(rhs)
    case .less: return order(lhs, rhs).map { $0 < 0 }
    case .lessOrEqual: return order(lhs, rhs).map { $0 <= 0 }
    case .greater: return order(lhs, rhs).map { $0 > 0 }
    case .greaterOrEqual: return order(lhs, rhs).map { $0 >= 0 }
    case .contains: return contains(rhs, lhs)
    }
  }

  /// Why `evaluate` returned nil.
  static func problem(_ lhs: TemplateValue, _ comparison: ComparisonOperator, _ rhs: TemplateValue) -> String {
    guard comparison == .contains else {
      return "cannot compare \(lhs.kindName) and \(rhs.kindName) with '\(comparison.rawValue)'"
    }
    switch rhs {
    case .string, .dictionary:
      return "'in' needs a string on its left when its right is a \(rhs.kindName) (got \(lhs.kindName))"
    default:
      return "'in' needs an array, dictionary or string on its right (got \(rhs.kindName))"
    }
  }

  /// Numbers compare by value, strings by their characters; anything else is not ordered.
  private static func order(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Int? {
    if let left = lhs.number, let right = rhs.number { return left < right ? -1 : (left == right ? 0 : 1) }
    if case .string(let left) = lhs, case .string(let right) = rhs {
      return left < right ? -1 : (left == right ? 0 : 1)
    }
    return nil
  }

  private static func contains(_ container: TemplateValue, _ element: TemplateValue) -> Bool? {
    switch (container, element) {
    case (.array(let items), _): return items.contains { $0.looselyEquals(element) }
    case (.dictionary(let entries), .string(let key)): return entries[key] != nil
    case (.string(let text), .string(let part)): return part.isEmpty || text.contains(part)
    default: return nil
    }
  }
}
