import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// `layoutlab exercises`, `exercise start`, `check` and `watch`: writing a layout in Swift.
enum ExerciseCommands {
    static let list = Subcommand(
        name: "exercises", synopsis: "exercises", summary: "the layouts to write yourself, in Swift", options: [],
        usage: """
            Usage: layoutlab exercises

            Lists the exercises, the id first on each line. layoutlab exercise start ID writes a
            starter file; layoutlab check FILE checks it against the article's algorithm.

            """
    ) { arguments throws(UsageError) in
        if let extra = arguments.positionals.first { throw UsageError("takes no arguments, got '\(extra)'") }
        StandardStreams.writeOutput(StarterFile.listing().joined(separator: "\n") + "\n")
        return .ok
    }

    static let force = OptionSpec(name: "--force")

    static let start = Subcommand(
        name: "exercise", synopsis: "exercise start ID [DIR]",
        summary: "write a starter file (exercise prepare: compile the kit)",
        options: [force],
        usage: """
            Usage: layoutlab exercise start ID [DIR] [--force]
                   layoutlab exercise prepare [DIR]

            start writes DIR/ID.swift (DIR is the current folder if not given): a file that
            compiles and fails, whose comment says the task and the rules. An existing file is
            kept unless --force is given.

            prepare compiles the exercise kit ahead of the first check, into DIR (by default
            lib/layoutlab/exercise-kit beside the executable's folder, where every check looks;
            make run and make install do it): the first check then compiles only your file.

            """
    ) { arguments throws(UsageError) in
        let words = arguments.positionals
        if words.first == "prepare" { return try prepare(words.dropFirst()) }
        guard words.first == "start" else {
            throw UsageError(
                "exercise takes start or prepare: layoutlab exercise start ID [DIR], layoutlab exercise prepare [DIR]")
        }
        guard (2...3).contains(words.count) else {
            throw UsageError("usage: layoutlab exercise start ID [DIR] (layoutlab exercises lists the ids)")
        }
        let path: String
        do throws(ExerciseSetupError) {
            path = try StarterFile.write(
                words[1], folder: words.count == 3 ? words[2] : ".", force: arguments.has(force))
        } catch {
            throw UsageError(error.message)
        }
        StandardStreams.writeOutput("Wrote \(path). Check it with: layoutlab check \(path)\n")
        return .ok
    }

    /// `exercise prepare [DIR]`.
    static func prepare(_ words: ArraySlice<String>) throws(UsageError) -> ExitCode {
        guard words.count <= 1 else { throw UsageError("usage: layoutlab exercise prepare [DIR]") }
        let report: PreparedKit.Report
        do throws(ExerciseSetupError) {
            report = try PreparedKit.prepare(into: words.first ?? PreparedKit.defaultFolder)
        } catch {
            StandardStreams.writeError("layoutlab exercise prepare: \(VisibleText.of(error.message))\n")
            return .usage
        }
        let seconds = NumberText.rounded(report.seconds, decimals: 1)
        StandardStreams.writeOutput(
            // The folder on a line of its own: a long path is one word, which a narrow terminal
            // could only break in its middle.
            report.wasReady
                ? "The exercise kit was ready already, in\n  \(report.folder)\n"
                : "Prepared the exercise kit (\(seconds) s): the first check compiles only your file. It is in\n  \(report.folder)\n"
        )
        return .ok
    }

    static let seed = OptionSpec(name: "--seed", valueName: "N", valueMeaning: "a whole number")
    static let cases = OptionSpec(name: "--cases", valueName: "N", valueMeaning: "a number of random cases")
    static let walk = OptionSpec(name: "--walk")

