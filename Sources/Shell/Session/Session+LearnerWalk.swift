import Exercises
import LabText
import LayoutCore
import Rendering
import Workbench

extension Session {
    /// `walk FILE.swift`: the learner's own exercise file, walked on the workspace's items and
    /// proposal with the same screens and keys as the article's walk (their listing, their
    /// variables, their comparisons with the numbers). `scene` walks another case (the command
    /// line's, when no script set the workspace up).
    /// `layoutlab walk FILE.swift [SCRIPT]`: the workspace a script set up, else the file's
    /// exercise's first named case with items.
    public func walkLearnersFile(_ file: String, limit: Int?) -> Reply {
        let scene = workspace.items.isEmpty && workspace.collection == nil ? LearnerWalk.namedCase(for: file) : nil
        do {
            return try walkFile(file, limit: limit, scene: scene)
        } catch {
            return Reply(failure: error)
        }
    }

    func walkFile(_ file: String, limit: Int?, scene given: ExerciseCase? = nil) throws(SessionError) -> Reply {
        do throws(ExerciseSetupError) {
            _ = try LearnerWalk.walkable(file)
        } catch {
            throw .exercise(error)
        }
        guard workspace.collection == nil else { throw .walkFileNeedsFlow }
        let scene: ExerciseCase
        var note: String?
        if let given {
            scene = given
        } else {
            guard !workspace.items.isEmpty else { throw .walkFileNeedsItems }
            do throws(ExerciseSetupError) {
                (scene, note) = try ExerciseCase.walking(
                    workspace.items, workspace.configuration, proposal: workspace.proposal, origin: workspace.origin)
            } catch {
                throw .exercise(error)
            }
        }
        let run: LearnerWalk.Run
        do throws(ExerciseSetupError) {
            run = try LearnerWalk.walk(file, on: scene)
        } catch {
            throw .exercise(error)
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let title = VisibleText.of(name) + " (yours)"
        let count = scene.items.count
        var heading = [
            "walk: \(title), \(count) item\(count == 1 ? "" : "s"), proposal \(scene.proposal): "
                + "\(run.walk.steps.count)\(run.walk.isCut ? "+" : "") steps"
        ]
        if let note { heading.append(note) }
        if let problem = run.problem { heading.append("(your program \(problem); the walk shows the steps before it)") }
        guard !run.walk.steps.isEmpty else {
            return Reply(lines: heading + ["walk: your file ran no statement of its own on these items"])
        }
        let view = WalkView(walk: run.walk, listing: WalkListing(run.listing), title: title, options: renderOptions)
        var reply = Reply(lines: heading + view.transcript(limit: limit), paged: true)
        if limit == nil { reply.walk = view }
        return reply
    }
}
