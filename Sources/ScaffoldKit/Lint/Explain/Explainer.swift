/// Explains findings to the engineer who has to fix them: the offending token, where the referenced type
/// lives, which rule and which configuration line forbid it, and what to do instead. Pure: text in, text out.
package struct Explainer: Sendable {
  package let configuration: LintConfiguration
  /// The parsed `scaffold.json`, when the configuration came from one, to cite the line that decides.
  package let document: JSONNode?
  /// How `scaffold.json` is named in the output (relative to the working directory).
  package let documentPath: String
  /// Where the finding's files are read to tell whether a type's name placed them (`placedByType`).
  var fileSystem: (any FileAccess)?

  package init(configuration: LintConfiguration, document: JSONNode? = nil, documentPath: String = "scaffold.json") {
    self.configuration = configuration
    self.document = document
    self.documentPath = documentPath
  }

  /// Reads the configuration's `scaffold.json` (when it came from one), to cite its lines; it is named
  /// relative to the working directory of `fileSystem`.
  package init(configuration: LintConfiguration, fileSystem: any FileAccess) {
    var document: JSONNode?
    var documentPath = "scaffold.json"
    if let path = configuration.sourcePath, let bytes = try? fileSystem.readData(path) {
      document = try? JSONParser.parse(bytes)
      documentPath = Paths.relative(fileSystem.absolute(path), to: fileSystem.currentDirectory)
    }
    self.init(configuration: configuration, document: document, documentPath: documentPath)
    self.fileSystem = fileSystem
  }

  /// The finding, its source line with the token underlined, and one labelled line per fact.
  /// `sourceLine` is the text of the finding's line, when it could be read.
  package func explain(_ diagnostic: Diagnostic, sourceLine: String?) -> String {
    var output = "\(diagnostic)\n"
    let token = sourceLine.flatMap { Self.token(in: $0, column: diagnostic.location.column) }
    if let sourceLine {
      let number = String(diagnostic.location.line)
      let gutter = String(repeating: " ", count: number.count)
      // The column counts UTF-8 bytes; the underline goes under the token as a terminal shows the line.
      let before = String(decoding: sourceLine.utf8.prefix(diagnostic.location.column - 1), as: UTF8.self)
      let indent = before.map { $0 == "\t" ? "\t" : String(repeating: " ", count: Self.columns(of: $0)) }.joined()
      let underline = "^" + String(repeating: "~", count: max((token.map(Self.columns) ?? 1) - 1, 0))
      output += " \(number) | \(sourceLine)\n \(gutter) | \(indent)\(underline)\n"
    }
    var facts: [(String, String)] = []
    if let token { facts.append(("token", token)) }
    if let source = diagnostic.source, source.symbol != nil || source.layer != nil {
      facts.append(("in", Self.describe(source)))
      if let placed = placedByType(diagnostic) { facts.append(("placed", placed)) }
    }
    if let target = diagnostic.target {
      if diagnostic.rule == .forbiddenImport {
        facts.append(("imports", target.symbol ?? "?"))
      } else {
        var text = Self.describe(target)
        if let location = target.location { text += ", declared at \(location)" }
        facts.append(("refers to", text))
      }
    }
    let metadata = diagnostic.rule.metadata
    facts.append(("rule", "\(diagnostic.rule.rawValue) (\(diagnostic.severity.rawValue)): \(metadata.summary)"))
    facts += configurationFacts(diagnostic).map { ("config", $0) }
    if let alternative = alternative(diagnostic) { facts.append(("instead", alternative)) }
    let width = facts.map(\.0.count).max() ?? 0
    for (label, text) in facts {
      output += "  \(label):" + String(repeating: " ", count: width - label.count + 1) + text + "\n"
    }
    return output
  }

  /// `explain(_:sourceLine:)` with the finding's line read from `fileSystem`.
  package func explain(_ diagnostic: Diagnostic, fileSystem: any FileAccess) -> String {
    explain(diagnostic, sourceLine: Self.sourceLine(of: diagnostic, fileSystem: fileSystem))
  }

  /// How many columns a terminal gives `text`: two for each wide East Asian character or emoji, else one.
  static func columns(of text: String) -> Int {
    text.reduce(0) { sum, character in
      guard let scalar = character.unicodeScalars.first else { return sum }
      let wide =
        scalar.properties.isEmojiPresentation || (0x1100...0x115F).contains(scalar.value)
        || (0x2E80...0xA4CF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
        || (0xF900...0xFAFF).contains(scalar.value) || (0xFE30...0xFE4F).contains(scalar.value)
        || (0xFF00...0xFF60).contains(scalar.value) || (0xFFE0...0xFFE6).contains(scalar.value)
        || (0x20000...0x3FFFD).contains(scalar.value)
      return sum + (wide ? 2 : 1)
    }
  }

  private static func columns(of character: Character) -> Int { columns(of: String(character)) }

  /// The text of the finding's line, without its line break; nil when the file cannot be read. Bytes that are
  /// no UTF-8 show as U+FFFD: lint reads such a file, and its findings are explained too.
  package static func sourceLine(of diagnostic: Diagnostic, fileSystem: any FileAccess) -> String? {
    guard let bytes = try? fileSystem.readData(diagnostic.location.path) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = diagnostic.location.line - 1
    guard lines.indices.contains(index) else { return nil }
    return String(lines[index].hasSuffix("\r") ? lines[index].dropLast() : lines[index])
  }

  /// The identifier (or `.`-joined identifiers) starting at `column` (1-based UTF-8 bytes) of `line`.
  package static func token(in line: String, column: Int) -> String? {
    let bytes = Array(line.utf8)
    let length = tokenLength(in: bytes[...], column: column)
    guard length > 0 else { return nil }
    return String(decoding: bytes[(column - 1)..<(column - 1 + length)], as: UTF8.self)
  }

  /// The length in bytes of the token `token(in:column:)` finds in a line's bytes, 0 for none; only the
  /// token's own bytes are read, however long the line.
  static func tokenLength(in line: ArraySlice<UInt8>, column: Int) -> Int {
    guard column >= 1, column <= line.count else { return 0 }
    let start = line.startIndex + column - 1
    var end = start
    while end < line.endIndex, isIdentifier(line[end]) || (line[end] == UInt8(ascii: ".") && end > start) {
      end += 1
    }
    return end - start
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
  }

  /// `OrderView, layer View, feature Order`.
  private static func describe(_ endpoint: Diagnostic.Endpoint) -> String {
    var parts: [String] = [endpoint.symbol.map { "'\($0)'" } ?? "this file"]
    if let layer = endpoint.layer { parts.append("layer \(layer)") }
    if let feature = endpoint.feature { parts.append("feature \(feature)") }
    return parts.joined(separator: ", ")
  }

  /// Where the decision comes from: the `scaffold.json` key that sets it (`path:line:col: key ...`) or the
  /// preset that the file leaves unchanged (each rule says which keys decide its findings); plus the
  /// severity override, when there is one.
  func configurationFacts(_ diagnostic: Diagnostic) -> [String] {
    var facts = diagnostic.rule.rule?.configurationFacts(of: diagnostic, in: self) ?? []
    if let node = document?["rules"]?[diagnostic.rule.rawValue] {
      facts.append(
        "\(documentPath):\(node.position): rules.\(diagnostic.rule.rawValue) sets \(diagnostic.severity.rawValue)")
    } else {
      // The finding's own severity: a rule's default may depend on what it found (a layer cycle warns).
      facts.append("\(diagnostic.rule.rawValue) is \(diagnostic.severity.rawValue) by default")
    }
    return facts
  }

  /// `scaffold.json:12:22: layers.View.mayDependOn` when the file sets the key, else the preset.
  func cite(_ keys: [String]) -> String {
    var node = document
    for key in keys { node = node?[key] }
    guard let node else { return "preset \(configuration.preset.rawValue)" }
    return "\(documentPath):\(node.position): \(keys.joined(separator: "."))"
  }

  /// What to do instead, in a sentence: the rule's advice.
  func alternative(_ diagnostic: Diagnostic) -> String? {
    diagnostic.rule.rule?.advice(for: diagnostic, in: self)
  }
}
