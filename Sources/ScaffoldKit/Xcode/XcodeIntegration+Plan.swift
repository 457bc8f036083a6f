extension XcodeIntegration {
  /// Why no project could be chosen; the run is refused before anything is written.
  package enum LocateError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(String)
    case several(folder: String, names: [String])
    /// The `.xcodeproj` holds both `project.pbxproj` and `project.xcproj`.
    case bothFormats(String)

    package var description: String {
      switch self {
      case .notFound(let path):
        return "--xcodeproj \(path): no Xcode project there "
          + "(expected Name.xcodeproj/project.pbxproj or Name.xcodeproj/project.xcproj)"
      case .several(let folder, let names):
        return "\(folder) holds \(names.count) Xcode projects (\(names.joined(separator: ", "))); "
          + "choose one with --xcodeproj PATH, or pass --no-xcodeproj"
      case .bothFormats(let bundle):
        return "\(bundle) holds both project.pbxproj and project.xcproj; "
          + "choose one with --xcodeproj \(bundle)/project.pbxproj (or project.xcproj)"
      }
    }
  }

  /// The project file to edit: `option` (a `.xcodeproj` folder, or its `project.pbxproj` or `project.xcproj`),
  /// else the single `.xcodeproj` in the first of `folders` that has any; nil when there is none.
  package static func locate(
    option: String?, folders: [String], fileSystem: some FileAccess
  ) throws(LocateError) -> String? {
    if let option {
      let path = fileSystem.absolute(option)
      if path.hasSuffix(".pbxproj") || path.hasSuffix(".xcproj") {
        guard fileSystem.kind(of: path) == .file else { throw .notFound(option) }
        return path
      }
      guard let file = try ProjectFormat.projectFile(in: path, fileSystem: fileSystem) else {
        throw .notFound(option)
      }
      return file
    }
    var seen = Set<String>()
    for folder in folders.map(fileSystem.absolute) where seen.insert(folder).inserted {
      var files: [(name: String, file: String)] = []
      for entry in (try? fileSystem.entries(ofDirectory: folder)) ?? []
      where entry.name.hasSuffix(".xcodeproj") && entry.kind == .directory {
        if let file = try ProjectFormat.projectFile(in: Paths.join(folder, entry.name), fileSystem: fileSystem) {
          files.append((entry.name, file))
        }
      }
      if files.count > 1 { throw .several(folder: folder, names: files.map(\.name)) }
      if let file = files.first?.file { return file }
    }
    return nil
  }

  /// Which of a plan's files the project receives.
  package enum Adding: Sendable {
    /// Every file the plan writes or keeps (`new-module`: a second run finds them in place).
    case all
    /// Only the files the plan creates (`update`: a file the team took out of its target stays out).
    case created
  }

  /// Adds the project edit for the plan's files to `plan` (as an update, `unchanged`, or a conflict) and
  /// returns the outcome to report: the files `adding` picks go into their targets, the files the plan removes
  /// go out of the project. Files the plan leaves in conflict are not considered.
  package static func integrate(
    into plan: inout GenerationPlan, projectFile: String, options: Options, adding: Adding = .all,
    fileSystem: some FileAccess
  ) throws(Failure) -> Outcome {
    // scaffold's own records (`.scaffold/modules/<Name>.json`) are no part of any target.
    let entries = plan.entries.filter { !$0.path.hasPrefix(writerStateFolder + "/") }
    let files = entries.filter {
      adding == .all ? $0.action != .conflict && $0.action != .remove : $0.action == .create
    }
    .map { entry in (path: Paths.join(plan.root, entry.path), isTest: isTest(entry.path)) }
    let removing = entries.filter { $0.action == .remove }.map { Paths.join(plan.root, $0.path) }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readData(projectFile)
    } catch {
      var outcome = try Self.plan(
        files: files, removing: removing, projectFile: projectFile, bytes: [], outputFolder: plan.root,
        options: options)
      outcome.untouched = .cannotEdit("\(error)")
      return outcome
    }
    let outcome = try Self.plan(
      files: files, removing: removing, projectFile: projectFile, bytes: bytes, outputFolder: plan.root,
      options: options)
    if outcome.untouched == nil {
      plan.addEdit(
        path: projectFile, prior: outcome.prior, contents: outcome.edited, conflict: outcome.conflict?.problem.line)
    }
    return outcome
  }
}

extension XcodeIntegration.Outcome {
  /// One line per file: where it goes in the project. `display` turns an absolute path into what to print.
  package func report(display: (String) -> String) -> String {
    var lines: [String] = []
    for file in files {
      let target = file.target.map { "'\($0)'" } ?? "no target"
      let how: String
      switch file.placement {
      case .covered(let folder): how = "\(target): covered by its synchronized folder \(folder)"
      case .alreadyInTarget: how = "\(target): already a member"
      case .added(let group): how = "\(target): added to group \(group) and its Sources phase"
      case .localized(let group):
        how = "\(target): added to a variant group in group \(group) and its Copy Bundle Resources phase"
      case .exception(let folder): how = "\(target): membership exception of the synchronized folder \(folder)"
      case .manual(let what): how = what
      case .removed: how = "removed from the project"
      }
      lines.append("xcode     \(display(file.path)) → \(how)\n")
    }
    return lines.joined()
  }

  /// For a project left as it is: why, and what to do by hand (`the Xcode project … was left as it is`, with
  /// the files per target as its detail). The CLI words both.
  package func manualSteps(display: (String) -> String) -> (reason: XcodeIntegration.Reason, steps: Problem)? {
    guard let reason = untouched ?? conflict else { return nil }
    let what =
      files.allSatisfy { $0.placement != .manual(XcodeIntegration.removeByHand) }
      ? "add these files in Xcode" : "make these changes in Xcode"
    var text = ""
    var byTarget: [(String, [String])] = []
    for file in files {
      let target =
        file.placement == .manual(XcodeIntegration.removeByHand)
        ? "remove from the project" : "to " + (file.target ?? (file.isTest ? "the unit-test target" : "the app target"))
      if let index = byTarget.firstIndex(where: { $0.0 == target }) {
        byTarget[index].1.append(display(file.path))
      } else {
        byTarget.append((target, [display(file.path)]))
      }
    }
    for (target, paths) in byTarget {
      text += "  \(target):\n" + paths.map { "    \($0)\n" }.joined()
    }
    return (reason, Problem("the Xcode project \(display(projectFile)) was left as it is; \(what):", detail: text))
  }
}
