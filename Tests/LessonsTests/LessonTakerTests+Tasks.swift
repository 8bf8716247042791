import Foundation
import LayoutCore
import LessonScreens
import TestSupport
import Testing
import Workbench

@testable import Lessons

/// Tasks and their goals, progress across versions, closing, results, choices in words,
/// `why` and `reload`: more rows of the taker's table.
extension LessonTakerTests {
    @Test func aTask_isSolvedByAChangedWorkspace_andTheStepsLoadTheirOwn() throws {
        let taker = try Self.taker()
        _ = try taker.handle(Self.open)
        _ = try taker.handle(Self.command(.skip))
        _ = try taker.handle(Self.command(.next))
        _ = try taker.handle(Self.command(.skip))
        let entered = try taker.handle(Self.command(.next))
        var workspace = try #require(entered.load)
        #expect(workspace.items.count == 2)
        workspace.proposal.width = 10
        #expect(Self.names(try taker.handle(.changed(workspace))) == ["solved", "goOn"])
    }

    /// The parts of a goal that hold when the step opens are what the task asks to keep: a
    /// change that breaks one is said at once, with its values, and said again only after it
    /// held once more; the step's own setup and the parts that never held say nothing.
    @Test func breakingWhatATaskKeeps_isSaidAtOnce() throws {
        let taker = try Self.taker(
            """
            id: rules
            title: Rules
            version: 1

            == Keep it centred
            > set width 20
            > set align center
            > add Wide 30x1
            task: Keep Wide inside, without changing the alignment or the width.
            goal: x(Wide) == 0 and align == "center" and proposedwidth == 20
            solution: set safe-align on
            hint: safe-align.
            """)
        let start = try #require(try taker.handle(Self.command(.open("rules"))).load)
        var workspace = start
        workspace.configuration.alignment = .topLeading
        #expect(
            Self.names(try taker.handle(.changed(workspace))) == [
                #"broken align to stay "center" (it is "topLeading" now)"#
            ])
        // Still broken, and the width broken too: only the new one is said.
        workspace.proposal.width = 25
        #expect(
            Self.names(try taker.handle(.changed(workspace))) == [
                "broken proposedwidth to stay 20 (it is 25 now)"
            ])
        // Mended, then broken again: said again.
        #expect(Self.names(try taker.handle(.changed(start))).isEmpty)
        #expect(Self.names(try taker.handle(.changed(workspace))).count == 2)
        // Solved while the shell's picture is stale: said before "done".
        var solved = start
        solved.configuration.variants.insert(.safeAlign)
        #expect(Self.names(try taker.handle(.changed(solved, pictureIsStale: true))) == ["stale", "solved", "last"])
    }

    /// A question about the layout at another width shows that layout once answered: the
    /// step's own picture could not.
    @Test func aQuestionAboutAnotherWidth_showsTheLayoutAtThatWidth() throws {
        let one = try ExpressionParser.parse("heightat(12) + 0")
        #expect(LessonTurn.otherWidth(in: one) == 12)
        #expect(LessonTurn.otherWidth(in: try ExpressionParser.parse("rowsat(10) - rowsat(20)")) == nil)
        #expect(LessonTurn.otherWidth(in: try ExpressionParser.parse("rows")) == nil)
    }

    /// A goal the learner's changes make impossible to work out (here an `every` over more
    /// values than it may try) is said to be so, once per reason, instead of never finishing
    /// the task without a word.
    @Test func aGoalThatCannotBeWorkedOut_isSaidOnce() throws {
        let taker = try Self.taker(
            """
            id: goal
            title: Goal
            version: 1

            == Wide enough
            > set width 5
            > add Swift
            task: Make the container wide enough for Swift at any width up to the one you set.
            goal: width >= 7 and every width from 7 to width: rows == 1
            solution: set width 20
            hint: set width.
            """)
        var workspace = try #require(try taker.handle(Self.command(.open("goal"))).load)
        workspace.proposal.width = 1_000_000
        // At the step's own setup (width 5) 'width >= 7' decides and the range is not worked out;
        // after the learner's change to a range too long to try, it is said once.
        let said = try taker.handle(.changed(workspace))
        #expect(Self.names(said) == ["goalNotChecked"])
        let line = LessonPresenter(width: nil, picture: { _, _ in [] }).lines(said).joined()
        #expect(line.hasPrefix("note: the goal is not checked with the layout as it is now (every tries at most 5000"))
        workspace.proposal.width = 900_000
        #expect(Self.names(try taker.handle(.changed(workspace))).isEmpty)
        workspace.proposal.width = 20
        #expect(Self.names(try taker.handle(.changed(workspace))) == ["solved", "last"])
    }

    /// `progress` agrees with `lessons`: results kept for another version of a lesson are for
    /// steps that have moved, and are not counted (found in a trial: "done, 8 of 8" beside "not
    /// started").
    @Test func progressFromAnotherVersion_isNotCounted() throws {
        let taker = try Self.taker()
        _ = taker.store.update("tiny") {
            $0 = LessonProgress(version: 7, step: 3, completed: true, results: [0: .solved])
        }
        let lines = LessonPresenter(width: nil, picture: { _, _ in [] }).lines(
            try taker.handle(Self.command(.progress)))
        #expect(
            lines == [
                "Progress:",
                "  tiny: progress from version 7; the lesson is now version 1, so open starts it again",
            ])
    }

    @Test func closing_givesTheLearnersOwnWorkspaceBack() throws {
        let taker = try Self.taker()
        var mine = Workspace()
        mine.proposal.width = 77
        _ = try taker.handle(.command(.open("tiny"), current: mine))
        #expect(try taker.handle(Self.command(.close)).load == mine)
    }

    /// What the progress file keeps for the tiny lesson after a script of events.
    static func results(after script: [LessonEvent]) throws -> [Int: StepResult] {
        let taker = try Self.taker()
        for event in script { _ = try taker.handle(event) }
        guard case .progress(let progress)? = try taker.handle(Self.command(.progress)).happenings.first else {
            return [:]
        }
        return progress.entries.first?.progress.results ?? [:]
    }

    @Test func results_sayWhatWasRightTheFirstTime() throws {
        #expect(try Self.results(after: [Self.open, Self.command(.answer("8"))]) == [0: .correct])
        // The first wrong answer is kept for every kind of question (a choice's was lost).
        var once = StepResult(.correct, wrongAnswers: 1, firstWrongAnswer: "7")
        once.wrongTyped = ["7"]
        #expect(
            try Self.results(after: [Self.open, Self.command(.answer("7")), Self.command(.answer("8"))]) == [0: once])
        #expect(
            try Self.results(after: [Self.open, Self.command(.hint), Self.command(.answer("8"))])
                == [0: StepResult(.correct, hintsSeen: 1)])
        // An unreadable answer is no mistake.
        #expect(
            try Self.results(after: [Self.open, Self.command(.answer("somewhere")), Self.command(.answer("8"))])
                == [0: .correct])
        // A prediction keeps its first wrong answer: what the learner expected.
        let predicted = try Self.results(after: [
            Self.open, Self.command(.skip), Self.command(.next), Self.command(.answer("0")),
            Self.command(.answer("2")), Self.command(.answer("1")),
        ])
        // And every wrong answer typed, in order, for a teacher's results.
        var twice = StepResult(.correct, wrongAnswers: 2, firstWrongAnswer: "0")
        twice.wrongTyped = ["0", "2"]
        #expect(predicted[1] == twice)
        // Leaving a step and coming back does not make a first try of it again.
        let returned = try Self.results(after: [
            Self.open, Self.command(.answer("7")), Self.command(.skip), Self.command(.next),
            Self.command(.goto(1)), Self.command(.answer("8")),
        ])
        #expect(returned[0]?.isFirstTry == false)
        // Nor does answering after a skip showed the answer.
        let afterSkip = try Self.results(after: [
            Self.open, Self.command(.skip), Self.command(.next), Self.command(.goto(1)), Self.command(.answer("8")),
        ])
        #expect(afterSkip[0] == StepResult(.correct, sawAnswer: true))
    }

    @Test func choices_canBeSaidInWords() throws {
        let text = """
            id: choose
            title: Choose
            version: 1

            == Rows
            > set width 10
            > add Swift
            > add Layout
            question: How many rows?
            choice: 1
            choice: 2
            answer: rows
            hint: Count them.

            == Wraps
            > add Swift
            question: Does Swift wrap?
            choice: yes
            choice: no
            answer: rows > 1
            hint: One tag.
            """
        let taker = try Self.taker(text)
        _ = try taker.handle(Self.command(.open("choose")))
        #expect(Self.names(try taker.handle(Self.command(.answer("2 rows")))) == ["right", "goOn"])
        _ = try taker.handle(Self.command(.next))
        let reply = try taker.handle(Self.command(.answer("nope")))
        #expect(Self.names(reply) == ["right", "last"], "\(reply)")
    }

    @Test func answersAreKept_andASkipNeverLowersThem() throws {
        let taker = try Self.taker()
        _ = try taker.handle(Self.open)
        _ = try taker.handle(Self.command(.answer("8")))
        _ = try taker.handle(Self.command(.goto(1)))
        _ = try taker.handle(Self.command(.skip))
        let report = try taker.handle(Self.command(.progress))
        guard case .progress(let progress)? = report.happenings.first else {
            Issue.record("no progress")
            return
        }
        #expect(progress.entries.first?.progress.results == [0: .correct])
    }

    /// `why` in a task: the part of the goal that is false, with its values; then that it holds.
    @Test func why_saysWhichPartOfTheGoalIsStillFalse() throws {
        let taker = try Self.taker()
        _ = try taker.handle(Self.command(.preview("tiny", step: 3)))
        var two = Workspace()
        for line in ["add Swift", "add Layout"] { try StepScript.run(line, on: &two) }
        let asked = try taker.handle(.command(.why, current: two))
        #expect(Self.names(asked) == ["notYet rows is 1; the goal wants 2"])
        _ = try taker.handle(Self.command(.goto(1)))
        #expect(throws: LessonError.whyIsForTasks(.question)) { try taker.handle(Self.command(.why)) }
    }

    /// `reload` in preview reads the file again and stays on the step; a broken file changes
    /// nothing and lists its problems; outside a preview it is refused.
    @Test func reload_readsTheFileAgain_andKeepsTheLessonWhenItIsBroken() throws {
        let taker = try Self.taker()
        let file = try #require(taker.library.lesson(id: "tiny")).file
        _ = try taker.handle(Self.command(.preview("tiny", step: 3)))
        try Self.lessonText.replacingOccurrences(of: "== Narrow it", with: "== Narrow it now").write(
            toFile: file, atomically: true, encoding: .utf8)
        let reloaded = try taker.handle(Self.command(.reload))
        #expect(Self.names(reloaded).prefix(2) == ["reloaded 3", "entered 3"])
        #expect(taker.state.lesson?.steps[2].title == "Narrow it now")
        try "id: tiny\ntitle: Tiny\nversion: 1\n\n== One\nquestion: What?\nanswr: 3\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let refused = try taker.handle(Self.command(.reload))
        #expect(Self.names(refused) == ["reloadRefused 1"])
        #expect(taker.state.lesson?.steps[2].title == "Narrow it now" && taker.state.stepIndex == 2)
        _ = try taker.handle(Self.command(.close))
        _ = try taker.handle(Self.command(.open("tiny")))
        #expect(throws: LessonError.reloadIsForPreview) { try taker.handle(Self.command(.reload)) }
    }
}
