import LabSupport
import LabText
import LayoutCore

/// Turns the words of a line into a checked `Command`, or a one-line message that says what
/// is wrong and what is allowed: the first word picks the command's declaration, which reads
/// the rest (see `CommandCatalog`).
public enum CommandParser {
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        // A command that takes a line of Swift takes it as typed: the tokenizer would read its
        // quotes and backslashes as the shell's.
        let trimmed = line.trimmingLeadingSpaces
        let name = String(trimmed.prefix { !$0.isWhitespace })
        if let spec = CommandCatalog.spec(name.lowercased()), case .code? = spec.slot(at: 0) {
            let rest = String(trimmed.dropFirst(name.count)).trimmingLeadingSpaces
            return try spec.build(rest.allSatisfy(\.isWhitespace) ? [] : [Word(rest)], spec)
        }
        let words = try Tokenizer.words(line)
        guard let first = words.first else { return nil }
        guard let spec = CommandCatalog.spec(first.text.lowercased()) else {
            if Setting(first.text.lowercased()) != nil {
                throw .settingWithoutSet(first.text, line: words.map(\.text).joined(separator: " "))
            }
            // `lesson flow-basics`, `start flow-basics`: a lesson's id after a word for opening it.
            if words.count > 1, CommandCatalog.wordsForOpen.contains(first.text.lowercased()) {
                throw .meantOpen(first.text, line: "open " + words.dropFirst().map(\.text).joined(separator: " "))
            }
            throw .unknownCommand(first.text)
        }
        return try spec.build(Array(words.dropFirst()), spec)
    }

    /// on, yes, true, 1 — or off, no, false, 0 (any case); nil for anything else.
    public static func onOff(_ text: String) -> Bool? { ValueReader.onOff(text) }

    /// `~/x.svg` as a path in the home folder, as a shell would read it.
    public static func expandingHome(_ path: String) -> String { ValueReader.expandingHome(path) }
}
