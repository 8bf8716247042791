import LabSupport
import LabText
import LayoutCore
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// `layoutlab check`: compiles a learner's file, runs it on the exercise's cases beside the
/// article's algorithm, and finds the first case where they part, made as small as it goes.
public enum Checker {
    /// Told, once, when a check (a `check`, a code step's try, a validate of one, a walk of
    /// the learner's code) must first build the exercise kit, a minute or more with nothing
    /// else to show: set once by the command line, for every command, so no wait is silent.
    nonisolated(unsafe) public static var kitBuildStarts: (@Sendable () -> Void)?

    public static func check(_ file: String, options: CheckOptions) throws(ExerciseSetupError) -> CheckOutcome {
        // The article's layouts are what every case is judged by: they run whole, under a meter
        // of their own that Ctrl-C does not stop (a reference cut short would be a false
        // difference); the check itself stops between its runs on Ctrl-C, and says so.
        try LayoutWork().measuring { () -> Result<CheckOutcome, ExerciseSetupError> in
            do throws(ExerciseSetupError) {
                return .success(try checking(file, options: options))
            } catch {
                return .failure(error)
            }
        }.get()
    }

    private static func checking(_ file: String, options: CheckOptions) throws(ExerciseSetupError) -> CheckOutcome {
        let (text, exercise) = try ExerciseFile.read(file, by: "check")
        let toolchain = try Toolchain.find()
        let kit = try toolchain.kit(beforeBuilding: Self.kitBuildStarts)
        let program: String
        do throws(CompileFailure) {
            program = try toolchain.build(file, text: text, for: exercise, kit: kit)
        } catch {
            return .doesNotCompile(exercise, error)
        }
        var random = SeededGenerator(seed: options.seed)
        let count = options.onlyFirstCases ? 0 : options.randomCases
        let named = options.onlyFirstCases ? 0 : exercise.namedCaseCount
        let kept = options.firstCases.count
        let passed = CheckOutcome.passed(
            exercise, caseCount: kept + named + count, namedCount: kept + named, seed: options.seed)
        switch exercise.reference {
        case .collection(let kind):
            let first = options.firstCases.compactMap { if case .collection(let scene) = $0 { scene } else { nil } }
            let cases =
                first + (options.onlyFirstCases ? [] : CollectionCase.namedCases(kind))
                + Self.randomCollectionCases(kind, count, using: &random)
            let runner = CaseRunner<CollectionCase, CollectionRun>(
                program: program, supervisor: kit.supervisor, options: options,
                scratch: toolchain.cache, file: file,
                harnessText: { $0.harnessText(id: $1) },
                runs: { output, cases in CollectionRun.runs(in: output, cases: cases) },
                judge: { learner, scene in learner.difference(from: scene.referenceRun()) },
                smaller: { scene, _ in scene.smaller() },
                visible: { scene, learner in
                    let options = RenderOptions(ascii: true)
                    return CheckReport.collectionPicture(scene, learner, options: options)
                        != CheckReport.collectionPicture(scene, scene.referenceRun(), options: options)
                })
            var failure = runner.smallestFailure(of: cases, exercise: exercise, keptAsIs: first.count) {
                scene, learner in
                .collection(scene, learner: learner, reference: scene.referenceRun())
            }
            // The learner's own steps in the case, as for a flow layout's (best effort).
            if let found = failure, case .differs = found.problem, case .collection(let scene, _, _) = found.failing,
                options.walksYourCode, !Interruption.isRequested
            {
                failure?.learnerWalk = Self.walkedAgainIfOutOfTime(limit: min(options.timeLimit, 5)) {
                    try? LearnerWalk.walk(file, on: scene, timeLimit: $0)
                }
                if failure?.learnerWalk != nil {
                    failure?.referenceWalk = try? LearnerWalk.walk(LearnerWalk.referenceFile(for: exercise), on: scene)
                }
            }
            return (failure.map(CheckOutcome.failed) ?? passed)
        case .layout(let reference):
            let space = reference.space
            let first = options.firstCases.compactMap { if case .layout(let scene) = $0 { scene } else { nil } }
            let cases =
                first + (options.onlyFirstCases ? [] : exercise.namedCases)
                + Self.randomLayoutCases(space, count, using: &random)
            let runner = CaseRunner<ExerciseCase, CaseRun>(
                program: program, supervisor: kit.supervisor, options: options, scratch: toolchain.cache,
                file: file,
                harnessText: { $0.harnessText(id: $1) },
                runs: { output, cases in
                    let parsed = HarnessOutput(output, cases: cases)
                    return HarnessRuns(runs: parsed.runs, unfinished: parsed.unfinished, unreadable: parsed.unreadable)
                },
                judge: { learner, scene in Self.judge(learner, scene, reference, exercise) },
                smaller: { scene, named in
                    // Never outside the exercise's cases, whatever `smaller` offers.
                    (named ? space.fewer(scene) : space.smaller(scene)).filter(space.contains)
                },
                visible: { scene, learner in
                    let (items, options, theirs) = (scene.layoutItems, RenderOptions(ascii: true), reference.run(scene))
                    let across = CheckReport.scale(of: [learner, theirs], offered: scene.proposal, options: options)
                    return CheckReport.picture(
                        learner, items: items, offered: scene.proposal, options: options, across: across)
                        != CheckReport.picture(
                            theirs, items: items, offered: scene.proposal, options: options, across: across)
                }
            )
            var failure = runner.smallestFailure(of: cases, exercise: exercise, keptAsIs: first.count) {
                scene, learner in
                .layout(scene, learner: learner, reference: reference.run(scene))
            }
            // The learner's own steps in the case, for "Where the runs part": best effort (a
            // toolchain without SwiftSyntax, or a file the walk cannot take, still checks).
            if let found = failure, case .differs = found.problem, case .layout(let scene, _, _) = found.failing,
                options.walksYourCode, !Interruption.isRequested
            {
                failure?.learnerWalk = Self.walkedAgainIfOutOfTime(limit: min(options.timeLimit, 5)) {
                    try? LearnerWalk.walk(file, on: scene, timeLimit: $0)
                }
                if failure?.learnerWalk != nil {
                    failure?.referenceWalk = try? LearnerWalk.walk(LearnerWalk.referenceFile(for: exercise), on: scene)
                }
            }
            return (failure.map(CheckOutcome.failed) ?? passed)
        }
    }

