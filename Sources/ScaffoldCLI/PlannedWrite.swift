import ScaffoldKit

/// A generation plan with the CLI's way of showing and applying it, shared by the commands that write
/// files (`new-module`, `templates eject`, `init`).
struct PlannedWrite {
  var plan: GenerationPlan
  let fileSystem: any FileAccess

  /// Plans writing `files` (relative paths) under `root`; an impossible path is invalid input. A run that
  /// was killed while writing there is finished or undone first (and said so on stderr).
  init(
    files: [(path: String, contents: String)], root: String, force: Bool, dryRun: Bool = false,
    in environment: CommandEnvironment
  ) throws(ScaffoldError) {
    plan = try Scaffold.makePlan(
      files: files, root: root, force: force, fileSystem: environment.fileSystem, dryRun: dryRun,
      recovered: Self.recovered(in: environment))
    self.fileSystem = environment.fileSystem
  }

  /// A plan made elsewhere (`new-module`, `update`, `destroy`, `adopt`).
  init(plan: GenerationPlan, fileSystem: any FileAccess) {
    self.plan = plan
    self.fileSystem = fileSystem
  }

  /// Says on stderr that an interrupted run in `folder` was finished or undone.
  static func recovered(in environment: CommandEnvironment) -> (String, RecoveryReport) -> Void {
    { folder, report in
      let shown = Paths.relative(folder, to: environment.fileSystem.currentDirectory)
      environment.console.err("note: \(shown): \(report)\n")
    }
  }

  /// Finishes or undoes an interrupted run in `root`, saying what it did (with `dryRun`, what it will do);
  /// true when there was one.
  @discardableResult
  static func recover(_ root: String, dryRun: Bool = false, in environment: CommandEnvironment) throws(ScaffoldError)
    -> Bool
  {
    try Scaffold.recover(
      root, dryRun: dryRun, recovered: recovered(in: environment), fileSystem: environment.fileSystem)
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
  func apply() throws(ScaffoldError) {
    try Scaffold.write(plan, fileSystem: fileSystem)
  }
}
