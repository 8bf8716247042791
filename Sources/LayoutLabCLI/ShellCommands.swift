import Exercises
import LabSupport
import LabText
import LayoutCore
import LessonScreens
import Lessons
import Rendering
import Shell
import Workbench

/// `layoutlab` with no command: the shell; `layoutlab open LESSON`: the shell with a lesson open.
enum ShellCommand {
    static let subcommand = Subcommand(
        name: "", synopsis: "", summary: "the interactive shell (type help inside it)",
        options: OptionSpec.display + [CLI.versionOption], usage: ""  // CLI.usage, which lists this
    ) { arguments throws(UsageError) in
        if arguments.has(CLI.versionOption) {
            StandardStreams.writeOutput("layoutlab \(CLI.version)\n")
            return .ok
        }
        if let word = arguments.positionals.first {
            throw UsageError("unexpected word '\(word)' (see layoutlab --help)")
        }
        return run(DisplayFlags(arguments))
    }

    static let openSubcommand = Subcommand(
        name: "open", synopsis: "open LESSON", summary: "the shell, with a lesson open", options: OptionSpec.display,
        words: .lesson,
        usage: """
            Usage: layoutlab open LESSON

            Starts the shell with a lesson open: LESSON is a lesson's id (layoutlab lessons lists
            them) or the path of a .lesson file.

            """
    ) { arguments throws(UsageError) in
        let words = arguments.positionals
        guard words.count == 1 else {
            let problem = words.isEmpty ? "which lesson?" : "one lesson at a time, got \(words.count):"
            throw UsageError("\(problem) layoutlab open ID (or a .lesson file)")
        }
        return run(DisplayFlags(arguments), opening: words[0])
    }

    static let previewSubcommand = Subcommand(
        name: "preview", synopsis: "preview LESSON [N]",
        summary: "a lesson as a teacher sees it: any step, nothing saved",
        options: OptionSpec.display, words: .lesson,
        usage: """
            Usage: layoutlab preview LESSON [N]

            Starts the shell with a lesson open in teacher mode, at step N (the first if not
            given): next and goto reach any step without answering the ones before, skip works
            in every lesson, answers are still checked, and the learner's progress is neither
            read nor written. LESSON is a lesson's id or the path of a .lesson file.

            """
    ) { arguments throws(UsageError) in
        let words = arguments.positionals
        guard (1...2).contains(words.count) else {
            let problem = words.isEmpty ? "which lesson?" : "too many words (\(words.count)):"
            throw UsageError("\(problem) layoutlab preview ID|FILE [N]")
        }
        if words.count == 2, Int(words[1]) == nil {
            throw UsageError("'\(words[1])' is not a step number: layoutlab preview ID|FILE [N]")
        }
        let step = words.count == 2 ? " \(words[1])" : ""
        return run(DisplayFlags(arguments), first: "preview \(Completion.spelledLabel(words[0]))\(step)")
    }

    static func run(_ flags: DisplayFlags, opening lesson: String) -> ExitCode {
        run(flags, first: "open \(Completion.spelledLabel(lesson))")
    }

