import LabSupport

/// The exit statuses of `layoutlab`.
public enum ExitCode: Int32 {
    case ok = 0
    /// A check or a validation failed.
    case failure = 1
    /// The command line or the input was wrong.
    case usage = 2
}

/// The `layoutlab` executable: reads its arguments, runs one subcommand, returns its status.
public enum CLI {
    public static let version = "0.1.0"

    static let subcommands = ["open", "lessons", "run", "validate", "demo", "place", "help"]

    static let usage = """
        LayoutLab \(version) — learn how flow layouts place their items.

        Usage:
          layoutlab                        the interactive shell (type help inside it)
          layoutlab open LESSON            the shell, with a lesson open
          layoutlab lessons                the lessons and your progress
          layoutlab run FILE|-             run shell commands from a file, print a transcript
          layoutlab validate [PATH…]       check lesson files (--format json for machines)
          layoutlab demo LESSON            replay a lesson for a class (--from N, --to M)
          layoutlab place < request.json   lay out a JSON request, print the frames as JSON
          layoutlab --help                 this text
          layoutlab --version              the version

        Options: --ascii draws with plain ASCII; --no-color never colours (nor does NO_COLOR=1);
        --lessons DIR adds a folder of lessons (so does LAYOUTLAB_LESSONS=DIR:DIR).
        Progress and history live in $LAYOUTLAB_HOME (default ~/.local/state/layoutlab).

        Exit status: 0 ok, 1 a check failed, 2 a usage or input error.

        """

    public static func main(_ arguments: [String]) -> Int32 {
        run(Array(arguments.dropFirst())).rawValue
    }

    static func run(_ arguments: [String]) -> ExitCode {
        var arguments = arguments
        let flags: DisplayFlags
        do {
            flags = try DisplayFlags.extract(&arguments)
        } catch {
            StandardStreams.writeError("layoutlab: \(error.message)\n")
            return .usage
        }
        guard let first = arguments.first else {
            return ShellCommand.run(flags)
        }
        switch first {
        case "--help", "-h", "help":
            StandardStreams.writeOutput(usage)
            return .ok
        case "--version":
            StandardStreams.writeOutput("layoutlab \(version)\n")
            return .ok
        case "place":
            return PlaceCommand.run(Array(arguments.dropFirst()))
        case "run":
            return RunCommand.run(Array(arguments.dropFirst()), flags)
        case "validate":
            return ValidateCommand.run(Array(arguments.dropFirst()), flags)
        case "demo":
            return DemoCommand.run(Array(arguments.dropFirst()), flags)
        case "lessons":
            guard arguments.count == 1 else {
                StandardStreams.writeError(
                    "layoutlab lessons: takes no arguments, got '\(arguments[1])' (layoutlab open ID opens one)\n")
                return .usage
            }
            let (library, note) = flags.checkedLibrary()
            if let note { StandardStreams.writeError(note + "\n") }
            let session = flags.session(maxColumns: nil, library: library)
            let reply = session.execute("lessons")
            StandardStreams.writeOutput(reply.lines.joined(separator: "\n") + "\n")
            return .ok
        case "open":
            guard arguments.count == 2 else {
                let problem =
                    arguments.count < 2 ? "which lesson?" : "one lesson at a time, got \(arguments.count - 1):"
                StandardStreams.writeError("layoutlab open: \(problem) layoutlab open ID (or a .lesson file)\n")
                return .usage
            }
            return ShellCommand.run(flags, opening: arguments[1])
        default:
            let kind = first.hasPrefix("-") ? "option" : "command"
            let hint = Suggestion.didYouMean(first, among: subcommands + ["--help", "--version"])
            StandardStreams.writeError("layoutlab: unknown \(kind) '\(first)'\(hint) (see layoutlab --help)\n")
            return .usage
        }
    }
}
