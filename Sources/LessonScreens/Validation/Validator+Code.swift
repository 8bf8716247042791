import Exercises
import LabText
import Lessons
import Workbench

/// A code step checked: its blank is on the listing of an exercise that writes the step's
/// layout, once; its solution, compiled into that listing, places every case as the reference
/// does; and each known mistake does not. Compiles are kept by content (`CodeTrial`), so a
/// second validate of the same lesson compiles nothing.
extension LessonValidator {
    /// Where a step before `index` shows `code` on its screen (its question, a walk's listing)
    /// or in its answer: the learner has it in the terminal's scrollback when a code step asks
    /// for it. Nil when none does.
    static func stepShowing(_ code: String, before index: Int, in lesson: Lesson) -> String? {
        for earlier in lesson.steps.indices.prefix(index).reversed() {
            let step = lesson.steps[earlier]
            let workspace = StepScript.setUp(step.setup).workspace
            let name = "step \(earlier + 1) ('\(step.title)')"
            let text = Self.readAsText(screen(lesson, earlier, workspace))
            if CodeStep.shows(text, code: code) || CodeStep.showsExpression(text, of: code) {
                return "\(name)'s screen"
            }
            // A code step's own answer is another line; the rest show theirs as a reveal does.
            guard let check = step.check, check.kind != .code else { continue }
            let answer = StepReveal.of(check, on: workspace, yours: lesson.teachersFile, in: lesson).lines
            if (answer + [check.explanation ?? ""]).contains(where: {
                CodeStep.shows($0, code: code) || CodeStep.showsExpression($0, of: code)
            }) {
                return "\(name)'s answer"
            }
            if check.hints.contains(where: { CodeStep.showsExpression($0, of: code) }) {
                return "\(name)'s hints"
            }
        }
        return nil
    }

    /// A screen as one text, the way a reader takes it in: a listing row's code without its
    /// number and bar, a long line's continuation rows (`… more`) joined to it, wrapped prose
    /// joined again.
    static func readAsText(_ screen: [String]) -> String {
        var text = ""
        for row in screen {
            guard let bar = row.firstIndex(where: { $0 == "│" || $0 == "|" }),
                Int(row[..<bar].filter { $0 != "▶" && $0 != ">" }.trimmingWhitespace) != nil
                    || row[..<bar].trimmingWhitespace.isEmpty
            else {
                text += " " + row
                continue
            }
            let code = row[row.index(after: bar)...].trimmingWhitespace
            text += " " + (code.hasPrefix("… ") ? String(code.dropFirst(2)) : code)
        }
        return text
    }

    /// `report` and `warn` are the step's own (see `validate(step:)`).
    func validateCode(
        _ check: Check, of lesson: Lesson, on workspace: Workspace,
        report: (Int, Int, DiagnosticCode, String) -> Void, warn: (Int, DiagnosticCode, String) -> Void
    ) {
        func say(_ line: Int, _ column: Int, _ code: DiagnosticCode, _ message: String, warning: Bool = false) {
            if warning { warn(line, code, message) } else { report(line, column, code, message) }
        }
        guard let blank = check.blank, let solution = check.solution.first else { return }
        let code: CodeStep
        do throws(CodeTrialError) {
            code = try CodeStep(check, on: workspace, in: lesson)
        } catch {
            say(blank.line, blank.column, .codeStep, error.message)
            return
        }
        let first = CodeStep.trialCase(workspace)
        // A failing line's pictures and words name the subviews as the checker does.
        let labels = workspace.items.indices.map(ExerciseCase.label)
        if workspace.collection == nil, workspace.items.map(\.label) != labels {
            say(
                check.line, 1, .codeStep,
                "label the step's items \(labels.prefix(3).joined(separator: ", "))…: a line that goes wrong is shown with the subviews named so",
                warning: true)
        }
        if workspace.collection == nil, first == nil {
            say(
                check.line, 1, .codeStep,
                "the step's items cannot all be the exercise's subviews (fixed and flexible sizes only): a try is judged on the exercise's cases alone",
                warning: true)
        }
        // A teacher's lines are Swift: compiled and run only when `validate` asks.
        guard compilesCode else { return }
        let verdict: CodeTrial.Verdict
        do throws(CodeTrialError) {
            verdict = try CodeTrial.run(
                code.exercise, code.blank, typed: solution.text, first: first, walksYourCode: false)
        } catch {
            // A machine without the compiler still validates the rest, and says what it could
            // not try: a green run must mean every step was tried (`--no-compile` skips them
            // on purpose, and says so in the summary instead).
            let why =
                CodeTrial.compilerFound
                ? error.message
                : "there is no Swift compiler (swiftc) on PATH; install Swift 6, or pass --no-compile to leave code steps untried on purpose"
            say(
                check.line, 1, .codeUntried, "the code step's solution and mistakes were not compiled: \(why)",
                warning: true)
            return
        }
        switch verdict {
        case .right, .interrupted: break
        case .wrong(let failure):
            say(
                solution.line, solution.column, .codeStep,
                "the solution, put in the blank of \(code.exercise.id)'s listing (line \(code.line)), does not place every case as the reference does: \(Self.said(failure))"
            )
        case .doesNotCompile(let lines):
            say(
                solution.line, solution.column, .codeStep,
                "the solution does not compile in the blank of \(code.exercise.id)'s listing (line \(code.line)): \(lines.first ?? "")"
            )
        }
        for mistake in check.codeMistakes {
            if CodeStep.sameCode(mistake.code.text, solution.text) {
                say(mistake.code.line, mistake.code.column, .mistakeIsAnswer, "this mistake is the solution")
                continue
            }
            guard
                let tried = try? CodeTrial.run(
                    code.exercise, code.blank, typed: mistake.code.text, first: first, walksYourCode: false)
            else { continue }
            switch tried {
            case .right:
                say(
                    mistake.code.line, mistake.code.column, .mistakeIsAnswer,
                    "this mistake places every case as the reference does: a learner typing it is right")
            case .doesNotCompile(let lines):
                say(
                    mistake.code.line, mistake.code.column, .codeStep,
                    "this mistake does not compile (\(lines.first ?? "")): the compiler answers it, not its reply; give a line that compiles and goes wrong",
                    warning: true)
            case .wrong, .interrupted: break
            }
        }
    }

    /// A failing case in a few words: what differs, or how the program stopped.
    static func said(_ failure: CheckFailure) -> String {
        switch failure.problem {
        case .differs(let what): "case \(failure.caseNumber): \(what)"
        case .trapped(let why), .overLimit(let why): "case \(failure.caseNumber): it stopped (\(why))"
        case .timedOut: "case \(failure.caseNumber): it ran out of time"
        case .unreadableReport(let line): "case \(failure.caseNumber): an unreadable report (\(line))"
        case .interrupted: "stopped by Ctrl-C"
        }
    }
}
