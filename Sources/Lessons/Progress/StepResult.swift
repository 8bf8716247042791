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
    /// The wrong answers typed, in order (the first `typedLimit`): what a teacher's results
    /// count across the class.
    public var wrongTyped: [String] = []
    public static let typedLimit = 10

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
