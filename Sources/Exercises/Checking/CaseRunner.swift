import LabSupport
import LabText
import LayoutCore

#if canImport(Glibc)
    import Glibc
#endif

/// Runs cases through a learner's program and judges them against the article's algorithm.
struct CaseRunner<Case: Equatable, Run> {
    let program: String
    /// The supervisor the program runs under.
    let supervisor: String
    let options: CheckOptions
    let scratch: String
    /// The learner's file as they named it, for the place a trap names.
    let file: String
    /// A case as the harness reads it, with its number.
    let harnessText: (Case, Int) -> String
    /// The runs the harness printed, by case number, and the case it had started and not ended.
    let runs: (String, [Case]) -> HarnessRuns<Run>
    /// What differs from the article in a run, in words.
    let judge: (Run, Case) -> String?
    /// A failing case's smaller neighbours; for a named case (true), only those the case's
    /// point survives in.
    let smaller: (Case, _ named: Bool) -> [Case]
    /// Whether the learner's run of a case differs from the reference's where the report's
    /// pictures can show it: a case the learner can see the difference in is never shrunk to
    /// one they cannot (no items left, a half line rounded away, a release with no card
    /// between). Nil: every failing case will do.
    var visible: ((Case, Run) -> Bool)? = nil

    struct Failure {
        var index: Int
        var problem: CaseProblem
        var learner: Run?
        /// Every case of the batch that failed, with how (see `CheckFailure.behaviour`).
        var behaviour: [String] = []
    }

    /// A cases file of this check's own: two checks at once (in one process too) never share one.
    static func casesFile(in scratch: String) -> String {
        scratch + "/cases-\(getpid())-\(UInt64.random(in: 0..<UInt64.max))"
    }

    /// The first failing case of `cases`, by index.
    func firstFailure(_ cases: [Case]) -> Failure? {
        guard !cases.isEmpty else { return nil }
        let casesFile = Self.casesFile(in: scratch)
        guard FileSystem.writeWhole(casesFile, cases.enumerated().map { harnessText($0.element, $0.offset) }.joined())
        else {
            return Failure(index: 0, problem: .trapped("cannot write the cases to \(scratch)"), learner: nil)
        }
        defer { FileSystem.removeTree(casesFile) }
        guard
            let outcome = ChildProcess.runLearnerProgram(
                program, [casesFile], supervisor: supervisor, cache: scratch, seconds: options.timeLimit,
                memoryLimit: options.memoryLimit)
        else {
            return Failure(index: 0, problem: .trapped("the compiled program could not be started"), learner: nil)
        }
        var output = runs(outcome.report, cases)
        // Only a case that was run can have been left unfinished.
        if let unfinished = output.unfinished, !cases.indices.contains(unfinished) { output.unfinished = nil }
        // A report the checker cannot read fails the case it was in, whatever came before.
        let unreadable =
            outcome.foreignLine.map { ReportProblem(line: $0.number, text: $0.text) } ?? output.unreadable
        for index in cases.indices {
            if let unreadable, output.runs[index] == nil {
                return Failure(
                    index: output.unfinished ?? index, problem: .unreadableReport(unreadable.quoted), learner: nil)
            }
            guard let run = output.runs[index] else {
                // Not finished: the program stopped in this case, or before any.
                let problem: CaseProblem =
                    if outcome.interrupted {
                        .interrupted
                    } else if outcome.timedOut {
                        .timedOut(seconds: options.timeLimit)
                    } else if outcome.brokeLimit != nil {
                        .overLimit(Self.why(outcome, file: file))
                    } else {
                        .trapped(Self.why(outcome, file: file))
                    }
                return Failure(index: output.unfinished ?? index, problem: problem, learner: nil)
            }
            if let difference = judge(run, cases[index]) {
                var failure = Failure(index: index, problem: .differs(difference), learner: run)
                // The rest of the batch too: two lines that fail the same cases the same way
                // behave alike, which the first failing case alone does not show.
                failure.behaviour = cases.indices.dropFirst(index).map { later in
                    guard let run = output.runs[later] else { return "\(later + 1): stopped" }
                    return judge(run, cases[later]).map { "\(later + 1): \($0)" } ?? ""
                }.filter { !$0.isEmpty }
                return failure
            }
        }
        return nil
    }

