/// Turns tokens into nodes: block tags open and close bodies; expressions are parsed up front so
/// syntax errors (and unknown filters) surface when the template is loaded, not when it renders.
struct Parser {
  /// Blocks nested deeper than this are refused, so a hostile template cannot exhaust the stack.
  static let maxDepth = 50
  static let tags = [
    "for", "empty", "endfor", "if", "elif", "else", "endif", "include", "extends", "block", "endblock",
  ]
  private static let closingTags: Set = ["empty", "endfor", "elif", "else", "endif", "endblock"]
  private static let forloopMembers: Set = ["first", "last", "counter", "counter0", "length", "parentloop", "label"]

  /// A block tag waiting for its intermediate or closing tags.
  private struct Opener {
    var name: String
    var offset: Int
    var accepts: [String]
  }

  /// A lexed `{% name arguments %}`.
  private struct BlockTag {
    var name: String
    var offset: Int
    var arguments: [ExpressionToken]
    /// Offset of the closing delimiter: where "expected ..." errors point when arguments run out.
    var end: Int
    var standalone: StandaloneLine?
    /// `label: for ...`.
    var label: String?
  }

  private let source: SourceText
  private let tokens: [Token]
  private var index = 0
  /// The template's `{% extends %}`, once seen.
  private(set) var parent: Extends?
  /// Every block of the template, nested ones included, by name; and the names in source order.
  private(set) var blocks: [String: Block] = [:]
  private(set) var blockNames: [String] = []
  /// Whether top-level text or tags came before any `extends`.
  private var seenContent = false
  /// One entry per block being parsed: where its first `{{ block.super }}` is.
  private var superOffsets: [Int?] = []

  init(source: SourceText) throws(TemplateError) {
    self.source = source
    tokens = try Lexer(source: source).tokenize()
  }

  mutating func parse() throws(TemplateError) -> [Node] {
    try parseBody(opener: nil, depth: 0).nodes
  }

