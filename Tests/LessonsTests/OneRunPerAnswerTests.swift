import Testing

@testable import Lessons

/// An answer is judged on one run of the layout: the right answer, a known mistake's value and
/// the unrounded value all read the same facts (the right answer made a second run of its own).
@Suite("one layout run per answer")
struct OneRunPerAnswerTests {
    @Test(arguments: ["5", "7", "8"])
    func anAnswer_runsTheLayoutOnce(_ typed: String) async throws {
        let taker = try LessonTakerTests.taker()
        _ = try taker.handle(LessonTakerTests.open)
        let runs = LayoutFacts.RunCount()
        try LayoutFacts.$runs.withValue(runs) {
            _ = try taker.handle(LessonTakerTests.command(.answer(typed)))
        }
        // "7" is the step's known mistake (right(Swift)), "8" the answer, "5" neither.
        #expect(runs.count == 1, "\(typed): \(runs.count) runs")
    }
}
