import LabText

/// What `--format` may say, declared once: each subcommand that takes it names the formats it
/// writes, and its option's help, its completion and the message for any other word come from
/// that list (`progress` and `validate` each had their own spelling of the message).
enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case csv

    /// The `--format` option of a subcommand that writes `formats`.
    static func option(_ formats: [OutputFormat]) -> OptionSpec {
        OptionSpec(
            name: "--format", valueName: formats.map(\.rawValue).joined(separator: "|"),
            valueMeaning: said(formats))
    }

    /// The format `arguments` ask for (text when none), or why `--format` names none of `formats`.
    static func chosen(_ arguments: ParsedArguments, among formats: [OutputFormat]) throws(UsageError)
        -> OutputFormat
    {
        guard let typed = arguments.value(option(formats)) else { return .text }
        guard let format = OutputFormat(rawValue: typed), formats.contains(format) else {
            throw UsageError("--format is \(said(formats)), not '\(Quote.cut(typed))'")
        }
        return format
    }

    /// "text or json", "text, json or csv".
    static func said(_ formats: [OutputFormat]) -> String {
        let names = formats.map(\.rawValue)
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
