import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// A step's text as every screen shows it: heading and prose, setup, question, code window.
extension LessonPresenter {
    /// The heading and prose of a step. Given a width (a terminal's), prose with lines wider
    /// than that is reflowed to fit, paragraph by paragraph; otherwise it keeps the author's
    /// line breaks.
    public static func stepText(_ lesson: Lesson, _ index: Int, width: Int? = nil) -> [String] {
        let step = lesson.steps[index]
        var heading = "── Step \(index + 1) of \(lesson.steps.count): \(step.title) ──"
        // Too wide for the window, it loses its closing rule rather than wrap it alone.
        if let width, DisplayWidth.of(heading) > width { heading.removeLast(3) }
        var prose = step.prose
        if let width, prose.contains(where: { DisplayWidth.of($0) > width }) {
            prose = TextWrap.reflow(prose, width: width)
        }
        return prose.isEmpty ? [heading] : [heading, ""] + prose + [""]
    }

    /// The commands a step's layout was set up with: what a prediction is made from when
    /// its picture is hidden.
    public static func setupText(_ step: Step) -> [String] {
        step.setup.isEmpty ? [] : ["Set up with: " + step.setup.map(\.text).joined(separator: " · ")]
    }

    /// What the check asks, and how to answer it (a code step's window needs its `step`, and
    /// the `lesson` whose exercises its blank is looked for in first).
    public static func checkText(
        _ check: Check, answeredBefore: Bool = false, step: Step? = nil, in lesson: Lesson? = nil, width: Int? = nil
    ) -> [String] {
        var lines: [String] = [""]
        // Found once, for the window and for the line that says what to type.
        let code = check.kind == .code ? step.map { codeStep(check, $0, lesson) } : nil
        switch check.kind {
        case .question: lines.append("Question: \(check.prompt)")
        case .predict where answeredBefore: lines.append("Predict: \(check.prompt)")
        case .predict: lines.append("Predict (the picture is hidden until you answer): \(check.prompt)")
        case .task: lines.append("Task: \(check.prompt)")
        case .exercise:
            let exercise = ExerciseCatalog.exercise(id: check.prompt)
            lines.append("Exercise: now write it yourself, in Swift — \(exercise?.summary ?? check.prompt).")
        case .walk: lines.append("Walk (the code runs to the marked line): \(check.prompt)")
        case .code:
            lines.append("Code: \(check.prompt)")
            // The window without its heading: the lesson names its layout, and the line under it
            // says which line is blanked.
            if let code { lines += window(of: code, width: width, lines: check.codeWindow).dropFirst() }
        }
        let choices = zip(ChoiceLetters.alphabet, check.choices).map { "\($0)) \($1.text)" }
        // Short choices (numbers, say) share one line; longer ones take a line each.
        let inline = "  " + choices.joined(separator: "    ")
        if !choices.isEmpty, choices.allSatisfy({ DisplayWidth.of($0) <= 12 }), DisplayWidth.of(inline) <= 60 {
            lines.append(inline)
        } else {
            lines += choices.map { "  " + $0 }
        }
        switch check.kind {
        case .task: lines.append("(Change the layout with commands; I will tell you when the goal holds. hint helps.)")
        case .exercise:
            lines.append(
                "(exercise start \(check.prompt) writes a starter file; check FILE checks it, and this step is done when it passes. hint helps.)"
            )
        case .code:
            let found = try? code?.get()
            // A piece of a line is typed alone, not the whole line around it.
            let what =
                switch (found?.line, found?.blank.piece) {
                case (let line?, nil): "line \(line)'s code for \(CodeStep.gap)"
                case (_?, _?): "only what \(CodeStep.gap) stands for"
                default: "the code for \(CodeStep.gap)"
                }
            lines.append("(Type \(what); hint helps; try CODE tries a what-if.)")
        default: lines.append("(Type your answer, or hint.)")
        }
        return lines
    }

    /// A code step's window on the listing: a few numbered lines, the blank's code shown as
    /// `CodeStep.gap`; where the blank cannot be found, why (validate says it too).
    public static func codeWindow(_ check: Check, _ step: Step, in lesson: Lesson? = nil, width: Int? = nil) -> [String]
    {
        window(of: codeStep(check, step, lesson), width: width, lines: check.codeWindow)
    }

    /// The code step of a step, found on its exercise's listing (the step's setup run for its layout).
    static func codeStep(_ check: Check, _ step: Step, _ lesson: Lesson?) -> Result<CodeStep, CodeTrialError> {
        let workspace = StepScript.setUp(step.setup).workspace
        return Result { () throws(CodeTrialError) in try CodeStep(check, on: workspace, in: lesson) }
    }

    /// The window of a code step found (or why it was not), with its heading first; a line too
    /// wide for `width` goes on under the gutter, marked `… `, as `source` shows it.
    static func window(of found: Result<CodeStep, CodeTrialError>, width: Int? = nil, lines: Int? = nil) -> [String] {
        do throws(CodeTrialError) {
            let code = try found.get()
            // The lines before the blank: all but the blank and the one after it.
            let window = code.window(before: max(1, (lines ?? 4) - 2))
            let digits = String(window.last?.number ?? 0).count
            let columns = width
            // Indented as in the listing, less the indentation every line of the window shares.
            let shared =
                window.filter { !$0.text.allSatisfy(\.isWhitespace) }.map { $0.text.prefix { $0 == " " }.count }.min()
                ?? 0
            let heading = "\(code.exercise.title) (\(code.exercise.referenceTitle)), around line \(code.line):"
            let gutter = String(repeating: " ", count: digits + 2) + " │ "
            let room = columns.map { max(8, $0 - gutter.count) }
            return [heading]
                + window.flatMap { line -> [String] in
                    let number = String(line.number)
                    let text = String(line.text.dropFirst(min(shared, line.text.prefix { $0 == " " }.count)))
                    return TextWrap.code([text], width: room).enumerated().map { part, piece in
                        (part == 0 ? String(repeating: " ", count: digits - number.count + 2) + number + " │ " : gutter)
                            + piece
                    }
                }
        } catch {
            return ["(The code cannot be shown: \(error.message).)"]
        }
    }
}
