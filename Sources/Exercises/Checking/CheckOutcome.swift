import LabSupport
import LayoutCore

/// How `check` runs.
public struct CheckOptions: Sendable {
    /// The seed of the random cases; the same seed draws the same cases.
    public var seed: UInt64
    public var randomCases: Int
    /// Seconds one run of the learner's program may take (an endless loop is stopped here).
    public var timeLimit: Double
    /// Bytes of memory the learner's program may take.
    public var memoryLimit: Int
    /// Seconds spent making a failing case smaller before the smallest found so far is shown
    /// (each try runs the program again). The tests give it more, so that a busy machine does
    /// not stop the shrinking one step short of the case they expect.
    public var shrinkSeconds: Double = 8
    /// Whether a failing case is also walked in the learner's own code ("your lines for it").
    public var walksYourCode = true
    /// Cases run before the exercise's own (a code step's: the step's items), each shown as
    /// it is when it fails, never made smaller: the learner knows it.
    public var firstCases: [TrialCase] = []
    /// Whether only `firstCases` run (`try CODE`: the step's picture, not a verdict).
    public var onlyFirstCases = false
    /// What is said when the kit is built first.
    public static let kitBuildNotice =
        "Building the exercise kit for this compiler first (once; a minute or two; make run and make install do it ahead)…"

    public init(seed: UInt64, randomCases: Int = 500, timeLimit: Double = 10, memoryLimit: Int = 2 << 30) {
        self.seed = seed
        self.randomCases = randomCases
        self.timeLimit = timeLimit
        self.memoryLimit = memoryLimit
    }
}

/// A case a code step runs first: the step's own items, or its collection.
public enum TrialCase: Sendable {
    case layout(ExerciseCase)
    case collection(CollectionCase)
}

/// What went wrong in the first failing case.
public enum CaseProblem: Equatable, Sendable {
    /// The layout answered or placed differently from the article: what differs, in words.
    case differs(String)
    /// The program stopped in the case (a trap: `fatalError`, an index out of range …).
    case trapped(String)
    /// The program was still running at the time limit.
    case timedOut(seconds: Double)
    /// Ctrl-C stopped the check in this case: nothing was decided.
    case interrupted
    /// The program broke one of check's limits on processes or on what it writes (which, in
    /// words); not shrunk, nor run again for its prints: each try would do as much.
    case overLimit(String)
    /// The program's report to the checker held a line the harness never writes (which one):
    /// something in the program wrote where the harness reports.
    case unreadableReport(String)

    /// Whether trying smaller cases, or the case again, could tell more: not after Ctrl-C, nor
    /// for a program that ran out of time or broke a limit (each try would take as long).
    var isWorthRepeating: Bool {
        switch self {
        case .differs, .trapped, .unreadableReport: true
        case .timedOut, .interrupted, .overLimit: false
        }
    }
}

/// The smallest failing case, with both runs of it: a flow layout's, or the carousel's.
public enum FailingCase: Sendable {
    /// The learner's run is missing when the program trapped or ran too long.
    case layout(ExerciseCase, learner: CaseRun?, reference: CaseRun)
    case collection(CollectionCase, learner: CollectionRun?, reference: CollectionRun)
}

/// The first case the learner's layout gets wrong, shrunk to the smallest that still fails.
public struct CheckFailure: Sendable {
    public let exercise: Exercise
    public let failing: FailingCase
    /// Where the first failing case was among all, counting from 1, and how many there were.
    public let caseNumber: Int
    public let caseCount: Int
    public let seed: UInt64
    public let problem: CaseProblem
    /// What went wrong in the first failing case, before it was made smaller: with
    /// `caseNumber`, a run's signature (two programs that first part from the article on the
    /// same case, the same way, behave alike on every case before it).
    public var firstProblem: CaseProblem?
    /// How the program fared on every case of the batch the first failure was in, before any
    /// was made smaller: each failing case's number and what differed (or where it stopped).
    /// Two lines with the same behaviour on the same cases make the same mistake there — a
    /// reversed tie-break and a missing one part on the same first case, but not on all.
    public var behaviour: [String] = []
    /// What the learner's program printed in the smallest failing case run alone (their
    /// debugging `print`s), at most `CheckFailure.printedLimit` lines, and how many there were.
    public var printed: [String] = []
    public var printedCount = 0
    /// The learner's own code walked on the smallest failing case (a flow layout's that
    /// differs, when the walk instrumenter is at hand): "Where the runs part" sets it beside the
    /// article's walk.
    public var learnerWalk: LearnerWalk.Run?
    /// The reference solution walked the same way on the same case: what the learner's walk is
    /// aligned with (`RunAlignment`) to find where theirs parts.
    public var referenceWalk: LearnerWalk.Run?
    public static let printedLimit = 12

    /// How many of the cases were random (the rest are the exercise's named ones).
    public var randomCases: Int { caseCount - exercise.namedCaseCount }
}

public enum CheckOutcome: Sendable {
    case passed(Exercise, caseCount: Int, namedCount: Int, seed: UInt64)
    case failed(CheckFailure)
    case doesNotCompile(Exercise, CompileFailure)
}
