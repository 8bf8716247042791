import Foundation
import LayoutCore
import Rendering
import TestSupport
import Testing
import Workbench

@testable import Lessons

/// A walk check: the layout's own code stopped at a statement, a question about that moment,
/// the answer worked out from the walk and kept off the screen until it is given.
@Suite("walk questions")
struct WalkQuestionTests {
    static let lessonText = """
        id: walks
        title: Walks
        version: 1

        == The guard
        > layout flow
        > set width 6
        > add Swift
        > add UI
        walk: Which line runs next?
        stop: if x + size.width > maxWidth, x > 0 { | item 0 | phase sizeThatFits
        ask: next line
        mistake: otherline => Both parts must hold.
        hint: x > 0 too.

        == lineY
        > layout anchored
        > set width 10
        > add A 4x1
        > add B 8x2
        > add C 3x1
        walk: What is lineY when C is placed?
        stop: at: position, anchor | item 2
        ask: lineY
        hint: The lines' heights, added up.
        """

    static func taker() throws -> LessonTaker { try LessonTakerTests.taker(lessonText) }

    static func command(_ command: LessonCommand) -> LessonEvent { .command(command, current: Workspace()) }

    /// The walk's own why and the author's explanation are said once when they say the same
    /// (the carousel's "Int(66 / 52) = 1" came twice, back to back).
    @Test func anExplanationSayingTheSame_isNotPrecededByTheWalksWords() {
        let carousel = WalkStep(
            function: "targetContentOffset(", code: "let index = Int(contentCenterX / imaginaryItemWidth)",
            says: "the imaginary card under the middle", decision: "Int(66 / 52) = 1")
        #expect(LessonTurn.repeats("Int(66 / 52) = 1: the card whose slot holds the middle.", carousel))
        #expect(!LessonTurn.repeats("The scroll rests at 1 × 52.", carousel))
        let programme = WalkStep(
            function: "chooseBestBreak(", code: "if candidateCost < costs[end] {", says: "a last line priced",
            decision: "costs[2] 89 + 8² + bias 15 = 168 < 195 → true")
        #expect(LessonTurn.repeats("costs[2] 89 + 8² + 5 × 3 = 168, less than the 195 of ending with D.", programme))
        let anchored = WalkStep(
            function: "placeSubviews(", code: "if lineX + cache.sizes[index].width > (proposal.width ?? 0) {",
            says: "even the first item wraps: there is no guard for the first of a line",
            decision: "lineX + cache.sizes[index].width > proposal.width: 0 + 7 > 6 → true")
        #expect(LessonTurn.repeats("With no guard, even the first item wraps: lineY grows.", anchored))
        #expect(!LessonTurn.repeats("lineY grows by the line's height.", anchored))
    }

