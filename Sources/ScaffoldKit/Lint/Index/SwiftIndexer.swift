/// Reads what one Swift file imports, declares and references, from its tokens alone (no build needed).
///
/// References are kept by naming convention: a word in code position counts only when its first character
/// is an ASCII uppercase letter, as Swift type names are, so a variable, function or label is never taken
/// for a type (no false violation). Lowercase type names the project declares are passed in
/// (`lowercaseTypes`) once every file has been read, and count unless the file shadows them with a value. Words in comments and string text are not
/// tokens, so never references; words inside `\( )` interpolations are code, so they are.
///
/// Excluded even when capitalised: member names after `.` (`x.Foo`; in `Outer.Inner` only `Outer`
/// counts), the declared name at its declaration, generic parameters and associated types of the
/// enclosing declarations, argument labels (`f(Label: x)`), enum case names at their declaration,
/// statement labels (`OUTER: for`), closure parameter names (`{ Name in`), `Self` and `Any`, module
/// selectors (`Module::Type` counts `Type`), import paths, `#if` / `#elseif` conditions (`#if DEBUG`),
/// platforms in `#available`, precedence groups, and the arguments of lowercase (built-in) attributes
/// (`@objc(Name)`); a capitalised attribute's arguments (`@Inject(Resolver.shared)`) are code.
///
/// Checked in `LexerDifferentialTests` against SwiftParser: every reported reference is a capitalised
/// name the parser places in a type position or an unqualified expression.
///
/// `#if` branches are all read as code; brace nesting continues from the first branch so that
/// `#if A  class X: P {  #else  class X: Q {  #endif` stays balanced.
package enum SwiftIndexer {
  /// Indexes `bytes` (UTF-8; invalid sequences are tolerated), recording `path` in the result.
  package static func index(_ bytes: [UInt8], path: String) -> FileIndex {
    index(bytes, path: path, lowercaseTypes: [])
  }

  /// Indexes `bytes` like `index(_:path:)`; `lowercaseTypes` are type names the project declares that start with a lowercase letter
  /// (`iCarousel`): their uses count as references too, unless the file declares a value of that name
  /// (a `let`, `var`, `func`, `case`, parameter or closure parameter), which would shadow it.
  /// With `readsReferences` false, only what the file declares, imports and comments is read (no references,
  /// no `lowercaseNames`): what the rules need of a file none of them reads the references of.
  /// `previewData` are the name patterns of preview data (`exempt.previewData`): the code of a static member or
  /// a file-scope variable or function so named is preview code.
  package static func index(
    _ bytes: [UInt8], path: String, lowercaseTypes: Set<String>, readsReferences: Bool = true,
    previewData: NamePatterns = .empty
  ) -> FileIndex {
    bytes.withUnsafeBufferPointer { buffer in
      var builder = IndexBuilder(
        bytes: bytes, buffer: buffer, path: path, lowercaseTypes: lowercaseTypes, readsReferences: readsReferences,
        previewData: previewData)
      builder.run()
      return builder.result
    }
  }

  /// Indexes the UTF-8 form of `source`.
  package static func index(_ source: String, path: String) -> FileIndex {
    index(Array(source.utf8), path: path)
  }
}

/// The single pass behind `SwiftIndexer`: lex once into code tokens, then walk them with a bracket stack.
private struct IndexBuilder: ~Copyable {
  /// `attributeArguments` is the `(` of a lowercase (built-in) attribute: `@objc(Name)`, `@_spi(Group)`,
  /// `@attached(peer, names: named(Mock))` hold names, not type references.
  private enum BracketKind: UInt8 { case paren, attributeArguments, square, brace, interpolation }

  private struct Bracket {
    var kind: BracketKind
    /// Index in `scopes` of the type body this brace opens, or -1.
    var scope: Int
    /// `generics.count` to return to when the bracket closes.
    var genericMark: Int
    /// Opens preview code: a `#Preview` body or a `PreviewProvider` type's body.
    var isPreview = false
  }

  private struct Scope {
    var qualifiedName: String
    var isEnum: Bool
  }

  /// A declaration whose header has been read and whose body `{` may follow at `depth`.
  private struct Pending {
    var depth: Int
    var scope: Scope?
    var genericMark: Int
    /// The header names `PreviewProvider`.
    var isPreview = false
  }

  private struct State {
    var brackets: [Bracket]
    var scopes: [Scope]
    var generics: [Range<Int>]
    var pending: Pending?
  }

  /// An open `#if`: the state where it began and, once an `#else`/`#elseif` is seen, where the first
  /// branch ended. Nil snapshots when the nesting is too deep to copy cheaply.
  private struct IfFrame {
    var start: State?
    var afterFirstBranch: State?
    /// For `#if DEBUG`: what its first branch holds so far.
    var debug: DebugBlock?
    /// What makes an import inside the current branch optional: the modules its condition tests with
    /// `canImport(…)`, and whether a condition of the chain tests `SWIFT_PACKAGE`.
    var guards: ImportGuard
  }

  /// The `canImport(…)` modules of one `#if`/`#elseif` condition and whether it tests `SWIFT_PACKAGE`.
  private struct ImportGuard {
    var modules: [String] = []
    var testsPackage = false
  }

  /// The first branch of an `#if DEBUG`: preview code as a whole when everything in it is (previews, preview
  /// providers, preview data), the headers of the declarations holding them (`extension OrderViewModel {`)
  /// included.
  private struct DebugBlock {
    /// Bracket depth of the block's own declarations.
    var depth: Int
    /// `references[firstReference..<endReference]` are the branch's.
    var firstReference: Int
    /// nil while the first branch is being read.
    var endReference: Int?
    var holdsPreview = false
    var holdsProduction = false
  }

