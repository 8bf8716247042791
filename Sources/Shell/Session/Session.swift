import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// What a command produced: lines to print, why it was refused (a typed error, worded only
/// where it is shown), and whether the shell should end.
public struct Reply: Equatable, Sendable {
    public var lines: [String]
    public var failure: SessionError?
    public var quit = false
    /// A long read (help, frames, a trace) that a terminal shows a page at a time; a lesson
    /// step or a redraw is shown whole, its end (the question, the picture) last.
    public var paged = false
    /// `watch FILE`: the file to check again on every save, which the terminal loop does.
    public var watch: String?
    /// `walk`: the walk a terminal steps through a screen at a time (`lines` holds its
    /// transcript, for a pipe).
    public var walk: WalkView?
    /// Ctrl-C stopped the command's layout: the lines say so, and nothing else.
    public var wasStopped = false

    public init(lines: [String] = [], failure: SessionError? = nil, quit: Bool = false, paged: Bool = false) {
        self.lines = lines
        self.failure = failure
        self.quit = quit
        self.paged = paged
    }

    /// The refusal in the learner's words, as the terminal shows it: a message may quote what
    /// was typed, so never an escape sequence, raw.
    public var error: String? { failure.map { VisibleText.of($0.message) } }
}

/// One learner's session: the workspace, its undo history, and the layout engine whose cache
/// lives as long as the session (so `trace` shows real cache hits).
public final class Session {
    public private(set) var workspace = Workspace()
    public var autoshow = true
    public var renderOptions: RenderOptions
    /// The terminal's height, when there is one: a scrolling collection's picture is fitted to
    /// it (and a lesson step's picture to what the step's text leaves of it).
    public var windowLines: Int?
    /// Writes files for `export svg`; replaced in tests.
    var files: FileWriting
    /// Whether the command's layouts must stop now: Ctrl-C; replaced in tests.
    var stopsWork: @Sendable () -> Bool = { Interruption.isRequested }

    /// The lesson being taken, when lessons are available.
    public var lessons: LessonTaker?

    private var history = UndoHistory()
    /// The line being run, as typed: what undo names when it takes the change back.
    private var currentCommand = ""
    /// A new one for each lesson step: a step is a new view, with a new cache.
    private var engine = LayoutEngine()

    public init(renderOptions: RenderOptions = RenderOptions(), files: FileWriting = SystemFiles()) {
        self.renderOptions = renderOptions
        self.files = files
    }

    /// Parses and runs one line. Never throws and never crashes: whatever is wrong comes back
    /// as the reply's error.
    public func execute(_ line: String) -> Reply {
        currentCommand = line  // trimmed only if undo ever shows it
        do throws(SessionError) {
            let command: Command?
            do throws(CommandError) {
                command = try CommandParser.parse(line)
            } catch {
                // While a question waits, a line that does not start with a command is an answer.
                guard let lessons, lessons.awaitsAnswer, !Self.startsWithCommand(line) else {
                    // A number typed as an answer when none is asked: say so, not "unknown command '0'".
                    if let lessons, lessons.lesson != nil, Self.looksLikeAnAnswer(line) {
                        throw .noQuestionWaiting(waiting: lessons.waitingCheck)
                    }
                    throw .command(error)
                }
                // A mistyped command is more likely than an answer that looks like one.
                if let typo = Self.mistypedCommand(line) {
                    throw .mistypedCommand(line.trimmingWhitespace, didYouMean: typo)
                }
                command = .lesson(.answer(line.trimmingWhitespace))
            }
            // restart asks first and acts on a second restart in a row: any other line,
            // even a blank or a wrong one, ends the asking.
            if case .lesson = command {} else { _ = lessons?.notice(.otherLine) }
            guard let command else {
                // Enter on an empty line, in a task the learner has been changing: why it is not done.
                guard let lessons, lessons.taskChanged(workspace) else { return Reply() }
                return try run(.lesson(.why))
            }
            // `source --solution` and `walk` ask first and act on a second one in a row.
            if !command.isSourceSolution, command.name != .walk, !command.isExportWalk {
                solutionAsked = nil
            }
            var reply = try runStoppably(command)
            if let warning = lessons?.takeSaveWarning() { reply.lines.append("warning: \(warning)") }
            if Interruption.isRequested, !reply.wasStopped {
                reply.lines.append("(stopped by Ctrl-C: what came so far is shown)")
            }
            return reply
        } catch {
            _ = lessons?.notice(.otherLine)
            return Reply(failure: error)
        }
    }

