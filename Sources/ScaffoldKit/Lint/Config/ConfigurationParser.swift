extension LintConfiguration {
  /// The keys `scaffold.json` accepts at the top level, lint's and the generator's.
  package static let topLevelKeys =
    [
      "$schema", "preset", "include", "exclude", "layers", "crossFeature", "exempt", "rules", "modules", "layout",
      "conventions", "systemModules",
    ] + generatorKeys
  /// Settings read by `scaffold new-module`; lint keeps them without interpreting them.
  package static let generatorKeys = [
    "binding", "moduleRoot", "sourceRoot", "templates", "organization", "author", "custom",
  ]
  static let layerKeys = [
    "paths", "suffixes", "mayDependOn", "forbiddenImports", "allowedImports", "mayBeUsedBy", "mayNotBeUsedBy",
  ]

  /// Parses `scaffold.json` text. `displayPath` is used in error locations; `root` is the folder globs are
  /// relative to. Every problem is collected before throwing.
  package static func parse(_ bytes: [UInt8], displayPath: String, root: String) throws(ConfigurationError)
    -> LintConfiguration
  {
    let document: JSONNode
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw .syntax(SourceLocation(path: displayPath, position: error.position), error.message)
    }
    var parser = ConfigurationParser(path: displayPath)
    var configuration = parser.configuration(from: document, root: root)
    configuration.sourceHash = ContentHash.hash(bytes)
    if !parser.problems.isEmpty {
      // Stable sort: file order, and discovery order for problems at the same place.
      throw .invalid(
        parser.problems.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(
          \.element))
    }
    return configuration
  }
}

/// Reads a parsed `scaffold.json` into a configuration, recording problems instead of stopping at the first.
struct ConfigurationParser {
  let path: String
  var problems: [ConfigurationProblem] = []
  /// Layer names mentioned in `mayDependOn`, `mayBeUsedBy`, `mayNotBeUsedBy` and `crossFeature.allow`, checked once all layers are known.
  private var layerMentions: [(name: String, position: SourcePosition)] = []

  init(path: String) {
    self.path = path
  }

  mutating func report(_ message: String, at position: SourcePosition) {
    problems.append(ConfigurationProblem(location: SourceLocation(path: path, position: position), message: message))
  }

  mutating func configuration(from document: JSONNode, root: String) -> LintConfiguration {
    guard let members = object(document, "the configuration") else {
      return Preset.default.configuration(root: root)
    }
    checkKeys(members, allowed: LintConfiguration.topLevelKeys, context: "the configuration")
    var preset = Preset.default
    if let node = document["preset"], let name = string(node, "'preset'") {
      if let named = Preset(rawValue: name) {
        preset = named
      } else {
        let names = Preset.allCases.map(\.rawValue)
        report(
          "unknown preset '\(name)'\(Suggestions.didYouMean(name, among: names)); "
            + "expected one of \(names.joined(separator: ", "))",
          at: node.position)
      }
    }
    // The team's layout places the preset's layers before `layers` changes them.
    var configuration = preset.configuration(root: root, conventions: conventions(from: document, preset: preset))
    for member in members {
      let node = member.value
      switch member.key {
      case "include": configuration.include = globs(node, "'include'", over: configuration.include)
      case "exclude": configuration.exclude = globs(node, "'exclude'", over: configuration.exclude)
      case "modules": configuration.modules = strings(node, "'modules'", over: configuration.modules)
      case "systemModules":
        configuration.systemModules = strings(node, "'systemModules'", over: configuration.systemModules)
      case "layers": readLayers(node, into: &configuration)
      case "crossFeature": readCrossFeature(node, into: &configuration)
      case "exempt": readExempt(node, into: &configuration)
      case "rules": readRules(node, into: &configuration)
      case let key where LintConfiguration.generatorKeys.contains(key):
        configuration.generatorSettings[key] = node
      default: break
      }
    }
    let known = configuration.layers.map(\.name)
    for mention in layerMentions where !known.contains(mention.name) {
      report(
        "unknown layer '\(mention.name)'\(Suggestions.didYouMean(mention.name, among: known)); "
          + "layers are \(known.isEmpty ? "(none)" : known.joined(separator: ", "))",
        at: mention.position)
    }
    configuration.sourcePath = path
    return configuration
  }

