/// The decisions behind `XcodeIntegration.plan`: which targets, and per file which insertions.
struct Integrator {
  enum PlaceError: Error {
    /// The edit would have to go where this version cannot edit: the project is left as it is.
    case unsupported(XcodeIntegration.Reason)
    /// The file could go in more than one place: the run is refused.
    case ambiguous(String)
  }

  typealias Target = XcodeProject.Target

  let project: XcodeProject
  /// Absolute folder the project's paths are relative to.
  let sourceRoot: String
  var editor: ProjectEditor
  let nodes: [XcodeProject.TreeNode]
  var fileReferences: [String: [String]] = [:]
  private var groupByFolder: [String: String] = [:]
  var synchronized: [(id: String, folder: String)] = []
  /// Variant groups by the path they stand for: their folder and name (`Modules/Order/Order.strings`).
  var variantGroups: [String: String] = [:]
  /// Groups created by this edit: folder → (id, children to list).
  private var newGroups: [String: (id: String, parentFolder: String, children: [String])] = [:]
  private var newGroupOrder: [String] = []
  /// Exception sets created by this edit: "group|target" → (id, entries).
  private var newExceptionSets: [String: (id: String, group: String, target: Target, entries: [String])] = [:]
  private var newExceptionOrder: [String] = []
  /// References to new exception sets, per synchronized group.
  private var groupExceptions: [String: [String]] = [:]
  private var groupExceptionOrder: [String] = []
  /// Children removed from each group by this edit, and the existing groups it adds children to.
  var removedChildren: [String: Set<String>] = [:]
  var grownGroups: Set<String> = []
  var removedVariantGroups: Set<String> = []
  /// Entries removed from each exception set by this edit.
  var removedExceptions: [String: Int] = [:]

  init(project: XcodeProject, sourceRoot: String) {
    self.project = project
    self.sourceRoot = sourceRoot
    editor = ProjectEditor(project)
    nodes = project.tree()
    for node in nodes {
      guard let folder = node.folder else { continue }
      switch node.isa {
      case "PBXFileReference": fileReferences[folder, default: []].append(node.id)
      case "PBXGroup":
        if groupByFolder[folder] == nil
          || project.objects[node.id]?.string("path") != nil && node.parent != nil
            && project.objects[groupByFolder[folder]!]?.string("path") == nil
        {
          groupByFolder[folder] = node.id
        }
      case "PBXFileSystemSynchronizedRootGroup": synchronized.append((node.id, folder))
      case "PBXVariantGroup":
        if let name = project.objects[node.id]?.string("name") { variantGroups[Paths.join(folder, name)] = node.id }
      default: break
      }
    }
  }

  // MARK: Targets

  /// Folders (relative to the source root) that a target's sources live in.
  private func sourceFolders(_ target: Target) -> [String] {
    var folders =
      project.objects[target.id]?.references("fileSystemSynchronizedGroups").compactMap { id in
        synchronized.first { $0.id == id }?.folder
      } ?? []
    let paths = Dictionary(
      nodes.compactMap { node in node.folder.map { (node.id, $0) } }, uniquingKeysWith: { a, _ in a })
    for buildFile in project.sourcesPhase(of: target.id)?.references("files") ?? [] {
      if let ref = project.objects[buildFile]?.string("fileRef"), let path = paths[ref] {
        folders.append(Paths.dirname(path) == "." ? "" : Paths.dirname(path))
      }
    }
    return folders
  }

  static func contains(_ folder: String, _ path: String) -> Bool { TargetChoice.contains(folder, path) }

  var choice: TargetChoice {
    TargetChoice(
      targets: project.targets, dependencies: project.dependencies(of:), sourceFolders: sourceFolders,
      relative: relative)
  }

  func appTarget(
    _ name: String?, outputFolder: String, files: [(path: String, isTest: Bool)]
  ) throws(XcodeIntegration.Failure) -> Target? {
    try choice.appTarget(name, outputFolder: outputFolder, files: files)
  }

