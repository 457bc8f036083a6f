import TemplateEngine

/// A template set ready to render: its manifest and a way to find each of its files.
package struct TemplateSet: Sendable {
  package var name: String
  package var manifest: TemplateManifest
  /// Where the manifest came from.
  package var manifestFile: ResolvedTemplateFile
  package var sources: TemplateSources

  /// Loads `<name>/manifest.json` (or another manifest of the folder, as the app skeleton's `app/app.json`)
  /// from the first source that has it.
  package init(
    named name: String, manifest manifestName: String = "manifest.json", sources: TemplateSources
  ) throws(TemplateSetError) {
    let path = "\(name)/\(manifestName)"
    guard let file = try sources.resolve(path) else {
      throw .unknownSet(name, available: BuiltinTemplateSource.setNames)
    }
    self.name = name
    self.sources = sources
    manifestFile = file
    manifest = try TemplateManifest.parse(file.text, name: file.displayName, set: name)
    var seen = [name]
    var parent = manifest.parent
    while let parentName = parent {
      guard !seen.contains(parentName) else {
        throw .invalidManifest(
          SourceLocation(path: file.displayName, line: 1, column: 1),
          "sets extend each other in a cycle: \((seen + [parentName]).joined(separator: " -> "))")
      }
      seen.append(parentName)
      guard let parentFile = try sources.resolve("\(parentName)/manifest.json") else {
        throw .unknownSet(parentName, available: BuiltinTemplateSource.setNames)
      }
      let inherited = try TemplateManifest.parse(parentFile.text, name: parentFile.displayName, set: parentName)
      manifest.conventions.merge(inherited.conventions) { own, _ in own }
      if manifest.header == nil {
        (manifest.header, manifest.headerLocation) = (inherited.header, inherited.headerLocation)
      }
      if manifest.inheritsFiles {
        manifest.entries = inherited.entries + manifest.entries
        manifest.inheritsFiles = inherited.inheritsFiles
      }
      parent = inherited.parent
    }
    lineage = seen
  }

  /// The set and the sets it builds on, nearest first (`mvvm-combine`, `mvvm`).
  package private(set) var lineage: [String] = []

  /// The file `<set>/<relative>`, searched through the sources in order. A set without a file of that name
  /// uses the one of the set it extends (nearest first), then `shared/<relative>`: a set holds only the files
  /// that differ. The file found keeps the set's path (`mvvm-closures/ViewModel.swift.stencil`), which
  /// generated headers name and where a team's override of it for this set goes; `displayName` says where it is.
  package func file(_ relative: String) throws(TemplateSetError) -> ResolvedTemplateFile? {
    try file(relative, below: nil)
  }

  /// `file(_:)`, passing over `requester` itself as `TemplateSources.resolve(_:below:)` does.
  func file(_ relative: String, below requester: String?) throws(TemplateSetError) -> ResolvedTemplateFile? {
    for folder in lineage + [Self.sharedFolder] {
      guard var file = try sources.resolve("\(folder)/\(relative)", below: requester) else { continue }
      file.path = "\(name)/\(relative)"
      return file
    }
    return nil
  }

  /// The folder of templates the sets share; not a set (it has no manifest).
  package static let sharedFolder = "shared"

  /// Resolves `{% include "name" %}` inside the set: `<set>/<name>`, then `<set>/<name>.stencil`, then the same in
  /// the sets it extends and in `shared/`; a name with a
  /// slash that the set lacks (`shared/Model.swift.stencil`) is a file of another folder, so sets can share
  /// templates. `{% extends %}` names its parent the same way; a file naming itself means the next source's file
  /// of that path, so an override in `.scaffold/templates/` can extend the built-in file it replaces.
  var partials: some PartialLoader { SetPartials(set: self) }
}

/// One template of an inheritance chain and the blocks it defines.
package struct TemplateAncestor: Sendable, Equatable {
  package var file: ResolvedTemplateFile
  /// The blocks the template defines, in source order.
  package var blocks: [String]
}

extension TemplateSet {
  /// `relative` (a file of the set), the template it extends, that one's parent… as `new-module` resolves
  /// them: what `templates list` shows. Each block is rendered from the first member that defines it.
  package func lineage(of relative: String) throws(TemplateSetError) -> [TemplateAncestor] {
    guard var file = try self.file(relative) else { return [] }
    var chain: [TemplateAncestor] = []
    while chain.count <= 32 {
      let template: Template
      do {
        template = try Template(source: file.text, name: file.displayName)
      } catch {
        throw .template(error)
      }
      chain.append(TemplateAncestor(file: file, blocks: template.blockNames))
      guard let parent = template.parentName,
        let next = SetPartials(set: self).resolve(named: parent, from: file.displayName),
        !chain.contains(where: { $0.file.displayName == next.displayName })
      else { break }
      file = next
    }
    return chain
  }
}

private struct SetPartials: PartialLoader {
  let set: TemplateSet

  func loadPartial(named: String, from includingTemplate: String) -> (name: String, source: String)? {
    resolve(named: named, from: includingTemplate).map { ($0.displayName, $0.text) }
  }

  func resolve(named: String, from includingTemplate: String) -> ResolvedTemplateFile? {
    guard isContainedTemplatePath(named) else { return nil }
    let candidates = [named, named + ".stencil"]
    // Unreadable partials surface as "partial not found" at the include tag.
    for folder in set.lineage + [TemplateSet.sharedFolder] {
      for candidate in candidates {
        if let file = try? set.sources.resolve("\(folder)/\(candidate)", below: includingTemplate) { return file }
      }
    }
    guard named.contains("/") else { return nil }
    for candidate in candidates {
      if let file = try? set.sources.resolve(candidate, below: includingTemplate) { return file }
    }
    // Another set's file it takes from its parent or shared/ (`mvvm/ListView.swift.stencil`).
    let parts = named.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[0] != TemplateSet.sharedFolder,
      (try? set.sources.resolve("\(parts[0])/manifest.json")) != nil,
      let other = try? TemplateSet(named: parts[0], sources: set.sources)
    else { return nil }
    for candidate in [parts[1], parts[1] + ".stencil"] {
      if let file = try? other.file(candidate, below: includingTemplate) { return file }
    }
    return nil
  }
}

/// A template path or partial name stays inside the folders it is looked up in: an absolute name or one
/// climbing out with `..` would let a template set read any file on the machine into generated code.
func isContainedTemplatePath(_ name: String) -> Bool {
  let normalized = Paths.normalize(name)
  return !name.hasPrefix("/") && normalized != ".." && !normalized.hasPrefix("../")
}
