/// Reading a journal found in an output directory. The journal is scaffold's own, but it lies in a folder a
/// repository can carry, so it is read as untrusted input: only the exact form a run writes is accepted
/// (targets inside the output directory, temporaries and backups of the writer's own names beside them),
/// and anything else is refused with its location before recovery touches a file.
extension WriteJournal {
  /// A journal that is not one a scaffold run wrote here: the problem, located in the journal.
  struct Refusal: Error, Equatable {
    var problem: Problem
  }

  /// The journal in `root` (absolute), checked as untrusted input (`WriteJournal.read`); nil when there is none.
  static func found(in root: String, fileSystem: some FileAccess) throws(GenerationError) -> WriteJournal? {
    let path = Paths.join(root, writerStateFolder, "journal.json")
    guard fileSystem.exists(path) || fileSystem.isSymbolicLink(path) else { return nil }
    let display = Paths.relative(path, to: fileSystem.currentDirectory)
    let advice =
      "nothing was changed; a journal is written only by a scaffold run killed in this folder, and this one "
      + "is not what such a run leaves: check what it names, then delete \(display)"
    guard !fileSystem.isSymbolicLink(path), fileSystem.kind(of: path) == .file, !fileSystem.isSpecialFile(path) else {
      throw .untrustedJournal(Problem(location: display, "the journal is not a plain file"), note: advice)
    }
    if GitRunner.process.tracks(Paths.join(writerStateFolder, "journal.json"), in: root) {
      throw .untrustedJournal(
        Problem(
          location: display,
          "the journal is tracked by git: it records a run killed on one machine and never belongs in a "
            + "repository, so scaffold does not act on one that came with a checkout"),
        note: "nothing was changed; if no scaffold run was killed here, remove it "
          + "('git rm --cached \(display)', then delete it), and ignore .scaffold/journal.json in .gitignore")
    }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readData(path)
    } catch {
      throw .untrustedJournal(error.problem, note: advice)
    }
    do {
      return try WriteJournal.read(bytes, root: root, display: display, fileSystem: fileSystem)
    } catch {
      throw .untrustedJournal(error.problem, note: advice)
    }
  }

  /// The journal read as `bytes` for the output directory `root` (absolute), checked; `display` names it.
  static func read(
    _ bytes: [UInt8], root: String, display: String, fileSystem: some FileAccess
  ) throws(Refusal) -> WriteJournal {
    let node: JSONNode
    do {
      node = try JSONParser.parse(bytes)
    } catch {
      throw Refusal(
        problem: Problem(location: "\(display):\(error.position)", "not a scaffold journal: \(error.message)"))
    }
    var reader = JournalReader(display: display, root: root, fileSystem: fileSystem)
    return try reader.journal(node)
  }
}

/// The checks of one journal, each failure located at the value it concerns.
private struct JournalReader<FS: FileAccess> {
  let display: String
  let root: String
  let fileSystem: FS

  func refuse(_ node: JSONNode, _ message: String) -> WriteJournal.Refusal {
    WriteJournal.Refusal(problem: Problem(location: "\(display):\(node.position)", message))
  }

  func members(_ node: JSONNode, allowed: Set<String>, what: String) throws(WriteJournal.Refusal) -> [JSONMember] {
    guard let members = node.members else { throw refuse(node, "\(what) must be an object") }
    if let unknown = members.first(where: { !allowed.contains($0.key) }) {
      throw refuse(unknown.value, "unknown key '\(unknown.key)' in \(what)")
    }
    return members
  }

  func string(_ node: JSONNode?, _ key: String, in parent: JSONNode) throws(WriteJournal.Refusal) -> String {
    guard let node else { throw refuse(parent, "missing '\(key)'") }
    guard let value = node.stringValue else { throw refuse(node, "'\(key)' must be a string") }
    return value
  }

  mutating func journal(_ node: JSONNode) throws(WriteJournal.Refusal) -> WriteJournal {
    _ = try members(node, allowed: ["stage", "directories", "files"], what: "a journal")
    let stageNode = node["stage"]
    guard let stage = WriteJournal.Stage(rawValue: try string(stageNode, "stage", in: node)) else {
      throw refuse(stageNode ?? node, "'stage' must be writing, placing or placed")
    }
    guard let directoryNodes = node["directories"]?.elements else {
      throw refuse(node, "'directories' must be an array")
    }
    var directories: [String] = []
    for element in directoryNodes {
      let directory = try string(element, "directories[]", in: node)
      try checkDirectory(directory, at: element)
      directories.append(directory)
    }
    guard let fileNodes = node["files"]?.elements else { throw refuse(node, "'files' must be an array") }
    var files: [WriteJournal.File] = []
    var suffix: String?
    var targets = Set<String>()
    for element in fileNodes {
      let file = try self.file(element, suffix: &suffix)
      guard targets.insert(file.target).inserted else {
        throw refuse(element, "'\(Paths.displayed(file.target))' is listed twice")
      }
      files.append(file)
    }
    return WriteJournal(stage: stage, directories: directories, files: files)
  }