    /// The shell; `first`, a command run before the first prompt (opening a lesson).
    static func run(_ flags: DisplayFlags, first: String? = nil) -> ExitCode {
        let (library, checks, teachersNote) = flags.checkedLibrary()
        // A Ctrl-C that cut the start's checking short is spent: the first command runs whole.
        Interruption.requested = 0
        let shell: InteractiveShell
        if TerminalInfo.isInteractive {
            let session = flags.session(maxColumns: TerminalInfo.columns(), library: library, checks: checks)
            session.renderOptions.maxLines = TerminalInfo.pictureLines()
            session.windowLines = TerminalInfo.lines()
            let state = StateDirectory.prepare()
            let directory = state.isWritable ? state.path : nil
            // Notes first, fitted to the window like everything after them.
            var notes = teachersNote.map { [$0] } ?? []
            if directory == nil {
                notes.append(
                    "note: cannot write to \(state.path ?? "a state directory") (set LAYOUTLAB_HOME to a writable folder); history and progress will not be kept"
                )
            }
            if !notes.isEmpty {
                let fitted = TextWrap.fit(notes, width: session.renderOptions.maxColumns)
                StandardStreams.writeError(fitted.joined(separator: "\n") + "\n")
            }
            let reader = LibeditLineReader(
                historyPath: directory.map { $0 + "/history" },
                completer: { [session] before in
                    Completion.candidates(
                        before, labels: session.itemLabels,
                        itemCount: session.workspace.collection?.itemCount ?? session.workspace.items.count,
                        lessonIds: session.lessons?.library.lessons.map(\.id) ?? [],
                        collection: session.workspace.collection?.kind, layout: session.workspace.configuration.kind)
                },
                onResize: { [session] in
                    // Redraw at the new width, above the line being typed.
                    session.renderOptions.maxColumns = TerminalInfo.columns()
                    session.renderOptions.maxLines = TerminalInfo.pictureLines()
                    session.windowLines = TerminalInfo.lines()
                    // Never while a prediction hides the picture: a resize must not give it away.
                    if session.autoshow, session.lessons?.state.hidesPicture != true, session.hasSomethingToShow {
                        let lines = TextWrap.fit(session.picture(), width: session.renderOptions.maxColumns)
                        // Over the line being typed (libedit draws it again below the picture).
                        StandardStreams.writeOutput("\r\u{1B}[K" + lines.joined(separator: "\r\n") + "\r\n")
                    }
                })
            shell = InteractiveShell(
                session: session, reader: reader, showsPrompt: true, pageKey: KeyReader.next, walkKey: KeyReader.nextRaw
            )
        } else {
            if let teachersNote { StandardStreams.writeError(teachersNote + "\n") }
            let session = flags.session(maxColumns: nil, library: library, checks: checks)
            // Lines piped in are a script: autoshow is bounded as in `run`.
            session.autoshowBudget = ScriptRunner.pictureLines
            shell = InteractiveShell(session: session, reader: PlainLineReader(), showsPrompt: false)
        }
        shell.greet()  // before the lesson opens, on a terminal
        if let first, !shell.perform(first) { return .usage }
        let status = shell.run()
        // A Ctrl-C in the shell stopped a command, which said so; the shell went on.
        Interruption.requested = 0
        return status == 0 ? .ok : .failure
    }
}

/// `layoutlab lessons`: the lessons and the learner's progress.
enum LessonsCommand {
    /// Only the ids, one a line: for shell completion and scripts.
    static let ids = OptionSpec(name: "--ids")

    static let subcommand = Subcommand(
        name: "lessons", synopsis: "lessons", summary: "the lessons and your progress",
        options: [ids] + OptionSpec.display,
        usage: """
            Usage: layoutlab lessons [--ids]

            Lists the lessons (the built-in ones and those of any --lessons folders) with how far
            you are in each; --ids prints only their ids, one a line.

            """
    ) { arguments throws(UsageError) in
        if let extra = arguments.positionals.first {
            throw UsageError("takes no arguments, got '\(extra)' (layoutlab open ID opens one)")
        }
        let flags = DisplayFlags(arguments)
        if arguments.has(ids) {
            let lessons = flags.library().lessons
            StandardStreams.writeOutput(lessons.map { $0.id + "\n" }.joined())
            return .ok
        }
        let (library, checks, note) = flags.checkedLibrary()
        if let note { StandardStreams.writeError(note + "\n") }
        let reply = flags.session(maxColumns: nil, library: library, checks: checks).execute("lessons")
        StandardStreams.writeOutput(reply.lines.joined(separator: "\n") + "\n")
        return .ok
    }
}

