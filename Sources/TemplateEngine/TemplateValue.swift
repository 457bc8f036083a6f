/// A value a template can read: the typed, JSON-shaped context that templates render from.
///
/// Write values with literals: `["name": "Order", "fields": [["name": "id", "type": "Int"]], "count": 2]`.
public indirect enum TemplateValue: Sendable, Equatable {
  /// Text; printed as is.
  case string(String)
  /// A whole number; printed in decimal.
  case int(Int)
  /// A decimal number; printed in its shortest form (`2.5`, `2.0`).
  case double(Double)
  /// `true` or `false`; printed as those words.
  case bool(Bool)
  /// Items to loop over; `xs.0`, `xs.first`, `xs.last`, `xs.count` read it.
  case array([TemplateValue])
  /// Named members (`module.name`); loops visit its keys in sorted order.
  case dictionary([String: TemplateValue])
  /// An explicit "no value": defined (so not an error), falsy, and rendered as an empty string.
  case null

  /// Whether `{% if value %}` takes the branch, as in Stencil: empty strings, arrays and dictionaries,
  /// zero and negative numbers, `false` and `null` are falsy; everything else is truthy.
  public var truthiness: Bool {
    switch self {
    case .string(let text): !text.isEmpty
    case .int(let number): number > 0
    case .double(let number): number > 0
    case .bool(let flag): flag
    case .array(let items): !items.isEmpty
    case .dictionary(let entries): !entries.isEmpty
    case .null: false
    }
  }

  /// The name of the value's kind, as used in error messages ("string", "array", ...).
  public var kindName: String {
    switch self {
    case .string: "string"
    case .int: "int"
    case .double: "double"
    case .bool: "bool"
    case .array: "array"
    case .dictionary: "dictionary"
    case .null: "null"
    }
  }

  /// The text `{{ value }}` prints for a scalar; nil for arrays and dictionaries, which have no
  /// single obvious rendering.
  var scalarText: String? {
    switch self {
    case .string(let text): text
    case .int(let number): String(number)
    case .double(let number): String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: ""
    case .array, .dictionary: nil
    }
  }

  var number: Double? {
    switch self {
    case .int(let number): Double(number)
    case .double(let number): number
    default: nil
    }
  }

  /// Stencil's `==`: numbers compare by value whatever their kind (`1 == 1.0`); values of different
  /// kinds are never equal.
  func looselyEquals(_ other: TemplateValue) -> Bool {
    if let lhs = number, let rhs = other.number { return lhs == rhs }
    return self == other
  }
}

extension TemplateValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, TemplateValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
