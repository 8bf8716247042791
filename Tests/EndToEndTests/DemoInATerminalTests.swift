import Foundation
import TestSupport
import Testing

/// `demo` in a real terminal at a laptop's 80×24 and a projector's 120×32: every step of every
/// shipped lesson shows its counter, and on a step that asks, the question and, after Enter,
/// the answer — nothing scrolls away.
/// One lesson at a time: beside the compiler-driving tests on two cores, eighteen terminals at
/// once starved each other past the waits.
@Suite(
    "demo in a terminal", .serialized, .layer(.terminal),
    .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)"))
struct DemoInATerminalTests {
    static let lessonIDs: [String] = {
        let folder = RepositoryFile.root.appendingPathComponent("Lessons")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".lesson") }.map { String($0.dropLast(".lesson".count)) }.sorted()
    }()

    static let asks = ["Question:", "Predict", "Task:", "Exercise:", "Walk (", "Code:"]
    static let answers = [
        "Answer:", "One solution:", "The learner writes it in Swift", "The reference's line (",
    ]

    @Test(arguments: lessonIDs)
    func everyStepKeepsItsCounterQuestionAndAnswer(_ id: String) throws {
        for (columns, lines) in [(80, 24), (120, 32)] {
            let demo = try Self.demo("\(id)", columns: columns, lines: lines)
            let first = try demo.waitFor("Step 1 of ")
            let count = try #require(Self.stepCount(first), "\(id) at \(columns)×\(lines): no step counter")
            for step in 1...count {
                let place = "\(id) step \(step) at \(columns)×\(lines)"
                let counter = "Step \(step) of \(count):"
                // 30 s: beside the compiler-driving suites a drum step in a debug build may take long to draw.
                var screen = try demo.waitFor(counter, seconds: 30)
                #expect(screen.contains(counter), "\(place): no counter\n\(screen)")
                #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count <= lines)
                if Self.asks.contains(where: { ask in screen.split(separator: "\n").contains { $0.hasPrefix(ask) } }) {
                    try demo.send("Enter")
                    screen = try demo.waitFor(anyOf: Self.answers, seconds: 30)
                    #expect(Self.answers.contains(where: screen.contains), "\(place): no answer\n\(screen)")
                    #expect(screen.contains(counter), "\(place): the counter scrolled away\n\(screen)")
                    #expect(
                        Self.asks.contains { ask in screen.split(separator: "\n").contains { $0.hasPrefix(ask) } },
                        "\(place): the question scrolled away\n\(screen)")
                }
                try demo.send(step < count ? "Enter" : "q")
            }
        }
    }

    @Test func theTimerCountsDownOnTheKeysLine() throws {
        let demo = try Self.demo("flow-basics --timer 2")
        let first = try demo.waitFor("left · ")
        #expect(first.contains("2:00 left · ") || first.contains("1:59 left · "), "\(first)")
        // With no key pressed, the clock moves on by itself.
        let later = try demo.waitFor(anyOf: ["1:57 left", "1:56 left", "1:55 left"], seconds: 10)
        #expect(later.contains("Step 1 of "), "\(later)")
        try demo.send("q")
    }

    /// --question-time counts the question down while it waits; p pauses the clocks (the line
    /// says so and how to go on), p again starts them; the answer out, the question's clock goes.
    @Test func theQuestionsClock_pausesOnP_andGoesWithTheAnswer() throws {
        let demo = try Self.demo("flow-basics --question-time 30")
        let first = try demo.waitFor("question 0:")
        #expect(first.contains("p pause") || first.contains("p: pause"), "\(first)")
        try demo.send("p")
        let paused = try demo.waitFor("paused · question 0:")
        #expect(paused.contains("p go on") || paused.contains("p: go on"), "\(paused)")
        try demo.send("p")
        try demo.waitFor(anyOf: ["p pause", "p: pause"])
        try demo.send("Enter")
        let revealed = try demo.waitFor(anyOf: ["Enter next", "Enter: next"])
        #expect(!revealed.contains("question 0:"), "\(revealed)")
        try demo.send("q")
    }

    /// Esc in the code or the text leaves that view, not the demo (keys typed next went to
    /// the teacher's shell).
    @Test func escapeInTheCodeView_goesBackToTheStep() throws {
        let demo = try Self.demo("flow-basics")
        try demo.waitFor("Step 1 of ")
        try demo.send("c")
        try demo.waitFor("The code of the layout")
        try demo.send("Escape")
        // (The step's keys line, not the code view's, says what Enter does.)
        let back = try demo.waitFor("reveal")
        #expect(!back.contains("The code of the layout"), "\(back)")
        #expect(try demo.programID() != nil, "the demo is still running")
    }

    /// q leaves the demo from the code view too, as its keys line says (it went back to the
    /// step, as any other key does, and a teacher pressed it again).
    @Test func qInTheCodeView_leavesTheDemo() throws {
        let demo = try Self.demo("flow-basics; echo demo-ended; sleep 30")
        try demo.waitFor("Step 1 of ")
        try demo.send("c")
        #expect(try demo.waitFor("The code of the layout").contains("q: leave"))
        try demo.send("q")
        try demo.waitFor("demo-ended")
    }

    /// `layoutlab demo ARGUMENTS` (what follows runs in the same shell line) in a window of its
    /// own, with a home of its own.
    static func demo(_ arguments: String, columns: Int = 80, lines: Int = 24) throws -> TmuxSession {
        let home = TemporaryFolder.path("layoutlab-demo")
        return try TmuxSession(
            command: Executable.path + " demo " + arguments,
            environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"], columns: columns, lines: lines)
    }

    static func stepCount(_ screen: String) -> Int? {
        guard let range = screen.range(of: "Step 1 of ") else { return nil }
        return Int(screen[range.upperBound...].prefix { $0.isNumber })
    }
}