    @Test func theAnswer_comesFromTheWalk_andTheWhyFollowsIt() throws {
        let taker = try Self.taker()
        _ = try taker.handle(Self.command(.open("walks")))
        #expect(taker.state.awaitsAnswer)
        // The lines as the listing numbers them: the block's first, and the one after it.
        let listing = "Exercises/flow/Solution.swift"
        let other = try RepositoryFile.line(of: "                x = 0", in: listing).line
        let next = try RepositoryFile.line(of: "placements.append(Placement(index: i", in: listing).line
        let mistaken = try taker.handle(Self.command(.answer("\(other)")))
        guard case .answered(.wrong(_, let mistake, _, _)) = mistaken.happenings.first else {
            Issue.record("\(other) was not wrong: \(mistaken.happenings)")
            return
        }
        #expect(mistake == "Both parts must hold.")
        let right = try taker.handle(Self.command(.answer("line \(next)")))
        guard case .answered(.right(let value, let explanation, _)) = right.happenings.first else {
            Issue.record("\(next) was not right: \(right.happenings)")
            return
        }
        #expect(value == .number(Double(next)))
        #expect(
            explanation?.hasPrefix(
                "At line \(other - 1), x + size.width > maxWidth: 0 + 7 > 6 → true, x > 0: 0 > 0 → false")
                == true)
        _ = try taker.handle(Self.command(.next))
        let skipped = try taker.handle(Self.command(.skip))
        guard case .skipped(let skip) = skipped.happenings.first else {
            Issue.record("no skip: \(skipped.happenings)")
            return
        }
        #expect(skip.answer == .number(3))
    }

    /// While the question waits, the screen shows the code and the variables, not the answer.
    @Test func theScreen_keepsTheAnswerBack() throws {
        let lesson = try #require(LessonParser.parse(Self.lessonText, file: "walks.lesson").lesson)
        let guardStep = lesson.steps[0]
        let (workspace, _) = StepScript.setUp(guardStep.setup)
        let question = try #require(guardStep.check?.walk)
        let screen = try question.screen(workspace, options: RenderOptions(maxColumns: 80), height: 18)
        let text = screen.joined(separator: "\n")
        let guardLine = try RepositoryFile.line(
            of: "if x + size.width > maxWidth, x > 0 {", in: "Exercises/flow/Solution.swift")
        #expect(text.contains("▶ \(guardLine.line) │             if x + size.width > maxWidth, x > 0 {"))
        #expect(!text.contains("→ true") && !text.contains("it stays") && !text.contains("new row"))
        let lineY = lesson.steps[1]
        let (anchored, _) = StepScript.setUp(lineY.setup)
        let asked = try #require(lineY.check?.walk).screen(anchored, options: RenderOptions(maxColumns: 80), height: 18)
        #expect(asked.contains { $0.contains("lineY ?") })
        #expect(!asked.contains { $0.contains("╔") }, "a variable question draws no picture: \(asked)")
    }

    /// A stop past the steps a walk keeps was "never reached": the walk names its cut now.
    @Test func aStopPastTheWalksLastKeptStep_namesTheCut() throws {
        var workspace = Workspace()
        for line in ["layout flow", "set width 6"] + (0..<3_000).map({ "add T\($0) 1x1" }) {
            try StepScript.run(line, on: &workspace)
        }
        let question = WalkQuestion(
            stop: .init(code: "x + size.width > maxWidth", item: 2_999, line: 1, column: 1), ask: .nextLine, askLine: 2)
        do {
            _ = try question.setting(workspace)
            Issue.record("a stop past the cut was found")
        } catch {
            #expect(
                error.message.hasPrefix("the walk stops keeping steps after 5000 (this layout runs longer)"), "\(error)"
            )
        }
    }

    static let yoursText = """
        id: yours
        title: Yours
        version: 1

        == Write it
        > layout flow
        exercise: flow
        hint: Walk the subviews.

        == Your test
        > layout flow
        > set width 11
        > add A 4x1
        > add B 6x1
        walk: Which line of your file runs next?
        stop: Your  Test | item 1 | phase placeSubviews
        ask: next line
        hint: Does B fit?
        """

    /// `stop: your test` walks the learner's own exercise file: after the exercise step, and
    /// asking which of their lines runs next (their variables have names of their own).
    @Test func yourTest_isReadAfterTheExercise_andAsksTheNextLine() throws {
        let parsed = LessonParser.parse(Self.yoursText, file: "yours.lesson")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let lesson = try #require(parsed.lesson)
        #expect(lesson.exerciseID == "flow")
        let stop = try #require(lesson.steps[1].check?.walk?.stop)
        #expect(stop.yours && stop.item == 1 && stop.phase == .placeSubviews)
        // Before the exercise step, or asking a variable: said where, with what to do.
        let early = Self.yoursText.replacingOccurrences(of: "exercise: flow", with: "question: Ready?\nanswer: 1")
        #expect(
            LessonParser.parse(early, file: "yours.lesson").diagnostics.map(\.code).contains(.walkYours))
        let variable = Self.yoursText.replacingOccurrences(of: "ask: next line", with: "ask: x")
        let diagnostics = LessonParser.parse(variable, file: "yours.lesson").diagnostics
        #expect(diagnostics.contains { $0.code == .walkYours && $0.message.contains("asks next line") })
    }

    /// Before the lab has seen the learner's file, the question waits and says what to do —
    /// not "please report the lesson".
    @Test func yourTest_withoutYourFile_saysToCheckItFirst() throws {
        let folder = TemporaryFolder.path("yours")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.yoursText.write(toFile: folder + "/yours.lesson", atomically: true, encoding: .utf8)
        let taker = LessonTaker(
            library: LessonLibrary(folders: [folder], includeShipped: false), store: ProgressStore(directory: folder))
        _ = try taker.handle(Self.command(.open("yours")))
        _ = try taker.handle(Self.command(.skip))
        _ = try taker.handle(Self.command(.next))
        #expect(taker.yourFile == nil)
        do {
            _ = try taker.handle(Self.command(.answer("43")))
            Issue.record("answered without the learner's file")
        } catch {
            #expect(error == .yourCodeNotWalked(WalkQuestion.noFileYet))
        }
        // A skip there gives no answer and says why, and not the explanation of what the walk
        // found ("The walk answered from your own code" was said of no walk at all).
        let skipped = try taker.handle(Self.command(.skip)).happenings.first
        guard case .skipped(let skip)? = skipped else {
            Issue.record("no skip: \(String(describing: skipped))")
            return
        }
        #expect(skip.answer == nil && skip.explanation == nil)
        #expect(skip.unanswered == LessonError.yourCodeNotWalked(WalkQuestion.noFileYet).message)
        // Once a check compiled their file, it is theirs for the lesson (kept in progress.json).
        taker.store.recordCheck(of: "flow", passed: false, file: "/somewhere/flow.swift")
        #expect(taker.yourFile == "/somewhere/flow.swift")
        #expect(ProgressStore(directory: folder).exercises()["flow"]?.file == "/somewhere/flow.swift")
    }
}