  private mutating func parseBody(opener: Opener?, depth: Int) throws(TemplateError) -> (nodes: [Node], end: BlockTag?)
  {
    var nodes: [Node] = []
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      switch token.kind {
      case .text:
        if opener == nil, token.text.contains(where: { !$0.isWhitespace }) {
          let start = token.range.first { !Character(Unicode.Scalar(source.bytes[$0])).isWhitespace }
          try topLevelContent(at: start ?? token.range.lowerBound)
        }
        if !token.text.isEmpty { nodes.append(.text(token.text)) }
      case .comment:
        continue
      case .variable:
        if opener == nil { try topLevelContent(at: token.range.lowerBound) }
        let arguments = try ExpressionLexer(source: source).tokenize(token.content)
        guard !arguments.isEmpty else { throw source.error(at: token.range.lowerBound, "empty variable tag") }
        var parser = ExpressionParser(source: source, tokens: arguments, end: token.content.upperBound)
        let expression = try parser.parseFilterExpression()
        try parser.expectEnd()
        try noteSuper(expression)
        nodes.append(.output(expression, offset: expression.operandOffset))
      case .block:
        let tag = try blockTag(token)
        if Self.closingTags.contains(tag.name) {
          if let opener, opener.accepts.contains(tag.name) { return (nodes, tag) }
          throw misplaced(tag, inside: opener)
        }
        if tag.name == "extends" {
          try parseExtends(tag, topLevel: opener == nil)
          continue
        }
        if opener == nil, tag.name != "block" { try topLevelContent(at: tag.offset) }
        nodes.append(try parseBlock(tag, depth: depth + 1))
      }
    }
    if let opener {
      throw source.error(at: opener.offset, "'\(opener.name)' is not closed (missing '{% end\(opener.name) %}')")
    }
    return (nodes, nil)
  }

  private func blockTag(_ token: Token) throws(TemplateError) -> BlockTag {
    let arguments = try ExpressionLexer(source: source).tokenize(token.content)
    guard let first = arguments.first else { throw source.error(at: token.range.lowerBound, "empty block tag") }
    guard first.kind == .path else { throw source.error(at: first.offset, "expected a tag name") }
    if arguments.count > 2, arguments[1].kind == .colon, arguments[2].kind == .path {
      guard arguments[2].text == "for" else {
        throw source.error(at: first.offset, "only a 'for' loop can have a label")
      }
      guard !Self.forloopMembers.contains(first.text) else {
        throw source.error(at: first.offset, "'\(first.text)' cannot be a loop label (it is a member of 'forloop')")
      }
      return BlockTag(
        name: "for", offset: arguments[2].offset, arguments: Array(arguments.dropFirst(3)),
        end: token.content.upperBound, standalone: token.standalone, label: first.text)
    }
    return BlockTag(
      name: first.text, offset: first.offset, arguments: Array(arguments.dropFirst()),
      end: token.content.upperBound, standalone: token.standalone)
  }

  private func misplaced(_ tag: BlockTag, inside opener: Opener?) -> TemplateError {
    guard let opener else {
      switch tag.name {
      case "empty": return source.error(at: tag.offset, "'empty' is only allowed inside 'for'")
      case "else", "elif": return source.error(at: tag.offset, "'\(tag.name)' is only allowed inside 'if'")
      default:
        let block = String(tag.name.dropFirst(3))
        return source.error(at: tag.offset, "unexpected '\(tag.name)' without a matching '\(block)'")
      }
    }
    let expected = Self.list(opener.accepts.map { "'\($0)'" })
    let line = source.position(of: opener.offset).line
    return source.error(
      at: tag.offset, "unexpected '\(tag.name)' (expected \(expected) for the '\(opener.name)' on line \(line))")
  }

  private mutating func parseBlock(_ tag: BlockTag, depth: Int) throws(TemplateError) -> Node {
    guard depth <= Self.maxDepth else {
      throw source.error(at: tag.offset, "blocks are nested too deeply (more than \(Self.maxDepth) levels)")
    }
    switch tag.name {
    case "for": return try parseFor(tag, depth: depth)
    case "if": return try parseIf(tag, depth: depth)
    case "include": return try parseInclude(tag)
    case "block": return try parseNamedBlock(tag, depth: depth)
    default:
      let suggestion = Suggestions.didYouMean(tag.name, among: Self.tags)
      throw source.error(at: tag.offset, "unknown tag '\(tag.name)'\(suggestion)")
    }
  }

  private mutating func parseFor(_ tag: BlockTag, depth: Int) throws(TemplateError) -> Node {
    let arguments = tag.arguments
    var position = 0
    var variables: [String] = []
    while true {
      guard position < arguments.count, arguments[position].kind == .path,
        !arguments[position].text.contains("."), !ExpressionParser.keywords.contains(arguments[position].text)
      else {
        let offset = position < arguments.count ? arguments[position].offset : tag.end
        throw source.error(at: offset, "expected a loop variable name ('for item in items')")
      }
      if variables.contains(arguments[position].text) {
        throw source.error(at: arguments[position].offset, "loop variable '\(arguments[position].text)' is named twice")
      }
      variables.append(arguments[position].text)
      position += 1
      guard position < arguments.count, arguments[position].kind == .comma else { break }
      position += 1
    }
    guard position < arguments.count, arguments[position].isWord("in") else {
      let offset = position < arguments.count ? arguments[position].offset : tag.end
      throw source.error(at: offset, "expected 'in' ('for item in items')")
    }
    var parser = ExpressionParser(source: source, tokens: Array(arguments[(position + 1)...]), end: tag.end)
    let sequence = try parser.parseFilterExpression()
    var filter: Condition?
    if parser.skip(word: "where") {
      filter = try parser.parseCondition()
    }
    try parser.expectEnd()

    let opener = Opener(name: "for", offset: tag.offset, accepts: ["empty", "endfor"])
    var (body, end) = try parseBody(opener: opener, depth: depth)
    var emptyBody: [Node] = []
    if let tag = end, tag.name == "empty" {
      try expectNoArguments(tag)
      (emptyBody, end) = try parseBody(
        opener: Opener(name: "for", offset: tag.offset, accepts: ["endfor"]), depth: depth)
    }
    if let end { try expectNoArguments(end) }
    return .forLoop(
      ForLoop(
        variables: variables, sequence: sequence, filter: filter, label: tag.label, body: body, emptyBody: emptyBody,
        offset: tag.offset))
  }

  private mutating func parseIf(_ tag: BlockTag, depth: Int) throws(TemplateError) -> Node {
    var branches: [(condition: Condition, body: [Node])] = []
    var elseBody: [Node] = []
    var current = tag
    while true {
      guard !current.arguments.isEmpty else { throw source.error(at: current.end, "expected a condition") }
      var parser = ExpressionParser(source: source, tokens: current.arguments, end: current.end)
      let condition = try parser.parseCondition()
      try parser.expectEnd()
      let opener = Opener(name: "if", offset: tag.offset, accepts: ["elif", "else", "endif"])
      let (body, end) = try parseBody(opener: opener, depth: depth)
      branches.append((condition, body))
      guard let end else { break }
      if end.name == "elif" {
        current = end
        continue
      }
      try expectNoArguments(end)
      if end.name == "else" {
        let (body, last) = try parseBody(
          opener: Opener(name: "if", offset: tag.offset, accepts: ["endif"]), depth: depth)
        elseBody = body
        if let last { try expectNoArguments(last) }
      }
      break
    }
    return .conditional(Conditional(branches: branches, elseBody: elseBody))
  }

  private func parseInclude(_ tag: BlockTag) throws(TemplateError) -> Node {
    guard !tag.arguments.isEmpty else {
      throw source.error(at: tag.end, "expected a partial name ('include \"name\"')")
    }
    var parser = ExpressionParser(source: source, tokens: tag.arguments, end: tag.end)
    let name = try parser.parseFilterExpression()
    var context: FilterExpression?
    var parameters: [(name: String, value: FilterExpression)] = []
    if !parser.atEnd {
      parser.skip(word: "with")
      parameters = try parser.parseParameters()
      if parameters.isEmpty {
        context = try parser.parseFilterExpression()
        parameters = try parser.parseParameters()
      }
    }
    try parser.expectEnd()
    return .include(
      Include(name: name, context: context, parameters: parameters, offset: tag.offset, standalone: tag.standalone))
  }

  // MARK: - Inheritance

  /// Text or a tag outside any block: refused in a template that extends another (it would be lost), and
  /// remembered otherwise, since `extends` must come first.
  private mutating func topLevelContent(at offset: Int) throws(TemplateError) {
    if parent != nil {
      throw source.error(
        at: offset, "a template that extends another may only hold blocks here; put this inside a '{% block %}'")
    }
    seenContent = true
  }

  private mutating func parseExtends(_ tag: BlockTag, topLevel: Bool) throws(TemplateError) {
    guard topLevel, parent == nil, !seenContent, blocks.isEmpty else {
      let problem = parent != nil ? "a template extends at most one parent" : "'extends' must be the first tag"
      throw source.error(at: tag.offset, problem)
    }
    guard !tag.arguments.isEmpty else {
      throw source.error(at: tag.end, "expected a parent template name ('extends \"name\"')")
    }
    var parser = ExpressionParser(source: source, tokens: tag.arguments, end: tag.end)
    let name = try parser.parseFilterExpression()
    try parser.expectEnd()
    parent = Extends(name: name, offset: tag.offset)
  }

  private mutating func parseNamedBlock(_ tag: BlockTag, depth: Int) throws(TemplateError) -> Node {
    guard let first = tag.arguments.first, first.kind == .path, !first.text.contains(".") else {
      throw source.error(at: tag.arguments.first?.offset ?? tag.end, "expected a block name ('block name')")
    }
    if let extra = tag.arguments.dropFirst().first {
      throw source.error(at: extra.offset, "unexpected '\(extra.text)' after the block name")
    }
    if let earlier = blocks[first.text] {
      let line = source.position(of: earlier.offset).line
      throw source.error(at: first.offset, "block '\(first.text)' is defined twice (first on line \(line))")
    }
    // Reserve the name before the body, so a nested block of the same name is a duplicate too.
    let isNested = !superOffsets.isEmpty
    blocks[first.text] = Block(name: first.text, body: [], offset: first.offset)
    blockNames.append(first.text)
    superOffsets.append(nil)
    let (body, end) = try parseBody(
      opener: Opener(name: "block", offset: tag.offset, accepts: ["endblock"]), depth: depth)
    let superOffset = superOffsets.removeLast()
    if let end, let closing = end.arguments.first {
      guard closing.kind == .path, closing.text == first.text, end.arguments.count == 1 else {
        throw source.error(at: closing.offset, "'endblock \(closing.text)' closes block '\(first.text)'")
      }
    }
    var block = Block(
      name: first.text, body: body, offset: first.offset, superOffset: superOffset, isNested: isNested)
    block.standalone = tag.standalone
    if let end { block.isOneLine = source.position(of: end.offset).line == source.position(of: tag.offset).line }
    blocks[first.text] = block
    return .block(block)
  }

  /// `{{ block.super }}` is the overridden block's text: only meaningful inside a block.
  private mutating func noteSuper(_ expression: FilterExpression) throws(TemplateError) {
    guard case .variable(let path) = expression.operand, path.parts[0] == "block" else { return }
    guard !superOffsets.isEmpty else {
      throw source.error(at: path.offsets[0], "'block.super' is only available inside a '{% block %}'")
    }
    if superOffsets[superOffsets.count - 1] == nil { superOffsets[superOffsets.count - 1] = path.offsets[0] }
  }

  private func expectNoArguments(_ tag: BlockTag) throws(TemplateError) {
    if let extra = tag.arguments.first {
      throw source.error(at: extra.offset, "unexpected '\(extra.text)' after '\(tag.name)'")
    }
  }

  /// "'a'", "'a' or 'b'", "'a', 'b' or 'c'".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
  }
}
