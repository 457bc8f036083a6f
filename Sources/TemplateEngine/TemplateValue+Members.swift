extension TemplateValue {
  /// `value.part` as Stencil resolves it: a dictionary's key (then `count`); an array's or a string's
  /// `first`, `last`, `count` or integer index. Nil when there is no such member.
  func member(_ part: String) -> TemplateValue? {
    switch self {
    case .dictionary(let entries):
      if let value = entries[part] { return value }
      if part == "count" { return .int(entries.count) }
      return nil
    case .array(let items):
      return Self.element(part, of: items)
    case .string(let text):
      return Self.element(part, of: text.map { .string(String($0)) })
    default:
      return nil
    }
  }

  private static func element(_ part: String, of items: [TemplateValue]) -> TemplateValue? {
    if let index = Int(part) { return items.indices.contains(index) ? items[index] : nil }
    switch part {
    case "count": return .int(items.count)
    case "first": return items.first ?? .null
    case "last": return items.last ?? .null
    default: return nil
    }
  }

  /// Why `member(part)` is nil, for the value found at `owner` (a dotted path).
  func missingMember(_ part: String, of owner: String) -> String {
    switch self {
    case .dictionary(let entries):
      return "'\(owner)' has no member '\(part)'" + Suggestions.didYouMean(part, among: entries.keys)
    case .array(let items) where Int(part) != nil:
      return "index \(part) is out of range for '\(owner)' (count \(items.count))"
    case .string(let text) where Int(part) != nil:
      return "index \(part) is out of range for '\(owner)' (count \(text.count))"
    case .array:
      return "'\(owner)' is an array and has no member '\(part)' (it has first, last, count and indexes)"
    default:
      return "'\(owner)' is \(kindName == "int" ? "an" : "a") \(kindName) and has no member '\(part)'"
    }
  }
}
