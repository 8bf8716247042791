import LabJSON
import Testing

@testable import Lessons

/// A class's table in process: exercises said as a teacher reads them, one file per student,
/// and a results file read back as it was written.
@Suite("the class table")
struct ClassTableTests {
    static var library: LessonLibrary { LessonLibrary(folders: [], includeShipped: false) }

    static func alice(written: String, passed: Bool) -> StudentResults {
        StudentResults(
            student: "alice", progress: [:], library: library,
            exercises: [
                "flow": ExerciseProgress(passed: passed, sawSolution: false, failedChecks: 2),
                "wrap": ExerciseProgress(passed: true, sawSolution: true, failedChecks: 0),
                "drum": ExerciseProgress(),
            ], written: written)
    }

    @Test func exercises_areSaidAsATeacherReadsThem() {
        let table = ClassTable([Self.alice(written: "2026-12-03T10:00:00Z", passed: true)])
        #expect(
            table.text().suffix(2) == [
                "Exercises (check)",
                "  alice  flow passed after 2 failed checks · wrap passed first try, reference seen",
            ])
        #expect(table.csv().contains("alice,exercise flow,,,,yes,,,passed after 2 failed checks,2,,\n"))
    }

    @Test func aFileReadBack_isTheFileWritten() throws {
        let written = Self.alice(written: "2026-12-03T10:00:00Z", passed: false)
        #expect(try StudentResults.read(written.json) == written)
    }

    @Test func aStudentWhoHandsInTwice_countsOnce_theNewerFile() {
        let older = Self.alice(written: "2026-12-03T10:00:00Z", passed: false)
        let newer = Self.alice(written: "2026-12-03T11:00:00Z", passed: true)
        for order in [[("new.json", newer), ("old.json", older)], [("old.json", older), ("new.json", newer)]] {
            let (kept, notes) = StudentResults.newestEach(order.map { (file: $0.0, results: $0.1) })
            #expect(kept == [newer])
            #expect(
                notes == ["alice handed in twice: kept new.json (written 2026-12-03T11:00:00Z), passed over old.json"])
        }
    }
}
