import ScaffoldKit

/// `scaffold completion bash|zsh|fish`: prints a shell completion script built from the command table,
/// so completions never drift from the real options.
struct CompletionCommand: Command {
  static let name = "completion"
  static let abstract = "Print a shell completion script (bash, zsh or fish)."
  static let synopsis = "completion bash|zsh|fish"
  static let discussion = """
    Install, for example:
      bash:  scaffold completion bash > /usr/local/etc/bash_completion.d/scaffold
      zsh:   scaffold completion zsh > "${fpath[1]}/_scaffold"
      fish:  scaffold completion fish > ~/.config/fish/completions/scaffold.fish
    """
  static let options: [OptionSpec] = []

  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  let shell: Shell

  init(arguments: ParsedArguments) throws(CLIError) {
    guard arguments.positionals.count == 1 else { throw .usage("expected one shell: bash, zsh or fish") }
    let name = arguments.positionals[0]
    guard let shell = Shell(rawValue: name) else {
      throw .usage("unknown shell '\(name)'" + Suggestions.didYouMean(name, among: Shell.allCases.map(\.rawValue)))
    }
    self.shell = shell
  }

  func run(in environment: CommandEnvironment) throws(CLIError) -> ExitCode {
    environment.console.out(Self.script(for: shell, commands: CLI.commands))
    return .success
  }

  static func script(for shell: Shell, commands: [any Command.Type]) -> String {
    let names = commands.map { $0.name }
    switch shell {
    case .bash:
      var cases = ""
      for command in commands {
        let options = (command.options.map(\.name) + ["--help"]).joined(separator: " ")
        let subcommands = command.subcommands.joined(separator: " ")
        cases += "    \(command.name)) opts=\"\(options)\" subs=\"\(subcommands)\" ;;\n"
      }
      return """
        # bash completion for scaffold
        _scaffold() {
          local cur=${COMP_WORDS[COMP_CWORD]} opts subs
          if [ "$COMP_CWORD" -eq 1 ]; then
            COMPREPLY=($(compgen -W "\(names.joined(separator: " ")) --help --version" -- "$cur"))
            return
          fi
          case "${COMP_WORDS[1]}" in
        \(cases)    *) opts="" subs="" ;;
          esac
          if [ "$COMP_CWORD" -eq 2 ] && [ -n "$subs" ] && [[ "$cur" != -* ]]; then
            COMPREPLY=($(compgen -W "$subs" -- "$cur"))
            return
          fi
          if [[ "$cur" == -* ]]; then
            COMPREPLY=($(compgen -W "$opts" -- "$cur"))
          else
            COMPREPLY=($(compgen -f -- "$cur"))
          fi
        }
        complete -o default -F _scaffold scaffold

        """
    case .zsh:
      var text = "#compdef scaffold\n\n_scaffold() {\n  local -a commands\n  commands=(\n"
      for command in commands {
        text += "    '\(command.name):\(zshEscaped(command.abstract))'\n"
      }
      text += "  )\n  if (( CURRENT == 2 )); then\n    _describe 'command' commands\n    return\n  fi\n"
      text += "  case ${words[2]} in\n"
      for command in commands {
        var specs: [String] = []
        for option in command.options + [OptionSpec.flag("--help", "Show help.")] {
          var spec = "'" + option.name + "[" + zshEscaped(option.help) + "]"
          if let valueName = option.valueName { spec += ":" + valueName.lowercased() + ":_files" }
          specs.append(spec + "'")
        }
        if !command.subcommands.isEmpty {
          specs.append("'1:subcommand:(" + command.subcommands.joined(separator: " ") + ")'")
        }
        text += "    " + command.name + ") _arguments " + specs.joined(separator: " ") + " '*:file:_files' ;;\n"
      }
      text += "  esac\n}\n\n_scaffold \"$@\"\n"
      return text
    case .fish:
      var text = "# fish completion for scaffold\ncomplete -c scaffold -f\n"
      for command in commands {
        text +=
          "complete -c scaffold -n '__fish_use_subcommand' -a \(command.name) -d '\(fishEscaped(command.abstract))'\n"
        if !command.subcommands.isEmpty {
          let words = command.subcommands.joined(separator: " ")
          text += "complete -c scaffold -n '__fish_seen_subcommand_from \(command.name)' -a '\(words)'\n"
        }
        for option in command.options {
          let long = option.name.dropFirst(2)
          let takesValue = option.valueName == nil ? "" : " -r -F"
          text +=
            "complete -c scaffold -n '__fish_seen_subcommand_from \(command.name)' -l \(long)\(takesValue)"
            + " -d '\(fishEscaped(option.help))'\n"
        }
      }
      return text
    }
  }

  private static func zshEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[")
      .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
  }

  private static func fishEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
  }
}