  private let p: UnsafePointer<UInt8>
  /// The file's bytes, which references read their names from.
  private let source: [UInt8]
  private let count: Int
  private var tokens: [CodeToken] = []
  private(set) var result: FileIndex
  /// The references found so far (`result.references` once the walk ends).
  private var references: [TypeReference] = []

  private var brackets: [Bracket] = []
  private var openBraces = 0
  private var openInterpolations = 0
  private var openAttributeArguments = 0
  private var openPreviews = 0
  /// Bracket depth at which the `{` of a `#Preview` just read opens, or -1.
  private var previewMacroDepth = -1
  /// The token of the `(` of a `#Preview`'s arguments, or -1.
  private var previewArgumentsAt = -1
  /// The token of the `{` of a `#Preview`'s labelled trailing closure (`timeline: {`), or -1.
  private var previewTrailingBraceAt = -1
  /// Bracket depth of the preview-data member being read (`static let mocked = …`), or -1.
  private var previewMemberDepth = -1
  /// Open `#if DEBUG` frames in their first branch.
  private var openDebugBlocks = 0
  /// Name patterns of preview data (see `SwiftIndexer.index`).
  private let previewData: NamePatterns
  private var scopes: [Scope] = []
  /// Byte ranges of the generic parameter and associated type names in scope.
  private var generics: [Range<Int>] = []
  private var pending: Pending?
  private var ifFrames: [IfFrame] = []
  /// Tokens before this index are not references (import paths, declared names, `#if` conditions).
  private var noReferencesBefore = 0
  /// How far protocol bodies have been looked through for associated types.
  private var associatedTypesScannedTo = 0
  /// The parameter names of the closure being entered (`{ a, B in`); its capture list stays code.
  private var closureParameters = 0..<0
  /// The generic parameter clause just read ends here; `let` inside it (`<let n: Int>`) declares nothing.
  private var genericClauseEnd = 0
  /// Bracket depth of the enum body whose `case` declaration is being read, or -1.
  private var enumCaseDepth = -1

  /// False when the references are not wanted (see `SwiftIndexer.index`).
  private let readsReferences: Bool
  /// Lowercase type names that count as references in this file (see `SwiftIndexer.index`).
  private var lowercaseTypes: Set<String>
  /// The names of the lowercase identifiers read so far (`FileIndex.lowercaseNames`).
  private var lowercaseNames: WordSignature.Builder

  /// `buffer` holds `bytes`.
  init(
    bytes: [UInt8], buffer: UnsafeBufferPointer<UInt8>, path: String, lowercaseTypes: Set<String>,
    readsReferences: Bool, previewData: NamePatterns
  ) {
    source = bytes
    self.previewData = readsReferences ? previewData : .empty
    p = buffer.baseAddress ?? UnsafePointer(bitPattern: 0x10)!
    // Tokens keep offsets, lines and columns in 32 bits: a file is indexed up to its first 4 GiB.
    count = min(buffer.count, Int(UInt32.max) - 1)
    result = FileIndex(path: path, omitsReferences: !readsReferences)
    self.readsReferences = readsReferences
    self.lowercaseTypes = readsReferences ? lowercaseTypes : []
    lowercaseNames = WordSignature.Builder(byteCount: readsReferences ? count : 0)
    lex(UnsafeBufferPointer(rebasing: buffer[..<count]))
    // About one code token in fifteen is a reference in typical Swift: most files never grow the array.
    if readsReferences { references.reserveCapacity(tokens.count / 12 + 4) }
    if !self.lowercaseTypes.isEmpty { removeShadowedLowercaseTypes() }
  }

  /// Drops the lowercase type names that the file also declares as values.
  private mutating func removeShadowedLowercaseTypes() {
    let declaring: [StaticString] = ["let", "var", "func", "case"]
    for i in tokens.indices where tokens[i].kind == .identifier {
      let word = name(i)
      guard lowercaseTypes.contains(word) else { continue }
      let declared =
        (kind(i - 1) == .keyword && matchesAny(i - 1, declaring))
        || kind(i + 1) == .colon && [.leftParen, .comma].contains(kind(i - 1))
        || kind(i + 1) == .colon && kind(i - 1) == .identifier && [.leftParen, .comma].contains(kind(i - 2))
        || kind(i + 1) == .keyword && isWord(i + 1, "in")
        || kind(i - 1) == .keyword && isWord(i - 1, "for")
      if declared { lowercaseTypes.remove(word) }
    }
  }

