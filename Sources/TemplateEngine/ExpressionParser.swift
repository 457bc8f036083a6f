/// Parses the expressions inside tags: `value|filter:arg,arg`, joined with `~` (filters bind tighter, as in
/// Jinja), optionally chosen by an inline `a if condition else b` (loosest), and `if` conditions with Stencil's
/// precedence (`or` lowest, then `and`, then `not`, then comparisons).
struct ExpressionParser {
  static let keywords: Set = ["and", "or", "not", "in", "if", "else"]

  private let source: SourceText
  private let tokens: [ExpressionToken]
  private let end: Int
  private var index = 0

  init(source: SourceText, tokens: [ExpressionToken], end: Int) {
    self.source = source
    self.tokens = tokens
    self.end = end
  }

  var atEnd: Bool { index >= tokens.count }
  private var peek: ExpressionToken? { index < tokens.count ? tokens[index] : nil }
  private var peekOffset: Int { peek?.offset ?? end }

  /// Consumes `word` if it comes next.
  @discardableResult
  mutating func skip(word: String) -> Bool {
    guard peek?.isWord(word) == true else { return false }
    index += 1
    return true
  }

  func expectEnd() throws(TemplateError) {
    if let token = peek { throw unexpected(token) }
  }

  /// The error for a token that has no place where it stands; a lone `=` is most likely a mistyped `==`.
  private func unexpected(_ token: ExpressionToken) -> TemplateError {
    let hint = token.kind == .assign ? " (use '==' to compare)" : ""
    return source.error(at: token.offset, "unexpected '\(token.text)'\(hint)")
  }

  /// `name=value` pairs, as many as follow: an include's parameters. Each name is a plain variable name,
  /// given once.
  mutating func parseParameters() throws(TemplateError) -> [(name: String, value: FilterExpression)] {
    var parameters: [(name: String, value: FilterExpression)] = []
    while let token = peek, token.kind == .path, index + 1 < tokens.count, tokens[index + 1].kind == .assign {
      guard !token.text.contains("."), !Self.keywords.contains(token.text) else {
        throw source.error(at: token.offset, "a parameter name must be a plain name (got '\(token.text)')")
      }
      guard !parameters.contains(where: { $0.name == token.text }) else {
        throw source.error(at: token.offset, "parameter '\(token.text)' is given twice")
      }
      index += 2
      parameters.append((token.text, try parseFilterExpression()))
    }
    return parameters
  }

  /// A value: `joined`, or `joined if condition else value` (Jinja's inline if; `null` without `else`).
  mutating func parseFilterExpression() throws(TemplateError) -> FilterExpression {
    let value = try parseJoined()
    guard skip(word: "if") else { return value }
    let condition = try parseCondition()
    let otherwise = skip(word: "else") ? try parseFilterExpression() : nil
    return FilterExpression(
      operand: .conditional(value, condition, otherwise: otherwise), operandOffset: value.operandOffset, filters: [])
  }

  /// `filtered ~ filtered ~ …`: the texts joined.
  private mutating func parseJoined() throws(TemplateError) -> FilterExpression {
    var parts = [try parseFiltered()]
    while consume(.tilde) { parts.append(try parseFiltered()) }
    guard parts.count > 1 else { return parts[0] }
    return FilterExpression(operand: .joined(parts), operandOffset: parts[0].operandOffset, filters: [])
  }

  private mutating func parseFiltered() throws(TemplateError) -> FilterExpression {
    let operandOffset = peekOffset
    let operand = try parseOperand(what: "a value")
    var filters: [FilterCall] = []
    while peek?.kind == .pipe {
      index += 1
      guard let nameToken = peek, nameToken.kind == .path, !nameToken.text.contains(".") else {
        throw source.error(at: peekOffset, "expected a filter name after '|'")
      }
      index += 1
      guard let filter = Filters.named[nameToken.text] else {
        let suggestion = Suggestions.didYouMean(nameToken.text, among: Filters.names)
        throw source.error(at: nameToken.offset, "unknown filter '\(nameToken.text)'\(suggestion)")
      }
      var arguments: [Operand] = []
      var offsets: [Int] = []
      if peek?.kind == .colon {
        index += 1
        repeat {
          offsets.append(peekOffset)
          arguments.append(try parseOperand(what: "a filter argument"))
        } while consume(.comma)
      }
      if let problem = filter.arityProblem(arguments.count) {
        throw source.error(at: nameToken.offset, problem)
      }
      filters.append(
        FilterCall(filter: filter, offset: nameToken.offset, arguments: arguments, argumentOffsets: offsets))
    }
    return FilterExpression(operand: operand, operandOffset: operandOffset, filters: filters)
  }