    /// A line that starts with a number (`0`, `-3.5`, `.5 columns`): an answer, not a command.
    static func looksLikeAnAnswer(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace
        guard let first = trimmed.unicodeScalars.first else { return false }
        let digit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        if digit(first) { return true }
        guard first == "-" || first == ".", let second = trimmed.unicodeScalars.dropFirst().first else { return false }
        return digit(second)
    }

    /// The command a one-word line is one typo away from, if it is.
    private static func mistypedCommand(_ line: String) -> String? {
        let word = line.trimmingWhitespace
        guard word.count >= 3, word.allSatisfy(\.isLetter) else { return nil }
        let close = CommandCatalog.names.filter { Suggestion.distance(word.lowercased(), $0) == 1 }
        return close.first
    }

    private static func startsWithCommand(_ line: String) -> Bool {
        guard let first = (try? Tokenizer.words(line))?.first?.text.lowercased() else { return false }
        return CommandCatalog.spec(first) != nil
    }

    /// What to say when the shell ends, if anything: where an open lesson was left.
    public var farewell: String? {
        guard let lessons, let lesson = lessons.lesson else { return nil }
        if lessons.isPreview { return "Leaving the preview of \(lesson.title) at step \(lessons.stepIndex + 1)." }
        return LessonPresenter.farewell(
            lesson, step: lessons.stepIndex, saved: lessons.unsaved.isEmpty,
            byID: lessons.library.lesson(id: lesson.id) != nil)
    }

    /// What to show before the cursor.
    public var prompt: String { lessons?.prompt ?? "layoutlab> " }

    /// `run`, stopped by Ctrl-C wherever its layouts are (a long line of hflow, a goal tried at
    /// every width): a stopped layout leaves nothing to trust, so a change of the workspace is
    /// taken back — the workspace and the undo history as they were — and the engine starts a
    /// new cache (the old one may hold half a layout). A lesson's move (open, next, an answer)
    /// stands, as the lesson records it; only its words and picture are missing, and `show`
    /// draws the picture. (Nothing is copied to be able to take a change back: the history does
    /// it, so that a script of a million `add`s stays linear.)
    func runStoppably(_ command: Command) throws(SessionError) -> Reply {
        let mark = history.mark
        let work = LayoutWork(stopsWhen: stopsWork)
        let outcome = work.measuring { () -> Result<Reply, SessionError> in
            do throws(SessionError) {
                return .success(try run(command))
            } catch {
                return .failure(error)
            }
        }
        // (A goal's own meter stopped by Ctrl-C counts: its goal was not judged.)
        guard work.wasStopped else { return try outcome.get() }
        lastRun = nil
        engine = LayoutEngine()  // its cache may be half made
        var reply = Reply()
        reply.wasStopped = true
        switch command {
        case .lesson:
            reply.lines = ["(Ctrl-C stopped the layout: the lesson kept your move; show draws it)"]
        case .edit:
            let tookBack = history.takeBack(&workspace, since: mark)
            reply.lines = [
                "(Ctrl-C stopped the layout: \(tookBack ? "the change is taken back" : "nothing changed"))"
            ]
        case .undo:
            _ = history.redo(&workspace)
            reply.lines = ["(Ctrl-C stopped the layout: the undo is taken back)"]
        case .redo:
            _ = history.undo(&workspace)
            reply.lines = ["(Ctrl-C stopped the layout: the redo is taken back)"]
        default:
            reply.lines = ["(Ctrl-C stopped the layout)"]
        }
        return reply
    }

