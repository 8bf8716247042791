import LabSupport
import Testing
import Workbench

@testable import Lessons

/// `LessonTurn.reduce` alone: a state and the facts built here, an event, and the state, reply
/// and writes that come back. No store, no clock and no file: what a command would save is a
/// value to compare.
@Suite("a lesson's turn")
struct LessonTurnTests {
    static func facts(
        saved: [String: LessonProgress] = [:], exercises: [String: ExerciseProgress] = [:], now: Double = 0,
        files: [String: Result<String, Diagnostic>] = [:]
    ) throws -> LessonFacts {
        LessonFacts(
            library: LessonLibrary(lessons: [try LessonStateTests.lesson]), saved: saved, exercises: exercises,
            now: now, files: files)
    }

    static func command(_ command: LessonCommand) -> LessonEvent { LessonTakerTests.command(command) }

    /// The turns of a short session, row by row: each the event, the time, and the writes it
    /// decides. The state each leaves is the next row's.
    @Test func eachTurn_returnsTheWritesItDecides() throws {
        let lesson = try LessonStateTests.lesson
        var right = StepResult(.correct, wrongAnswers: 1, firstWrongAnswer: "5")
        right.wrongTyped = ["5"]
        let rows: [(LessonEvent, Double, [LessonWrite], String)] = [
            (Self.command(.open("tiny")), 10, [.progress(lesson, .at(step: 0))], "open"),
            (
                Self.command(.answer("5")), 20,
                [.progress(lesson, .attempts(step: 0, StepAttempts(wrongAnswers: 1, hintsSeen: 0, wrongTyped: ["5"])))],
                "a wrong answer"
            ),
            (
                Self.command(.answer("8")), 70,
                [
                    .progress(
                        lesson,
                        .checkDone(step: 0, right, seconds: 60, predictionInView: false))
                ], "the right answer, 60 s after the step opened"
            ),
            (Self.command(.next), 80, [.progress(lesson, .at(step: 1))], "next"),
            (Self.command(.restart), 90, [], "restart, asked"),
            (.otherLine, 90, [], "another line"),
            (Self.command(.hint), 95, [.progress(lesson, .attempts(step: 1, StepAttempts(hintsSeen: 1)))], "a hint"),
            (Self.command(.close), 99, [], "close"),
        ]
        var state = LessonState()
        for (event, now, writes, name) in rows {
            let outcome = LessonTurn.reduce(state, event, try Self.facts(now: now))
            _ = try outcome.reply.get()
            #expect(outcome.writes == writes, "\(name)")
            state = outcome.state
        }
        #expect(state.lesson == nil)
    }

    /// The progress read for the turn decides where the lesson opens; nothing is written for
    /// a reading.
    @Test func theSavedProgress_opensTheLessonWhereItWasLeft() throws {
        let saved = ["tiny": LessonProgress(version: 1, step: 2, completed: false, results: [0: StepResult(.correct)])]
        let outcome = LessonTurn.reduce(LessonState(), Self.command(.open("tiny")), try Self.facts(saved: saved))
        let reply = try outcome.reply.get()
        #expect(outcome.state.stepIndex == 2 && outcome.state.doneSteps == [0])
        #expect(LessonTakerTests.names(reply).contains("opened"))
        #expect(outcome.writes == [.progress(try LessonStateTests.lesson, .at(step: 2))])
    }

    /// A refused command is still a turn: the asking ends, and nothing is written.
    @Test func aRefusedCommand_endsTheAsking_andWritesNothing() throws {
        var state = LessonTurn.reduce(LessonState(), Self.command(.open("tiny")), try Self.facts()).state
        state = LessonTurn.reduce(state, Self.command(.restart), try Self.facts()).state
        #expect(state.awaitsConfirmation)
        let refused = LessonTurn.reduce(state, Self.command(.goto(9)), try Self.facts())
        #expect(throws: LessonError.noStep(9, count: 4)) { try refused.reply.get() }
        #expect(!refused.state.awaitsConfirmation && refused.writes.isEmpty)
    }

