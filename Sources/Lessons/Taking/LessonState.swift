import Exercises
import Workbench

/// The lesson in hand, as a value: which lesson and step are open, what the learner has tried
/// at each step this session, which steps are done, and what waits to be typed again. Each
/// event's turn (`LessonTurn.reduce`) makes the next one, which the taker keeps; what the state says
/// without the lessons' files or the progress on disk is answered here, so that a test builds
/// a state and asks it, with no file written.
public struct LessonState: Equatable, Sendable {
    public internal(set) var lesson: Lesson?
    public internal(set) var stepIndex = 0
    /// The step's workspace as its setup made it: questions are asked about this one.
    var stepWorkspace = Workspace()
    /// What the learner has tried at the open step.
    var tries = StepTries()
    /// When the step in hand was opened (the taker's clock's seconds): its time is kept with
    /// its result.
    var stepOpened = 0.0
    /// What was tried at each step of this lesson in this session, so that leaving a step and
    /// coming back does not make a first try of it again.
    var triesByStep: [Int: StepTries] = [:]
    /// What the learner had before opening a lesson, given back by `close`.
    var workspaceBeforeLesson: Workspace?
    /// The step's check has been answered, solved or skipped.
    var checkDone = false
    /// Why the task's goal could not be worked out after the last change, once said (said
    /// again only when the reason changes).
    var goalProblemSaid: String?
    /// The parts of a task's goal that held when its step opened, and which of them are broken.
    var taskRules = TaskRules(goal: nil, start: Workspace())
    /// The steps whose checks have been answered, solved or skipped, this time or before:
    /// `goto` does not jump past one that is still open.
    var doneSteps: Set<Int> = []
    /// A `restart` or `reset` typed once: the next line decides (the same command again does it).
    var confirming = AskedTwice<LessonCommand>()
    /// Teacher mode (`preview`): every step reachable, the learner's progress untouched.
    public internal(set) var isPreview = false
    /// The layout's code with the line last typed or tried in a code step's blank: what
    /// `walk tried` walks.
    public internal(set) var triedFile: String?
    /// Notices already shown: the same one is not repeated after every answer.
    var noticesShown: [String] = []

    public init() {}

    var step: Step? { lesson.map { $0.steps[stepIndex] } }
    var pendingCheck: Check? { checkDone ? nil : step?.check }

    /// A prediction waits: until it is answered, nothing that shows the layout (picture,
    /// frames, trace, SVG, a release) or changes it is allowed — made again on a step done
    /// before too (next or skip leaves it).
    public var hidesPicture: Bool { pendingCheck?.kind == .predict }

    /// A walk question waits, not yet answered: the finished picture would show where the item
    /// in hand goes, which is what it asks.
    public var walkQuestionWaits: Bool { pendingCheck?.kind == .walk && !doneSteps.contains(stepIndex) }

    /// A question or prediction waits for an answer (plain input counts as one).
    public var awaitsAnswer: Bool {
        pendingCheck.map { [.question, .predict, .walk, .code].contains($0.kind) } ?? false
    }

    /// What the open step's check waits for, if it waits: an answer, commands, or Swift.
    public var waitingCheck: Check.Kind? { pendingCheck?.kind }

    /// A `restart` or `reset` waits to be typed again.
    public var awaitsConfirmation: Bool { confirming.waiting != nil }

    /// What the step's picture must not state while its question waits (see `AnswerSecrets`).
    public var withheld: Set<PictureDetail> { AnswerSecrets.withheld(by: pendingCheck) }

    /// "flow-basics 2/7> " in a lesson ("flow-basics 2/7 preview> " in teacher mode),
    /// "layoutlab> " outside one.
    public var prompt: String {
        guard let lesson else { return "layoutlab> " }
        return "\(lesson.id) \(stepIndex + 1)/\(lesson.steps.count)\(isPreview ? " preview" : "")> "
    }

    /// The exercise the open step asks for, if it is an exercise step.
    public var exerciseStepID: String? { step?.check?.exerciseID }

    /// The open step is a code step (answered or not): a line of Swift typed there is its.
    public var stepIsCode: Bool { step?.check?.kind == .code }

    /// The open step walks its layout's code: the lesson itself shows the listing, so walking
    /// it further (as its explanation invites) is the lesson's, not a look at an answer.
    public var stepWalksItsCode: Bool { step?.check?.kind == .walk }

    /// Whether a task waits and the learner has changed the layout since the step began: an
    /// empty line then asks `why`.
    public func taskChanged(_ workspace: Workspace) -> Bool {
        pendingCheck?.kind == .task && workspace != stepWorkspace
    }

    /// Whether `skip` works: where the lesson allows it, and always in a preview.
    public var canSkip: Bool { lesson?.skipAllowed == true || isPreview }

    /// The open step's code step, found on its exercise's listing.
    func codeStep(_ check: Check) throws(LessonError) -> CodeStep {
        do throws(CodeTrialError) {
            return try CodeStep(check, on: stepWorkspace, in: lesson)
        } catch {
            throw .answerNotComputable(error.message)
        }
    }

    /// The code step waiting for its answer, if the open step is one: `source` shows its blank
    /// as the step does, not the line it asks for.
    public var waitingCodeStep: CodeStep? {
        guard let check = pendingCheck, check.kind == .code else { return nil }
        return try? codeStep(check)
    }

    /// Another step is opened: what was tried at the one in hand is kept for a return, and
    /// what was tried before at `index`, if anything, comes back.
    mutating func move(to index: Int) {
        triesByStep[stepIndex] = tries
        stepIndex = index
        tries = triesByStep[index] ?? StepTries()
    }

    /// The lesson starts over (opened afresh, restarted): nothing done, nothing tried.
    mutating func forgetTries() {
        doneSteps = []
        triesByStep = [:]
        tries = StepTries()
    }
}

/// What the learner has tried at one step in this session: wrong answers, hints seen, the
/// first wrong answer and every one typed (kept with the step's result).
struct StepTries: Equatable, Sendable {
    var wrongAnswers = 0
    var hintsShown = 0
    var firstWrongAnswer: String?
    var wrongTyped: [String] = []
}
