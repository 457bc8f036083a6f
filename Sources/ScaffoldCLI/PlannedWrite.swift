import ScaffoldKit

/// A generation plan with the CLI's way of showing and applying it, shared by the commands that write
/// files (`new-module`, `templates eject`, `init`).
struct PlannedWrite {
  var plan: GenerationPlan
  let fileSystem: any FileSystem

  /// Plans writing `files` (relative paths) under `root`; an impossible path is invalid input.
  init(files: [(path: String, contents: String)], root: String, force: Bool, fileSystem: any FileSystem)
    throws(CLIError)
  {
    do {
      plan = try GenerationPlan.make(files: files, root: root, force: force, fileSystem: fileSystem)
    } catch {
      throw .invalidInput("error: \(error)")
    }
    self.fileSystem = fileSystem
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
      throw .failed("error: \(error)")
    }
  }
}
