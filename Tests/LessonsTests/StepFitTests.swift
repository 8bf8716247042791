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

    /// What the learner reads on entering each step, in the window above the prompt: the step's
    /// heading, the start of its prose and the start of its question, together. (A tmux test
    /// takes one lesson through a real terminal; this one holds all of them, in process.)
    @Test func everyShippedStep_showsItsHeadingProseAndQuestionTogether() {
        var missing: [String] = []
        for lesson in LessonLibrary(folders: []).lessons {
            for (index, step) in lesson.steps.enumerated() {
                let workspace = StepScript.setUp(step.setup).workspace
                let visible = LessonValidator.screen(lesson, index, workspace).suffix(23)
                let flat = Self.plain(
                    visible.map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: "\n"))
                let place = "\(lesson.id) step \(index + 1)"
                if !flat.contains("Step \(index + 1) of \(lesson.steps.count)") { missing.append("\(place): heading") }
                if let prose = step.prose.first(where: { !$0.isEmpty }).map(Self.start), !flat.contains(prose) {
                    missing.append("\(place): '\(prose)'")
                }
                if let prompt = step.check.map({ Self.start($0.prompt) }), !prompt.isEmpty, !flat.contains(prompt) {
                    missing.append("\(place): '\(prompt)'")
                }
            }
        }
        #expect(missing == [], "\(missing.joined(separator: "\n"))")
    }

    /// The first three words, with markup taken off: what survives any reflowing of the line.
    static func start(_ line: String) -> String {
        plain(line.split(separator: " ").prefix(3).joined(separator: " "))
    }

    /// Text without the marks a terminal may or may not draw (code and emphasis).
    static func plain(_ text: String) -> String { text.filter { $0 != "`" && $0 != "*" } }

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
