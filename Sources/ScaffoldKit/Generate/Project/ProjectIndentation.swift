import Foundation

/// The indentation a project's own formatter settings ask for, for generated code when `scaffold.json` says
/// none: `.swift-format`'s `indentation` (`{"spaces": 4}` or `{"tabs": 1}`), else `.editorconfig`'s
/// `indent_style` and `indent_size` for Swift files. Files that do not say, or cannot be read, say nothing.
enum ProjectIndentation {
  static func detect(root: String, fileSystem: any FileAccess) -> Indentation? {
    if let bytes = try? fileSystem.readData(Paths.join(root, ".swift-format")),
      let found = swiftFormat(bytes)
    {
      return found
    }
    if let bytes = try? fileSystem.readData(Paths.join(root, ".editorconfig")) {
      return editorConfig(String(decoding: bytes, as: UTF8.self))
    }
    return nil
  }

  /// `.swift-format`'s `indentConditionalCompilationBlocks`: whether the lines inside `#if` blocks are indented;
  /// nil when the project has no `.swift-format` or it does not say.
  static func conditionalBlocks(root: String, fileSystem: any FileAccess) -> Bool? {
    guard let bytes = try? fileSystem.readData(Paths.join(root, ".swift-format")),
      let document = try? JSONParser.parse(bytes),
      case .bool(let value)? = document["indentConditionalCompilationBlocks"]?.value
    else { return nil }
    return value
  }

  /// `"indentation": {"spaces": N}` or `{"tabs": N}` of a `.swift-format` file.
  static func swiftFormat(_ bytes: [UInt8]) -> Indentation? {
    guard let document = try? JSONParser.parse(bytes), let indentation = document["indentation"] else { return nil }
    if case .int(let count)? = indentation["spaces"]?.value, (1...8).contains(count) { return .spaces(count) }
    if indentation["tabs"] != nil { return .tabs }
    return nil
  }

  /// The `indent_style` / `indent_size` that apply to a `.swift` file: the last section matching it wins, key
  /// by key, as EditorConfig reads them (`[*]`, `[*.swift]`, `[*.{swift,m}]`).
  static func editorConfig(_ text: String) -> Indentation? {
    var applies = false
    var style: String?
    var size: Int?
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
      if line.hasPrefix("[") && line.hasSuffix("]") {
        let section = line.dropFirst().dropLast()
        applies =
          section == "*" || section == "*.swift" || section == "**.swift"
          || (section.hasPrefix("*.{") && section.dropFirst(3).dropLast().split(separator: ",").contains("swift"))
        continue
      }
      guard applies, let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).lowercased()
      if key == "indent_style" { style = value }
      if key == "indent_size", let number = Int(value), (1...8).contains(number) { size = number }
    }
    if style == "tab" { return .tabs }
    if style == "space" || size != nil { return size.map(Indentation.spaces) ?? nil }
    return nil
  }
}
