import TemplateEngine

/// Works out what one template renders with outside a generation run, so a template author can look at
/// a single file: `scaffold templates render`.
package enum TemplatePreview {
  /// The values `new-module` renders `file` with. `relative` is its path inside its set; `manifest` is
  /// the set's manifest when it has one. For a template the manifest renders once per `forEach` element,
  /// `item` picks the element by name (default: the first one the entry's `when` accepts).
  package static func values(
    for file: ResolvedTemplateFile, relative: String, manifest: TemplateManifest?, context: TemplateContext,
    item: String?
  ) throws(TemplatePreviewError) -> [String: TemplateValue] {
    let entries = manifest?.entries.filter { $0.template == relative } ?? []
    guard !entries.isEmpty else {
      if let item { throw .notPerElement(template: file.path, item: item) }
      // A partial or a file outside any manifest: the module context and what is known of the file.
      var values = context.adding(file: [
        "template": .string(file.path), "source": .string(file.source), "path": .string(""),
      ])
      values["conventions"] = .dictionary((manifest?.conventions ?? [:]).mapValues { .string($0) })
      return values
    }
    var outputs: [ModuleGenerator.Output] = []
    do {
      for entry in entries {
        outputs += try ModuleGenerator.outputs(
          of: entry, file: file, context: context, conventions: manifest?.conventions ?? [:])
      }
    } catch {
      throw .templateSet(error)
    }
    guard let item else {
      guard let first = outputs.first else { throw .notGenerated(template: file.path) }
      return first.values
    }
    if let match = outputs.first(where: { name(of: $0.element) == item }) { return match.values }
    let perElement = entries.contains { $0.forEach != nil }
    if !perElement { throw .notPerElement(template: file.path, item: item) }
    throw .noSuchItem(item, template: file.path, available: outputs.compactMap { name(of: $0.element) })
  }

  static func name(of element: TemplateValue) -> String? {
    guard case .dictionary(let members) = element, case .string(let name)? = members["name"] else { return nil }
    return name
  }
}

/// Why a template cannot be previewed.
package enum TemplatePreviewError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  /// The manifest does not generate this template for the spec (its `when` is false everywhere).
  case notGenerated(template: String)
  /// `--item` was given for a template that is not rendered once per element.
  case notPerElement(template: String, item: String)
  /// No element of that name is rendered with this template.
  case noSuchItem(String, template: String, available: [String])
  /// The manifest's path or condition failed.
  case templateSet(TemplateSetError)

  package var problems: [Problem] {
    switch self {
    case .notGenerated(let template):
      return [
        Problem(
          "\(template) is not generated for this spec (its manifest condition is false); "
            + "try another spec, or --package for package files")
      ]
    case .notPerElement(let template, let item):
      return [Problem("--item \(item): \(template) is not rendered once per screen or model")]
    case .noSuchItem(let item, let template, let available):
      return [
        Problem(
          "--item \(item): \(template) is not rendered for '\(item)'"
            + Suggestions.didYouMean(item, among: available) + "; it is rendered for "
            + (available.isEmpty ? "nothing in this spec" : available.joined(separator: ", ")))
      ]
    case .templateSet(let error):
      return Problem.of(error)
    }
  }

  package var description: String { problemText }
}

/// Partials read from folders: `{% include "row" %}` tries `<folder>/row`, then `<folder>/row.stencil`,
/// folder by folder; then the `fallback` loader.
package struct FolderPartials: PartialLoader {
  package var folders: [String]
  package var fileSystem: any FileAccess
  package var fallback: (any PartialLoader)?

  package init(folders: [String], fileSystem: any FileAccess, fallback: (any PartialLoader)? = nil) {
    self.folders = folders
    self.fileSystem = fileSystem
    self.fallback = fallback
  }

  package func loadPartial(named: String, from includingTemplate: String) -> (name: String, source: String)? {
    guard isContainedTemplatePath(named) else { return nil }
    for folder in folders {
      for candidate in [named, named + ".stencil"] {
        let path = Paths.join(folder, candidate)
        // An unreadable partial, or one that is no regular file (a FIFO would block the read), surfaces as
        // "partial not found" at the include tag.
        guard fileSystem.kind(of: path) == .file, !fileSystem.isSpecialFile(path),
          let text = try? fileSystem.readText(path)
        else { continue }
        return (Paths.relative(fileSystem.absolute(path), to: fileSystem.currentDirectory), text)
      }
    }
    return fallback?.loadPartial(named: named, from: includingTemplate)
  }
}

extension TemplateSet {
  /// The set's own partial lookup (`<set>/<name>`, then `<set>/<name>.stencil`, through its sources).
  package var partialLoader: any PartialLoader { partials }
}
