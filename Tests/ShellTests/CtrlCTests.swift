import Testing

@testable import Shell

/// Ctrl-C during a command (here: a question that says stop once the work is under way): the
/// command ends at once, says so, and a change it made is taken back — workspace, undo and
/// redo as they were.
@Suite("Ctrl-C stops a command and takes its change back")
struct CtrlCTests {
    /// 5,000 items in hflow with even lines: each layout is work enough for the stop to be asked.
    static func busySession() -> Session {
        let session = quietSession()
        for line in ["layout hflow", "set evenly on", "set width 30"] { _ = session.execute(line) }
        for index in 0..<5_000 { _ = session.execute("add T\(index % 10)") }
        _ = session.execute("set autoshow on")
        return session
    }

    @Test func aChangeStopped_isTakenBack() {
        let session = Self.busySession()
        let before = session.workspace
        session.stopsWork = { true }
        let reply = session.execute("set width 1000000000")
        #expect(reply.lines == ["(stopped by Ctrl-C before the layout was done: the change is taken back)"])
        #expect(reply.error == nil)
        #expect(session.workspace == before)
        // The history is as it was: undo takes back the last change made before, the last add.
        session.stopsWork = { false }
        session.autoshow = false
        #expect(session.execute("undo").lines == ["undone: add T9"])
        #expect(session.workspace.items.count == 4_999)
        #expect(session.workspace.configuration == before.configuration)
    }

    @Test func anUndoStopped_isTakenBack_andRedoIsKept() {
        let session = Self.busySession()
        _ = session.execute("set autoshow off")
        _ = session.execute("add Last")
        _ = session.execute("undo")
        let before = session.workspace
        _ = session.execute("set autoshow on")
        session.stopsWork = { true }
        #expect(
            session.execute("redo").lines == ["(stopped by Ctrl-C before the layout was done: the redo is taken back)"])
        #expect(session.workspace == before)
        _ = session.execute("undo")
        #expect(
            session.execute("undo").lines == ["(stopped by Ctrl-C before the layout was done: the undo is taken back)"])
        session.stopsWork = { false }
        session.autoshow = false
        // What could be redone still can.
        #expect(session.execute("redo").lines.first?.hasPrefix("redone: add Last") == true)
        #expect(session.workspace.items.last?.label == "Last")
    }

    @Test func aRedrawStopped_changesNothing() {
        let session = Self.busySession()
        let before = session.workspace
        session.stopsWork = { true }
        #expect(session.execute("show").lines == ["(stopped by Ctrl-C before the layout was done)"])
        #expect(session.workspace == before)
        session.stopsWork = { false }
        #expect(session.execute("show").lines.contains { $0.contains("5000 items") })
    }
}
