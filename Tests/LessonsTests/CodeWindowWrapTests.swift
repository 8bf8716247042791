import LabText
import LessonScreens
import Lessons
import Testing

/// A code step's window in a narrow terminal: a line too wide goes on under the gutter, marked
/// `… ` as `source` shows it; the terminal once wrapped it, and the continuation lost the gutter
/// and read as a line of its own.
@Suite("a code step's window wraps under its gutter")
struct CodeWindowWrapTests {
    @Test func everyCodeStepsWindow_keepsItsGutter_atFortyColumns() throws {
        var steps = 0
        for lesson in LessonLibrary(folders: []).lessons {
            for step in lesson.steps {
                guard let check = step.check, check.kind == .code else { continue }
                let window = LessonPresenter.codeWindow(check, step, in: lesson, width: 40).dropFirst()
                steps += 1
                for line in window {
                    #expect(DisplayWidth.of(line) <= 40 || !line.contains(" "), "\(lesson.id): '\(line)'")
                    #expect(line.contains(" │ "), "\(lesson.id): '\(line)' has no gutter")
                }
            }
        }
        #expect(steps >= 13)
    }
}
