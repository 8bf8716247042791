import Exercises
import LabText
import Workbench

/// A code step: the learner's line spliced into the blank of the exercise's reference
/// solution, compiled, and run on the step's items and the exercise's cases (`CodeTrial`).
extension LessonTurn {
    func codeStep(_ check: Check) throws(LessonError) -> CodeStep { try state.codeStep(check) }

    /// Tries `typed` in the open code step's blank: judged when typed as the answer (right when
    /// every case agrees; a wrong line counts as a wrong try, a line that does not compile does
    /// not), or only run on the step's items (`try CODE`, `judged` false), in a step whose
    /// check is done too.
    /// `yours`: the workspace now; `try` runs on it when the learner has added or changed items
    /// (a what-if on their own case), else on the step's.
    mutating func tryCode(_ typed: String, judged: Bool, yours: Workspace? = nil) throws(LessonError) -> LessonReply {
        _ = try current()
        guard let check = judged ? pendingCheck : step?.check, check.kind == .code else {
            throw judged ? .noQuestion : .tryIsForCodeSteps
        }
        let code = try codeStep(check)
        let onYourItems =
            !judged && yours.map { $0.hasSomethingToShow && $0.scene != state.stepWorkspace.scene } == true
        let tryWorkspace = onYourItems ? (yours ?? state.stepWorkspace) : state.stepWorkspace
        let first = CodeStep.trialCase(tryWorkspace)
        // `walk tried` walks it, whatever the verdict (a line that does not compile is said so there).
        state.triedFile = try? CodeTrial.placed(code.exercise, code.blank, typed: typed).file
        let outcome: CodeTrial.Verdict
        do throws(CodeTrialError) {
            outcome = try CodeTrial.run(
                code.exercise, code.blank, typed: typed, first: first, onlyFirst: !judged && first != nil)
        } catch {
            throw .codeNotTried(error.message, canSkip: canSkip)
        }
        var tried = CodeTry(
            typed: typed, outcome: .right(caseCount: 0), judged: judged, mistake: nil, explanation: nil,
            hasHints: !check.hints.isEmpty, workspace: tryWorkspace, blankLine: code.line)
        tried.onYourItems = onYourItems
        tried.blankOpensBlock = code.blank.piece == nil && code.blank.line.hasSuffix("{")
        tried.referenceCredit = code.exercise.referenceCredit
        if let solution = check.solution.first?.text, !CodeStep.sameCode(solution, typed) {
            tried.referenceCode = solution
        }
        switch outcome {
        case .right(let count):
            tried.outcome = .right(caseCount: count)
        case .interrupted:
            // Ctrl-C decided nothing: not a wrong try, and no mistake to name.
            tried.outcome = .interrupted
            var reply = LessonReply([.codeTried(tried)])
            reply.stopped = true
            return reply
        case .wrong(let failure):
            tried.outcome = .wrong(failure)
            tried.onTheStep = first != nil && failure.caseNumber == 1
            if let known = knownMistake(typed, check, code, failure: failure, first: first) {
                tried.mistake = known.message
                if !CodeStep.sameCode(known.code.text, typed) { tried.likeMistake = known.code.text }
            }
        case .doesNotCompile(let lines):
            tried.outcome = .doesNotCompile(lines)
            tried.mistake = check.codeMistakes.first { CodeStep.sameCode($0.code.text, typed) }?.message
        }
        guard judged else { return LessonReply([.codeTried(tried)]) }
        switch tried.outcome {
        case .right:
            state.checkDone = true
            tried.explanation = check.explanation
            record(
                StepResult(
                    .correct, wrongAnswers: state.tries.wrongAnswers, hintsSeen: state.tries.hintsShown,
                    firstWrongAnswer: state.tries.firstWrongAnswer))
            return LessonReply([.codeTried(tried), goOn])
        case .wrong:
            state.tries.wrongAnswers += 1
            state.tries.wrongTyped.append(typed)
            if state.tries.firstWrongAnswer == nil { state.tries.firstWrongAnswer = typed }
            keepAttempts()
        case .doesNotCompile, .interrupted: break
        }
        return LessonReply([.codeTried(tried)])
    }

    /// The known mistake `typed` is: by its text (spaces aside), or else by what it does — a
    /// known mistake's code run on the same cases failing every one of them as `typed` does, the
    /// same way (unshrunk, so each is one run; their compiles are kept by content).
    private mutating func knownMistake(
        _ typed: String, _ check: Check, _ code: CodeStep, failure: CheckFailure, first: TrialCase?
    ) -> Check.CodeMistake? {
        if let said = check.codeMistakes.first(where: { CodeStep.sameCode($0.code.text, typed) }) {
            return said
        }
        for mistake in check.codeMistakes {
            guard
                case .wrong(let theirs)? = try? CodeTrial.run(
                    code.exercise, code.blank, typed: mistake.code.text, first: first, walksYourCode: false,
                    shrinks: false)
            else { continue }
            if theirs.caseNumber == failure.caseNumber, theirs.firstProblem == failure.firstProblem,
                theirs.behaviour == failure.behaviour
            {
                return mistake
            }
        }
        return nil
    }
}
