import Foundation
import ScaffoldKit

/// `scaffold mcp`: the Model Context Protocol server on stdin/stdout, for coding agents.
struct MCPCommand: Command {
  static let name = "mcp"
  static let abstract = "Run the Model Context Protocol server (stdio) that coding agents ask where code goes."
  static let synopsis = "mcp"
  static let discussion = """
    Speaks the Model Context Protocol's stdio transport (one JSON-RPC message per line) on stdin and stdout.
    Its tools: placement (where a new file of a role goes for a feature, and what it may import),
    layer_rules, which, plan_module (new-module --dry-run), new_module (writes all or nothing) and lint
    (findings with their explanations, for paths or changedSince). The working directory is the project.
    See docs/agents.md.

    exit codes: 0 when the client closes stdin.
    """
  static let options: [OptionSpec] = []

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    guard arguments.positionals.isEmpty else { throw .usage("mcp takes no arguments") }
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    var server = MCPServer(fileSystem: environment.fileSystem, git: environment.git, environment: environment.project)
    let input = FileHandle.standardInput
    while true {
      let chunk = input.availableData
      if chunk.isEmpty { break }
      let output = server.receive(Array(chunk))
      if !output.isEmpty { environment.console.out(String(decoding: output, as: UTF8.self)) }
    }
    return .success
  }
}