    static let check = Subcommand(
        name: "check", synopsis: "check FILE", summary: "check your exercise against the article's algorithm",
        options: [seed, cases, walk, OptionSpec.ascii, OptionSpec.noColor], words: .paths,
        usage: """
            Usage: layoutlab check FILE [--seed N] [--cases N] [--walk]

            Compiles FILE (an exercise, see layoutlab exercises) with the Swift compiler on PATH
            (or $SWIFTC) against the lab's SwiftUI-shaped kit, runs it on the exercise's named
            cases and then on 500 random ones (--cases N for another number; --seed N repeats a
            run), and compares every size and frame with the article's algorithm. The first case
            that differs is made as small as it goes and shown as two pictures side by side, and
            where the two runs part, the reference's lines say why, with your own lines beside
            them (your file walked on the same case); where yours parts lines both runs up by
            what they computed (values, comparisons, proposals, places), not by line or name,
            and names your first line that computes otherwise beside the reference's (--walk
            adds both runs of the case, aligned). Builds are kept in $LAYOUTLAB_CACHE (default
            ~/.cache/layoutlab).
            Exit status: 0 all cases pass, 1 a case fails or the file does not compile, 2 a
            usage error (or no compiler).

            """
    ) { arguments throws(UsageError) in
        let (file, options) = try checkArguments(arguments)
        return runCheck(
            file, options: options, render: DisplayFlags(arguments).renderOptions(maxColumns: width),
            walk: arguments.has(walk))
    }

    /// The terminal's width for pictures, or none when the output is not a terminal.
    static var width: Int? { TerminalInfo.isInteractive ? TerminalInfo.columns() : nil }

    static func checkArguments(_ arguments: ParsedArguments) throws(UsageError) -> (String, CheckOptions) {
        let words = arguments.positionals
        guard words.count == 1 else {
            throw UsageError(words.isEmpty ? "which file? layoutlab check FILE" : "one file at a time")
        }
        var options = CheckOptions(seed: UInt64(time(nil)) % 100_000)
        if let text = arguments.value(seed) {
            guard let value = UInt64(text) else { throw UsageError("--seed \(text): a whole number from 0") }
            options.seed = value
        }
        if let text = arguments.value(cases) {
            guard let value = Int(text), (0...20_000).contains(value) else {
                throw UsageError("--cases \(text): a whole number from 0 to 20000")
            }
            options.randomCases = value
        }
        return (words[0], options)
    }

    /// Checks and prints the verdict; the exit status.
    static func runCheck(_ file: String, options: CheckOptions, render: RenderOptions, walk: Bool = false) -> ExitCode {
        report(
            Result { () throws(ExerciseSetupError) in try Checker.check(file, options: options) }, file, render,
            walk: walk)
    }

    /// Prints a check's verdict (or why there is none) and keeps it with the progress; the
    /// exit status.
    static func report(
        _ checked: Result<CheckOutcome, ExerciseSetupError>, _ file: String, _ render: RenderOptions, walk: Bool = false
    ) -> ExitCode {
        let outcome: CheckOutcome
        switch checked {
        case .success(let value): outcome = value
        case .failure(let error):
            StandardStreams.writeError("layoutlab check: \(VisibleText.of(error.message))\n")
            return .usage
        }
        // Plain pictures: every line goes through VisibleText, which would show colour codes.
        var plain = render
        plain.color = false
        // On a terminal, broken at spaces to its width (a long line cut by the terminal split
        // words: "rep" at the end of one row, "eats" at the start of the next).
        let lines = TextWrap.fit(
            CheckReport.lines(outcome, file: file, options: plain, walk: walk), width: render.maxColumns)
        StandardStreams.writeOutput(lines.map { VisibleText.of($0) + "\n" }.joined())
        // Kept with the learner's progress: the shell's source shows a passed exercise's
        // reference from now on, and a lesson's step for it knows how many checks failed first.
        // The file too, once it compiles: a lesson's walk question may stop its code.
        let store = ProgressStore(directory: StateDirectory.prepare().path)
        let path = FileSystem.canonicalPath(file)
        guard case .passed(let exercise, _, _, _) = outcome else {
            if case .failed(let failure) = outcome {
                store.recordCheck(of: failure.exercise.id, passed: false, file: path)
            }
            return .failure
        }
        store.recordCheck(of: exercise.id, passed: true, file: path)
        return .ok
    }
}
