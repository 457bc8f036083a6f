import Foundation
import ScaffoldKit

/// What a command runs against: the file system, the console and the process environment.
struct CommandEnvironment: Sendable {
  var fileSystem: any FileAccess
  var console: any Console
  var variables: [String: String]
  /// The current time, for the `date` and `year` template values.
  var now: @Sendable () -> Date = { Date() }
  /// The author's name from git, unless `scaffold.json` sets `author`.
  var gitUserName: @Sendable () -> String? = GitConfig.userName
  /// Runs git, for `lint --changed-since`.
  var git: GitRunner = .process

  /// What generating takes from the environment: git's author name, the date (`SOURCE_DATE_EPOCH` first).
  var project: ProjectSetup.Environment {
    ProjectSetup.Environment(
      author: gitUserName, now: ProjectSetup.Environment.date(variables: variables, clock: now()))
  }
}

/// A subcommand: its name, help text, options, validation (`init`) and work (`run`).
protocol Command: Sendable {
  static var name: String { get }
  static var abstract: String { get }
  /// The synopsis after `scaffold`, e.g. `new-module <Name> [options]`.
  static var synopsis: String { get }
  /// Longer help: positionals, examples, exit codes.
  static var discussion: String { get }
  static var options: [OptionSpec] { get }
  /// Checks the arguments; usage problems throw `.usage`.
  init(arguments: ParsedArguments) throws(ScaffoldError)
  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode
  /// Words the first argument may be (`templates render`), for shell completion; empty for most commands.
  static var subcommands: [String] { get }
  /// What a shell completes for the command's arguments (files for most commands).
  static var arguments: ValueCompletion { get }
}

extension Command {
  static var subcommands: [String] { [] }
  static var arguments: ValueCompletion { .files }
}

/// The command-line shell: turns argv into a command, runs it, and maps its outcome to text and an exit code.
public enum CLI {
  static let commands: [any Command.Type] = [
    InitCommand.self, NewAppCommand.self, NewModuleCommand.self, UpdateCommand.self, CheckCommand.self,
    DestroyCommand.self, AdoptCommand.self, TemplatesCommand.self, LintCommand.self, ExplainCommand.self,
    RulesCommand.self, GraphCommand.self, WhichCommand.self, RepairCommand.self, LSPCommand.self, MCPCommand.self,
    CompletionCommand.self,
  ]

  /// Runs with the process's real streams, disk and environment.
  public static func main(_ argv: [String]) -> Int32 {
    let environment = CommandEnvironment(
      fileSystem: DiskFileSystem(), console: StandardConsole(), variables: processEnvironment())
    return run(Array(argv.dropFirst()), in: environment).rawValue
  }

  /// The process's environment variables, as `ProcessInfo.processInfo.environment` gives them (entries that are
  /// not UTF-8 left out, the last of a repeated name kept). On Linux read from `environ`: making `ProcessInfo`
  /// and its dictionary took 0.3 ms, 3 % of a warm lint run.
  static func processEnvironment() -> [String: String] {
    #if canImport(Glibc)
      var variables: [String: String] = [:]
      var entry = environ
      while let pointer = entry.pointee {
        if let text = String(validatingCString: pointer), let equals = text.firstIndex(of: "=") {
          variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        entry += 1
      }
      return variables
    #else
      return ProcessInfo.processInfo.environment
    #endif
  }

  /// Runs `arguments` (without the program name). The one place where outcomes become text and exit codes.
  /// Output that could not be written (a full disk, a closed stream) fails the run, whatever it found.
  static func run(_ arguments: [String], in environment: CommandEnvironment) -> ExitCode {
    let code = dispatch(arguments, in: environment)
    guard let failure = environment.console.writeFailure else { return code }
    return report(.error(.failed, failure), for: nil, console: environment.console)
  }

  private static func dispatch(_ arguments: [String], in environment: CommandEnvironment) -> ExitCode {
    let console = environment.console
    guard let first = arguments.first else {
      return report(.usage("no command given"), for: nil, console: console)
    }
    switch first {
    case "--help", "-h", "help":
      if first == "help", arguments.count > 1 {
        guard let command = commands.first(where: { $0.name == arguments[1] }) else {
          return unknownCommand(arguments[1], console: console)
        }
        console.out(help(for: command))
      } else {
        console.out(rootHelp)
      }
      return .success
    case "--version":
      guard arguments.count == 1 else {
        return report(.usage("--version takes no arguments (got '\(arguments[1])')"), for: nil, console: console)
      }
      console.out(ScaffoldVersion.current + "\n")
      return .success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      return unknownCommand(first, console: console)
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      console.out(help(for: command))
      return .success
    }
    do throws(ScaffoldError) {
      let parsed = try ParsedArguments.parse(rest, options: command.options + [.flag("--help", short: "h", "")])
      return try command.init(arguments: parsed).run(in: environment)
    } catch {
      return report(error, for: command, console: console)
    }
  }

  /// Prints how a command ended and returns its exit code: the one place that words errors (`error:`).
  /// A usage error is followed by the command's usage, or the root usage without a command.
  static func report(_ error: ScaffoldError, for command: (any Command.Type)?, console: any Console) -> ExitCode {
    var text = error.problems.map { $0.rendered(severity: "error") }.joined()
    if !error.note.isEmpty { text += error.note + "\n" }
    if error.showsUsage { text += "\n" + (command.map(usage(for:)) ?? rootUsage) }
    console.err(text)
    return ExitCode(error.kind)
  }

  private static func unknownCommand(_ name: String, console: any Console) -> ExitCode {
    let suggestion = Suggestions.didYouMean(name, among: commands.map { $0.name })
    let what = name.hasPrefix("-") ? "option" : "command"
    return report(.usage("unknown \(what) '\(name)'\(suggestion)"), for: nil, console: console)
  }

  static var rootUsage: String {
    "usage: scaffold <command> [options]\n       scaffold --help | --version\n"
      + "Run 'scaffold <command> --help' for a command's options.\n"
  }

  static var rootHelp: String {
    var text =
      "scaffold \(ScaffoldVersion.current): generate MVVM / Clean Architecture feature modules and lint their layers.\n\n"
    text += "usage: scaffold <command> [options]\n\ncommands:\n"
    let width = commands.map { $0.name.count }.max() ?? 0
    for command in commands {
      text += "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.abstract + "\n"
    }
    text += "\noptions:\n  --help     Show help (also 'scaffold <command> --help').\n  --version  Show the version.\n"
    text += "\nexit codes: " + ExitCode.allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ")
    text += " (see docs/library.md).\n"
    return text
  }

  static func usage(for command: any Command.Type) -> String {
    "usage: scaffold \(command.synopsis)\nRun 'scaffold \(command.name) --help' for details.\n"
  }

  static func help(for command: any Command.Type) -> String {
    var text = "\(command.abstract)\n\nusage: scaffold \(command.synopsis)\n"
    if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
    let options = command.options + [.flag("--help", short: "h", "Show this help.")]
    let labels = options.map { option -> String in
      var label = option.short.map { "-\($0), " } ?? ""
      label += option.name + (option.valueName.map { " " + $0 } ?? "")
      return label
    }
    let width = labels.map(\.count).max() ?? 0
    text += "\noptions:\n"
    for (label, option) in zip(labels, options) {
      text += "  " + label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help + "\n"
    }
    return text
  }
}
