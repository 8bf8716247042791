import LabSupport
import LayoutCore
import Workbench

/// A lesson being taken: which step is open, what the learner has done there, and the
/// progress kept between sessions. A state machine: it takes `LessonEvent`s and answers with
/// `LessonHappening`s, which a presenter puts into words; it knows nothing of terminals.
public final class LessonTaker {
    /// The lessons, read when a command first needs them: every start used to parse every
    /// shipped lesson, most of its start-up time, for scripts and sessions that open none.
    public private(set) lazy var library: LessonLibrary = loadLibrary()
    private let loadLibrary: () -> LessonLibrary
    public let store: ProgressStore
    /// What checks lessons as `validate` does: what the shell found wrong with a teacher's
    /// lessons (and checks of the ones it has not checked yet, made as they are opened), and a
    /// reloaded file's problems. Nil checks nothing.
    public var checks: (any LessonChecking)?

    public internal(set) var lesson: Lesson?
    public internal(set) var stepIndex = 0
    /// The step's workspace as its setup made it: questions are asked about this one.
    var stepWorkspace = Workspace()
    var hintsShown = 0
    /// Wrong answers to the open check, and the first of them.
    var wrongAnswers = 0
    var firstWrongAnswer: String?
    /// The wrong answers typed at the open check, in order (kept with its result).
    var wrongTyped: [String] = []
    /// When the step in hand was opened (`clock`'s seconds): its time is kept with its result.
    var stepOpened = 0.0
    /// Seconds since some fixed moment; replaced in tests.
    public var clock: () -> Double = { Double(FileSystem.now) }
    /// What was tried at each step of this lesson in this session, so that leaving a step and
    /// coming back does not make a first try of it again.
    var attempts: [Int: (wrong: Int, hints: Int, firstWrong: String?, typed: [String])] = [:]
    /// What the learner had before opening a lesson, given back by `close`.
    var workspaceBeforeLesson: Workspace?
    /// The step's check has been answered, solved or skipped.
    var checkDone = false
    /// Why the task's goal could not be worked out after the last change, once said (said
    /// again only when the reason changes).
    var goalProblemSaid: String?
    /// The parts of a task's goal that held when its step opened, and which of them are broken.
    var taskRules = TaskRules(goal: nil, start: Workspace())
    /// The steps whose checks have been answered, solved or skipped, this time or before
    /// (`record` adds each one): `goto` does not jump past one that is still open.
    var doneSteps: Set<Int> = []
    /// What a `restart` or `reset` typed once asks to do: the next line decides (the same
    /// command again does it).
    var confirming = AskedTwice<LessonCommand>()
    /// A `restart` or `reset` waits to be typed again.
    public var awaitsConfirmation: Bool { confirming.waiting != nil }
    /// Teacher mode (`preview`): every step reachable, the learner's progress untouched.
    public internal(set) var isPreview = false

    public init(library: LessonLibrary, store: ProgressStore) {
        loadLibrary = { library }
        self.store = store
    }

    /// With the lessons read only when first needed.
    public init(loadingLibrary: @escaping () -> LessonLibrary, store: ProgressStore) {
        loadLibrary = loadingLibrary
        self.store = store
    }

    var step: Step? { lesson.map { $0.steps[stepIndex] } }
    var pendingCheck: Check? { checkDone ? nil : step?.check }

    /// A prediction waits: until it is answered, nothing that shows the layout (picture,
    /// frames, trace, SVG, a release) or changes it is allowed — made again on a step done
    /// before too (next or skip leaves it).
    public var hidesPicture: Bool { pendingCheck?.kind == .predict }

    /// Whether `open ID` finds the open lesson again (else it was opened from a file that is
    /// not among the lessons, and is opened by that file).
    public var opensByID: Bool { lesson.map(findsByID) ?? true }

    /// Whether `open ID` finds `lesson` (still asked after it has closed: the recap).
    func findsByID(_ lesson: Lesson) -> Bool { library.lesson(id: lesson.id) != nil }

    /// The learner's file for the lesson's exercise, as `check` last compiled it: what a walk
    /// question's `stop: your test` walks.
    public var yourFile: String? { lesson?.exerciseID.flatMap { store.exercises()[$0]?.file } }

    /// The exercise the open step asks for, if it is an exercise step.
    public var exerciseStepID: String? { step?.check?.kind == .exercise ? step?.check?.prompt.lowercased() : nil }

    /// The open step is a code step (answered or not): a line of Swift typed there is its.
    public var stepIsCode: Bool { step?.check?.kind == .code }

    /// The open step walks its layout's code: the lesson itself shows the listing, so walking
    /// it further (as its explanation invites) is the lesson's, not a look at an answer.
    public var stepWalksItsCode: Bool { step?.check?.kind == .walk }

    /// A walk question waits, not yet answered: the finished picture would show where the item
    /// in hand goes, which is what it asks.
    public var walkQuestionWaits: Bool { pendingCheck?.kind == .walk && !doneSteps.contains(stepIndex) }

    /// A question or prediction waits for an answer (plain input counts as one).
    public var awaitsAnswer: Bool {
        pendingCheck.map { [.question, .predict, .walk, .code].contains($0.kind) } ?? false
    }

