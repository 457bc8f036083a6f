/// A filter failed on its input or an argument; the renderer locates it at the filter (or the
/// argument) and turns it into a `TemplateError`.
struct FilterFailure: Error {
  var message: String
  /// Index of the offending argument, when an argument (not the input) is at fault.
  var argument: Int?
}

/// A named filter: `{{ value|name:arg,arg }}`.
struct Filter: Sendable {
  typealias Apply = @Sendable (TemplateValue, [TemplateValue]) throws(FilterFailure) -> TemplateValue

  var name: String
  /// How many arguments it takes, checked when the template is parsed.
  var arity: ClosedRange<Int>
  /// Only `default`: an undefined input reaches the filter (as `.null`) instead of being an error.
  var acceptsUndefined = false
  var apply: Apply

  func arityProblem(_ count: Int) -> String? {
    guard !arity.contains(count) else { return nil }
    func arguments(_ number: Int) -> String { number == 1 ? "1 argument" : "\(number) arguments" }
    if arity.upperBound == 0 { return "filter '\(name)' takes no arguments (got \(count))" }
    if arity.lowerBound == arity.upperBound {
      return "filter '\(name)' takes \(arguments(arity.lowerBound)) (got \(count))"
    }
    if count < arity.lowerBound {
      return "filter '\(name)' takes at least \(arguments(arity.lowerBound)) (got \(count))"
    }
    return "filter '\(name)' takes at most \(arguments(arity.upperBound)) (got \(count))"
  }
}

/// The built-in filters.
enum Filters {
  static let named: [String: Filter] = Dictionary(
    (textFilters + collectionFilters).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  static let names = named.keys.sorted()

  private static let textFilters: [Filter] = [
    text("upperFirst", StringCase.upperFirst),
    text("upperFirstLetter", StringCase.upperFirst),
    text("lowerFirst", StringCase.lowerFirst),
    text("lowerFirstLetter", StringCase.lowerFirst),
    text("camelCase", StringCase.camelCase),
    text("pascalCase", StringCase.pascalCase),
    text("snakeCase", StringCase.snakeCase),
    text("kebabCase", StringCase.kebabCase),
    text("uppercase") { $0.uppercased() },
    text("lowercase") { $0.lowercased() },
    text("capitalize", StringCase.capitalize),
    text("pluralize", Inflection.pluralize),
    text("singularize", Inflection.singularize),
    text("trim", StringCase.trim),
    text("escapeReservedKeywords", SwiftKeywords.escape),
  ]

  private static let collectionFilters: [Filter] = [
    Filter(name: "default", arity: 1...16, acceptsUndefined: true) { value, arguments throws(FilterFailure) in
      guard value == .null else { return value }
      return arguments.first { $0 != .null } ?? .null
    },
    Filter(name: "join", arity: 0...1) { value, arguments throws(FilterFailure) in
      let separator = try string(arguments.first ?? "", argument: 0)
      guard case .array(let items) = value else {
        throw FilterFailure(message: "filter 'join' expects an array (got \(value.kindName))")
      }
      var parts: [String] = []
      for item in items {
        guard let text = item.scalarText else {
          throw FilterFailure(message: "filter 'join' cannot join an array holding \(item.kindName) values")
        }
        parts.append(text)
      }
      return .string(parts.joined(separator: separator))
    },
    Filter(name: "split", arity: 0...1) { value, arguments throws(FilterFailure) in
      let separator = try string(arguments.first ?? " ", argument: 0)
      guard !separator.isEmpty else {
        throw FilterFailure(message: "filter 'split' needs a non-empty separator", argument: 0)
      }
      let text = try input(value, "split")
      return .array(StringCase.split(text, separator: separator).map { .string($0) })
    },
    Filter(name: "replace", arity: 2...2) { value, arguments throws(FilterFailure) in
      let target = try string(arguments[0], argument: 0)
      let replacement = try string(arguments[1], argument: 1)
      guard !target.isEmpty else {
        throw FilterFailure(message: "filter 'replace' cannot replace an empty string", argument: 0)
      }
      return try mapText(value, "replace") { StringCase.split($0, separator: target).joined(separator: replacement) }
    },
    Filter(name: "indent", arity: 0...3) { value, arguments throws(FilterFailure) in
      var width = 4
      if let first = arguments.first {
        guard case .int(let number) = first, number >= 0 else {
          throw FilterFailure(
            message: "filter 'indent' expects a width of 0 or more (got \(describe(first)))", argument: 0)
        }
        width = number
      }
      let unit = arguments.count > 1 ? try string(arguments[1], argument: 1) : " "
      var indentFirst = false
      if arguments.count > 2 {
        guard case .bool(let flag) = arguments[2] else {
          throw FilterFailure(
            message: "filter 'indent' expects true or false (got \(describe(arguments[2])))", argument: 2)
        }
        indentFirst = flag
      }
      let indentation = String(repeating: unit, count: width)
      return try mapText(value, "indent") { StringCase.indent($0, by: indentation, first: indentFirst) }
    },
    Filter(name: "count", arity: 0...0) { value, _ throws(FilterFailure) in
      switch value {
      case .array(let items): return .int(items.count)
      case .dictionary(let entries): return .int(entries.count)
      case .string(let text): return .int(text.count)
      default:
        throw FilterFailure(message: "filter 'count' expects an array, dictionary or string (got \(value.kindName))")
      }
    },
    Filter(name: "first", arity: 0...0) { value, _ throws(FilterFailure) in
      switch value {
      case .array(let items): return items.first ?? .null
      case .string(let text): return text.first.map { .string(String($0)) } ?? .null
      default: throw FilterFailure(message: "filter 'first' expects an array or string (got \(value.kindName))")
      }
    },
    Filter(name: "last", arity: 0...0) { value, _ throws(FilterFailure) in
      switch value {
      case .array(let items): return items.last ?? .null
      case .string(let text): return text.last.map { .string(String($0)) } ?? .null
      default: throw FilterFailure(message: "filter 'last' expects an array or string (got \(value.kindName))")
      }
    },
    Filter(name: "prefix", arity: 1...1) { value, arguments throws(FilterFailure) in
      guard case .int(let length) = arguments[0], length >= 0 else {
        throw FilterFailure(
          message: "filter 'prefix' expects a length of 0 or more (got \(describe(arguments[0])))", argument: 0)
      }
      switch value {
      case .array(let items): return .array(Array(items.prefix(length)))
      case .string(let text): return .string(String(text.prefix(length)))
      default: throw FilterFailure(message: "filter 'prefix' expects an array or string (got \(value.kindName))")
      }
    },
    Filter(name: "map", arity: 1...1) { value, arguments throws(FilterFailure) in
      let path = try string(arguments[0], argument: 0)
      guard case .array(let items) = value else {
        throw FilterFailure(message: "filter 'map' expects an array (got \(value.kindName))")
      }
      var result: [TemplateValue] = []
      for (index, item) in items.enumerated() {
        var member = item
        var owner = "item \(index)"
        for part in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
          guard let found = member.member(part) else {
            throw FilterFailure(message: member.missingMember(part, of: owner), argument: 0)
          }
          member = found
          owner += "." + part
        }
        result.append(member)
      }
      return .array(result)
    },
    Filter(name: "reversed", arity: 0...0) { value, _ throws(FilterFailure) in
      switch value {
      case .array(let items): return .array(items.reversed())
      case .string(let text): return .string(String(text.reversed()))
      default: throw FilterFailure(message: "filter 'reversed' expects an array or string (got \(value.kindName))")
      }
    },
  ]

