import Dispatch
import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// One step checked: its setup, its check against the engine, its screen at 80×24.
extension LessonValidator {
    /// Everything wrong with one step.
    func validate(step index: Int, of lesson: Lesson) -> [Diagnostic] {
        let step = lesson.steps[index]
        var problems: [Diagnostic] = []
        func report(_ line: Int, _ column: Int, _ code: DiagnosticCode, _ message: String) {
            // The goal is worked out twice (as the step opens, and solved): one mistake, one line.
            guard !problems.contains(where: { $0.line == line && $0.column == column && $0.message == message }) else {
                return
            }
            problems.append(
                Diagnostic(file: lesson.file, line: line, column: column, code: code, message: message, step: index))
        }
        // A warning on `line` (column 1), for the step.
        func warn(_ line: Int, _ code: DiagnosticCode, _ message: String) {
            problems.append(
                Diagnostic(
                    file: lesson.file, line: line, column: 1, severity: .warning, code: code, message: message,
                    step: index))
        }
        reportArithmetic(step, report)
        guard let workspace = setUp(step, report) else {
            // With the layout unknown, what needs no layout is still checked: an answer written
            // down, a name no expression knows.
            if let check = step.check { staticChecks(check, report) }
            return problems
        }
        let facts = LayoutFacts(workspace, check: step.check)
        let lines = Self.screenLines(lesson, index, workspace)
        if lines > Self.window.lines - 1 {
            warn(
                step.line, .tooTall,
                "this step takes \(lines) lines in an \(Self.window.columns)×\(Self.window.lines) window\(index == 0 ? " with the lesson's title above it" : "") (\(Self.window.lines - 1) fit above the prompt): the learner scrolls back for its prose; say it in fewer words"
            )
        }
        if let expected = step.picture {
            if let difference = firstDifference(expected, Self.picture(of: workspace)) {
                report(
                    step.pictureLine + 1 + difference.line, 1, .pictureDiffers,
                    "the picture differs from what the setup draws: expected \"\(Quote.cut(difference.expected, limit: 120))\", drawn \"\(Quote.cut(difference.actual, limit: 120))\" (layoutlab validate --update-pictures draws it for you)"
                )
            }
        }
        // Each way the question can be answered off the screen, as a warning on its line.
        for leak in AnswerLeaks.leaks(in: lesson, step: index) {
            warn(leak.line, .answerOnScreen, leak.message)
        }
        guard let check = step.check else { return problems }
        switch check.kind {
        case .question, .predict:
            guard let answer = check.answer else { break }
            if let literal = Self.literal(answer.text) {
                report(
                    answer.line, answer.column, .literalAnswer,
                    "an answer is computed by the engine, never written down: \(Self.suggestion(for: literal, facts, prompt: check.prompt))"
                )
                break
            }
            guard let value = evaluate(answer, facts, report) else { break }
            // A number is guessed wrong in ways a teacher can foresee (a rounding picture's 7, 5
            // for −5): each deserves its own reply, not "not quite".
            if strict, case .number = value, check.choices.isEmpty, check.mistakes.isEmpty, !check.hasUnreadMistake {
                warn(
                    check.line, .noMistake,
                    "a number asked for with no mistake: line: add the wrong answers a learner is likely to give (mistake: EXPRESSION => why), so each gets its own reply"
                )
            }
            // A half a line (or column) the picture rounds away: the explanation must say what
            // the rounding hides, or the picture beside it contradicts it (Low "half a line above"
            // drawn on the same line as Mid).
            if case .number(let number) = value, number.isFinite, number.rounded() != number,
                workspace.collection == nil,
                !(check.explanation ?? "").lowercased().contains("round")
            {
                warn(
                    check.line, .roundedAnswer,
                    "the answer, \(NumberText.plain(number)), is a fraction of a column or line, which the picture rounds to a whole one: say in explain: what the rounding hides (frames has it exactly)"
                )
            }
            if !check.choices.isEmpty {
                // Read as a learner's choice is read: `row 3` is 3.
                let asking = AnswerReading.Asking(check, right: value, in: workspace)
                let right = check.choices.filter { ChoiceLetters.isRight($0.text, value, asking: asking) }
                if right.count != 1 {
                    let named =
                        right.isEmpty ? "" : " (\(right.map { "'\(Quote.cut($0.text))'" }.joined(separator: ", ")))"
                    report(
                        check.line, 1, .choicesMatch,
                        "\(right.count) choices match the answer \(value)\(named); exactly one must (a choice is read as a typed answer is: 'row 3' is 3)"
                    )
                }
            }
            for mistake in check.mistakes {
                let wrong = evaluate(mistake.value, facts, report)
                if let wrong, Answer.same(wrong, value) {
                    report(
                        mistake.value.line, mistake.value.column, .mistakeIsAnswer,
                        "this mistake has the same value as the answer (\(value))")
                }
                if let wrong { checkClaim(mistake, wrong, facts, report) }
            }
        case .exercise:
            // The parser knows the exercises; `check FILE` decides the step. The step's own
            // layout is the one the exercise writes, so that source and walk show its code.
            let id = check.exerciseID ?? ""
            if let exercise = ExerciseCatalog.exercise(id: id), workspace.layoutName != exercise.layoutName {
                warn(
                    check.line, .exerciseLayout,
                    "the step shows \(workspace.layoutName), not the layout exercise \(exercise.id) writes: source and walk there show other code; set it up with > layout \(exercise.layoutName)"
                )
            }
        case .walk:
            // The walk must stop where the step says and show what it asks. A stop at the
            // learner's own test is tried on the exercise's reference solution.
            guard let question = check.walk else { break }
            let teachersFile = question.stop.yours ? lesson.teachersFile : nil
            // Without leave to compile (the shell's check, validate --no-compile) the learner's
            // side is not tried, and validate counts it among the untried; without a reference
            // file (no compiler) it cannot be, and is said so.
            if question.stop.yours, !compilesCode { break }
            if question.stop.yours, teachersFile == nil {
                let why =
                    CodeTrial.compilerFound
                    ? "its file could not be written in the exercise cache"
                    : "there is no Swift compiler (swiftc) on PATH; install Swift 6, or pass --no-compile to leave it untried on purpose"
                warn(
                    question.stop.line, .walkUntried,
                    "stop: your test was not tried on the exercise's reference solution: \(why)")
                break
            }
            let value: Value
            do {
                value = try question.answer(workspace, yours: teachersFile)
            } catch {
                if error.isSetup {
                    // A machine without the compiler (or the kit's walk) still validates the rest.
                    warn(
                        question.stop.line, .walkUntried,
                        "stop: your test was not tried on the exercise's reference solution: \(error.message)")
                } else if error.inTheAsk {
                    report(question.askLine, 1, .walkQuestion, error.message)
                } else {
                    report(question.stop.line, question.stop.column, .walkQuestion, error.message)
                }
                break
            }
            for mistake in check.mistakes {
                let wrong = evaluate(mistake.value, facts, report)
                if let wrong, Answer.same(wrong, value) {
                    report(
                        mistake.value.line, mistake.value.column, .mistakeIsAnswer,
                        "this mistake has the same value as the answer (\(value))")
                }
                if let wrong { checkClaim(mistake, wrong, facts, report) }
            }
            // The code asked about is on the screen the learner sees (80×24): whole, and for
            // "which line runs next", both lines that may.
            if let setting = try? question.setting(workspace, yours: teachersFile),
                let problem = WalkScreenFit.problem(
                    in: Self.screen(lesson, index, workspace), setting, asking: question.ask)
            {
                warn(check.line, .walkOffScreen, problem + " (80×24): stop at a shorter line, or shorten the listing's")
            }
            // The walk's screen keeps the asked value back; another variable may still show it.
            let screen =
                (try? question.screen(
                    workspace, yours: teachersFile, options: RenderOptions(maxColumns: Self.window.columns), height: 18))
                ?? []
            let shown = screen.filter { !$0.contains(" │ ") } + [check.prompt] + step.prose
            if let token = AnswerLeaks.firstToken(in: shown, among: AnswerLeaks.writtenForms(of: value)) {
                warn(
                    check.line, .answerOnScreen,
                    "the walk's screen or the step's words show \(token), the answer: stop elsewhere or ask about something the screen does not state"
                )
            }
        case .code:
            validateCode(check, of: lesson, on: workspace, report: report, warn: warn)
            if let solution = check.solution.first,
                let before = Self.stepShowing(solution.text, before: index, in: lesson)
            {
                warn(
                    check.line, .answerOnScreen,
                    "the code to type, '\(solution.text)', is on \(before), still above in the learner's terminal (its expression or a clause of it is enough): say it there in words, put the code step first, or stop that walk elsewhere"
                )
            }
        case .task:
            guard let goal = check.goal else { break }
            if let start = evaluate(goal, facts, report) {
                guard case .bool(let solved) = start else {
                    report(
                        goal.line, goal.column, .goalNotCondition,
                        "a goal must be a yes/no condition, this one is \(start)")
                    break
                }
                if solved {
                    let values = Evaluator.whyTrue(goal.text, facts).map { " (\($0))" } ?? ""
                    let every =
                        goal.text.contains("every ")
                        ? ""
                        : "; if the goal is an idea rather than this one layout, every width from A to B: … checks it at each width"
                    report(
                        check.line, 1, .alreadySolved, "the task is already solved when the step opens\(values)\(every)"
                    )
                }
            }
            var solved = workspace
            var failed = false
            for command in check.solution {
                do {
                    try StepScript.run(command.text, on: &solved)
                } catch {
                    let code: DiagnosticCode = if case .notAnEdit = error { .notAnEdit } else { .solutionFailed }
                    report(command.line, command.column, code, "the solution's command failed: \(error.message)")
                    failed = true
                }
            }
            // The learner typing the solution sees the shell's pictures, drawn by one engine
            // whose cache lives through the step: article 000's may keep rows from before a
            // change (its cache key leaves the spacing out). The goal is checked afresh, but the
            // picture the learner solves it under is stale: the author should know.
            if !failed, !check.keepsStaleRows, let stale = Self.firstStalePicture(check.solution, from: workspace) {
                warn(
                    stale.line, .staleRows,
                    "after '\(stale.text)' the learner's picture is stale: article 000's cache keeps rows arranged before the change (its key leaves \(stale.setting) out), so the shell shows the old rows under a note; ask for a change its key includes (the width), repair it with set clear-rows on in the setup, or, when the cache is the step's point, say so with cache: kept"
                )
            }
            // A solution that failed has been reported; whether it would reach the goal is moot.
            if !failed, let end = evaluate(goal, LayoutFacts(solved), report), end != .bool(true) {
                let why = Evaluator.whyFalse(goal.text, LayoutFacts(solved)).map { ": \($0)" } ?? ""
                report(
                    goal.line, goal.column, .solutionMissesGoal, "the reference solution does not reach the goal\(why)")
            }
            for route in check.routes {
                checkRoute(route, goal: goal, from: workspace, report)
            }
            if !failed { checkLoopholes(check, goal: goal, from: workspace, warn: warn) }
        }
        return problems
    }