    public func run(_ command: Command) throws(SessionError) -> Reply {
        let skipAllowed = lessons?.canSkip == true
        if lessons?.hidesPicture == true, !command.lessonPolicy.whilePredicting {
            throw .predictionFirst(skipAllowed: skipAllowed)
        }
        // One rule, so that an answer is never judged against a layout other than the one on
        // screen: while a question waits, its layout is the step's.
        if lessons?.awaitsAnswer == true, !command.lessonPolicy.whileAsking {
            throw .questionFirst(skipAllowed: skipAllowed)
        }
        switch command {
        case .edit(let edit):
            let outcome: EditOutcome
            do {
                outcome = try workspace.apply(edit)
            } catch {
                throw .command(error)
            }
            guard let undo = outcome.undo else {
                return Reply(lines: outcome.remarks + (outcome.quietWhenUnchanged ? [] : ["no change"]))
            }
            switch undo {
            case .removeLastItem: history.record(.removeLastItem, command: currentCommand)
            case .restore(let before): history.record(.replace(before), command: currentCommand)
            }
            return redrawn(outcome.remarks)
        case .help(let topic):
            return Reply(lines: HelpText.lines(topic, inLesson: lessons?.lesson != nil), paged: true)
        case .show:
            if lessons?.walkQuestionWaits == true { throw .walkQuestionFirst(skipAllowed: skipAllowed) }
            return Reply(lines: picture())
        case .frames:
            if let scene = workspace.collection {
                let table = CollectionTable.render(
                    scene.attributes(), drum: scene.kind == .drum, maxColumns: renderOptions.maxColumns)
                return Reply(lines: table, paged: true)
            }
            return Reply(lines: FramesTable.render(layout(), items: workspace.items), paged: true)
        case .trace(let fresh):
            guard workspace.collection == nil else {
                throw .command(.noTraceForCollections)
            }
            // Its counts are the answer to a question about how often children are asked.
            if lessons?.withheld.contains(.negotiation) == true { throw .traceAfterAnswer(skipAllowed: skipAllowed) }
            if fresh { return Reply(lines: TraceView.render(workspace.layout(tracing: true).trace), paged: true) }
            // The run that drew what is on screen, when nothing has changed since; else one now.
            if let last = lastRun, last.workspace == workspace {
                return Reply(lines: TraceView.render(last.result.trace), paged: true)
            }
            return Reply(lines: TraceView.render(layout(tracing: true).trace), paged: true)
        case .walk(let limit): return try walk(limit: limit)
        case .setAutoshow(let on):
            autoshow = on
            return Reply(lines: ["autoshow \(on ? "on" : "off")"])
        case .undo:
            guard let undone = history.undo(&workspace) else {
                if history.forgotOlder { throw .undoLimitReached(kept: UndoHistory.limit) }
                throw .nothingToUndo(atStepStart: lessons?.lesson != nil)
            }
            return redrawn(["undone: \(VisibleText.of(undone.trimmingWhitespace))"])
        case .redo:
            guard let redone = history.redo(&workspace) else { throw .nothingToRedo }
            return redrawn(["redone: \(VisibleText.of(redone.trimmingWhitespace))"])
        case .exportSVG(let named, let force):
            // A name with no extension at all gets .svg (a file called "wrap" opens as nothing).
            let lastPart = named.split(separator: "/").last ?? ""
            let addsExtension = !lastPart.isEmpty && !lastPart.contains(".") && !FileSystem.isDirectory(named)
            let path = addsExtension ? named + ".svg" : named
            let svg = workspace.svg(of: layout())
            if LayoutWork.current?.wasStopped == true { return Reply() }  // nothing half-made is written
            do {
                try files.write(svg, to: path, overwrite: force)
            } catch {
                throw .file(error)
            }
            return Reply(lines: [VisibleText.of("wrote \(path)") + (addsExtension ? " (.svg added to the name)" : "")])
        case .exportWalk(let path, let force): return try exportWalk(to: path, force: force)
        case .quit: return Reply(quit: true)
        case .lesson(let lessonCommand): return try runLesson(lessonCommand)
        case .exercise(let exerciseCommand): return try runExercise(exerciseCommand)
        }
    }

    private func runExercise(_ command: ExerciseCommand) throws(SessionError) -> Reply {
        switch command {
        case .list: return Reply(lines: StarterFile.listing())
        case .start(let id, let folder):
            do {
                let path = try StarterFile.write(id, folder: folder ?? ".")
                return Reply(lines: ["Wrote \(path). Check it with: check \(path)"])
            } catch {
                throw .exercise(error)
            }
        case .check(let file, let seed, let walk):
            return Reply(lines: try checkLines(file, seed: seed, walk: walk), paged: true)
        case .watch(let file):
            var reply = Reply(lines: try checkLines(file))
            reply.watch = file
            return reply
        case .source(let solution, let from):
            // On a lesson's step for an exercise whose layout lists another's code (flow-cache on
            // flow), that exercise's own reference.
            let stepsOwn = lessons?.exerciseStepID.flatMap { id in
                ExerciseCatalog.exercise(id: id)?.layoutName == workspace.layoutName
                    ? ExerciseCatalog.ownListing(ofExercise: id) : nil
            }
            guard let code = stepsOwn ?? workspace.listing else { throw .noSource }
            if !referenceSeen(code) {
                // Not an error: what source shows, and how to see it (said as a plain line).
                guard solution else {
                    return Reply(lines: [SessionError.solutionNotEarned(exercises: code.exercises.map(\.id)).message])
                }
                if let asking = askBeforeShowing(code, by: "source --solution") { return asking }
            }
            let listing = WalkListing(code.text)
            let numbered = listing.numbered(width: renderOptions.maxColumns, ascii: renderOptions.ascii)
            guard let from else { return Reply(lines: numbered, paged: true) }
            guard let line = listing.line(declaring: from) else {
                throw .noSuchDeclaration(from, known: listing.declaredNames)
            }
            // Numbered lines wrap: start at the one that carries the line's number.
            let width = String(listing.lines.count).count
            let mark = String(repeating: " ", count: width - String(line).count) + String(line) + " "
            let start = numbered.firstIndex { $0.hasPrefix(mark) } ?? 0
            return Reply(lines: Array(numbered[start...]), paged: true)
        }
    }

