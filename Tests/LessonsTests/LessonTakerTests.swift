import Foundation
import LayoutCore
import LessonScreens
import TestSupport
import Testing
import Workbench

@testable import Lessons

/// The lesson state machine in process: events in, typed happenings out, no shell and no
/// terminal. Each table row is a script of events and what the last one must do.
@Suite("taking a lesson")
struct LessonTakerTests {
    static let lessonText = """
        id: tiny
        title: Tiny
        version: 1

        == Where
        > add Swift
        > add Layout
        question: At which x does Layout start?
        answer: x(Layout)
        mistake: right(Swift) => That is where Swift ends.
        hint: Swift is 7 wide.

        == Guess
        > set width 10
        > add Swift
        > add Layout
        predict: On which row does Layout land?
        answer: row(Layout)
        hint: 7 + 1 + 8 > 10.

        == Narrow it
        > add Swift
        > add Layout
        task: Put Layout on a second row.
        goal: rows == 2
        solution: set width 10
        hint: set width.

        == Done
        That is all.
        """

    /// A taker with only the lesson `text`, the tiny one unless said (read in memory, no file),
    /// and progress in a folder of its own.
    static func taker(_ text: String = lessonText) throws -> LessonTaker {
        let lesson = try #require(LessonParser.parse(text, file: "test.lesson").lesson)
        return LessonTaker(
            library: LessonLibrary(lessons: [lesson]),
            store: ProgressStore(directory: try TemporaryFolder.made("taker")))
    }

    /// The happenings' cases, by name, so rows stay short.
    static func names(_ reply: LessonReply) -> [String] {
        reply.happenings.map { happening in
            switch happening {
            case .listed: "listed"
            case .opened: "opened"
            case .entered(let entry): "entered \(entry.index + 1)\(entry.showsPicture ? "" : " hidden")"
            case .closed: "closed"
            case .finished: "finished"
            case .restartAsked: "restartAsked"
            case .restarted: "restarted"
            case .previewClosed: "previewClosed"
            case .resetAsked: "resetAsked"
            case .reset: "reset"
            case .nothingToReset: "nothingToReset"
            case .warning: "warning"
            case .answered(.right): "right"
            case .answered(.wrong(_, let mistake, let expected, _)):
                "wrong" + (mistake != nil ? " mistake" : "") + (expected.map { " \($0)" } ?? "")
            case .answered(.unreadable(let answer, _, _)): "unreadable \(answer.reason)"
            case .codeTried(let tried): "code \(tried.outcomeSummary)"
            case .solved: "solved"
            case .exerciseDone: "exerciseDone"
            case .solvedUnderStalePicture: "stale"
            case .exercisePassedBefore(let id): "passedBefore \(id)"
            case .ruleBroken(let why): "broken \(why)"
            case .goalNotChecked: "goalNotChecked"
            case .skipped: "skipped"
            case .hint(_, let number, _): "hint \(number)"
            case .noHints: "noHints"
            case .goalNotYet(let why): "notYet \(why ?? "?")"
            case .goalHolds: "goalHolds"
            case .reloaded(_, let step, _): "reloaded \(step + 1)"
            case .reloadRefused(_, let problems): "reloadRefused \(problems.count)"
            case .hintsUsedUp: "hintsUsedUp"
            case .progress: "progress"
            case .reprinted(let entry, let done): "reprinted \(entry.index + 1)\(done ? " done" : "")"
            case .goOn(let last): last ? "last" : "goOn"
            }
        }
    }

    static let open = command(.open("tiny"))

    /// A lesson command, the learner's own workspace empty.
    static func command(_ command: LessonCommand) -> LessonEvent { .command(command, current: Workspace()) }

