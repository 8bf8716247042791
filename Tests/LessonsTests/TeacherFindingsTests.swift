import LabText
import LayoutCore
import LessonScreens
import Lessons
import Rendering
import Testing
import Workbench

/// What a teacher met presenting and writing lessons, each kept by a test: the reveal shows the
/// moment asked about, and validate's messages help rather than mislead.
@Suite("a teacher's findings")
struct TeacherFindingsTests {
    static func lesson(_ text: String, file: String = "t.lesson") throws -> Lesson {
        try #require(LessonParser.parse(text, file: file, keepingErrors: true).lesson)
    }

    static func messages(_ text: String, file: String = "t.lesson") -> [String] {
        LessonValidator().validate([(path: file, text: text)]).diagnostics.map(\.message)
    }

    @Test func aPredictionOfWhereAScrollRests_revealsItAtRest() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "snapping-carousel"))
        let step = try #require(lesson.steps.first { $0.check?.answer?.text == "target(offset)" })
        let workspace = StepScript.setUp(step.setup).workspace
        let reveal = StepReveal.of(try #require(step.check), on: workspace)
        #expect(reveal.caption == "At rest, after the release:")
        #expect(reveal.picture?.collection?.contentOffset == 52)
        #expect(workspace.collection?.contentOffset == 30)
    }

    @Test func aTaskWithAnEveryGoal_revealsTheWidthThatFailedBefore() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "wrapping-edge-cases"))
        let step = try #require(lesson.steps.first { $0.check?.goal?.text.contains("every width") == true })
        let workspace = StepScript.setUp(step.setup).workspace
        let reveal = StepReveal.of(try #require(step.check), on: workspace)
        let caption = try #require(reveal.caption)
        #expect(caption.hasPrefix("After the solution, at width "))
        #expect(reveal.lines.contains { $0.hasPrefix("Before it, the goal failed first at width ") })
        #expect(reveal.picture?.proposal.width != workspace.proposal.width)
    }

    @Test func aTasksReveal_drawsOnePicture() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "spacing-options"))
        let index = try #require(lesson.steps.firstIndex { $0.check?.kind == .task })
        var state = DemoState(step: index)
        state.revealed = true
        let lines = DemoScreen(lesson: lesson, options: RenderOptions(), window: (120, 40)).lines(state)
        #expect(lines.filter { $0.contains("╔") }.count == 1)
        #expect(lines.contains("After the solution:"))
    }

    @Test func aLiteralAnswerAboutARelease_isPointedAtTheRelease() {
        let text = """
            id: t
            title: T
            version: 1

            == One
            > layout snap-carousel
            > set items 5
            > scroll 30
            predict: Let go here: which card will rest in the middle?
            answer: 1
            hint: h
            """
        #expect(Self.messages(text).contains { $0.hasSuffix("such as centredafter(offset)") })
    }

    @Test func choicesAreReadAsAnswersAre() {
        let text = """
            id: t
            title: T
            version: 1

            == One
            > set width 10
            > add Swift
            > add Layout
            > add Flow
            predict: Which row is Flow on? Rows count from 0.
            choice: row 0
            choice: row 1
            choice: row 2
            answer: row(Flow)
            hint: h
            """
        #expect(Self.messages(text).isEmpty, "\(Self.messages(text))")
        let lesson = try! Self.lesson(text)
        let workspace = StepScript.setUp(lesson.steps[0].setup).workspace
        #expect(StepReveal.of(lesson.steps[0].check!, on: workspace).lines.first == "Answer: c) row 2 (2)")
    }

    @Test func theIdAdvice_neverProposesAShippedId() {
        let text = "id: my-basics\ntitle: T\nversion: 1\n\n== One\nWords.\n"
        let said = LessonValidator().validate(
            [(path: "/tmp/flow-basics.lesson", text: text)], shipped: .builtIn
        ).diagnostics.map(\.message)
        #expect(
            said.contains { $0.hasSuffix("so name the file my-basics.lesson (flow-basics is a shipped lesson's id)") })
        #expect(!said.contains { $0.contains("write 'id: flow-basics'") })
    }

    @Test func aWarningIsSaidOfItsOwnStep() {
        let text = """
            id: t
            title: T
            version: 1

            == One
            > add Swift
            predict: What is the width of Swift?
            answer: w(Swift)

            == Two
            Just words.
            """
        let noHints = LessonValidator().validate([(path: "t.lesson", text: text)]).diagnostics.filter {
            $0.code == .noHints
        }
        #expect(noHints.map(\.step) == [0])
    }
}
