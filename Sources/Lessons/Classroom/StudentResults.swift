import LabJSON
import LabText

/// One student's results, as a file a teacher collects (`layoutlab progress --format json`):
/// per lesson its version and where the student is, per check how it ended.
public struct StudentResults: Equatable, Sendable {
    public var student: String
    public var lessons: [LessonResults]
    /// When the file was written (UTC, ISO 8601): of two files of one student, the newer counts.
    public var written: String?
    /// The exercises the student has checked: passed or not, after how many failed checks,
    /// whether the reference was seen first.
    public var exercises: [ExerciseResult] = []

    public struct ExerciseResult: Equatable, Sendable {
        public var id: String
        public var passed: Bool
        public var failedChecks: Int
        public var sawReference: Bool

        /// In the words a teacher reads: "passed first try", "passed after 2 failed checks",
        /// "not passed (3 failed checks)"; "reference seen" when it was.
        public var said: String {
            let how =
                passed
                ? (failedChecks == 0
                    ? "passed first try" : "passed after \(failedChecks) failed \(Plural.word(failedChecks, "check"))")
                : "not passed (\(failedChecks) failed \(Plural.word(failedChecks, "check")))"
            return how + (sawReference ? ", reference seen" : "")
        }
    }

    public struct LessonResults: Equatable, Sendable {
        public var id: String
        public var title: String
        public var version: Int
        /// The step the student is at, from 1.
        public var step: Int
        public var steps: Int
        public var completed: Bool
        public var checks: [CheckResult]
        /// Where an unfinished lesson stands: what was tried at the step the student is at
        /// (wrong answers typed, hints), outcome `stopped here`; nil when nothing was tried.
        public var stoppedAt: CheckResult?

        /// The checks done, then where the student stopped: what a class's table counts.
        public var checksAndStop: [CheckResult] { checks + (stoppedAt.map { [$0] } ?? []) }
    }

    public struct CheckResult: Equatable, Sendable {
        /// From 1.
        public var step: Int
        /// What the check asks, as the lesson words it.
        public var asks: String
        public var outcome: Outcome
        public var wrongAnswers: Int
        public var hints: Int
        /// A prediction's first wrong answer, as typed.
        public var firstWrongAnswer: String?
        /// The wrong answers typed, in order.
        public var wrongTyped: [String] = []
        /// A code step's check: its answers are lines of code, kept and compared as typed.
        public var isCode = false
        /// Seconds from the step's opening to the check's end, the first time (nil: not kept).
        public var seconds: Int?
    }

    /// How a check ended, in the words a teacher reads.
    public enum Outcome: String, CaseIterable, Equatable, Sendable {
        case firstTry = "first try"
        case afterAWrongTry = "after a wrong try"
        case afterHelp = "after help"
        case skipped
        /// Tried and not done: the step the student stopped at (never among `checks`).
        case stopped = "stopped here"

        init(_ result: StepResult) {
            if result.outcome == .skipped {
                self = .skipped
            } else if result.isFirstTry {
                self = .firstTry
            } else if result.tookHelp {
                self = .afterHelp
            } else {
                self = .afterAWrongTry
            }
        }
    }

    /// A student's saved progress, with each lesson's titles and questions from the library (a
    /// lesson gone from it is named by its id, its questions by step number).
    public init(
        student: String, progress: [String: LessonProgress], library: LessonLibrary,
        exercises: [String: ExerciseProgress] = [:], written: String? = nil
    ) {
        self.student = student
        self.written = written
        // Only the exercises checked at least once: a file a learner started and never checked
        // is no result.
        self.exercises = exercises.keys.sorted().compactMap { id in
            guard let kept = exercises[id], kept.passed || kept.failedChecks > 0 else { return nil }
            return ExerciseResult(
                id: id, passed: kept.passed, failedChecks: kept.failedChecks, sawReference: kept.sawSolution)
        }
        let order = { (id: String) in library.lessons.firstIndex { $0.id == id } ?? Int.max }
        lessons = progress.keys.sorted { (order($0), $0) < (order($1), $1) }.map { id in
            let kept = progress[id]!
            let lesson = library.lesson(id: id).flatMap { $0.version == kept.version ? $0 : nil }
            let checks = kept.results.keys.sorted().map { index in
                let result = kept.results[index]!
                let asked = lesson.flatMap { $0.steps.indices.contains(index) ? $0.steps[index].check : nil }
                let asks = asked?.prompt
                var check = CheckResult(
                    step: index + 1, asks: asks ?? "step \(index + 1)", outcome: Outcome(result),
                    wrongAnswers: result.wrongAnswers, hints: result.hintsSeen,
                    firstWrongAnswer: result.firstWrongAnswer)
                check.wrongTyped = result.wrongTyped
                check.isCode = asked?.kind == .code
                check.seconds = kept.seconds[index]
                return check
            }
            var results = LessonResults(
                id: id, title: lesson?.title ?? id, version: kept.version, step: kept.step + 1,
                steps: lesson?.steps.count ?? 0, completed: kept.completed, checks: checks)
            if !kept.completed, kept.results[kept.step] == nil, let open = kept.open[kept.step] {
                let asked = lesson.flatMap { $0.steps.indices.contains(kept.step) ? $0.steps[kept.step].check : nil }
                var stopped = CheckResult(
                    step: kept.step + 1, asks: asked?.prompt ?? "step \(kept.step + 1)", outcome: .stopped,
                    wrongAnswers: open.wrongAnswers, hints: open.hintsSeen, firstWrongAnswer: open.wrongTyped.first)
                stopped.wrongTyped = open.wrongTyped
                stopped.isCode = asked?.kind == .code
                results.stoppedAt = stopped
            }
            return results
        }
    }

    /// The lessons whose titles and questions the file could not name (written where the
    /// lesson was not loaded: a teacher's lesson without `--lessons`).
    public var unnamedLessons: [String] { lessons.filter { $0.steps == 0 }.map(\.id) }

    /// The same results with what a file written without its lessons lacks — a lesson's title,
    /// its step count, each check's question — taken from `library`, where the lesson is there
    /// at the same version.
    public func named(from library: LessonLibrary) -> StudentResults {
        var named = self
        for index in named.lessons.indices where named.lessons[index].steps == 0 {
            let kept = named.lessons[index]
            guard let lesson = library.lesson(id: kept.id), lesson.version == kept.version else { continue }
            named.lessons[index].title = lesson.title
            named.lessons[index].steps = lesson.steps.count
            for check in named.lessons[index].checks.indices {
                let step = named.lessons[index].checks[check].step - 1
                if let asks = lesson.steps.indices.contains(step) ? lesson.steps[step].check?.prompt : nil {
                    named.lessons[index].checks[check].asks = asks
                }
            }
        }
        return named
    }

    public init(student: String, lessons: [LessonResults]) {
        self.student = student
        self.lessons = lessons
    }
}
