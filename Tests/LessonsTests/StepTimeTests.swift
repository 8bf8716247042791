import Testing
import Workbench

@testable import Lessons

/// The time a step took, from its opening to its check's end, the first time through: kept in
/// the progress and said by the class's results (the median of those who did it).
@Suite("progress: the time a step took")
struct StepTimeTests {
    final class Clock: @unchecked Sendable {
        var now = 100.0
    }

    @Test func aStepsTime_isKept_andTheClassMedianSaid() throws {
        let taker = try LessonTakerTests.taker()
        let clock = Clock()
        taker.clock = { clock.now }
        _ = try taker.handle(LessonTakerTests.open)
        clock.now = 145
        _ = try taker.handle(LessonTakerTests.command(.answer("8")))
        guard case .progress(let report)? = try taker.handle(LessonTakerTests.command(.progress)).happenings.first
        else {
            Issue.record("no progress")
            return
        }
        let kept = try #require(report.entries.first?.progress)
        #expect(kept.seconds == [0: 45])
        let student = StudentResults(
            student: "ann", progress: ["tiny": kept], library: taker.library)
        #expect(student.lessons.first?.checks.first?.seconds == 45)
        let table = ClassTable([student]).text()
        #expect(table.contains("  Time at each step (median): step 1 0:45"), "\(table)")
        #expect(ClassTimer.clock(725) == "12:05")
    }
}
