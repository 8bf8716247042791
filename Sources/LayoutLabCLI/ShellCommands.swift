import LabSupport
import Rendering
import Shell

/// Options every front end shares.
struct DisplayFlags {
    var ascii = false
    var noColour = false

    /// Takes the global flags out of the arguments, wherever they are.
    static func extract(_ arguments: inout [String]) -> DisplayFlags {
        var flags = DisplayFlags()
        arguments.removeAll { argument in
            switch argument {
            case "--ascii": flags.ascii = true; return true
            case "--no-color", "--no-colour": flags.noColour = true; return true
            default: return false
            }
        }
        return flags
    }

    /// Sets up the locale (see `TerminalInfo.useUTF8Locale`) and says how to draw: ASCII
    /// when asked, or when the user's locale is not UTF-8.
    func renderOptions(maxColumns: Int?) -> RenderOptions {
        let utf8 = TerminalInfo.useUTF8Locale()
        return RenderOptions(
            ascii: ascii || !utf8, colour: !noColour && TerminalInfo.wantsColour, maxColumns: maxColumns)
    }
}

/// `layoutlab` with no command: the shell.
enum ShellCommand {
    static func run(_ flags: DisplayFlags) -> ExitCode {
        if TerminalInfo.isInteractive {
            let session = Session(renderOptions: flags.renderOptions(maxColumns: TerminalInfo.columns()))
            let directory = StateDirectory.prepare()
            if directory == nil {
                StandardStreams.writeError(
                    "note: no writable state directory (set LAYOUTLAB_HOME); history will not be kept\n")
            }
            let reader = LibeditLineReader(
                historyPath: directory.map { $0 + "/history" },
                completer: { [session] before in Completion.candidates(before, itemNames: session.itemNames) },
                onResize: { [session] in
                    // Redraw at the new width, above the line being typed.
                    session.renderOptions.maxColumns = TerminalInfo.columns()
                    if session.autoshow, !session.workspace.items.isEmpty {
                        StandardStreams.writeOutput("\r\n" + session.picture().joined(separator: "\r\n") + "\r\n")
                    }
                })
            return InteractiveShell(session: session, reader: reader, showsPrompt: true).run() == 0 ? .ok : .failure
        }
        let session = Session(renderOptions: flags.renderOptions(maxColumns: nil))
        return InteractiveShell(session: session, reader: PlainLineReader(), showsPrompt: false).run() == 0
            ? .ok : .failure
    }
}

/// `layoutlab run FILE|- [--keep-going]`.
enum RunCommand {
    static let usage = """
        Usage: layoutlab run FILE|- [--keep-going]

        Runs shell commands from FILE (or standard input for -) and prints a transcript: each
        command after "> ", then what it printed. Lines starting with # are printed as they are.
        The first error stops the run with FILE:LINE: error: … and exit status 1, unless
        --keep-going is given (then every error is reported and the status is 1 at the end).

        """

    static func run(_ arguments: [String], _ flags: DisplayFlags) -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            StandardStreams.writeOutput(usage)
            return .ok
        }
        let keepGoing = arguments.contains("--keep-going")
        let paths = arguments.filter { $0 != "--keep-going" }
        if let unknown = paths.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            return fail("unknown option '\(unknown)'\(Suggestion.didYouMean(unknown, among: ["--keep-going"]))")
        }
        guard paths.count == 1 else {
            return fail(
                paths.isEmpty
                    ? "which script? layoutlab run FILE (or - for standard input)"
                    : "one script at a time, got \(paths.count)")
        }
        switch ScriptRunner.readLines(paths[0]) {
        case .failure(let error):
            return fail(error.message)
        case .success(let lines):
            let session = Session(renderOptions: flags.renderOptions(maxColumns: nil))
            let name = paths[0] == "-" ? "<stdin>" : paths[0]
            return ScriptRunner(session: session, keepGoing: keepGoing).run(lines: lines, name: name) == 0
                ? .ok : .failure
        }
    }

    private static func fail(_ message: String) -> ExitCode {
        StandardStreams.writeError("layoutlab run: \(message)\n")
        return .usage
    }
}
