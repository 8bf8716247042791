/// One of `layoutlab`'s subcommands: how it is written, the options it takes, its help, and
/// what it does. `CLI` reads every command line through this table, so every subcommand reads
/// its options the same way and refuses the ones it does not take.
struct Subcommand: Sendable {
    /// Empty for the shell (`layoutlab` with no subcommand).
    let name: String
    /// How the top-level help shows it: `run FILE|-`.
    let synopsis: String
    let summary: String
    let options: [OptionSpec]
    /// Its `--help` text.
    let usage: String
    /// Runs it; a `UsageError` becomes one line on standard error and exit status 2.
    let run: @Sendable (ParsedArguments) throws(UsageError) -> ExitCode

    /// What its messages start with: `layoutlab run`, or `layoutlab` for the shell.
    var displayName: String { name.isEmpty ? "layoutlab" : "layoutlab \(name)" }
}
