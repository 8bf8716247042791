import LabSupport
import Lessons
import Rendering
import Shell

#if canImport(Glibc)
    import Glibc
#endif

/// Options every front end shares.
struct DisplayFlags {
    var ascii = false
    var noColour = false
    /// Teachers' lesson folders: `--lessons DIR` (any number), then `LAYOUTLAB_LESSONS`.
    var lessonFolders: [String] = []

    /// Takes the global flags out of the arguments, wherever they are.
    static func extract(_ arguments: inout [String]) throws(UsageError) -> DisplayFlags {
        var flags = DisplayFlags()
        var remaining: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--ascii": flags.ascii = true
            case "--no-color", "--no-colour": flags.noColour = true
            case "--lessons":
                guard index + 1 < arguments.count else { throw UsageError("--lessons needs a folder: --lessons DIR") }
                flags.lessonFolders.append(arguments[index + 1])
                index += 1
            default: remaining.append(argument)
            }
            index += 1
        }
        if let folders = getenv("LAYOUTLAB_LESSONS").map({ String(cString: $0) }), !folders.isEmpty {
            flags.lessonFolders += folders.split(separator: ":").map(String.init)
        }
        arguments = remaining
        return flags
    }

    /// The lessons: the teacher's folders first, then the ones built into the executable.
    func library() -> LessonLibrary {
        LessonLibrary(folders: lessonFolders)
    }

    /// A session with lessons and progress attached.
    func session(maxColumns: Int?, library: LessonLibrary? = nil) -> Session {
        let session = Session(renderOptions: renderOptions(maxColumns: maxColumns))
        session.lessons = LessonTaker(
            library: library ?? self.library(), store: ProgressStore(directory: StateDirectory.prepare().path))
        return session
    }

    /// The lessons, with the teacher's checked as `validate` would (the shipped ones are
    /// checked by CI) and the faulty ones marked, and a line for the learner when there is a
    /// problem (a missing folder, a file that does not parse, an answer the engine cannot
    /// compute), so they hear of it at the start rather than in the middle of a lesson.
    func checkedLibrary() -> (library: LessonLibrary, note: String?) {
        var library = self.library()
        guard !lessonFolders.isEmpty else { return (library, nil) }
        let shipped = Set(LessonLibrary.shippedFiles.map(\.path))
        let validator = LessonValidator()
        var problems = library.diagnostics.filter { $0.severity == .error }
        for lesson in library.lessons where !shipped.contains(lesson.file) {
            let found = validator.validate(lesson).filter { $0.severity == .error }
            if !found.isEmpty { library.problemCounts[lesson.id] = found.count }
            problems += found
        }
        guard let first = problems.first else { return (library, nil) }
        let count = problems.count == 1 ? "a problem" : "\(problems.count) problems"
        return (
            library,
            "note: your lessons have \(count), the first: \(first); layoutlab validate \(lessonFolders.joined(separator: " ")) lists \(problems.count == 1 ? "it" : "them")"
        )
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
    static func run(_ flags: DisplayFlags, opening lesson: String? = nil) -> ExitCode {
        let (library, teachersNote) = flags.checkedLibrary()
        let shell: InteractiveShell
        if TerminalInfo.isInteractive {
            let session = flags.session(maxColumns: TerminalInfo.columns(), library: library)
            session.renderOptions.maxLines = TerminalInfo.pictureLines()
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
                    // Never while a prediction hides the picture: a resize must not give it away.
                    if session.autoshow, session.lessons?.hidesPicture != true, session.hasSomethingToShow {
                        let lines = TextWrap.fit(session.picture(), width: session.renderOptions.maxColumns)
                        // Over the line being typed (libedit draws it again below the picture).
                        StandardStreams.writeOutput("\r\u{1B}[K" + lines.joined(separator: "\r\n") + "\r\n")
                    }
                })
            shell = InteractiveShell(session: session, reader: reader, showsPrompt: true)
        } else {
            if let teachersNote { StandardStreams.writeError(teachersNote + "\n") }
            let session = flags.session(maxColumns: nil, library: library)
            shell = InteractiveShell(session: session, reader: PlainLineReader(), showsPrompt: false)
        }
        shell.greet()  // before the lesson opens, on a terminal
        if let lesson, !shell.perform("open \(Completion.spelledLabel(lesson))") { return .usage }
        return shell.run() == 0 ? .ok : .failure
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
            let session = flags.session(maxColumns: nil)
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
