import LessonScreens
import Lessons
import Rendering
import Testing
import Workbench

/// `teacher:` notes reach the teacher's desk (the answer key) and nothing a class or a learner
/// reads: the shell's step text, demo's screens, the slides, the handouts.
@Suite("teacher notes stay the teacher's")
struct TeacherNotesTests {
    static let marker = "PSST-ASK-THE-BACK-ROW"
    static let text = """
        id: notes
        title: Notes
        version: 1

        == A row
        teacher: \(marker) before the reveal
        Three tags in a row.
        > layout flow
        > set width 30
        > add Swift
        > add Layout
        question: How many rows?
        answer: rows
        teacher: \(marker) after the check too
        hint: Count them.

        == No check
        Prose only.
        teacher: \(marker) on a step without a check
        """

    @Test func theKeyHasThem_andNothingALearnerOrAClassReads() throws {
        let parsed = LessonParser.parse(Self.text, file: "notes.lesson")
        #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics)")
        let lesson = try #require(parsed.lesson)
        #expect(lesson.steps.map(\.teacherNotes.count) == [2, 1])
        #expect(lesson.steps[0].prose.allSatisfy { !$0.contains(Self.marker) })
        // The teacher's desk.
        #expect(AnswerKey.markdown(lesson).components(separatedBy: Self.marker).count == 4)
        #expect(AnswerKey.html(lesson).components(separatedBy: Self.marker).count == 4)
        // What a class or a learner reads.
        let read = [
            LessonSlides.slides(lesson), LessonSlides.handoutHTML(lesson), LessonSlides.handoutMarkdown(lesson),
        ]
        #expect(read.allSatisfy { !$0.contains(Self.marker) })
        for index in lesson.steps.indices {
            var state = DemoState(step: index)
            for revealed in [false, true] {
                state.revealed = revealed
                state.showsText = false
                let screen = DemoScreen(lesson: lesson, options: RenderOptions(), window: (columns: 80, lines: 24))
                #expect(!screen.lines(state).joined().contains(Self.marker))
                state.showsText = true
                #expect(!screen.lines(state).joined().contains(Self.marker))
            }
            let step = lesson.steps[index]
            if let check = step.check {
                let asked = LessonPresenter.checkText(check, answeredBefore: false, step: step, in: lesson)
                #expect(!asked.joined().contains(Self.marker))
            }
        }
    }

    @Test func anEmptyNote_isAnError() {
        let text = Self.text.replacingOccurrences(
            of: "teacher: \(Self.marker) on a step without a check", with: "teacher:")
        let problems = LessonParser.parse(text, file: "notes.lesson").diagnostics
        #expect(problems.contains { $0.code == .emptyValue && $0.message.contains("teacher:") }, "\(problems)")
    }
}
