import Exercises
import LabText
import LessonScreens
import Lessons
import Rendering
import Testing
import Workbench

/// Every view of the layout's code a class can open while a code step waits (demo's `c`, the
/// slides' code button) keeps the step's line blank: demo's code view once showed line 42 of
/// flow-basics, the answer, at a projector. And demo's view opens at the whole function
/// around the blank, its `<your code>` on the first screen.
@Suite("the code views keep a code step's line blank")
struct CodeViewLeakTests {
    /// Each shipped code step with its lesson, index and found code step.
    static var codeSteps: [(lesson: Lesson, index: Int, code: CodeStep)] {
        LessonLibrary(folders: []).lessons.flatMap { lesson in
            lesson.steps.indices.compactMap { index -> (Lesson, Int, CodeStep)? in
                let step = lesson.steps[index]
                guard let check = step.check, check.kind == .code,
                    let code = try? CodeStep(check, on: StepScript.setUp(step.setup).workspace, in: lesson)
                else { return nil }
                return (lesson, index, code)
            }
        }
    }

    @Test func demosCodeView_opensAtTheFunction_andNeverShowsTheLine() throws {
        let steps = Self.codeSteps
        #expect(steps.count >= 10, "the shipped lessons' code steps: \(steps.count)")
        for (lesson, index, code) in steps {
            let screen = DemoScreen(lesson: lesson, options: RenderOptions(), window: (columns: 80, lines: 24))
            var state = try #require(DemoState(step: index).after(.code, in: lesson, first: 0, last: index))
            let first = screen.lines(state)
            // Scanned in a wide window, where the answer's line is not wrapped.
            let wide = DemoScreen(lesson: lesson, options: RenderOptions(), window: (columns: 200, lines: 40))
            let at = "\(lesson.id) step \(index + 1)"
            #expect(
                first.contains { $0.contains(CodeStep.gap) }, "\(at): the blank is not on the first screen: \(first)")
            // Scrolled from the top to the end, ten lines a key.
            state.codeTop = 0
            var seen = 0
            while seen < 200 {
                let lines = wide.lines(state)
                let leaking = lines.filter { CodeStep.shows($0, code: code.blank.piece ?? code.blank.line) }
                #expect(leaking.isEmpty, "\(at): the code view shows the answer: \(leaking)")
                state = try #require(state.after(.codeDown, in: lesson, first: 0, last: index))
                seen += 1
                if state.codeTop ?? 0 > WalkListing(code.exercise.solution).lines.count { break }
            }
            // Once revealed, the line is there.
            var revealed = DemoState(step: index)
            revealed.revealed = true
            revealed = try #require(revealed.after(.code, in: lesson, first: 0, last: index))
            #expect(
                wide.lines(revealed).contains { CodeStep.shows($0, code: code.blank.piece ?? code.blank.line) }, "\(at)"
            )
        }
    }

    @Test func theSlidesCodeButton_keepsTheLineBlank() {
        for (lesson, index, code) in Self.codeSteps {
            let html = LessonSlides.slides(lesson)
            guard
                let slide = html.components(separatedBy: "<section class=\"slide\" id=\"step-\(index + 1)\">")
                    .dropFirst().first,
                let listing = slide.components(separatedBy: "<pre class=\"listing\" hidden>").dropFirst().first?
                    .components(separatedBy: "</pre>").first
            else {
                Issue.record("\(lesson.id) step \(index + 1): no code listing on the slide")
                continue
            }
            let text = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&amp;": "&"].reduce(listing) {
                $0.replacing($1.key, with: $1.value)
            }
            let answer = code.blank.piece ?? code.blank.line
            #expect(
                !text.split(separator: "\n").contains { CodeStep.shows(String($0), code: answer) },
                "\(lesson.id) step \(index + 1)")
            #expect(text.contains(CodeStep.gap), "\(lesson.id) step \(index + 1)")
            // The listing c shows once the answer is out has the line in it.
            let answered =
                slide.components(separatedBy: "<pre class=\"listing answered\" hidden>").dropFirst().first?
                .components(separatedBy: "</pre>").first ?? ""
            let unescaped = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&amp;": "&"].reduce(answered) {
                $0.replacing($1.key, with: $1.value)
            }
            #expect(
                unescaped.split(separator: "\n").contains { CodeStep.shows(String($0), code: answer) },
                "\(lesson.id) step \(index + 1): the answered listing")
        }
    }
}
