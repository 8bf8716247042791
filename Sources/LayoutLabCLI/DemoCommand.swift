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

    static func run(_ arguments: [String], _ flags: DisplayFlags) -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            StandardStreams.writeOutput(usage)
            return .ok
        }
        var id: String?
        var from = 1
        var to = Int.max
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--from" || argument == "--to" {
                guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), number >= 1 else {
                    return fail("\(argument) needs a step number from 1")
                }
                if argument == "--from" { from = number } else { to = number }
                index += 1
            } else if argument.hasPrefix("-") {
                return fail("unknown option '\(argument)'\(Suggestion.didYouMean(argument, among: ["--from", "--to"]))")
            } else if id == nil {
                id = argument
            } else {
                return fail("one lesson at a time")
            }
            index += 1
        }
        guard let id else { return fail("which lesson? layoutlab demo ID (layoutlab lessons lists them)") }
        let library = flags.library()
        guard let lesson = library.lesson(id: id) else {
            return fail("no lesson '\(id)'\(Suggestion.didYouMean(id, among: library.lessons.map(\.id)))")
        }
        guard from <= lesson.steps.count else {
            return fail("--from \(from) is past the end: \(lesson.id) has \(lesson.steps.count) steps")
        }
        guard from <= to else { return fail("--from \(from) comes after --to \(to)") }
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
            if step.check?.kind != .predict, !step.setup.isEmpty { lines += workspace.picture(options: options) }
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

    private static func fail(_ message: String) -> ExitCode {
        StandardStreams.writeError("layoutlab demo: \(message)\n")
        return .usage
    }
}
