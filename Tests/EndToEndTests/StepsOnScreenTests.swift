import Foundation
import TestSupport
import Testing

/// A learner at 80×24 takes a lesson step by step, in a real terminal: at every step the screen
/// shows the step's heading and first line of prose together with its question, so the question
/// is read with what it is about. One lesson here, through tmux, for what only a terminal shows
/// (its wrapping, the pager, Ctrl-L); every step of every lesson is held to the same in process
/// (StepFitTests), and demo takes every lesson through tmux (DemoInATerminalTests).
@Suite(
    "every step on one screen", .serialized, .layer(.terminal),
    .enabled(if: TmuxSession.isAvailable, "needs tmux (make test installs it)")
)
struct StepsOnScreenTests {
    static let folder = RepositoryFile.root.appendingPathComponent("Lessons").path

    struct Step {
        var prose: String?
        var check: String?
        var hasCheck: Bool
    }

    /// The steps of a lesson file, read as simply as the format allows: each step's first line
    /// of prose and the start of its check's prompt.
    static func steps(of id: String) throws -> [Step] {
        let text = try String(contentsOfFile: folder + "/\(id).lesson", encoding: .utf8)
        return text.components(separatedBy: "\n== ").dropFirst().map { block in
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
            let prose = lines.prefix { line in
                !["> ", "picture:", "question:", "predict:", "task:", "exercise:", "walk:", "code:"].contains {
                    line.hasPrefix($0)
                }
            }.first { !$0.isEmpty && !$0.hasPrefix("//") }
            let check = lines.first {
                ["question:", "predict:", "task:", "exercise:", "walk:", "code:"].contains(where: $0.hasPrefix)
            }
            return Step(prose: prose.map(Self.start), check: check.map(Self.start), hasCheck: check != nil)
        }
    }

    /// The first three words: what survives any reflowing of the line.
    static func start(_ line: String) -> String {
        line.split(separator: " ").prefix(3).joined(separator: " ")
    }

    static let lessons = ["flow-basics"]

    @Test(arguments: lessons)
    func everyStep_showsItsProseWithItsQuestion(lesson: String) throws {
        let steps = try Self.steps(of: lesson)
        let home = TemporaryFolder.path("layoutlab-screen")
        let shell = try TmuxSession(
            command: Executable.path, environment: ["LAYOUTLAB_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"],
            columns: 80, lines: 24)
        try shell.waitFor("layoutlab>")
        try shell.send("open \(lesson)", "Enter")
        for (index, step) in steps.enumerated() {
            let screen = try shell.waitFor("\(lesson) \(index + 1)/\(steps.count)>")
            let heading = "Step \(index + 1) of \(steps.count)"
            let flat = screen.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
                .joined(separator: "\n")
            #expect(screen.contains(heading), "\(lesson) step \(index + 1): no heading\n\(screen)")
            if let prose = step.prose {
                #expect(flat.contains(prose), "\(lesson) step \(index + 1): '\(prose)' not on screen\n\(screen)")
            }
            if let check = step.check {
                let words =
                    check.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
                    ?? ""
                let shown = words.split(separator: " ").prefix(2).joined(separator: " ")
                #expect(flat.contains(shown), "\(lesson) step \(index + 1): '\(shown)' not on screen\n\(screen)")
            }
            if step.hasCheck {
                try shell.send("skip", "Enter")
                // A long answer comes a page at a time: the rest is not needed here.
                let prompt = "\(lesson) \(index + 1)/\(steps.count)>"
                // A long answer and the picture after it may scroll "Skipped." off the screen.
                var after = try shell.waitFor(anyOf: ["Skipped.", "The answer was", "The lesson's solution"])
                for _ in 0..<10 where !after.hasSuffix(prompt) {
                    if after.contains("q to stop") { try shell.send("q") }
                    Thread.sleep(forTimeInterval: 0.1)
                    after = try shell.screen()
                }
            }
            try shell.send("C-l")  // a clean screen for the next step, as a learner might
            try shell.send("next", "Enter")
        }
        try shell.send("C-d")
    }
}
