import Exercises
import LabSupport
import LabText
import LayoutCore
import LessonScreens
import Lessons
import Rendering
import Workbench

/// One learner's session: a dispatcher over the jobs a line can be — editing the workspace (the
/// `Editor`: apply, undo, the engine and its cache), the lesson (`LessonTaker`: typed
/// happenings), exercises (`ExerciseDesk`: typed outcomes, behind the `ReferenceGate`) and
/// files (`FileDesk`) — each returning what it did, which the session words into a `Reply`.
public final class Session {
    /// The workspace, its undo history and its layout engine.
    public let editor = Editor()
    public var workspace: Workspace { editor.workspace }
    public var autoshow = true
    /// The picture lines autoshow may still draw (nil: no limit). A script's run sets it
    /// (`ScriptRunner.pictureLines`): 20,000 adds, each redrawn whole, wrote gigabytes.
    public var autoshowBudget: Int?
    public var renderOptions: RenderOptions
    /// The terminal's height, when there is one: a scrolling collection's picture is fitted to
    /// it (and a lesson step's picture to what the step's text leaves of it).
    public var windowLines: Int?
    /// The files' job: export's names and writing.
    let fileDesk: FileDesk
    /// Whether the command's layouts must stop now: Ctrl-C; replaced in tests.
    var stopsWork: @Sendable () -> Bool = { Interruption.isRequested }

    /// The lesson being taken, when lessons are available.
    public var lessons: LessonTaker?

    /// The line being run, as typed: what undo names when it takes the change back.
    var currentCommand = ""

    public init(renderOptions: RenderOptions = RenderOptions(), files: FileWriting = SystemFiles()) {
        self.renderOptions = renderOptions
        fileDesk = FileDesk(files: files)
    }

