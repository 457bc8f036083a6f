/// How rendered Swift files are fitted to the project's conventions, after the templates (so no team edits a
/// template for them): each file imports the targets of the layers it may use (split-target layouts), tests
/// import the project's targets instead of a module of their own, `public` is dropped for `internal` access,
/// the templates' 2-space indentation becomes the project's, and the lines inside `#if` blocks are indented one
/// level per block, as swift-format's `indentConditionalCompilationBlocks` asks by default.
package struct CodeStyle: Sendable, Equatable {
  package var access: AccessLevel
  package var indentation: Indentation
  /// Whether the lines between `#if` and `#endif` are one level deeper than the directives (the templates
  /// write them at the directives' level); false where the project's `.swift-format` says so.
  package var indentsConditionalBlocks: Bool
  /// The architecture row with the project's conventions: which layer a path is in and its target.
  var architecture: Architecture
  /// The spec's module name, which the templates' tests `@testable import`.
  var moduleName: String

  init(options: GenerateOptions, moduleName: String) {
    let conventions = options.effectiveConventions
    access = conventions.access ?? .public
    indentation = conventions.indentation ?? .templates
    indentsConditionalBlocks = conventions.indentsConditionalBlocks ?? true
    architecture = options.architecture
    self.moduleName = moduleName
  }

  /// Whether the style changes anything.
  var isTemplateStyle: Bool {
    access == .public && indentation == .templates && !indentsConditionalBlocks
      && architecture.conventions.targets.isEmpty
  }

  /// `file` in this style; other than Swift sources (and `Package.swift`) are left alone.
  package func apply(to file: GeneratedFile) -> GeneratedFile {
    guard !isTemplateStyle, file.path.hasSuffix(".swift"), Paths.basename(file.path) != "Package.swift" else {
      return file
    }
    var text = file.contents
    if !architecture.conventions.targets.isEmpty { text = importingTargets(text, path: file.path) }
    if access == .internal { text = Self.droppingPublic(text) }
    if indentation != .templates || indentsConditionalBlocks {
      text = Self.reindented(text, with: indentation, conditionalBlocks: indentsConditionalBlocks)
    }
    var result = file
    result.contents = text
    return result
  }

  // MARK: Imports

  /// The targets a file at `path` (relative to the project root) imports: for a test, every target; for a
  /// layer's file, the targets of the layers it may depend on other than its own; else none.
  func targets(importedBy path: String) -> (targets: [String], isTest: Bool) {
    let conventions = architecture.conventions
    let configuration = architecture.preset.configuration(root: "", conventions: conventions)
    let assignment = LayerMap(configuration: configuration).assign(path: path)
    switch assignment.role {
    case .test:
      return (conventions.targets, true)
    case .compositionRoot:
      // Its own target: the one `scaffold.json` gives it, else that of the layer it sits in, else the app's.
      let own =
        conventions.compositionRootTarget ?? assignment.layer.flatMap(conventions.target(of:)) ?? conventions.target
      return (conventions.targets.filter { $0 != own }, false)
    case .layered:
      guard let name = assignment.layer, let layer = configuration.layer(named: name) else { return ([], false) }
      let own = conventions.target(of: name)
      let used = layer.mayDependOn.compactMap(conventions.target(of:)).filter { $0 != own }
      return (Array(Set(used)).sorted(), false)
    case .unassigned:
      return ([], false)
    }
  }

  /// `text` importing the targets of `path`: a test's `@testable import <Module>` becomes one per target; a
  /// source file's join its first run of imports, kept in order.
  func importingTargets(_ text: String, path: String) -> String {
    let (targets, isTest) = self.targets(importedBy: path)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if isTest, let index = lines.firstIndex(of: "@testable import \(moduleName)") {
      lines.replaceSubrange(index...index, with: targets.map { "@testable import \($0)" })
      return lines.joined(separator: "\n")
    }
    let present = Set(lines.filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) })
    let missing = targets.filter { !present.contains($0) }.map { "import \($0)" }
    guard !missing.isEmpty else { return text }
    guard let start = lines.firstIndex(where: { $0.hasPrefix("import ") }) else {
      lines.insert(contentsOf: missing + [""], at: lines.firstIndex { !$0.hasPrefix("//") } ?? 0)
      return lines.joined(separator: "\n")
    }
    let end = lines[start...].firstIndex { !$0.hasPrefix("import ") } ?? lines.endIndex
    lines.replaceSubrange(start..<end, with: (lines[start..<end] + missing).sorted())
    return lines.joined(separator: "\n")
  }

  // MARK: Access and indentation

  /// `text` without its `public` modifiers (and the space after each): declarations become internal, and a
  /// setter `internal(set)` after one, which an internal property has anyway (Swift warns it is redundant).
  /// Words in comments and strings stay.
  static func droppingPublic(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var copied = 0
    for token in SwiftLexer.tokenize(bytes) where token.kind.isWord && bytes[token.range].elementsEqual("public".utf8) {
      result += bytes[copied..<token.start]
      copied = token.end
      if copied < bytes.count, bytes[copied] == UInt8(ascii: " ") { copied += 1 }
      let setter = Array("internal(set) ".utf8)
      if bytes[copied...].starts(with: setter) { copied += setter.count }
    }
    result += bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  /// `text` with each 2-space level of leading indentation as one `indentation` level and, with
  /// `conditionalBlocks`, one more level per enclosing `#if` block (`#elseif`, `#else` and `#endif` at their
  /// `#if`'s). Lines that start inside a block comment keep their indentation; lines inside a string literal keep
  /// theirs plus the blocks' levels, which the closing `"""` line gains too, so a multi-line string's value stays.
  static func reindented(_ text: String, with indentation: Indentation, conditionalBlocks: Bool = false) -> String {
    let bytes = Array(text.utf8)
    var inString = Set<Int>()
    var inComment = Set<Int>()
    var directives: [Int: String] = [:]
    for token in SwiftLexer.tokenize(bytes) {
      switch token.kind {
      case .stringSegment, .blockComment:
        var line = token.line
        for byte in bytes[token.range] where byte == UInt8(ascii: "\n") {
          line += 1
          if token.kind == .blockComment { inComment.insert(line) } else { inString.insert(line) }
        }
      case .poundDirective where conditionalBlocks:
        directives[token.line] = String(decoding: bytes[token.range], as: UTF8.self)
      default:
        break
      }
    }
    let unit = indentation.unit
    var depth = 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { offset, line -> String in
      let number = offset + 1
      if inComment.contains(number) { return String(line) }
      if inString.contains(number) {
        return line.isEmpty ? String(line) : String(repeating: unit, count: depth) + line
      }
      let spaces = line.prefix { $0 == " " }.count
      var level = depth
      if line.dropFirst(spaces).hasPrefix("#") {
        switch directives[number] {
        case "#if"?: depth += 1
        case "#elseif"?, "#else"?: level = max(depth - 1, 0)
        case "#endif"?:
          depth = max(depth - 1, 0)
          level = depth
        default: break
        }
      }
      guard spaces < line.count else { return String(line) }
      let levels = spaces / Indentation.templatesWidth + level
      let rest = spaces % Indentation.templatesWidth
      return String(repeating: unit, count: levels) + String(repeating: " ", count: rest) + line.dropFirst(spaces)
    }.joined(separator: "\n")
  }
}

extension Indentation {
  /// The spaces of one level in the built-in templates.
  static let templatesWidth = 2
}
