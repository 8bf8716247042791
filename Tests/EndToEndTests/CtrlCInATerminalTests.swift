import Foundation
import TestSupport
import Testing

/// Ctrl-C in a real terminal, in the middle of work that would take minutes (SwiftUI-Flow's
/// even lines over 40,000 items in two long lines): a lesson's opening, `show`, `walk` and
/// `validate` each stop at once and say so, and the shell goes on. How long each took is
/// printed (no test asserts a time; a stop that never came fails after a few seconds).
@Suite(
    "Ctrl-C in a terminal", .serialized, .layer(.terminal),
    .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
struct CtrlCInATerminalTests {
    let home = TemporaryFolder.path("ctrlc-home")

    /// A lesson whose one step lays out 40,000 items in even lines: minutes of work.
    func slowLesson() throws -> String {
        let folder = TemporaryFolder.path("ctrlc")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lines =
            [
                "id: slow", "title: A slow lesson", "version: 1", "", "== The only step", "Many items.",
                "> layout hflow", "> set evenly on", "> set width 60000",
            ] + Array(repeating: "> add A", count: 40_000)
        let path = folder + "/slow.lesson"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func environment() -> [String: String] { ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"] }

    /// The words, from the bad-input catalogue (docs/BAD-INPUT.md).
    func message(of row: String) -> String { BadInputCatalogueTests.message(of: row) }

    /// Presses Ctrl-C after `delay` seconds and waits for `text`; prints how long it took.
    func stop(_ session: TmuxSession, after delay: Double, waitingFor text: String, _ what: String) throws -> String {
        Thread.sleep(forTimeInterval: delay)
        let pressed = Date()
        // The same words from an earlier stop are still on the screen: wait for new ones.
        let screen = try session.waitForAnother(text, afterSending: "C-c", seconds: 10)
        print("Ctrl-C during \(what): answered in \(Int(Date().timeIntervalSince(pressed) * 1000)) ms")
        return screen
    }

    @Test func aLessonsOpening_show_andWalk_stopAtOnce() throws {
        let lesson = try slowLesson()
        let shell = try TmuxSession(command: Executable.path + " open " + lesson, environment: environment())
        var screen = try stop(
            shell, after: 3, waitingFor: message(of: "Ctrl-C while a lesson's step is drawn"), "the opening")
        // The prompt comes a moment after the words (a loaded machine once caught the screen between).
        screen = try shell.waitFor("slow 1/1>", seconds: 10)
        #expect(screen.contains("slow 1/1>"))
        try shell.send("show", "Enter")
        screen = try stop(shell, after: 1, waitingFor: "(Ctrl-C stopped the layout)\n", "show")
        #expect(screen.contains("(Ctrl-C stopped the layout)"))
        // A change whose picture is stopped is taken back: there is nothing to undo.
        try shell.send("set width 59999", "Enter")
        screen = try stop(shell, after: 1, waitingFor: message(of: "Ctrl-C while a change is drawn"), "a change")
        try shell.send("set autoshow off", "Enter", "undo", "Enter")
        #expect(try shell.waitFor("nothing to undo").contains("nothing to undo"))
        try shell.send("walk", "Enter")
        screen = try stop(shell, after: 1, waitingFor: "(Ctrl-C stopped the layout)", "walk")
        #expect(screen.hasSuffix("slow 1/1>"))
        try shell.send("C-d")
    }

    @Test func walk_stopsAtOnce() throws {
        let lesson = try slowLesson()
        let shell = try TmuxSession(
            command: Executable.path + " preview " + lesson, environment: environment(), columns: 80, lines: 24)
        try stop(shell, after: 3, waitingFor: "show draws it)", "a preview's opening")
        try shell.send("walk", "Enter")
        let screen = try stop(shell, after: 1, waitingFor: "(Ctrl-C stopped the layout)", "walk")
        #expect(screen.hasSuffix("preview>"))
        try shell.send("C-d")
    }

    @Test func validate_stopsAtOnce_andSaysWhatWasNotChecked() throws {
        let lesson = try slowLesson()
        let shell = try TmuxSession(
            command: Executable.path + " validate " + lesson + "; echo status $?; sleep 5", environment: environment())
        let screen = try stop(shell, after: 3, waitingFor: "status", "validate")
        #expect(screen.contains(message(of: "Ctrl-C during validate")))
        #expect(screen.contains("status 130"))
    }

    /// A teacher's lesson too long to check never holds the prompt back: it is checked when opened.
    @Test func theShellsStart_isNotHeldBackByALongLesson() throws {
        let lesson = try slowLesson()
        let folder = (lesson as NSString).deletingLastPathComponent
        let started = Date()
        let shell = try TmuxSession(command: Executable.path + " --lessons " + folder, environment: environment())
        let screen = try shell.waitFor("layoutlab>", seconds: 10)
        print("the shell's start with a slow teacher's lesson: \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        #expect(screen.contains(message(of: "a teacher's lesson too long to check at the start")))
        try shell.send("C-d")
    }
}
