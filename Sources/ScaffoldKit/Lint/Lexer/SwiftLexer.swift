/// A byte-level Swift lexer over UTF-8.
///
/// It walks a cursor over the bytes and keeps an explicit stack of modes (inside a string of some kind
/// with some raw `#` count, or inside an interpolation with some paren depth) instead of recursing, so
/// nesting depth costs heap, not stack. Every call to `next()` consumes at least one byte or pops a
/// mode, so lexing is linear and ends on any input. It never reads outside the buffer.
///
/// Where Swift's grammar needs context (is `/` a division or a regex literal? is `?` postfix?), it
/// follows the compiler's heuristics: whitespace around an operator and the kind of the previous token.
///
/// The lexer borrows the buffer: it must stay valid while the lexer is used. Use `tokenize` for arrays.
struct SwiftLexer {
  private struct Mode {
    /// True inside a string literal's text; false inside an interpolation (which is code).
    var isString: Bool
    var multiline: Bool
    /// Raw-string delimiter count (`#"..."#` has 1).
    var hashes: Int
    /// Unclosed `(` inside an interpolation.
    var parenDepth: Int
  }

  private enum OperatorRole { case prefix, postfix, binary }

  private let p: UnsafePointer<UInt8>
  private let end: Int
  private var pos = 0
  /// The line the cursor is on (1-based).
  private(set) var line = 1
  private var lineStart = 0
  private var modes: [Mode] = []

  private var tokStart = 0
  private var tokLine = 1
  private var tokColumn = 1

