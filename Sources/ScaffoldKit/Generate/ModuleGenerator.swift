import TemplateEngine

/// One rendered output file.
public struct GeneratedFile: Sendable, Equatable {
  /// Relative to the output directory, `/`-separated.
  public var path: String
  public var contents: String
  /// The template it came from (`mvvm/ViewModel.swift.stencil`, or a directory path for overrides).
  public var template: String

  public init(path: String, contents: String, template: String) {
    self.path = path
    self.contents = contents
    self.template = template
  }
}

/// Renders a module: spec → context → every manifest entry that applies → files. Pure; nothing is written.
public enum ModuleGenerator {
  public static func render(
    spec: ModuleSpec, options: GenerateOptions = GenerateOptions(), templates: TemplateSources = .builtin
  ) throws(TemplateSetError) -> [GeneratedFile] {
    let set = try TemplateSet(named: options.templateSet, sources: templates)
    return try render(context: TemplateContext(spec: spec, options: options), set: set)
  }

  /// Renders every entry of `set`'s manifest with `context`.
  public static func render(context: TemplateContext, set: TemplateSet) throws(TemplateSetError) -> [GeneratedFile] {
    var cache: [String: (Template, ResolvedTemplateFile)] = [:]
    var files: [GeneratedFile] = []
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
      for scope in try scopes(of: entry, in: context) {
        var values = context.adding(file: ["template": .string(file.path), "source": .string(file.source)])
        if let name = scope.name { values[name] = scope.value }
        if let condition = entry.when, let location = entry.whenLocation {
          guard try evaluate(condition: condition, at: location, in: set, values) else { continue }
        }
        let path = try renderString(entry.path, at: entry.pathLocation, in: set, values)
        values["file"] = .dictionary([
          "template": .string(file.path), "source": .string(file.source), "path": .string(path),
        ])
        do {
          let contents = try template.render(values, partials: set.partials)
          files.append(GeneratedFile(path: path, contents: contents, template: file.displayName))
        } catch {
          throw .template(error)
        }
      }
    }
    return files
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
    _ source: String, at location: SourceLocation, in set: TemplateSet, _ values: [String: TemplateValue]
  ) throws(TemplateSetError) -> String {
    do {
      return try Template(source: source, name: location.path).render(values)
    } catch {
      throw .template(relocated(error, to: location, in: set, prefixLength: 0))
    }
  }

  /// Evaluates a `when` expression with the engine's `{% if %}`, so conditions use the template language.
  private static func evaluate(
    condition: String, at location: SourceLocation, in set: TemplateSet, _ values: [String: TemplateValue]
  ) throws(TemplateSetError) -> Bool {
    let prefix = "{% if "
    do {
      let output = try Template(source: prefix + condition + " %}1{% endif %}", name: location.path).render(values)
      return output == "1"
    } catch {
      throw .template(relocated(error, to: location, in: set, prefixLength: prefix.utf8.count))
    }
  }

  /// Moves an error found in a manifest string to where that string sits in the manifest (after its quote),
  /// showing the manifest's line. Columns assume the string has no escape sequences before the error.
  private static func relocated(
    _ error: TemplateError, to location: SourceLocation, in set: TemplateSet, prefixLength: Int
  ) -> TemplateError {
    var moved = error
    moved.line = location.line + error.line - 1
    moved.column = location.column + error.column - prefixLength
    let lines = set.manifestFile.text.split(separator: "\n", omittingEmptySubsequences: false)
    if moved.line >= 1 && moved.line <= lines.count { moved.sourceLine = String(lines[moved.line - 1]) }
    return moved
  }
}
