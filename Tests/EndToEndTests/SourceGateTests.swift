import Foundation
import TestSupport
import Testing

/// `source` shows an exercise's reference only once the learner's own has passed, or when asked
/// for twice with --solution (then kept as seen): the answer to an exercise is not one command
/// away.
@Suite("source shows a solution once it is earned")
struct SourceGateTests {
    @Test func theReference_needsAPassOrASecondAsking() throws {
        let home = try Executable.unprivilegedFolder("layoutlab-source")
        let result = try Executable.run(
            [],
            input:
                "set autoshow off\nlayout flow\nsource\nsource --solution\nadd A\nsource --solution\nsource --solution\nsource\nsource --help\n",
            environment: ["LAYOUTLAB_HOME": home])
        // Said as a plain line, not an error: nothing went wrong.
        #expect(
            result.output.contains(
                "source shows the reference solution of exercise flow once your own passes check: write yours (exercise start flow, then check flow.swift), or see it now with source --solution"
            ), "\(result)")
        // Asked, then another command: asked again; then shown, and kept as seen.
        #expect(result.output.components(separatedBy: "Type source --solution again to see it.").count == 3)
        #expect(
            result.output.components(separatedBy: "struct FlowLayout: Layout {").count == 3,
            "shown twice: asked twice, then plain source")
        #expect(result.error.contains("error: unknown option '--help' (allowed: --solution)\n"))
        let progress = try String(contentsOfFile: home + "/progress.json", encoding: .utf8)
        #expect(
            progress.contains("\"exercises\": {\"flow\": {\"passed\": false, \"sawSolution\": true}}"), "\(progress)")
        // Layouts of other exercises stay closed.
        let wrap = try Executable.run([], input: "source\n", environment: ["LAYOUTLAB_HOME": home])
        #expect(wrap.output.contains("reference solution of exercise wrap once your own passes check"))
    }
}