    /// As rustlings does: the reference of an exercise is the learner's to see once their own
    /// has passed, or once they have asked for it twice (which a lesson then counts as help).
    func referenceSeen(_ exercise: Exercise) -> Bool {
        let kept = lessons?.store.exercises()[exercise.id]
        return kept?.passed == true || kept?.sawSolution == true || referencesShown.contains(exercise.id)
    }

    /// Whether every exercise whose answer a listing shows is the learner's to see.
    func referenceSeen(_ listing: LayoutListing) -> Bool {
        listing.exercises.allSatisfy(referenceSeen)
    }

    /// Kept as seen: a lesson's steps for these exercises then count as done with help.
    func markShown(_ listing: LayoutListing) {
        for exercise in listing.exercises where !referenceSeen(exercise) {
            referencesShown.insert(exercise.id)
            lessons?.store.updateExercise(exercise.id) { $0.sawSolution = true }
        }
    }

    /// Says once what showing the reference means, and nil when the same command asks again
    /// right after (the reference is then the learner's to see, and kept so).
    func askBeforeShowing(_ listing: LayoutListing, by command: String) -> Reply? {
        let names = listing.exerciseNames
        guard solutionAsked == names else {
            solutionAsked = names
            let what =
                listing.exercises.count == 1
                ? "the reference solution of exercise \(names) before your own has passed check; a lesson's step for it"
                : "the answers of exercises \(names) before yours have passed check; a lesson's steps for them"
            return Reply(lines: [
                "\(command) shows \(what) then count\(listing.exercises.count == 1 ? "s" : "") as done with help. Type \(command) again to see it."
            ])
        }
        solutionAsked = nil
        markShown(listing)
        return nil
    }

    /// The exercise whose solution `source --solution` (or `walk`) offered to show, until the
    /// next command.
    var solutionAsked: String?
    /// The references shown in this session (kept in the progress file too, when there is one).
    var referencesShown: Set<String> = []

    /// `check FILE`, in words (a new seed each time, as on the command line), and what an open
    /// lesson says when it passes.
    public func checkLines(_ file: String, seed: UInt64? = nil, walk: Bool = false) throws(SessionError) -> [String] {
        var options = renderOptions
        options.color = false
        let outcome: CheckOutcome
        do throws(ExerciseSetupError) {
            var checking = CheckOptions(seed: seed ?? UInt64.random(in: 0..<100_000))
            checking.kitBuildStarts = { StandardStreams.writeError(CheckOptions.kitBuildNotice + "\n") }
            outcome = try Checker.check(file, options: checking)
        } catch {
            throw .exercise(error)
        }
        var lines = CheckReport.lines(outcome, file: file, options: options, walk: walk).map { VisibleText.of($0) }
        // Kept, so that source shows its reference from now on; a lesson's exercise step
        // waiting for this one is done.
        if case .passed(let exercise, _, _, _) = outcome {
            lessons?.store.recordCheck(of: exercise.id, passed: true)
            if let reply = lessons?.notice(.exercisePassed(exercise.id)) { lines += presenter.lines(reply) }
        } else if case .failed(let failure) = outcome {
            // Counted until the first pass: a lesson's exercise step then says it took tries.
            lessons?.store.recordCheck(of: failure.exercise.id, passed: false)
        }
        return lines
    }

