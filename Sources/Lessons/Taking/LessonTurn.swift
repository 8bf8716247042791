import LabSupport
import LayoutCore
import Workbench

/// What one event does to a lesson: the state before, the event and the facts read for it
/// in; the state after, what happened and what to save out. `reduce` reads no progress file
/// and no clock and writes nothing: the facts bring what it reads, and the writes it returns
/// are the session's to make. Running code is the one thing it still does beyond itself: a
/// code step's trial and a walk of the learner's file compile Swift (cached by content).
public struct LessonOutcome {
    public var state: LessonState
    /// What the event did, for a presenter to put into words, or why it was refused.
    public var reply: Result<LessonReply, LessonError>
    /// The changes to the saved progress, in order.
    public var writes: [LessonWrite]
}

/// One turn of a lesson, under way: the state it changes, the facts it reads and the writes it
/// has decided. Its commands live in its extensions (navigation, checks, code, progress).
struct LessonTurn {
    var state: LessonState
    let facts: LessonFacts
    var writes: [LessonWrite] = []

    /// The turn `event` makes from `state`, reading only `facts`. Any event but the command
    /// being confirmed ends the asking, a refused one too.
    static func reduce(_ state: LessonState, _ event: LessonEvent, _ facts: LessonFacts) -> LessonOutcome {
        var turn = LessonTurn(state: state, facts: facts)
        let reply: Result<LessonReply, LessonError>
        switch event {
        case .command(let command, let current):
            let confirmed = turn.state.confirming.confirms(command, same: confirms)
            do throws(LessonError) {
                reply = .success(try turn.handle(command, current: current, confirmed: confirmed))
            } catch {
                reply = .failure(error)
            }
        default: reply = .success(turn.notice(event))
        }
        return LessonOutcome(state: turn.state, reply: reply, writes: turn.writes)
    }

    var library: LessonLibrary { facts.library }
    var lesson: Lesson? {
        get { state.lesson }
        set { state.lesson = newValue }
    }
    var stepIndex: Int { state.stepIndex }
    var step: Step? { state.step }
    var pendingCheck: Check? { state.pendingCheck }

    /// What a notice says — a change of the workspace, another line, an exercise passed —
    /// which is never refused.
    mutating func notice(_ event: LessonEvent) -> LessonReply {
        switch event {
        case .command: return LessonReply()
        case .changed(let workspace, let stale, let run):
            state.confirming.forget()
            return LessonReply(afterChange(workspace, pictureIsStale: stale, run: stale ? nil : run))
        case .otherLine:
            state.confirming.forget()
            return LessonReply()
        case .exercisePassed(let id):
            state.confirming.forget()
            guard let check = pendingCheck, check.exerciseID == id.lowercased() else {
                return LessonReply()
            }
            state.checkDone = true
            // Passed after `source --solution` showed the reference: done, with help.
            // A check that failed before this pass counts as a wrong try.
            let kept = facts.exercises[id.lowercased()]
            record(
                StepResult(
                    .solved, wrongAnswers: kept?.failedChecks ?? 0, hintsSeen: state.tries.hintsShown,
                    sawAnswer: kept?.sawSolution == true))
            return LessonReply([.exerciseDone(id: check.prompt, explanation: check.explanation), goOn])
        }
    }

    /// Whether `command` is the one that was asked to be typed again: the same `restart`, or
    /// a `reset` of the same lesson (its id in any case).
    static func confirms(_ command: LessonCommand, _ asked: LessonCommand) -> Bool {
        if case .reset(let typed) = command, case .reset(let id) = asked {
            return typed.lowercased() == id.lowercased()
        }
        return command == asked
    }

    mutating func handle(_ command: LessonCommand, current: Workspace, confirmed: Bool) throws(LessonError)
        -> LessonReply
    {
        switch command {
        case .lessons: return LessonReply([.listed(listing())])
        case .open(let name): return try open(name, current: current)
        case .preview(let name, let step): return try preview(name, at: step, current: current)
        case .reset(let id): return try reset(id, confirmed: confirmed)
        case .close: return try close()
        case .next: return try next()
        case .back:
            _ = try self.current()
            guard stepIndex > 0 else { throw .firstStep }
            return enter(stepIndex - 1)
        case .goto(let number): return try goto(number)
        case .restart: return try restart(confirmed: confirmed)
        case .answer(let typed): return try answer(typed)
        case .hint: return LessonReply([try hint()])
        case .why: return LessonReply([try why(current)])
        case .reload: return try reload()
        case .tryCode(let code): return try tryCode(code, judged: false, yours: current)
        case .skip: return try skip()
        case .progress: return LessonReply([.progress(progressReport())])
        case .step:
            let lesson = try self.current()
            var entry = StepEntry(
                lesson: lesson, index: stepIndex, setupFailures: [], showsPicture: false,
                doneBefore: state.doneSteps.contains(stepIndex))
            entry.yours = yourFile
            return LessonReply([.reprinted(entry, done: state.checkDone)])
        }
    }

    func current() throws(LessonError) -> Lesson {
        guard let lesson else { throw .noLessonOpen }
        return lesson
    }

    /// Whether `skip` works: where the lesson allows it, and always in a preview.
    var canSkip: Bool { state.canSkip }

    var goOn: LessonHappening {
        .goOn(isLastStep: stepIndex + 1 >= (lesson?.steps.count ?? 0))
    }

    /// The learner's file for the lesson's exercise, as `check` last compiled it: what a walk
    /// question's `stop: your test` walks.
    var yourFile: String? { lesson?.exerciseID.flatMap { facts.exercises[$0]?.file } }

    /// Whether `open ID` finds `lesson` (still asked after it has closed: the recap).
    func findsByID(_ lesson: Lesson) -> Bool { library.lesson(id: lesson.id) != nil }
}
