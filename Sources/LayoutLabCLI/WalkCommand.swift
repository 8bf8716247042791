import Exercises
import LabSupport
import LabText
import LayoutCore
import LessonScreens
import Lessons
import Rendering
import Shell
import Workbench

/// `layoutlab walk FILE|-`: a script's workspace, walked — step by step on a terminal, as a
/// transcript otherwise.
enum WalkCommand {
    static let to = OptionSpec(name: "--to", valueName: "N", valueMeaning: "a number of steps from 1")
    static let solution = OptionSpec(name: "--solution")
    static let caseNumber = OptionSpec(name: "--case", valueName: "N", valueMeaning: "a check's case number, from 1")
    static let seed = OptionSpec(name: "--seed", valueName: "N", valueMeaning: "a whole number from 0")

    static let subcommand = Subcommand(
        name: "walk", synopsis: "walk FILE|- [--to N] | walk YOURS.swift [SCRIPT]",
        summary: "walk the layout a script sets up, or your own exercise file, step by step",
        options: [to, solution, caseNumber, seed] + OptionSpec.display, words: .file, usage: usage, run: run)

    static let usage = """
        Usage: layoutlab walk FILE|- [--to N] [--solution]

        Runs the shell commands in FILE (or standard input for -) without printing them, then walks
        the layout they set up through its own code, as the shell's walk does: on a terminal a step
        at a time (space or → the next, ← back, n the next item, p the next method, q to leave), and
        otherwise every step as a transcript (the first N with --to N). The listing is the
        reference solution of the layout's exercise: until your own passes check, add --solution
        to see it (it then counts as seen, as source --solution does).

        Usage: layoutlab walk YOURS.swift [SCRIPT | --case N [--seed S]] [--to N]

        Walks your own exercise file (a flow layout's or a collection's) the same way: your lines,
        your variables, each comparison with its numbers. SCRIPT sets up the items and the
        proposal (or the collection) it runs on (a failing check prints its case as such lines);
        --case N --seed S walks case N of a check run with seed S, as its report numbers it
        (the named cases need no seed); without either, it runs on the exercise's first named
        case. Your file is rewritten to report its steps, compiled against the exercise kit and
        run under check's limits.

        """

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let paths = arguments.positionals
        if let file = paths.first, file.hasSuffix(".swift") { return try walkYours(file, arguments) }
        if arguments.value(caseNumber) != nil || arguments.value(seed) != nil {
            throw UsageError(
                "--case and --seed walk your own exercise file: layoutlab walk YOURS.swift --case N --seed S")
        }
        guard paths.count == 1 else {
            throw UsageError(
                paths.isEmpty ? "which script? layoutlab walk FILE (or - for standard input)" : "one script at a time")
        }
        let limit = try steps(arguments)
        let onTerminal = TerminalInfo.isInteractive && limit == nil
        let session = DisplayFlags(arguments).session(maxColumns: onTerminal ? TerminalInfo.columns() : nil)
        session.autoshow = false
        if let failure = try runScript(paths[0], in: session) { return failure }
        if let exercise = session.walkNeedsSolution, !arguments.has(solution) {
            throw UsageError(
                "walk shows the reference solution of exercise \(exercise) before your own has passed check; add --solution to see it (it then counts as seen)"
            )
        }
        let reply = session.walkShowingReference(limit: limit)
        if CLI.stoppedByCtrlC || reply.wasStopped { return .interrupted }
        if let error = reply.error {
            StandardStreams.writeError("layoutlab walk: \(error)\n")
            return .failure
        }
        return show(reply, onTerminal: onTerminal)
    }

    /// `walk YOURS.swift [SCRIPT]`: the learner's own file, on what SCRIPT sets up.
    static func walkYours(_ file: String, _ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let paths = arguments.positionals
        guard paths.count <= 2 else { throw UsageError("walk YOURS.swift takes one script at most") }
        let limit = try steps(arguments)
        let onTerminal = TerminalInfo.isInteractive && limit == nil
        let session = DisplayFlags(arguments).session(maxColumns: onTerminal ? TerminalInfo.columns() : nil)
        session.autoshow = false
        if paths.count == 2 {
            if let failure = try runScript(paths[1], in: session) { return failure }
        }
        let numbered = try numberedCase(file, arguments, script: paths.count == 2)
        let reply = session.walkLearnersFile(file, limit: limit, numbered: numbered)
        if CLI.stoppedByCtrlC || reply.wasStopped { return .interrupted }
        if let error = reply.error {
            StandardStreams.writeError("layoutlab walk: \(error)\n")
            return .failure
        }
        return show(reply, onTerminal: onTerminal)
    }

    /// `--case N [--seed S]`, read: the check's case N of the file's exercise.
    static func numberedCase(_ file: String, _ arguments: ParsedArguments, script: Bool) throws(UsageError)
        -> TrialCase?
    {
        guard let text = arguments.value(caseNumber) else {
            if arguments.value(seed) != nil { throw UsageError("--seed goes with --case N: which case of that check?") }
            return nil
        }
        guard !script else { throw UsageError("a script or --case N sets up the case, not both") }
        guard let number = Int(text), number > 0 else {
            throw UsageError("--case needs a check's case number from 1, got '\(Quote.cut(text))'")
        }
        var seedValue: UInt64?
        if let word = arguments.value(seed) {
            guard let value = UInt64(word) else {
                throw UsageError("--seed needs a whole number from 0, got '\(Quote.cut(word))'")
            }
            seedValue = value
        }
        let exercise: Exercise
        do throws(ExerciseSetupError) {
            exercise = try LearnerWalk.walkable(file).exercise
        } catch {
            throw UsageError(error.message)
        }
        switch Checker.numberedCase(number, of: exercise, seed: seedValue) {
        case .success(let found): return found
        case .failure(let error): throw UsageError(error.message)
        }
    }

    /// `--to N`, read.
    static func steps(_ arguments: ParsedArguments) throws(UsageError) -> Int? {
        guard let text = arguments.value(to) else { return nil }
        guard let count = Int(text), count > 0 else {
            throw UsageError("--to needs a number of steps from 1, got '\(Quote.cut(text))'")
        }
        return count
    }

    /// Runs a script's lines without printing them; the exit code when one fails.
    static func runScript(_ path: String, in session: Session) throws(UsageError) -> ExitCode? {
        let lines: [String]
        do throws(FileProblem) {
            lines = try ScriptRunner.readLines(path)
        } catch {
            throw UsageError(error.message)
        }
        let name = path == "-" ? "<stdin>" : path
        for (number, line) in lines.enumerated() {
            let reply = session.execute(line)
            if reply.wasStopped { return .interrupted }
            if let error = reply.error {
                StandardStreams.writeError("\(name):\(number + 1): error: \(error)\n")
                return .failure
            }
        }
        return nil
    }

    /// A walk on a terminal a screen at a time; otherwise its transcript.
    static func show(_ reply: Reply, onTerminal: Bool) -> ExitCode {
        if onTerminal, let view = reply.walk {
            WalkScreen(view: view, windowLines: { TerminalInfo.lines() }).run()
            return .ok
        }
        StandardStreams.writeOutput(reply.lines.joined(separator: "\n") + "\n")
        return .ok
    }
}
