import ScaffoldKit

/// A generation plan with the CLI's way of showing and applying it, shared by the commands that write
/// files (`new-module`, `templates eject`, `init`).
struct PlannedWrite {
  var plan: GenerationPlan
  let fileSystem: any FileSystem

  /// Plans writing `files` (relative paths) under `root`; an impossible path is invalid input. A run that
  /// was killed while writing there is finished or undone first (and said so on stderr), so the plan sees
  /// the files as they were before it or after it.
  init(files: [(path: String, contents: String)], root: String, force: Bool, in environment: CommandEnvironment)
    throws(CLIError)
  {
    let fileSystem = environment.fileSystem
    try Self.recover(root, in: environment)
    do {
      plan = try GenerationPlan.make(files: files, root: root, force: force, fileSystem: fileSystem)
    } catch {
      throw .invalidInput("error: \(error)")
    }
    self.fileSystem = fileSystem
  }

  /// A plan made elsewhere (`update`, `destroy`, `adopt`).
  init(plan: GenerationPlan, fileSystem: any FileSystem) {
    self.plan = plan
    self.fileSystem = fileSystem
  }

  /// Finishes or undoes an interrupted run in `root`, saying what it did; true when there was one.
  @discardableResult
  static func recover(_ root: String, in environment: CommandEnvironment) throws(CLIError) -> Bool {
    do {
      guard let report = try PlanWriter.recover(root: root, fileSystem: environment.fileSystem) else { return false }
      let folder = Paths.relative(environment.fileSystem.absolute(root), to: environment.fileSystem.currentDirectory)
      environment.console.err("note: \(folder): \(report)\n")
      return true
    } catch {
      throw Self.cliError(error)
    }
  }

  /// An entry's path relative to the working directory.
  func display(_ entry: GenerationPlan.Entry) -> String {
    display(path: Paths.join(plan.root, entry.path))
  }

  /// An absolute path relative to the working directory.
  func display(path: String) -> String {
    Paths.relative(path, to: fileSystem.currentDirectory)
  }

  /// One line per conflicting file: `  path: reason`.
  var conflictLines: String {
    plan.conflicts.map { "  \(display($0)): \($0.reason ?? "conflict")\n" }.joined()
  }

  /// One line per file: `create    Modules/Order/Model/Order.swift`.
  var description: String { NewModuleCommand.describe(plan, display: display) }

  /// Writes the plan all or nothing.
  func apply() throws(CLIError) {
    do {
      try PlanWriter.apply(plan, fileSystem: fileSystem)
    } catch {
      throw Self.cliError(error)
    }
  }

  /// Refusals (another run, files changed meanwhile, links out of the output) and failures are exit 1;
  /// a path no file system accepts is invalid input.
  private static func cliError(_ error: GenerationError) -> CLIError {
    switch error {
    case .writeFailed: return .failed("error: \(error)")
    case .busy, .changedSincePlanning, .planHasConflicts: return .refused("error: \(error)")
    case .pathEscapesOutput, .nameTooLong, .linkEscapesOutput, .duplicatePath, .pathsDifferOnlyInCase:
      return .invalidInput("error: \(error)")
    }
  }
}
