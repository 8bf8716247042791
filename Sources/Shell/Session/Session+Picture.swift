import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// The workspace's layout and picture, as the session keeps and draws them.
extension Session {
    /// Replaces the whole workspace and starts a new undo history and cache, as a lesson step
    /// does when it sets its layout up.
    public func load(_ workspace: Workspace) { editor.load(workspace) }

    /// The picture with its status line and notes, drawn from the session's engine (whose
    /// cache lives as long as the session, as a view's does on screen).
    /// `room`: the lines the picture and its status lines may take (the window less the
    /// prompt when not given).
    public func picture(room: Int? = nil) -> [String] {
        workspace.picture(of: editor.layout(), options: pictureOptions, room: room ?? windowRoom)
    }

    /// The picture of another workspace (a lesson step's, as it was set up), from a new cache.
    public func picture(of other: Workspace, room: Int? = nil) -> [String] {
        other.picture(of: other.freshLayout(), options: pictureOptions, room: room ?? windowRoom)
    }

    /// How pictures are drawn now: while a lesson's question waits, without what it asks for.
    private var pictureOptions: RenderOptions {
        var options = renderOptions
        options.withheld = lessons?.state.withheld ?? []
        return options
    }

    /// On a terminal, the window less the prompt's line.
    private var windowRoom: Int? { windowLines.map { $0 - 1 } }

    /// The fewest lines a picture is drawn in, however much is said around it.
    static let leastPictureRoom = 8

    /// A reply after a change: its lines, the picture (changes are refused while a prediction
    /// hides it, see `run`), and what a lesson's task has to say.
    func redrawn(_ lines: [String]) -> Reply {
        // Past its budget autoshow draws nothing, once said (nor lays out: a script stays linear).
        if let budget = autoshowBudget, budget <= 0, autoshow, lessons?.state.lesson == nil {
            guard budget == 0 else { return Reply(lines: lines) }
            autoshowBudget = -1
            return Reply(
                lines: lines + [
                    "(autoshow: no more pictures in this run: it has drawn \(ScriptRunner.pictureLines) lines of them, the most a script draws; show draws one)"
                ])
        }
        // One run for the picture and for the task's word on it (none when nothing is drawn).
        let result = autoshow ? editor.layout() : nil
        // A stopped run is no layout: the lesson must not judge a task by it.
        if LayoutWork.current?.wasStopped == true { return Reply() }
        let stale = result?.notes.contains(.staleRows) == true
        let task =
            lessons.map { presenter.lines($0.notice(.changed(workspace, pictureIsStale: stale, run: result))) } ?? []
        // The picture gives way to the words around it, so that the whole reply fits the window
        // (a task's verdict and explanation under a tall drum once pushed its top off screen).
        let words = TextWrap.fit(lines + task, width: renderOptions.maxColumns).count
        let room = windowRoom.map { max(Self.leastPictureRoom, $0 - words) }
        let shown = result.map { workspace.picture(of: $0, options: pictureOptions, room: room) } ?? []
        if let budget = autoshowBudget { autoshowBudget = max(0, budget - shown.count) }
        return Reply(lines: lines + shown + task)
    }

    /// Whether a picture would show anything: items, or a scrolling collection.
    public var hasSomethingToShow: Bool { workspace.hasSomethingToShow }

    /// The items' labels, for tab completion.
    public var itemLabels: [String] { workspace.itemLabels }
}
