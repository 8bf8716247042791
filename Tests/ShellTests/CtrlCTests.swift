import Foundation
import Lessons
import TestSupport
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
        #expect(reply.lines == ["(Ctrl-C stopped the layout: the change is taken back)"])
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
            session.execute("redo").lines == ["(Ctrl-C stopped the layout: the redo is taken back)"])
        #expect(session.workspace == before)
        _ = session.execute("undo")
        #expect(
            session.execute("undo").lines == ["(Ctrl-C stopped the layout: the undo is taken back)"])
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
        #expect(session.execute("show").lines == ["(Ctrl-C stopped the layout)"])
        #expect(session.workspace == before)
        session.stopsWork = { false }
        #expect(session.execute("show").lines.contains { $0.contains("5000 items") })
    }
}

extension CtrlCTests {
    /// The history trims its oldest changes in batches (at 2,000 it keeps 1,000): a change
    /// stopped as it was recorded was once left in place ("nothing changed") when the trim
    /// came with it.
    @Test func aChangeStopped_asTheHistoryIsTrimmed_isTakenBack() {
        let session = Self.busySession()
        session.autoshow = false
        // 5,000 adds leave 1,000 changes kept; 999 more bring it to one short of a trim.
        for index in 0..<999 { _ = session.execute("add U\(index % 10)") }
        session.autoshow = true
        let before = session.workspace
        session.stopsWork = { true }
        let reply = session.execute("set width 1000000000")
        #expect(reply.lines == ["(Ctrl-C stopped the layout: the change is taken back)"])
        #expect(session.workspace == before)
    }
}

extension CtrlCTests {
    /// A stopped layout is no layout: a task's goal was once judged by it (size zero: "the
    /// container is at most 60 wide" held) and the step recorded as solved, though the change
    /// itself was taken back.
    @Test func aTaskIsNotJudged_byAStoppedLayout() throws {
        let folder = TemporaryFolder.path("busy")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lines =
            [
                "id: busy", "title: Busy", "version: 1", "", "== A task", "Narrow it.", "> layout hflow",
                "> set evenly on", "> set width 100",
            ] + Array(repeating: "> add T 1x1", count: 5_000) + [
                "task: Make the container 60 wide at most.", "goal: width <= 60", "solution: set width 60",
                "hint: set width.",
            ]
        try lines.joined(separator: "\n").write(toFile: folder + "/busy.lesson", atomically: true, encoding: .utf8)
        let session = Session()
        session.lessons = LessonTaker(
            library: LessonLibrary(folders: [folder], includeShipped: false), store: ProgressStore(directory: folder))
        _ = session.execute("open busy")
        #expect(session.lessons?.state.waitingCheck == .task)
        session.stopsWork = { true }
        let stopped = session.execute("set width 50")
        #expect(stopped.lines.first?.hasPrefix("(Ctrl-C stopped the layout") == true, "\(stopped)")
        #expect(session.lessons?.state.waitingCheck == .task)
        session.stopsWork = { false }
        _ = session.execute("set width 50")
        #expect(session.lessons?.state.waitingCheck == nil)
    }
}