  private mutating func readLayers(_ node: JSONNode, into configuration: inout LintConfiguration) {
    guard let members = object(node, "'layers'") else { return }
    for member in members {
      guard let fields = object(member.value, "layer '\(member.key)'") else { continue }
      if member.key.isEmpty || member.key.contains(where: \.isWhitespace) {
        report("a layer name must be a non-empty word, found '\(member.key)'", at: member.keyPosition)
        continue
      }
      checkKeys(fields, allowed: LintConfiguration.layerKeys, context: "layer '\(member.key)'")
      let existing = configuration.layer(named: member.key)
      var layer = existing ?? LintConfiguration.Layer(name: member.key, origin: .configuration)
      if existing != nil { layer.origin = .presetChangedByConfiguration }
      let context = "'layers.\(member.key)"
      if let value = member.value["paths"] {
        layer.paths = globs(value, "\(context).paths'", over: layer.paths, targets: true)
        for item in listItems(value) {
          configuration.writtenPatterns.append(
            LintConfiguration.WrittenPattern(
              layer: member.key, text: item.text, isSuffix: false,
              location: SourceLocation(path: path, position: item.position)))
        }
      }
      if let value = member.value["suffixes"] {
        if let folder = layer.sharedFolder {
          let endings = strings(value, "\(context).suffixes'", over: [])
          layer.paths += endings.compactMap { try? Glob("\(folder)/*\($0).swift") }
        } else {
          layer.suffixes = strings(value, "\(context).suffixes'", over: layer.suffixes)
        }
        for item in listItems(value) {
          if item.text.hasSuffix(".swift") {
            report(
              "suffix '\(item.text)' of layer '\(member.key)' ends in '.swift'; suffixes are file-name endings "
                + "without it (write '\(item.text.dropLast(6))')",
              at: item.position)
          }
          configuration.writtenPatterns.append(
            LintConfiguration.WrittenPattern(
              layer: member.key, text: item.text, isSuffix: true,
              location: SourceLocation(path: path, position: item.position)))
        }
      }
      if let value = member.value["mayDependOn"] {
        layer.mayDependOn = strings(value, "\(context).mayDependOn'", over: layer.mayDependOn)
        layerMentions += listItems(value).map { ($0.text, $0.position) }
      }
      if let value = member.value["mayBeUsedBy"] {
        layer.mayBeUsedBy = strings(value, "\(context).mayBeUsedBy'", over: layer.mayBeUsedBy ?? [])
        layerMentions += listItems(value).map { ($0.text, $0.position) }
      }
      if let value = member.value["mayNotBeUsedBy"] {
        layer.mayNotBeUsedBy = strings(value, "\(context).mayNotBeUsedBy'", over: layer.mayNotBeUsedBy)
        layerMentions += listItems(value).map { ($0.text, $0.position) }
      }
      if let value = member.value["forbiddenImports"] {
        layer.forbiddenImports = strings(value, "\(context).forbiddenImports'", over: layer.forbiddenImports)
      }
      if let value = member.value["allowedImports"] {
        if value.value == .null {
          layer.allowedImports = nil
        } else {
          layer.allowedImports = strings(value, "\(context).allowedImports'", over: layer.allowedImports ?? [])
        }
      }
      if existing == nil, member.value["paths"] == nil, member.value["suffixes"] == nil {
        report("layer '\(member.key)' needs 'paths' or 'suffixes' to match any file", at: member.keyPosition)
      }
      if existing != nil {
        configuration.layers = configuration.layers.map { $0.name == layer.name ? layer : $0 }
      } else {
        configuration.layers.append(layer)
      }
    }
  }

