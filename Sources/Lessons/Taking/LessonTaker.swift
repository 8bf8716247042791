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

    /// The lesson in hand, as a value; the taker changes it a command at a time.
    public internal(set) var state = LessonState()
    /// Seconds since some fixed moment; replaced in tests.
    public var clock: () -> Double = { Double(FileSystem.now) }

    // The state's parts under their own names, for the taker's commands.
    public internal(set) var lesson: Lesson? {
        get { state.lesson }
        set { state.lesson = newValue }
    }
    public internal(set) var stepIndex: Int {
        get { state.stepIndex }
        set { state.stepIndex = newValue }
    }
    var stepWorkspace: Workspace {
        get { state.stepWorkspace }
        set { state.stepWorkspace = newValue }
    }
    var hintsShown: Int {
        get { state.tries.hintsShown }
        set { state.tries.hintsShown = newValue }
    }
    var wrongAnswers: Int {
        get { state.tries.wrongAnswers }
        set { state.tries.wrongAnswers = newValue }
    }
    var firstWrongAnswer: String? {
        get { state.tries.firstWrongAnswer }
        set { state.tries.firstWrongAnswer = newValue }
    }
    var wrongTyped: [String] {
        get { state.tries.wrongTyped }
        set { state.tries.wrongTyped = newValue }
    }
    var stepOpened: Double {
        get { state.stepOpened }
        set { state.stepOpened = newValue }
    }
    var workspaceBeforeLesson: Workspace? {
        get { state.workspaceBeforeLesson }
        set { state.workspaceBeforeLesson = newValue }
    }
    var checkDone: Bool {
        get { state.checkDone }
        set { state.checkDone = newValue }
    }
    var goalProblemSaid: String? {
        get { state.goalProblemSaid }
        set { state.goalProblemSaid = newValue }
    }
    var taskRules: TaskRules {
        get { state.taskRules }
        set { state.taskRules = newValue }
    }
    var doneSteps: Set<Int> {
        get { state.doneSteps }
        set { state.doneSteps = newValue }
    }
    public internal(set) var isPreview: Bool {
        get { state.isPreview }
        set { state.isPreview = newValue }
    }

    public init(library: LessonLibrary, store: ProgressStore) {
        loadLibrary = { library }
        self.store = store
    }

    /// With the lessons read only when first needed.
    public init(loadingLibrary: @escaping () -> LessonLibrary, store: ProgressStore) {
        loadLibrary = loadingLibrary
        self.store = store
    }

    var step: Step? { state.step }
    var pendingCheck: Check? { state.pendingCheck }

    public var hidesPicture: Bool { state.hidesPicture }

    /// Whether `open ID` finds the open lesson again (else it was opened from a file that is
    /// not among the lessons, and is opened by that file).
    public var opensByID: Bool { lesson.map(findsByID) ?? true }

    /// Whether `open ID` finds `lesson` (still asked after it has closed: the recap).
    func findsByID(_ lesson: Lesson) -> Bool { library.lesson(id: lesson.id) != nil }

    /// The learner's file for the lesson's exercise, as `check` last compiled it: what a walk
    /// question's `stop: your test` walks.
    public var yourFile: String? { lesson?.exerciseID.flatMap { store.exercises()[$0]?.file } }

    /// The exercise the open step asks for, if it is an exercise step.
    public var exerciseStepID: String? { step?.check?.exerciseID }

    /// The open step is a code step (answered or not): a line of Swift typed there is its.
    public var stepIsCode: Bool { step?.check?.kind == .code }

    /// The open step walks its layout's code: the lesson itself shows the listing, so walking
    /// it further (as its explanation invites) is the lesson's, not a look at an answer.
    public var stepWalksItsCode: Bool { step?.check?.kind == .walk }

    public var walkQuestionWaits: Bool { state.walkQuestionWaits }
    public var awaitsAnswer: Bool { state.awaitsAnswer }
    public var waitingCheck: Check.Kind? { state.waitingCheck }
    public var awaitsConfirmation: Bool { state.awaitsConfirmation }

    /// Whether a task waits and the learner has changed the layout since the step began: an
    /// empty line then asks `why`.
    public func taskChanged(_ workspace: Workspace) -> Bool {
        pendingCheck?.kind == .task && workspace != stepWorkspace
    }

    public var withheld: Set<PictureDetail> { state.withheld }
    public var prompt: String { state.prompt }

    /// Takes one event. Any event but the command being confirmed ends the asking, a refused
    /// one too. Only a command can be refused; the rest are notices (see `notice`).
    public func handle(_ event: LessonEvent) throws(LessonError) -> LessonReply {
        guard case .command(let command, let current) = event else { return notice(event) }
        let confirmed = state.confirming.confirms(command, same: Self.confirms)
        return try handle(command, current: current, confirmed: confirmed)
    }

    /// What a notice says — a change of the workspace, another line, an exercise passed —
    /// which is never refused: the shell needs no `try?` that could hide a lesson's error.
    public func notice(_ event: LessonEvent) -> LessonReply {
        switch event {
        case .command: return LessonReply()
        case .changed(let workspace, let stale, let run):
            state.confirming.forget()
            return LessonReply(afterChange(workspace, pictureIsStale: stale, run: stale ? nil : run))
        case .otherLine:
            state.confirming.forget()
            return LessonReply()
        case .exercisePassed(let id):
            state.confirming.forget()
            guard let check = pendingCheck, check.exerciseID == id.lowercased() else {
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
    public internal(set) var triedFile: String? {
        get { state.triedFile }
        set { state.triedFile = newValue }
    }
    var noticesShown: [String] {
        get { state.noticesShown }
        set { state.noticesShown = newValue }
    }
}
