import TemplateEngine

/// `XcodeIntegration.plan` for a `project.xcproj`: a file joins its target through the `target-membership`
/// of its own file reference, so the edit is one element per file (and per new group) inserted into a
/// `children` or `files` list, printed as Xcode prints it (two-space indent, a file with one membership on one
/// line, a group over several, neighbouring multi-line objects joined by `}, {`). Every other byte is kept.
struct XcprojIntegrator {
  typealias Target = XcodeProject.Target
  typealias PlaceError = Integrator.PlaceError

  /// What goes into a list: a file reference, printed on one line, or a group this edit creates.
  enum Element {
    case file(String)
    case group(String)
    /// A language's file in a variant group (its path), which Xcode prints over several lines there.
    case variantFile(String)
    /// A variant group this edit creates: its name, its one membership and its language's file.
    case variantGroup(name: String, membership: String, file: String)
  }

  let project: XcprojProject
  /// The folder holding the `.xcodeproj`, which the project's paths are relative to.
  let sourceRoot: String
  /// Existing lists (by the offset of their `[`) → what to append to them.
  private var appended: [Int: [Element]] = [:]
  private var appendedOrder: [Int] = []
  /// Groups this edit creates, by folder: their name and what they hold.
  private var newGroups: [String: (name: String, children: [Element])] = [:]
  /// Folder → the list new elements for it go into: an existing list, or a new group's.
  private var listForFolder: [String: ListRef] = [:]
  private var placedFiles: Set<String> = []

  private enum ListRef {
    case existing(JSONNode)
    case new(String)
  }

  init(project: XcprojProject, sourceRoot: String) {
    self.project = project
    self.sourceRoot = Paths.normalize(sourceRoot)
  }

  var choice: TargetChoice {
    TargetChoice(
      targets: project.targets, dependencies: project.dependencies(of:), sourceFolders: sourceFolders,
      relative: relative)
  }

  private func sourceFolders(_ target: Target) -> [String] {
    project.references.compactMap { reference in
      guard let path = reference.path else { return nil }
      switch reference.kind {
      case "folder": return project.synchronization(of: reference).syncing.contains(target.name) ? path : nil
      case "file-reference":
        guard project.compilingTargets(of: reference).contains(target.name) else { return nil }
        return Paths.dirname(path) == "." ? "" : Paths.dirname(path)
      default: return nil
      }
    }
  }

  func relative(_ path: String) -> String? {
    let normalized = Paths.normalize(path)
    if normalized == sourceRoot { return "" }
    let relative = Paths.relative(normalized, to: sourceRoot)
    return relative.hasPrefix("/") ? nil : relative
  }

  /// Why a target cannot receive files, if it cannot.
  func unsupportedTarget(_ target: Target) -> XcodeIntegration.Reason? {
    guard target.isa != "PBXNativeTarget", let node = project.targetNodes[target.name] else { return nil }
    let kind = node["kind"]?.stringValue ?? ""
    return .inProject(
      project.problem(at: node, "target '\(target.name)' is of kind '\(kind)', which has no sources to add files to"))
  }

  // MARK: Placing files

  mutating func place(_ path: String, in target: Target) throws(PlaceError) -> XcodeIntegration.Placement {
    guard let file = relative(path) else {
      return .manual("it is outside the project's folder \(sourceRoot); add it to \(target.name) by hand")
    }
    let existing = project.references.filter { $0.kind == "file-reference" && $0.path == file }
    if existing.count > 1 {
      throw .ambiguous("the project has \(existing.count) references to \(file); add it to \(target.name) by hand")
    }
    let isSource = file.hasSuffix(".swift")
    if let reference = existing.first {
      if !isSource || project.compilingTargets(of: reference).contains(target.name) { return .alreadyInTarget }
      return .manual("\(file) is in the project but not a member of \(target.name); tick its target in Xcode")
    }
    let folders = project.references.filter {
      $0.kind == "folder" && $0.path.map { TargetChoice.contains($0, file) } == true
    }
    if let folder = folders.max(by: { $0.path!.count < $1.path!.count }) {
      return placeSynchronized(file, folder: folder, in: target)
    }
    if placedFiles.contains(file) { return .alreadyInTarget }
    if let variant = Localization.variant(file) { return try placeVariant(variant, in: target) }
    let membership: String
    switch self.membership(in: target, phase: "compile-sources", called: "Compile Sources") {
    case .entry(let entry): membership = entry
    case .manual(let reason): return .manual(reason)
    }
    let folder = Paths.dirname(file) == "." ? "" : Paths.dirname(file)
    let list = try self.list(for: folder)
    var fields = ["\"path\": \(Self.quoted(Paths.basename(file)))"]
    if isSource { fields.append("\"target-membership\": [ \(Self.quoted(membership)) ]") }
    add(.file("{ " + fields.joined(separator: ", ") + " }"), to: list)
    placedFiles.insert(file)
    return .added(group: folder.isEmpty ? "." : folder)
  }

