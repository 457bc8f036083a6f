/// Puts generated files into an Xcode project: what to edit (as one planned update of `project.pbxproj`)
/// and, per file, how it gets into its target. Pure: reads the project's bytes, returns the new bytes.
public enum XcodeIntegration {
  /// Which targets receive the files; nil picks them from the project (see `docs/xcode.md`).
  public struct Options: Sendable, Equatable {
    package var target: String?
    package var testTarget: String?

    public init(target: String? = nil, testTarget: String? = nil) {
      self.target = target
      self.testTarget = testTarget
    }
  }

  /// How one generated file ends up in its target.
  package enum Placement: Sendable, Hashable {
    /// Inside a synchronized folder of the target: nothing to edit.
    case covered(folder: String)
    /// Already a member of the target (a previous run, or added by hand).
    case alreadyInTarget
    /// A file reference in a group and a build file in the target's Sources phase.
    case added(group: String)
    /// A language's file of a localized resource (`en.lproj/Order.strings`) in the variant group named after it,
    /// in a group and in the target's Copy Bundle Resources phase.
    case localized(group: String)
    /// A membership exception of a synchronized folder (tests inside the app's folder, say).
    case exception(folder: String)
    /// Not placed; the reason says what to do by hand.
    case manual(String)
    /// A file no longer generated: its references (file reference, build files, place in its group) are taken
    /// out, with the groups scaffold created that this leaves empty.
    case removed
  }

  package struct FileResult: Sendable, Equatable {
    /// Absolute path of the generated file.
    package var path: String
    /// The target it belongs in, when known.
    package var target: String?
    /// Whether it belongs in the unit-test target.
    package var isTest: Bool
    package var placement: Placement
  }

  /// What integrating the files does to the project.
  package struct Outcome: Sendable, Equatable {
    /// Absolute path of `project.pbxproj`.
    package var projectFile: String
    /// The file as read; the writer checks it is still so before replacing it.
    package var prior: String
    /// The edited file, or nil when nothing needs to change.
    package var edited: String?
    package var files: [FileResult]
    /// Why the project is left untouched (malformed, an unknown object kind where the edit would go).
    package var untouched: Reason?
    /// Why the edit is ambiguous; the run is refused like a file conflict.
    package var conflict: Reason?

    /// This outcome as a refusal for `reason`: a conflict, not a project left untouched.
    func refused(_ reason: Reason) -> Outcome {
      var outcome = self
      outcome.untouched = nil
      outcome.conflict = reason
      return outcome
    }
  }

  /// Why a project is left as it is, or its edit refused. The CLI words it: an error at the place in the
  /// project file, or a warning.
  package enum Reason: Sendable, Equatable {
    /// Something at a place in the project file (malformed, an object of a kind this version does not know).
    case inProject(Problem)
    /// What the edit needs is not there (no app target, an unreadable file); nothing in the file is wrong.
    case cannotEdit(String)

    /// The problem to print.
    package var problem: Problem {
      switch self {
      case .inProject(let problem): return problem
      case .cannotEdit(let message): return Problem(message)
      }
    }

    /// An error for a problem in the project file, a warning otherwise.
    package var severity: Severity {
      switch self {
      case .inProject: return .error
      case .cannotEdit: return .warning
      }
    }
  }

  /// Problems the user resolves with an option; the run is refused before anything is planned.
  package enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchTarget(String, role: String, known: [String])
    case ambiguousTarget(role: String, candidates: [String], option: String)