  func testTarget(_ name: String?, app: Target?, needed: Bool) throws(XcodeIntegration.Failure) -> Target? {
    try choice.testTarget(name, app: app, needed: needed)
  }

  /// Why a target cannot receive files, if it cannot.
  func unsupportedTarget(_ target: Target) -> XcodeIntegration.Reason? {
    guard let object = project.objects[target.id] else { return nil }
    guard target.isa == "PBXNativeTarget" else {
      return .inProject(
        project.problem(
          at: object.entry.keySpan.lowerBound,
          "target '\(target.name)' is a \(target.isa), which has no sources to add files to"))
    }
    return nil
  }

  // MARK: Files

  /// `path` relative to the source root, or nil when outside it.
  func relative(_ path: String) -> String? {
    let normalized = Paths.normalize(path)
    if normalized == sourceRoot { return "" }
    let relative = Paths.relative(normalized, to: sourceRoot)
    return relative.hasPrefix("/") ? nil : relative
  }

  mutating func place(_ path: String, in target: Target) throws(PlaceError) -> XcodeIntegration.Placement {
    guard let file = relative(path) else {
      return .manual("it is outside the project's folder \(sourceRoot); add it to \(target.name) by hand")
    }
    if let group = synchronized.filter({ Self.contains($0.folder, file) }).max(by: { $0.folder.count < $1.folder.count }
    ) {
      return try placeSynchronized(file, group: group, in: target)
    }
    return try placeClassic(file, in: target)
  }

  // MARK: Synchronized folders

  private func syncs(_ target: Target, _ group: String) -> Bool {
    project.objects[target.id]?.references("fileSystemSynchronizedGroups").contains(group) ?? false
  }

  /// The exception set of `group` for `target`, if the project has one.
  func exceptionSet(_ group: String, _ target: Target) -> XcodeProject.Object? {
    project.objects[group]?.references("exceptions").lazy.compactMap { project.objects[$0] }.first {
      $0.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0.string("target") == target.id
    }
  }

  private func listed(_ entry: String, _ group: String, _ target: Target) -> Bool {
    let key = "\(group)|\(target.id)"
    if newExceptionSets[key]?.entries.contains(entry) == true { return true }
    return exceptionSet(group, target)?.references("membershipExceptions").contains(entry) ?? false
  }

  /// Whether the synchronized folder makes `entry` (relative to it) a member of `target`.
  private func member(_ entry: String, _ group: String, _ target: Target) -> Bool {
    XcodeProject.synchronizedMember(syncs: syncs(target, group), listed: listed(entry, group, target))
  }

  private mutating func placeSynchronized(
    _ file: String, group: (id: String, folder: String), in target: Target
  ) throws(PlaceError) -> XcodeIntegration.Placement {
    let entry = group.folder.isEmpty ? file : String(file.dropFirst(group.folder.count + 1))
    let folderName = group.folder.isEmpty ? "." : group.folder
    // Other targets syncing the folder also receive the file; the ones that must not (the app, for a test)
    // get it as an exception too.
    let others = project.targets.filter { $0.id != target.id && $0.isa == "PBXNativeTarget" && syncs($0, group.id) }
    let wrong = others.filter { other in
      (target.isUnitTests && other.isApplication) || (target.isApplication && other.isUnitTests)
    }
    let mustLeave = wrong.filter { member(entry, group.id, $0) }
    if member(entry, group.id, target) && mustLeave.isEmpty {
      return syncs(target, group.id) ? .covered(folder: folderName) : .alreadyInTarget
    }
    if syncs(target, group.id) && listed(entry, group.id, target) {
      return .manual(
        "the synchronized folder '\(folderName)' excludes \(entry) from \(target.name); remove that exception in Xcode")
    }
    if !member(entry, group.id, target) { try addException(entry, group: group, target: target) }
    for other in mustLeave { try addException(entry, group: group, target: other) }
    return .exception(folder: folderName)
  }

