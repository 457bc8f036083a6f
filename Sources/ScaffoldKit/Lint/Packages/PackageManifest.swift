/// A `Package.swift` as lint reads it: lexically, with the project's own lexer, never by running it. Its
/// targets (`.target`, `.executableTarget`, `.testTarget`, `.macro`) with their folders and `dependencies:`,
/// its library and executable products, and its line comments (for suppressions). What a manifest computes
/// (a dependency held in a variable, a target list built in a loop) is not seen.
struct PackageManifest: Sendable {
  /// One target declaration.
  struct Target: Sendable {
    enum Kind: String, Sendable, CaseIterable {
      case target, executableTarget, testTarget, macro
    }
    var name: String
    var kind: Kind
    /// The target's folder, absolute: `path:` below the manifest's folder, else `Sources/<name>` (`Tests/<name>`
    /// for a test target), SwiftPM's default.
    var folder: String
    var dependencies: [Dependency]
    /// The target's `name:` string.
    var position: SourcePosition
    /// The `dependencies:` label; nil when the target has none (then `position` is where one goes).
    var dependenciesPosition: SourcePosition?
    /// False when `dependencies:` is computed (`shared.map { … }`) or lists entries that are not literals:
    /// what it declares is not known.
    var readsEveryDependency = true
  }

  /// One entry of a target's `dependencies:`.
  struct Dependency: Sendable {
    enum Kind: Sendable {
      /// `"Name"` or `.byName(name: "Name")`: a target of the package or a product of a dependency.
      case byName
      /// `.target(name: "Name")`.
      case target
      /// `.product(name: "Name", package: "package")`.
      case product(package: String)
    }
    var name: String
    var kind: Kind
    /// The entry's first token (`.` or `"`).
    var position: SourcePosition
  }

  /// A `.library` or `.executable` product: its name and targets.
  struct Product: Sendable {
    var name: String
    var targets: [String]
    /// False when `targets:` is computed (`publicLibraryTargets`, `["A"] + shared`) or lists entries that are
    /// not string literals: which targets it holds is not known.
    var readsEveryTarget = true
  }

  /// Display path of the manifest (relative to the working directory).
  var path: String
  /// The folder holding the manifest, absolute.
  var folder: String
  /// `Package(name:)`.
  var name: String?
  var targets: [Target] = []
  var products: [Product] = []
  var comments: [LineComment] = []

  /// Reads the manifest's `bytes`; `folder` is absolute.
  init(path: String, folder: String, bytes: [UInt8]) {
    self.path = path
    self.folder = folder
    let all = SwiftLexer.tokenize(bytes)
    comments = Self.lineComments(all, bytes: bytes)
    let tokens = all.filter { !$0.kind.isComment }
    let reader = ManifestTokens(tokens: tokens, bytes: bytes)
    var offset = 0
    while offset < tokens.count {
      // `Package(name: "…"` and `.kind(` calls at any depth outside another call that was read.
      if tokens[offset].kind == .identifier, reader.text(offset) == "Package", reader.isCall(at: offset + 1) {
        name = reader.arguments(ofCallAt: offset + 1).first { $0.label == "name" }.flatMap { reader.string($0.value) }
      }
      guard tokens[offset].kind == .period, offset + 2 < tokens.count, tokens[offset + 1].kind == .identifier,
        reader.isCall(at: offset + 2)
      else {
        offset += 1
        continue
      }
      let word = reader.text(offset + 1)
      let arguments = reader.arguments(ofCallAt: offset + 2)
      let end = reader.closing(ofCallAt: offset + 2)
      if let kind = Target.Kind(rawValue: word) {
        if let target = target(kind, arguments, reader) { targets.append(target) }
        offset = end
      } else if word == "library" || word == "executable" {
        if let name = arguments.first(where: { $0.label == "name" }).flatMap({ reader.string($0.value) }) {
          let argument = arguments.first { $0.label == "targets" }
          let listed = argument.map { reader.elements($0.value) } ?? []
          let targets = listed.compactMap { reader.string($0) }
          products.append(
            Product(
              name: name, targets: targets,
              readsEveryTarget: (argument.map(reader.isArrayLiteral) ?? true) && targets.count == listed.count))
        }
        offset = end
      } else {
        offset += 1
      }
    }
  }

  private func target(_ kind: Target.Kind, _ arguments: [ManifestTokens.Argument], _ reader: ManifestTokens)
    -> Target?
  {
    guard let nameArgument = arguments.first(where: { $0.label == "name" }),
      let name = reader.string(nameArgument.value)
    else { return nil }
    let path = arguments.first { $0.label == "path" }.flatMap { reader.string($0.value) }
    let folder = Paths.normalize(
      Paths.join(folder, path ?? Paths.join(kind == .testTarget ? "Tests" : "Sources", name)))
    let listed = arguments.first { $0.label == "dependencies" }
    let elements = listed.map { reader.elements($0.value) } ?? []
    let dependencies = elements.compactMap(reader.dependency)
    let isArray = listed.map(reader.isArrayLiteral) ?? true
    return Target(
      name: name, kind: kind, folder: folder, dependencies: dependencies,
      position: reader.tokens[nameArgument.value.lowerBound].position,
      dependenciesPosition: listed.map { reader.tokens[$0.labelIndex].position },
      readsEveryDependency: isArray && dependencies.count == elements.count)
  }

