import Exercises
import LabText
import LayoutCore
import Rendering
import Workbench

extension Session {
    /// `walk FILE.swift`: the learner's own exercise file, walked on the workspace's items and
    /// proposal (a collection: its bounds, items, scroll and constants) with the same screens
    /// and keys as the article's walk (their listing, their variables, their comparisons with
    /// the numbers).
    /// `layoutlab walk FILE.swift [SCRIPT]`: the workspace a script set up, else the file's
    /// exercise's first named case (with items).
    /// `numbered`: a check's case (`--case N --seed S`), walked instead.
    public func walkLearnersFile(_ file: String, limit: Int?, numbered: TrialCase? = nil) -> Reply {
        let empty = workspace.items.isEmpty && workspace.collection == nil
        var scene = empty ? LearnerWalk.namedCase(for: file) : nil
        var collection = empty ? LearnerWalk.namedCollectionCase(for: file) : nil
        switch numbered {
        case .layout(let given): (scene, collection) = (given, nil)
        case .collection(let given): (scene, collection) = (nil, given)
        case nil: break
        }
        do {
            return try walkFile(file, limit: limit, scene: scene, collection: collection)
        } catch {
            return Reply(failure: error)
        }
    }

    /// `given` and `collection` walk another case than the workspace's.
    /// `tried`: the file is a code step's tried line inside the reference's code (the heading
    /// names that code, not the file).
    func walkFile(
        _ file: String, limit: Int?, scene given: ExerciseCase? = nil, collection: CollectionCase? = nil,
        tried: Bool = false
    ) throws(SessionError) -> Reply {
        let exercise: Exercise
        do throws(ExerciseSetupError) {
            exercise = try LearnerWalk.walkable(file).exercise
        } catch {
            throw .exercise(error)
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        // A code step's tried line runs inside the reference's code, named as its source is.
        let title = tried ? "\(exercise.referenceCredit), your line in it" : VisibleText.of(name) + " (yours)"
        // A tried line runs as long as a try does (a loop that never ends is said in 3 s, not 10).
        let seconds = tried ? CodeTrial.timeLimit : LearnerWalk.timeLimit
        let walked: (run: LearnerWalk.Run, heading: [String])
        if let kind = exercise.collectionKind {
            walked = try walkCollection(file, kind, title: title, collection, seconds: seconds)
        } else {
            walked = try walkFlow(file, title: title, given, layout: exercise.layoutName, seconds: seconds)
        }
        let run = walked.run
        var heading = walked.heading
        if let problem = run.problem { heading.append("(your program \(problem); the walk shows the steps before it)") }
        guard !run.walk.steps.isEmpty else {
            return Reply(lines: heading + ["walk: your file ran no statement of its own on these items"])
        }
        // Said on every screen too: the heading scrolls away under the walk's own screen.
        let shownTitle = run.problem == nil ? title : title + " · stopped early"
        let view = WalkView(
            walk: run.walk, listing: WalkListing(run.listing), title: shownTitle, options: renderOptions)
        var reply = Reply(lines: heading + view.transcript(limit: limit), paged: true)
        if limit == nil { reply.walk = view }
        return reply
    }

    /// A collection's exercise walked on `given`, else on the workspace's collection of its kind.
    private func walkCollection(
        _ file: String, _ kind: CollectionKind, title: String, _ given: CollectionCase?, seconds: Double
    ) throws(SessionError) -> (LearnerWalk.Run, [String]) {
        let scene: CollectionCase
        if let given {
            scene = given
        } else {
            guard let shown = workspace.collection, shown.kind == kind else {
                throw .walkFileNeedsCollection(kind.rawValue)
            }
            scene = CollectionCase.walking(shown)
        }
        let run: LearnerWalk.Run
        do throws(ExerciseSetupError) {
            run = try LearnerWalk.walk(file, on: scene, timeLimit: seconds)
        } catch {
            throw .exercise(error)
        }
        let count = scene.itemCount
        return (
            run,
            [Self.heading(title, count, " at offset \(NumberText.plain(scene.contentOffset))", run)]
        )
    }

    /// A flow layout's exercise walked on `given`, else on the workspace's items and proposal.
    private func walkFlow(
        _ file: String, title: String, _ given: ExerciseCase?, layout: String, seconds: Double
    ) throws(SessionError) -> (LearnerWalk.Run, [String]) {
        guard given != nil || workspace.collection == nil else { throw .walkFileNeedsFlow(layout) }
        let scene: ExerciseCase
        var note: String?
        let run: LearnerWalk.Run
        if given == nil, workspace.items.isEmpty { throw .walkFileNeedsItems }
        do throws(ExerciseSetupError) {
            if let given {
                scene = given
            } else {
                (scene, note) = try ExerciseCase.walking(
                    workspace.items, workspace.configuration, proposal: workspace.proposal, origin: workspace.origin)
            }
            run = try LearnerWalk.walk(file, on: scene, timeLimit: seconds)
        } catch {
            throw .exercise(error)
        }
        let count = scene.items.count
        return (run, [Self.heading(title, count, ", proposal \(scene.proposal)", run)] + (note.map { [$0] } ?? []))
    }

    /// "walk: flow.swift (yours), 3 items, proposal 7×nil: 51 steps".
    private static func heading(_ title: String, _ count: Int, _ setting: String, _ run: LearnerWalk.Run) -> String {
        "walk: \(title), \(Plural.count(count, "item"))\(setting): "
            + "\(run.walk.steps.count)\(run.walk.isCut ? "+" : "") steps"
    }
}