    package var description: String {
      switch self {
      case .noSuchTarget(let name, let role, let known):
        return "no \(role) target '\(name)' in the project (targets: \(known.joined(separator: ", ")))"
          + Suggestions.didYouMean(name, among: known)
      case .ambiguousTarget(let role, let candidates, let option):
        return "the project has \(candidates.count) \(role) targets that could receive the files ("
          + candidates.map { "'\($0)'" }.joined(separator: ", ") + "); choose one with \(option) NAME"
      }
    }
  }

  /// What to do by hand for a removed file when the project is left as it is.
  static let removeByHand = "remove its reference by hand"

  /// Tests are the files the layout puts under `Tests/`; everything else belongs to the app target.
  package static func isTest(_ relativePath: String) -> Bool { relativePath.hasPrefix("Tests/") }

  /// Plans adding `files` (absolute paths; `tests` marks the ones for the test target) to the project read
  /// from `projectFile` (`…/Name.xcodeproj/project.pbxproj` or `project.xcproj`), and taking the files `removing`
  /// (absolute paths, gone from disk) out of it. `bytes` nil: the file could not be read.
  package static func plan(
    files: [(path: String, isTest: Bool)], removing: [String] = [], projectFile: String, bytes: [UInt8],
    outputFolder: String, options: Options
  ) throws(Failure) -> Outcome {
    let prior = String(decoding: bytes, as: UTF8.self)
    func untouched(_ reason: Reason, app: String? = nil, tests: String? = nil) -> Outcome {
      let results =
        files.map { file in
          let target = file.isTest ? tests ?? "the unit-test target" : app ?? "the app target"
          return FileResult(
            path: file.path, target: file.isTest ? tests : app, isTest: file.isTest,
            placement: .manual("add it to \(target) by hand"))
        }
        + removing.map { path in
          FileResult(
            path: path, target: nil, isTest: isTest(path), placement: .manual(removeByHand))
        }
      return Outcome(
        projectFile: projectFile, prior: prior, edited: nil, files: results, untouched: reason, conflict: nil)
    }
    if ProjectFormat.of(projectFile) == .xcproj {
      return try planXcproj(
        files: files, removing: removing, projectFile: projectFile, bytes: bytes, outputFolder: outputFolder,
        options: options, untouched: untouched)
    }
    let project: XcodeProject
    do {
      project = try XcodeProject(path: projectFile, bytes: bytes)
    } catch {
      return untouched(.inProject(error.problem))
    }
    var integrator = Integrator(project: project, sourceRoot: project.sourceRoot(projectFile: projectFile))
    var removed: [FileResult] = []
    for path in removing where integrator.remove(path) {
      removed.append(FileResult(path: path, target: nil, isTest: isTest(path), placement: .removed))
    }
    guard !files.isEmpty else {
      return finish(integrator, results: removed, prior: prior) { untouched($0) }
    }
    let app = try integrator.appTarget(options.target, outputFolder: outputFolder, files: files)
    let tests = try integrator.testTarget(options.testTarget, app: app, needed: files.contains { $0.isTest })
    guard let app else { return untouched(.cannotEdit("the project has no app target"), tests: tests?.name) }
    if let problem = integrator.unsupportedTarget(app) ?? tests.flatMap(integrator.unsupportedTarget) {
      return untouched(problem, app: app.name, tests: tests?.name)
    }
    var results: [FileResult] = []
    for file in files {
      guard let target = file.isTest ? tests : app else {
        var reason = "the project has no unit-test target for \(app.name)"
        do {
          if try integrator.exclude(file.path, from: app) {
            reason += "; excluded from \(app.name)'s synchronized folder so it does not compile into the app"
          }
        } catch {
          if case .unsupported(let reason) = error { return untouched(reason, app: app.name, tests: nil) }
        }
        results.append(FileResult(path: file.path, target: nil, isTest: true, placement: .manual(reason)))
        continue
      }
      do {
        let placement = try integrator.place(file.path, in: target)
        results.append(FileResult(path: file.path, target: target.name, isTest: file.isTest, placement: placement))
      } catch {
        switch error {
        case .unsupported(let reason): return untouched(reason, app: app.name, tests: tests?.name)
        case .ambiguous(let message):
          return untouched(.cannotEdit(message), app: app.name, tests: tests?.name).refused(.cannotEdit(message))
        }
      }
    }
    return finish(integrator, results: results + removed, prior: prior) { reason in
      untouched(reason, app: app.name, tests: tests?.name)
    }
  }

  /// The outcome of the integrator's edit: the edited text, checked by reading it back (a bug here must never
  /// reach the user's project).
  private static func finish(
    _ integrator: Integrator, results: [FileResult], prior: String, untouched: (Reason) -> Outcome
  ) -> Outcome {
    var integrator = integrator
    // After placing: a group emptied of its old files that receives a new one stays.
    integrator.finishRemovals()
    integrator.finish()
    let projectFile = integrator.project.path
    var edited: String?
    if !integrator.editor.isEmpty {
      let bytes = integrator.editor.apply()
      guard (try? XcodeProject(path: projectFile, bytes: bytes)) != nil else {
        return untouched(.cannotEdit("the edited project would not read back"))
      }
      edited = String(decoding: bytes, as: UTF8.self)
    }
    return Outcome(
      projectFile: projectFile, prior: prior, edited: edited, files: results, untouched: nil, conflict: nil)
  }
}
