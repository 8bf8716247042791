import LabText
import LayoutCore
import LessonScreens
import Lessons
import Rendering
import Testing
import Workbench

/// `demo` for a room: every screen of every shipped lesson, at 80×24 and 120×32, before and
/// after the answer is revealed, fits the window — the step counter, the question and the
/// answer on it, nothing wider than the window.
@Suite("demo screens fit the room")
struct DemoScreenTests {
    static let windows = [(columns: 80, lines: 24), (columns: 120, lines: 32)]

    @Test("every step of every lesson fits at 80×24 and 120×32, counter, question and answer on screen")
    func everyScreenFits() {
        for lesson in LessonLibrary(folders: []).lessons {
            for window in Self.windows {
                let screen = DemoScreen(lesson: lesson, options: RenderOptions(), window: window)
                for (index, step) in lesson.steps.enumerated() {
                    for revealed in [false, true] {
                        var state = DemoState(step: index)
                        state.revealed = revealed
                        let lines = screen.lines(state)
                        let place = "\(lesson.id) step \(index + 1) at \(window.columns)×\(window.lines)"
                        #expect(lines.count <= window.lines - DemoScreen.promptLines, "\(place): \(lines.count) lines")
                        #expect(lines.allSatisfy { DisplayWidth.of($0) <= window.columns }, "\(place): too wide")
                        #expect(
                            lines.contains { $0.contains("Step \(index + 1) of \(lesson.steps.count)") }, "\(place)")
                        guard let check = step.check else { continue }
                        let asks = ["Question:", "Predict", "Task:", "Exercise:", "Walk", "Code:"]
                        #expect(
                            lines.contains { line in asks.contains { line.hasPrefix($0) } }, "\(place): no question")
                        if revealed, check.kind != .exercise {
                            let answers = ["Answer:", "One solution:", "The article's code:"]
                            #expect(
                                lines.contains { line in answers.contains { line.hasPrefix($0) } },
                                "\(place): no answer")
                        }
                    }
                }
            }
        }
    }

    @Test("a small flow layout is drawn larger on a big screen, and says so")
    func flowScaledUp() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "flow-basics"))
        let index = try #require(lesson.steps.firstIndex { !$0.setup.isEmpty && $0.check?.kind != .predict })
        let big = DemoScreen(lesson: lesson, options: RenderOptions(), window: (160, 48)).lines(DemoState(step: index))
        #expect(big.contains { $0.contains("drawn") && $0.contains("× larger") })
        let workspace = StepScript.setUp(lesson.steps[index].setup).workspace
        var options = RenderOptions(maxColumns: 160)
        options.plainStatus = true
        let pictureLines = DemoScreen.fittedPicture(workspace, options: options, room: 40)
        let natural = workspace.picture(options: RenderOptions())
        #expect(pictureLines.count > natural.count)
    }

    @Test("the keys: Enter reveals then goes on, h shows one more hint, g N goes to a step, ← goes back")
    func keys() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "flow-basics"))
        let asking = try #require(lesson.steps.firstIndex { ($0.check?.hints.count ?? 0) >= 2 })
        var state = DemoState(step: asking)
        let last = lesson.steps.count - 1
        state = try #require(state.after(.hint, in: lesson, first: 0, last: last))
        #expect(state.hintsShown == 1)
        state = try #require(state.after(.hint, in: lesson, first: 0, last: last))
        #expect(state.hintsShown == 2)
        state = try #require(state.after(.forward, in: lesson, first: 0, last: last))
        #expect(state.revealed && state.step == asking)
        state = try #require(state.after(.forward, in: lesson, first: 0, last: last))
        #expect(!state.revealed && state.step == asking + 1 && state.hintsShown == 0)
        state = try #require(state.after(.go(3), in: lesson, first: 0, last: last))
        #expect(state.step == 2)
        state = try #require(state.after(.back, in: lesson, first: 0, last: last))
        #expect(state.step == 1)
        state = try #require(state.after(.go(999), in: lesson, first: 0, last: last))
        #expect(state.step == last)
        state = try #require(state.after(.code, in: lesson, first: 0, last: last))
        #expect(state.codeTop == 0)
        state = try #require(state.after(.forward, in: lesson, first: 0, last: last))
        #expect(state.codeTop == nil && state.step == last)
        #expect(state.after(.quit, in: lesson, first: 0, last: last) == nil)
    }

    @Test("hints come one at a time and the mistakes only on m")
    func helpOneAtATime() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "flow-basics"))
        let index = try #require(
            lesson.steps.firstIndex { ($0.check?.hints.count ?? 0) >= 2 && !($0.check?.mistakes.isEmpty ?? true) })
        let screen = DemoScreen(lesson: lesson, options: RenderOptions(), window: (120, 40))
        var state = DemoState(step: index)
        #expect(!screen.lines(state).contains { $0.hasPrefix("Hint") || $0.hasPrefix("If someone says") })
        state.hintsShown = 1
        #expect(screen.lines(state).filter { $0.hasPrefix("Hint") }.count == 1)
        state.showsMistakes = true
        #expect(screen.lines(state).contains { $0.hasPrefix("If someone says") })
    }

    @Test func walking_waitsForTheAnswer_andAnyKeyLeavesTheCode() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "flow-basics"))
        let asking = try #require(lesson.steps.firstIndex { $0.check != nil && !$0.setup.isEmpty })
        var state = DemoState(step: asking)
        #expect(!state.mayWalk(lesson.steps[asking]))
        state.revealed = true
        #expect(state.mayWalk(lesson.steps[asking]))
        state.codeTop = 0
        state.hintsShown = 1
        let back = try #require(state.after(.other, in: lesson, first: 0, last: lesson.steps.count - 1))
        #expect(back.codeTop == nil && back.hintsShown == 1 && back.revealed)
        let stays = try #require(back.after(.other, in: lesson, first: 0, last: lesson.steps.count - 1))
        #expect(stays == back)
    }
}