  /// Takes a file out of a synchronized folder's target (tests in the app's folder when there is no test
  /// target, which would otherwise compile into the app). False when no synchronized folder of it holds the file.
  mutating func exclude(_ path: String, from target: Target) throws(PlaceError) -> Bool {
    guard let file = relative(path),
      let group = synchronized.filter({ Self.contains($0.folder, file) }).max(by: { $0.folder.count < $1.folder.count })
    else { return false }
    let entry = group.folder.isEmpty ? file : String(file.dropFirst(group.folder.count + 1))
    guard member(entry, group.id, target) else { return false }
    guard syncs(target, group.id) else {
      throw .unsupported(
        .cannotEdit("\(entry) is listed as a member of \(target.name) by an exception of '\(group.folder)'"))
    }
    try addException(entry, group: group, target: target)
    return true
  }

  private mutating func addException(_ entry: String, group: (id: String, folder: String), target: Target)
    throws(PlaceError)
  {
    let encoded = PlistParser.encode(entry)
    if let set = exceptionSet(group.id, target) {
      guard let list = set["membershipExceptions"], list.array != nil else {
        throw .unsupported(
          .inProject(
            project.problem(
              at: set.entry.keySpan.lowerBound,
              "the exception set \(set.id) has no membershipExceptions list to add \(entry) to")))
      }
      editor.append(encoded, to: list, sortedBy: entry)
      return
    }
    let key = "\(group.id)|\(target.id)"
    if newExceptionSets[key] == nil {
      let id = editor.newID("scaffold|exceptions|\(key)")
      newExceptionSets[key] = (id, group.id, target, [])
      newExceptionOrder.append(key)
      if groupExceptions[group.id] == nil { groupExceptionOrder.append(group.id) }
      groupExceptions[group.id, default: []].append(
        ProjectEditor.reference(id, exceptionAnnotation(group: group, target: target)))
    }
    newExceptionSets[key]!.entries.append(entry)
  }

  /// Xcode 16 names exception sets `Exceptions for "App" folder in "AppTests" target`; earlier files use the isa.
  private func exceptionAnnotation(group: (id: String, folder: String), target: Target) -> String {
    let isa = "PBXFileSystemSynchronizedBuildFileExceptionSet"
    let existing = project.order.compactMap { project.objects[$0] }.filter { $0.isa == isa }
    let modern =
      existing.isEmpty
      ? (Int(project.objectVersion) ?? 0) >= 77
      : existing.contains {
        project.bytes[$0.entry.keySpan.upperBound..<min($0.entry.keySpan.upperBound + 20, project.bytes.count)].starts(
          with: Array(" /* Exceptions".utf8))
      }
    guard modern else { return isa }
    let folderName =
      project.objects[group.id]?.string("name") ?? project.objects[group.id]?.string("path") ?? group.folder
    return "Exceptions for \"\(folderName)\" folder in \"\(target.name)\" target"
  }

  // MARK: Classic groups

