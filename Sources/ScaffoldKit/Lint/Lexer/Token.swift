/// What a lexed piece of Swift source is. Whitespace and newlines are not tokens; comments are.
enum TokenKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
  /// A plain or backticked word that is not a reserved keyword: `foo`, `Foo`, `` `class` ``, `` `my test` ``.
  /// Contextual keywords (`actor`, `some`, `get`, `async`, ...) are identifiers too, as in the compiler.
  case identifier
  /// A reserved word the compiler's lexer always classifies as a keyword (`class`, `func`, `self`, `Self`, ...).
  case keyword
  /// `$0`, `$1`: closure shorthand arguments.
  case dollarIdentifier
  case integerLiteral
  case floatLiteral
  /// The opening delimiter of a string literal, raw delimiter included: `"`, `"""`, `#"`, `##"""`.
  case stringStart
  /// Literal text inside a string literal (escapes included, never empty).
  case stringSegment
  /// `\(` or, in a raw string, `\#(`: what follows up to the matching `interpolationEnd` is code.
  case interpolationStart
  /// The `)` that closes an interpolation.
  case interpolationEnd
  /// The closing delimiter of a string literal: `"`, `"""`, `"#`.
  case stringEnd
  /// A whole regex literal, delimiters included: `/a+b/`, `#/.../#`.
  case regexLiteral
  /// A compiler directive word with its `#`: `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`,
  /// `#available`, `#unavailable`.
  case poundDirective
  /// A `#` before a macro or object-literal name (`#selector`, `#Preview`, `#file`); the name follows.
  case pound
  /// `@` before an attribute name; the name follows.
  case atSign
  /// `\` starting a key path.
  case backslash
  case period
  case comma
  case colon
  case semicolon
  case leftParen
  case rightParen
  case leftBrace
  case rightBrace
  case leftSquare
  case rightSquare
  /// An operator: `+`, `->`, `...`, `<`, `?`, `!`, `==`, `∪` ...
  case `operator`
  /// `// ...` or `/// ...` up to (not including) the end of the line.
  case lineComment
  /// `/* ... */`, nested ones included.
  case blockComment
  /// Bytes that start no token: stray backticks, invalid UTF-8, `'`-quoted text, control characters.
  case unknown

  var description: String {
    switch self {
    case .identifier: "identifier"
    case .keyword: "keyword"
    case .dollarIdentifier: "dollarIdentifier"
    case .integerLiteral: "integerLiteral"
    case .floatLiteral: "floatLiteral"
    case .stringStart: "stringStart"
    case .stringSegment: "stringSegment"
    case .interpolationStart: "interpolationStart"
    case .interpolationEnd: "interpolationEnd"
    case .stringEnd: "stringEnd"
    case .regexLiteral: "regexLiteral"
    case .poundDirective: "poundDirective"
    case .pound: "pound"
    case .atSign: "atSign"
    case .backslash: "backslash"
    case .period: "period"
    case .comma: "comma"
    case .colon: "colon"
    case .semicolon: "semicolon"
    case .leftParen: "leftParen"
    case .rightParen: "rightParen"
    case .leftBrace: "leftBrace"
    case .rightBrace: "rightBrace"
    case .leftSquare: "leftSquare"
    case .rightSquare: "rightSquare"
    case .operator: "operator"
    case .lineComment: "lineComment"
    case .blockComment: "blockComment"
    case .unknown: "unknown"
    }
  }

  /// Words in code: identifiers, keywords and `$0`-style names.
  var isWord: Bool { self == .identifier || self == .keyword || self == .dollarIdentifier }

  var isComment: Bool { self == .lineComment || self == .blockComment }
}

/// One token: its kind, its UTF-8 byte range in the source, and where it starts.
struct Token: Sendable, Equatable {
  var kind: TokenKind
  /// Byte offset of the first byte.
  var start: Int
  /// Byte offset just past the last byte.
  var end: Int
  /// 1-based line of the first byte.
  var line: Int
  /// 1-based UTF-8 byte column of the first byte (as swift-syntax's `SourceLocation.column`).
  var column: Int

  var range: Range<Int> { start..<end }
  var position: SourcePosition { SourcePosition(line: line, column: column) }

  /// The token's text in `bytes` (invalid UTF-8 is repaired).
  func text(in bytes: [UInt8]) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
