import LabSupport
import LabText
import Lessons

/// An option a subcommand takes: a flag (`--ascii`) or an option with a value (`--format json`,
/// also written `--format=json`).
struct OptionSpec: Sendable {
    let name: String
    /// Other spellings of the same option.
    var aliases: [String] = []
    /// What the value looks like (`DIR`, `N`, `text|json`); nil for a flag.
    var valueName: String?
    /// What the value must be, said when it is missing: "a folder".
    var valueMeaning = ""
    /// Whether it may be given more than once (each value kept); otherwise a second value is
    /// refused rather than quietly winning.
    var repeatable = false

    func matches(_ word: String) -> Bool { word == name || aliases.contains(word) }

    static let ascii = OptionSpec(name: "--ascii")
    static let noColor = OptionSpec(name: "--no-color", aliases: ["--no-colour"])
    /// The status line under a picture in plain words, for a class (demo's own default).
    static let plain = OptionSpec(name: "--plain")
    static let lessons = OptionSpec(name: "--lessons", valueName: "DIR", valueMeaning: "a folder", repeatable: true)
    static let help = OptionSpec(name: "--help", aliases: ["-h"])
    /// What every subcommand that draws or opens lessons takes.
    static let display = [ascii, noColor, plain, lessons]
    /// A lesson's time for a class (`demo`, `export --slides`).
    static let timer = OptionSpec(name: "--timer", valueName: "MIN", valueMeaning: "whole minutes")
    static let questionTime = OptionSpec(
        name: "--question-time", valueName: "SEC", valueMeaning: "whole seconds each question gets")
}

/// A command line read against the options a subcommand takes: the words that are not
/// options, and each option's values in the order given.
struct ParsedArguments {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]

    /// Whether a flag (or an option) was given.
    func has(_ option: OptionSpec) -> Bool { values[option.name] != nil }

    /// Every value given for an option, in order (`--lessons A --lessons B`).
    func values(_ option: OptionSpec) -> [String] { values[option.name] ?? [] }

    /// The last value given for an option.
    func value(_ option: OptionSpec) -> String? { values[option.name]?.last }

    /// `--timer MIN`, when given: refused unless whole minutes in range.
    func timer() throws(UsageError) -> ClassTimer? {
        guard let text = value(OptionSpec.timer) else { return nil }
        guard let timer = ClassTimer(text) else {
            throw UsageError("--timer \(text) is not a time for a lesson: give \(ClassTimer.allowed)")
        }
        return timer
    }

    /// `--question-time SEC`, read: nil when not given.
    func questionTimer() throws(UsageError) -> QuestionTimer? {
        guard let text = value(OptionSpec.questionTime) else { return nil }
        guard let timer = QuestionTimer(text) else {
            throw UsageError("--question-time \(text) is not a time for a question: give \(QuestionTimer.allowed)")
        }
        return timer
    }

    /// Reads `arguments` (the subcommand's name already taken out). One set of rules for every
    /// subcommand: `--name value` and `--name=value` alike, `-` alone is a word (standard
    /// input), `--` ends the options, and an option the subcommand does not take is refused,
    /// with a likely spelling or with who takes it.
    static func scan(_ arguments: [String], options: [OptionSpec], for command: String, everyOption: [OptionSpec])
        throws(UsageError) -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard !optionsEnded, word.hasPrefix("-"), word != "-" else {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (name, attached) = split(word)
            guard let option = options.first(where: { $0.matches(name) }) else {
                throw refusal(name, options: options, command: command, everyOption: everyOption)
            }
            guard let valueName = option.valueName else {
                if attached != nil { throw UsageError("\(option.name) takes no value, got '\(word)'") }
                parsed.values[option.name, default: []].append("")
                continue
            }
            let value: String
            if let attached {
                value = attached
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("\(option.name) needs \(option.valueMeaning): \(option.name) \(valueName)")
            }
            if let earlier = parsed.value(option), !option.repeatable {
                throw UsageError("\(option.name) is given twice ('\(earlier)' and '\(value)'); give it once")
            }
            parsed.values[option.name, default: []].append(value)
        }
        return parsed
    }

    /// `--format=json` as the option and its value.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func refusal(_ name: String, options: [OptionSpec], command: String, everyOption: [OptionSpec])
        -> UsageError
    {
        let names = options.map(\.name)
        if everyOption.contains(where: { $0.matches(name) }), Suggestion.closest(to: name, among: names) == nil {
            // Known, but not here: `place --ascii` draws nothing to make plain.
            return UsageError("\(command) does not take \(name) (it takes: \(names.joined(separator: ", ")))")
        }
        return UsageError("unknown option '\(name)'\(Suggestion.didYouMean(name, among: names))")
    }
}