    @Test(
        arguments: [
            ([open], ["opened", "entered 1"]),
            ([open, command(.answer("7"))], ["wrong mistake"]),
            ([open, command(.answer("seven"))], ["wrong mistake"]),
            ([open, command(.answer("x = 8"))], ["right", "goOn"]),
            ([open, command(.answer("seventeen-ish?"))], ["wrong"]),
            ([open, command(.answer("I am not sure"))], ["unreadable unsure"]),
            ([open, command(.answer("about 8"))], ["right", "goOn"]),
            ([open, command(.answer("somewhere"))], ["unreadable noNumber"]),
            ([open, command(.answer("8.5"))], ["wrong wholeNumber"]),
            ([open, command(.answer("8"))], ["right", "goOn"]),
            ([open, command(.hint), command(.hint)], ["hintsUsedUp"]),
            ([open, command(.answer("8")), command(.next)], ["entered 2 hidden"]),
            ([open, command(.skip), command(.next), command(.answer("1"))], ["right", "goOn"]),
            ([open, command(.skip), command(.next), command(.skip), command(.next)], ["entered 3"]),
            ([open, command(.skip), command(.next), command(.skip), command(.next), .changed(Workspace())], []),
            (
                [
                    open, command(.skip), command(.next), command(.skip), command(.next), command(.skip),
                    command(.next), command(.next),
                ], ["finished"]
            ),
            ([open, command(.restart)], ["restartAsked"]),
            ([open, command(.restart), command(.restart)], ["restarted", "entered 1"]),
            ([open, command(.answer("8")), command(.goto(1))], ["entered 1"]),
            ([open, command(.close)], ["closed"]),
            ([command(.lessons)], ["listed"]),
            ([open, command(.answer("8")), command(.next), command(.step)], ["reprinted 2"]),
            ([open, command(.answer("8")), command(.step)], ["reprinted 1 done"]),
            ([command(.progress)], ["progress"]),
            // Teacher mode: any step, past any check, a restart without asking.
            ([command(.preview("tiny", step: 3))], ["opened", "entered 3"]),
            ([command(.preview("tiny", step: nil)), command(.next)], ["entered 2 hidden"]),
            ([command(.preview("tiny", step: nil)), command(.goto(3))], ["entered 3"]),
            ([command(.preview("tiny", step: 2)), command(.answer("1"))], ["right", "goOn"]),
            ([command(.preview("tiny", step: 2)), command(.restart)], ["restarted", "entered 1"]),
            ([command(.preview("tiny", step: 4)), command(.next)], ["previewClosed"]),
            ([command(.preview("tiny", step: 4)), command(.close)], ["previewClosed"]),
            // reset asks, and acts on the same reset typed again.
            ([command(.reset("tiny"))], ["nothingToReset"]),
            ([open, command(.close), command(.reset("tiny"))], ["resetAsked"]),
            ([open, command(.close), command(.reset("TINY")), command(.reset("TINY"))], ["reset"]),
            ([open, command(.close), command(.reset("tiny")), command(.reset("Tiny"))], ["reset"]),
            (
                [open, command(.close), command(.reset("tiny")), command(.lessons), command(.reset("tiny"))],
                ["resetAsked"]
            ),
            ([open, command(.reset("tiny")), command(.reset("tiny"))], ["restarted", "entered 1"]),
        ] as [([LessonEvent], [String])])
    func events_happen(script: [LessonEvent], expected: [String]) throws {
        let taker = try Self.taker()
        var last = LessonReply()
        for event in script { last = try taker.handle(event) }
        #expect(Self.names(last) == expected)
    }

