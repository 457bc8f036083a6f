import ScaffoldKit

/// `scaffold repair [DIR…]`: finishes or undoes a run that was killed while writing (see docs/writing.md).
struct RepairCommand: Command {
  static let name = "repair"
  static let abstract = "Finish or undo a scaffold run that was killed while writing files."
  static let synopsis = "repair [DIR...]"
  static let discussion = """
    A run that writes files records what it is about to do in DIR/.scaffold/journal.json first. If it
    was killed (kill -9, a crash, a power cut of the CI runner) the next writing run into DIR repairs it
    on its own; 'repair' does only that: a run killed before all its files were in place is undone (every
    file back as it was), one killed while cleaning up is finished. Without DIR: the current directory
    and the moduleRoot of scaffold.json.

    exit codes: 0 repaired or nothing to repair, 1 another run is writing there, 3 a file could not
    be restored.
    """
  static let options: [OptionSpec] = []

  let folders: [String]

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    folders = arguments.positionals
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    var folders = self.folders
    if folders.isEmpty {
      let (settings, _) = try ProjectSetup.project(templates: nil, in: environment)
      folders = ["."] + [settings.outputRoot].compactMap { $0 }
    }
    var repaired = false
    var seen = Set<String>()
    for folder in folders where seen.insert(environment.fileSystem.absolute(folder)).inserted {
      if try PlannedWrite.recover(folder, in: environment) { repaired = true }
    }
    if !repaired { environment.console.out("Nothing to repair.\n") }
    return .success
  }
}