    /// The first failing case of `cases`, shrunk, with both runs (`failing` pairs the case
    /// with the learner's run and the article's) and what the program printed in it; nil
    /// when every case passes.
    /// The first `keptAsIs` cases (a code step's own) are shown as they are when they fail.
    func smallestFailure(
        of cases: [Case], exercise: Exercise, keptAsIs: Int = 0, failing: (Case, Run?) -> FailingCase
    ) -> CheckFailure? {
        guard let first = firstFailure(cases) else { return nil }
        let (scene, problem, learner) =
            first.index < keptAsIs
            ? (cases[first.index], first.problem, first.learner)
            : shrink(
                cases[first.index], first.problem, first.learner,
                named: first.index < keptAsIs + exercise.namedCaseCount)
        var failure = CheckFailure(
            exercise: exercise, failing: failing(scene, learner), caseNumber: first.index + 1,
            caseCount: cases.count, seed: options.seed, problem: problem)
        failure.firstProblem = first.problem
        failure.behaviour = first.behaviour.isEmpty ? ["\(first.index + 1): \(first.problem)"] : first.behaviour
        // Nothing more to learn from a program stopped by Ctrl-C, still running at the time
        // limit, or stopped at another.
        if problem.isWorthRepeating {
            (failure.printed, failure.printedCount) = printed(scene)
        }
        return failure
    }

    /// What the program prints on its standard output for `scene` alone: the first lines (no
    /// more than `CheckFailure.printedLimit`), and how many lines there were in all.
    func printed(_ scene: Case) -> (lines: [String], count: Int) {
        let casesFile = Self.casesFile(in: scratch)
        guard FileSystem.writeWhole(casesFile, harnessText(scene, 0)) else { return ([], 0) }
        defer { FileSystem.removeTree(casesFile) }
        // Two seconds at most: what a program prints before it traps comes at once, and one
        // that runs out of time or memory is not run to its limit a second time.
        guard
            let outcome = ChildProcess.runLearnerProgram(
                program, [casesFile], supervisor: supervisor, cache: scratch, seconds: min(options.timeLimit, 2),
                memoryLimit: options.memoryLimit),
            !outcome.output.isEmpty
        else { return ([], 0) }
        var lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return (lines.prefix(CheckFailure.printedLimit).map(String.init), lines.count)
    }

    /// Why the program stopped, from what it printed on its way out, its control characters
    /// made visible (a trap's message is the learner's text: an ESC in it must not reach the
    /// terminal through walk, a code step's reply or try, any more than through check).
    static func why(_ outcome: ChildProcess.Outcome, file: String) -> String {
        VisibleText.of(stopped(outcome, file: file))
    }

