import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// `layoutlab demo ID [--from N] [--to M]`: a lesson replayed for a class, one step a screen,
/// answers revealed on a key press. Without a terminal it prints every step with its answer,
/// for rehearsal.
enum DemoCommand {
    static let usage = """
        Usage: layoutlab demo ID|FILE [--from N] [--to M] [--force]

        Replays a lesson one step a screen, fitted to the window: Enter (or space, →) reveals a
        step's answer and then goes on, h shows its hints and the mistakes the lesson knows,
        ← (or b) goes back a step, q (or Esc) leaves; on a walk step, w steps through the walk
        from where it stops, with walk's keys. Without a terminal, prints every step with
        its answer. A lesson that fails validation is refused with its problems (--force shows
        it anyway, under a banner).

        """

    static let force = OptionSpec(name: "--force")
    static let from = OptionSpec(name: "--from", valueName: "N", valueMeaning: "a step number from 1")
    static let to = OptionSpec(name: "--to", valueName: "M", valueMeaning: "a step number from 1")

    static let subcommand = Subcommand(
        name: "demo", synopsis: "demo LESSON", summary: "replay a lesson for a class (--from N, --to M)",
        options: [from, to, force] + OptionSpec.display, words: .lesson, usage: usage, run: run)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let flags = DisplayFlags(arguments)
        let from = try stepNumber(arguments, Self.from) ?? 1
        let to = try stepNumber(arguments, Self.to) ?? Int.max
        guard arguments.positionals.count <= 1 else { throw UsageError("one lesson at a time") }
        guard let id = arguments.positionals.first else {
            throw UsageError("which lesson? layoutlab demo ID (layoutlab lessons lists them)")
        }
        let library = flags.library()
        let lesson: Lesson
        if let found = library.lesson(id: id) {
            lesson = found
        } else if id.hasSuffix(".lesson") || id.contains("/") {
            // A file, as open takes one.
            guard let text = try? LessonLibrary.read(id) else {
                throw UsageError("cannot read \(id): No such file or directory")
            }
            guard let parsed = LessonParser.parse(text, file: id).lesson else {
                let problems = LessonParser.parse(text, file: id).diagnostics.filter { $0.severity == .error }
                throw UsageError(
                    "\(id) does not parse; layoutlab validate \(id) lists its \(problems.count) problem\(problems.count == 1 ? "" : "s")"
                )
            }
            lesson = parsed
        } else {
            throw UsageError("no lesson '\(id)'\(Suggestion.didYouMean(id, among: library.lessons.map(\.id)))")
        }
        // A class should not meet a broken lesson by surprise.
        let problems = LessonValidator().validate(lesson).filter { $0.severity == .error }
        if !problems.isEmpty, !arguments.has(force) {
            StandardStreams.writeError(problems.map(\.description).joined(separator: "\n") + "\n")
            throw UsageError(
                "\(lesson.id) has \(problems.count) problem\(problems.count == 1 ? "" : "s") (above); fix \(problems.count == 1 ? "it" : "them"), or show it anyway with --force"
            )
        }
        guard from <= lesson.steps.count else {
            throw UsageError("--from \(from) is past the end: \(lesson.id) has \(lesson.steps.count) steps")
        }
        guard from <= to else { throw UsageError("--from \(from) comes after --to \(to)") }
        return show(lesson, from: from, to: to, flags, faulty: !problems.isEmpty)
    }

    private static func stepNumber(_ arguments: ParsedArguments, _ option: OptionSpec) throws(UsageError) -> Int? {
        guard let text = arguments.value(option) else { return nil }
        guard let number = Int(text), number >= 1 else { throw UsageError("\(option.name) needs a step number from 1") }
        return number
    }

    /// The steps from `from` to `to`, one screen each on a terminal, all at once otherwise.
    private static func show(_ lesson: Lesson, from: Int, to: Int, _ flags: DisplayFlags, faulty: Bool) -> ExitCode {
        let interactive = TerminalInfo.isInteractive
        var options = flags.renderOptions(maxColumns: interactive ? TerminalInfo.columns() : nil)
        var windowLines = interactive ? TerminalInfo.lines() : nil
        let last = min(to, lesson.steps.count)
        if interactive { KeyReader.watchWindowSize() }
        var number = from
        var revealed = false
        var helped = false
        while number <= last {
            let step = lesson.steps[number - 1]
            let workspace = StepScript.setUp(step.setup).workspace
            // The whole screen, drawn again after every key (and resize): the step, and its
            // answer once revealed. Without a terminal, both at once.
            let banner = faulty ? ["!! this lesson fails validation: some of its steps may not work !!"] : []
            var text =
                banner + ["\(lesson.title)"]
                + LessonPresenter.stepText(lesson, number - 1, width: options.maxColumns).map(Self.plainCode)
                + LessonPresenter.setupText(step)
            var after: [String] = []
            if let check = step.check {
                after += LessonPresenter.checkText(check).dropLast().map(Self.plainCode)
                if helped || !interactive { after += helps(check, workspace).map(Self.plainCode) }
                if revealed || !interactive { after += reveal(check, workspace, options).map(Self.plainCode) }
            }
            if let question = step.check?.walk {
                // The walk stopped where the question asks, as the shell shows it.
                let room = windowLines.map { $0 - 2 - TextWrap.fit(text + after, width: options.maxColumns).count }
                text += (try? question.screen(workspace, options: options, height: max(room ?? 18, 8))) ?? []
            } else if step.check?.kind != .predict, !step.setup.isEmpty {
                // Before the answer is revealed, without what the question asks for; fitted to
                // what the text leaves of the window (the keys' line too).
                var asked = options
                if !revealed || !interactive { asked.withheld = AnswerSecrets.withheld(by: step.check) }
                let room = windowLines.map { $0 - 2 - TextWrap.fit(text + after, width: options.maxColumns).count }
                text += workspace.picture(of: workspace.layout(), options: asked, room: room)
            }
            let lines = text + after
            if interactive { StandardStreams.writeOutput("\u{1B}[H\u{1B}[2J") }
            StandardStreams.writeOutput(TextWrap.fit(lines, width: options.maxColumns).joined(separator: "\n") + "\n")
            guard interactive else {
                StandardStreams.writeOutput("\n")
                number += 1
                continue
            }
            let waitsToReveal = step.check != nil && !revealed
            // A walk step can be stepped through, a statement a screen, from where it stops.
            let walkKey = step.check?.walk != nil ? " · w: walk it" : ""
            let hint =
                waitsToReveal
                ? "[Enter: reveal the answer · h: hints\(walkKey) · ←: back · q: leave]"
                : number < last
                    ? "[Enter: next step\(walkKey) · ←: back · q: leave]"
                    : "[the end\(walkKey) · ←: back · Enter or q: leave]"
            switch waitForKey(hint) {
            case .walk:
                if let question = step.check?.walk, let setting = try? question.setting(workspace) {
                    let view = WalkView(
                        walk: setting.walk, listing: setting.listing, title: lesson.title, options: options)
                    WalkScreen(view: view, windowLines: { windowLines ?? 24 }, start: setting.stop).run()
                }
            case .quit: return .ok
            case .resized:
                options.maxColumns = TerminalInfo.columns()
                windowLines = TerminalInfo.lines()
            case .help: helped = true
            case .back:
                number = max(from, number - 1)
                revealed = false
                helped = false
            case .forward:
                if waitsToReveal {
                    revealed = true
                } else {
                    number += 1
                    revealed = false
                    helped = false
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
                (check.answer.flatMap { try? Evaluator.evaluate($0, LayoutFacts(workspace)) }).map(\.description) ?? "?"
            var lines = ["Answer: \(value)"] + (check.explanation.map { [$0] } ?? [])
            if check.kind == .predict { lines += workspace.picture(options: options) }
            return lines
        case .exercise:
            return [
                "The learner writes it in Swift and checks it with check FILE; source (under the layout) shows the reference solution."
            ] + (check.explanation.map { [$0] } ?? [])
        case .walk:
            guard let question = check.walk, let value = try? question.answer(workspace),
                let setting = try? question.setting(workspace)
            else { return ["Answer: ?"] }
            let step = setting.step
            return ["Answer: \(value)", step.says] + (step.decision.map { [$0] } ?? [])
                + (check.explanation.map { [$0] } ?? [])
        case .task:
            var solved = workspace
            for command in check.solution { try? StepScript.run(command.text, on: &solved) }
            return ["One solution: " + check.solution.map(\.text).joined(separator: "; ")]
                + solved.picture(options: options) + (check.explanation.map { [$0] } ?? [])
        }
    }

    /// A check's hints and the mistakes the lesson knows, for the class to talk about.
    static func helps(_ check: Check, _ workspace: Workspace) -> [String] {
        let facts = LayoutFacts(workspace)
        return check.hints.enumerated().map { "Hint \($0 + 1): \($1)" }
            + check.mistakes.map { mistake in
                let said = (try? Evaluator.evaluate(mistake.value, facts)).map(\.description) ?? mistake.value.text
                return "If someone says \(said): \(mistake.message)"
            }
    }

    /// Prose's `inline code` without the backticks a projector would show as they are.
    static func plainCode(_ line: String) -> String {
        line.contains("`") ? line.replacing("`", with: "") : line
    }

    /// Shows what the keys do and waits for one.
    /// What a key means in demo.
    enum DemoKey {
        case forward, back, quit, help, resized, walk
    }

    private static func waitForKey(_ prompt: String) -> DemoKey {
        StandardStreams.writeOutput(prompt + " ")
        defer { StandardStreams.writeOutput("\n") }
        while true {
            switch KeyReader.nextRaw() {
            case .enter, .space, .right, .character("n"): return .forward
            case .backspace, .left, .character("b"): return .back
            case .quit, .character("Q"): return .quit
            case .character("h"), .character("?"): return .help
            case .character("w"): return .walk
            case .resized: return .resized
            case .character: continue
            }
        }
    }
}
