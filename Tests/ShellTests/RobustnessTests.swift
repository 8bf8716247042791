import Shell
import TestSupport
import Testing

@Suite("nothing typed breaks the shell")
struct RobustnessTests {
    static let words = [
        "add", "set", "width", "height", "spacing", "hspacing", "vspacing", "align", "autoshow", "remove", "layout",
        "flow", "wrap", "anchored", "show", "frames", "trace", "undo", "redo", "clear", "help", "export", "svg",
        "nan", "-1", "0", "1e308", "inf", "3x2", "0x0", "999999999x1", "anchor=top", "anchor=", "break", "spacer",
        "\"", "'", "\\", "#", "\"a b\"", "Привет", "漢字", "👍🏽", "\u{1B}[2J", "\u{0}", "x×y", "none", "system",
        String(repeating: "w", count: 10_000),
    ]

    @Test func randomLines_neverCrash_andKeepTheWorkspaceValid() {
        var generator = SeededGenerator(seed: 11)
        let session = Session()
        session.autoshow = false
        for _ in 0..<QuickLoop.sample(3000) {
            let count = Int.random(in: 0...5, using: &generator)
            let line = (0..<count).map { _ in Self.words.randomElement(using: &generator)! }.joined(separator: " ")
            if line.hasPrefix("export") { continue }  // keeps the test from writing files
            let reply = session.execute(line)
            #expect(reply.error.map { !$0.contains("\n") } ?? true, "a message is one line: \(line)")
        }
        let result = session.editor.layout()
        #expect(result.size.width.isFinite && result.size.height.isFinite)
        #expect(result.placements.count == session.workspace.items.count)
    }
}