  private mutating func readCrossFeature(_ node: JSONNode, into configuration: inout LintConfiguration) {
    guard let members = object(node, "'crossFeature'") else { return }
    checkKeys(members, allowed: ["allow", "shared"], context: "'crossFeature'")
    if let value = node["allow"] {
      configuration.crossFeatureAllow = strings(value, "'crossFeature.allow'", over: configuration.crossFeatureAllow)
      layerMentions += listItems(value).map { ($0.text, $0.position) }
    }
    if let value = node["shared"] {
      configuration.sharedFeatures = strings(value, "'crossFeature.shared'", over: configuration.sharedFeatures)
    }
  }

  private mutating func readExempt(_ node: JSONNode, into configuration: inout LintConfiguration) {
    guard let members = object(node, "'exempt'") else { return }
    checkKeys(members, allowed: ["paths", "types", "tests", "previews", "previewData"], context: "'exempt'")
    if let value = node["paths"] {
      configuration.exemptPaths = globs(value, "'exempt.paths'", over: configuration.exemptPaths)
    }
    if let value = node["types"] {
      configuration.exemptTypes = namePatterns(value, "type", "'exempt.types'", over: configuration.exemptTypes)
    }
    if let value = node["previewData"] {
      configuration.previewData = namePatterns(value, "member", "'exempt.previewData'", over: configuration.previewData)
    }
    if let value = node["tests"] {
      configuration.testPaths = globs(value, "'exempt.tests'", over: configuration.testPaths)
    }
    if let value = node["previews"] {
      if case .bool(let flag) = value.value {
        configuration.exemptPreviews = flag
      } else {
        report("'exempt.previews' must be true or false, found \(value.value.kindDescription)", at: value.position)
      }
    }
  }

  /// A list of name patterns (`exempt.types`, `exempt.previewData`) over `base`; an invalid one is reported.
  private mutating func namePatterns(_ value: JSONNode, _ noun: String, _ what: String, over base: [Glob]) -> [Glob] {
    for item in listItems(value) where !Self.isTypePattern(item.text) {
      report(
        "invalid \(noun) pattern '\(item.text)' in \(what): a \(noun) name, with '*' for any run of "
          + "characters and '?' for one (\"AppDelegate\", \"*Assembly\")",
        at: item.position)
    }
    let valid = listItems(value).filter { Self.isTypePattern($0.text) }.compactMap { try? Glob($0.text) }
    return merge(base, valid, replacing: isReplacement(value))
  }

  /// A type name with `*` and `?` wildcards: letters, digits and `_`.
  static func isTypePattern(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        $0 == "*" || $0 == "?" || $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
  }

  private mutating func readRules(_ node: JSONNode, into configuration: inout LintConfiguration) {
    guard let members = object(node, "'rules'") else { return }
    let ruleNames = RuleID.allCases.map(\.rawValue)
    let severityNames = Severity.allCases.map(\.rawValue)
    for member in members {
      guard let rule = RuleID(rawValue: member.key) else {
        report(
          "unknown rule '\(member.key)'\(Suggestions.didYouMean(member.key, among: ruleNames)); "
            + "rules are \(ruleNames.joined(separator: ", "))",
          at: member.keyPosition)
        continue
      }
      guard let text = string(member.value, "the severity of '\(member.key)'") else { continue }
      guard let severity = Severity(rawValue: text) else {
        report(
          "unknown severity '\(text)'\(Suggestions.didYouMean(text, among: severityNames)); "
            + "expected error, warning or off",
          at: member.value.position)
        continue
      }
      configuration.severities[rule] = severity
    }
  }

  // Typed accessors: each reports a located problem and returns nil on a type mismatch.

  mutating func object(_ node: JSONNode, _ what: String) -> [JSONMember]? {
    if let members = node.members { return members }
    report("\(what) must be an object, found \(node.value.kindDescription)", at: node.position)
    return nil
  }

  mutating func string(_ node: JSONNode, _ what: String) -> String? {
    if let text = node.stringValue { return text }
    report("\(what) must be a string, found \(node.value.kindDescription)", at: node.position)
    return nil
  }

