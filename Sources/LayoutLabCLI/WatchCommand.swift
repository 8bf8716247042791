import Exercises
import LabSupport
import LabText
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// `layoutlab watch FILE`: `check` again on every save. A save while a check runs stops that
/// check and checks the new file instead (`FileChangeWatcher`).
extension ExerciseCommands {
    static let watch = Subcommand(
        name: "watch", synopsis: "watch FILE", summary: "check an exercise again on every save",
        options: [seed, cases, OptionSpec.ascii, OptionSpec.noColor], words: .paths,
        usage: """
            Usage: layoutlab watch FILE [--seed N] [--cases N]

            Checks FILE as layoutlab check does, then again each time it is saved, until Ctrl-C.
            A save while a check runs stops it and checks the file as saved.

            """
    ) { arguments throws(UsageError) in
        let (file, options) = try checkArguments(arguments)
        let render = DisplayFlags(arguments).renderOptions(maxColumns: width)
        var last = FileSystem.identity(of: file)
        // Nothing to watch for when the file cannot be checked at all (no compiler, no file).
        if settledCheck(file, options: options, render: render, seen: &last) == .usage { return .usage }
        StandardStreams.writeOutput("Watching \(file): save it to check again; Ctrl-C stops.\n")
        while !Interruption.isRequested {
            usleep(250_000)
            let now = FileSystem.identity(of: file)
            guard now != last, now != nil else { continue }
            StandardStreams.writeOutput("\n── \(VisibleText.of(file)) changed: checking again ──\n")
            last = now
            _ = settledCheck(file, options: options, render: render, seen: &last)
        }
        StandardStreams.writeOutput("\nStopped watching \(VisibleText.of(file)).\n")
        return .interrupted
    }

    /// Checks the file as it stands (see `FileChangeWatcher.run`); `seen` is the file as last checked.
    static func settledCheck(
        _ file: String, options: CheckOptions, render: RenderOptions, seen: inout String?
    ) -> ExitCode {
        let checked = FileChangeWatcher.run(file, seen: &seen) {
            StandardStreams.writeOutput(
                "\n── \(VisibleText.of(file)) changed while it was checked: checking again ──\n")
        } _: {
            Result { () throws(ExerciseSetupError) in try Checker.check(file, options: options) }
        }
        return report(checked, file, render)
    }
}
