import Exercises
import LabJSON
import LabSupport
import LabText
import LayoutCore
import Lessons
import Workbench

#if canImport(Glibc)
    import Glibc
#endif

/// The exit statuses of `layoutlab`.
public enum ExitCode: Int32 {
    case ok = 0
    /// A check or a validation failed.
    case failure = 1
    /// The command line or the input was wrong.
    case usage = 2
    /// Ctrl-C stopped the work before it was done (128 + SIGINT, as shells report it).
    case interrupted = 130
}

/// The `layoutlab` executable: finds the subcommand, reads its options, runs it, and is the
/// one place a usage error becomes a line on standard error and exit status 2.
public enum CLI {
    public static let version = "0.1.0"

    /// The shell first (no name), then the subcommands in the order the help lists them.
    static let commands: [Subcommand] = [
        ShellCommand.subcommand, ShellCommand.openSubcommand, LessonsCommand.subcommand, RunCommand.subcommand,
        WalkCommand.subcommand,
        ValidateCommand.subcommand, DemoCommand.subcommand, ExportCommand.subcommand, ProgressCommand.subcommand,
        ResultsCommand.subcommand, ShellCommand.previewSubcommand,
        ResetCommand.subcommand,
        ExerciseCommands.list, ExerciseCommands.start,
        ExerciseCommands.check, ExerciseCommands.watch,
        PlaceCommand.subcommand, CompletionCommand.subcommand,
        helpSubcommand,
    ]

    static let versionOption = OptionSpec(name: "--version")

