import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// The exercise commands: the desk decides, and the session words what it did.
extension Session {
    func runExercise(_ command: ExerciseCommand) throws(SessionError) -> Reply {
        reply(try exerciseDesk.run(command, workspace: workspace, lessons: lessons))
    }

    /// An exercise outcome in words, for the shell and `run` alike.
    func reply(_ outcome: ExerciseOutcome) -> Reply {
        switch outcome {
        case .catalogue: return Reply(lines: StarterFile.listing())
        case .starterWritten(let path): return Reply(lines: ["Wrote \(path). Check it with: check \(path)"])
        case .checked(let verdict, let file, let lesson, let watching, let walk):
            var options = renderOptions
            options.color = false
            var lines = CheckReport.lines(verdict, file: file, options: options, walk: walk).map { VisibleText.of($0) }
            if let lesson { lines += presenter.lines(lesson) }
            var reply = Reply(lines: lines, paged: !watching)
            if watching { reply.watch = file }
            return reply
        case .listing(let text, let blankedLine, let startLine, let atTheBlank):
            // A waiting code step's line is blank, and said so.
            var said =
                blankedLine.map {
                    [
                        "Line \($0) is this step's question: \(CodeStep.gap) stands in it until you answer (skip shows it)."
                    ]
                } ?? []
            if atTheBlank, let startLine, startLine > 1, said.count == 1 {
                said[0] +=
                    " Shown from line \(startLine), where its function starts; source NAME starts at another declaration."
            }
            let listing = WalkListing(text)
            let numbered = listing.numbered(width: renderOptions.maxColumns, ascii: renderOptions.ascii)
            guard let startLine else { return Reply(lines: said + numbered, paged: true) }
            let start = listing.row(ofLine: startLine, in: numbered) ?? 0
            return Reply(lines: said + Array(numbered[start...]), paged: true)
        case .referenceWithheld(let exercises):
            // Not an error: what source shows, and how to see it (said as a plain line).
            return Reply(lines: [SessionError.solutionNotEarned(exercises: exercises).message])
        case .askFirst(let asking): return reply(asking)
        }
    }

    /// What showing a reference means, said before it is shown (the same command again shows it).
    func reply(_ asking: ReferenceGate.Asking) -> Reply {
        let one = asking.exercises.count == 1
        let what =
            one
            ? "the reference solution of exercise \(asking.names) before your own has passed check; a lesson's step for it"
            : "the answers of exercises \(asking.names) before yours have passed check; a lesson's steps for them"
        return Reply(lines: [
            "\(asking.command) shows \(what) then count\(one ? "s" : "") as done with help. Type \(asking.command) again to see it."
        ])
    }

    /// `check FILE`, in words (a new seed each time, as on the command line), and what an open
    /// lesson says when it passes.
    public func checkLines(_ file: String, seed: UInt64? = nil, walk: Bool = false) throws(SessionError) -> [String] {
        reply(try exerciseDesk.check(file, seed: seed, walk: walk, lessons: lessons, watching: false)).lines
    }
}
