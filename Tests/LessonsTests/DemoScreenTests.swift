import Exercises
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

    /// The code view scrolled to its end shows the listing's last line (it once stopped one short).
    @Test func theCodeView_reachesTheListingsLastLine() throws {
        let lesson = try #require(LessonLibrary(folders: []).lessons.first { $0.id == "who-gets-the-space" })
        let screen = DemoScreen(lesson: lesson, options: RenderOptions(), window: (columns: 80, lines: 24))
        var state = DemoState(step: 4)
        state.codeTop = 100_000
        let lines = screen.lines(state)
        let text = try #require(ExerciseCatalog.listing(for: LayoutKind.hstack)?.text)
        let count = WalkListing(text).lines.count
        let last = lines.last { $0.contains(" │ ") } ?? ""
        #expect(last.hasPrefix("\(count) │ "), "\(lines)")
    }

    /// With every hint and the mistakes out too, a revealed step still shows its answer: the
    /// hints and mistakes give way (a code step's mistakes once hid its answer at 80×24).
    @Test func theAnswer_staysOnScreen_underHintsAndMistakes() {
        for lesson in LessonLibrary(folders: []).lessons {
            let screen = DemoScreen(lesson: lesson, options: RenderOptions(), window: (columns: 80, lines: 24))
            for (index, step) in lesson.steps.enumerated() {
                guard let check = step.check, check.kind != .exercise else { continue }
                var state = DemoState(step: index)
                state.revealed = true
                state.hintsShown = check.hints.count
                state.showsMistakes = true
                let lines = screen.lines(state)
                let answers = ["Answer:", "One solution:", "The reference's line ("]
                #expect(
                    lines.contains { line in answers.contains { line.hasPrefix($0) } } || check.kind == .walk,
                    "\(lesson.id) step \(index + 1): no answer")
                #expect(lines.count <= 24 - DemoScreen.promptLines)
            }
        }
    }

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
                            let answers = ["Answer:", "One solution:", "The reference's line ("]
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

    /// Windows a class sees: a laptop's terminal, a wide one, and two projectors' (a large font
    /// on 1280×720, a smaller one on 1920×1080).
    static let roomWindows = [
        (columns: 80, lines: 24), (columns: 120, lines: 32), (columns: 100, lines: 28), (columns: 160, lines: 45),
    ]

    /// The scale a fitted picture says it was drawn at (1 when it says nothing).
    static func scale(of lines: [String]) -> Int {
        for line in lines {
            guard let range = line.range(of: "× larger") else { continue }
            let digits = line[..<range.lowerBound].reversed().prefix { $0.isNumber }
            return Int(String(digits.reversed())) ?? 1
        }
        return 1
    }

    @Test(
        "the enlarging rule, for every layout and spacing at 80×24, 120×32 and projectors: the largest scale whose drawing fits across and whose picture fits the room"
    )
    func enlargingRule() {
        let spacings = ["system", "0", "1", "8"]
        for kind in LayoutKind.allCases {
            for spacing in spacings where !(spacing == "system" && [.anchored, .flow].contains(kind)) {
                for rows in [1, 3] {
                    let items = Array(repeating: "add 4x1", count: rows * 3)
                    let setup =
                        ["layout \(kind.rawValue)", "set width 16", "set height 12", "set spacing \(spacing)"] + items
                    let workspace = StepScript.setUp(setup.map { SetupLine(Located($0, line: 1, column: 1)) }).workspace
                    for window in Self.roomWindows {
                        let room = window.lines - 8
                        var options = RenderOptions(maxColumns: window.columns)
                        options.plainStatus = true
                        let lines = DemoScreen.fittedPicture(workspace, options: options, room: room)
                        let place = "\(kind) spacing \(spacing), \(rows) rows, at \(window.columns)×\(window.lines)"
                        let scale = Self.scale(of: lines)
                        #expect(TextWrap.fit(lines, width: window.columns).count <= room, "\(place)")
                        // One scale more would not fit: too wide a drawing or too many lines.
                        guard scale < DemoScreen.largestScale else { continue }
                        var larger = options
                        larger.maxColumns = nil
                        larger.scale = scale + 1
                        let result = workspace.freshLayout()
                        let drawingWidth =
                            workspace.drawing(of: result, options: larger).map(DisplayWidth.of).max() ?? 0
                        let tall = TextWrap.fit(workspace.picture(of: result, options: larger), width: window.columns)
                            .count
                        #expect(
                            drawingWidth > window.columns || tall > room,
                            "\(place): drawn \(scale)×, \(scale + 1)× fits")
                    }
                }
            }
        }
    }

    @Test("a three-row wrap under system spacing (the default) is drawn larger on a projector, as a one-row one is")
    func threeRowWrapEnlarged() {
        for count in [3, 9] {
            let setup = ["layout wrap", "set width 30"] + Array(repeating: "add 8x1", count: count)
            let workspace = StepScript.setUp(setup.map { SetupLine(Located($0, line: 1, column: 1)) }).workspace
            var options = RenderOptions(maxColumns: 120)
            options.plainStatus = true
            let lines = DemoScreen.fittedPicture(workspace, options: options, room: 24)
            #expect(Self.scale(of: lines) >= 2, "\(count) items:\n\(lines.joined(separator: "\n"))")
        }
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

@Suite("a lesson's timer")
struct ClassTimerTests {
    @Test func countsDownThenCountsTheTimeOver() throws {
        let timer = try #require(ClassTimer("45"))
        #expect(timer.text(elapsed: 0) == "45:00 left")
        #expect(timer.text(elapsed: 61) == "43:59 left")
        #expect(timer.text(elapsed: 45 * 60) == "0:00 left")
        #expect(timer.text(elapsed: 45 * 60 + 9) == "time is up, +0:09")
        #expect(timer.text(elapsed: 47 * 60) == "time is up, +2:00")
    }

    @Test(arguments: ["0", "-5", "1.5", "601", "ten", "", "nan", "99999999999999999999"])
    func refusesWhatIsNoTime(_ text: String) {
        #expect(ClassTimer(text) == nil)
    }
}

/// `w` in demo once the answer is out.
@Suite("demo's walk")
struct DemoWalkTests {
    /// A task's walk is of its layout after the solution (the screen shows that), said so; a
    /// prediction's, of the step's own.
    @Test func aTasksWalk_isAfterItsSolution() throws {
        let lesson = try #require(LessonLibrary(folders: []).lessons.first { $0.id == "who-gets-the-space" })
        let task = try #require(lesson.steps.first { $0.check?.kind == .task })
        let (walked, caption) = DemoScreen.walked(task)
        #expect(walked != StepScript.setUp(task.setup).workspace)
        #expect(caption == "after the solution")
        let predict = try #require(lesson.steps.first { $0.check?.kind == .predict })
        let (own, none) = DemoScreen.walked(predict)
        #expect(own == StepScript.setUp(predict.setup).workspace && none == nil)
    }
}

/// The question's clock and `p`, as values: no waiting.
@Suite("the clocks in front of a class")
struct DemoClocksTests {
    @Test func aQuestionCountsDown_startsAfreshOnEachStep_andHidesOnceAnswered() throws {
        let question = try #require(QuestionTimer("30"))
        var clocks = DemoClocks(lesson: nil, question: question, step: 0, at: 100)
        #expect(clocks.text(waiting: true, at: 100) == "question 0:30 left")
        #expect(clocks.text(waiting: true, at: 112.9) == "question 0:18 left")
        #expect(clocks.text(waiting: true, at: 145) == "question time is up, +0:15")
        #expect(clocks.text(waiting: false, at: 145) == nil, "answered: no question clock")
        clocks.show(step: 0, at: 150)
        #expect(clocks.text(waiting: true, at: 150) == "question time is up, +0:20", "the same step keeps its clock")
        clocks.show(step: 1, at: 150)
        #expect(clocks.text(waiting: true, at: 160) == "question 0:20 left")
    }

    @Test func pPausesBothClocks_andTheyGoOnFromWhereTheyStood() throws {
        let lesson = try #require(ClassTimer("45"))
        let question = try #require(QuestionTimer("60"))
        var clocks = DemoClocks(lesson: lesson, question: question, step: 2, at: 0)
        #expect(clocks.pausable)
        clocks.togglePause(at: 10)
        #expect(clocks.isPaused)
        #expect(clocks.text(waiting: true, at: 500) == "paused · 44:50 left · question 0:50 left")
        // A step shown while paused starts paused.
        clocks.show(step: 3, at: 600)
        #expect(clocks.text(waiting: true, at: 700) == "paused · 44:50 left · question 1:00 left")
        clocks.togglePause(at: 700)
        #expect(clocks.text(waiting: true, at: 705) == "44:45 left · question 0:55 left")
        #expect(!DemoClocks(lesson: nil, question: nil, step: 0, at: 0).pausable)
        #expect(DemoClocks(lesson: nil, question: nil, step: 0, at: 0).text(waiting: true, at: 9) == nil)
    }

    @Test(arguments: ["4", "0", "-5", "3601", "1.5", "", "1e3", "ten"])
    func refusesWhatIsNoQuestionTime(_ text: String) {
        #expect(QuestionTimer(text) == nil)
    }
}
