import LabSupport

/// `layoutlab completion bash|zsh`: a completion script made from the subcommand table, so
/// that it offers exactly the subcommands and options `layoutlab` takes. `make install` writes
/// both; lesson ids come from `layoutlab lessons --ids` as the learner types.
enum CompletionCommand {
    static let subcommand = Subcommand(
        name: "completion", synopsis: "completion bash|zsh", summary: "a shell completion script",
        options: [], words: .shell, isForPeople: false,
        usage: """
            Usage: layoutlab completion bash|zsh

            Prints a script that completes layoutlab's subcommands, options, lesson ids and files.
            make install puts both in place. By hand, for bash:
              layoutlab completion bash > ~/.local/share/bash-completion/completions/layoutlab
            and for zsh, into a folder on $fpath (before compinit runs):
              layoutlab completion zsh > ~/.zsh/completions/_layoutlab

            """
    ) { arguments throws(UsageError) in
        guard arguments.positionals.count == 1, let shell = arguments.positionals.first else {
            throw UsageError("which shell? layoutlab completion bash|zsh")
        }
        switch shell {
        case "bash": StandardStreams.writeOutput(bash())
        case "zsh": StandardStreams.writeOutput(zsh())
        default: throw UsageError("no completion for '\(shell)' (allowed: bash, zsh)")
        }
        return .ok
    }

    /// Bash's: `complete -F` with a function that finds the subcommand, then offers its options
    /// and its words.
    static func bash(function: String = "_layoutlab") -> String {
        let commands = CLI.commands.filter { !$0.name.isEmpty }
        let valuedOptions = CLI.everyOption.filter { $0.valueName != nil }.reduce(into: [OptionSpec]()) {
            list, option in
            if !list.contains(where: { $0.name == option.name }) { list.append(option) }
        }
        let valued = valuedOptions.flatMap { [$0.name] + $0.aliases }
        let values = valuedOptions.map { option in
            "        \(option.name)) \(Self.value(of: option)); return ;;"
        }
        let topLevel = commands.map(\.name) + (CLI.commands[0].options + [.help]).map(\.name)
        var cases: [String] = []
        for command in commands {
            let options = (command.options + [.help]).map(\.name).joined(separator: " ")
            cases.append(
                """
                        \(command.name))
                            if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "\(options)" -- "$cur")); return; fi
                            \(words(command.words))
                            ;;
                """)
        }
        return """
            # bash completion for layoutlab (made by: layoutlab completion bash)
            \(function)() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} sub="" i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case ${COMP_WORDS[i]} in
                        \(valued.joined(separator: "|"))) ((i++)) ;;
                        -*) ;;
                        *) sub=${COMP_WORDS[i]}; break ;;
                    esac
                done
                case $prev in
            \(values.joined(separator: "\n"))
                esac
                case $sub in
                    "") COMPREPLY=($(compgen -W "\(topLevel.joined(separator: " "))" -- "$cur")) ;;
            \(cases.joined(separator: "\n"))
                esac
            }
            complete -o filenames -F \(function) layoutlab

            """
    }

    /// Zsh's: the same function through zsh's bash-completion emulation. Zsh loads this file
    /// as the completion function `_layoutlab` on the first Tab; it sets the bash-style one up
    /// and completes that first Tab with it as well.
    static func zsh() -> String {
        """
        #compdef layoutlab
        # zsh completion for layoutlab (made by: layoutlab completion zsh)
        autoload -U +X bashcompinit && bashcompinit

        """ + bash(function: "__layoutlab_bash") + """
            _bash_complete -o filenames -F __layoutlab_bash

            """
    }

    /// An option's value: a folder, one of the words its value name lists, or nothing to offer.
    private static func value(of option: OptionSpec) -> String {
        let name = option.valueName ?? ""
        if name == "DIR" { return #"COMPREPLY=($(compgen -d -- "$cur"))"# }
        if name.contains("|") {
            return "COMPREPLY=($(compgen -W \"\(name.split(separator: "|").joined(separator: " "))\" -- \"$cur\"))"
        }
        return "COMPREPLY=()"
    }

    private static func words(_ words: Subcommand.Words) -> String {
        switch words {
        case .none: "COMPREPLY=()"
        case .lesson:
            #"COMPREPLY=($(compgen -W "$(layoutlab lessons --ids 2>/dev/null)" -- "$cur") $(compgen -f -X '!*.lesson' -- "$cur") $(compgen -d -- "$cur"))"#
        case .file: #"COMPREPLY=($(compgen -f -- "$cur") $(compgen -W "-" -- "$cur"))"#
        case .paths: #"COMPREPLY=($(compgen -f -- "$cur"))"#
        case .subcommand:
            "COMPREPLY=($(compgen -W \"\(CLI.commands.map(\.name).filter { !$0.isEmpty }.joined(separator: " "))\" -- \"$cur\"))"
        case .shell: #"COMPREPLY=($(compgen -W "bash zsh" -- "$cur"))"#
        }
    }
}
