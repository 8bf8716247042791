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
    /// What its words (not its options) are, for shell completion.
    var words: Words = .none
    /// Whether its output is for people (and so plain ASCII where the terminal needs it);
    /// `place`'s JSON and a completion script are for programs and keep their bytes, each
    /// saying so where it is declared.
    var isForPeople = true
    /// Its `--help` text.
    let usage: String
    /// Runs it; a `UsageError` becomes one line on standard error and exit status 2.
    let run: @Sendable (ParsedArguments) throws(UsageError) -> ExitCode

    /// What a subcommand's words are.
    enum Words: Sendable {
        case none
        /// A lesson id or a .lesson file.
        case lesson
        /// A file, or `-` for standard input.
        case file
        /// Files and folders.
        case paths
        /// Another subcommand's name.
        case subcommand
        /// A shell to write completion for.
        case shell
    }

    /// What its messages start with: `layoutlab run`, or `layoutlab` for the shell.
    var displayName: String { name.isEmpty ? "layoutlab" : "layoutlab \(name)" }
}