    /// What the open step's check waits for, if it waits: an answer, commands, or Swift.
    public var waitingCheck: Check.Kind? { pendingCheck?.kind }

    /// Whether a task waits and the learner has changed the layout since the step began: an
    /// empty line then asks `why`.
    public func taskChanged(_ workspace: Workspace) -> Bool {
        pendingCheck?.kind == .task && workspace != stepWorkspace
    }

    /// What the step's picture must not state while its question waits (see `AnswerSecrets`).
    public var withheld: Set<PictureDetail> { AnswerSecrets.withheld(by: pendingCheck) }

    /// "flow-basics 2/7> " in a lesson ("flow-basics 2/7 preview> " in teacher mode),
    /// "layoutlab> " outside one.
    public var prompt: String {
        guard let lesson else { return "layoutlab> " }
        return "\(lesson.id) \(stepIndex + 1)/\(lesson.steps.count)\(isPreview ? " preview" : "")> "
    }

    /// Takes one event. Any event but the command being confirmed ends the asking, a refused
    /// one too. Only a command can be refused; the rest are notices (see `notice`).
    public func handle(_ event: LessonEvent) throws(LessonError) -> LessonReply {
        guard case .command(let command, let current) = event else { return notice(event) }
        let confirmed = confirming.confirms(command, same: Self.confirms)
        return try handle(command, current: current, confirmed: confirmed)
    }

    /// What a notice says — a change of the workspace, another line, an exercise passed —
    /// which is never refused: the shell needs no `try?` that could hide a lesson's error.
    public func notice(_ event: LessonEvent) -> LessonReply {
        switch event {
        case .command: return LessonReply()
        case .changed(let workspace, let stale, let run):
            confirming.forget()
            return LessonReply(afterChange(workspace, pictureIsStale: stale, run: stale ? nil : run))
        case .otherLine:
            confirming.forget()
            return LessonReply()
        case .exercisePassed(let id):
            confirming.forget()
            guard let check = pendingCheck, check.kind == .exercise, check.prompt.lowercased() == id.lowercased() else {
                return LessonReply()
            }
            checkDone = true
            // Passed after `source --solution` showed the reference: done, with help.
            // A check that failed before this pass counts as a wrong try.
            let kept = store.exercises()[id.lowercased()]
            record(
                StepResult(
                    .solved, wrongAnswers: kept?.failedChecks ?? 0, hintsSeen: hintsShown,
                    sawAnswer: kept?.sawSolution == true))
            return LessonReply([.exerciseDone(id: check.prompt, explanation: check.explanation), goOn])
        }
    }

    /// Whether `command` is the one that was asked to be typed again: the same `restart`, or
    /// a `reset` of the same lesson (its id in any case).
    static func confirms(_ command: LessonCommand, _ asked: LessonCommand) -> Bool {
        if case .reset(let typed) = command, case .reset(let id) = asked {
            return typed.lowercased() == id.lowercased()
        }
        return command == asked
    }

    func handle(_ command: LessonCommand, current: Workspace, confirmed: Bool) throws(LessonError)
        -> LessonReply
    {
        switch command {
        case .lessons: return LessonReply([.listed(listing())])
        case .open(let name): return try open(name, current: current)
        case .preview(let name, let step): return try preview(name, at: step, current: current)
        case .reset(let id): return try reset(id, confirmed: confirmed)
        case .close: return try close()
        case .next: return try next()
        case .back:
            _ = try self.current()
            guard stepIndex > 0 else { throw .firstStep }
            return enter(stepIndex - 1)
        case .goto(let number): return try goto(number)
        case .restart: return try restart(confirmed: confirmed)
        case .answer(let typed): return try answer(typed)
        case .hint: return LessonReply([try hint()])
        case .why: return LessonReply([try why(current)])
        case .reload: return try reload()
        case .tryCode(let code): return try tryCode(code, judged: false, yours: current)
        case .skip: return try skip()
        case .progress: return LessonReply([.progress(progressReport())])
        case .step:
            let lesson = try self.current()
            var entry = StepEntry(
                lesson: lesson, index: stepIndex, setupFailures: [], showsPicture: false,
                doneBefore: doneSteps.contains(stepIndex))
            entry.yours = yourFile
            return LessonReply([.reprinted(entry, done: checkDone)])
        }
    }

    // MARK: Steps

    func current() throws(LessonError) -> Lesson {
        guard let lesson else { throw .noLessonOpen }
        return lesson
    }

    /// Whether `skip` works: where the lesson allows it, and always in a preview.
    public var canSkip: Bool { lesson?.skipAllowed == true || isPreview }

    var goOn: LessonHappening {
        .goOn(isLastStep: stepIndex + 1 >= (lesson?.steps.count ?? 0))
    }

    /// What the last save had to say, until `takeSaveWarning` takes it.
    var saveNotice: SaveNotice?

    /// Why saves failed this session, each reason once: `progress` says its list is short.
    public internal(set) var unsaved: [String] = []

    /// The layout's code with the line last typed or tried in a code step's blank: what
    /// `walk tried` walks.
    public internal(set) var triedFile: String?

    /// Notices already shown: the same one is not repeated after every answer.
    var noticesShown: [String] = []
}