  private mutating func consume(_ kind: ExpressionToken.Kind) -> Bool {
    guard peek?.kind == kind else { return false }
    index += 1
    return true
  }

  private mutating func parseOperand(what: String) throws(TemplateError) -> Operand {
    guard let token = peek else { throw source.error(at: end, "expected \(what)") }
    switch token.kind {
    case .string(let text):
      index += 1
      return .literal(.string(text))
    case .number(let number):
      index += 1
      return .literal(number)
    case .path where !Self.keywords.contains(token.text):
      index += 1
      switch token.text {
      case "true": return .literal(.bool(true))
      case "false": return .literal(.bool(false))
      case "nil", "null": return .literal(.null)
      default: break
      }
      var parts: [String] = []
      var offsets: [Int] = []
      var offset = token.offset
      for part in token.text.split(separator: ".", omittingEmptySubsequences: false) {
        parts.append(String(part))
        offsets.append(offset)
        offset += part.utf8.count + 1
      }
      return .variable(VariablePath(parts: parts, offsets: offsets))
    case .openBracket:
      index += 1
      return .list(try parseListItems(openedAt: token.offset))
    case .assign:
      throw unexpected(token)
    default:
      throw source.error(at: token.offset, "expected \(what), found '\(token.text)'")
    }
  }

  /// The items of a list literal after its `[`, up to and including the `]`.
  private mutating func parseListItems(openedAt offset: Int) throws(TemplateError) -> [FilterExpression] {
    var items: [FilterExpression] = []
    while !consume(.closeBracket) {
      guard !atEnd else { throw source.error(at: offset, "unclosed '[' (missing ']')") }
      if !items.isEmpty {
        guard consume(.comma) else { throw source.error(at: peekOffset, "expected ',' or ']' in the list") }
      }
      items.append(try parseFilterExpression())
    }
    return items
  }

  mutating func parseCondition() throws(TemplateError) -> Condition {
    var terms = [try parseAnd()]
    while peek?.isWord("or") == true {
      index += 1
      terms.append(try parseAnd())
    }
    return terms.count == 1 ? terms[0] : .or(terms)
  }

  private mutating func parseAnd() throws(TemplateError) -> Condition {
    var terms = [try parseNot()]
    while peek?.isWord("and") == true {
      index += 1
      terms.append(try parseNot())
    }
    return terms.count == 1 ? terms[0] : .and(terms)
  }

  /// `not not x` folds to `x` here, so a long run of `not`s never recurses.
  private mutating func parseNot() throws(TemplateError) -> Condition {
    var negations = 0
    while peek?.isWord("not") == true {
      index += 1
      negations += 1
    }
    let condition = try parseComparison()
    return negations % 2 == 1 ? .not(condition) : condition
  }

  private mutating func parseComparison() throws(TemplateError) -> Condition {
    let lhs = try parseFilterExpression()
    guard let token = peek else { return .value(lhs) }
    let comparison: ComparisonOperator
    var negated = false
    switch token.kind {
    case .comparison(let text): comparison = ComparisonOperator(rawValue: text) ?? .equal
    case .path where token.text == "in": comparison = .contains
    case .path where token.text == "not" && index + 1 < tokens.count && tokens[index + 1].isWord("in"):
      // `a not in b`, as in Django and Jinja.
      comparison = .contains
      negated = true
      index += 1
    default: return .value(lhs)
    }
    index += 1
    let rhs = try parseFilterExpression()
    let condition = Condition.compare(lhs, comparison, rhs, offset: token.offset)
    return negated ? .not(condition) : condition
  }
}
