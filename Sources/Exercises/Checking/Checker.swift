import LabSupport
import LayoutCore

#if canImport(Glibc)
    import Glibc
#endif

/// How `check` runs.
public struct CheckOptions: Sendable {
    /// The seed of the random cases; the same seed draws the same cases.
    public var seed: UInt64
    public var randomCases: Int
    /// Seconds one run of the learner's program may take (an endless loop is stopped here).
    public var timeLimit: Double
    /// Bytes of memory the learner's program may take.
    public var memoryLimit: Int

    public init(seed: UInt64, randomCases: Int = 500, timeLimit: Double = 10, memoryLimit: Int = 2 << 30) {
        self.seed = seed
        self.randomCases = randomCases
        self.timeLimit = timeLimit
        self.memoryLimit = memoryLimit
    }
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
    /// What the learner's program printed in the smallest failing case run alone (their
    /// debugging `print`s), at most `CheckFailure.printedLimit` lines, and how many there were.
    public var printed: [String] = []
    public var printedCount = 0
    public static let printedLimit = 12

    /// How many of the cases were random (the rest are the exercise's named ones).
    public var randomCases: Int { caseCount - exercise.namedCaseCount }
}

public enum CheckOutcome: Sendable {
    case passed(Exercise, caseCount: Int, namedCount: Int, seed: UInt64)
    case failed(CheckFailure)
    case doesNotCompile(Exercise, CompileFailure)
}

