import TemplateEngine

/// A template set's `manifest.json`: the files a module consists of, the set it builds on and the naming
/// conventions its templates read as `conventions.*`. A set that extends another and has no `files` of its
/// own generates its parent's files (found in its own folder first), plus any it lists under `addFiles`.
/// `header` names the partial each generated Swift file starts with, so the templates need not include it.
///
/// ```json
/// { "extends": "mvvm", "header": "header", "conventions": { "stateType": "State" }, "files": [
///   { "path": "{{ layout.viewModel }}/{{ screen.viewModel }}.swift", "template": "ViewModel.swift.stencil",
///     "forEach": "screens", "as": "screen", "when": "screen.isList or screen.isDetail" },
///   { "path": "{{ layout.view }}/{{ screen.view }}.swift", "forEach": "screens", "when": "module.hasSwiftUI",
///     "template": { "screen.isList": "ListView.swift.stencil", "screen.isForm": "FormView.swift.stencil" } } ] }
/// ```
///
/// A `template` that is an object chooses per file: each element gets the template of the first condition
/// that holds, and none where none does. Such a row becomes one entry per template (in the object's order),
/// so the rest of the code sees one template per entry.
package struct TemplateManifest: Sendable, Equatable {
  /// One output file, or one per element of a context array.
  package struct Entry: Sendable, Equatable {
    /// The output path, itself a template, relative to the output directory.
    package var path: String
    /// The template file, relative to the set's folder.
    package var template: String
    /// A condition (the expression of an `{% if %}` tag); when false the file is not generated.
    package var when: String?
    /// A dotted context key holding an array: one file per element.
    package var forEach: String?
    /// The name each element is bound to; defaults to `forEach`'s last component without its plural `s`.
    package var binding: String?
    /// Where the entry starts in the manifest, for messages.
    package var location: SourceLocation
    /// Where each string value starts, so errors in a path or condition point at it.
    package var pathLocation: SourceLocation
    package var whenLocation: SourceLocation?
    /// The manifest lines holding `path` and `when`, shown under errors found in them.
    package var pathSourceLine: String
    package var whenSourceLine: String?
    /// Where the row chooses its template per element: this entry renders the elements whose first holding
    /// condition of the row is the one at `index`.
    package var choice: Choice?
  }

  /// The conditions of a row whose `template` is an object, in order, and which one picks an entry's template.
  package struct Choice: Sendable, Equatable {
    package var conditions: [Condition]
    package var index: Int
  }

  /// A condition written in the manifest, where it is, for errors in it.
  package struct Condition: Sendable, Equatable {
    package var text: String
    package var location: SourceLocation
    package var sourceLine: String
  }

  /// The set's name (`mvvm`).
  package var set: String
  /// The set whose conventions this one inherits (`mvvm` for `mvvm-combine`), if any.
  package var parent: String?
  /// Names that differ between sets (`stateType`, `loadedCase`, `viewControllerSuffix`…); once loaded by
  /// `TemplateSet`, the parent's conventions with this set's on top.
  package var conventions: [String: String]
  package var entries: [Entry]
  /// The partial every generated `.swift` file starts with, unless its template renders it itself (a
  /// `Package.swift` puts it below its tools-version line); once loaded by `TemplateSet`, the parent's when
  /// this set names none. Where no set of the lineage names one, `defaultHeader` is used.
  package var header: String?
  /// Where `header` is named, for a partial that cannot be found.
  package var headerLocation: SourceLocation?
  /// The header of a set whose manifest, and those of the sets it extends, name none, so a team's set that
  /// includes a built-in template still starts each Swift file with a header; a blank `header.stencil` in the
  /// team's templates leaves it out, and where no partial has this name there is none.
  package static let defaultHeader = "header"
  /// Whether the set generates its parent's files: it has no `files` of its own. `entries` then holds
  /// only its `addFiles` until `TemplateSet` prepends the parent's.
  package var inheritsFiles = false

  static let entryKeys = ["path", "template", "when", "forEach", "as"]
  static let keys = ["extends", "header", "conventions", "files", "addFiles"]

  /// Parses the manifest text; `name` locates errors (`mvvm/manifest.json`).
  package static func parse(_ text: String, name: String, set: String) throws(TemplateSetError) -> TemplateManifest {
    let root: JSONNode
    do {
      root = try JSONParser.parse(text)
    } catch {
      throw .invalidManifest(SourceLocation(path: name, position: error.position), error.message)
    }
    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(path: name, position: position) }
    guard let members = root.members else {
      throw .invalidManifest(location(root.position), "the manifest must be an object with a \"files\" array")
    }
    for member in members where !keys.contains(member.key) {
      throw .invalidManifest(location(member.keyPosition), unknownKey(member.key, known: keys))
    }
    var parent: String?
    if let node = root["extends"] {
      guard let name = node.stringValue, !name.isEmpty else {
        throw .invalidManifest(location(node.position), "\"extends\" must be the name of a template set")
      }
      parent = name
    }
    var header: (String, SourceLocation)?
    if let node = root["header"] {
      guard let name = node.stringValue, !name.isEmpty else {
        throw .invalidManifest(location(node.position), "\"header\" must be the name of a partial, like \"header\"")
      }
      header = (name, location(node.position))
    }
    var conventions: [String: String] = [:]
    if let node = root["conventions"] {
      guard let entries = node.members else {
        throw .invalidManifest(location(node.position), "\"conventions\" must be an object of strings")
      }
      for entry in entries {
        guard let value = entry.value.stringValue else {
          throw .invalidManifest(location(entry.value.position), "convention \"\(entry.key)\" must be a string")
        }
        conventions[entry.key] = value
      }
    }
    let inheritsFiles = root["files"] == nil && parent != nil
    if let added = root["addFiles"], !inheritsFiles {
      throw .invalidManifest(
        location(added.position),
        "\"addFiles\" adds to the files of the set named by \"extends\", for a set without \"files\" of its own")
    }
    let key = inheritsFiles ? "addFiles" : "files"
    var elements: [JSONNode] = []
    if let files = root[key] {
      guard let array = files.elements else {
        throw .invalidManifest(
          location(files.position), "\"\(key)\" must be an array, not \(files.value.kindDescription)")
      }
      elements = array
    } else if !inheritsFiles {
      throw .invalidManifest(location(root.position), "missing key \"files\"")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func line(_ location: SourceLocation) -> String {
      location.line >= 1 && location.line <= lines.count ? lines[location.line - 1] : ""
    }
    var entries: [Entry] = []
    for element in elements {
      guard let fields = element.members else {
        throw .invalidManifest(
          location(element.position), "each file must be an object, not \(element.value.kindDescription)")
      }
      for member in fields where !entryKeys.contains(member.key) {
        throw .invalidManifest(location(member.keyPosition), unknownKey(member.key, known: entryKeys))
      }
      func string(_ key: String, required: Bool) throws(TemplateSetError) -> (String, SourceLocation)? {
        guard let node = element[key] else {
          if required { throw .invalidManifest(location(element.position), "missing key \"\(key)\"") }
          return nil
        }
        guard let text = node.stringValue, !text.isEmpty else {
          throw .invalidManifest(location(node.position), "\"\(key)\" must be a non-empty string")
        }
        return (text, location(node.position))
      }
      guard let path = try string("path", required: true) else { continue }
      let templates: [String]
      var conditions: [Condition] = []
      if let node = element["template"], let choices = node.members {
        guard !choices.isEmpty else {
          throw .invalidManifest(location(node.position), "\"template\" needs at least one condition and its template")
        }
        templates = try choices.map { member throws(TemplateSetError) in
          guard let name = member.value.stringValue, !name.isEmpty, !member.key.isEmpty else {
            throw .invalidManifest(
              location(member.keyPosition), "each choice of \"template\" is a condition and a template file name")
          }
          let at = location(member.keyPosition)
          conditions.append(Condition(text: member.key, location: at, sourceLine: line(at)))
          return name
        }
      } else {
        guard let template = try string("template", required: true) else { continue }
        templates = [template.0]
      }
      let when = try string("when", required: false)
      let forEach = try string("forEach", required: false)
      let binding = try string("as", required: false)
      if let binding, !isIdentifier(binding.0) {
        throw .invalidManifest(binding.1, "\"as\" must be a name like \"screen\"")
      }
      if let forEach, binding == nil, !forEach.0.hasSuffix("s") {
        throw .invalidManifest(forEach.1, "add \"as\": the element name cannot be derived from \"\(forEach.0)\"")
      }
      for (index, template) in templates.enumerated() {
        entries.append(
          Entry(
            path: path.0, template: template, when: when?.0, forEach: forEach?.0, binding: binding?.0,
            location: location(element.position), pathLocation: path.1, whenLocation: when?.1,
            pathSourceLine: line(path.1), whenSourceLine: when.map { line($0.1) },
            choice: conditions.isEmpty ? nil : Choice(conditions: conditions, index: index)
          ))
      }
    }
    return TemplateManifest(
      set: set, parent: parent, conventions: conventions, entries: entries, header: header?.0,
      headerLocation: header?.1, inheritsFiles: inheritsFiles)
  }

  private static func unknownKey(_ key: String, known: [String]) -> String {
    var message = "unknown key \"\(key)\""
    if let suggestion = Suggestions.closest(to: key, among: known) { message += "; did you mean \"\(suggestion)\"?" }
    return message
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}

extension TemplateManifest.Entry {
  /// The name elements are bound to: `as`, or `forEach`'s last component without its trailing `s`.
  var elementName: String? {
    guard let forEach else { return nil }
    if let binding { return binding }
    let last = forEach.split(separator: ".").last.map(String.init) ?? forEach
    return String(last.dropLast())
  }
}

extension TemplateManifest {
  /// `contents`, the file generated at `path` from `template` with `values`, starting with the `header`
  /// partial (or `defaultHeader`): a Swift file whose template did not render the header itself gets it on top.
  package func addingHeader(
    to contents: String, path: String, template: String, values: [String: TemplateValue],
    partials: some PartialLoader
  ) throws(TemplateSetError) -> String {
    guard path.hasSuffix(".swift") else { return contents }
    guard let (name, source) = partials.loadPartial(named: header ?? Self.defaultHeader, from: template) else {
      guard let header else { return contents }
      throw .missingTemplate(headerLocation ?? SourceLocation(path: set, line: 1, column: 1), header)
    }
    let text: String
    do {
      text = try Template(source: source, name: name).render(values, partials: partials)
    } catch {
      throw .template(error)
    }
    // An empty header (a team's blank `header.stencil`) adds nothing.
    return text.isEmpty || contents.contains(text) ? contents : text + contents
  }
}