    @Test(arguments: [
        ([command(.next)], LessonError.noLessonOpen),
        ([open, command(.next)], .waitsForCheck(task: false, canSkip: true)),
        ([open, command(.goto(3))], .stepBlocked(step: 1, task: false, canSkip: true)),
        ([open, command(.goto(9))], .noStep(9, count: 4)),
        ([open, command(.back)], .firstStep),
        ([open, command(.answer("8")), command(.skip)], .nothingToSkip),
        ([open, command(.skip), command(.next), command(.skip), command(.next), command(.answer("2"))], .isTask),
        ([command(.open("tyni"))], .unknownLesson("tyni", known: ["tiny"])),
        ([command(.preview("tiny", step: 5))], .noStep(5, count: 4)),
        ([command(.preview("tiny", step: 0))], .noStep(0, count: 4)),
        ([command(.reset("tyni"))], .unknownLesson("tyni", known: ["tiny"])),
    ])
    func refusedEvents_sayWhy(script: [LessonEvent], error: LessonError) throws {
        let taker = try Self.taker()
        for event in script.dropLast() { _ = try taker.handle(event) }
        #expect(throws: error) { try taker.handle(script.last!) }
    }

    /// A preview reads and writes no progress: the learner's place and answers stay as they were.
    @Test func aPreview_leavesTheLearnersProgressAlone() throws {
        let taker = try Self.taker()
        _ = try taker.handle(Self.open)
        _ = try taker.handle(Self.command(.answer("8")))
        _ = try taker.handle(Self.command(.next))
        _ = try taker.handle(Self.command(.close))
        let before = try #require(taker.store.load().progress["tiny"])
        let previewed = try taker.handle(Self.command(.preview("tiny", step: 3)))
        #expect(taker.state.prompt == "tiny 3/4 preview> ")
        guard case .opened(_, let notes) = previewed.happenings.first else {
            Issue.record("a preview opens the lesson: \(previewed.happenings)")
            return
        }
        #expect(notes == [.preview])
        for event in [
            Self.command(.back), Self.command(.answer("5")), Self.command(.skip), Self.command(.goto(4)),
            Self.command(.restart), Self.command(.next),
        ] {
            _ = try taker.handle(event)
        }
        #expect(taker.store.load().progress["tiny"] == before)
        // Opened for real again, it resumes where the learner was.
        let reopened = try taker.handle(Self.open)
        #expect(Self.names(reopened) == ["opened", "entered 2 hidden"])
        #expect(taker.state.prompt == "tiny 2/4> ")
    }

    @Test func reset_forgetsOneLessonOnly() throws {
        let taker = try Self.taker()
        _ = try taker.handle(Self.open)
        _ = try taker.handle(Self.command(.answer("8")))
        _ = try taker.handle(Self.command(.close))
        // Another lesson's progress, kept though the lesson is not in the library now.
        taker.store.update("gone") { $0 = LessonProgress(version: 1) }
        _ = try taker.handle(Self.command(.reset("tiny")))
        _ = try taker.handle(Self.command(.reset("tiny")))
        #expect(taker.store.load().progress["tiny"] == nil)
        #expect(taker.store.load().progress["gone"] != nil)
        #expect(Self.names(try taker.handle(Self.command(.reset("gone")))) == ["resetAsked"])
        #expect(Self.names(try taker.handle(Self.command(.reset("gone")))) == ["reset"])
        #expect(taker.store.load().progress.isEmpty)
    }