    private static func stopped(_ outcome: ChildProcess.Outcome, file: String) -> String {
        switch outcome.brokeLimit {
        case .processes(let count)?:
            return
                "it had \(count) processes at once, more than the \(ChildProcess.processLimit) a check allows, and was stopped with all of them"
        case .output(let bytes)?:
            return
                "it wrote \(bytes / 1_000_000) MB, more than the \(ChildProcess.outputLimit >> 20) MB a check allows in all (prints and files), and was stopped"
        case .supervisorLost?:
            return "the process that runs it was killed (by your program?), and so was every process it had started"
        case nil: break
        }
        let lines = outcome.errors.split(separator: "\n").map(String.init)
        let learnerName = file.split(separator: "/").last.map(String.init) ?? file
        let learnerLine = Self.innermostLine(inFile: learnerName, backtrace: lines)
        if let fatal = lines.first(where: { $0.contains("Fatal error") }) {
            // "Exercise/name.swift:12: Fatal error: Index out of range": the message, and the
            // place with the file as the learner named it.
            var message = fatal.firstRange(of: "Fatal error").map { String(fatal[$0.lowerBound...]) } ?? fatal
            if message.contains("failed to allocate") { message += " (the limit is 2 GB)" }
            let place = fatal.split(separator: ":").prefix(2).map(String.init)
            if place.count == 2, place[0].hasSuffix(".swift"), Int(place[1]) != nil,
                place[0].split(separator: "/").last.map(String.init) == learnerName
            {
                return "\(message) (at \(file):\(place[1]))"
            }
            // A trap inside the standard library names its own file; the backtrace, the line
            // of the learner's that called it.
            return message + (learnerLine.map { " (at \(file):\($0))" } ?? "")
        }
        if let signal = outcome.signal {
            switch signal {
            case 4, 5:
                return "a Swift trap stopped it (signal \(signal))" + (learnerLine.map { " (at \(file):\($0))" } ?? "")
            case 9: return "it was stopped, most likely for taking more than \(2) GB of memory"
            case 11: return "it crashed (segmentation fault, often a recursion that never ends)"
            case 25: return "it wrote a file of more than 64 MB (a print in a loop?) and was stopped"
            default: return "it was stopped by signal \(signal)"
            }
        }
        return "it exited with status \(outcome.status ?? -1) before finishing the case"
    }

    /// The line of the innermost frame in the learner's file, from the backtrace Swift prints
    /// when a program traps ("  3 [ra] 0x… FlowLayout.rows(of:maxWidth:) + 356 in program at
    /// /path/flow.swift:42:17").
    static func innermostLine(inFile name: String, backtrace lines: [String]) -> Int? {
        for line in lines {
            guard let at = line.ranges(of: " at /").last else { continue }
            let place = line[line.index(before: at.upperBound)...].split(separator: ":")
            guard place.count >= 2, place[0].split(separator: "/").last.map(String.init) == name,
                let number = Int(place[1])
            else { continue }
            return number
        }
        return nil
    }

    /// Makes a failing case smaller while it still fails (a run that ran out of time is not
    /// shrunk: each try would take as long).
    func shrink(_ scene: Case, _ problem: CaseProblem, _ learner: Run?, named: Bool) -> (Case, CaseProblem, Run?) {
        guard problem.isWorthRepeating else { return (scene, problem, learner) }
        var current = (scene, problem, learner)
        // Each try runs the learner's program again: a slow failure (memory filled up) would
        // make shrinking slow, so it stops after a while with the smallest case found so far.
        let deadline = ChildProcess.monotonicSeconds() + options.shrinkSeconds
        // A difference the pictures show is kept showing: a smaller case where they would look
        // alike is passed over for the next that still shows it.
        let keepsShowing = learner.map { run in visible?(scene, run) == true } ?? false
        func shows(_ candidate: Case, _ failure: Failure) -> Bool {
            guard keepsShowing, case .differs = failure.problem, let run = failure.learner else { return true }
            return visible?(candidate, run) ?? true
        }
        for _ in 0..<60 where ChildProcess.monotonicSeconds() < deadline && !Interruption.isRequested {
            var candidates = smaller(current.0, named)[...]
            var next: (Case, CaseProblem, Run?)?
            while next == nil, !candidates.isEmpty, let failure = firstFailure(Array(candidates)),
                failure.problem.isWorthRepeating
            {
                let candidate = candidates[candidates.startIndex + failure.index]
                if shows(candidate, failure) {
                    next = (candidate, failure.problem, failure.learner)
                } else {
                    candidates = candidates.dropFirst(failure.index + 1)
                }
            }
            guard let next else { break }
            current = next
        }
        return current
    }
}
