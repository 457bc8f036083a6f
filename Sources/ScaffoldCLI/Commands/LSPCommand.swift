import Foundation
import ScaffoldKit

/// `scaffold lsp`: the Language Server on stdin/stdout, for editors.
struct LSPCommand: Command {
  static let name = "lsp"
  static let abstract = "Run the Language Server (stdio) that lints Swift buffers as they are edited."
  static let synopsis = "lsp [--stdio]"
  static let discussion = """
    Speaks the Language Server Protocol on stdin and stdout: diagnostics for open Swift buffers (the rest
    of the project is read from disk), the explanation 'scaffold explain' prints on hover, and a quick fix
    that inserts a suppression comment. The workspace folder the editor opens is the project; its
    scaffold.json is re-read when it changes. See docs/editors.md for VS Code, Neovim, Zed and Helix.

    exit codes: 0 after shutdown and exit, 1 when the client exits or disconnects without shutdown.
    """
  static let options: [OptionSpec] = [.flag("--stdio", "Use stdin and stdout (the default; editors often pass it).")]

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    guard arguments.positionals.isEmpty else { throw .usage("lsp takes no arguments") }
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    var server = LanguageServer(root: environment.fileSystem.currentDirectory)
    let input = FileHandle.standardInput
    while server.exitCode == nil {
      let chunk = input.availableData
      if chunk.isEmpty { break }
      let output = server.receive(Array(chunk))
      if !output.isEmpty { environment.console.out(String(decoding: output, as: UTF8.self)) }
    }
    return server.exitCode == 0 ? .success : .refused
  }
}