    static var usage: String {
        let entries =
            commands.filter { $0.name != "help" }.map { ("layoutlab " + $0.synopsis, $0.summary) } + [
                ("layoutlab --help", "this text"), ("layoutlab --version", "the version"),
            ]
        let width = entries.map(\.0.count).max() ?? 0
        let lines = entries.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 3) + $0.1 }
        return """
            LayoutLab \(version) — learn how flow layouts place their items.

            Usage:
            \(lines.joined(separator: "\n"))

            Options: --ascii draws with plain ASCII; --no-color never colours (nor does NO_COLOR=1);
            --lessons DIR adds a folder of lessons (so does LAYOUTLAB_LESSONS=DIR:DIR).
            Progress and history live in $LAYOUTLAB_HOME (default ~/.local/state/layoutlab).

            Exit status: 0 ok, 1 a check failed, 2 a usage or input error, 130 stopped by Ctrl-C.

            """
    }

    public static func main(_ arguments: [String]) -> Int32 {
        // A file-size limit (`ulimit -f`) would kill the lab without a word at the first
        // write past it; ignored, the write fails with EFBIG and is handled as a full disk is.
        signal(SIGXFSZ, SIG_IGN)
        // Ctrl-C stops the work under way and lets the command say what it has; the shell on a
        // terminal sets its own handler (a Ctrl-C there cancels a line, or a command).
        Interruption.stopWorkOnCtrlC()
        // Whatever first needs the exercise kit (check, a code step, validate, demo) says that
        // it is building it, rather than leaving a screen blank for a minute.
        Checker.kitBuildStarts = { StandardStreams.writeError(CheckOptions.kitBuildNotice + "\n") }
        let code = run(Array(arguments.dropFirst()))
        // Output that could not be written is a failure, said in one line, whatever was asked.
        if let why = StandardStreams.outputErrorText {
            StandardStreams.writeError("layoutlab: could not write the output: \(why)\n")
            return code == .ok ? ExitCode.failure.rawValue : code.rawValue
        }
        return code.rawValue
    }

    static func run(_ arguments: [String]) -> ExitCode {
        var command = commands[0]
        // Help, messages, and every subcommand that talks to a person, in plain ASCII where
        // the terminal cannot show more.
        let utf8 = TerminalInfo.useUTF8Locale()
        StandardStreams.plainASCII = !utf8
        do throws(UsageError) {
            var rest = arguments
            if let position = try subcommandPosition(in: arguments) {
                let word = arguments[position]
                guard let found = commands.first(where: { !$0.name.isEmpty && $0.name == word }) else {
                    // `layoutlab lesson flow-basics`: a word for opening a lesson, and its id.
                    if CommandCatalog.wordsForOpen.contains(word.lowercased()), position + 1 < arguments.count {
                        throw UsageError(
                            "unknown command '\(word)'; did you mean 'layoutlab open \(arguments[position + 1])'? (layoutlab lessons lists them)"
                        )
                    }
                    let names = commands.map(\.name).filter { !$0.isEmpty } + ["--help", "--version"]
                    throw UsageError(
                        "unknown command '\(word)'\(Suggestion.didYouMean(word, among: names)) (see layoutlab --help)")
                }
                command = found
                rest.remove(at: position)
            }
            // Help first, whatever else is on the line: someone asking for it may not yet
            // know how to write the rest.
            if rest.prefix(while: { $0 != "--" }).contains(where: OptionSpec.help.matches) {
                StandardStreams.writeOutput(command.name.isEmpty ? usage : command.usage)
                return .ok
            }
            let parsed = try ParsedArguments.scan(
                rest, options: command.options + [.help], for: command.name.isEmpty ? "layoutlab" : command.name,
                everyOption: everyOption)
            // (`--ascii` is about pictures; a terminal that cannot show UTF-8 gets ASCII text too.)
            if !command.isForPeople { StandardStreams.plainASCII = false }
            // Every layout the command runs stops on Ctrl-C (see `LayoutWork`); a command that
            // prints or writes what its layouts made looks before it does (`stoppedByCtrlC`).
            let work = LayoutWork.untilCtrlC()
            let outcome = work.measuring { () -> Result<ExitCode, UsageError> in
                do throws(UsageError) {
                    return .success(try command.run(parsed))
                } catch {
                    return .failure(error)
                }
            }
            let code = try outcome.get()
            guard Interruption.isRequested, code != .interrupted else { return code }
            StandardStreams.writeError("\(command.displayName): stopped by Ctrl-C\n")
            return .interrupted
        } catch {
            // It may quote an argument: never an escape sequence, raw, to the terminal.
            StandardStreams.writeError("\(command.displayName): \(VisibleText.of(error.message))\n")
            // A script that asked for JSON reads JSON on every exit, a mistyped option's too.
            if asksForJSON(arguments) {
                let said = JSONValue.object([
                    "error": .string("\(command.displayName): \(error.message)"), "usage": .bool(true),
                    "errors": .number(1), "warnings": .number(0), "failed": .bool(true),
                ])
                StandardStreams.writeOutput(said.compactText + "\n")
            }
            return .usage
        }
    }

    /// Whether the command line asks for `--format json` (or `--format=json`), before any `--`.
    static func asksForJSON(_ arguments: [String]) -> Bool {
        let words = Array(arguments.prefix { $0 != "--" })
        return words.contains("--format=json")
            || zip(words, words.dropFirst()).contains { $0 == "--format" && $1 == "json" }
    }

    /// Whether Ctrl-C stopped a layout of the command under way: what it made is then not to be
    /// printed or written.
    static var stoppedByCtrlC: Bool { LayoutWork.current?.wasStopped == true }

    /// Every option some subcommand takes: what may come before the subcommand's name.
    static var everyOption: [OptionSpec] { commands.flatMap(\.options) + [.help] }

    /// Where the subcommand's name is: the first word that is neither an option nor an
    /// option's value (`layoutlab --lessons DIR open x` names `open`). An option no subcommand
    /// takes is refused here, before its value could be taken for a subcommand.
    static func subcommandPosition(in arguments: [String]) throws(UsageError) -> Int? {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" { return nil }
            guard word.hasPrefix("-"), word != "-" else { return index }
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            guard let option = everyOption.first(where: { $0.matches(name) }) else {
                let names = everyOption.map(\.name)
                throw UsageError("unknown option '\(name)'\(Suggestion.didYouMean(name, among: names))")
            }
            index += option.valueName != nil && !word.contains("=") ? 2 : 1
        }
        return nil
    }

    /// `layoutlab help [SUBCOMMAND]`.
    static let helpSubcommand = Subcommand(
        name: "help", synopsis: "help [SUBCOMMAND]", summary: "this text, or a subcommand's",
        options: [], words: .subcommand,
        usage: "Usage: layoutlab help [SUBCOMMAND]\n       layoutlab help format   (the lesson file format's manual)\n"
    ) { arguments throws(UsageError) in
        guard let topic = arguments.positionals.first else {
            StandardStreams.writeOutput(usage)
            return .ok
        }
        if topic == "format", arguments.positionals.count == 1 {
            StandardStreams.writeOutput(LessonLibrary.formatGuide)
            return .ok
        }
        let names = commands.map(\.name).filter { !$0.isEmpty }
        guard arguments.positionals.count == 1,
            let command = commands.first(where: { $0.name == topic && !topic.isEmpty })
        else {
            throw UsageError(
                "no subcommand '\(topic)'\(Suggestion.didYouMean(topic, among: names)) (allowed: \(names.joined(separator: ", ")))"
            )
        }
        StandardStreams.writeOutput(command.usage)
        return .ok
    }
}
