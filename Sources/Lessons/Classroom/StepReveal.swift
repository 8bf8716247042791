import Exercises
import LabText
import LayoutCore
import Workbench

/// What revealing a step's answer shows, for `demo`, the slides and the shell alike: the
/// answer worked out by the engine (a choice with its letter), the explanation, and the picture
/// of the moment the question is about — a prediction about where a scroll comes to rest shows
/// it at rest, a task its solution, and a task whose goal holds `every` value the first value
/// that failed before, now passing.
public struct StepReveal: Equatable, Sendable {
    /// The answer and what explains it, in order.
    public var lines: [String]
    /// What the picture shows once the answer is out; nil keeps the step's own picture.
    public var picture: Workspace?

    /// What a task's reveal calls the layout after its solution.
    public static let solvedCaption = "After the solution:"

    /// The layout after a task's solution, the picture its reveal shows; nil for a check of
    /// another kind (only a task's reveal changes the layout).
    public static func solved(_ check: Check, on workspace: Workspace) -> Workspace? {
        guard check.kind == .task else { return nil }
        var solved = workspace
        for command in check.solution { try? StepScript.run(command.text, on: &solved) }
        return solved
    }
    /// What the revealed picture is, said above it ("At rest after the release:").
    public var caption: String?

    /// A class is told numbers to at most this many decimals where the step asks for no
    /// precision (16.667, not 16.666666666666668).
    public static let classDecimals = 3

    /// The reveal of a step's check, worked out on the workspace its setup made (`yours`: the
    /// file a walk question's `stop: your test` walks).
    /// `lesson`: the lesson the step is in (a code step's blank is looked for in its own exercises first).
    public static func of(_ check: Check, on workspace: Workspace, yours: String? = nil, in lesson: Lesson? = nil)
        -> StepReveal
    {
        let explanation = check.explanation.map { [$0] } ?? []
        switch check.kind {
        case .question, .predict:
            guard let answer = check.answer,
                let value = (try? Evaluator.evaluate(answer, LayoutFacts(workspace)))?.atPrecision(
                    check.rounding ?? Self.classDecimals)
            else {
                return StepReveal(lines: ["Answer: ?"] + explanation)
            }
            // A choice is said with its letter; its value too when the choice says it otherwise.
            let said =
                choiceNamed(by: value, in: check).map { named in
                    named.hasSuffix(") \(value)") ? named : "\(named) (\(value))"
                } ?? value.description
            var reveal = StepReveal(lines: ["Answer: \(said)"] + explanation)
            if let resting = atRest(check, workspace) {
                reveal.picture = resting
                reveal.caption = "At rest, after the release:"
            } else if let other = atOtherWidth(check, workspace) {
                reveal.picture = other
                reveal.caption = "At width \(NumberText.plain(other.proposal.width ?? 0)):"
            } else if check.kind == .predict {
                reveal.picture = workspace
            }
            return reveal
        case .walk:
            guard let question = check.walk, let value = try? question.answer(workspace, yours: yours),
                let setting = try? question.setting(workspace, yours: yours)
            else { return StepReveal(lines: ["Answer: ?"] + explanation) }
            let step = setting.step
            // The walk's words, unless the author's say the same (said once, as in the shell).
            let walkWords =
                check.explanation.map { LessonTurn.repeats($0, step) } == true
                ? [] : [step.says] + (step.decision.map { [$0] } ?? [])
            return StepReveal(lines: ["Answer: \(value)"] + walkWords + explanation)
        case .exercise:
            // Its explanation ("your carousel rests where 003's does") is said of code that
            // passed check; here nothing was checked.
            return StepReveal(
                lines: [
                    "The learner writes it in Swift and checks it with check FILE; once it passes, source (with the layout the step shows) lists the reference solution (before that, source --solution typed twice does, and the step counts as done with help)."
                ])
        case .code:
            return StepReveal(lines: codeLines(check, on: workspace, in: lesson) + explanation)
        case .task:
            let after = solved(check, on: workspace) ?? workspace
            var lines = ["One solution: " + check.solution.map(\.text).joined(separator: " · ")]
            var reveal = StepReveal(lines: lines, picture: after, caption: solvedCaption)
            if let goal = check.goal, let expression = goal.expression, let quantifier = firstEvery(in: expression),
                let failing = try? Evaluator.firstFailure(quantifier, goal.column, LayoutFacts(workspace))
            {
                // "Before" and "after" at the step's own width look alike: shown where it failed.
                let name = quantifier.quantity.rawValue
                let why = Evaluator.whyFalse(goal.text, LayoutFacts(workspace)).map { ": \($0)" } ?? ""
                lines.append("Before it, the goal failed first at \(name) \(NumberText.plain(failing))\(why).")
                if let there = try? Evaluator.varied(after, quantifier.quantity, failing, goal.column) {
                    reveal.picture = there
                    reveal.caption = "After the solution, at \(name) \(NumberText.plain(failing)):"
                }
            }
            reveal.lines = lines + explanation
            return reveal
        }
    }

