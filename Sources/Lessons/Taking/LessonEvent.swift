import LayoutCore
import Workbench

/// What the learner does that a lesson answers: a lesson command (the very commands the
/// shell parses), and a change of the workspace (a task's goal may now hold).
public enum LessonEvent: Equatable, Sendable {
    /// A lesson command, with the learner's workspace as it stands: `open` keeps it, and
    /// `close` gives it back.
    case command(LessonCommand, current: Workspace)
    /// The workspace changed: is the task's goal reached? `pictureIsStale` when the picture
    /// the learner sees was drawn from a cache that kept rows from before the change (article
    /// 000's `updateCache`), so that it differs from the layout run afresh.
    /// `run`: the layout the shell ran for its picture, which the goal then reads rather than
    /// running it again (when it is not stale).
    case changed(Workspace, pictureIsStale: Bool = false, run: LayoutResult? = nil)
    /// Any other line (a command, a mistake): `restart` asked once is no longer waiting.
    case otherLine
    /// `check FILE` passed for this exercise: an exercise step waiting for it is done.
    case exercisePassed(String)
}

/// How a step's check ended, as kept in the progress file: right, solved or skipped, and
/// whether it took wrong answers or hints to get there.
public struct StepResult: Equatable, Sendable {
    public enum Outcome: String, CaseIterable, Equatable, Sendable {
        // In the order `progress` counts them.
        case correct
        case skipped
        case solved
    }

    public var outcome: Outcome
    /// Wrong answers given before the right one (unreadable ones do not count).
    public var wrongAnswers = 0
    /// Hints seen before the check was done.
    public var hintsSeen = 0
    /// A prediction's first wrong answer, as typed: what the learner expected.
    public var firstWrongAnswer: String?
    /// Done after a skip had shown the answer.
    public var sawAnswer = false

    public init(
        _ outcome: Outcome, wrongAnswers: Int = 0, hintsSeen: Int = 0, firstWrongAnswer: String? = nil,
        sawAnswer: Bool = false
    ) {
        self.outcome = outcome
        self.wrongAnswers = wrongAnswers
        self.hintsSeen = hintsSeen
        self.firstWrongAnswer = firstWrongAnswer
        self.sawAnswer = sawAnswer
    }

    public static let correct = StepResult(.correct)
    public static let solved = StepResult(.solved)
    public static let skipped = StepResult(.skipped)

    /// Right (or solved) with no wrong answer and no hint.
    public var isFirstTry: Bool { outcome != .skipped && wrongAnswers == 0 && hintsSeen == 0 && !sawAnswer }

    /// Done with help: after a hint, or after the answer was shown.
    public var tookHelp: Bool { hintsSeen > 0 || sawAnswer }

    /// Which of two results for the same step says more for the learner: first try, then
    /// done after help, then skipped. A step done again never loses a better result.
    func isBetter(than other: StepResult) -> Bool {
        func rank(_ result: StepResult) -> Int { result.isFirstTry ? 2 : result.outcome == .skipped ? 0 : 1 }
        return rank(self) > rank(other)
    }
}