  /// A folder the run made: the output directory (`.`), a folder above it (`..`, `../..`), or one inside it.
  func checkDirectory(_ directory: String, at node: JSONNode) throws(WriteJournal.Refusal) {
    let components = directory.split(separator: "/", omittingEmptySubsequences: false)
    if directory == "." || (!components.isEmpty && components.allSatisfy { $0 == ".." }) { return }
    if let refusal = ProjectPath.refusal(of: directory, under: root, fileSystem: fileSystem) {
      throw refuse(node, "folder '\(Paths.displayed(directory))' \(refusal)")
    }
  }

  mutating func file(_ node: JSONNode, suffix: inout String?) throws(WriteJournal.Refusal) -> WriteJournal.File {
    _ = try members(node, allowed: ["target", "temporary", "backup", "digest"], what: "a journal file")
    let targetNode = node["target"]
    let target = try string(targetNode, "target", in: node)
    let temporaryNode = node["temporary"]
    let temporary = try string(temporaryNode, "temporary", in: node)
    let backup: String? = try node["backup"].map { value throws(WriteJournal.Refusal) in
      try string(value, "backup", in: node)
    }
    let digestNode = node["digest"]
    guard let digest = ContentDigest(text: try string(digestNode, "digest", in: node)) else {
      throw refuse(digestNode ?? node, "'digest' is not a content digest")
    }
    try checkTarget(target, at: targetNode ?? node, isEdit: backup != nil)
    // The temporary is hidden beside its target, named with the run's one suffix; the backup is the
    // temporary's name with `.backup`. A journal naming anything else was not written by a run.
    let expected = ".\(Paths.basename(target)).scaffold-"
    let name = Paths.basename(temporary)
    let digits = name.hasPrefix(expected) ? String(name.dropFirst(expected.count)) : ""
    guard !digits.isEmpty, UInt32(digits) != nil, digits.allSatisfy(\.isASCII),
      temporary == WriteJournal.temporary(for: target, suffix: ".scaffold-" + digits)
    else {
      throw refuse(
        temporaryNode ?? node,
        "temporary '\(Paths.displayed(temporary))' is not the name scaffold gives the temporary of "
          + "'\(Paths.displayed(target))' (\(WriteJournal.temporary(for: target, suffix: ".scaffold-N")))")
    }
    if let suffix, suffix != digits {
      throw refuse(temporaryNode ?? node, "temporary '\(Paths.displayed(temporary))' is of another run than the others")
    }
    suffix = digits
    if let backup, backup != temporary + ".backup" {
      throw refuse(
        node["backup"] ?? node,
        "backup '\(Paths.displayed(backup))' is not the name scaffold gives the backup of "
          + "'\(Paths.displayed(target))' (\(temporary).backup)")
    }
    return WriteJournal.File(target: target, temporary: temporary, backup: backup, digest: digest)
  }

  /// A target inside the output directory; or, for an edit (it has a backup), the Xcode project file that
  /// a run may edit outside it, by its absolute path.
  func checkTarget(_ target: String, at node: JSONNode, isEdit: Bool) throws(WriteJournal.Refusal) {
    if target.hasPrefix("/"), isEdit, Paths.normalize(target) == target,
      ["project.pbxproj", "project.xcproj"].contains(Paths.basename(target)),
      Paths.dirname(target).hasSuffix(".xcodeproj"), !target.unicodeScalars.contains(where: { $0.value < 0x20 })
    {
      return
    }
    if let refusal = ProjectPath.refusal(of: target, under: root, fileSystem: fileSystem) {
      throw refuse(node, "target '\(Paths.displayed(target))' \(refusal)")
    }
  }
}

extension GenerationError {
  static func stateFolderIsALink(_ state: String, _ fileSystem: some FileAccess) -> GenerationError {
    .untrustedJournal(
      Problem(
        location: Paths.relative(state, to: fileSystem.currentDirectory),
        "is a symbolic link; scaffold keeps its lock, journal and manifests in a real folder of the project"),
      note: "nothing was changed; replace the link with a folder")
  }
}