/// `layoutlab check`: compiles a learner's file, runs it on the exercise's cases beside the
/// article's algorithm, and finds the first case where they part, made as small as it goes.
public enum Checker {
    public static func check(_ file: String, options: CheckOptions) -> Result<CheckOutcome, ExerciseSetupError> {
        let text: String
        // Never waited on: a FIFO put in the file's place would hang `check` and `watch`.
        switch FileSystem.readRegularFile(file, limit: 8_000_000) {
        case .failure(let failure):
            return .failure(ExerciseSetupError(message: "cannot read \(file): \(failure.reason)"))
        case .success(nil):
            return .failure(ExerciseSetupError(message: "cannot read \(file): No such file or directory"))
        case .success(let bytes?):
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                return .failure(ExerciseSetupError(message: "\(file) is not UTF-8 text"))
            }
            text = decoded
        }
        // The compiler's messages name the file line by line: a newline in its name would break
        // them apart, and its raw output would be all the learner saw.
        if file.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .failure(
                ExerciseSetupError(
                    message:
                        "\(VisibleText.of(file)): check cannot compile a file whose name holds a newline or another control character; rename it"
                ))
        }
        if file.split(separator: "/").last == "main.swift" {
            return .failure(
                ExerciseSetupError(
                    message:
                        "name your exercise file something other than main.swift: the checker's own main takes that name"
                ))
        }
        guard let exercise = ExerciseCatalog.exercise(for: text) else {
            return .failure(
                ExerciseSetupError(
                    message:
                        "\(file) does not say which exercise it is for: its first lines need '// layoutlab exercise: ID' (layoutlab exercises lists them)"
                ))
        }
        let toolchain: Toolchain
        let kit: Toolchain.Kit
        switch Toolchain.find().flatMap({ found in found.kit().map { (found, $0) } }) {
        case .failure(let error): return .failure(error)
        case .success(let found): (toolchain, kit) = found
        }
        let program: String
        switch toolchain.build(file, text: text, for: exercise, kit: kit) {
        case .failure(let failure): return .success(.doesNotCompile(exercise, failure))
        case .success(let built): program = built
        }
        var random = SeededRandom(seed: options.seed)
        let count = options.randomCases
        let passed = CheckOutcome.passed(
            exercise, caseCount: exercise.namedCaseCount + count, namedCount: exercise.namedCaseCount,
            seed: options.seed)
        switch exercise.reference {
        case .collection(let kind):
            let cases =
                CollectionCase.namedCases(kind) + (0..<count).map { _ in CollectionCase.random(kind, using: &random) }
            let runner = CaseRunner<CollectionCase, CollectionRun>(
                program: program, supervisor: kit.supervisor, options: options,
                scratch: toolchain.cache, file: file,
                harnessText: { $0.harnessText(id: $1) },
                runs: { output, cases in CollectionRun.runs(in: output, cases: cases) },
                judge: { learner, scene in learner.difference(from: scene.referenceRun()) }, smaller: { $0.smaller() })
            let failure = runner.smallestFailure(of: cases, exercise: exercise) { scene, learner in
                .collection(scene, learner: learner, reference: scene.referenceRun())
            }
            return .success(failure.map(CheckOutcome.failed) ?? passed)
        case .layout(let reference):
            let space = reference.space
            let cases = exercise.namedCases + (0..<count).map { _ in space.random(using: &random) }
            let runner = CaseRunner<ExerciseCase, CaseRun>(
                program: program, supervisor: kit.supervisor, options: options, scratch: toolchain.cache,
                file: file,
                harnessText: { $0.harnessText(id: $1) },
                runs: { output, cases in
                    let parsed = HarnessOutput(output, cases: cases)
                    return HarnessRuns(runs: parsed.runs, unfinished: parsed.unfinished, unreadable: parsed.unreadable)
                },
                judge: { learner, scene in Self.judge(learner, scene, reference, exercise) }, smaller: CaseSpace.smaller
            )
            let failure = runner.smallestFailure(of: cases, exercise: exercise) { scene, learner in
                .layout(scene, learner: learner, reference: reference.run(scene))
            }
            return .success(failure.map(CheckOutcome.failed) ?? passed)
        }
    }

    static func inside(_ frame: Rect, _ bounds: Rect) -> Bool {
        frame.minX >= bounds.minX && frame.minY >= bounds.minY && frame.minX + frame.width <= bounds.minX + bounds.width
            && frame.minY + frame.height <= bounds.minY + bounds.height
    }

    /// What differs between the learner's run of a flow case and the article's, in words.
    static func judge(
        _ learner: CaseRun, _ scene: ExerciseCase, _ layout: Exercise.LayoutReference, _ exercise: Exercise
    )
        -> String?
    {
        let reference = layout.run(scene)
        if !agrees(learner.size, reference.size) {
            return
                "sizeThatFits answers \(Describe.size(learner.size)); the article answers \(Describe.size(reference.size))"
        }
        for index in reference.frames.indices where !agrees(learner.frames[index], reference.frames[index]) {
            let name = ExerciseCase.label(index)
            var text =
                "subview \(name) is at \(Describe.frame(learner.frames[index])); the article puts it at \(Describe.frame(reference.frames[index]))"
            switch learner.placeCounts[index] {
            case 0: text += " (your layout never placed it; SwiftUI then shows it at the centre of the container)"
            case 1:
                if !Self.inside(learner.frames[index], learner.bounds),
                    Self.inside(reference.frames[index], reference.bounds)
                {
                    text += " (outside your container's bounds)"
                }
            case let count: text += " (your layout placed it \(count) times; the last call counts)"
            }
            return text
        }
        if let allowed = exercise.asksPerSubview {
            for index in scene.items.indices {
                let count = learner.questions.filter { $0.index == index }.count
                if count > allowed {
                    return
                        "subview \(ExerciseCase.label(index)) was asked its size \(count) times in one layout pass; with the cache, each subview is asked once (in makeCache) and the sizes kept"
                }
            }
        }
        return nil
    }
}

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
    let smaller: (Case) -> [Case]

    struct Failure {
        var index: Int
        var problem: CaseProblem
        var learner: Run?
    }

    /// The first failing case of `cases`, by index.
    func firstFailure(_ cases: [Case]) -> Failure? {
        guard !cases.isEmpty else { return nil }
        let casesFile = scratch + "/cases-\(getpid())"
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
                return Failure(index: index, problem: .differs(difference), learner: run)
            }
        }
        return nil
    }

    /// The first failing case of `cases`, shrunk, with both runs (`failing` pairs the case
    /// with the learner's run and the article's) and what the program printed in it; nil
    /// when every case passes.
    func smallestFailure(
        of cases: [Case], exercise: Exercise, failing: (Case, Run?) -> FailingCase
    ) -> CheckFailure? {
        guard let first = firstFailure(cases) else { return nil }
        let (scene, problem, learner) = shrink(cases[first.index], first.problem, first.learner)
        var failure = CheckFailure(
            exercise: exercise, failing: failing(scene, learner), caseNumber: first.index + 1,
            caseCount: cases.count, seed: options.seed, problem: problem)
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
        let casesFile = scratch + "/cases-\(getpid())"
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

    /// Why the program stopped, from what it printed on its way out.
    static func why(_ outcome: ChildProcess.Outcome, file: String) -> String {
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
    func shrink(_ scene: Case, _ problem: CaseProblem, _ learner: Run?) -> (Case, CaseProblem, Run?) {
        guard problem.isWorthRepeating else { return (scene, problem, learner) }
        var current = (scene, problem, learner)
        // Each try runs the learner's program again: a slow failure (memory filled up) would
        // make shrinking slow, so it stops after a while with the smallest case found so far.
        let deadline = ChildProcess.monotonicSeconds() + 8
        for _ in 0..<60 where ChildProcess.monotonicSeconds() < deadline && !Interruption.isRequested {
            let candidates = smaller(current.0)
            guard let failure = firstFailure(candidates), failure.problem.isWorthRepeating else { break }
            current = (candidates[failure.index], failure.problem, failure.learner)
        }
        return current
    }
}

extension Exercise.LayoutReference {
    var space: CaseSpace {
        switch self {
        case .flow: .flow
        case .wrap: .wrap
        case .anchored: .anchored
        }
    }
}