/// `layoutlab reset ID`: forgets the learner's progress in one lesson.
enum ResetCommand {
    static let subcommand = Subcommand(
        name: "reset", synopsis: "reset ID", summary: "forget your progress in one lesson",
        options: OptionSpec.display, words: .lesson,
        usage: """
            Usage: layoutlab reset ID

            Forgets your answers and your place in one lesson, named by its id (layoutlab lessons
            lists them); the other lessons keep theirs. In the shell, reset ID asks first; here
            the command line is the asking. Exit status 1 if the progress file cannot be written.

            """
    ) { arguments throws(UsageError) in
        let words = arguments.positionals
        guard words.count == 1 else {
            let problem = words.isEmpty ? "which lesson?" : "one lesson at a time, got \(words.count):"
            throw UsageError("\(problem) layoutlab reset ID")
        }
        guard let lessons = DisplayFlags(arguments).session(maxColumns: nil).lessons else { return .failure }
        let presenter = LessonPresenter(width: nil, picture: { _, _ in [] })
        let reset = LessonEvent.command(.reset(words[0]), current: Workspace())
        do throws(LessonError) {
            // The shell's reset, asked and confirmed; what the asking warned of is kept.
            var lines = presenter.lines(try lessons.handle(reset))
            if lessons.state.awaitsConfirmation {
                lines = lines.filter { $0.hasPrefix("warning: ") } + presenter.lines(try lessons.handle(reset))
            }
            StandardStreams.writeOutput(lines.map { VisibleText.of($0) + "\n" }.joined())
            return .ok
        } catch .resetNotSaved(let why) {
            StandardStreams.writeError("layoutlab reset: \(LessonError.resetNotSaved(why).message)\n")
            return .failure
        } catch {
            throw UsageError(error.message)
        }
    }
}

/// `layoutlab run FILE|- [--keep-going]`.
enum RunCommand {
    static let keepGoing = OptionSpec(name: "--keep-going")

    static let subcommand = Subcommand(
        name: "run", synopsis: "run FILE|-", summary: "run shell commands from a file, print a transcript",
        options: [keepGoing] + OptionSpec.display, words: .file, usage: usage, run: run)

    static let usage = """
        Usage: layoutlab run FILE|- [--keep-going]

        Runs shell commands from FILE (or standard input for -) and prints a transcript: each
        command after "> ", then what it printed. Lines starting with # are printed as they are.
        The first error stops the run with FILE:LINE: error: … and exit status 1, unless
        --keep-going is given (then every error is reported and the status is 1 at the end).
        A script's autoshow pictures stop after 100000 lines of them, with a note (show still
        draws one): 20,000 adds, each redrawn whole, would write gigabytes.

        """

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let paths = arguments.positionals
        guard paths.count == 1 else {
            throw UsageError(
                paths.isEmpty
                    ? "which script? layoutlab run FILE (or - for standard input)"
                    : "one script at a time, got \(paths.count)")
        }
        let lines: [String]
        do throws(FileProblem) {
            lines = try ScriptRunner.readLines(paths[0])
        } catch {
            throw UsageError(error.message)
        }
        do {
            let session = DisplayFlags(arguments).session(maxColumns: nil)
            let name = paths[0] == "-" ? "<stdin>" : paths[0]
            let runner = ScriptRunner(session: session, keepGoing: arguments.has(keepGoing))
            let status = runner.run(lines: lines, name: name)
            // (The runner said where Ctrl-C stopped it.)
            if Interruption.isRequested { return .interrupted }
            return status == 0 ? .ok : .failure
        }
    }
}

extension DisplayFlags {
    /// A session with lessons and progress attached.
    func session(maxColumns: Int?, library: LessonLibrary? = nil, checks: TeacherLessonChecks? = nil) -> Session {
        let session = Session(renderOptions: renderOptions(maxColumns: maxColumns))
        let store = ProgressStore(directory: StateDirectory.prepare().path)
        let flags = self
        let taker =
            library.map { LessonTaker(library: $0, store: store) }
            ?? LessonTaker(loadingLibrary: { flags.library() }, store: store)
        taker.checks = checks ?? LessonValidator()
        session.lessons = taker
        return session
    }
}