    private func runLesson(_ command: LessonCommand) throws(SessionError) -> Reply {
        guard let lessons else { throw .lesson(.lessonsUnavailable) }
        let reply: LessonReply
        do {
            reply = try lessons.handle(.command(command, current: workspace))
        } catch {
            throw .lesson(error)
        }
        // A step's setup, or the learner's own layout back: shown from now on, with a new undo
        // history and a new cache (a new view).
        if let loaded = reply.load { load(loaded) }
        // The list of lessons is longer than a small window: a page at a time, as help is.
        return Reply(lines: presenter.lines(reply), paged: command == .lessons)
    }

    /// The lesson's words, with pictures drawn as the shell draws them: the workspace on
    /// screen by the session's own engine, so that its cache starts where a view's would.
    private var presenter: LessonPresenter {
        var presenter = LessonPresenter(width: renderOptions.maxColumns, height: windowLines) { [self] shown, room in
            shown == workspace ? picture(room: room) : picture(of: shown, room: room)
        }
        presenter.freshPicture = { [self] shown in picture(of: shown) }
        presenter.options = renderOptions
        return presenter
    }

    /// Replaces the whole workspace and starts a new undo history, as a lesson step does when
    /// it sets its layout up (undo then never walks back into another step, or out of the
    /// lesson into the learner's own layout).
    public func load(_ workspace: Workspace) {
        history = UndoHistory()
        engine = LayoutEngine()
        self.workspace = workspace
    }

    /// The layout of the workspace as it stands. A run of a workspace of modest size is traced
    /// and kept, so that `trace` can show the very run that drew the picture, its `updateCache`
    /// included (a second run would find the cache up to date and say nothing of it).
    public func layout(tracing: Bool = false) -> LayoutResult {
        // A scrolling collection is drawn from its own scene: the flow engine has nothing to do.
        if workspace.collection != nil { return LayoutResult(size: .zero, placements: []) }
        engine.configure(workspace.configuration)
        let keeps = workspace.items.count <= Self.tracedRunLimit
        let result = engine.run(
            workspace.items, proposal: workspace.proposal, origin: workspace.origin, tracing: tracing || keeps)
        lastRun = keeps ? (workspace, result) : nil
        return result
    }

    /// The last run, kept with the workspace it ran (see `layout`).
    private var lastRun: (workspace: Workspace, result: LayoutResult)?
    /// Up to this many items a run is traced and kept for `trace`: what a learner looks at.
    static let tracedRunLimit = 2_000

    /// The picture with its status line and notes, drawn from the session's engine (whose
    /// cache lives as long as the session, as a view's does on screen).
    /// `room`: the lines the picture and its status lines may take (the window less the
    /// prompt when not given).
    public func picture(room: Int? = nil) -> [String] {
        workspace.picture(of: layout(), options: pictureOptions, room: room ?? windowRoom)
    }

    /// The picture of another workspace (a lesson step's, as it was set up), from a new cache.
    public func picture(of other: Workspace, room: Int? = nil) -> [String] {
        other.picture(of: other.layout(), options: pictureOptions, room: room ?? windowRoom)
    }

    /// How pictures are drawn now: while a lesson's question waits, without what it asks for.
    private var pictureOptions: RenderOptions {
        var options = renderOptions
        options.withheld = lessons?.withheld ?? []
        return options
    }

    /// On a terminal, the window less the prompt's line.
    private var windowRoom: Int? { windowLines.map { $0 - 1 } }

    /// A reply after a change: its lines, the picture (changes are refused while a prediction
    /// hides it, see `run`), and what a lesson's task has to say.
    func redrawn(_ lines: [String]) -> Reply {
        // One run for the picture and for the task's word on it (none when nothing is drawn).
        let result = autoshow ? layout() : nil
        // A stopped run is no layout: the lesson must not judge a task by it.
        if LayoutWork.current?.wasStopped == true { return Reply() }
        let stale = result?.notes.contains(.staleRows) == true
        let task =
            lessons.map { presenter.lines($0.notice(.changed(workspace, pictureIsStale: stale, run: result))) } ?? []
        let shown = result.map { workspace.picture(of: $0, options: pictureOptions, room: windowRoom) } ?? []
        return Reply(lines: lines + shown + task)
    }

    /// Whether a picture would show anything: items, or a scrolling collection.
    public var hasSomethingToShow: Bool { workspace.hasSomethingToShow }

    /// The items' labels, for tab completion.
    public var itemLabels: [String] { workspace.itemLabels }
}