    /// `reset` of a lesson not open, asked twice, is a forget for the store to make; a preview
    /// writes nothing at all.
    @Test func reset_isAForget_andAPreviewWritesNothing() throws {
        let facts = try Self.facts(saved: ["tiny": LessonProgress(version: 1)])
        let asked = LessonTurn.reduce(LessonState(), Self.command(.reset("tiny")), facts)
        #expect(asked.writes.isEmpty)
        let confirmed = LessonTurn.reduce(asked.state, Self.command(.reset("TINY")), facts)
        #expect(confirmed.writes == [.forget(lessonID: "tiny")])
        var state = LessonTurn.reduce(LessonState(), Self.command(.preview("tiny", step: 1)), facts).state
        for event in [Self.command(.answer("8")), Self.command(.next), Self.command(.skip)] {
            let outcome = LessonTurn.reduce(state, event, facts)
            #expect(outcome.writes.isEmpty)
            state = outcome.state
        }
    }

    /// A lesson opened by its path is read from the facts, not from the disk.
    @Test func aLessonFile_comesFromTheFacts() throws {
        let text = LessonTakerTests.lessonText.replacingOccurrences(of: "id: tiny", with: "id: mine")
        let facts = try Self.facts(files: ["/nowhere/mine.lesson": .success(text)])
        let outcome = LessonTurn.reduce(LessonState(), Self.command(.open("/nowhere/mine.lesson")), facts)
        _ = try outcome.reply.get()
        #expect(outcome.state.lesson?.id == "mine")
        let unread = LessonTurn.reduce(LessonState(), Self.command(.open("/nowhere/other.lesson")), facts)
        #expect(throws: LessonError.self) { try unread.reply.get() }
    }

    /// A turn reads what it has written so far as saved: a right answer's result is in the
    /// progress it reads next (as the recap after a lesson's last `next` does).
    @Test func aTurnReadsItsOwnWrites() throws {
        var turn = LessonTurn(state: LessonState(), facts: try Self.facts())
        _ = try turn.handle(.open("tiny"), current: Workspace(), confirmed: false)
        _ = try turn.handle(.answer("8"), current: Workspace(), confirmed: false)
        #expect(turn.loadProgress().progress["tiny"]?.results[0]?.outcome == .correct)
    }

    /// A wrong answer is said back as it was read when it came in words ("it's 9" is 9), and as
    /// typed when it is a number already (3/2 stays 3/2).
    @Test(arguments: [("it's 9", "9"), ("nine", "9"), ("3/2", "3/2"), ("9", "9")])
    func aWrongAnswer_isSaidBackAsItWasRead(typed: String, said: String) throws {
        let opened = LessonTurn.reduce(LessonState(), Self.command(.open("tiny")), try Self.facts()).state
        let reply = try LessonTurn.reduce(opened, Self.command(.answer(typed)), try Self.facts()).reply.get()
        guard case .answered(.wrong(let back, _, _, _))? = reply.happenings.first else {
            Issue.record("not a wrong answer: \(reply.happenings)")
            return
        }
        #expect(back == said)
    }

    /// A notice the step does not wait for is turned with no facts at all (the taker reads
    /// nothing for it): it comes out as it would with every fact.
    @Test func aNoticeThatNeedsNoFacts_turnsTheSameWithout() throws {
        let none = LessonFacts(library: LessonLibrary(lessons: []))
        for step in [0, 1, 3] {
            var state = LessonTurn.reduce(
                LessonState(), Self.command(.preview("tiny", step: step + 1)), try Self.facts()
            )
            .state
            state.isPreview = false
            for event in [LessonEvent.otherLine, .changed(Workspace()), .exercisePassed("flow")] {
                #expect(!LessonFacts.needed(for: event, in: state), "step \(step + 1): \(event)")
                let without = LessonTurn.reduce(state, event, none)
                let with = LessonTurn.reduce(state, event, try Self.facts(now: 50))
                #expect(without.state == with.state && without.reply == with.reply && without.writes == with.writes)
            }
        }
        let task = LessonTurn.reduce(LessonState(), Self.command(.preview("tiny", step: 3)), try Self.facts()).state
        #expect(LessonFacts.needed(for: .changed(Workspace()), in: task))
        #expect(LessonFacts.needed(for: Self.command(.progress), in: LessonState()))
    }
}
