import Exercises
import LayoutCore
import Workbench

/// What a lesson event did, in order, for a presenter to put into words. The lesson decides;
/// the presenter only speaks.
public enum LessonHappening: Equatable, Sendable {
    case listed(LessonListing)
    case opened(Lesson, notes: [OpeningNote])
    case entered(StepEntry)
    case closed(Lesson)
    /// The lesson's last step passed: how it went, and what comes next.
    case finished(LessonRecap)
    /// A preview left, by `close` or by `next` after its last step.
    case previewClosed(Lesson)
    case restartAsked(Lesson)
    case restarted(Lesson)
    /// `reset` typed once for a lesson with progress: typed again, it forgets it.
    case resetAsked(title: String)
    case reset(title: String)
    case nothingToReset(title: String)
    /// Something the learner should know, said before the rest (a damaged progress file set aside).
    case warning(String)
    case answered(AnswerVerdict)
    /// A code step's line tried: judged (typed as the answer) or not (`try CODE`).
    case codeTried(CodeTry)
    /// A task's goal holds now.
    case solved(explanation: String?)
    /// An exercise step's exercise passed `check` (its explanation is said to a passing file).
    case exerciseDone(id: String, explanation: String?)
    /// An exercise step whose exercise the learner's code has passed already.
    case exercisePassedBefore(String)
    /// A task's goal holds for the layout run afresh, while the picture on screen still shows
    /// rows a cache kept from before the change: said before `solved`, with the layout to draw
    /// afresh.
    case solvedUnderStalePicture(Workspace)
    /// A change broke a part of a task's goal that held when the step opened (something the
    /// task asks to keep): the part, as written, with its values.
    case ruleBroken(String)
    /// A task's goal cannot be worked out for the workspace as the learner made it.
    case goalNotChecked(reason: String)
    case skipped(Skip)
    case hint(text: String, number: Int, of: Int)
    /// `why`: the first part of a task's goal that is false, with its values (nil when it
    /// cannot be worked out for the layout as it is).
    case goalNotYet(String?)
    /// `why` once the goal holds.
    case goalHolds
    /// `reload`: the lesson read again, at this step, with what validate says is wrong in it.
    case reloaded(Lesson, step: Int, problems: [String])
    /// `reload` of a file with problems: each, as validate words it; the lesson stays as it was.
    case reloadRefused(file: String, problems: [String])
    case noHints
    case hintsUsedUp(count: Int, canSkip: Bool)
    case progress(ProgressReport)
    /// The step's text again (`step`), without its picture; `done` when its check was just
    /// answered, solved or skipped.
    case reprinted(StepEntry, done: Bool)
    /// What comes next after a check is done: `next` goes on, or finishes the lesson.
    case goOn(isLastStep: Bool)
}

/// `lessons`: every lesson with where the learner is in it, and the files that did not load.
public struct LessonListing: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var lesson: Lesson
        /// The learner's progress, when it belongs to this version of the lesson.
        public var progress: LessonProgress?
        /// How many problems `validate` finds in a teacher's lesson.
        public var problems: Int?
        /// A teacher's lesson (from a folder of lessons), not one of the lab's own.
        public var isTeachers = false
    }

    public var warning: String?
    /// The files that did not load: each with its first error, and how many it has.
    public var notLoaded: [NotLoaded]
    public var entries: [Entry]

    public struct NotLoaded: Equatable, Sendable {
        public var file: String
        public var firstError: String
        public var errors: Int
    }
}

/// What `open` has to say before the first step.
public enum OpeningNote: Equatable, Sendable {
    case hasProblems(count: Int, file: String)
    case warning(String)
    case changedVersion(from: Int, to: Int)
    case finishedBefore
    case welcomeBack(step: Int)
    /// Teacher mode: what it allows, and that nothing is kept.
    case preview
}

/// A step opened: what the shell shows (its picture is the workspace the reply loads).
public struct StepEntry: Equatable, Sendable {
    public var lesson: Lesson
    public var index: Int
    /// The setup lines that failed, with why.
    public var setupFailures: [SetupFailure]
    /// Whether the picture is shown now: not for a prediction still to be made, and not for a
    /// step with nothing set up.
    public var showsPicture: Bool
    /// The step's check was answered, solved or skipped before.
    public var doneBefore: Bool
    /// The file a walk question's `stop: your test` walks: the learner's own for the lesson's
    /// exercise (the reference solution, for a teacher's `demo` and `validate`).
    public var yours: String?

    public init(lesson: Lesson, index: Int, setupFailures: [SetupFailure], showsPicture: Bool, doneBefore: Bool) {
        self.lesson = lesson
        self.index = index
        self.setupFailures = setupFailures
        self.showsPicture = showsPicture
        self.doneBefore = doneBefore
    }

    public var step: Step { lesson.steps[index] }
}

public struct SetupFailure: Equatable, Sendable {
    public var command: String
    public var message: String
}

/// How an answer was judged.
public enum AnswerVerdict: Equatable, Sendable {
    /// Right; a prediction's picture is shown with it.
    case right(Value, explanation: String?, revealsPicture: Workspace?)
    /// Wrong: the explanation of a known mistake, if it is one, and that a whole number is
    /// expected when a fraction was given.
    case wrong(typed: String, mistake: String?, expected: ExpectedAnswer?, hasHints: Bool)
    /// Not wrong, but not the kind of value asked for: no number where a number is asked.
    case unreadable(UnreadableAnswer, hasHints: Bool, canSkip: Bool)
}

