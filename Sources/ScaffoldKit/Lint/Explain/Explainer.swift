/// Explains findings to the engineer who has to fix them: the offending token, where the referenced type
/// lives, which rule and which configuration line forbid it, and what to do instead. Pure: text in, text out.
public struct Explainer: Sendable {
  public let configuration: LintConfiguration
  /// The parsed `scaffold.json`, when the configuration came from one, to cite the line that decides.
  public let document: JSONNode?
  /// How `scaffold.json` is named in the output (relative to the working directory).
  public let documentPath: String

  public init(configuration: LintConfiguration, document: JSONNode? = nil, documentPath: String = "scaffold.json") {
    self.configuration = configuration
    self.document = document
    self.documentPath = documentPath
  }

  /// Reads the configuration's `scaffold.json` (when it came from one), to cite its lines; it is named
  /// relative to the working directory of `fileSystem`.
  public init(configuration: LintConfiguration, fileSystem: any FileSystem) {
    var document: JSONNode?
    var documentPath = "scaffold.json"
    if let path = configuration.sourcePath, let bytes = try? fileSystem.readData(path) {
      document = try? JSONParser.parse(bytes)
      documentPath = Paths.relative(fileSystem.absolute(path), to: fileSystem.currentDirectory)
    }
    self.init(configuration: configuration, document: document, documentPath: documentPath)
  }

  /// The finding, its source line with the token underlined, and one labelled line per fact.
  /// `sourceLine` is the text of the finding's line, when it could be read.
  public func explain(_ diagnostic: Diagnostic, sourceLine: String?) -> String {
    var output = "\(diagnostic)\n"
    let token = sourceLine.flatMap { Self.token(in: $0, column: diagnostic.location.column) }
    if let sourceLine {
      let number = String(diagnostic.location.line)
      let gutter = String(repeating: " ", count: number.count)
      let indent = String(sourceLine.utf8.prefix(diagnostic.location.column - 1).map { $0 == 9 ? "\t" : " " })
      let underline = "^" + String(repeating: "~", count: max((token?.count ?? 1) - 1, 0))
      output += " \(number) | \(sourceLine)\n \(gutter) | \(indent)\(underline)\n"
    }
    var facts: [(String, String)] = []
    if let token { facts.append(("token", token)) }
    if let source = diagnostic.source, source.symbol != nil || source.layer != nil {
      facts.append(("in", Self.describe(source)))
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

  /// The identifier (or `.`-joined identifiers) starting at `column` (1-based UTF-8 bytes) of `line`.
  public static func token(in line: String, column: Int) -> String? {
    let bytes = Array(line.utf8)
    guard column >= 1, column <= bytes.count else { return nil }
    var end = column - 1
    while end < bytes.count, isIdentifier(bytes[end]) || (bytes[end] == UInt8(ascii: ".") && end > column - 1) {
      end += 1
    }
    guard end > column - 1 else { return nil }
    return String(decoding: bytes[(column - 1)..<end], as: UTF8.self)
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
  /// preset that the file leaves unchanged; plus the severity override, when there is one.
  func configurationFacts(_ diagnostic: Diagnostic) -> [String] {
    let preset = "preset \(configuration.preset.rawValue)"
    let sourceLayer = diagnostic.source?.layer ?? "?"
    let layer = configuration.layer(named: sourceLayer)
    var facts: [String] = []
    switch diagnostic.rule {
    case .layerDependency:
      let allowed = layer?.mayDependOn ?? []
      let list = allowed.isEmpty ? "nothing" : allowed.joined(separator: ", ")
      let missing = diagnostic.target?.layer.map { ", not \($0)" } ?? ""
      facts.append(
        cite(["layers", sourceLayer, "mayDependOn"], fallback: preset)
          + ": \(sourceLayer) may depend on \(list)\(missing)")
    case .forbiddenImport:
      let key =
        layer?.allowedImports != nil && !(layer?.forbiddenImports.contains(diagnostic.target?.symbol ?? "") ?? false)
        ? "allowedImports" : "forbiddenImports"
      let module = diagnostic.target?.symbol ?? "?"
      facts.append(
        cite(["layers", sourceLayer, key], fallback: preset) + ": " + (layer?.importViolation(module) ?? key))
    case .featureIsolation:
      let allow = configuration.crossFeatureAllow
      facts.append(
        cite(["crossFeature", "allow"], fallback: preset) + ": another feature may be named only through "
          + (allow.isEmpty ? "nothing (no layer is allowed)" : allow.joined(separator: ", ")))
    default:
      break
    }
    if let node = document?["rules"]?[diagnostic.rule.rawValue] {
      facts.append(
        "\(documentPath):\(node.position): rules.\(diagnostic.rule.rawValue) sets \(diagnostic.severity.rawValue)")
    } else {
      facts.append("\(diagnostic.rule.rawValue) is \(diagnostic.rule.metadata.defaultSeverity.rawValue) by default")
    }
    return facts
  }

  /// `scaffold.json:12:22: layers.View.mayDependOn` when the file sets the key, else `fallback`.
  private func cite(_ keys: [String], fallback: String) -> String {
    var node = document
    for key in keys { node = node?[key] }
    guard let node else { return fallback }
    return "\(documentPath):\(node.position): \(keys.joined(separator: "."))"
  }

  /// What to do instead, in a sentence.
  func alternative(_ diagnostic: Diagnostic) -> String? {
    let sourceLayer = diagnostic.source?.layer
    let layer = sourceLayer.flatMap(configuration.layer(named:))
    switch diagnostic.rule {
    case .layerDependency:
      guard let layer, let sourceLayer else { return nil }
      let allowed = layer.mayDependOn
      let list = allowed.isEmpty ? "no other layer" : allowed.joined(separator: ", ")
      let target = diagnostic.target?.layer
      // A layer this one may use that may itself use the target: the one to ask.
      let via = allowed.first { name in
        target.map { configuration.layer(named: name)?.mayDepend(on: $0) ?? false } ?? false
      }
      let advice = via.map { "ask the \($0)" } ?? "move the dependency behind a protocol in a layer it may use"
      return "\(advice); \(sourceLayer) may depend on \(list)"
    case .forbiddenImport:
      guard let module = diagnostic.target?.symbol else { return nil }
      let may = configuration.layers.filter { $0.name != sourceLayer && $0.importViolation(module) == nil }.map(\.name)
      guard !may.isEmpty else { return "remove the import of \(module)" }
      return "move the code that needs \(module) to \(may.joined(separator: ", ")) (layers that may import it)"
    case .featureIsolation:
      let feature = diagnostic.target?.feature ?? "the other feature"
      let allow = configuration.crossFeatureAllow
      let shared = configuration.sharedLayer
      if allow.isEmpty {
        return shared.map { "depend on a protocol in \($0) that \(feature) implements" }
          ?? "move what both features need out of the features"
      }
      return "go through \(feature)'s \(allow.joined(separator: " or "))"
        + (shared.map { ", or a protocol in \($0)" } ?? "")
    case .unassignedFile:
      return "add a layer pattern or an exempt path for the file in scaffold.json"
    case .ambiguousLayer:
      return "make one layer's pattern name a deeper folder or a longer file-name ending"
    case .unmatchedLayer:
      return "fix the pattern (scaffold which <file> shows how a file is placed)"
    case .unusedSuppression:
      return "delete the scaffold:ignore comment"
    case .invalidSuppression:
      return "write it as `// scaffold:ignore <rule> -- <reason>`"
    case .staleBaseline:
      return "run with --prune-baseline to drop the entry"
    }
  }
}