    /// The choice whose value is the answer, with its letter: `c) row 3`.
    static func choiceNamed(by value: Value, in check: Check) -> String? {
        let asking = AnswerReading.Asking(value, countsFromZero: LessonTurn.countsFromZero(check.answer))
        guard let index = check.choices.firstIndex(where: { ChoiceLetters.isRight($0.text, value, asking: asking) })
        else { return nil }
        return "\(ChoiceLetters.alphabet[index])) \(check.choices[index].text)"
    }

    /// For an answer about where a released scroll rests (`target(…)`, `centredafter(…)`):
    /// the collection let go at that offset and come to rest.
    static func atRest(_ check: Check, _ workspace: Workspace) -> Workspace? {
        guard let expression = check.answer?.expression, workspace.collection != nil,
            let argument = releaseArgument(in: expression),
            case .number(let offset)? = try? Evaluator.evaluate(argument, LayoutFacts(workspace))
        else { return nil }
        var resting = workspace
        _ = try? resting.apply(.collection(.scroll(offset)))
        guard (try? resting.apply(.collection(.release(velocity: 0)))) != nil else { return nil }
        return resting
    }

    /// For a question about the layout at another width (`heightat(12)`), the layout there.
    static func atOtherWidth(_ check: Check, _ workspace: Workspace) -> Workspace? {
        guard let expression = check.answer?.expression, let width = LessonTurn.otherWidth(in: expression)
        else { return nil }
        var other = workspace
        other.proposal.width = width
        return other
    }

    /// The offset argument of the first call about a release.
    private static func releaseArgument(in expression: Expression) -> Expression? {
        switch expression {
        case .call(let name, let arguments, _):
            if case .function(let function)? = name.collection, [.target, .centredafter].contains(function),
                arguments.count == 1
            {
                return arguments[0]
            }
            return arguments.lazy.compactMap(releaseArgument).first
        case .unary(_, let operand, _): return releaseArgument(in: operand)
        case .binary(_, let left, let right, _): return releaseArgument(in: left) ?? releaseArgument(in: right)
        case .number, .text, .every: return nil
        }
    }

    /// The first `every` in a goal.
    static func firstEvery(in expression: Expression) -> Quantifier? {
        switch expression {
        case .every(let quantifier, _): return quantifier
        case .unary(_, let operand, _): return firstEvery(in: operand)
        case .binary(_, let left, let right, _): return firstEvery(in: left) ?? firstEvery(in: right)
        case .call(_, let arguments, _): return arguments.lazy.compactMap(firstEvery).first
        case .number, .text: return nil
        }
    }
}

extension StepReveal {
    /// A code step's reveal: the reference's own code for the blank (the lab's transcription of
    /// its source, said so), and what it did when run on the step's items (compiled
    /// into the listing, as a learner's line is). Said without a picture: the Markdown key has
    /// none.
    static func codeLines(_ check: Check, on workspace: Workspace, in lesson: Lesson?) -> [String] {
        let solution = check.solution.first?.text ?? "?"
        let code: CodeStep
        do throws(CodeTrialError) {
            code = try CodeStep(check, on: workspace, in: lesson)
        } catch {
            return ["The reference's code: `\(solution)`", "(Not run here: \(error.message).)"]
        }
        let named = "The reference's line (\(code.exercise.referenceCredit)): `\(solution)`"
        do throws(CodeTrialError) {
            let first = CodeStep.trialCase(workspace)
            let verdict = try CodeTrial.run(
                code.exercise, code.blank, typed: solution, first: first, onlyFirst: first != nil,
                walksYourCode: false)
            let said: String
            if case .right = verdict {
                said =
                    "Compiled into line \(code.line) of the listing and run on the step's items, it places them as the lab's layout does."
            } else {
                said =
                    "Compiled into line \(code.line) of the listing and run, it did not place the step's items as the lab's layout does: please report the lesson."
            }
            return [named, said]
        } catch {
            return [named, "(Not run here: \(error.message).)"]
        }
    }
}

extension StepReveal {
    /// A check's known mistakes, each with what it is worked out to on this layout and its
    /// reply: "If someone says 9: …", or a code step's "If someone types `…`: …".
    public static func knownMistakes(_ check: Check, on workspace: Workspace) -> [String] {
        let facts = LayoutFacts(workspace, check: check)
        let said = check.mistakes.map { mistake in
            let value =
                (try? Evaluator.evaluate(mistake.value, facts))?.atPrecision(check.rounding ?? classDecimals)
                .description
                ?? mistake.value.text
            return "If someone says \(value): \(mistake.message)"
        }
        return said + check.codeMistakes.map { "If someone types `\($0.code.text)`: \($0.message)" }
    }
}
