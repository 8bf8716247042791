import LayoutCore
import Lessons
import Rendering
import Testing
import Workbench

/// Every step of every shipped lesson, as the shell shows it in an 80×24 window: its heading,
/// prose, picture and check fit above the prompt, so that the learner reads the question with
/// the prose it needs.
@Suite("steps fit the window")
struct StepFitTests {
    static let steps: [(lesson: Lesson, index: Int)] = LessonLibrary(folders: []).lessons.flatMap { lesson in
        lesson.steps.indices.map { (lesson, $0) }
    }

    /// The entry's lines as the shell prints them at `columns` wide.
    static func entry(_ lesson: Lesson, _ index: Int, columns: Int) -> [String] {
        let step = lesson.steps[index]
        let workspace = StepScript.setUp(step.setup).workspace
        var options = RenderOptions(maxColumns: columns)
        options.withheld = AnswerSecrets.withheld(by: step.check)
        // As the shell fits a picture to the room the text leaves it.
        let presenter = LessonPresenter(width: columns, height: 24) { shown, room in
            shown.picture(of: shown.layout(), options: options, room: room)
        }
        let entry = StepEntry(
            lesson: lesson, index: index, setupFailures: [],
            showsPicture: step.check?.kind != .predict && !step.setup.isEmpty,
            doneBefore: false)
        return TextWrap.fit(presenter.lines(LessonReply([.entered(entry)], load: workspace)), width: columns)
    }

    @Test func everyStep_fitsEightyByTwentyFour() {
        var tooLong: [String] = []
        for (lesson, index) in Self.steps {
            let lines = Self.entry(lesson, index, columns: 80)
            if lines.count > 23 { tooLong.append("\(lesson.id) step \(index + 1): \(lines.count) lines") }
        }
        #expect(tooLong == [], "\(tooLong.joined(separator: "\n"))")
    }
}
