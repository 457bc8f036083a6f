import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import TemplateEngine
import XCTest

/// docs/template-context.md must describe exactly what `scaffold templates context` prints, and every
/// variable a built-in template reads must be in it.
final class TemplateContextDocTests: XCTestCase {
  /// A value's documented type: a shape or plain type name, maybe an array of it, maybe optional.
  struct DocType {
    var name: String
    var isArray: Bool
    var isOptional: Bool

    init(_ text: String) {
      var text = text.trimmingCharacters(in: .whitespaces)
      isOptional = text.hasSuffix("?")
      if isOptional { text.removeLast() }
      isArray = text.hasPrefix("[") && text.hasSuffix("]")
      name = isArray ? String(text.dropFirst().dropLast()) : text
    }
  }

  /// The doc's shapes: `### name` headings, each followed by a table of `key | type | meaning`.
  static func shapes() throws -> [String: [String: DocType]] {
    var shapes: [String: [String: DocType]] = [:]
    var current: String?
    for line in try Repository.text("docs/template-context.md").split(separator: "\n") {
      if line.hasPrefix("### ") {
        current = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
        shapes[current!] = [:]
      } else if let shape = current, line.hasPrefix("| `") {
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let key = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        XCTAssertNil(shapes[shape]?[key], "\(shape).\(key) is documented twice")
        shapes[shape]?[key] = DocType(cells[1])
      }
    }
    return shapes
  }

  /// Every context `new-module` renders with for the example specs (both layouts) and the default spec (every
  /// preset).
  func contexts() throws -> [(name: String, values: [String: TemplateValue])] {
    let fileSystem = try exampleProject()
    var result: [(String, [String: TemplateValue])] = []
    // Each preset's layout has the keys of its own layers.
    var runs: [[String]] = Preset.allCases.map { ["templates", "context", "--preset", $0.rawValue] }
    for spec in try Repository.exampleSpecs() {
      runs.append(["templates", "context", "--spec", "specs/\(spec.name)"])
      runs.append(["templates", "context", "--spec", "specs/\(spec.name)", "--package"])
    }
    for arguments in runs {
      let run = runCLI(arguments, fileSystem: fileSystem)
      XCTAssertEqual(run.code, .success, run.stderr)
      result.append((arguments.joined(separator: " "), try ContextFile.parse(run.stdout, path: "context.json")))
    }
    return result
  }

  func testDocumentationMatchesTheContext() throws {
    let shapes = try Self.shapes()
    XCTAssertNotNil(shapes["context"])
    var seen: [String: Set<String>] = [:]
    var problems: [String] = []

    func visit(_ value: TemplateValue, shape: String, at path: String) {
      guard case .dictionary(let members) = value, let documented = shapes[shape] else {
        problems.append("\(path): expected a \(shape) object, found \(value.kindName)")
        return
      }
      for (key, child) in members.sorted(by: { $0.key < $1.key }) {
        let childPath = path.isEmpty ? key : "\(path).\(key)"
        guard let type = documented[key] else {
          problems.append("\(childPath) is not documented in section '\(shape)'")
          continue
        }
        seen[shape, default: []].insert(key)
        check(child, type, at: childPath)
      }
    }

    func check(_ value: TemplateValue, _ type: DocType, at path: String) {
      if value == .null {
        if !type.isOptional { problems.append("\(path) is null but documented as \(type.name), not optional") }
        return
      }
      if type.isArray {
        guard case .array(let items) = value else {
          problems.append("\(path) is \(value.kindName), documented as an array")
          return
        }
        for item in items { check(item, DocType(type.name), at: path + "[]") }
        return
      }
      if shapes[type.name] != nil {
        visit(value, shape: type.name, at: path)
        return
      }
      let matches: Bool
      switch (type.name, value) {
      case ("string", .string), ("bool", .bool), ("int", .int), ("object", .dictionary): matches = true
      default: matches = false
      }
      if !matches { problems.append("\(path) is \(value.kindName), documented as \(type.name)") }
    }

    for context in try contexts() {
      visit(.dictionary(context.values), shape: "context", at: "")
    }
    // `file` is added per generated file; take it from a real render.
    let set = try TemplateSet(named: "mvvm", sources: .builtin)
    let spec = try SpecLoader.defaultSpec(name: "Example")
    let entry = try XCTUnwrap(set.manifest.entries.first { $0.template == "ViewModel.swift.stencil" })
    let file = try XCTUnwrap(try set.file(entry.template))
    let output = try XCTUnwrap(
      try ModuleGenerator.outputs(
        of: entry, file: file, context: TemplateContext(spec: spec), conventions: set.manifest.conventions
      ).first)
    visit(try XCTUnwrap(output.values["file"]), shape: "file", at: "file")
    visit(try XCTUnwrap(output.values["conventions"]), shape: "conventions", at: "conventions")

    for (shape, keys) in shapes {
      for key in keys.keys.sorted() where !(seen[shape]?.contains(key) ?? false) {
        problems.append("'\(key)' is documented in section '\(shape)' but no example context has it")
      }
    }
    let unique = Array(Set(problems)).sorted()
    XCTAssertEqual(unique, [], "docs/template-context.md is out of sync:\n" + unique.joined(separator: "\n"))
  }

