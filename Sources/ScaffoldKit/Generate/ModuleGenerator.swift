import Foundation
import TemplateEngine

/// One rendered output file.
package struct GeneratedFile: Sendable, Equatable {
  /// Relative to the output directory, `/`-separated.
  package var path: String
  package var contents: String
  /// The template it came from (`mvvm/ViewModel.swift.stencil`, or a directory path for overrides).
  package var template: String

  package init(path: String, contents: String, template: String) {
    self.path = path
    self.contents = contents
    self.template = template
  }
}

/// Renders a module: spec → context → every manifest entry that applies → files. Pure; nothing is written.
package enum ModuleGenerator {
  package static func render(
    spec: ModuleSpec, options: GenerateOptions = GenerateOptions(), templates: TemplateSources = .builtin
  ) throws(TemplateSetError) -> [GeneratedFile] {
    let set = try TemplateSet(named: options.templateSet, sources: templates)
    return try render(context: TemplateContext(spec: spec, options: options), set: set)
  }

  /// Renders every entry of `set`'s manifest with `context`.
  package static func render(context: TemplateContext, set: TemplateSet) throws(TemplateSetError) -> [GeneratedFile] {
    var cache: [String: (Template, ResolvedTemplateFile)] = [:]
    var files: [GeneratedFile] = []
    let conventions = set.manifest.conventions.merging(context.conventionOverrides) { _, project in project }
    for entry in set.manifest.entries {
      let template: Template
      let file: ResolvedTemplateFile
      if let cached = cache[entry.template] {
        (template, file) = cached
      } else {
        guard let found = try set.file(entry.template) else {
          throw .missingTemplate(entry.location, "\(set.name)/\(entry.template)")
        }
        do {
          template = try Template(source: found.text, name: found.displayName)
        } catch {
          throw .template(error)
        }
        file = found
        cache[entry.template] = (template, found)
      }
      for output in try outputs(of: entry, file: file, context: context, conventions: conventions) {
        let contents: String
        do {
          contents = try template.render(output.values, partials: set.partials)
        } catch {
          throw .template(error)
        }
        let headed = try set.manifest.addingHeader(
          to: contents, path: output.path, template: file.displayName, values: output.values, partials: set.partials)
        let rendered = GeneratedFile(path: output.path, contents: headed, template: file.displayName)
        files.append(context.style.apply(to: rendered))
      }
    }
    return files
  }

  /// One file a manifest entry produces: the values its template renders with and its output path.
  package struct Output: Sendable, Equatable {
    /// Relative to the output directory.
    package var path: String
    /// The template context with the entry's element and `file` added.
    package var values: [String: TemplateValue]
    /// The `forEach` element it was rendered for (`.null` for entries without `forEach`).
    package var element: TemplateValue
  }

  /// The files `entry` (whose template is `file`) produces with `context`: one, or one per `forEach`
  /// element its `when` accepts. The set's `conventions` are added under `conventions`.
  package static func outputs(
    of entry: TemplateManifest.Entry, file: ResolvedTemplateFile, context: TemplateContext,
    conventions: [String: String] = [:]
  ) throws(TemplateSetError) -> [Output] {
    var result: [Output] = []
    for scope in try scopes(of: entry, in: context) {
      var values = context.adding(file: ["template": .string(file.path), "source": .string(file.source)])
      values["conventions"] = .dictionary(conventions.mapValues { .string($0) })
      if let name = scope.name { values[name] = scope.value }
      if let condition = entry.when, let location = entry.whenLocation {
        guard try evaluate(condition: condition, at: location, line: entry.whenSourceLine, values) else { continue }
      }
      if let choice = entry.choice {
        guard try chosen(by: choice.conditions, values) == choice.index else { continue }
      }
      let path = screenFolder(
        try renderString(entry.path, at: entry.pathLocation, line: entry.pathSourceLine, values),
        screen: scope.name == "screen" ? screenName(scope.value) : nil)
      values["file"] = .dictionary([
        "template": .string(file.path), "source": .string(file.source), "path": .string(path),
      ])
      result.append(Output(path: path, values: values, element: scope.value))
    }
    return result
  }

  /// `path` with the `{screen}` folder a `scaffold.json` layout leaves in it: the screen's name for a file of
  /// one screen, and no folder for the module's other files (they sit beside the screens' folders).
  static func screenFolder(_ path: String, screen: String?) -> String {
    guard path.contains("{screen}") else { return path }
    if let screen { return path.replacingOccurrences(of: "{screen}", with: screen) }
    return path.split(separator: "/").filter { $0 != "{screen}" }.joined(separator: "/").replacingOccurrences(
      of: "{screen}", with: "")
  }

  private static func screenName(_ screen: TemplateValue) -> String? {
    if case .string(let name) = screen.member("name") { return name }
    return nil
  }

  /// The element bindings of an entry: one unnamed scope, or one per element of its `forEach` array.
  private static func scopes(
    of entry: TemplateManifest.Entry, in context: TemplateContext
  ) throws(TemplateSetError) -> [(name: String?, value: TemplateValue)] {
    guard let forEach = entry.forEach, let name = entry.elementName else { return [(nil, .null)] }
    var value = TemplateValue.dictionary(context.values)
    for key in forEach.split(separator: ".") {
      value = value.member(String(key))
    }
    guard case .array(let elements) = value else {
      throw .invalidManifest(entry.location, "\"forEach\": \"\(forEach)\" is not an array of the template context")
    }
    return elements.map { (name, $0) }
  }

  /// Renders a manifest string (a path) as a template located at its position in the manifest.
  private static func renderString(
    _ source: String, at location: SourceLocation, line: String, _ values: [String: TemplateValue]
  ) throws(TemplateSetError) -> String {
    do {
      return try Template(source: source, name: location.path).render(values)
    } catch {
      throw .template(relocated(error, to: location, line: line, prefixLength: 0))
    }
  }

  /// Evaluates a `when` expression with the engine's `{% if %}`, so conditions use the template language.
  private static func evaluate(
    condition: String, at location: SourceLocation, line: String?, _ values: [String: TemplateValue]
  ) throws(TemplateSetError) -> Bool {
    let prefix = "{% if "
    do {
      let output = try Template(source: prefix + condition + " %}1{% endif %}", name: location.path).render(values)
      return output == "1"
    } catch {
      throw .template(relocated(error, to: location, line: line, prefixLength: prefix.utf8.count))
    }
  }

  /// The index of the first of a row's template conditions that holds, if one does.
  private static func chosen(
    by conditions: [TemplateManifest.Condition], _ values: [String: TemplateValue]
  ) throws(TemplateSetError) -> Int? {
    for (index, condition) in conditions.enumerated() {
      if try evaluate(condition: condition.text, at: condition.location, line: condition.sourceLine, values) {
        return index
      }
    }
    return nil
  }

  /// Moves an error found in a manifest string to where that string sits in the manifest (after its quote),
  /// showing the manifest's line. Columns assume the string has no escape sequences before the error.
  private static func relocated(
    _ error: TemplateError, to location: SourceLocation, line: String?, prefixLength: Int
  ) -> TemplateError {
    var moved = error
    moved.line = location.line + error.line - 1
    moved.column = location.column + error.column - prefixLength
    if let line { moved.sourceLine = line }
    return moved
  }
}
