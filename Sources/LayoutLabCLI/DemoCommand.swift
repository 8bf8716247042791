import LabSupport
import LabText
import LayoutCore
import LessonScreens
import Lessons
import Rendering
import Workbench

/// `layoutlab demo ID [--from N] [--to M]`: a lesson replayed for a class, one step a screen,
/// answers revealed on a key press. Without a terminal it prints every step with its answer,
/// for rehearsal.
enum DemoCommand {
    static let usage = """
        Usage: layoutlab demo ID|FILE [--from N] [--to M] [--timer MIN] [--question-time SEC] [--force]

        Replays a lesson one step a screen, fitted to the window (the step counter, the
        question and the answer always on it; small layouts drawn larger): Enter (or space, →)
        reveals a step's answer and then goes on, h shows the next hint, m the mistakes the
        lesson knows, c the layout's code (a code step's around its blank), w walks the step's layout, t the step's whole
        text, ← (or b) goes back a step, g N Enter goes to step N, q (or Esc) leaves.
        --timer MIN counts the lesson's minutes down on the keys' line (then the time over;
        no sound); --question-time SEC counts each question's seconds down there while it
        waits for its answer, afresh on each step; p pauses the clocks and starts them again.
        Without a terminal, prints every step with its hints, mistakes,
        its answer and its teacher: notes, for rehearsal (a class's screen never shows them). A lesson that fails validation is refused with its problems (--force shows
        it anyway, under a banner).

        """

    static let force = OptionSpec(name: "--force")
    static let from = OptionSpec(name: "--from", valueName: "N", valueMeaning: "a step number from 1")
    static let to = OptionSpec(name: "--to", valueName: "M", valueMeaning: "a step number from 1")

