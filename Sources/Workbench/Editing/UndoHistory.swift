import LayoutCore

/// Undo and redo. Most changes are kept as the whole workspace before them (cheap: the arrays
/// inside are shared, not copied), but adding an item, the commonest change, is kept as just
/// that, so that a script adding a million items stays linear in time and memory.
struct UndoHistory {
    enum Edit {
        case replace(Workspace)
        case removeLastItem
        case append(LayoutItem)
    }

    /// How many steps back are kept, at least.
    static let limit = 1000

    /// Each edit with the command that made the change, so undo can say what it took back.
    private var undoEdits: [(edit: Edit, command: String)] = []
    private var redoEdits: [(edit: Edit, command: String)] = []

    /// A new change was made by `command`; `edit` takes it back. What could be redone is
    /// forgotten.
    mutating func record(_ edit: Edit, command: String) {
        recorded += 1
        undoEdits.append((edit, command))
        // Trimmed in batches, so that a long run of changes does not move the whole history
        // on every one of them.
        if undoEdits.count >= 2 * Self.limit {
            undoEdits.removeFirst(undoEdits.count - Self.limit)
            forgotOlder = true
        }
        redoEdits.removeAll()
    }

    /// Takes back the change `record` kept last, as if it had never been made: the workspace
    /// as before it, and the changes that could be redone then (`redoable`, from `mark`) again.
    /// What a command stopped by Ctrl-C does with its change. False when there is none to take.
    mutating func takeBack(_ workspace: inout Workspace, since mark: Mark) -> Bool {
        // Counted by records, not by entries: a record may trim the oldest entries away.
        guard recorded == mark.recorded + 1, let last = undoEdits.popLast() else { return false }
        recorded -= 1
        _ = Self.apply(last.edit, to: &workspace)
        redoEdits = mark.redoable
        return true
    }

    /// Where the history stands: what `takeBack` comes back to. (Holding the changes that could
    /// be redone costs nothing: `record` drops its own copy of them.)
    struct Mark {
        let recorded: Int
        let redoable: [(edit: Edit, command: String)]
    }

    var mark: Mark { Mark(recorded: recorded, redoable: redoEdits) }

    /// How many changes `record` has kept in all.
    private var recorded = 0

    /// Whether changes older than those kept were forgotten: undo then stops short of the start.
    private(set) var forgotOlder = false

    /// Takes the last change back and returns the command that made it; nil when there is none.
    mutating func undo(_ workspace: inout Workspace) -> String? {
        guard let last = undoEdits.popLast() else { return nil }
        redoEdits.append((Self.apply(last.edit, to: &workspace), last.command))
        return last.command
    }

    /// Makes the last undone change again and returns its command; nil when there is none.
    mutating func redo(_ workspace: inout Workspace) -> String? {
        guard let last = redoEdits.popLast() else { return nil }
        undoEdits.append((Self.apply(last.edit, to: &workspace), last.command))
        return last.command
    }

    /// Applies an edit and returns the edit that reverses it.
    private static func apply(_ edit: Edit, to workspace: inout Workspace) -> Edit {
        switch edit {
        case .replace(let other):
            defer { workspace = other }
            return .replace(workspace)
        case .removeLastItem:
            return .append(workspace.changeFlow { $0.items.removeLast() })
        case .append(let item):
            workspace.changeFlow { $0.items.append(item) }
            return .removeLastItem
        }
    }
}