  private mutating func placeClassic(_ file: String, in target: Target) throws(PlaceError) -> XcodeIntegration.Placement
  {
    let references = fileReferences[file] ?? []
    if references.count > 1 {
      throw .ambiguous("the project has \(references.count) references to \(file); add it to \(target.name) by hand")
    }
    if references.isEmpty, let variant = Localization.variant(file) { return try placeVariant(variant, in: target) }
    let isSource = file.hasSuffix(".swift")
    guard let phase = project.sourcesPhase(of: target.id) else {
      return .manual("target \(target.name) has no Sources build phase; add the file to it in Xcode")
    }
    let folder = Paths.dirname(file) == "." ? "" : Paths.dirname(file)
    if let reference = references.first {
      let inPhase = phase.references("files").filter { project.objects[$0]?.string("fileRef") == reference }
      if !isSource || !inPhase.isEmpty { return .alreadyInTarget }
      addBuildFile(reference, file: file, phase: phase, target: target)
      return .added(group: folder.isEmpty ? "." : folder)
    }
    let parent = try group(for: folder)
    let name = Paths.basename(file)
    let reference = editor.newID("scaffold|file|\(file)")
    let type = isSource ? "sourcecode.swift" : "text"
    editor.addObject(
      id: reference, isa: "PBXFileReference", annotation: name,
      fields: [
        ("lastKnownFileType", .value(type)), ("path", .value(PlistParser.encode(name))),
        ("sourceTree", .value("\"<group>\"")),
      ], oneLine: true)
    addChild(ProjectEditor.reference(reference, name), to: parent)
    if isSource { addBuildFile(reference, file: file, phase: phase, target: target) }
    fileReferences[file] = [reference]
    return .added(group: folder.isEmpty ? "." : folder)
  }

  /// A language's file (`Modules/Order/en.lproj/Order.strings`) goes in as Xcode localizes a file: a file
  /// reference named after its language in the variant group named after the file, which the target's Copy
  /// Bundle Resources phase lists. The variant group is created, with its build file, where there is none.
  private mutating func placeVariant(_ variant: Localization.Variant, in target: Target) throws(PlaceError)
    -> XcodeIntegration.Placement
  {
    let file = Paths.join(variant.folder, variant.path)
    guard let phase = project.resourcesPhase(of: target.id) else {
      return .manual("target \(target.name) has no Copy Bundle Resources phase; add the file to it in Xcode")
    }
    let groupPath = Paths.join(variant.folder, variant.name)
    let reference = editor.newID("scaffold|file|\(file)")
    editor.addObject(
      id: reference, isa: "PBXFileReference", annotation: variant.language,
      fields: [
        ("lastKnownFileType", .value("text.plist.strings")), ("name", .value(PlistParser.encode(variant.language))),
        ("path", .value(PlistParser.encode(variant.path))), ("sourceTree", .value("\"<group>\"")),
      ], oneLine: true)
    fileReferences[file] = [reference]
    let child = ProjectEditor.reference(reference, variant.language)
    if let id = variantGroups[groupPath], let group = project.objects[id] {
      guard let children = group["children"], children.array != nil else {
        throw .unsupported(
          .inProject(
            project.problem(
              at: group.entry.keySpan.lowerBound, "the variant group \(variant.name) has no children list")))
      }
      editor.append(child, to: children)
      let listed = phase.references("files").contains { project.objects[$0]?.string("fileRef") == id }
      if !listed { addBuildFile(id, file: groupPath, phase: phase, target: target, phaseName: "Resources") }
      return .localized(group: variant.folder.isEmpty ? "." : variant.folder)
    }
    let parent = try group(for: variant.folder)
    let id = editor.newID("scaffold|variant|\(groupPath)")
    editor.addObject(
      id: id, isa: "PBXVariantGroup", annotation: variant.name,
      fields: [
        ("children", .list([child])), ("name", .value(PlistParser.encode(variant.name))),
        ("sourceTree", .value("\"<group>\"")),
      ], oneLine: false)
    variantGroups[groupPath] = id
    addChild(ProjectEditor.reference(id, variant.name), to: parent)
    addBuildFile(id, file: groupPath, phase: phase, target: target, phaseName: "Resources")
    return .localized(group: variant.folder.isEmpty ? "." : variant.folder)
  }

  private mutating func addBuildFile(
    _ reference: String, file: String, phase: XcodeProject.Object, target: Target, phaseName: String = "Sources"
  ) {
    let name = Paths.basename(file)
    let buildFile = editor.newID("scaffold|build|\(target.id)|\(file)")
    // Xcode annotates a build file with the phase it is in: `Order.swift in Sources`.
    editor.addObject(
      id: buildFile, isa: "PBXBuildFile", annotation: "\(name) in \(phaseName)",
      fields: [("fileRef", .value(ProjectEditor.reference(reference, name)))], oneLine: true)
    if let files = phase["files"], files.array != nil {
      editor.append(ProjectEditor.reference(buildFile, "\(name) in \(phaseName)"), to: files)
    }
  }