    /// The first solution command after which the shell's picture (one engine, its cache kept
    /// since the step opened, as `Editor` keeps it) shows rows the cache kept from before it.
    static func firstStalePicture(_ commands: [Located], from start: Workspace) -> (
        line: Int, text: String, setting: String
    )? {
        guard start.collection == nil else { return nil }
        let engine = LayoutEngine(start.configuration)
        var workspace = start
        _ = engine.run(workspace.items, proposal: workspace.proposal, origin: workspace.origin)
        for command in commands {
            guard (try? StepScript.run(command.text, on: &workspace)) != nil, workspace.collection == nil else {
                return nil
            }
            engine.configure(workspace.configuration)
            let result = engine.run(workspace.items, proposal: workspace.proposal, origin: workspace.origin)
            if result.notes.contains(.staleRows) {
                let words = command.text.split(separator: " ")
                let setting = words.count > 1 && words[0] == "set" ? "the \(words[1])" : "what it changed"
                return (command.line, command.text, setting)
            }
        }
        return nil
    }

    /// A check's findings that need no layout: a literal answer, an unknown name.
    func staticChecks(_ check: Check, _ report: (Int, Int, DiagnosticCode, String) -> Void) {
        let expressions = [check.answer, check.goal].compactMap { $0 } + check.mistakes.map(\.value)
        for expression in expressions {
            if let unknown = Evaluator.firstUnknownName(in: expression.text) {
                report(expression.line, expression.column + unknown.column - 1, .expression, unknown.message)
            }
        }
        if let answer = check.answer, Self.literal(answer.text) != nil {
            report(
                answer.line, answer.column, .literalAnswer,
                "an answer is computed by the engine, never written down: write the expression that works it out")
        }
    }

    /// The picture a step's `picture:` must be: its layout as the shell draws it (a flow
    /// layout's, or a scrolling collection's), without the status lines.
    public static func picture(of workspace: Workspace) -> [String] {
        if let scene = workspace.collection {
            return CollectionRenderer(options: RenderOptions()).render(scene, scene.attributes())
        }
        return PictureRenderer(options: RenderOptions()).render(
            workspace.freshLayout(), items: workspace.items, offered: workspace.proposal)
    }
}