  private mutating func lex(_ buffer: UnsafeBufferPointer<UInt8>) {
    var lexer = SwiftLexer(buffer)
    // Appended to here and moved into the builder at the end: the tokens of the builder itself would be
    // checked for being shared at every append.
    var tokens: [CodeToken] = []
    tokens.reserveCapacity(count / 6 + 16)  // about one code token per seven bytes in typical Swift
    var lastCodeLine = 0
    // Own-line comments still waiting for the next code token: `comments[awaitingCode...]`.
    var awaitingCode = 0
    // The comments' text, one after another: what the index keeps of them instead of the file's bytes, so
    // that a file whose references are not read is let go of once indexed.
    var commentText: [UInt8] = []
    var comments: [CommentSpan] = []
    lexer.forEachToken { kind, start, end, line, column, lineAfter in
      switch kind {
      case .lineComment:
        let isTrailing = lastCodeLine == line
        if isTrailing { awaitingCode = comments.count + 1 }
        comments.append(
          CommentSpan(
            start: commentText.count, count: end - start - 2, position: SourcePosition(line: line, column: column),
            isTrailing: isTrailing))
        commentText.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[(start + 2)..<end]))
      case .blockComment:
        break
      default:
        if awaitingCode < comments.count {
          repeat {
            comments[awaitingCode].nextCodeLine = line
            awaitingCode += 1
          } while awaitingCode < comments.count
        }
        tokens.append(CodeToken(kind: kind, start: start, end: end, line: line, column: column))
        lastCodeLine = lineAfter
      }
    }
    result.lineComments = comments.map { comment in
      LineComment(
        source: commentText, text: comment.start..<(comment.start + comment.count), position: comment.position,
        isTrailing: comment.isTrailing, nextCodeLine: comment.nextCodeLine)
    }
    self.tokens = tokens
  }

  // MARK: - Token helpers

  @inline(__always)
  private func isWord(_ i: Int, _ word: StaticString) -> Bool {
    let t = tokens[i]
    return CharacterClasses.matches(p, t.start, t.end - t.start, word)
  }

  @inline(__always)
  private func kind(_ i: Int) -> TokenKind? { i >= 0 && i < tokens.count ? tokens[i].kind : nil }

  /// The name of a word token, without backticks.
  @inline(__always)
  private func nameRange(_ i: Int) -> Range<Int> {
    let t = tokens[i]
    if p[t.start] == 0x60 && t.end - t.start >= 2 { return (t.start + 1)..<(t.end - 1) }
    return t.start..<t.end
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(start: p + range.lowerBound, count: range.count), as: UTF8.self)
  }

  @inline(__always)
  private func name(_ i: Int) -> String { string(nameRange(i)) }

  @inline(__always)
  private func bytesEqual(_ a: Int, _ word: StaticString) -> Bool {
    CharacterClasses.matches(p, a, word.utf8CodeUnitCount, word)
  }

  @inline(__always)
  private func bytesEqual(_ a: Int, _ b: Int, _ length: Int) -> Bool {
    var k = 0
    while k < length {
      if p[a + k] != p[b + k] { return false }
      k += 1
    }
    return true
  }

  /// Whether the word at `i` is followed by `::` (a module selector: `Module::Type`).
  @inline(__always)
  private func isModuleSelector(_ i: Int) -> Bool {
    guard kind(i + 1) == .colon, kind(i + 2) == .colon else { return false }
    return tokens[i + 1].end == tokens[i + 2].start
  }

  @inline(__always)
  private func matchesAny(_ i: Int, _ words: [StaticString]) -> Bool {
    for word in words where isWord(i, word) { return true }
    return false
  }

  private static let declarationModifiers: [StaticString] = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect", "nonisolated",
    "distributed", "static", "dynamic", "required", "convenience", "override",
  ]

  private static let maximumQualifiedDepth = 32

  /// Words that make `class` a member modifier (`class func`, `class override var`) rather than a type.
  private static let memberModifiers: [StaticString] = [
    "override", "final", "open", "dynamic", "required", "convenience", "nonisolated", "lazy", "weak", "unowned",
    "mutating", "nonmutating", "prefix", "postfix", "infix", "distributed", "package", "optional", "isolated",
    "consuming", "borrowing",
  ]

  // MARK: - Walk

  mutating func run() {
    var i = 0
    while i < tokens.count {
      switch tokens[i].kind {
      case .leftParen:
        if i == previewArgumentsAt {
          append(Bracket(kind: .paren, scope: -1, genericMark: generics.count, isPreview: true))
        } else {
          push(isBuiltinAttribute(before: i) ? .attributeArguments : .paren)
        }
      case .leftSquare: push(.square)
      case .interpolationStart: push(.interpolation)
      case .rightParen:
        if let top = brackets.last?.kind, top == .paren || top == .attributeArguments { popBracket() }
      case .rightSquare: popIfTop(.square)
      case .interpolationEnd: popThrough(.interpolation)
      case .leftBrace:
        enumCaseDepth = -1
        openBrace(at: i)
        skipClosureParameters(after: i)
      case .rightBrace:
        enumCaseDepth = -1
        if let top = brackets.last, top.kind == .brace, top.isPreview, top.scope < 0 { previewClosureEnds(at: i) }
        popThrough(.brace)
      case .semicolon: enumCaseDepth = -1
      case .poundDirective: directive(i)
      case .keyword: keyword(i)
      case .identifier: identifier(i)
      default: break
      }
      i += 1
    }
    if readsReferences {
      result.lowercaseNames = lowercaseNames.signature()
      result.references = references
    }
  }

  private mutating func push(_ kind: BracketKind) {
    append(Bracket(kind: kind, scope: -1, genericMark: generics.count))
  }

  private mutating func append(_ bracket: Bracket) {
    if bracket.kind == .brace { openBraces += 1 }
    if bracket.kind == .interpolation { openInterpolations += 1 }
    if bracket.kind == .attributeArguments { openAttributeArguments += 1 }
    if bracket.isPreview { openPreviews += 1 }
    brackets.append(bracket)
  }

  /// Whether the `(` at `i` opens the arguments of `@lowercase`.
  @inline(__always)
  private func isBuiltinAttribute(before i: Int) -> Bool {
    // `#available(Android 24, *)` names platforms.
    if kind(i - 1) == .poundDirective { return true }
    // Arguments touch the name: in `@escaping (Result<T, E>) -> Void` the parenthesis is a type.
    guard kind(i - 2) == .atSign, let word = kind(i - 1), word.isWord, tokens[i - 1].end == tokens[i].start else {
      return false
    }
    let first = p[tokens[i - 1].start]
    return (first &- 0x61) < 26 || first == 0x5F
  }

  /// Open brackets of `kind` (kept as counts so unmatched closers cost O(1), not a scan of the stack).
  private func openCount(_ kind: BracketKind) -> Int {
    switch kind {
    case .brace: openBraces
    case .interpolation: openInterpolations
    default: 1
    }
  }

  private mutating func popIfTop(_ kind: BracketKind) {
    if brackets.last?.kind == kind { popBracket() }
  }

  /// Pops up to and including the innermost `kind` bracket, never past an interpolation it is not in.
  private mutating func popThrough(_ kind: BracketKind) {
    guard openCount(kind) > 0 else { return }
    while let top = brackets.last {
      if top.kind == .interpolation && kind != .interpolation { return }
      popBracket()
      if top.kind == kind { break }
    }
    if let pendingDepth = pending?.depth, pendingDepth > brackets.count { pending = nil }
  }

  private mutating func popBracket() {
    let bracket = brackets.removeLast()
    if bracket.kind == .brace { openBraces -= 1 }
    if bracket.kind == .interpolation { openInterpolations -= 1 }
    if bracket.kind == .attributeArguments { openAttributeArguments -= 1 }
    if bracket.isPreview { openPreviews -= 1 }
    if bracket.scope >= 0 && bracket.scope == scopes.count - 1 { scopes.removeLast() }
    if bracket.genericMark < generics.count { generics.removeSubrange(bracket.genericMark...) }
    if brackets.count < previewMemberDepth { previewMemberDepth = -1 }
    // A declaration header cannot outlive the bracket it started in.
    if let pendingDepth = pending?.depth, pendingDepth > brackets.count { pending = nil }
  }

  private mutating func openBrace(at i: Int) {
    var bracket = Bracket(kind: .brace, scope: -1, genericMark: generics.count)
    if previewMacroDepth >= 0 {
      // `#Preview { … }` or `#Preview("Name", traits: …) { … }`.
      if previewMacroDepth == brackets.count, kind(i - 1) == .rightParen || kind(i - 2) == .pound {
        bracket.isPreview = true
      }
      previewMacroDepth = -1
    }
    if i == previewTrailingBraceAt { bracket.isPreview = true }
    if let declaration = pending, declaration.depth == brackets.count {
      bracket.isPreview = bracket.isPreview || declaration.isPreview
      bracket.genericMark = declaration.genericMark
      if let scope = declaration.scope {
        scopes.append(scope)
        bracket.scope = scopes.count - 1
      }
      pending = nil
    }
    append(bracket)
  }

  /// `LOOP: while ...`, `break LOOP`, `continue LOOP`.
  @inline(__always)
  private func isStatementLabel(_ i: Int) -> Bool {
    if kind(i - 1) == .keyword && (isWord(i - 1, "break") || isWord(i - 1, "continue")) && kind(i - 2) != .period
      && tokens[i - 1].line == tokens[i].line
    {
      return true
    }
    // A label starts its statement: `case let e as VerificationError:` followed by `switch` is no label.
    guard kind(i + 1) == .colon, kind(i + 2) == .keyword,
      i == 0 || tokens[i - 1].line < tokens[i].line
        || [.leftBrace, .rightBrace, .semicolon].contains(tokens[i - 1].kind)
    else { return false }
    return matchesAny(i + 2, ["while", "for", "repeat", "switch", "if", "do", "guard"])
  }

  /// `{ [weak self] Name, other in`: closure parameter names are not references.
  private mutating func skipClosureParameters(after brace: Int) {
    var j = brace + 1
    if kind(j) == .leftSquare {
      // A capture list: skip to its `]` (bounded; capture lists are short).
      let limit = min(tokens.count, j + 64)
      while j < limit && tokens[j].kind != .rightSquare { j += 1 }
      j += 1
    }
    let parenthesized = kind(j) == .leftParen
    if parenthesized { j += 1 }
    let first = j
    while let k = kind(j), k == .identifier || k == .comma { j += 1 }
    guard j > first else { return }
    if parenthesized {
      // `{ (a, Name) in` or `{ (a, Name) async -> T in`: names without types (`(a: T)` is left to the
      // label rule).
      guard kind(j) == .rightParen, kind(j + 1) != nil else { return }
      var k = j + 1
      let signature: [StaticString] = ["->", "async", "throws", "rethrows"]
      guard isWord(k, "in") || matchesAny(k, signature) else { return }
      let limit = min(tokens.count, k + 32)
      while k < limit && !(tokens[k].kind == .keyword && isWord(k, "in")) && tokens[k].kind != .leftBrace { k += 1 }
      if k < limit && tokens[k].kind == .keyword { closureParameters = first..<j }
    } else if kind(j) == .keyword, isWord(j, "in") {
      closureParameters = first..<j
    }
  }

  /// A new declaration at the pending one's depth ends the pending header (a body-less requirement).
  private mutating func endPendingDeclaration() {
    enumCaseDepth = -1
    if previewMemberDepth >= brackets.count { previewMemberDepth = -1 }
    guard let declaration = pending, declaration.depth == brackets.count else { return }
    if declaration.genericMark < generics.count { generics.removeSubrange(declaration.genericMark...) }
    pending = nil
  }

  // MARK: - Directives

  private mutating func directive(_ i: Int) {
    if isWord(i, "#if") {
      let snapshot = brackets.count <= 64 ? currentState() : nil
      var frame = IfFrame(start: snapshot, afterFirstBranch: nil, guards: importGuard(onLineOf: i))
      if readsReferences, isDebugCondition(after: i) {
        frame.debug = DebugBlock(depth: brackets.count, firstReference: references.count)
        openDebugBlocks += 1
      }
      ifFrames.append(frame)
      skipReferencesOnLine(of: i)
    } else if isWord(i, "#elseif") || isWord(i, "#else") {
      if isWord(i, "#elseif") { skipReferencesOnLine(of: i) }
      guard var frame = ifFrames.popLast() else { return }
      endFirstBranch(of: &frame)
      // `#else` tests no module; a chain that tested `SWIFT_PACKAGE` keeps telling the two builds apart.
      let branch = isWord(i, "#elseif") ? importGuard(onLineOf: i) : ImportGuard()
      frame.guards = ImportGuard(
        modules: branch.modules, testsPackage: frame.guards.testsPackage || branch.testsPackage)
      if let start = frame.start {
        if frame.afterFirstBranch == nil { frame.afterFirstBranch = currentState() }
        restore(start)
      }
      ifFrames.append(frame)
    } else if isWord(i, "#endif") {
      guard var frame = ifFrames.popLast() else { return }
      endFirstBranch(of: &frame)
      if let block = frame.debug, block.holdsPreview, !block.holdsProduction {
        for k in block.firstReference..<(block.endReference ?? references.count) { references[k].isPreview = true }
      }
      if let after = frame.afterFirstBranch { restore(after) }
    } else if isWord(i, "#sourceLocation") {
      skipReferencesOnLine(of: i)
    }
  }

  /// What the `#if`/`#elseif` condition at `i` (to the end of its line) tests: `canImport(X)` and `SWIFT_PACKAGE`.
  private func importGuard(onLineOf i: Int) -> ImportGuard {
    var result = ImportGuard()
    var k = i + 1
    while k < tokens.count, tokens[k].line == tokens[i].line {
      if isWord(k, "SWIFT_PACKAGE") { result.testsPackage = true }
      if isWord(k, "canImport"), kind(k + 1) == .leftParen, let module = kind(k + 2), module.isWord {
        result.modules.append(name(k + 2))
      }
      k += 1
    }
    return result
  }

  /// `#if DEBUG` alone on its line.
  private func isDebugCondition(after i: Int) -> Bool {
    guard kind(i + 1) == .identifier, isWord(i + 1, "DEBUG") else { return false }
    return i + 2 >= tokens.count || tokens[i + 2].line > tokens[i + 1].line
  }

  private mutating func endFirstBranch(of frame: inout IfFrame) {
    guard frame.debug != nil, frame.debug?.endReference == nil else { return }
    frame.debug?.endReference = references.count
    openDebugBlocks -= 1
  }

  /// Notes in each `#if DEBUG` being read whether a reference was preview code or production code (the
  /// headers of the block's own declarations are neither: their bodies decide).
  private mutating func noteInDebugBlocks(isPreview: Bool) {
    for f in ifFrames.indices where ifFrames[f].debug != nil && ifFrames[f].debug?.endReference == nil {
      if isPreview {
        ifFrames[f].debug?.holdsPreview = true
      } else if !(pending != nil && pending?.depth == brackets.count && brackets.count == ifFrames[f].debug?.depth) {
        ifFrames[f].debug?.holdsProduction = true
      }
    }
  }

  /// At the `}` (token `i`) closing a `#Preview` body: a labelled trailing closure right after it
  /// (WidgetKit's `} timeline: {`) is the preview's too.
  private mutating func previewClosureEnds(at i: Int) {
    if kind(i + 1) == .identifier, kind(i + 2) == .colon, kind(i + 3) == .leftBrace { previewTrailingBraceAt = i + 3 }
  }

  /// At `let`, `var` or `func` (token `i`): whether it declares preview data, a static member or a file-scope
  /// declaration named like `previewData`; its code is then preview code up to the next declaration beside it.
  private mutating func previewMember(_ i: Int) {
    guard kind(i + 1) == .identifier else { return }
    let name = nameRange(i + 1)
    // The first letter rules out most names before the modifiers are looked at.
    guard !name.isEmpty, previewData.mayMatch(startingWith: p[name.lowerBound]) else { return }
    if let top = brackets.last {
      guard top.kind == .brace, top.scope >= 0 else { return }
      var j = i - 1
      var isStatic = false
      while j >= 0, j >= i - 6, let k = kind(j), k == .keyword || k == .identifier, tokens[j].line == tokens[i].line {
        if isWord(j, "static") || isWord(j, "class") { isStatic = true }
        j -= 1
      }
      guard isStatic else { return }
    }
    if previewData.matches(UnsafeBufferPointer(start: p + name.lowerBound, count: name.count)) {
      previewMemberDepth = brackets.count
    }
  }

  private func currentState() -> State {
    State(brackets: brackets, scopes: scopes, generics: generics, pending: pending)
  }

  private mutating func restore(_ state: State) {
    brackets = state.brackets
    openBraces = brackets.reduce(0) { $0 + ($1.kind == .brace ? 1 : 0) }
    openInterpolations = brackets.reduce(0) { $0 + ($1.kind == .interpolation ? 1 : 0) }
    openAttributeArguments = brackets.reduce(0) { $0 + ($1.kind == .attributeArguments ? 1 : 0) }
    openPreviews = brackets.reduce(0) { $0 + ($1.isPreview ? 1 : 0) }
    previewMacroDepth = -1
    if brackets.count < previewMemberDepth { previewMemberDepth = -1 }
    scopes = state.scopes
    generics = state.generics
    pending = state.pending
    enumCaseDepth = -1
  }

  private mutating func skipReferencesOnLine(of i: Int) {
    let line = tokens[i].line
    var j = max(i + 1, noReferencesBefore)  // a line already skipped is not walked again
    while j < tokens.count && tokens[j].line == line { j += 1 }
    noReferencesBefore = max(noReferencesBefore, j)
  }

  // MARK: - Keywords

  private mutating func keyword(_ i: Int) {
    // `@abi(init<S>(_: S))` and other attribute arguments declare nothing.
    if kind(i - 1) == .period || i < genericClauseEnd || openAttributeArguments > 0 { return }
    let t = tokens[i]
    switch t.end - t.start {
    case 3:
      if isWord(i, "let") || isWord(i, "var") {
        endPendingDeclaration()
        if !previewData.isEmpty { previewMember(i) }
        if kind(i + 1) == .identifier { noReferencesBefore = max(noReferencesBefore, i + 2) }
      }
    case 4:
      if isWord(i, "func") {
        endPendingDeclaration()
        if !previewData.isEmpty { previewMember(i) }
        if kind(i + 1) == .identifier { noReferencesBefore = max(noReferencesBefore, i + 2) }
        if kind(i + 1) == .operator && tokens[i + 1].end - tokens[i + 1].start > 1 && p[tokens[i + 1].end - 1] == 0x3C {
          genericParameters(after: i)  // `func ||<T>`: the operator token swallowed the `<`
        } else {
          genericParameters(after: i + 1)
        }
      } else if isWord(i, "init") {
        endPendingDeclaration()
        let failable = kind(i + 1) == .operator && (p[tokens[i + 1].start] == 0x3F || p[tokens[i + 1].start] == 0x21)
        genericParameters(after: failable ? i + 1 : i)
      } else if isWord(i, "enum") {
        _ = declaration(i, .enum)
      } else if isWord(i, "case") {
        let inEnumBody = brackets.last.map { $0.kind == .brace && $0.scope >= 0 && scopes[$0.scope].isEnum } ?? false
        endPendingDeclaration()
        if inEnumBody { enumCaseDepth = brackets.count }
      }
    case 5:
      if isWord(i, "class") { _ = declaration(i, .class) }
    case 6:
      if isWord(i, "struct") {
        _ = declaration(i, .struct)
      } else if isWord(i, "import") {
        importDeclaration(i)
      } else if isWord(i, "deinit") {
        endPendingDeclaration()
      }
    case 8:
      if isWord(i, "protocol") {
        _ = declaration(i, .protocol)
      } else if isWord(i, "operator") && i > 0 && matchesAny(i - 1, ["prefix", "infix", "postfix"]) {
        // `infix operator <=> : ComparisonPrecedence` names a precedence group, not a type.
        endPendingDeclaration()
        skipReferencesOnLine(of: i)
      }
    case 9:
      if isWord(i, "extension") {
        _ = declaration(i, .extension)
      } else if isWord(i, "typealias") {
        _ = declaration(i, .typealias)
      } else if isWord(i, "subscript") {
        endPendingDeclaration()
        genericParameters(after: i)
      }
    case 14:
      if isWord(i, "associatedtype") && kind(i + 1) == .identifier {
        endPendingDeclaration()
        generics.append(nameRange(i + 1))
        noReferencesBefore = max(noReferencesBefore, i + 2)
      }
    case 15:
      if isWord(i, "precedencegroup") {
        // `higherThan: AdditionPrecedence` names precedence groups, not types.
        endPendingDeclaration()
        var j = i + 1
        while j < min(tokens.count, i + 64) && tokens[j].kind != .rightBrace { j += 1 }
        noReferencesBefore = max(noReferencesBefore, j)
      }
    default:
      break
    }
  }

  // MARK: - Identifiers and references

  private mutating func identifier(_ i: Int) {
    let t = tokens[i]
    var first = p[t.start]
    if first == 0x60 && t.end - t.start > 2 { first = p[t.start + 1] }
    guard readsReferences else {
      contextualDeclaration(i, first: first)
      return
    }
    if (first &- 0x61) < 26 {
      let range = nameRange(i)
      lowercaseNames.insert(p, range.lowerBound, range.count, end: count)
    }
    guard (first &- 0x41) < 26 || (!lowercaseTypes.isEmpty && lowercaseTypes.contains(name(i))) else {
      contextualDeclaration(i, first: first)
      return
    }
    guard i >= noReferencesBefore, kind(i - 1) != .period, openAttributeArguments == 0, !isModuleSelector(i),
      !closureParameters.contains(i)
    else {
      return
    }
    if enumCaseDepth == brackets.count, let previous = kind(i - 1),
      previous == .comma || (previous == .keyword && isWord(i - 1, "case"))
    {
      return
    }
    if let top = brackets.last, top.kind == .paren, kind(i - 1) != .atSign {
      // `f(Label: x)` and `func f(Label name: T)` name labels, not types (`@Builder name: T` is an attribute).
      if kind(i + 1) == .colon { return }
      if kind(i + 1) == .identifier && kind(i + 2) == .colon { return }
    }
    let range = nameRange(i)
    if range.count == 4 && bytesEqual(range.lowerBound, "Self") { return }
    // A label has a keyword before it (`break LOOP`) or a colon after it (`LOOP: while`); testing those first
    // spares most references the call.
    if kind(i - 1) == .keyword || kind(i + 1) == .colon, isStatementLabel(i) { return }
    for generic in generics where generic.count == range.count {
      if bytesEqual(generic.lowerBound, range.lowerBound, range.count) { return }
    }
    var isPreview = openPreviews > 0 || previewMemberDepth >= 0
    if kind(i - 1) == .pound, range.count == 7, bytesEqual(range.lowerBound, "Preview") {
      isPreview = true
      previewMacroDepth = brackets.count
      if kind(i + 1) == .leftParen { previewArgumentsAt = i + 1 }
    }
    if range.count == 15, bytesEqual(range.lowerBound, "PreviewProvider"), pending?.depth == brackets.count,
      pending?.scope != nil
    {
      pending?.isPreview = true
    }
    var member: Range<Int>?
    if kind(i + 1) == .period, kind(i + 2) == .identifier, (p[tokens[i + 2].start] &- 0x41) < 26 {
      member = nameRange(i + 2)
    }
    if openDebugBlocks > 0 { noteInDebugBlocks(isPreview: isPreview) }
    references.append(
      TypeReference(
        text: source, name: range, member: member, position: t.position, enclosingType: enclosingType,
        isPreview: isPreview))
  }

  /// `actor` and `macro` (the word at `i`, whose first letter is `first`) are keywords only where they declare.
  @inline(__always)
  private mutating func contextualDeclaration(_ i: Int, first: UInt8) {
    if first == 0x61 && isWord(i, "actor") {
      _ = declaration(i, .actor)
    } else if first == 0x6D && isWord(i, "macro") {
      _ = declaration(i, .macro)
    }
  }

  /// The top-level type (or extended type) whose declaration or body the cursor is in, if any: the outermost
  /// open type scope, or a top-level type whose header is being read (`struct A: B` names `B` from `A`).
  @inline(__always)
  private var enclosingType: String? {
    if !scopes.isEmpty { return scopes[0].qualifiedName }
    // Field by field: binding `pending` would copy the whole declaration state for each reference.
    return pending?.depth == 0 ? pending?.scope?.qualifiedName : nil
  }

  // MARK: - Declarations

  /// Whether the declaration keyword at `i` starts a declaration (rather than being a label or a member).
  @inline(__always)
  private func isDeclarationStart(_ i: Int) -> Bool {
    guard i > 0 else { return true }
    let previous = tokens[i - 1]
    switch previous.kind {
    case .period, .leftParen, .comma, .leftSquare, .backslash, .atSign, .pound:
      return false
    case .leftBrace, .rightBrace, .semicolon, .rightParen:
      return true
    case .identifier, .keyword:
      if matchesAny(i - 1, Self.declarationModifiers) || kind(i - 2) == .atSign { return true }
    default:
      break
    }
    return previous.line < tokens[i].line
  }

  private mutating func declaration(_ i: Int, _ declarationKind: DeclarationKind) -> Bool {
    guard isDeclarationStart(i), kind(i + 1) == .identifier else { return false }
    if declarationKind == .class || declarationKind == .actor, matchesAny(i + 1, Self.memberModifiers) {
      return false
    }
    endPendingDeclaration()
    let mark = generics.count
    if declarationKind == .extension {
      var last = i + 1
      if isModuleSelector(last), kind(last + 3) == .identifier { last += 3 }
      var qualified = name(last)
      while true {
        let afterArguments = skipGenericArguments(after: last)
        guard kind(afterArguments + 1) == .period, let next = kind(afterArguments + 2),
          next == .identifier || next == .keyword
        else { break }
        last = afterArguments + 2
        qualified += "." + name(last)
      }
      result.declarations.append(
        TypeDeclaration(name: name(last), qualifiedName: qualified, kind: .extension, position: tokens[last].position))
      pending = Pending(depth: brackets.count, scope: Scope(qualifiedName: qualified, isEnum: false), genericMark: mark)
      return true
    }
    let simpleName = name(i + 1)
    // Past a nesting no real code reaches, names stop growing: each would copy its parent's (quadratic).
    let qualified =
      scopes.last.map { scopes.count < Self.maximumQualifiedDepth ? $0.qualifiedName + "." + simpleName : simpleName }
      ?? simpleName
    result.declarations.append(
      TypeDeclaration(
        name: simpleName, qualifiedName: qualified, kind: declarationKind, position: tokens[i + 1].position))
    noReferencesBefore = max(noReferencesBefore, i + 2)
    genericParameters(after: i + 1)
    if declarationKind == .protocol { associatedTypes(ofProtocolAt: i + 1) }
    let hasBody = declarationKind != .typealias && declarationKind != .macro
    let scope = hasBody ? Scope(qualifiedName: qualified, isEnum: declarationKind == .enum) : nil
    if scope != nil || generics.count > mark {
      pending = Pending(depth: brackets.count, scope: scope, genericMark: mark)
    }
    return true
  }

  /// The index of the `>` closing generic arguments right after token `i` (`Rope<Chunk>.Builder`), or `i`.
  @inline(__always)
  private func skipGenericArguments(after i: Int) -> Int {
    guard kind(i + 1) == .operator, p[tokens[i + 1].start] == 0x3C else { return i }
    var depth = 0
    var j = i + 1
    let limit = min(tokens.count, j + 256)
    while j < limit {
      let t = tokens[j]
      switch t.kind {
      case .operator:
        for k in t.start..<t.end {
          if p[k] == 0x3C { depth += 1 }
          if p[k] == 0x3E {
            depth -= 1
            if depth == 0 { return k == t.end - 1 ? j : i }
          }
        }
      case .leftBrace, .rightBrace, .semicolon:
        return i
      default:
        break
      }
      j += 1
    }
    return i
  }

  /// Adds the protocol's `associatedtype` names to `generics` before its header is read, since a
  /// `where` clause may name them before their declaration (bounded look-ahead).
  private mutating func associatedTypes(ofProtocolAt name: Int) {
    // Protocols do not nest, so a protocol inside a body already scanned (invalid code) is not rescanned:
    // the look-ahead stays linear over the file.
    guard name >= associatedTypesScannedTo else { return }
    var j = name + 1
    defer { associatedTypesScannedTo = j }
    var limit = min(tokens.count, j + 256)
    while j < limit && tokens[j].kind != .leftBrace {
      if tokens[j].kind == .rightBrace || tokens[j].kind == .semicolon { return }
      j += 1
    }
    var depth = 0
    limit = min(tokens.count, j + 8192)
    while j < limit {
      switch tokens[j].kind {
      case .leftBrace: depth += 1
      case .rightBrace:
        depth -= 1
        if depth == 0 { return }
      case .keyword where depth == 1 && isWord(j, "associatedtype") && kind(j + 1) == .identifier:
        generics.append(nameRange(j + 1))
      default: break
      }
      j += 1
    }
  }

  /// Reads `<T, U: P, each V>` right after token `i` into `generics`, and makes them pending so they
  /// stay in scope through the declaration's body.
  private mutating func genericParameters(after i: Int) {
    let open = i + 1
    guard open < tokens.count, tokens[open].kind == .operator, p[tokens[open].end - 1] == 0x3C else { return }
    let mark = generics.count
    var depth = 0
    var expectName = true
    var j = open
    let limit = min(tokens.count, open + 512)
    scan: while j < limit {
      let t = tokens[j]
      switch t.kind {
      case .operator:
        for k in t.start..<t.end {
          if p[k] == 0x3C {
            depth += 1
          } else if p[k] == 0x3E {
            depth -= 1
            if depth <= 0 { break scan }
          }
        }
      case .comma:
        if depth == 1 { expectName = true }
      case .keyword where isWord(j, "let"):
        break  // a value generic: `<let count: Int>`
      case .identifier:
        if depth == 1 && expectName {
          if isWord(j, "each") && kind(j + 1) == .identifier { break }
          generics.append(nameRange(j))
          expectName = false
        }
      case .leftBrace, .rightBrace, .semicolon:
        break scan
      default:
        if depth == 1 { expectName = false }
      }
      j += 1
    }
    genericClauseEnd = j
    if generics.count > mark && pending == nil {
      pending = Pending(depth: brackets.count, scope: nil, genericMark: mark)
    }
  }

  // MARK: - Imports

  private mutating func importDeclaration(_ i: Int) {
    endPendingDeclaration()
    var j = i + 1
    var importKind: String?
    let kinds: [StaticString] = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    if j < tokens.count, matchesAny(j, kinds), let next = kind(j + 1), next.isWord {
      importKind = name(j)
      j += 1
    }
    guard let first = kind(j), first.isWord else { return }
    let moduleToken = j
    var path = name(j)
    while kind(j + 1) == .period, let next = kind(j + 2), next.isWord || next == .operator {
      j += 2
      path += "." + name(j)
    }
    noReferencesBefore = max(noReferencesBefore, j + 1)
    let module = name(moduleToken)
    result.imports.append(
      ImportDeclaration(
        module: module, path: path, kind: importKind, attributes: importAttributes(before: i),
        position: tokens[moduleToken].position,
        isOptional: ifFrames.contains { $0.guards.testsPackage || $0.guards.modules.contains(module) }))
  }

  /// `@testable`, `@_spi(X)`, `public`, ... written before the `import` at `i`, in source order.
  private func importAttributes(before i: Int) -> [String] {
    var attributes: [String] = []
    var k = i - 1
    let floor = max(0, i - 64)
    let modifiers: [StaticString] = ["public", "package", "internal", "fileprivate", "private"]
    while k >= floor {
      let t = tokens[k]
      if t.kind.isWord && kind(k - 1) == .atSign {
        attributes.append(name(k))
        k -= 2
      } else if t.kind.isWord && matchesAny(k, modifiers) {
        attributes.append(name(k))
        k -= 1
      } else if t.kind == .rightParen {
        var depth = 0
        var m = k
        while m >= floor {
          if tokens[m].kind == .rightParen { depth += 1 }
          if tokens[m].kind == .leftParen {
            depth -= 1
            if depth == 0 { break }
          }
          m -= 1
        }
        guard m > floor, kind(m - 1)?.isWord == true, kind(m - 2) == .atSign else { break }
        attributes.append(name(m - 1))
        k = m - 3
      } else {
        break
      }
    }
    return attributes.reversed()
  }
}

/// A `//` comment as the indexer meets it: its text is at `start` in the file's comment text.
private struct CommentSpan {
  var start: Int
  var count: Int
  var position: SourcePosition
  var isTrailing: Bool
  var nextCodeLine: Int?
}

/// A code token as the indexer keeps it: a `Token` in half the bytes.
private struct CodeToken {
  private var storedStart: UInt32
  private var storedEnd: UInt32
  private var storedLine: UInt32
  private var storedColumn: UInt32
  let kind: TokenKind

  /// Every value fits: the indexer lexes at most 4 GiB.
  @inline(__always)
  init(kind: TokenKind, start: Int, end: Int, line: Int, column: Int) {
    self.kind = kind
    storedStart = UInt32(truncatingIfNeeded: start)
    storedEnd = UInt32(truncatingIfNeeded: end)
    storedLine = UInt32(truncatingIfNeeded: line)
    storedColumn = UInt32(truncatingIfNeeded: column)
  }

  var start: Int { Int(storedStart) }
  var end: Int { Int(storedEnd) }
  var line: Int { Int(storedLine) }
  var position: SourcePosition { SourcePosition(line: Int(storedLine), column: Int(storedColumn)) }
}
