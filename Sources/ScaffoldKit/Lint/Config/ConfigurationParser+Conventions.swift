extension LintConfiguration {
  /// The keys of `layout` besides layer names.
  static let layoutKeys = ["target", "tests", "compositionRoot"]
  /// The keys of a layer's object form in `layout`.
  static let layoutLayerKeys = ["path", "target", "folders"]
  static let conventionKeys = ["suffixes", "access", "indent", "ui"]
}

/// Reads `layout` and `conventions`: the team's folders, targets, suffixes, access level and indentation.
extension ConfigurationParser {
  mutating func conventions(from document: JSONNode, preset: Preset) -> ProjectConventions {
    var conventions = ProjectConventions()
    if let node = document["moduleRoot"], let text = node.stringValue {
      conventions.moduleRoot = ProjectConventions.normalized(text)
      if conventions.moduleRoot.hasPrefix("..") || text.hasPrefix("/") {
        report("'moduleRoot' must be a folder inside the project root, found '\(text)'", at: node.position)
        conventions.moduleRoot = ""
      }
    }
    if let node = document["layout"] { readLayout(node, preset: preset, into: &conventions) }
    if let node = document["conventions"] { readConventions(node, into: &conventions) }
    if conventions.access == .internal, Set(conventions.layerTargets.values).count > 1,
      let node = document["conventions"]?["access"]
    {
      report(
        "'conventions.access' is internal, but 'layout' puts layers in several targets, which see each other's "
          + "declarations only when they are public",
        at: node.position)
    }
    return conventions
  }

  private mutating func readLayout(_ node: JSONNode, preset: Preset, into conventions: inout ProjectConventions) {
    guard let members = object(node, "'layout'") else { return }
    let architecture = preset.architecture
    let layers = architecture.layers.filter(\.isGenerated).map(\.name)
    checkKeys(members, allowed: LintConfiguration.layoutKeys + layers, context: "'layout'")
    var placed: [String: (layer: String, roles: Bool)] = [:]
    for member in members {
      let node = member.value
      switch member.key {
      case "target":
        conventions.target = target(node, "'layout.target'")
      case "tests":
        conventions.tests = template(node, "'layout.tests'", conventions: conventions, screens: false)
      case "compositionRoot":
        guard architecture.moduleHasCompositionRoot else {
          report(
            "preset '\(preset.rawValue)' generates no composition root for a module; 'layout.compositionRoot' "
              + "applies to \(Preset.allCases.filter(\.architecture.moduleHasCompositionRoot).map(\.rawValue).joined(separator: ", "))",
            at: member.keyPosition)
          continue
        }
        var pathNode = node
        if let fields = node.members {
          checkKeys(fields, allowed: ["path", "target"], context: "'layout.compositionRoot'")
          if let value = node["target"] {
            conventions.compositionRootTarget = target(value, "'layout.compositionRoot.target'")
          }
          guard let value = node["path"] else {
            report(
              "'layout.compositionRoot' needs 'path': the folder of the module's composition root", at: node.position)
            continue
          }
          pathNode = value
        }
        conventions.compositionRoot = template(
          pathNode, "'layout.compositionRoot'", conventions: conventions, screens: false)
      case let name where layers.contains(name):
        var pathNode = node
        if let fields = node.members {
          checkKeys(fields, allowed: LintConfiguration.layoutLayerKeys, context: "'layout.\(name)'")
          if let value = node["target"] { conventions.layerTargets[name] = target(value, "'layout.\(name).target'") }
          if let value = node["folders"] {
            let known = architecture.layers.first { $0.name == name }?.folderNames ?? []
            conventions.layerFolders[name] = folders(value, "'layout.\(name).folders'", known: known)
          }
          guard let value = node["path"] else {
            report("'layout.\(name)' needs 'path': the folder of the layer's files", at: node.position)
            continue
          }
          pathNode = value
        }
        guard let path = template(pathNode, "'layout.\(name)'", conventions: conventions, screens: true) else {
          continue
        }
        let hasRoles = !(architecture.layers.first { $0.name == name }?.roles.isEmpty ?? true)
        let resolved = conventions.projectPath(path)
        if let other = placed[resolved], !other.roles, !hasRoles {
          report(
            "layers '\(other.layer)' and '\(name)' share the folder '\(path)', and no type-name suffix tells their "
              + "files apart; give one of them a folder of its own",
            at: pathNode.position)
          continue
        }
        if placed[resolved]?.roles ?? true { placed[resolved] = (name, hasRoles) }
        conventions.layerPaths[name] = path
      default:
        break
      }
    }
  }

