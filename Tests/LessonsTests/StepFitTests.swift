import LayoutCore
import LessonScreens
import Lessons
import Testing
import Workbench

/// Every step of every shipped lesson, as the shell shows it in an 80×24 window: its heading,
/// prose, picture and check fit above the prompt, so that the learner reads the question with
/// the prose it needs (`validate` warns a teacher whose step does not).
@Suite("steps fit the window")
struct StepFitTests {
    @Test func everyShippedStep_fitsEightyByTwentyFour() {
        var tooLong: [String] = []
        for lesson in LessonLibrary(folders: []).lessons {
            for index in lesson.steps.indices {
                let workspace = StepScript.setUp(lesson.steps[index].setup).workspace
                let lines = LessonValidator.screenLines(lesson, index, workspace)
                if lines > 23 { tooLong.append("\(lesson.id) step \(index + 1): \(lines) lines") }
            }
        }
        #expect(tooLong == [], "\(tooLong.joined(separator: "\n"))")
    }

    @Test func aStepTooLongForTheWindow_isAWarningForItsAuthor() throws {
        let prose = (1...30).map { "Line \($0) of a step that says far too much." }.joined(separator: "\n")
        let text = "id: long\ntitle: Long\nversion: 1\n\n== Too long\n\(prose)\n\n> add Swift\n"
        let (lesson, diagnostics) = LessonParser.parse(text, file: "long.lesson")
        #expect(diagnostics.isEmpty)
        let found = LessonValidator().validate(try #require(lesson))
        #expect(
            found.map(\.description) == [
                "long.lesson:5:1: warning: this step takes 43 lines in an 80×24 window with the lesson's title above it (23 fit above the prompt): the learner scrolls back for its prose; say it in fewer words"
            ])
    }
}
