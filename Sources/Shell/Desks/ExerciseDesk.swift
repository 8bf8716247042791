import Exercises
import LabSupport
import LayoutCore
import Lessons
import Workbench

/// What an exercise command did, for the session to word: the exercises' job decides here and
/// draws nothing (`Session.reply(_:)` turns each outcome into lines).
enum ExerciseOutcome {
    /// `exercises`: the catalogue.
    case catalogue
    case starterWritten(path: String)
    /// `check FILE` (and each `watch` round): the verdict, and what an open lesson said of a pass.
    case checked(CheckOutcome, file: String, lesson: LessonReply?, watching: Bool, walk: Bool)
    /// `source`: the listing, a waiting code step's line blanked in it, shown from `startLine`
    /// (a declaration's line, for `source --from NAME`).
    /// `atTheBlank`: opened where the waiting code step's blank has its function, not at a
    /// declaration asked for.
    case listing(text: String, blankedLine: Int?, startLine: Int?, atTheBlank: Bool = false)
    /// `source` of a reference not earned yet: how to see it.
    case referenceWithheld(exercises: [String])
    /// `source --solution` the first time: what showing it means.
    case askFirst(ReferenceGate.Asking)
}

/// The exercises' job: starter files, `check` and `watch`, and `source` behind the reference
/// gate, with what a pass means to an open lesson and to the progress kept.
final class ExerciseDesk {
    let gate: ReferenceGate

    init(gate: ReferenceGate) {
        self.gate = gate
    }

    func run(_ command: ExerciseCommand, workspace: Workspace, lessons: LessonTaker?) throws(SessionError)
        -> ExerciseOutcome
    {
        switch command {
        case .list: return .catalogue
        case .start(let id, let folder):
            do {
                return .starterWritten(path: try StarterFile.write(id, folder: folder ?? "."))
            } catch {
                throw .exercise(error)
            }
        case .check(let file, let seed, let walk):
            return try check(file, seed: seed, walk: walk, lessons: lessons, watching: false)
        case .watch(let file):
            return try check(file, seed: nil, walk: false, lessons: lessons, watching: true)
        case .source(let solution, let from):
            return try source(solution: solution, from: from, workspace: workspace, lessons: lessons)
        }
    }

    /// `check FILE` with a new seed each time (as on the command line), kept in the progress:
    /// source shows its reference once passed, a lesson's exercise step waiting for it is done,
    /// and the file is remembered (a lesson's walk question may stop its code).
    func check(_ file: String, seed: UInt64?, walk: Bool, lessons: LessonTaker?, watching: Bool)
        throws(SessionError) -> ExerciseOutcome
    {
        let outcome: CheckOutcome
        do throws(ExerciseSetupError) {
            let checking = CheckOptions(seed: seed ?? UInt64.random(in: 0..<100_000))
            outcome = try Checker.check(file, options: checking)
        } catch {
            throw .exercise(error)
        }
        let path = FileSystem.canonicalPath(file)
        var lesson: LessonReply?
        if case .passed(let exercise, _, _, _) = outcome {
            _ = lessons?.store.recordCheck(of: exercise.id, passed: true, file: path)
            lesson = lessons?.notice(.exercisePassed(exercise.id))
        } else if case .failed(let failure) = outcome {
            // Counted until the first pass: a lesson's exercise step then says it took tries.
            _ = lessons?.store.recordCheck(of: failure.exercise.id, passed: false, file: path)
        }
        return .checked(outcome, file: file, lesson: lesson, watching: watching, walk: walk)
    }

    /// `source [--solution] [--from NAME]`: the layout's code (on a lesson's step for an exercise
    /// whose layout lists another's, that exercise's own), behind the gate.
    private func source(solution: Bool, from: String?, workspace: Workspace, lessons: LessonTaker?)
        throws(SessionError) -> ExerciseOutcome
    {
        let stepsOwn = lessons?.state.exerciseStepID.flatMap { id in
            ExerciseCatalog.exercise(id: id)?.layoutName == workspace.layoutName
                ? ExerciseCatalog.ownListing(ofExercise: id) : nil
        }
        guard let code = stepsOwn ?? workspace.listing else { throw .noSource }
        if !gate.isSeen(code) {
            guard solution else { return .referenceWithheld(exercises: code.exercises.map(\.id)) }
            if case .askFirst(let asking) = gate.decide(code, by: "source --solution") { return .askFirst(asking) }
        }
        // A code step waiting for its answer keeps its line blank here too.
        var text = code.text
        var blankedLine: Int?
        if let step = lessons?.state.waitingCodeStep {
            let blanked = step.blanking(text)
            if let first = blanked.lines.first {
                text = blanked.text
                blankedLine = first
            }
        }
        var startLine: Int?
        // Opened at the blank's function, as demo's code view opens: at 80×24 a listing from its
        // top put the blank three pages down.
        if let blankedLine, from == nil {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            startLine = CodeStep.viewTop(lines, blank: blankedLine - 1) + 1
        }
        if let from {
            let listing = WalkListing(text)
            guard let line = listing.line(declaring: from) else {
                throw .noSuchDeclaration(from, known: listing.declaredNames)
            }
            startLine = line
        }
        return .listing(
            text: text, blankedLine: blankedLine, startLine: startLine, atTheBlank: from == nil && blankedLine != nil)
    }
}