  /// A path template: relative, plain folder names with `{feature}` (and `{screen}` where `screens`), staying
  /// inside the project root once joined to `moduleRoot`.
  private mutating func template(
    _ node: JSONNode, _ what: String, conventions: ProjectConventions, screens: Bool
  ) -> String? {
    guard let text = string(node, what) else { return nil }
    let allowed = screens ? ProjectConventions.placeholders : ["feature"]
    var problem: String?
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      guard let close = rest[open...].firstIndex(of: "}") else {
        problem = "a '{' without '}'"
        break
      }
      let name = String(rest[rest.index(after: open)..<close])
      if !allowed.contains(name) {
        problem =
          "unknown placeholder '{\(name)}'\(Suggestions.didYouMean(name, among: allowed)); \(what) may use "
          + allowed.map { "{\($0)}" }.joined(separator: " and ")
        break
      }
      rest = rest[rest.index(after: close)...]
    }
    if problem == nil, rest.contains("}") { problem = "a '}' without '{'" }
    if text.hasPrefix("/") || text.hasPrefix("~") {
      problem = "an absolute path; write it relative to the module root"
    } else if let character = text.first(where: { "*?[]\\".contains($0) }) {
      problem = "'\(character)', which a folder name may not hold here; write plain folders"
    } else if problem == nil, conventions.projectPath(text).hasPrefix("..") {
      problem = "a folder outside the project root; paths may leave the module root only to stay inside the project"
    }
    if let problem {
      report("\(what) '\(text)' has \(problem)", at: node.position)
      return nil
    }
    return text
  }

  /// A layer's `folders`: each folder the templates write in the layer, to a plain path below the layer's folder.
  private mutating func folders(_ node: JSONNode, _ what: String, known: [String]) -> [String: String] {
    guard let members = object(node, what) else { return [:] }
    guard !known.isEmpty else {
      report("\(what): the templates write no folders inside this layer", at: node.position)
      return [:]
    }
    checkKeys(members, allowed: known, context: what)
    var result: [String: String] = [:]
    for member in members where known.contains(member.key) {
      guard let text = string(member.value, "\(what.dropLast()).\(member.key)'") else { continue }
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      if text.hasPrefix("/") || parts.contains("..") || text.contains(where: { "*?[]{}\\".contains($0) })
        || (!text.isEmpty && parts.contains(""))
      {
        report(
          "\(what.dropLast()).\(member.key)' must be plain folders below the layer's folder (\"\" for the folder "
            + "itself), found '\(text)'",
          at: member.value.position)
        continue
      }
      result[member.key] = text
    }
    return result
  }

  private mutating func target(_ node: JSONNode, _ what: String) -> String? {
    guard let text = string(node, what) else { return nil }
    guard SwiftNames.isIdentifier(text) else {
      report("\(what) must be a target (module) name, a Swift identifier, found '\(text)'", at: node.position)
      return nil
    }
    return text
  }

  private mutating func readConventions(_ node: JSONNode, into conventions: inout ProjectConventions) {
    guard let members = object(node, "'conventions'") else { return }
    checkKeys(members, allowed: LintConfiguration.conventionKeys, context: "'conventions'")
    if let value = node["suffixes"], let fields = object(value, "'conventions.suffixes'") {
      checkKeys(fields, allowed: NameSuffixes.roles, context: "'conventions.suffixes'")
      for field in fields where NameSuffixes.roles.contains(field.key) {
        guard let text = string(field.value, "'conventions.suffixes.\(field.key)'") else { continue }
        guard SwiftNames.isIdentifier(text), SwiftNames.startsUppercase(text) else {
          report(
            "'conventions.suffixes.\(field.key)' must end a type name, an identifier starting upper-case "
              + "(\"Coordinator\", \"VC\"), found '\(text)'",
            at: field.value.position)
          continue
        }
        conventions.suffixes[field.key] = text
      }
    }
    if let value = node["access"],
      let level = choice(value, "'conventions.access'", kind: "access level", as: AccessLevel.self)
    {
      conventions.access = level
    }
    if let value = node["ui"], let kind = choice(value, "'conventions.ui'", kind: "'conventions.ui'", as: UIKind.self) {
      conventions.ui = kind
    }
    if let value = node["indent"] {
      switch value.value {
      case .int(let count) where (1...8).contains(count): conventions.indentation = .spaces(count)
      case .string("tab"): conventions.indentation = .tabs
      default:
        report(
          "'conventions.indent' must be a number of spaces from 1 to 8, or \"tab\"; found "
            + (value.stringValue.map { "'\($0)'" } ?? value.value.kindDescription),
          at: value.position)
      }
    }
  }

  /// One of `T`'s raw values, or nil after reporting an unknown one with the closest and the choices.
  private mutating func choice<T: RawRepresentable & CaseIterable>(
    _ value: JSONNode, _ what: String, kind: String, as: T.Type
  ) -> T? where T.RawValue == String {
    guard let text = string(value, what) else { return nil }
    if let found = T(rawValue: text) { return found }
    let names = T.allCases.map(\.rawValue)
    report(
      "unknown \(kind) '\(text)'\(Suggestions.didYouMean(text, among: names)); expected "
        + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""),
      at: value.position)
    return nil
  }
}