/// A line typed in a code step's blank, and what it did there (see `CodeStep`).
public struct CodeTry: Equatable, Sendable {
    public enum Outcome: Sendable {
        /// Every case placed as the article's code places it.
        case right(caseCount: Int)
        /// The first case that differs (the step's own items when they do), or where the
        /// program trapped or ran out of time.
        case wrong(CheckFailure)
        /// The compiler's words about the typed line, in a line or two.
        case doesNotCompile([String])
        /// Ctrl-C stopped it: nothing was decided.
        case interrupted
    }

    public var typed: String
    public var outcome: Outcome
    /// Typed as the answer (false: `try CODE`, which is not judged).
    public var judged: Bool
    /// The known mistake it is, by its text or by what it does: its reply.
    public var mistake: String?
    /// The known mistake's code, when the line was matched by what it does, not by its text:
    /// said with the reply, which speaks of that code.
    public var likeMistake: String?
    /// Said once a judged line is right.
    public var explanation: String?
    public var hasHints: Bool
    /// The workspace the line ran on (the step's, or for `try` the learner's own items): what
    /// an agreeing line draws (the article's picture is its picture).
    public var workspace: Workspace
    /// The blank's line on the listing.
    public var blankLine: Int
    /// The blank is a whole line that opens a block (`if … {`): a line typed without its `{`
    /// breaks the listing's shape, and the compiler speaks of other lines.
    public var blankOpensBlock = false
    /// A wrong line's failing case is the step's own items.
    public var onTheStep = false
    /// `try` ran on the items the learner added or changed, not the step's own.
    public var onYourItems = false
    /// Whose code the line goes into, said truly (`Exercise.referenceCredit`): "the lab's
    /// transcription of OpenSwiftUI's code".
    public var referenceCredit = "the reference"
    /// The reference's own code for the blank, said beside a right line written otherwise.
    public var referenceCode: String?

    public static func == (a: CodeTry, b: CodeTry) -> Bool {
        a.typed == b.typed && a.judged == b.judged && a.mistake == b.mistake && a.likeMistake == b.likeMistake
            && a.explanation == b.explanation
            && a.hasHints == b.hasHints && a.workspace == b.workspace && a.blankLine == b.blankLine
            && a.outcomeSummary == b.outcomeSummary
    }

    /// The outcome in a few words, for comparing two tries.
    public var outcomeSummary: String {
        switch outcome {
        case .right(let count): "right \(count)"
        case .wrong(let failure): "wrong \(failure.caseNumber) \(failure.problem)"
        case .doesNotCompile(let lines): "does not compile \(lines)"
        case .interrupted: "interrupted"
        }
    }
}

/// What a wrong answer could not have been right as.
public enum ExpectedAnswer: Equatable, Sendable {
    case wholeNumber
    /// A whole number given where the answer has a fraction (13 for 13.2, about 2 for 1.5).
    case notWholeNumber
    /// The right answer, less exactly than the question asks (26 for 25.5, asked to one
    /// decimal): not counted as a wrong try.
    case moreDecimals(Int)
}

/// A check skipped: the answer (or a solution) and the explanation.
public struct Skip: Equatable, Sendable {
    public var answer: Value?
    public var solution: [String]
    /// A code step's: the reference's own code for its blank.
    public var code: String? = nil
    /// Whose code that is, said truly (`Exercise.referenceCredit`).
    public var codeCredit = "the reference"
    public var explanation: String?
    /// A prediction's picture, shown now.
    public var revealsPicture: Workspace?
    /// Why there is no answer to give (a walk of the learner's file, with no file to walk).
    public var unanswered: String? = nil
}

/// `progress`: each lesson the learner has begun, and what could not be saved.
public struct ProgressReport: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var id: String
        public var progress: LessonProgress
        /// The lesson's step count, when the lesson is known.
        public var steps: Int?
        /// How many of its steps have a check, when the lesson is known.
        public var checks: Int?
        /// The lesson's version now, when the lesson is known: progress from another version
        /// does not count (`open` starts the lesson again).
        public var version: Int? = nil
    }

    public var warning: String?
    public var unsaved: [String]
    public var entries: [Entry]
}

/// What the shell does with a lesson's reply: say the happenings, and when `load` is set,
/// show that workspace from now on (a step's setup, or the learner's own layout back).
public struct LessonReply: Equatable, Sendable {
    public var happenings: [LessonHappening]
    public var load: Workspace?
    /// Ctrl-C stopped what the event began (a code step's compile), and the happenings say so.
    public var stopped = false

    public init(_ happenings: [LessonHappening] = [], load: Workspace? = nil) {
        self.happenings = happenings
        self.load = load
    }
}

/// The screen a finished lesson ends on: each check's result, the steps worth coming back to,
/// the lesson's exercises not passed yet, and the next lesson.
public struct LessonRecap: Equatable, Sendable {
    public var lesson: Lesson
    /// How each step's check ended, by step (from 0).
    public var results: [Int: StepResult]
    /// The exercises of the lesson's steps that the learner has not passed, with the file
    /// `check` last compiled for each, if any.
    public var exercisesToDo: [ExerciseToDo]
    /// Whether `open ID` finds the lesson again (else it is opened by its file).
    public var opensByID = true
    /// The next lesson not finished: after this one in the library's order, or else the first;
    /// nil when every other lesson is finished.
    public var next: Lesson?
}

/// An exercise not passed yet, and the learner's file for it once `check` has compiled one.
public struct ExerciseToDo: Equatable, Sendable {
    public var id: String
    public var file: String?
}
