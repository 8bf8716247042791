import LayoutCore
import Testing
import Workbench

/// The editor, in process: changes, undo and redo, a stopped command taken back, and the one
/// run of the layout that the picture and `trace` share.
@Suite("editor")
struct EditorTests {
    func edit(_ line: String) throws -> Edit {
        guard case .edit(let edit)? = try CommandParser.parse(line) else { throw EditorTestError.notAnEdit(line) }
        return edit
    }

    enum EditorTestError: Error { case notAnEdit(String) }

    @Test func aChange_isUndoneAndRedoneByItsCommand() throws {
        let editor = Editor()
        #expect(try editor.apply(edit("add A 4x1"), command: "add A 4x1") == .changed(remarks: []))
        #expect(try editor.apply(edit("set width 20"), command: "set width 20") == .changed(remarks: []))
        #expect(editor.workspace.items.count == 1)
        #expect(editor.undo() == "set width 20")
        #expect(editor.undo() == "add A 4x1")
        #expect(editor.workspace == Workspace())
        #expect(editor.undo() == nil)
        #expect(editor.redo() == "add A 4x1")
        #expect(editor.workspace.items.map(\.label) == ["A"])
    }

    @Test func anEditThatChangesNothing_saysSo_andIsNotRecorded() throws {
        let editor = Editor()
        _ = try editor.apply(edit("set width 20"), command: "set width 20")
        #expect(try editor.apply(edit("set width 20"), command: "set width 20") == .unchanged(lines: ["no change"]))
        #expect(editor.undo() == "set width 20")
        #expect(editor.undo() == nil)
    }

    /// A command whose layout Ctrl-C stopped: its change is taken back with the history as it
    /// was, so a redo that was possible before it is possible again.
    @Test func aStoppedChange_isTakenBack_withTheRedoItHid() throws {
        let editor = Editor()
        _ = try editor.apply(edit("add A 4x1"), command: "add A 4x1")
        _ = editor.undo()
        let mark = editor.mark
        _ = try editor.apply(edit("add B 3x1"), command: "add B 3x1")
        #expect(editor.takeBack(.change, since: mark))
        #expect(editor.workspace.items.isEmpty)
        #expect(editor.redo() == "add A 4x1")
        #expect(!editor.takeBack(.change, since: editor.mark))
    }

    /// `trace` shows the run that drew the picture while nothing changed: the cache's first
    /// `makeCache` is in it, which a second run would not show.
    @Test func theTraceOfTheShownLayout_isTheRunThatDrewIt() throws {
        let editor = Editor()
        _ = try editor.apply(edit("layout wrap"), command: "layout wrap")
        _ = try editor.apply(edit("add A 4x1"), command: "add A 4x1")
        let shown = editor.layout()
        #expect(editor.traceOfShownLayout() == shown.trace)
        #expect(editor.layout().trace != shown.trace)  // the cache is warm now
        editor.load(editor.workspace)
        #expect(editor.layout().trace == shown.trace)  // a loaded workspace starts a new cache
    }
}