  private mutating func strings(_ node: JSONNode, _ what: String) -> [(text: String, position: SourcePosition)]? {
    guard let elements = node.elements else {
      report("\(what) must be an array of strings, found \(node.value.kindDescription)", at: node.position)
      return nil
    }
    var result: [(text: String, position: SourcePosition)] = []
    for element in elements {
      guard let text = element.stringValue else {
        report("\(what) must contain only strings, found \(element.value.kindDescription)", at: element.position)
        continue
      }
      result.append((text, element.position))
    }
    return result
  }

  // Lists over the preset: an array extends the preset's list, `{"replace": [...]}` replaces it.

  /// Whether a list value is written `{"replace": [...]}`.
  private func isReplacement(_ node: JSONNode) -> Bool { node.members != nil }

  /// The array of a list value (the `replace` member of the object form).
  private func listNode(_ node: JSONNode) -> JSONNode? {
    node.members != nil ? node["replace"] : node
  }

  /// The strings of a list value, without reporting (for positions; `strings(_:_:over:)` reports).
  private func listItems(_ node: JSONNode) -> [(text: String, position: SourcePosition)] {
    (listNode(node)?.elements ?? []).compactMap { element in element.stringValue.map { ($0, element.position) } }
  }

  private func merge<T: Equatable>(_ base: [T], _ items: [T], replacing: Bool) -> [T] {
    var result = replacing ? [] : base
    for item in items where !result.contains(item) { result.append(item) }
    return result
  }

  /// Reads a list value and applies it over `base`; reports problems and keeps `base` on a type mismatch.
  private mutating func strings(_ node: JSONNode, _ what: String, over base: [String]) -> [String] {
    guard let items = listValue(node, what) else { return base }
    return merge(base, items.map(\.text), replacing: isReplacement(node))
  }

  /// `targets`: whether `target:NAME` patterns are allowed (in a layer's `paths` only).
  private mutating func globs(_ node: JSONNode, _ what: String, over base: [Glob], targets: Bool = false) -> [Glob] {
    guard let items = listValue(node, what) else { return base }
    return merge(base, compile(items, targets: targets, what), replacing: isReplacement(node))
  }

  private mutating func listValue(_ node: JSONNode, _ what: String) -> [(text: String, position: SourcePosition)]? {
    if let members = node.members {
      checkKeys(members, allowed: ["replace"], context: what)
      guard let list = node["replace"] else {
        report(
          "\(what) as an object needs 'replace': {\"replace\": [...]} replaces the preset's list", at: node.position)
        return nil
      }
      return strings(list, what)
    }
    return strings(node, what)
  }

  private mutating func compile(
    _ patterns: [(text: String, position: SourcePosition)], targets: Bool, _ what: String
  ) -> [Glob] {
    var result: [Glob] = []
    for pattern in patterns {
      do {
        let glob = try Glob(pattern.text)
        if glob.namesTarget, !targets {
          report(
            "'\(pattern.text)' names a target, which only a layer's 'paths' may do; \(what) takes path patterns",
            at: SourcePosition(line: pattern.position.line, column: pattern.position.column + 1))
          continue
        }
        result.append(glob)
      } catch {
        // +1 skips the opening quote; offsets are UTF-8 bytes like columns.
        let position = SourcePosition(line: pattern.position.line, column: pattern.position.column + 1 + error.offset)
        report("invalid pattern '\(pattern.text)': \(error.message)", at: position)
      }
    }
    return result
  }

  mutating func checkKeys(_ members: [JSONMember], allowed: [String], context: String) {
    var seen = Set<String>()
    for member in members {
      if !seen.insert(member.key).inserted {
        report("duplicate key '\(member.key)' in \(context)", at: member.keyPosition)
      }
      if !allowed.contains(member.key) {
        report(
          "unknown key '\(member.key)' in \(context)\(Suggestions.didYouMean(member.key, among: allowed)); "
            + "expected \(allowed.joined(separator: ", "))",
          at: member.keyPosition)
      }
    }
  }
}