  /// A filter from text to text. Numbers and booleans are used as their text, `null` as ""; an
  /// array is transformed item by item (as Stencil's case filters do).
  private static func text(_ name: String, _ transform: @escaping @Sendable (String) -> String) -> Filter {
    Filter(name: name, arity: 0...0) { value, _ throws(FilterFailure) in try mapText(value, name, transform) }
  }

  private static func mapText(
    _ value: TemplateValue, _ name: String, _ transform: (String) -> String
  ) throws(FilterFailure) -> TemplateValue {
    if case .array(let items) = value {
      var result: [TemplateValue] = []
      for item in items { result.append(.string(transform(try input(item, name)))) }
      return .array(result)
    }
    return .string(transform(try input(value, name)))
  }

  private static func input(_ value: TemplateValue, _ name: String) throws(FilterFailure) -> String {
    guard let text = value.scalarText else {
      throw FilterFailure(message: "filter '\(name)' expects a string (got \(value.kindName))")
    }
    return text
  }

  private static func string(_ value: TemplateValue, argument: Int) throws(FilterFailure) -> String {
    guard let text = value.scalarText, value != .null else {
      throw FilterFailure(message: "expected a string argument (got \(value.kindName))", argument: argument)
    }
    return text
  }

  private static func describe(_ value: TemplateValue) -> String {
    switch value {
    case .string(let text): "\"\(text)\""
    case .int, .double, .bool: value.scalarText ?? value.kindName
    default: value.kindName
    }
  }
}
