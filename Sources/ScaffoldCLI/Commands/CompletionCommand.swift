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
  static let arguments = ValueCompletion.words(Shell.allCases.map(\.rawValue))

  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  let shell: Shell

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    guard arguments.positionals.count == 1 else { throw .usage("expected one shell: bash, zsh or fish") }
    let name = arguments.positionals[0]
    guard let shell = Shell(rawValue: name) else {
      throw .usage("unknown shell '\(name)'" + Suggestions.didYouMean(name, among: Shell.allCases.map(\.rawValue)))
    }
    self.shell = shell
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    environment.console.out(Self.script(for: shell, commands: CLI.commands))
    return .success
  }

  static func script(for shell: Shell, commands: [any Command.Type]) -> String {
    switch shell {
    case .bash: return bash(commands)
    case .zsh: return zsh(commands)
    case .fish: return fish(commands)
    }
  }

  /// `_scaffold_values KIND [WORDS]` completes a value; `_scaffold` picks the kind from the command and the
  /// option before the word.
  private static func bash(_ commands: [any Command.Type]) -> String {
    func kind(_ completion: ValueCompletion) -> String {
      switch completion {
      case .files: return "files"
      case .directories: return "dirs"
      case .specFiles: return "specs"
      case .modules: return "modules"
      case .words(let words): return "words \"\(words.joined(separator: " "))\""
      }
    }
    var cases = ""
    for command in commands {
      let options = (command.options.map(\.name) + ["--help"]).joined(separator: " ")
      let subcommands = command.subcommands.joined(separator: " ")
      cases += "    \(command.name))\n"
      let valued = command.options.filter { $0.valueName != nil }
      if !valued.isEmpty {
        cases += "      case \"$prev\" in\n"
        for option in valued {
          cases += "        \(option.name)) _scaffold_values \(kind(option.completion)); return ;;\n"
        }
        cases += "      esac\n"
      }
      cases += "      opts=\"\(options)\" subs=\"\(subcommands)\" args='\(kind(command.arguments))' ;;\n"
    }
    return """
      # bash completion for scaffold
      _scaffold_values() { # _scaffold_values files|dirs|specs|modules|words [WORDS]: sets COMPREPLY
        local cur=${COMP_WORDS[COMP_CWORD]} root=. i f names=""
        case $1 in
          words) COMPREPLY=($(compgen -W "$2" -- "$cur")) ;;
          modules)
            # The manifests under --output DIR when the line names one, else under the working directory.
            for ((i = 2; i + 1 < COMP_CWORD; i++)); do
              [ "${COMP_WORDS[i]}" = --output ] && root=${COMP_WORDS[i + 1]}
            done
            for f in "$root"/.scaffold/modules/*.json; do
              [ -e "$f" ] && names="$names $(basename "$f" .json)"
            done
            COMPREPLY=($(compgen -W "$names" -- "$cur")) ;;
          specs) COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -S / -- "$cur")) ;;
          dirs) COMPREPLY=($(compgen -d -- "$cur")) ;;
          *) COMPREPLY=($(compgen -f -- "$cur")) ;;
        esac
      }
      _scaffold() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} opts subs args
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(commands.map { $0.name }.joined(separator: " ")) --help --version" -- "$cur"))
          return
        fi
        case "${COMP_WORDS[1]}" in
      \(cases)    *) opts="" subs="" args=files ;;
        esac
        if [ "$COMP_CWORD" -eq 2 ] && [ -n "$subs" ] && [[ "$cur" != -* ]]; then
          COMPREPLY=($(compgen -W "$subs" -- "$cur"))
          return
        fi
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "$opts" -- "$cur"))
        else
          eval "_scaffold_values $args"
        fi
      }
      complete -o default -F _scaffold scaffold

      """
  }

  private static func zsh(_ commands: [any Command.Type]) -> String {
    func action(_ completion: ValueCompletion) -> String {
      switch completion {
      case .files: return "_files"
      case .directories: return "_files -/"
      case .specFiles: return "_files -g \"*.json\""
      case .modules: return "_scaffold_modules"
      case .words(let words): return "(" + words.joined(separator: " ") + ")"
      }
    }
    var text = "#compdef scaffold\n\n"
    // The manifests under --output DIR when the line names one, else under the working directory.
    text += """
      _scaffold_modules() {
        local root=. i
        for (( i = 3; i < CURRENT - 1; i++ )); do
          [[ ${words[i]} == --output ]] && root=${words[i+1]}
        done
        local -a names
        names=($root/.scaffold/modules/*.json(N:t:r))
        compadd -a names
      }


      """
    text += "_scaffold() {\n  local -a commands\n  commands=(\n"
    for command in commands {
      text += "    '\(command.name):\(zshEscaped(command.abstract))'\n"
    }
    text += "  )\n  if (( CURRENT == 2 )); then\n    _describe 'command' commands\n    return\n  fi\n"
    text += "  case ${words[2]} in\n"
    for command in commands {
      var specs: [String] = []
      for option in command.options + [OptionSpec.flag("--help", "Show help.")] {
        var spec = "'" + option.name + "[" + zshEscaped(option.help) + "]"
        if let valueName = option.valueName {
          spec += ":" + zshEscaped(valueName.lowercased()) + ":" + action(option.completion)
        }
        specs.append(spec + "'")
      }
      if !command.subcommands.isEmpty {
        specs.append("'1:subcommand:(" + command.subcommands.joined(separator: " ") + ")'")
      }
      specs.append("'*:argument:" + action(command.arguments) + "'")
      text += "    " + command.name + ") _arguments " + specs.joined(separator: " ") + " ;;\n"
    }
    text += "  esac\n}\n\n_scaffold \"$@\"\n"
    return text
  }

  private static func fish(_ commands: [any Command.Type]) -> String {
    func values(_ completion: ValueCompletion) -> String {
      switch completion {
      case .files: return "-r -F"
      case .directories: return "-x -a '(__fish_complete_directories)'"
      case .specFiles: return "-x -a '(__fish_complete_suffix .json)'"
      case .modules: return "-x -a '(__scaffold_modules)'"
      case .words(let words): return "-x -a '\(words.joined(separator: " "))'"
      }
    }
    var text = """
      # fish completion for scaffold
      complete -c scaffold -f
      # The manifests under --output DIR when the line names one, else under the working directory.
      function __scaffold_modules
          set -l root .
          set -l tokens (commandline -opc)
          for i in (seq 2 (math (count $tokens) - 1))
              if test "$tokens[$i]" = --output
                  set root $tokens[(math $i + 1)]
              end
          end
          for f in $root/.scaffold/modules/*.json
              basename $f .json
          end
      end

      """
    for command in commands {
      let seen = "-n '__fish_seen_subcommand_from \(command.name)'"
      text +=
        "complete -c scaffold -n '__fish_use_subcommand' -a \(command.name) -d '\(fishEscaped(command.abstract))'\n"
      if !command.subcommands.isEmpty {
        let words = command.subcommands.joined(separator: " ")
        text += "complete -c scaffold \(seen) -a '\(words)'\n"
      }
      // Arguments take no `-r` (that is for an option's value).
      let arguments = command.arguments == .files ? "-F" : values(command.arguments)
      text += "complete -c scaffold \(seen) \(arguments)\n"
      for option in command.options {
        let long = option.name.dropFirst(2)
        let takesValue = option.valueName == nil ? "" : " " + values(option.completion)
        text += "complete -c scaffold \(seen) -l \(long)\(takesValue) -d '\(fishEscaped(option.help))'\n"
      }
    }
    return text
  }

  private static func zshEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[")
      .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
  }

  private static func fishEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
  }
}
