import Foundation
import TestSupport
import Testing

@testable import LayoutLabCLI

/// One set of rules for every subcommand's options, and a table every command line goes through.
@Suite("command-line front")
struct ArgumentScannerTests {
    let format = OptionSpec(name: "--format", valueName: "text|json", valueMeaning: "text or json")
    let keepGoing = OptionSpec(name: "--keep-going")

    func scan(_ words: [String]) throws(UsageError) -> ParsedArguments {
        try ParsedArguments.scan(
            words, options: [format, keepGoing, .lessons], for: "validate", everyOption: CLI.everyOption)
    }

    @Test func valuesAttachedOrApart_flags_andWords() throws {
        let parsed = try scan(["a.lesson", "--format=json", "--lessons", "X", "--lessons=Y", "-", "--keep-going"])
        #expect(parsed.positionals == ["a.lesson", "-"])
        #expect(parsed.value(format) == "json")
        #expect(parsed.values(.lessons) == ["X", "Y"])
        #expect(parsed.has(keepGoing))
        #expect(!parsed.has(.ascii))
        // After --, everything is a word, even what looks like an option.
        #expect(try scan(["--", "--keep-going", "-x"]).positionals == ["--keep-going", "-x"])
    }

    @Test(arguments: [
        (["--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"),
        (["--fast"], "unknown option '--fast'"),
        (["--ascii"], "validate does not take --ascii (it takes: --format, --keep-going, --lessons)"),
        (["--keep-going=yes"], "--keep-going takes no value, got '--keep-going=yes'"),
        (["--format"], "--format needs text or json: --format text|json"),
        (["--lessons", "--keep-going"], "--lessons needs a folder: --lessons DIR"),
        (["--format", "yaml", "--format=json"], "--format is given twice ('yaml' and 'json'); give it once"),
    ])
    func mistakes_sayWhatIsAllowed(words: [String], message: String) {
        #expect(throws: UsageError(message)) { try scan(words) }
    }

    @Test func theSubcommand_isTheFirstWordThatIsNoOptionValue() throws {
        #expect(try CLI.subcommandPosition(in: ["--lessons", "DIR", "open", "x"]) == 2)
        #expect(try CLI.subcommandPosition(in: ["--lessons=DIR", "open", "x"]) == 1)
        #expect(try CLI.subcommandPosition(in: ["--ascii", "run", "-"]) == 1)
        #expect(try CLI.subcommandPosition(in: ["--ascii"]) == nil)
        #expect(try CLI.subcommandPosition(in: ["--", "run"]) == nil)
        // Not "unknown command '3'": the option is what is wrong.
        #expect(throws: UsageError("unknown option '--fromm'; did you mean '--from'?")) {
            try CLI.subcommandPosition(in: ["--fromm", "3", "demo", "x"])
        }
    }

    @Test func everySubcommand_isListed_andHasHelp() {
        let usage = CLI.usage
        for command in CLI.commands where !command.name.isEmpty && command.name != "help" {
            #expect(usage.contains("layoutlab \(command.synopsis)"))
            #expect(command.usage.hasPrefix("Usage: layoutlab \(command.name)"))
        }
        #expect(Set(CLI.commands.map(\.name)).count == CLI.commands.count)
    }

    /// The man page (docs/layoutlab.1) names every subcommand and every option in the table.
    @Test func theManPage_coversTheTable() throws {
        let path = RepositoryFile.root.appendingPathComponent("docs/layoutlab.1").path
        let page = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\\-", with: "-")
        for command in CLI.commands where !command.name.isEmpty {
            #expect(page.contains(".B layoutlab \(command.name)"), "\(command.name)")
        }
        for option in CLI.everyOption {
            #expect(page.contains(option.name), "\(option.name)")
        }
    }
}
