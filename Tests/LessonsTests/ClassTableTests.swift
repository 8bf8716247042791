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
        #expect(table.csv().contains("alice,exercise flow,,,,yes,,,passed after 2 failed checks,2,,,\n"))
    }

    /// "2", "2 rows" and a choice's letter with its text ("b) 2") are one wrong answer.
    @Test func answersThatSayTheSameNumber_countAsOne() {
        #expect(ClassTable.sameAnswer("2 rows") == "2" && ClassTable.sameAnswer(" 2") == "2")
        #expect(ClassTable.sameAnswer("b) 2") == "2" && ClassTable.sameAnswer("x = -1.5") == "-1.5")
        #expect(ClassTable.sameAnswer("From 2 to 3") == "from 2 to 3")
        #expect(ClassTable.sameAnswer("Layout") == "layout")
    }

    /// A file written where the teacher's lesson was not loaded names its checks by step number;
    /// results given the lesson names them again.
    @Test func aFileWithoutItsLesson_isNamedFromTheTeachersFolder() throws {
        let shipped = LessonLibrary(folders: [])
        let lesson = try #require(shipped.lesson(id: "flow-basics"))
        var progress = LessonProgress(version: lesson.version)
        progress.results[0] = StepResult(.correct)
        let unnamed = StudentResults(student: "ana", progress: ["flow-basics": progress], library: Self.library)
        #expect(unnamed.unnamedLessons == ["flow-basics"])
        #expect(unnamed.lessons[0].checks[0].asks == "step 1")
        let named = unnamed.named(from: shipped)
        #expect(named.unnamedLessons.isEmpty)
        #expect(named.lessons[0].title == lesson.title && named.lessons[0].steps == lesson.steps.count)
        #expect(named.lessons[0].checks[0].asks == lesson.steps[0].check?.prompt)
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
