import LabSupport
import LayoutCore
import Rendering
import Workbench

/// `layoutlab validate`: everything that can be wrong with lessons, found before a learner
/// meets it. Parses; runs every setup command and solution; evaluates every expression;
/// checks that each choice question has exactly one right choice, that each task is unsolved
/// at its start and solved by its reference solution, and that expected pictures match; and
/// that ids are unique.
public struct LessonValidator {
    public init() {}

    /// Every problem in every file, in file order.
    public func validate(_ files: [(path: String, text: String)]) -> (lessons: [Lesson], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var lessons: [Lesson] = []
        var firstFileOfId: [String: String] = [:]
        for file in files {
            let parsed = LessonParser.parse(file.text, file: file.path)
            diagnostics += parsed.diagnostics
            guard let lesson = parsed.lesson else { continue }
            if let other = firstFileOfId[lesson.id] {
                diagnostics.append(
                    Diagnostic(
                        file: file.path, line: 1, column: 1,
                        message: "the id '\(lesson.id)' is already used by \(other)"))
            } else {
                firstFileOfId[lesson.id] = file.path
            }
            diagnostics += validate(lesson)
            lessons.append(lesson)
        }
        return (lessons, diagnostics)
    }

    public func validate(_ lesson: Lesson) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func report(_ line: Int, _ column: Int, _ message: String) {
            problems.append(Diagnostic(file: lesson.file, line: line, column: column, message: message))
        }
        for (index, step) in lesson.steps.enumerated() {
            guard let workspace = setUp(step, report) else { continue }
            let facts = LayoutFacts(workspace)
            let lines = Self.screenLines(lesson, index, workspace)
            if lines > Self.window.lines - 1 {
                problems.append(
                    Diagnostic(
                        file: lesson.file, line: step.line, column: 1, severity: .warning,
                        message:
                            "this step takes \(lines) lines in an \(Self.window.columns)×\(Self.window.lines) window (\(Self.window.lines - 1) fit above the prompt): the learner scrolls back for its prose; say it in fewer words"
                    ))
            }
            if let expected = step.picture {
                let actual = PictureRenderer(options: RenderOptions()).render(facts.result, items: workspace.items)
                if let difference = firstDifference(expected, actual) {
                    report(
                        step.pictureLine + 1 + difference.line, 1,
                        "the picture differs from what the setup draws: expected \"\(difference.expected)\", drawn \"\(difference.actual)\""
                    )
                }
            }
            guard let check = step.check else { continue }
            switch check.kind {
            case .question, .predict:
                guard let answer = check.answer, let value = evaluate(answer, facts, report) else { break }
                if !check.choices.isEmpty {
                    let right = check.choices.filter { Answer.same(Answer.value(of: $0.text), value) }
                    if right.count != 1 {
                        report(check.line, 1, "\(right.count) choices match the answer \(value); exactly one must")
                    }
                }
                for mistake in check.mistakes {
                    if let wrong = evaluate(mistake.value, facts, report), Answer.same(wrong, value) {
                        report(
                            mistake.value.line, mistake.value.column,
                            "this mistake has the same value as the answer (\(value))")
                    }
                }
            case .task:
                guard let goal = check.goal else { break }
                if let start = evaluate(goal, facts, report) {
                    guard case .bool(let solved) = start else {
                        report(goal.line, goal.column, "a goal must be a yes/no condition, this one is \(start)")
                        break
                    }
                    if solved { report(check.line, 1, "the task is already solved when the step opens") }
                }
                var solved = workspace
                for command in check.solution {
                    do {
                        try StepScript.run(command.text, on: &solved)
                    } catch {
                        report(command.line, command.column, "the solution's command failed: \(error)")
                    }
                }
                if let end = evaluate(goal, LayoutFacts(solved), report), end != .bool(true) {
                    report(check.line, 1, "the reference solution does not reach the goal")
                }
            }
        }
        return problems
    }

    /// The window every step must fit: the smallest a learner is likely to have.
    public static let window = (columns: 80, lines: 24)

    /// The lines a step takes when the shell enters it in `window`, its picture fitted to the
    /// room its text leaves.
    public static func screenLines(_ lesson: Lesson, _ index: Int, _ workspace: Workspace) -> Int {
        let step = lesson.steps[index]
        var options = RenderOptions(maxColumns: window.columns)
        options.withheld = AnswerSecrets.withheld(by: step.check)
        let presenter = LessonPresenter(width: window.columns, height: window.lines) { shown, room in
            shown.picture(of: shown.layout(), options: options, room: room)
        }
        let entry = StepEntry(
            lesson: lesson, index: index, setupFailures: [],
            showsPicture: step.check?.kind != .predict && !step.setup.isEmpty, doneBefore: false)
        return TextWrap.fit(presenter.lines(LessonReply([.entered(entry)], load: workspace)), width: window.columns)
            .count
    }

    /// A fresh workspace with the step's setup commands run on it; `nil` if one failed.
    public func setUp(_ step: Step, _ report: (Int, Int, String) -> Void) -> Workspace? {
        let (workspace, failures) = StepScript.setUp(step.setup)
        // The first refusal only: the lines after it may fail because of it.
        if let (command, error) = failures.first {
            report(command.line, command.column, "the setup command failed: \(error)")
            return nil
        }
        return workspace
    }

    private func evaluate(_ expression: Located, _ facts: LayoutFacts, _ report: (Int, Int, String) -> Void) -> Value? {
        do {
            return try Evaluator.evaluate(expression.text, facts)
        } catch {
            report(expression.line, expression.column + error.column - 1, error.message)
            return nil
        }
    }

    private func firstDifference(_ expected: [String], _ actual: [String]) -> (
        line: Int, expected: String, actual: String
    )? {
        let trim = { (line: String) in line.trimmingTrailingSpaces }
        for index in 0..<max(expected.count, actual.count) {
            let a = index < expected.count ? trim(expected[index]) : "(nothing)"
            let b = index < actual.count ? trim(actual[index]) : "(nothing)"
            if a != b { return (index, a, b) }
        }
        return nil
    }
}