    static let subcommand = Subcommand(
        name: "demo", synopsis: "demo LESSON", summary: "replay a lesson for a class (--from N, --to M)",
        options: [from, to, .timer, .questionTime, force] + OptionSpec.display, words: .lesson, usage: usage, run: run)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let flags = DisplayFlags(arguments)
        let from = try stepNumber(arguments, Self.from) ?? 1
        let to = try stepNumber(arguments, Self.to) ?? Int.max
        let timer = try arguments.timer()
        let questionTimer = try arguments.questionTimer()
        guard arguments.positionals.count <= 1 else { throw UsageError("one lesson at a time") }
        guard let id = arguments.positionals.first else {
            throw UsageError("which lesson? layoutlab demo ID (layoutlab lessons lists them)")
        }
        let lesson = try Self.lesson(id, library: flags.library())
        // A class should not meet a broken lesson by surprise. A teacher's file is checked whole,
        // as validate checks it, so that the two count its problems alike.
        let fromFile = FileSystem.exists(lesson.file) && !LessonLibrary.shippedFiles.contains { $0.path == lesson.file }
        let problems =
            fromFile
            ? Self.errors(inFile: lesson.file) : LessonValidator().validate(lesson).filter { $0.severity == .error }
        if CLI.stoppedByCtrlC { return .interrupted }  // what a stopped check found is no problem
        if !problems.isEmpty, !arguments.has(force) {
            StandardStreams.writeError(problems.map(\.description).joined(separator: "\n") + "\n")
            throw UsageError(
                "\(lesson.id) has \(Plural.count(problems.count, "problem")) (above); fix \(problems.count == 1 ? "it" : "them"), or show it anyway with --force"
            )
        }
        guard from <= lesson.steps.count else {
            throw UsageError("--from \(from) is past the end: \(lesson.id) has \(lesson.steps.count) steps")
        }
        guard from <= to else { throw UsageError("--from \(from) comes after --to \(to)") }
        return show(
            lesson, from: from, to: to, flags, faulty: !problems.isEmpty, timers: (timer, questionTimer))
    }

    /// A lesson file's errors, as `layoutlab validate FILE` finds them.
    static func errors(inFile path: String) -> [Diagnostic] {
        guard let text = try? LessonLibrary.read(path) else { return [] }
        return LessonValidator().validate([(path, text)], shipped: .builtIn).diagnostics.filter {
            $0.severity == .error
        }
    }

    /// A lesson named by its id, or a file as `open` takes one.
    static func lesson(_ id: String, library: LessonLibrary) throws(UsageError) -> Lesson {
        if let found = library.lesson(id: id) { return found }
        // A teacher's file of that name that did not load: its problems, not "no lesson".
        let unloaded = library.diagnostics.filter {
            $0.severity == .error && $0.file.split(separator: "/").last == "\(id).lesson"
        }
        if let first = unloaded.first, !id.contains("/") {
            // Counted as validate counts them, so that the two agree.
            let all = errors(inFile: first.file)
            let said = all.first ?? first
            let count = max(unloaded.count, all.count)
            throw UsageError(
                "\(first.file) has \(Plural.count(count, "problem")) and did not load (first: line \(said.line): \(said.message)); layoutlab validate \(first.file) lists them"
            )
        }
        guard id.lowercased().hasSuffix(".lesson") || id.contains("/") else {
            let suggestion = Suggestion.didYouMean(id, among: library.lessons.map(\.id))
            throw UsageError(
                suggestion.isEmpty
                    ? "no lesson '\(id)' (layoutlab lessons lists them); give its .lesson file, or add its folder with --lessons DIR"
                    : "no lesson '\(id)'\(suggestion)")
        }
        // A file, as open takes one.
        guard let text = try? LessonLibrary.read(id) else {
            throw UsageError("cannot read \(id): No such file or directory")
        }
        let parsed = LessonParser.parse(text, file: id)
        guard let lesson = parsed.lesson else {
            let problems = parsed.diagnostics.filter { $0.severity == .error }
            throw UsageError(
                "\(id) does not parse; layoutlab validate \(id) lists its \(Plural.count(problems.count, "problem"))"
            )
        }
        return lesson
    }

    private static func stepNumber(_ arguments: ParsedArguments, _ option: OptionSpec) throws(UsageError) -> Int? {
        guard let text = arguments.value(option) else { return nil }
        guard let number = Int(text), number >= 1 else { throw UsageError("\(option.name) needs a step number from 1") }
        return number
    }

    /// The steps from `from` to `to`, one screen each on a terminal, all at once otherwise.
    private static func show(
        _ lesson: Lesson, from: Int, to: Int, _ flags: DisplayFlags, faulty: Bool,
        timers: (lesson: ClassTimer?, question: QuestionTimer?)
    ) -> ExitCode {
        let interactive = TerminalInfo.isInteractive
        let options = flags.renderOptions(maxColumns: nil)
        let last = min(to, lesson.steps.count) - 1
        guard interactive else {
            // For rehearsal: every step with its help and its answer.
            var screen = DemoScreen(lesson: lesson, options: options, window: nil)
            screen.faulty = faulty
            for index in (from - 1)...last {
                var state = DemoState(step: index)
                state.revealed = true
                state.hintsShown = lesson.steps[index].check?.hints.count ?? 0
                state.showsMistakes = !(lesson.steps[index].check?.mistakes.isEmpty ?? true)
                // The teacher's notes too: a rehearsal is the teacher's, never a class's screen.
                let notes = lesson.steps[index].teacherNotes.map { "Teacher's note: \($0.text)" }
                let lines = screen.lines(state) + notes
                if CLI.stoppedByCtrlC { return .interrupted }
                StandardStreams.writeOutput(lines.joined(separator: "\n") + "\n\n")
            }
            return .ok
        }
        KeyReader.watchWindowSize()
        let started = ContinuousClock.now
        let now = {
            let elapsed = (ContinuousClock.now - started).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
        var state = DemoState(step: from - 1)
        var clocks = DemoClocks(lesson: timers.lesson, question: timers.question, step: state.step, at: now())
        // The keys' line, with the clocks in front when there are any.
        let keysLine = { (state: DemoState) -> String in
            let waiting = lesson.steps[state.step].check != nil && !state.revealed
            return prompt(
                lesson, state, last: last, clock: clocks.text(waiting: waiting, at: now()), pausable: clocks)
        }
        while true {
            var screen = DemoScreen(
                lesson: lesson, options: options, window: (TerminalInfo.columns(), TerminalInfo.lines()))
            screen.faulty = faulty
            let lines = screen.lines(state)
            // Ctrl-C while a screen is worked out ends the demo (a key press ends it otherwise).
            if CLI.stoppedByCtrlC || Interruption.isRequested { return .interrupted }
            StandardStreams.writeOutput("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n") + "\n")
            let key = waitForKey(overlay: state.codeTop != nil || state.showsText) { keysLine(state) }
            if key == .pause {
                if clocks.pausable { clocks.togglePause(at: now()) }
                continue
            }
            if key == .walk {
                // Walking a step's layout shows where everything goes: after the answer only.
                if state.mayWalk(lesson.steps[state.step]) { walk(lesson.steps[state.step], screen) }
                continue
            }
            guard let key, let next = state.after(key, in: lesson, first: from - 1, last: last) else {
                // The keys' line has no line end: the shell's prompt starts on a line of its own.
                StandardStreams.writeOutput("\n")
                return .ok
            }
            state = next
            clocks.show(step: state.step, at: now())
        }
    }

    /// The keys' line under the screen: what Enter does now, and the rest (tersely in a narrow
    /// window).
    private static func prompt(
        _ lesson: Lesson, _ state: DemoState, last: Int, clock: String?, pausable clocks: DemoClocks
    ) -> String {
        let time = clock.map { "\($0) · " } ?? ""
        if state.codeTop != nil || state.showsText {
            return time + "[↓ ↑: scroll · q: leave · any other key: back to the step]"
        }
        let step = lesson.steps[state.step]
        let check = step.check
        let enter =
            check != nil && !state.revealed ? "Enter: reveal" : state.step < last ? "Enter: next step" : "the end"
        var keys = [enter]
        if let check, state.hintsShown < check.hints.count { keys.append("h: hint") }
        if check?.mistakes.isEmpty == false || check?.codeMistakes.isEmpty == false { keys.append("m: mistakes") }
        if !step.setup.isEmpty { keys.append("c: code") }
        if state.mayWalk(step) { keys.append("w: walk") }
        if clocks.pausable { keys.append(clocks.isPaused ? "p: go on" : "p: pause") }
        keys += ["t: text", "← →: steps", "g N: go to step", "q: leave"]
        let long = time + "[" + keys.joined(separator: " · ") + "]"
        guard DisplayWidth.of(long) >= TerminalInfo.columns() else { return long }
        // (t is left out: a cut text says "t shows the whole text" where it is cut.)
        var terse = keys.filter { $0 != "t: text" }.map {
            $0.replacing("g N: go to step", with: "g N").replacing("← →: steps", with: "←→").replacing(": ", with: " ")
                .replacing("next step", with: "next")
        }
        // Still too wide (a narrow window, a timer in front): the keys a class needs least go
        // first, so that Enter's meaning and q stay on the line whole.
        for dropped in ["g N", "←→", "c code", "w walk", "m mistakes", "p pause", "h hint"] {
            guard DisplayWidth.of(time + terse.joined(separator: " · ")) >= TerminalInfo.columns() else { break }
            terse.removeAll { $0 == dropped }
        }
        return time + terse.joined(separator: " · ")
    }

    /// `w`: the step's walk, from where a walk question stops, or from its start.
    private static func walk(_ step: Step, _ screen: DemoScreen) {
        let workspace = StepScript.setUp(step.setup).workspace
        let windowLines = { TerminalInfo.lines() }
        if let question = step.check?.walk,
            let setting = try? question.setting(workspace, yours: screen.lesson.teachersFile)
        {
            let view = WalkView(
                walk: setting.walk, listing: setting.listing, title: screen.lesson.title, options: screen.options)
            WalkScreen(view: view, windowLines: windowLines, start: setting.stop).run()
            return
        }
        // The answer is out: the layout walked is the one the screen shows.
        let (walked, caption) = DemoScreen.walked(step)
        guard !step.setup.isEmpty, let listing = walked.listing else { return }
        let walk = walked.walk()
        guard !walk.steps.isEmpty else { return }
        let title = screen.lesson.title + (caption.map { " · " + $0 } ?? "")
        let view = WalkView(walk: walk, listing: WalkListing(listing.text), title: title, options: screen.options)
        WalkScreen(view: view, windowLines: windowLines, start: 0).run()
    }

    /// Shows what the keys do and waits for one; nil to leave, `.walk` for the walk. The keys'
    /// line is drawn again every second (a timer in it counts down) until a key comes.
    /// `overlay`: the code or the whole text is shown, and q or Esc closes it (as any other key
    /// does) rather than leaving the demo.
    private static func waitForKey(overlay: Bool, _ prompt: () -> String) -> DemoState.Key? {
        func keysLine() -> String { DisplayWidth.cut(prompt(), columns: TerminalInfo.columns() - 1) }
        var shown = keysLine()
        StandardStreams.writeOutput(shown)
        var typed: String?  // after g: the step number so far
        while true {
            guard let key = KeyReader.nextRaw(within: 1000) else {
                // A second went by: the clock moves, unless a step number is being typed.
                let now = keysLine()
                if typed == nil, now != shown {
                    shown = now
                    StandardStreams.writeOutput("\r\u{1B}[2K" + now)
                }
                continue
            }
            if var number = typed {
                switch key {
                case .character(let digit) where digit.isASCII && digit.isNumber && number.count < 4:
                    number.append(digit)
                    typed = number
                    StandardStreams.writeOutput(String(digit))
                    continue
                case .enter:
                    if let step = Int(number) { return .go(step) }
                    return .redraw  // nothing typed: as it was
                case .backspace where !number.isEmpty:
                    typed = String(number.dropLast())
                    StandardStreams.writeOutput("\u{8} \u{8}")
                    continue
                case .quit: return nil
                default: return .redraw  // Escape too: the number given up
                }
            }
            switch key {
            case .enter, .space, .right, .character("n"): return .forward
            case .backspace, .left, .character("b"): return .back
            // Escape closes the code or the text; q leaves the demo from anywhere, as its line says.
            case .escape where overlay: return .other
            case .quit, .escape, .character("Q"): return nil
            case .character("h"), .character("?"): return .hint
            case .character("m"): return .mistakes
            case .character("c"): return .code
            case .character("t"): return .text
            case .character("w"): return .walk
            case .character("p"): return .pause
            case .character("g"):
                typed = ""
                StandardStreams.writeOutput("\r\u{1B}[2Kgo to step: ")
            case .down: return .codeDown
            case .up: return .codeUp
            case .resized: return .redraw
            // Any other key leaves the code or the text (and changes nothing on a step).
            case .character: return .other
            }
        }
    }
}
