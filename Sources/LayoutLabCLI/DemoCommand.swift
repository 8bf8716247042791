import LabSupport
import LayoutCore
import Lessons
import Rendering
import Shell
import Workbench

/// `layoutlab demo ID [--from N] [--to M]`: a lesson replayed for a class, one step a screen,
/// answers revealed on a key press. Without a terminal it prints every step with its answer,
/// for rehearsal.
enum DemoCommand {
    static let usage = """
        Usage: layoutlab demo ID [--from N] [--to M]

        Replays a lesson one step a screen: Enter (or space, →) reveals a step's answer and
        then goes on, ← (or b) goes back a step, q (or Esc) leaves. Without a terminal,
        prints every step with its answer.

        """

    static let from = OptionSpec(name: "--from", valueName: "N", valueMeaning: "a step number from 1")
    static let to = OptionSpec(name: "--to", valueName: "M", valueMeaning: "a step number from 1")

    static let subcommand = Subcommand(
        name: "demo", synopsis: "demo LESSON", summary: "replay a lesson for a class (--from N, --to M)",
        options: [from, to] + OptionSpec.display, words: .lesson, usage: usage, run: run)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let flags = DisplayFlags(arguments)
        let from = try stepNumber(arguments, Self.from) ?? 1
        let to = try stepNumber(arguments, Self.to) ?? Int.max
        guard arguments.positionals.count <= 1 else { throw UsageError("one lesson at a time") }
        guard let id = arguments.positionals.first else {
            throw UsageError("which lesson? layoutlab demo ID (layoutlab lessons lists them)")
        }
        let library = flags.library()
        guard let lesson = library.lesson(id: id) else {
            throw UsageError("no lesson '\(id)'\(Suggestion.didYouMean(id, among: library.lessons.map(\.id)))")
        }
        guard from <= lesson.steps.count else {
            throw UsageError("--from \(from) is past the end: \(lesson.id) has \(lesson.steps.count) steps")
        }
        guard from <= to else { throw UsageError("--from \(from) comes after --to \(to)") }
        return show(lesson, from: from, to: to, flags)
    }

    private static func stepNumber(_ arguments: ParsedArguments, _ option: OptionSpec) throws(UsageError) -> Int? {
        guard let text = arguments.value(option) else { return nil }
        guard let number = Int(text), number >= 1 else { throw UsageError("\(option.name) needs a step number from 1") }
        return number
    }

    /// The steps from `from` to `to`, one screen each on a terminal, all at once otherwise.
    private static func show(_ lesson: Lesson, from: Int, to: Int, _ flags: DisplayFlags) -> ExitCode {
        let interactive = TerminalInfo.isInteractive
        var options = flags.renderOptions(maxColumns: interactive ? TerminalInfo.columns() : nil)
        let last = min(to, lesson.steps.count)
        if interactive { KeyReader.watchWindowSize() }
        var number = from
        var revealed = false
        while number <= last {
            let step = lesson.steps[number - 1]
            let workspace = StepScript.setUp(step.setup).workspace
            // The whole screen, drawn again after every key (and resize): the step, and its
            // answer once revealed. Without a terminal, both at once.
            var lines =
                ["\(lesson.title)"] + LessonPresenter.stepText(lesson, number - 1, width: options.maxColumns)
                + LessonPresenter.setupText(step)
            if step.check?.kind != .predict, !step.setup.isEmpty {
                // Before the answer is revealed, without what the question asks for.
                var asked = options
                if !revealed || !interactive { asked.withheld = AnswerSecrets.withheld(by: step.check) }
                lines += workspace.picture(options: asked)
            }
            if let check = step.check {
                lines += LessonPresenter.checkText(check).dropLast()
                if revealed || !interactive { lines += reveal(check, workspace, options) }
            }
            if interactive { StandardStreams.writeOutput("\u{1B}[H\u{1B}[2J") }
            StandardStreams.writeOutput(TextWrap.fit(lines, width: options.maxColumns).joined(separator: "\n") + "\n")
            guard interactive else {
                StandardStreams.writeOutput("\n")
                number += 1
                continue
            }
            let waitsToReveal = step.check != nil && !revealed
            let hint =
                waitsToReveal
                ? "[Enter: reveal the answer · ←: back · q: leave]"
                : number < last ? "[Enter: next step · ←: back · q: leave]" : "[the end · ←: back · Enter or q: leave]"
            switch waitForKey(hint) {
            case .quit: return .ok
            case .resized: options.maxColumns = TerminalInfo.columns()
            case .back:
                number = max(from, number - 1)
                revealed = false
            case .forward:
                if waitsToReveal {
                    revealed = true
                } else {
                    number += 1
                    revealed = false
                }
            }
        }
        return .ok
    }

    /// The answer, computed by the engine; for a task, the reference solution and its result.
    static func reveal(_ check: Check, _ workspace: Workspace, _ options: RenderOptions) -> [String] {
        switch check.kind {
        case .question, .predict:
            let value =
                (try? Evaluator.evaluate(check.answer?.text ?? "", LayoutFacts(workspace))).map(\.description) ?? "?"
            var lines = ["Answer: \(value)"] + (check.explanation.map { [$0] } ?? [])
            if check.kind == .predict { lines += workspace.picture(options: options) }
            return lines
        case .task:
            var solved = workspace
            for command in check.solution { try? StepScript.run(command.text, on: &solved) }
            return ["One solution: " + check.solution.map(\.text).joined(separator: "; ")]
                + solved.picture(options: options) + (check.explanation.map { [$0] } ?? [])
        }
    }

    /// Shows what the keys do and waits for one.
    private static func waitForKey(_ prompt: String) -> KeyReader.Key {
        StandardStreams.writeOutput(prompt + " ")
        let key = KeyReader.next()
        StandardStreams.writeOutput("\n")
        return key
    }
}
