import LayoutCore

/// The workspace being edited, as one job: each change applied (or refused), its undo and redo,
/// and the layout engine whose cache lives as long as the edited view does (so `trace` shows
/// real cache hits). The session hands it edits and gets typed outcomes back; it draws nothing.
public final class Editor {
    public private(set) var workspace = Workspace()
    private var history = UndoHistory()
    /// A new one for each loaded workspace: a lesson step is a new view, with a new cache.
    private var engine = LayoutEngine()
    /// The last run, kept with the workspace it ran (see `layout`).
    private var lastRun: (workspace: Workspace, result: LayoutResult)?

    public init() {}

    /// What applying an edit did.
    public enum Change: Equatable {
        /// The workspace changed; the remarks say what to know about it (a setting the layout
        /// does not read).
        case changed(remarks: [String])
        /// Nothing changed: the remarks, and "no change" unless the edit asks for quiet.
        case unchanged(lines: [String])
    }

    /// Applies `edit`, typed as `command`, recording it for undo (undo names the command).
    public func apply(_ edit: Edit, command: String) throws(CommandError) -> Change {
        let outcome = try workspace.apply(edit)
        guard let undo = outcome.undo else {
            return .unchanged(lines: outcome.remarks + (outcome.quietWhenUnchanged ? [] : ["no change"]))
        }
        switch undo {
        case .removeLastItem: history.record(.removeLastItem, command: command)
        case .restore(let before): history.record(.replace(before), command: command)
        }
        return .changed(remarks: outcome.remarks)
    }

    /// Takes the last change back; returns the command that made it, nil when there is none.
    public func undo() -> String? { history.undo(&workspace) }

    /// Makes the last undone change again; returns the command that made it, nil when there is
    /// none.
    public func redo() -> String? { history.redo(&workspace) }

    /// How many changes back undo goes, at least.
    public static let undoLimit = UndoHistory.limit

    /// Whether changes older than those kept (`undoLimit`) were forgotten: undo then
    /// stops short of the start.
    public var forgotOlderChanges: Bool { history.forgotOlder }

    /// Replaces the whole workspace and starts a new undo history and cache, as a lesson step
    /// does when it sets its layout up (undo then never walks back into another step, or out of
    /// the lesson into the learner's own layout).
    public func load(_ workspace: Workspace) {
        history = UndoHistory()
        engine = LayoutEngine()
        lastRun = nil
        self.workspace = workspace
    }

    /// Where the history stands before a command: what `takeBack(since:)` returns to.
    public struct Mark {
        fileprivate let mark: UndoHistory.Mark
    }

    public var mark: Mark { Mark(mark: history.mark) }

    /// A command's layout was stopped (Ctrl-C): a stopped layout leaves nothing to trust, so
    /// the engine starts a new cache (the old one may be half made) and what the command did is
    /// taken back — its change (`.change`), or its undo or redo — with the history as it was.
    /// False when there was nothing to take back.
    public func takeBack(_ what: Stopped, since mark: Mark) -> Bool {
        lastRun = nil
        engine = LayoutEngine()
        switch what {
        case .change: return history.takeBack(&workspace, since: mark.mark)
        case .undo: return history.redo(&workspace) != nil
        case .redo: return history.undo(&workspace) != nil
        case .nothing: return false
        }
    }

    /// What a stopped command had done to the workspace.
    public enum Stopped { case change, undo, redo, nothing }

    /// The layout of the workspace as it stands, from the editor's engine and cache: the one
    /// run the picture, `frames`, `trace` and an export all read. A run of modest size is traced
    /// and kept, so that `trace` can show the very run that drew the picture, its `updateCache`
    /// included (a second run would find the cache up to date and say nothing of it).
    public func layout(tracing: Bool = false) -> LayoutResult {
        // A scrolling collection is drawn from its own scene: the flow engine has nothing to do.
        if workspace.collection != nil { return LayoutResult(size: .zero, placements: []) }
        engine.configure(workspace.configuration)
        let keeps = workspace.items.count <= Self.tracedRunLimit
        let result = engine.run(
            workspace.items, proposal: workspace.proposal, origin: workspace.origin, tracing: tracing || keeps)
        lastRun = keeps ? (workspace, result) : nil
        return result
    }

    /// The traced run that drew what is on screen, when nothing has changed since; else one now.
    public func traceOfShownLayout() -> [RunEvent] {
        if let last = lastRun, last.workspace == workspace { return last.result.trace }
        return layout(tracing: true).trace
    }

    /// Up to this many items a run is traced and kept for `trace`: what a learner looks at.
    public static let tracedRunLimit = 2_000
}