  /// A folder's group: existing, or created (with the missing groups above it) mirroring the folders.
  private enum GroupRef {
    case existing(String)
    case new(String)
  }

  private mutating func group(for folder: String) throws(PlaceError) -> GroupRef {
    if let id = groupByFolder[folder] {
      try checkKnownChildren(id)
      return .existing(id)
    }
    if newGroups[folder] != nil { return .new(folder) }
    guard !folder.isEmpty else {
      throw .unsupported(.cannotEdit("the project's main group has no folder to add files under"))
    }
    let parentFolder = Paths.dirname(folder) == "." ? "" : Paths.dirname(folder)
    let parent = try group(for: parentFolder)
    let name = Paths.basename(folder)
    let id = editor.newID("scaffold|group|\(folder)")
    newGroups[folder] = (id, parentFolder, [])
    newGroupOrder.append(folder)
    addChild(ProjectEditor.reference(id, name), to: parent)
    return .new(folder)
  }

  /// A group holding an object of a kind this version does not know may already hold the file in some way.
  private func checkKnownChildren(_ id: String) throws(PlaceError) {
    guard let group = project.objects[id] else { return }
    for child in group.references("children") {
      guard let object = project.objects[child], !XcodeProject.treeKinds.contains(object.isa) else { continue }
      let name = group.string("path") ?? group.string("name") ?? "main"
      throw .unsupported(
        .inProject(
          project.problem(
            at: object.value["isa"]!.span.lowerBound,
            "the group '\(name)' holds an object of kind \(object.isa), which this version of scaffold does not know")))
    }
  }

  private mutating func addChild(_ reference: String, to parent: GroupRef) {
    switch parent {
    case .existing(let id):
      guard let children = project.objects[id]?["children"], children.array != nil else { return }
      editor.append(reference, to: children)
      grownGroups.insert(id)
    case .new(let folder):
      newGroups[folder]!.children.append(reference)
    }
  }

  /// Renders the objects this edit creates (groups and exception sets collect children as files are placed).
  mutating func finish() {
    for folder in newGroupOrder {
      let group = newGroups[folder]!
      let name = Paths.basename(folder)
      editor.addObject(
        id: group.id, isa: "PBXGroup", annotation: name,
        fields: [
          ("children", .list(group.children)), ("path", .value(PlistParser.encode(name))),
          ("sourceTree", .value("\"<group>\"")),
        ], oneLine: false)
    }
    for id in groupExceptionOrder {
      guard let group = project.objects[id], let references = groupExceptions[id] else { continue }
      if let list = group["exceptions"], list.array != nil {
        for reference in references { editor.append(reference, to: list) }
      } else {
        let indent = editor.indentation(group.entry.span.lowerBound)
        let value =
          editor.isMultiline(group.value)
          ? "(\n" + references.map { "\(indent)\t\t\($0),\n" }.joined() + "\(indent)\t)"
          : "(" + references.map { $0 + ", " }.joined() + ")"
        editor.addKey("exceptions", value: value, to: group.value)
      }
    }
    for key in newExceptionOrder {
      let set = newExceptionSets[key]!
      let annotation = exceptionAnnotation(
        group: (set.group, synchronized.first { $0.id == set.group }?.folder ?? ""), target: set.target)
      editor.addObject(
        id: set.id, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet", annotation: annotation,
        fields: [
          ("membershipExceptions", .list(set.entries.sorted().map(PlistParser.encode))),
          ("target", .value(ProjectEditor.reference(set.target.id, set.target.name))),
        ], oneLine: false)
    }
  }
}