    /// Parses and runs one line. Never throws and never crashes: whatever is wrong comes back
    /// as the reply's error.
    public func execute(_ line: String) -> Reply {
        currentCommand = line  // trimmed only if undo ever shows it
        do throws(SessionError) {
            let command: Command?
            switch try Self.reading(line, lessons: lessons) {
            case .command(let typed): command = typed
            case .answer(let typed): command = .lesson(.answer(typed))
            }
            // restart asks first and acts on a second restart in a row: any other line,
            // even a blank or a wrong one, ends the asking.
            if case .lesson = command {} else { _ = lessons?.notice(.otherLine) }
            guard let command else {
                // Enter on an empty line, in a task the learner has been changing: why it is not done.
                guard let lessons, lessons.state.taskChanged(workspace) else { return Reply() }
                return try run(.lesson(.why))
            }
            // `source --solution` and `walk` ask first and act on a second one in a row.
            if !command.isSourceSolution, command.name != .walk, !command.isExportWalk {
                references.forgetAsking()
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

    /// What to say when the shell ends, if anything: where an open lesson was left.
    public var farewell: String? {
        guard let lessons, let lesson = lessons.state.lesson else { return nil }
        if lessons.state.isPreview {
            return "Leaving the preview of \(lesson.title) at step \(lessons.state.stepIndex + 1)."
        }
        return LessonPresenter.farewell(
            lesson, step: lessons.state.stepIndex, saved: lessons.unsaved.isEmpty,
            byID: lessons.opensByID)
    }

    /// What to show before the cursor.
    public var prompt: String { lessons?.state.prompt ?? "layoutlab> " }

    /// `run`, stopped by Ctrl-C wherever its layouts are (a long line of hflow, a goal tried at
    /// every width): a stopped layout leaves nothing to trust, so the editor takes back what the
    /// command did to the workspace (`Editor.takeBack`). A lesson's move (open, next, an answer)
    /// stands, as the lesson records it; only its words and picture are missing, and `show`
    /// draws the picture.
    func runStoppably(_ command: Command) throws(SessionError) -> Reply {
        let mark = editor.mark
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
        var reply = Reply()
        reply.wasStopped = true
        switch command {
        case .lesson:
            _ = editor.takeBack(.nothing, since: mark)
            reply.lines = ["(Ctrl-C stopped the layout: the lesson kept your move; show draws it)"]
        case .edit:
            let tookBack = editor.takeBack(.change, since: mark)
            reply.lines = [
                "(Ctrl-C stopped the layout: \(tookBack ? "the change is taken back" : "nothing changed"))"
            ]
        case .undo:
            _ = editor.takeBack(.undo, since: mark)
            reply.lines = ["(Ctrl-C stopped the layout: the undo is taken back)"]
        case .redo:
            _ = editor.takeBack(.redo, since: mark)
            reply.lines = ["(Ctrl-C stopped the layout: the redo is taken back)"]
        default:
            _ = editor.takeBack(.nothing, since: mark)
            reply.lines = ["(Ctrl-C stopped the layout)"]
        }
        return reply
    }

    public func run(_ command: Command) throws(SessionError) -> Reply {
        let skipAllowed = lessons?.state.canSkip == true
        if lessons?.state.hidesPicture == true, !command.lessonPolicy.whilePredicting {
            throw .predictionFirst(skipAllowed: skipAllowed)
        }
        // One rule, so that an answer is never judged against a layout other than the one on
        // screen: while a question waits, its layout is the step's.
        if lessons?.state.awaitsAnswer == true, !command.lessonPolicy.whileAsking {
            throw .questionFirst(skipAllowed: skipAllowed)
        }
        switch command {
        case .edit(let edit):
            let change: Editor.Change
            do {
                change = try editor.apply(edit, command: currentCommand)
            } catch {
                throw .command(error)
            }
            switch change {
            case .changed(let remarks): return redrawn(remarks)
            case .unchanged(let lines): return Reply(lines: lines)
            }
        case .help(let topic):
            return Reply(lines: HelpText.lines(topic, inLesson: lessons?.state.lesson != nil), paged: true)
        case .show:
            if lessons?.state.walkQuestionWaits == true { throw .walkQuestionFirst(skipAllowed: skipAllowed) }
            return Reply(lines: picture())
        case .frames:
            if let scene = workspace.collection {
                let table = CollectionTable.render(
                    scene.attributes(), drum: scene.kind == .drum, maxColumns: renderOptions.maxColumns)
                return Reply(lines: table, paged: true)
            }
            return Reply(
                lines: FramesTable.render(
                    editor.layout(), items: workspace.items, inRows: !workspace.configuration.kind.isStack), paged: true
            )
        case .trace(let fresh):
            guard workspace.collection == nil else {
                throw .command(.noTraceForCollections)
            }
            // Its counts are the answer to a question about how often children are asked.
            if lessons?.state.withheld.contains(.negotiation) == true {
                throw .traceAfterAnswer(skipAllowed: skipAllowed)
            }
            let trace = fresh ? workspace.freshLayout(tracing: true).trace : editor.traceOfShownLayout()
            return Reply(lines: TraceView.render(trace), paged: true)
        case .walk(let limit): return try walk(limit: limit)
        case .walkFile(let file, let limit): return try walkFile(file, limit: limit)
        case .walkTried(let limit):
            guard let file = lessons?.state.triedFile else {
                throw .nothingTried(inACodeStep: lessons?.state.stepIsCode == true)
            }
            return try walkFile(file, limit: limit, tried: true)
        case .setAutoshow(let on):
            autoshow = on
            return Reply(lines: ["autoshow \(on ? "on" : "off")"])
        case .undo:
            guard let undone = editor.undo() else {
                if editor.forgotOlderChanges { throw .undoLimitReached(kept: Editor.undoLimit) }
                throw .nothingToUndo(atStepStart: lessons?.state.lesson != nil)
            }
            return redrawn(["undone: \(VisibleText.of(undone.trimmingWhitespace))"])
        case .redo:
            guard let redone = editor.redo() else { throw .nothingToRedo }
            return redrawn(["redone: \(VisibleText.of(redone.trimmingWhitespace))"])
        case .exportSVG(let named, let force):
            let svg = workspace.svg(of: editor.layout())
            if LayoutWork.current?.wasStopped == true { return Reply() }  // nothing half-made is written
            return reply(try fileDesk.writeSVG(svg, named: named, force: force))
        case .exportWalk(let path, let force): return try exportWalk(to: path, force: force)
        case .quit: return Reply(quit: true)
        case .lesson(let lessonCommand): return try runLesson(lessonCommand)
        case .exercise(let exerciseCommand): return try runExercise(exerciseCommand)
        }
    }

    /// The rule before an exercise's reference is shown (`source --solution`, `walk`, `export
    /// walk`), kept with the lesson's progress when there is one.
    lazy var references = ReferenceGate { [weak self] in self?.lessons?.store }
    /// The exercises' job: starters, check, watch and source.
    lazy var exerciseDesk = ExerciseDesk(gate: references)
}
