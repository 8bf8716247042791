import Testing

@testable import Lessons

/// What a class's results keep: a tie for third place whole, a line of code as typed, a file
/// that names no student kept apart from another.
@Suite("the class table: ties, code, unnamed files")
struct ClassResultsDetailTests {
    /// One student who took lesson `id` and answered check `step` wrong with `typed`.
    static func student(_ name: String, missed steps: [Int], typed: [String] = [], code: Bool = false)
        -> StudentResults
    {
        let checks = (1...5).map { step in
            var check = StudentResults.CheckResult(
                step: step, asks: "step \(step)", outcome: steps.contains(step) ? .afterAWrongTry : .firstTry,
                wrongAnswers: steps.contains(step) ? 1 : 0, hints: 0)
            if steps.contains(step) { check.wrongTyped = typed }
            check.isCode = code
            return check
        }
        let lesson = StudentResults.LessonResults(
            id: "l", title: "L", version: 1, step: 5, steps: 5, completed: false, checks: checks)
        return StudentResults(student: name, lessons: [lesson])
    }

    @Test func aTieForThirdPlace_isListedWhole() throws {
        // Steps 1 and 2 missed by two, steps 3, 4 and 5 by one each: all five are "most often".
        let table = ClassTable([
            Self.student("ann", missed: [1, 2, 3, 4, 5]), Self.student("bob", missed: [1, 2]),
        ])
        let lines = table.text()
        let start = try #require(lines.firstIndex(of: "  Missed first most often:"))
        #expect(lines[(start + 1)...].prefix { $0.hasPrefix("    step") }.count == 5, "\(lines)")
        #expect(ClassTable.topThree([5, 4, 3, 3, 3, 2], by: { $0 }) == [5, 4, 3, 3, 3])
        #expect(ClassTable.topThree([5, 4, 3, 2], by: { $0 }) == [5, 4, 3])
    }

    @Test func aLineOfCode_isCountedAndShownAsTyped() {
        let slip = "if x + size.width >= maxWidth, x > 0 {"
        let table = ClassTable([
            Self.student("ann", missed: [2], typed: [slip], code: true),
            Self.student("bob", missed: [2], typed: ["if x+size.width >= maxWidth, x > 0 {"], code: true),
            Self.student("cy", missed: [2], typed: ["if x + size.width > maxWidth, x > 1 {"], code: true),
        ])
        // Not "0" (its one number), nor lowercased: the line, the same for spaces aside.
        let common = table.commonWrong("l", 1)
        #expect(common.first?.answer == slip && common.first?.students == 2, "\(common)")
        #expect(common.count == 2)
    }

    @Test func twoFilesNamingNoStudent_areTwoStudents() {
        let (kept, notes) = StudentResults.newestEach([
            (file: "a.json", results: Self.student("student", missed: [])),
            (file: "b.json", results: Self.student("student", missed: [1])),
        ])
        #expect(kept.map(\.student) == ["student (a.json)", "student (b.json)"])
        #expect(notes.count == 2 && notes[0].hasPrefix("a.json names no student"))
    }
}