    /// The learner's walk of the failing case, once more with four times the time when it ran
    /// out of it: the case ended within the check's own limit, so a walk out of time is a
    /// loaded machine's (three test processes and a compile at once), not a loop's; it left
    /// "Where yours parts" out of a report now and then.
    static func walkedAgainIfOutOfTime(limit: Double, _ walk: (Double) -> LearnerWalk.Run?) -> LearnerWalk.Run? {
        guard let run = walk(limit) else { return nil }
        guard run.problem?.hasPrefix(LearnerWalk.outOfTime) == true else { return run }
        return walk(limit * 4) ?? run
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
                "sizeThatFits answers \(Describe.size(learner.size)); \(exercise.referenceName) answers \(Describe.size(reference.size))"
        }
        for index in reference.frames.indices where !agrees(learner.frames[index], reference.frames[index]) {
            let name = ExerciseCase.label(index)
            var text =
                "subview \(name) is at \(Describe.frame(learner.frames[index])); \(exercise.referenceName) puts it at \(Describe.frame(reference.frames[index]))"
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

extension Exercise.LayoutReference {
    var space: CaseSpace {
        switch self {
        case .flow: .flow
        case .wrap: .wrap
        case .anchored: .anchored
        case .justified, .balanced: .justified
        case .hstack: .hstack
        }
    }
}