  /// A language's file (`Modules/Order/en.lproj/Order.strings`) goes in as Xcode localizes a file: a file
  /// reference in the variant group named after the file, which is a member of the target's resources phase.
  /// The variant group is created where there is none.
  private mutating func placeVariant(_ variant: Localization.Variant, in target: Target) throws(PlaceError)
    -> XcodeIntegration.Placement
  {
    let file = Paths.join(variant.folder, variant.path)
    let membership: String
    switch self.membership(in: target, phase: "resources", called: "Copy Bundle Resources") {
    case .entry(let entry): membership = entry
    case .manual(let reason): return .manual(reason)
    }
    placedFiles.insert(file)
    let group = variant.folder.isEmpty ? "." : variant.folder
    let variantGroup = { (reference: XcprojProject.Reference) -> Bool in
      guard reference.kind == "variant-group", reference.path == variant.folder else { return false }
      return reference.node["name"]?.stringValue == variant.name
    }
    if let existing = project.references.first(where: variantGroup) {
      guard let children = existing.node["children"], children.elements != nil else {
        throw .unsupported(
          .inProject(project.problem(at: existing.node, "the variant group \(variant.name) has no children list")))
      }
      add(.variantFile(variant.path), to: .existing(children))
      let members = (existing.node["target-membership"]?.elements ?? []).compactMap { $0.stringValue }
      guard members.contains(membership) else {
        return .manual("the variant group \(variant.name) is not a member of \(target.name); tick its target in Xcode")
      }
      return .localized(group: group)
    }
    add(
      .variantGroup(name: variant.name, membership: membership, file: variant.path), to: try list(for: variant.folder))
    return .localized(group: group)
  }

  private enum Membership {
    case entry(String)
    case manual(String)
  }

  /// The `target-membership` entry for the target's one phase of `kind` (`Shop/compile-sources`), or what to do
  /// by hand.
  private func membership(in target: Target, phase kind: String, called title: String) -> Membership {
    let phases = project.buildPhases(of: target.name).filter { $0.kind == kind }
    guard let phase = phases.first, phases.count == 1 else {
      return .manual("target \(target.name) has no single \(title) phase; add the file to it in Xcode")
    }
    let components = [target.name, phase.kind] + (phase.name.map { [$0] } ?? [])
    guard !components.contains(where: { $0.contains("/") || $0.isEmpty }) else {
      return .manual("target \(target.name)'s name cannot be written as a membership; add the file to it in Xcode")
    }
    return .entry(components.joined(separator: "/"))
  }

  /// A file in a synchronized folder is the folder's targets' (less its exception sets); this version adds
  /// no exception sets to a `project.xcproj`, so a file the folder would give the wrong target is left to the user.
  private func placeSynchronized(_ file: String, folder: XcprojProject.Reference, in target: Target)
    -> XcodeIntegration.Placement
  {
    let path = folder.path ?? ""
    let entry = path.isEmpty ? file : String(file.dropFirst(path.count + 1))
    let name = path.isEmpty ? "." : path
    let sync = project.synchronization(of: folder)
    func member(_ target: String) -> Bool {
      XcodeProject.synchronizedMember(
        syncs: sync.syncing.contains(target), listed: sync.exceptions[target]?.contains(entry) ?? false)
    }
    let wrong = project.targets.filter { other in
      other.name != target.name && member(other.name)
        && ((target.isUnitTests && other.isApplication) || (target.isApplication && other.isUnitTests))
    }
    if member(target.name) && wrong.isEmpty {
      return sync.syncing.contains(target.name) ? .covered(folder: name) : .alreadyInTarget
    }
    let owners = project.targets.map(\.name).filter(member)
    return .manual(
      "\(entry) in the synchronized folder '\(name)' compiles into "
        + "\(owners.isEmpty ? "no target" : owners.joined(separator: ", ")); it belongs to \(target.name) alone: "
        + "set its target membership in Xcode")
  }

  /// The list new elements for `folder` go into: its group's `children` (the top-level `files` for the
  /// project's folder), or a group created for it under its parent folder's.
  private mutating func list(for folder: String) throws(PlaceError) -> ListRef {
    if let list = listForFolder[folder] { return list }
    let list: ListRef
    if folder.isEmpty {
      list = .existing(project.root["files"]!)
    } else if let group = groupNode(for: folder) {
      guard let children = group.node["children"], children.elements != nil else {
        throw .unsupported(
          .inProject(
            project.problem(
              at: group.node,
              "the group for '\(folder)' has no children yet; this version of scaffold adds files only to groups "
                + "that hold some")))
      }
      list = .existing(children)
    } else {
      let parent = try self.list(for: Paths.dirname(folder) == "." ? "" : Paths.dirname(folder))
      newGroups[folder] = (Paths.basename(folder), [])
      add(.group(folder), to: parent)
      list = .new(folder)
    }
    if case .existing(let node) = list {
      if let unknown = node.elements?.first(where: {
        !XcprojProject.Reference.knownKinds.contains($0["kind"]?.stringValue ?? "file-reference")
      }) {
        throw .unsupported(
          .inProject(
            project.problem(
              at: unknown,
              "the group for '\(folder.isEmpty ? "." : folder)' holds an element of kind "
                + "'\(unknown["kind"]?.stringValue ?? "")', which this version of scaffold does not know")))
      }
    }
    listForFolder[folder] = list
    return list
  }

