import Testing

@testable import LayoutLabCLI

/// `--format`, declared once: every subcommand's option, its help and its refusal come from
/// the formats it writes.
@Suite("--format, one declaration")
struct OutputFormatTests {
    func chosen(_ words: [String], among formats: [OutputFormat]) throws(UsageError) -> OutputFormat {
        let parsed = try ParsedArguments.scan(
            words, options: [OutputFormat.option(formats)], for: "results", everyOption: CLI.everyOption)
        return try OutputFormat.chosen(parsed, among: formats)
    }

    @Test func theOptionAndItsWords_comeFromTheFormats() throws {
        #expect(OutputFormat.option([.text, .json]).valueName == "text|json")
        #expect(OutputFormat.option(OutputFormat.allCases).valueMeaning == "text, json or csv")
        #expect(try chosen([], among: [.text, .json]) == .text)
        #expect(try chosen(["--format", "csv"], among: OutputFormat.allCases) == .csv)
        #expect(throws: UsageError("--format is text or json, not 'csv'")) {
            try chosen(["--format=csv"], among: [.text, .json])
        }
        #expect(throws: UsageError("--format is text, json or csv, not 'yaml'")) {
            try chosen(["--format", "yaml"], among: OutputFormat.allCases)
        }
    }

    /// Each subcommand that takes `--format` declares it through `OutputFormat`.
    @Test func everyFormatOption_isDeclaredThroughOutputFormat() {
        for command in CLI.commands {
            for option in command.options where option.name == "--format" {
                let formats = (option.valueName ?? "").split(separator: "|").compactMap {
                    OutputFormat(rawValue: String($0))
                }
                #expect(OutputFormat.option(formats).valueMeaning == option.valueMeaning, "\(command.name)")
            }
        }
    }
}
