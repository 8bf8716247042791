import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// The exercise commands, and the gate before an exercise's reference is shown.
extension Session {
    func runExercise(_ command: ExerciseCommand) throws(SessionError) -> Reply {
        switch command {
        case .list: return Reply(lines: StarterFile.listing())
        case .start(let id, let folder):
            do {
                let path = try StarterFile.write(id, folder: folder ?? ".")
                return Reply(lines: ["Wrote \(path). Check it with: check \(path)"])
            } catch {
                throw .exercise(error)
            }
        case .check(let file, let seed, let walk):
            return Reply(lines: try checkLines(file, seed: seed, walk: walk), paged: true)
        case .watch(let file):
            var reply = Reply(lines: try checkLines(file))
            reply.watch = file
            return reply
        case .source(let solution, let from):
            // On a lesson's step for an exercise whose layout lists another's code (flow-cache on
            // flow), that exercise's own reference.
            let stepsOwn = lessons?.exerciseStepID.flatMap { id in
                ExerciseCatalog.exercise(id: id)?.layoutName == workspace.layoutName
                    ? ExerciseCatalog.ownListing(ofExercise: id) : nil
            }
            guard let code = stepsOwn ?? workspace.listing else { throw .noSource }
            if !referenceSeen(code) {
                // Not an error: what source shows, and how to see it (said as a plain line).
                guard solution else {
                    return Reply(lines: [SessionError.solutionNotEarned(exercises: code.exercises.map(\.id)).message])
                }
                if let asking = askBeforeShowing(code, by: "source --solution") { return asking }
            }
            // A code step waiting for its answer keeps its line blank here too.
            var text = code.text
            var said: [String] = []
            if let step = lessons?.waitingCodeStep {
                let blanked = step.blanking(text)
                if let first = blanked.lines.first {
                    text = blanked.text
                    said = [
                        "Line \(first) is this step's question: \(CodeStep.gap) stands in it until you answer (skip shows it)."
                    ]
                }
            }
            let listing = WalkListing(text)
            let numbered = listing.numbered(width: renderOptions.maxColumns, ascii: renderOptions.ascii)
            guard let from else { return Reply(lines: said + numbered, paged: true) }
            guard let line = listing.line(declaring: from) else {
                throw .noSuchDeclaration(from, known: listing.declaredNames)
            }
            // Numbered lines wrap: start at the one that carries the line's number.
            let width = String(listing.lines.count).count
            let mark = String(repeating: " ", count: width - String(line).count) + String(line) + " "
            let start = numbered.firstIndex { $0.hasPrefix(mark) } ?? 0
            return Reply(lines: said + Array(numbered[start...]), paged: true)
        }
    }

    /// As rustlings does: the reference of an exercise is the learner's to see once their own
    /// has passed, or once they have asked for it twice (which a lesson then counts as help).
    func referenceSeen(_ exercise: Exercise) -> Bool {
        let kept = lessons?.store.exercises()[exercise.id]
        return kept?.passed == true || kept?.sawSolution == true || referencesShown.contains(exercise.id)
    }

    /// Whether every exercise whose answer a listing shows is the learner's to see.
    func referenceSeen(_ listing: LayoutListing) -> Bool {
        listing.exercises.allSatisfy(referenceSeen)
    }

    /// Kept as seen: a lesson's steps for these exercises then count as done with help.
    func markShown(_ listing: LayoutListing) {
        for exercise in listing.exercises where !referenceSeen(exercise) {
            referencesShown.insert(exercise.id)
            lessons?.store.updateExercise(exercise.id) { $0.sawSolution = true }
        }
    }

    /// Says once what showing the reference means, and nil when the same command asks again
    /// right after (the reference is then the learner's to see, and kept so).
    func askBeforeShowing(_ listing: LayoutListing, by command: String) -> Reply? {
        let names = listing.exerciseNames
        guard solutionAsked == names else {
            solutionAsked = names
            let what =
                listing.exercises.count == 1
                ? "the reference solution of exercise \(names) before your own has passed check; a lesson's step for it"
                : "the answers of exercises \(names) before yours have passed check; a lesson's steps for them"
            return Reply(lines: [
                "\(command) shows \(what) then count\(listing.exercises.count == 1 ? "s" : "") as done with help. Type \(command) again to see it."
            ])
        }
        solutionAsked = nil
        markShown(listing)
        return nil
    }

    /// `check FILE`, in words (a new seed each time, as on the command line), and what an open
    /// lesson says when it passes.
    public func checkLines(_ file: String, seed: UInt64? = nil, walk: Bool = false) throws(SessionError) -> [String] {
        var options = renderOptions
        options.color = false
        let outcome: CheckOutcome
        do throws(ExerciseSetupError) {
            var checking = CheckOptions(seed: seed ?? UInt64.random(in: 0..<100_000))
            checking.kitBuildStarts = { StandardStreams.writeError(CheckOptions.kitBuildNotice + "\n") }
            outcome = try Checker.check(file, options: checking)
        } catch {
            throw .exercise(error)
        }
        var lines = CheckReport.lines(outcome, file: file, options: options, walk: walk).map { VisibleText.of($0) }
        // Kept, so that source shows its reference from now on; a lesson's exercise step
        // waiting for this one is done.
        // The file too, once it compiles: a lesson's walk question may stop its code.
        let path = FileSystem.canonicalPath(file)
        if case .passed(let exercise, _, _, _) = outcome {
            lessons?.store.recordCheck(of: exercise.id, passed: true, file: path)
            if let reply = lessons?.notice(.exercisePassed(exercise.id)) { lines += presenter.lines(reply) }
        } else if case .failed(let failure) = outcome {
            // Counted until the first pass: a lesson's exercise step then says it took tries.
            lessons?.store.recordCheck(of: failure.exercise.id, passed: false, file: path)
        }
        return lines
    }
}