    /// A reset that cannot be written says so, and forgets nothing; a damaged file found on
    /// the way is reported.
    @Test func reset_thatCannotBeSaved_isAnError() throws {
        let taker = try Self.taker()
        _ = try taker.handle(Self.open)
        _ = try taker.handle(Self.command(.close))
        let failing = ProgressStore(directory: taker.store.directory)
        failing.writeFile = { _, _ in false }
        let stuck = LessonTaker(library: taker.library, store: failing)
        _ = try stuck.handle(Self.command(.reset("tiny")))
        #expect(throws: LessonError.self) { try stuck.handle(Self.command(.reset("tiny"))) }
        #expect(taker.store.load().progress["tiny"] != nil)

        let path = try #require(taker.store.path)
        try "{damaged".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.names(try taker.handle(Self.command(.reset("tiny")))) == ["warning", "nothingToReset"])
    }

    /// An exercise passed before — in another lesson, or on the command line — makes its step
    /// in any lesson done when it is entered.
    @Test func anExercisePassedBefore_isDoneOnEntry() throws {
        let folder = TemporaryFolder.path("again")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "id: again\ntitle: Again\nversion: 1\n\n== Now you\nexercise: flow\nhint: The starter says how.\n"
            .write(toFile: folder + "/again.lesson", atomically: true, encoding: .utf8)
        let store = ProgressStore(directory: folder)
        store.updateExercise("flow") { $0.passed = true }
        let taker = LessonTaker(library: LessonLibrary(folders: [folder], includeShipped: false), store: store)
        let opened = try taker.handle(Self.command(.open("again")))
        #expect(Self.names(opened).suffix(2) == ["passedBefore flow", "last"])
        #expect(taker.store.load().progress["again"]?.results[0]?.outcome == .solved)
    }

    /// Checks that failed before the first pass are counted, kept in the progress file, and
    /// make the exercise step's result one that took tries (it was recorded as first time).
    @Test func failedChecksBeforeThePass_makeTheStepOneThatTookTries() throws {
        let folder = TemporaryFolder.path("tries")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "id: tries\ntitle: Tries\nversion: 1\n\n== Now you\nexercise: flow\nhint: The starter says how.\n"
            .write(toFile: folder + "/tries.lesson", atomically: true, encoding: .utf8)
        let store = ProgressStore(directory: folder)
        let taker = LessonTaker(library: LessonLibrary(folders: [folder], includeShipped: false), store: store)
        _ = try taker.handle(Self.command(.open("tries")))
        store.recordCheck(of: "flow", passed: false)
        store.recordCheck(of: "flow", passed: false)
        store.recordCheck(of: "flow", passed: true)
        store.recordCheck(of: "flow", passed: false)  // after the pass: not counted
        #expect(store.exercises()["flow"] == ExerciseProgress(passed: true, failedChecks: 2))
        _ = try taker.handle(.exercisePassed("flow"))
        let result = try #require(store.load().progress["tries"]?.results[0])
        #expect(result.outcome == .solved)
        #expect(result.wrongAnswers == 2)
        let text = try String(contentsOfFile: folder + "/progress.json", encoding: .utf8)
        #expect(text.contains("\"failedChecks\": 2"), "\(text)")
        #expect(ProgressStore(directory: folder).exercises()["flow"]?.failedChecks == 2, "read back")
    }

    /// An exercise step waits for `check FILE` to pass for its exercise: answers are refused,
    /// another exercise's pass changes nothing, its own solves the step.
    @Test func anExerciseStep_isDoneWhenItsCheckPasses() throws {
        let taker = try Self.taker(
            "id: write\ntitle: Write\nversion: 1\n\n== Now you\nexercise: flow\nhint: The starter says how.\nexplain: Your flow wraps as 004's does.\n"
        )
        _ = try taker.handle(Self.command(.open("write")))
        #expect(!taker.state.awaitsAnswer)
        #expect(throws: LessonError.isExercise("flow")) { try taker.handle(Self.command(.answer("3"))) }
        #expect(throws: LessonError.waitsForCheck(task: true, canSkip: true)) { try taker.handle(Self.command(.next)) }
        #expect(Self.names(try taker.handle(.exercisePassed("wrap"))).isEmpty)
        #expect(Self.names(try taker.handle(.exercisePassed("flow"))) == ["exerciseDone", "last"])
        #expect(taker.store.load().progress["write"]?.results[0]?.outcome == .solved)
        #expect(taker.store.load().progress["write"]?.results[0]?.wrongAnswers == 0, "passed at the first check")

        // Skipped, the step says nothing of code that passed.
        _ = try taker.handle(Self.command(.restart))
        _ = try taker.handle(Self.command(.restart))
        let skipped = try taker.handle(Self.command(.skip))
        #expect(
            skipped.happenings.first == .skipped(Skip(answer: nil, solution: [], explanation: nil, revealsPicture: nil))
        )
    }
}