  /// The group standing for `folder`: one with its own `path` rather than one merely passing its parent's on.
  private func groupNode(for folder: String) -> XcprojProject.Reference? {
    let groups = project.references.filter { $0.kind == "group" && $0.path == folder }
    return groups.first { $0.node["path"] != nil } ?? groups.first
  }

  private mutating func add(_ element: Element, to list: ListRef) {
    switch list {
    case .existing(let node):
      let key = node.span.lowerBound
      if appended[key] == nil {
        appended[key] = []
        appendedOrder.append(key)
      }
      appended[key]!.append(element)
    case .new(let folder):
      newGroups[folder]!.children.append(element)
    }
  }

  // MARK: Printing

  var isEmpty: Bool { appendedOrder.isEmpty }

  /// The insertions, as (offset, text), for `XcprojText.apply`; nil when a list is not in Xcode's layout.
  func insertions() throws(PlaceError) -> [(offset: Int, text: String)] {
    var result: [(Int, String)] = []
    let bytes = project.bytes
    for key in appendedOrder {
      guard let list = listNode(at: key), let elements = list.elements else { continue }
      let depth = XcprojText.indentation(ofLineAt: key, in: bytes) / 2 + 1
      let new = appended[key]!
      if let last = elements.last {
        let end = last.span.upperBound
        // The last element of a list Xcode printed ends its line: `…},\n` or `…" },\n`.
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: ","), bytes[end + 1] == UInt8(ascii: "\n")
        else { throw layout(last) }
        if XcprojText.isMultiline(last, in: bytes) && isMultiline(new[0]) {
          result.append((end + 1, " " + print(new, depth: depth, atLineStart: false).dropLast()))
        } else {
          result.append((end + 2, print(new, depth: depth, atLineStart: true)))
        }
      } else {
        let open = list.span.lowerBound
        guard open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "\n") else { throw layout(list) }
        result.append((open + 2, print(new, depth: depth, atLineStart: true)))
      }
    }
    return result
  }

  private func layout(_ node: JSONNode) -> PlaceError {
    .unsupported(
      .inProject(
        project.problem(
          at: node, "the list is not laid out as Xcode writes it; open and save the project in Xcode first")))
  }

  private func listNode(at offset: Int) -> JSONNode? {
    if project.root["files"]?.span.lowerBound == offset { return project.root["files"] }
    return project.references.lazy.compactMap { $0.node["children"] }.first { $0.span.lowerBound == offset }
  }

  private func isMultiline(_ element: Element) -> Bool {
    if case .file = element { return false }
    return true
  }

  /// Elements as Xcode prints them in a list at `depth`, each followed by `,\n` — or by `, ` when it and the
  /// next are both multi-line objects.
  private func print(_ elements: [Element], depth: Int, atLineStart: Bool) -> String {
    var text = ""
    var lineStart = atLineStart
    for (index, element) in elements.enumerated() {
      if lineStart { text += String(repeating: "  ", count: depth) }
      text += print(element, depth: depth)
      let joined = index + 1 < elements.count && isMultiline(element) && isMultiline(elements[index + 1])
      text += joined ? ", " : ",\n"
      lineStart = !joined
    }
    return text
  }

  private func print(_ element: Element, depth: Int) -> String {
    switch element {
    case .file(let text): return text
    case .group(let folder):
      let group = newGroups[folder]!
      let inner = String(repeating: "  ", count: depth + 1)
      return "{\n\(inner)\"kind\": \"group\",\n\(inner)\"path\": \(Self.quoted(group.name)),\n"
        + "\(inner)\"children\": [\n" + print(group.children, depth: depth + 2, atLineStart: true)
        + "\(inner)],\n" + String(repeating: "  ", count: depth) + "}"
    case .variantFile(let path):
      return "{\n" + String(repeating: "  ", count: depth + 1) + "\"path\": \(Self.quoted(path)),\n"
        + String(repeating: "  ", count: depth) + "}"
    case .variantGroup(let name, let membership, let file):
      let inner = String(repeating: "  ", count: depth + 1)
      let item = String(repeating: "  ", count: depth + 2)
      return "{\n\(inner)\"kind\": \"variant-group\",\n\(inner)\"name\": \(Self.quoted(name)),\n"
        + "\(inner)\"target-membership\": [\n\(item)\(Self.quoted(membership)),\n\(inner)],\n"
        + "\(inner)\"children\": [\n" + print([.variantFile(file)], depth: depth + 2, atLineStart: true)
        + "\(inner)],\n" + String(repeating: "  ", count: depth) + "}"
    }
  }

  /// A JSON string literal (slashes left as they are, as Apple's encoder leaves them).
  static func quoted(_ text: String) -> String {
    var result = ""
    JSONString.write(text, to: &result)
    return result
  }
}