  func testEveryVariableOfABuiltinTemplateIsDocumented() throws {
    let shapes = try Self.shapes()
    var sets: [String: TemplateSet] = [:]
    var checked = 0
    // A partial's parameters (`{% include "p" with name=value %}`) are described where they are passed.
    let include = try NSRegularExpression(pattern: #"\{%-?\s*include\s[^%]*%\}"#)
    let parameter = try NSRegularExpression(pattern: #"(\w+)="#)
    var parameters: Set<String> = []
    for text in BuiltinTemplates.files.values {
      for tag in include.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let tagText = String(text[Range(tag.range, in: text)!])
        for match in parameter.matches(in: tagText, range: NSRange(tagText.startIndex..., in: tagText)) {
          parameters.insert(String(tagText[Range(match.range(at: 1), in: tagText)!]))
        }
      }
    }
    for (path, text) in BuiltinTemplates.files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".stencil") {
      let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
      let relative = parts[1]
      // Each template is bound by its own set's manifest; a shared template (outside any set) by what any
      // manifest binds, since sets' templates extend it.
      let owners = BuiltinTemplateSource.setNames.contains(parts[0]) ? [parts[0]] : BuiltinTemplateSource.setNames
      var entries: [TemplateManifest.Entry] = []
      for owner in owners {
        let set = try sets[owner] ?? TemplateSet(named: owner, sources: .builtin)
        sets[owner] = set
        entries += set.manifest.entries.filter { owners.count > 1 || $0.template == relative }
      }
      // Names the manifest binds for this template: `screen` → the element type of `screens`.
      var roots: [String: DocType] = shapes["context"] ?? [:]
      roots["file"] = DocType("file")
      roots["conventions"] = DocType("conventions")
      for name in parameters { roots[name] = DocType("object") }
      if parts[0] == "app" {
        // The app skeleton's own values, described in docs/new-app.md.
        roots["app"] = DocType("object")
        roots["folders"] = DocType("object")
      }
      for entry in entries {
        guard let forEach = entry.forEach else { continue }
        let name = entry.binding ?? String(forEach.split(separator: ".").last!.dropLast())
        if let type = resolve(forEach, from: roots, shapes: shapes), type.isArray {
          roots[name] = DocType(type.name)
        }
      }
      let template = try Template(source: text, name: path)
      // A block overriding one of its parent's inside a loop reads that loop's element (`operation`).
      var parent = template.parentName
      while let name = parent, let parentText = BuiltinTemplates.files[name] {
        let loops = try NSRegularExpression(pattern: #"\{%-?\s*for\s+(\w+)\s+in\s+([\w.]+)"#)
        let range = NSRange(parentText.startIndex..., in: parentText)
        for match in loops.matches(in: parentText, range: range) {
          let element = String(parentText[Range(match.range(at: 1), in: parentText)!])
          let collection = String(parentText[Range(match.range(at: 2), in: parentText)!])
          if roots[element] == nil, let type = resolve(collection, from: roots, shapes: shapes), type.isArray {
            roots[element] = DocType(type.name)
          }
        }
        roots["forloop"] = DocType("object")
        parent = try Template(source: parentText, name: name).parentName
      }
      for variable in template.referencedPaths {
        checked += 1
        XCTAssertNotNil(
          resolve(variable, from: roots, shapes: shapes),
          "\(path) reads '\(variable)', which docs/template-context.md does not describe")
      }
    }
    XCTAssertGreaterThan(checked, 100)
  }

  /// The documented type at `path` (`screens[].model.name`), or nil when the path leaves the documentation.
  func resolve(_ path: String, from roots: [String: DocType], shapes: [String: [String: DocType]]) -> DocType? {
    var current: DocType?
    for (index, segment) in path.split(separator: ".").enumerated() {
      var key = Substring(segment)
      var elements = 0
      while key.hasSuffix("[]") {
        key = key.dropLast(2)
        elements += 1
      }
      if index == 0 {
        current = roots[String(key)]
      } else {
        guard let type = current, !type.isArray else { return nil }
        // Free-form objects (`custom`) hold anything.
        if type.name == "object" { return type }
        current = shapes[type.name]?[String(key)]
      }
      guard var type = current else { return nil }
      for _ in 0..<elements {
        guard type.isArray else { return type.name == "object" ? type : nil }
        type = DocType(type.name)
      }
      current = type
    }
    return current
  }
}
