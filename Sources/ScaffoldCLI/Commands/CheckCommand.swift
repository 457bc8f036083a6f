import ScaffoldKit

/// `scaffold check [<Module>...]`: for CI, whether `update` would change anything.
struct CheckCommand: Command {
  static let arguments = ValueCompletion.modules
  static let name = "check"
  static let abstract = "Exit 1 when a generated module is out of date with its spec or templates (for CI)."
  static let synopsis = "check [<Module>...] [--output DIR] [--templates DIR] [--verbose]"
  static let discussion = """
    Renders every module with a manifest (or the modules named) as 'scaffold update' would, writes
    nothing, and lists each module that update would change: why (the spec, a template, the scaffold
    version) and which files, and each conflict still marked in a file (file:line). Files you deleted or
    edited without a template change do not count. More than three template reasons are counted, with
    the first three named; --verbose lists every reason on a line of its own.

    exit codes: 0 every module is up to date, 1 a module is out of date, 2 invalid input.
    """
  static let options: [OptionSpec] = [
    .value("--output", "DIR", "Directory the modules were generated into (default: moduleRoot or '.')."),
    .value("--templates", "DIR", "Folder of template sets overriding all other template sources."),
    .flag("--verbose", "List every reason a module is out of date on a line of its own."),
  ]

  var modules: [String]
  var output: String?
  var templates: String?
  var verbose: Bool

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    modules = arguments.positionals
    output = arguments.value("--output")
    templates = arguments.value("--templates")
    verbose = arguments.flag("--verbose")
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let target = try ModuleTarget(modules: modules, output: output, dryRun: true, in: environment)
    let plans = try target.updatePlans(specFile: nil, templates: templates, restore: false)
    let stale = plans.filter {
      $0.changesAnything || !$0.conflicts.isEmpty || !$0.blocked.isEmpty || !$0.unresolved.isEmpty
    }
    let console = environment.console
    for plan in stale {
      let why = ModuleUpdateReport.reasons(plan.reasons, verbose: verbose)
      console.out("\(plan.module) is out of date\(why.isEmpty ? "\n" : why)")
      let unresolved = ModuleUpdateReport.unresolved(plan.unresolved, display: target.display)
      console.out(unresolved.split(separator: "\n").map { "  \($0)\n" }.joined())
      console.out(
        ModuleUpdateReport.lines(plan, display: target.display).split(separator: "\n").map { "  \($0)\n" }.joined())
    }
    guard stale.isEmpty else {
      let resolve = stale.contains { !$0.unresolved.isEmpty } ? "resolve the conflicts listed, then " : ""
      console.out(
        "\(ModuleUpdateReport.count(stale.count, "module")) out of date; \(resolve)run 'scaffold update' and "
          + "commit the result.\n")
      return .refused
    }
    console.out("\(ModuleUpdateReport.count(plans.count, "module")) up to date.\n")
    return .success
  }
}
