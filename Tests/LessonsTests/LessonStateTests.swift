import Testing
import Workbench

@testable import Lessons

/// The lesson in hand as a value: states built in the test, no file read or written, and what
/// each says; then the taker's transitions, each a row: the state before, an event, the state after.
@Suite("the lesson's state")
struct LessonStateTests {
    static var lesson: Lesson {
        get throws { try #require(LessonParser.parse(LessonTakerTests.lessonText, file: "tiny.lesson").lesson) }
    }

    static func state(at step: Int, done: Bool = false) throws -> LessonState {
        var state = LessonState()
        state.lesson = try lesson
        state.stepIndex = step
        state.checkDone = done
        return state
    }

    /// What each step's state waits for, and what it keeps back.
    @Test(arguments: [
        (0, false, "tiny 1/4> ", Check.Kind?.some(.question), true, false),
        (1, false, "tiny 2/4> ", .some(.predict), true, true),
        (2, false, "tiny 3/4> ", .some(.task), false, false),
        (3, false, "tiny 4/4> ", nil, false, false),
        (1, true, "tiny 2/4> ", nil, false, false),
    ])
    func aStepsState_saysWhatItWaitsFor(
        step: Int, done: Bool, prompt: String, waiting: Check.Kind?, answers: Bool, hides: Bool
    ) throws {
        let state = try Self.state(at: step, done: done)
        #expect(state.prompt == prompt)
        #expect(state.waitingCheck == waiting)
        #expect(state.awaitsAnswer == answers)
        #expect(state.hidesPicture == hides)
        #expect(LessonState().prompt == "layoutlab> ")
    }

    /// Leaving a step keeps what was tried there; coming back brings it back, a new step starts clean.
    @Test func movingKeepsEachStepsTries() throws {
        var state = try Self.state(at: 0)
        state.tries = StepTries(wrongAnswers: 2, hintsShown: 1, firstWrongAnswer: "7", wrongTyped: ["7", "9"])
        state.move(to: 1)
        #expect(state.stepIndex == 1 && state.tries == StepTries())
        state.move(to: 0)
        #expect(state.tries.wrongTyped == ["7", "9"] && state.tries.hintsShown == 1)
        state.doneSteps = [0]
        state.forgetTries()
        #expect(state.tries == StepTries() && state.triesByStep.isEmpty && state.doneSteps.isEmpty)
    }

    /// The taker's transitions, read off its state: each row an event and the state after it.
    @Test func theTakersTransitions() throws {
        let taker = try LessonTakerTests.taker()
        let rows: [(LessonEvent, (LessonState) -> Bool, String)] = [
            (LessonTakerTests.open, { $0.stepIndex == 0 && $0.waitingCheck == .question }, "open"),
            (
                LessonTakerTests.command(.answer("5")),
                { $0.tries.wrongAnswers == 1 && $0.tries.firstWrongAnswer == "5" }, "wrong"
            ),
            (LessonTakerTests.command(.hint), { $0.tries.hintsShown == 1 }, "hint"),
            (LessonTakerTests.command(.answer("8")), { $0.checkDone && $0.doneSteps == [0] }, "right"),
            (
                LessonTakerTests.command(.next), { $0.stepIndex == 1 && $0.hidesPicture && $0.tries == StepTries() },
                "next"
            ),
            (LessonTakerTests.command(.back), { $0.stepIndex == 0 && $0.tries.wrongAnswers == 1 }, "back"),
            (LessonTakerTests.command(.restart), { $0.awaitsConfirmation }, "restart asked"),
            (.otherLine, { !$0.awaitsConfirmation && $0.doneSteps == [0] }, "another line"),
            (LessonTakerTests.command(.restart), { $0.awaitsConfirmation }, "restart asked again"),
            (
                LessonTakerTests.command(.restart),
                { $0.doneSteps.isEmpty && $0.stepIndex == 0 && $0.tries == StepTries() }, "restarted"
            ),
            (LessonTakerTests.command(.close), { $0.lesson == nil }, "closed"),
        ]
        for (event, holds, name) in rows {
            _ = try taker.handle(event)
            #expect(
                holds(taker.state),
                "after \(name): \(taker.state.stepIndex) \(taker.state.tries) \(taker.state.doneSteps)")
        }
    }
}