  // The previous non-comment token, for the regex-literal heuristics.
  private var prevKind: TokenKind?
  private var prevStart = 0
  private var prevEnd = 0
  private var prevRole = OperatorRole.binary
  /// A bare `/.../` scan that ran into the end of its line without a closing `/` proves that no later
  /// attempt starting before that point can succeed; remembering it keeps huge lines linear.
  private var bareRegexDeadUntil = 0
  /// End of the last run of `#` scanned by `lexPound`: a run not followed by `"` or `/` becomes one `#`
  /// token per byte, and each of those calls starts inside it, so a long run is scanned once, not once per `#`.
  private var poundRunEnd = 0
  /// A regex literal found inside an operator (`!/a/`), lexed after the operator part before it.
  private var pendingRegex: (start: Int, end: Int)?
  private var previousIsTry = false
  private var tryBeforePrevious = false

  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    if let base = buffer.baseAddress, buffer.count > 0 {
      p = base
      end = buffer.count
    } else {
      // Never dereferenced: `end` is 0.
      p = UnsafePointer(bitPattern: 0x10)!
      end = 0
    }
    if end >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
      pos = 3  // byte-order mark: trivia, columns still count its bytes as swift-syntax does
    }
    if pos + 1 < end && p[pos] == 0x23 && p[pos + 1] == 0x21 {
      // `#!/usr/bin/env swift` on the first line is trivia, as for the compiler.
      while pos < end && p[pos] != 0x0A && p[pos] != 0x0D { pos += 1 }
    }
  }

  /// All tokens of `bytes`, comments included.
  static func tokenize(_ bytes: [UInt8]) -> [Token] {
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = SwiftLexer(buffer)
      var tokens: [Token] = []
      tokens.reserveCapacity(bytes.count / 5)
      lexer.forEachToken { kind, start, end, line, column, _ in
        tokens.append(Token(kind: kind, start: start, end: end, line: line, column: column))
      }
      return tokens
    }
  }

  /// All tokens of `source`, comments included.
  static func tokenize(_ source: String) -> [Token] {
    tokenize(Array(source.utf8))
  }

  /// The next token, or nil at the end of the input (unterminated strings and comments simply end).
  mutating func next() -> Token? {
    guard let kind = advance() else { return nil }
    return Token(kind: kind, start: tokStart, end: pos, line: tokLine, column: tokColumn)
  }

  /// Moves past the next token and returns its kind (nil at the end of the input); `tokStart`, `pos`,
  /// `tokLine` and `tokColumn` then describe it. `next()` without building a `Token`.
  @inline(__always)
  mutating func advance() -> TokenKind? {
    while true {
      if let top = modes.last, top.isString {
        guard pos < end else { return nil }
        if let kind = lexStringContent(top) { return kind }
        continue
      }
      skipTrivia()
      guard pos < end else { return nil }
      return lexCode()
    }
  }

  /// Calls `body` with every token from the cursor to the end of the input, in order, exactly as `advance()`
  /// returns them: its kind, first byte, end, line and column, and the line the cursor is on after it.
  ///
  /// Words, punctuation, plain operators and integers in code, and the whitespace between them, are most of any
  /// Swift file: they are read here, with the cursor in local variables and no call per token. Everything else
  /// (strings and their interpolations, comments, other numbers and operators, `#` and `$` words, non-ASCII
  /// text) goes through `advance()`.
  @inline(__always)
  mutating func forEachToken(
    _ body: (_ kind: TokenKind, _ start: Int, _ end: Int, _ line: Int, _ column: Int, _ lineAfter: Int) -> Void
  ) {
    while true {
      // Outside strings and interpolations (where parentheses count and text is no code).
      if modes.isEmpty {
        var line = self.line
        var lineStart = self.lineStart
        let i = Self.triviaEnd(p, pos, end, line: &line, lineStart: &lineStart)
        pos = i
        self.line = line
        self.lineStart = lineStart
        guard i < end else { return }
        var kind: TokenKind?
        var tokenEnd = i + 1
        switch p[i] {
        case 0x61...0x7A, 0x41...0x5A, 0x5F:
          let wordEnd = CharacterClasses.asciiIdentifierEnd(p, i + 1, end)
          // A word going on in non-ASCII letters is left to `advance()`.
          if wordEnd == end || p[wordEnd] < 0x80 {
            kind = CharacterClasses.isReservedKeyword(p, i, wordEnd - i, end: end) ? .keyword : .identifier
            tokenEnd = wordEnd
          }
        case 0x7B: kind = .leftBrace
        case 0x7D: kind = .rightBrace
        case 0x28: kind = .leftParen
        case 0x29: kind = .rightParen
        case 0x5B: kind = .leftSquare
        case 0x5D: kind = .rightSquare
        case 0x2C: kind = .comma
        case 0x3B: kind = .semicolon
        case 0x3A: kind = .colon
        case 0x40: kind = .atSign
        case 0x2E: if !(i + 1 < end && p[i + 1] == 0x2E) { kind = .period }
        case 0x30...0x39, 0x3D, 0x2D, 0x2B, 0x2A, 0x25, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3C:
          if let (plain, plainEnd) = plainIntegerOrOperator(at: i) {
            kind = plain
            tokenEnd = plainEnd
          }
        default: break
        }
        if let kind {
          remember(kind, i, tokenEnd)
          pos = tokenEnd
          body(kind, i, tokenEnd, line, i - lineStart + 1, line)
          continue
        }
      }
      guard let kind = advance() else { return }
      body(kind, tokStart, pos, tokLine, tokColumn, line)
    }
  }

  /// For `forEachToken`: the kind and end of the token at `i` when it is a decimal integer that nothing glues
  /// to (no `.`, exponent, letter or radix prefix), or an operator of ASCII characters other than `/` (a
  /// comment or regex literal may start there) that does not start with `?`, `!` or `.` and is no editor
  /// placeholder (`<#`); nil for anything else. For an operator, `prevRole` is set as `lexOperator` sets it.
  /// Out of line, so that the loop stays small enough to take its caller's token handling inline.
  @inline(never)
  private mutating func plainIntegerOrOperator(at i: Int) -> (TokenKind, Int)? {
    if (p[i] &- 0x30) < 10 {
      let radix = i + 1 < end ? p[i + 1] : 0
      if p[i] == 0x30 && (radix == 0x78 || radix == 0x62 || radix == 0x6F) { return nil }
      var digitsEnd = i + 1
      while digitsEnd < end && ((p[digitsEnd] &- 0x30) < 10 || p[digitsEnd] == 0x5F) { digitsEnd += 1 }
      guard digitsEnd == end || !(p[digitsEnd] == 0x2E || CharacterClasses.isASCIIIdentifierContinue(p[digitsEnd]))
      else { return nil }
      return (.integerLiteral, digitsEnd)
    }
    if p[i] == 0x3C && i + 1 < end && p[i + 1] == 0x23 { return nil }
    var operatorEnd = i + 1
    while operatorEnd < end && p[operatorEnd] != 0x2F && CharacterClasses.isASCIIOperator(p[operatorEnd]) {
      operatorEnd += 1
    }
    guard operatorEnd == end || (p[operatorEnd] != 0x2F && p[operatorEnd] < 0x80) else { return nil }
    let leftBound = isLeftBound(i)
    let rightBound = isRightBound(operatorEnd, leftBound: leftBound)
    prevRole = leftBound == rightBound ? .binary : (leftBound ? .postfix : .prefix)
    return (.operator, operatorEnd)
  }

  // MARK: - Cursor helpers

  @inline(__always)
  private func at(_ i: Int) -> UInt8 { i < end ? p[i] : 0 }

  @inline(__always)
  private mutating func begin() {
    tokStart = pos
    tokLine = line
    tokColumn = pos - lineStart + 1
  }

  @inline(__always)
  private mutating func finish(_ kind: TokenKind) -> TokenKind {
    if !kind.isComment { remember(kind, tokStart, pos) }
    return kind
  }

  /// Records the code token of `kind` from `start` to `end` as the previous one, for the regex-literal
  /// heuristics.
  @inline(__always)
  private mutating func remember(_ kind: TokenKind, _ start: Int, _ end: Int) {
    tryBeforePrevious = previousIsTry
    previousIsTry = kind == .keyword && end - start == 3 && p[start] == 0x74 && p[start + 1] == 0x72
    prevKind = kind
    prevStart = start
    prevEnd = end
  }

  /// Records the line break at `i` (`\n`, `\r`, or the `\r` of `\r\n`, which counts at its `\n`).
  @inline(__always)
  private mutating func noteNewline(_ i: Int) {
    guard Self.isLineBreak(p, i, end) else { return }
    line += 1
    lineStart = i + 1
  }

  /// Whether the `\n` or `\r` at `i` ends a line: the `\r` of `\r\n` does not (the pair counts at its `\n`).
  @inline(__always)
  private static func isLineBreak(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
    !(p[i] == 0x0D && i + 1 < end && p[i + 1] == 0x0A)
  }

  private mutating func skipTrivia() {
    pos = Self.triviaEnd(p, pos, end, line: &line, lineStart: &lineStart)
  }

  /// The offset of the first byte at or after `start` that is no whitespace or line break (or `end`), with
  /// `line` and `lineStart` moved past the line breaks on the way. Runs of spaces (indentation) are skipped up
  /// to eight at a time: the first byte of a word that is not a space ends the run.
  @inline(__always)
  private static func triviaEnd(
    _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, line: inout Int, lineStart: inout Int
  ) -> Int {
    let spaces: UInt64 = 0x2020_2020_2020_2020
    var i = start
    while i < end {
      switch p[i] {
      case 0x20:
        if i + 8 <= end {
          let others = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self) ^ spaces
          i += others == 0 ? 8 : (UInt64(littleEndian: others).trailingZeroBitCount >> 3)
        } else {
          i += 1
        }
      case 0x09, 0x00, 0x0B, 0x0C:
        i += 1
      case 0x0A, 0x0D:
        if isLineBreak(p, i, end) {
          line += 1
          lineStart = i + 1
        }
        i += 1
      default:
        return i
      }
    }
    return i
  }

  // MARK: - Code

  private mutating func lexCode() -> TokenKind {
    begin()
    let c = p[pos]
    switch c {
    case 0x61...0x7A, 0x41...0x5A, 0x5F:
      return lexIdentifier()
    case 0x30...0x39:
      return lexNumber()
    case 0x22:  // "
      return lexStringOpen(hashes: 0)
    case 0x23:  // #
      return lexPound()
    case 0x60:  // `
      return lexBacktick()
    case 0x24:  // $
      return lexDollar()
    case 0x40:
      pos += 1
      return finish(.atSign)
    case 0x5C:
      pos += 1
      return finish(.backslash)
    case 0x28:
      if modes.last != nil { modes[modes.count - 1].parenDepth += 1 }
      pos += 1
      return finish(.leftParen)
    case 0x29:
      pos += 1
      if let top = modes.last {
        if top.parenDepth == 0 {
          modes.removeLast()
          return finish(.interpolationEnd)
        }
        modes[modes.count - 1].parenDepth -= 1
      }
      return finish(.rightParen)
    case 0x7B:
      pos += 1
      return finish(.leftBrace)
    case 0x7D:
      pos += 1
      return finish(.rightBrace)
    case 0x5B:
      pos += 1
      return finish(.leftSquare)
    case 0x5D:
      pos += 1
      return finish(.rightSquare)
    case 0x2C:
      pos += 1
      return finish(.comma)
    case 0x3B:
      pos += 1
      return finish(.semicolon)
    case 0x3A:
      pos += 1
      return finish(.colon)
    case 0x2E:
      return lexPeriod()
    case 0x2F:
      let n = at(pos + 1)
      if n == 0x2F && pos + 1 < end { return lexLineComment() }
      if n == 0x2A && pos + 1 < end { return lexBlockComment() }
      return lexOperator()
    case 0x27:
      return lexSingleQuoted()
    case 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
      return lexOperator()
    case 0x80...0xFF:
      guard let (scalar, length) = CharacterClasses.decodeScalar(p, pos, end) else {
        pos += 1
        return finish(.unknown)
      }
      if CharacterClasses.isUnicodeIdentifierHead(scalar) { return lexIdentifier() }
      if CharacterClasses.isUnicodeOperatorHead(scalar) { return lexOperator() }
      pos += length
      return finish(.unknown)
    default:
      pos += 1
      return finish(.unknown)
    }
  }

  /// The end of the identifier characters starting at `i`.
  @inline(__always)
  private func scanIdentifierContinue(_ start: Int) -> Int {
    var i = start
    while true {
      i = CharacterClasses.asciiIdentifierEnd(p, i, end)
      guard i < end, p[i] >= 0x80, let (scalar, length) = CharacterClasses.decodeScalar(p, i, end),
        CharacterClasses.isUnicodeIdentifierContinue(scalar)
      else { return i }
      i += length
    }
  }

  private mutating func lexIdentifier() -> TokenKind {
    let first = p[pos] < 0x80 ? 1 : (CharacterClasses.decodeScalar(p, pos, end)?.length ?? 1)
    let i = scanIdentifierContinue(pos + first)
    let isKeyword = CharacterClasses.isReservedKeyword(p, pos, i - pos, end: end)
    pos = i
    return finish(isKeyword ? .keyword : .identifier)
  }

  private mutating func lexDollar() -> TokenKind {
    var i = pos + 1
    while i < end && CharacterClasses.isDigit(p[i]) { i += 1 }
    let allDigits = i > pos + 1
    let wordEnd = scanIdentifierContinue(i)
    pos = wordEnd
    return finish(allDigits && wordEnd == i ? .dollarIdentifier : .identifier)
  }

  private mutating func lexBacktick() -> TokenKind {
    var i = pos + 1
    while i < end {
      let b = p[i]
      if b == 0x60 || b == 0x0A || b == 0x0D { break }
      i += 1
    }
    if i < end && p[i] == 0x60 && i > pos + 1 {
      pos = i + 1
      return finish(.identifier)
    }
    pos += 1
    return finish(.unknown)
  }

  private mutating func lexNumber() -> TokenKind {
    var i = pos
    var isFloat = false
    let radix = at(i + 1)
    if p[i] == 0x30 && radix == 0x78 {  // 0x
      i += 2
      while i < end && (CharacterClasses.isHexDigit(p[i]) || p[i] == 0x5F) { i += 1 }
      if at(i) == 0x2E && i + 1 < end && CharacterClasses.isHexDigit(p[i + 1]) {
        isFloat = true
        i += 1
        while i < end && (CharacterClasses.isHexDigit(p[i]) || p[i] == 0x5F) { i += 1 }
      }
      if at(i) | 0x20 == 0x70 && i < end {  // p, P
        isFloat = true
        i = scanExponent(i + 1)
      }
    } else if p[i] == 0x30 && (radix == 0x62 || radix == 0x6F) {  // 0b, 0o
      i += 2
      while i < end && (CharacterClasses.isDigit(p[i]) || p[i] == 0x5F) { i += 1 }
    } else {
      while i < end && (CharacterClasses.isDigit(p[i]) || p[i] == 0x5F) { i += 1 }
      if at(i) == 0x2E && i + 1 < end && CharacterClasses.isDigit(p[i + 1]) {
        isFloat = true
        i += 1
        while i < end && (CharacterClasses.isDigit(p[i]) || p[i] == 0x5F) { i += 1 }
      }
      if at(i) | 0x20 == 0x65 && i < end {  // e, E
        isFloat = true
        i = scanExponent(i + 1)
      }
    }
    // Like the compiler, letters glued to a number belong to it (as an invalid digit), not to a new word.
    while i < end && CharacterClasses.isASCIIIdentifierContinue(p[i]) { i += 1 }
    pos = i
    return finish(isFloat ? .floatLiteral : .integerLiteral)
  }

  @inline(__always)
  private func scanExponent(_ start: Int) -> Int {
    var i = start
    if i < end && (p[i] == 0x2B || p[i] == 0x2D) { i += 1 }
    while i < end && (CharacterClasses.isDigit(p[i]) || p[i] == 0x5F) { i += 1 }
    return i
  }

  private mutating func lexPound() -> TokenKind {
    var i = pos < poundRunEnd ? poundRunEnd : pos
    while i < end && p[i] == 0x23 { i += 1 }
    poundRunEnd = i
    let hashes = i - pos
    if i < end && p[i] == 0x22 {
      pos = i
      return lexStringOpen(hashes: hashes)
    }
    if i < end && p[i] == 0x2F {
      return lexExtendedRegex(hashes: hashes)
    }
    if hashes == 1 && i < end && CharacterClasses.isASCIIIdentifierStart(p[i]) {
      let wordEnd = scanIdentifierContinue(i + 1)
      if isDirective(i, wordEnd - i) {
        pos = wordEnd
        return finish(.poundDirective)
      }
    }
    pos += 1
    return finish(.pound)
  }

  @inline(__always)
  private func isDirective(_ start: Int, _ length: Int) -> Bool {
    for word: StaticString in ["if", "else", "elseif", "endif", "sourceLocation", "available", "unavailable"]
    where CharacterClasses.matches(p, start, length, word) {
      return true
    }
    return false
  }

  private mutating func lexPeriod() -> TokenKind {
    guard at(pos + 1) == 0x2E && pos + 1 < end else {
      pos += 1
      return finish(.period)
    }
    var i = pos + 2
    while i < end && (p[i] == 0x2E || CharacterClasses.isASCIIOperator(p[i])) {
      if p[i] == 0x2F && (at(i + 1) == 0x2F || at(i + 1) == 0x2A) && i + 1 < end { break }
      i += 1
    }
    pos = i
    prevRole = .binary
    return finish(.operator)
  }

  private mutating func lexLineComment() -> TokenKind {
    pos = CharacterClasses.lineEnd(p, pos + 2, end)
    return finish(.lineComment)
  }

  private mutating func lexBlockComment() -> TokenKind {
    var depth = 1
    var i = pos + 2
    while i < end {
      let b = p[i]
      if b == 0x2F && i + 1 < end && p[i + 1] == 0x2A {
        depth += 1
        i += 2
      } else if b == 0x2A && i + 1 < end && p[i + 1] == 0x2F {
        depth -= 1
        i += 2
        if depth == 0 { break }
      } else {
        if b == 0x0A || b == 0x0D { noteNewline(i) }
        i += 1
      }
    }
    pos = i
    return finish(.blockComment)
  }

  /// `'...'` is not Swift, but the compiler lexes it as a (diagnosed) string; so do we, as one token.
  private mutating func lexSingleQuoted() -> TokenKind {
    var i = pos + 1
    while i < end {
      let b = p[i]
      if b == 0x27 {
        i += 1
        break
      }
      if b == 0x0A || b == 0x0D { break }
      if b == 0x5C && i + 1 < end && p[i + 1] != 0x0A && p[i + 1] != 0x0D { i += 1 }
      i += 1
    }
    pos = i
    return finish(.unknown)
  }

  // MARK: - Operators and regex literals

  @inline(__always)
  private func isLeftBound(_ start: Int) -> Bool {
    guard start > 0 else { return false }
    let c = p[start - 1]
    switch c {
    case 0x20, 0x09, 0x0A, 0x0D, 0x00, 0x0B, 0x0C, 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A:
      return false
    case 0x2F:
      return !(start >= 2 && p[start - 2] == 0x2A)  // after `*/`
    default:
      return true
    }
  }

  @inline(__always)
  private func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
    guard end < self.end else { return false }
    switch p[end] {
    case 0x20, 0x09, 0x0A, 0x0D, 0x00, 0x0B, 0x0C, 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A:
      return false
    case 0x2E:
      return !leftBound
    case 0x2F:
      let n = at(end + 1)
      return !((n == 0x2F || n == 0x2A) && end + 1 < self.end)
    default:
      return true
    }
  }

  /// End of the operator characters starting at `start`, `/` included: like the compiler, we decide
  /// about a regex literal or a comment starting inside the operator afterwards.
  /// (Static, on `p` and `end` alone: a method would copy the whole lexer for the call.)
  private static func scanOperatorEnd(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    var i = start
    while i < end {
      let b = p[i]
      if b < 0x80 {
        guard CharacterClasses.isASCIIOperator(b) else { break }
        i += 1
      } else if let (scalar, length) = CharacterClasses.decodeScalar(p, i, end),
        CharacterClasses.isUnicodeOperatorHead(scalar) || (i > start && CharacterClasses.isCombiningMark(scalar))
      {
        i += length
      } else {
        break
      }
    }
    return max(i, start + 1)
  }

  private mutating func lexOperator() -> TokenKind {
    let start = pos
    if let regex = pendingRegex, regex.start == start {
      pendingRegex = nil
      pos = regex.end
      return finish(.regexLiteral)
    }
    if p[start] == 0x3C && at(start + 1) == 0x23, let placeholder = lexEditorPlaceholderIfPresent() {
      return placeholder
    }
    let leftBound = isLeftBound(start)
    if (p[start] == 0x3F || p[start] == 0x21) && leftBound {
      // A postfix `?` or `!` is a token of its own, as in `Int?>` or `x!.y`.
      pos = start + 1
      prevRole = .postfix
      return finish(.operator)
    }
    var opEnd = Self.scanOperatorEnd(p, start, end)
    // The first `/` of the operator may start a regex literal (`/a/`, or `!/a/` after a prefix operator).
    var slash = start
    while slash < opEnd && p[slash] != 0x2F { slash += 1 }
    if slash < opEnd, let regexEnd = scanBareRegex(at: slash, operatorStart: start, operatorEnd: opEnd) {
      if slash == start {
        pos = regexEnd
        return finish(.regexLiteral)
      }
      pendingRegex = (slash, regexEnd)
      pos = slash
      prevRole = .prefix
      return finish(.operator)
    }
    // `//` or `/*` inside an operator starts a comment.
    var k = start + 1
    while k + 1 < opEnd {
      if p[k] == 0x2F && (p[k + 1] == 0x2F || p[k + 1] == 0x2A) {
        opEnd = k
        break
      }
      k += 1
    }
    let rightBound = isRightBound(opEnd, leftBound: leftBound)
    prevRole = leftBound == rightBound ? .binary : (leftBound ? .postfix : .prefix)
    pos = opEnd
    return finish(.operator)
  }

  /// `<#name#>`, an Xcode editor placeholder, which the compiler lexes as one identifier.
  private mutating func lexEditorPlaceholderIfPresent() -> TokenKind? {
    var i = pos + 2
    while i < end {
      let b = p[i]
      if b == 0x0A || (b == 0x3C && at(i + 1) == 0x23) { return nil }
      if b == 0x23 && at(i + 1) == 0x3E && i + 1 < end {
        pos = i + 2
        return finish(.identifier)
      }
      i += 1
    }
    return nil
  }

  @inline(__always)
  private func previousTokenIs(_ word: StaticString) -> Bool {
    CharacterClasses.matches(p, prevStart, prevEnd - prevStart, word)
  }

  /// Whether the previous token lets an expression start here, after swift-syntax's
  /// `isInRegexLiteralPosition`.
  @inline(__always)
  private func isInRegexLiteralPosition() -> Bool {
    guard let kind = prevKind else { return true }
    switch kind {
    case .leftParen, .leftBrace, .leftSquare, .comma, .colon, .semicolon, .interpolationStart, .unknown:
      return true
    case .operator:
      if previousTokenIs("->") || previousTokenIs("...") || previousTokenIs(">") { return false }
      if previousTokenIs("=") || previousTokenIs("<") { return true }
      return prevRole != .postfix
    case .keyword:
      for word: StaticString in ["true", "false", "Any", "nil", "self", "Self", "super"] where previousTokenIs(word) {
        return false
      }
      return true
    case .poundDirective:
      return
        !(previousTokenIs("#available") || previousTokenIs("#unavailable")
        || previousTokenIs("#sourceLocation"))
    default:
      return false
    }
  }

  /// The end of a `/.../` regex literal starting at the `/` at `start`, inside the operator
  /// `operatorStart..<operatorEnd`, if the compiler's heuristics would lex one there.
  private mutating func scanBareRegex(at start: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
    guard start >= bareRegexDeadUntil, !isLeftBound(operatorStart) else { return nil }
    if prevKind == .keyword && (previousTokenIs("func") || previousTokenIs("operator")) { return nil }
    var mustBeRegex = false
    if !isRightBound(operatorEnd, leftBound: false) {
      // After `try?` or `try!` an expression must follow, so a `/` there starts a regex.
      mustBeRegex = tryBeforePrevious && prevKind == .operator && (previousTokenIs("?") || previousTokenIs("!"))
      guard mustBeRegex || isInRegexLiteralPosition() else { return nil }
      if prevKind == .operator && (prevRole == .binary || previousTokenIs("=")) { mustBeRegex = true }
    }
    var i = start + 1
    let first = at(i)
    if i < end {
      if (first == 0x20 || first == 0x09) && !mustBeRegex { return nil }
      if first == 0x2A || first == 0x2F { return nil }
    }
    var groupDepth = 0
    var classDepth = 0
    var lastSpace = -1
    var terminated = false
    scan: while i < end {
      let b = p[i]
      switch b {
      case 0x2F:
        if i + 1 < end && (p[i + 1] == 0x2A || p[i + 1] == 0x2F) { break scan }
        if lastSpace == i - 1 && !mustBeRegex { return nil }
        i += 1
        terminated = true
        break scan
      case 0x0A, 0x0D:
        break scan
      case 0x5C:
        i += 1
        if i < end && (p[i] == 0x0A || p[i] == 0x0D) { break scan }
      case 0x28 where classDepth == 0:
        groupDepth += 1
      case 0x29 where classDepth == 0:
        if groupDepth == 0 {
          if !mustBeRegex { return nil }
        } else {
          groupDepth -= 1
        }
      case 0x5B:
        classDepth += 1
      case 0x5D:
        if classDepth > 0 { classDepth -= 1 }
      case 0x20, 0x09:
        lastSpace = i
      default:
        break
      }
      i += 1
    }
    if !terminated {
      guard mustBeRegex else {
        bareRegexDeadUntil = min(i, end)
        return nil
      }
    }
    return min(i, end)
  }

  /// `#/.../#` (any number of `#`). When the opening delimiter ends its line, the literal may span lines.
  private mutating func lexExtendedRegex(hashes: Int) -> TokenKind {
    var i = pos + hashes + 1
    var j = i
    while j < end && (p[j] == 0x20 || p[j] == 0x09) { j += 1 }
    let multiline = j < end && (p[j] == 0x0A || p[j] == 0x0D)
    while i < end {
      let b = p[i]
      if b == 0x2F {
        var k = i + 1
        while k < end && p[k] == 0x23 { k += 1 }
        if k - i - 1 >= hashes {
          i = k
          break
        }
        i += 1
      } else if b == 0x0A || b == 0x0D {
        if !multiline { break }
        noteNewline(i)
        i += 1
      } else if b == 0x5C {
        i += 1
        if i < end && (p[i] == 0x0A || p[i] == 0x0D) {
          if !multiline { break }
          noteNewline(i)
        }
        if i < end { i += 1 }
      } else {
        i += 1
      }
    }
    pos = i
    return finish(.regexLiteral)
  }

  // MARK: - Strings

  /// At the `"` of an opening delimiter whose `hashes` `#` the token already started with.
  private mutating func lexStringOpen(hashes: Int) -> TokenKind {
    var multiline = at(pos + 1) == 0x22 && at(pos + 2) == 0x22 && pos + 2 < end
    if multiline && hashes > 0 {
      // `#"""#` is a one-line raw string holding a quote: three quotes after `#` open a multi-line
      // string only when no closing `"#` follows on the same line (as the compiler decides).
      var i = pos + 2
      while i < end && p[i] != 0x0A && p[i] != 0x0D {
        if p[i] == 0x22 && hasHashes(after: i, hashes) {
          multiline = false
          break
        }
        i += 1
      }
    }
    pos += multiline ? 3 : 1
    modes.append(Mode(isString: true, multiline: multiline, hashes: hashes, parenDepth: 0))
    return finish(.stringStart)
  }

  /// Whether `count` `#` follow offset `i`.
  private func hasHashes(after i: Int, _ count: Int) -> Bool {
    guard i + count < end else { return false }
    var k = 1
    while k <= count {
      if p[i + k] != 0x23 { return false }
      k += 1
    }
    return true
  }

  /// The length of the closing delimiter at `i`, if one is there.
  @inline(__always)
  private func closingDelimiterLength(at i: Int, _ mode: Mode) -> Int? {
    var j = i
    if mode.multiline {
      guard i + 2 < end, p[i] == 0x22, p[i + 1] == 0x22, p[i + 2] == 0x22 else { return nil }
      j += 3
    } else {
      guard p[i] == 0x22 else { return nil }
      j += 1
    }
    var found = 0
    while found < mode.hashes && j < end && p[j] == 0x23 {
      found += 1
      j += 1
    }
    return found == mode.hashes ? j - i : nil
  }

  /// After a `\` at `i`: the offset past the raw delimiter's `#`s, if they are all there.
  @inline(__always)
  private func afterEscapeDelimiter(_ i: Int, _ mode: Mode) -> Int? {
    var j = i + 1
    var found = 0
    while found < mode.hashes && j < end && p[j] == 0x23 {
      found += 1
      j += 1
    }
    return found == mode.hashes ? j : nil
  }

  /// Returns nil when the string ended without a closing delimiter (end of line in a single-line
  /// string), after popping its mode.
  private mutating func lexStringContent(_ mode: Mode) -> TokenKind? {
    begin()
    if let length = closingDelimiterLength(at: pos, mode) {
      pos += length
      modes.removeLast()
      return finish(.stringEnd)
    }
    if p[pos] == 0x5C, let j = afterEscapeDelimiter(pos, mode), j < end, p[j] == 0x28 {
      pos = j + 1
      modes.append(Mode(isString: false, multiline: false, hashes: 0, parenDepth: 0))
      return finish(.interpolationStart)
    }
    var i = pos
    scan: while i < end {
      let b = p[i]
      switch b {
      case 0x22:
        if closingDelimiterLength(at: i, mode) != nil { break scan }
        i += 1
      case 0x5C:
        guard let j = afterEscapeDelimiter(i, mode) else {
          i += 1
          continue
        }
        if j < end && p[j] == 0x28 { break scan }
        if j < end {
          let escaped = p[j]
          if escaped == 0x0A || escaped == 0x0D {
            if !mode.multiline {
              i = j
              continue
            }
            noteNewline(j)
          }
          i = j + 1
        } else {
          i = j
        }
      case 0x0A, 0x0D:
        if !mode.multiline { break scan }
        noteNewline(i)
        i += 1
      default:
        i += 1
      }
    }
    if i > pos {
      pos = i
      return finish(.stringSegment)
    }
    modes.removeLast()
    return nil
  }
}
