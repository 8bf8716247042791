import LayoutCore
import Rendering
import TestSupport
import Testing
import Workbench

@testable import LessonScreens
@testable import Lessons

/// Every walk question of every shipped lesson shows the code it asks about, wherever it is
/// shown: in the shell at 80×24, in demo at 80×24 and at a projector's 120×32, and on the
/// slides. The marked line is whole (a long one goes on in marked rows, never cut where it
/// decides), and for "which line runs next", both lines that may run next are on screen.
@Suite("walk questions show the code they ask about")
struct WalkScreenFitTests {
    struct Question: CustomStringConvertible, Sendable {
        var lesson: Lesson
        var index: Int
        var description: String { "\(lesson.id) step \(index + 1)" }
    }

    static var questions: [Question] {
        LessonLibrary(folders: []).lessons.flatMap { lesson in
            lesson.steps.indices.filter { lesson.steps[$0].check?.walk != nil }.map {
                Question(lesson: lesson, index: $0)
            }
        }
    }

    @Test func thereAreWalkQuestionsToCheck() {
        #expect(Self.questions.count >= 12)
    }

    @Test(arguments: questions)
    func eachWalkQuestion_showsItsCode(question: Question) throws {
        let step = question.lesson.steps[question.index]
        let walk = try #require(step.check?.walk)
        let workspace = StepScript.setUp(step.setup).workspace
        // A stop at the learner's own test walks the exercise's reference solution in their
        // place: that needs the compiler and the kit, which the quick loop leaves out.
        if walk.stop.yours, !Layer.toolchain.runs { return }
        let yours = walk.stop.yours ? question.lesson.teachersFile : nil
        let setting = try walk.setting(workspace, yours: yours)
        var screens: [(String, [String])] = [
            ("the shell at 80×24", LessonValidator.screen(question.lesson, question.index, workspace)),
            ("the slides", try walk.screen(workspace, yours: yours, options: LessonSlides.walkOptions, height: 30)),
        ]
        for window in [(80, 24), (120, 32)] {
            let demo = DemoScreen(lesson: question.lesson, options: RenderOptions(), window: window)
            screens.append(("demo at \(window.0)×\(window.1)", demo.lines(DemoState(step: question.index))))
        }
        for (place, screen) in screens {
            let problem = WalkScreenFit.problem(in: screen, setting, asking: walk.ask)
            #expect(problem == nil, "\(question), \(place): \(problem ?? "")\n\(screen.joined(separator: "\n"))")
        }
    }
}
