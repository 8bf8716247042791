import LessonScreens
import Lessons
import Testing

/// An exercise step shows the layout its exercise writes, so that `source` and `walk` there
/// show that code: four shipped exercise steps opened on wrap (a fresh workspace's layout) and
/// `source` offered 000's code for 004's exercise. `validate` warns; the shipped lessons keep it.
@Suite("validate: an exercise step shows its exercise's layout")
struct ExerciseLayoutTests {
    static func warnings(_ text: String) -> [Int] {
        LessonValidator().validate([("/tmp/write.lesson", text)]).diagnostics
            .filter { $0.code == .exerciseLayout }.map(\.line)
    }

    static func lesson(setup: String) -> String {
        "id: write\ntitle: Write\nversion: 1\n\n== Now you\nWrite it.\n\(setup)\nexercise: flow\nhint: The starter says how.\n"
    }

    @Test func anExerciseStepOnAnotherLayout_isWarnedOf() {
        #expect(Self.warnings(Self.lesson(setup: "")) == [8])
        #expect(Self.warnings(Self.lesson(setup: "> layout anchored\n")) == [9])
        #expect(Self.warnings(Self.lesson(setup: "> layout flow\n")).isEmpty)
    }

    @Test func theShippedLessons_showEachExercisesLayout() {
        #expect(ShippedValidation.diagnostics.filter { $0.code == .exerciseLayout }.isEmpty)
    }
}