  /// The manifest's `//` comments, each knowing whether code precedes it on its line and the line of the
  /// next code token, as `Suppressions` reads a Swift file's.
  private static func lineComments(_ tokens: [Token], bytes: [UInt8]) -> [LineComment] {
    var result: [LineComment] = []
    var lastCodeLine = 0
    var pending: [Int] = []
    for token in tokens {
      if token.kind == .lineComment {
        let text = Array(bytes[(token.start + 2)..<token.end])
        result.append(
          LineComment(
            source: text, text: 0..<text.count, position: token.position, isTrailing: lastCodeLine == token.line))
        if lastCodeLine != token.line { pending.append(result.count - 1) }
      } else if !token.kind.isComment {
        for offset in pending { result[offset].nextCodeLine = token.line }
        pending = []
        lastCodeLine = token.line
      }
    }
    return result
  }
}

/// The code tokens of a manifest with the few shapes the reader needs: calls, labelled arguments, array
/// elements and plain string literals.
private struct ManifestTokens {
  let tokens: [Token]
  let bytes: [UInt8]

  struct Argument {
    var label: String?
    /// The label's token (the value's first token when there is no label).
    var labelIndex: Int
    /// The value's tokens.
    var value: Range<Int>
  }

  func text(_ offset: Int) -> String { tokens[offset].text(in: bytes) }

  func isCall(at offset: Int) -> Bool { offset < tokens.count && tokens[offset].kind == .leftParen }

  /// The offset just past the bracket that closes the one at `open`.
  func closing(ofCallAt open: Int) -> Int {
    var depth = 0
    var offset = open
    while offset < tokens.count {
      switch tokens[offset].kind {
      case .leftParen, .leftSquare, .leftBrace, .interpolationStart: depth += 1
      case .rightParen, .rightSquare, .rightBrace, .interpolationEnd:
        depth -= 1
        if depth == 0 { return offset + 1 }
      default: break
      }
      offset += 1
    }
    return tokens.count
  }

  /// The comma-separated parts inside the bracket at `open` (a call's `(` or an array's `[`).
  func parts(inside open: Int) -> [Range<Int>] {
    let end = closing(ofCallAt: open) - 1
    var result: [Range<Int>] = []
    var start = open + 1
    var offset = start
    while offset < end {
      switch tokens[offset].kind {
      case .leftParen, .leftSquare, .leftBrace, .interpolationStart: offset = closing(ofCallAt: offset)
      case .comma:
        if offset > start { result.append(start..<offset) }
        offset += 1
        start = offset
      default: offset += 1
      }
    }
    if end > start { result.append(start..<end) }
    return result
  }

  func arguments(ofCallAt open: Int) -> [Argument] {
    parts(inside: open).map { part in
      if part.count > 2, tokens[part.lowerBound].kind.isWord, tokens[part.lowerBound + 1].kind == .colon {
        return Argument(
          label: text(part.lowerBound), labelIndex: part.lowerBound, value: (part.lowerBound + 2)..<part.upperBound)
      }
      return Argument(label: nil, labelIndex: part.lowerBound, value: part)
    }
  }

  /// Whether the argument's value is one array literal and nothing else: `["A"] + shared.map { … }` holds more
  /// than its literal says.
  func isArrayLiteral(_ argument: Argument) -> Bool {
    tokens[argument.value.lowerBound].kind == .leftSquare
      && closing(ofCallAt: argument.value.lowerBound) == argument.value.upperBound
  }

  /// The elements of an array literal value (`[…]`); none for any other value.
  func elements(_ value: Range<Int>) -> [Range<Int>] {
    guard let first = value.first, tokens[first].kind == .leftSquare else { return [] }
    return parts(inside: first)
  }

  /// The text of a plain string literal (no interpolation); nil for any other value.
  func string(_ value: Range<Int>) -> String? {
    guard value.count >= 2, tokens[value.lowerBound].kind == .stringStart,
      tokens[value.upperBound - 1].kind == .stringEnd
    else { return nil }
    let inner = (value.lowerBound + 1)..<(value.upperBound - 1)
    guard inner.allSatisfy({ tokens[$0].kind == .stringSegment }) else { return nil }
    return inner.map(text).joined()
  }

  /// A `dependencies:` element: `"Name"`, `.target(name:)`, `.product(name:package:)`, `.byName(name:)`.
  func dependency(_ element: Range<Int>) -> PackageManifest.Dependency? {
    let position = tokens[element.lowerBound].position
    if let name = string(element) { return .init(name: name, kind: .byName, position: position) }
    guard element.count > 3, tokens[element.lowerBound].kind == .period, isCall(at: element.lowerBound + 2) else {
      return nil
    }
    let arguments = self.arguments(ofCallAt: element.lowerBound + 2)
    func value(_ label: String) -> String? { arguments.first { $0.label == label }.flatMap { string($0.value) } }
    guard let name = value("name") else { return nil }
    switch text(element.lowerBound + 1) {
    case "target": return .init(name: name, kind: .target, position: position)
    case "byName": return .init(name: name, kind: .byName, position: position)
    case "product": return value("package").map { .init(name: name, kind: .product(package: $0), position: position) }
    default: return nil
    }
  }
}
