import LabText
import Workbench

/// The text of `help` and `help COMMAND`, made from the command catalog.
public enum HelpText {
    /// The width the prose of a command's help is wrapped to: an 80-column terminal's, less a
    /// margin, so that it does not wrap again there.
    static let proseWidth = 78

    /// `inLesson`: a lesson is open, and its commands come first.
    public static func lines(_ topic: CommandName?, inLesson: Bool = false) -> [String] {
        if let spec = topic?.spec {
            let also = spec.aliases.isEmpty ? "" : " (also: \(spec.aliases.joined(separator: ", ")))"
            return ["usage: \(spec.usage)\(also)", spec.summary] + reflowed(spec.details)
        }
        let width = CommandName.allCases.map(\.rawValue.count).max() ?? 0
        var lines = ["Commands (help COMMAND for more):"]
        let groups = CommandCatalog.groups
        let ordered =
            inLesson
            ? groups.filter { $0.title == HelpGroup.lessons.rawValue }
                + groups.filter { $0.title != HelpGroup.lessons.rawValue } : groups
        for group in ordered {
            lines.append("\(group.title):")
            for name in group.names {
                let padding = String(repeating: " ", count: width - name.rawValue.count)
                lines.append("  \(name.rawValue)\(padding)  \(name.spec.summary)")
            }
        }
        return lines + [
            "Keys: Tab completes, Up/Down walk the history, Ctrl-R searches it, Ctrl-C (or Ctrl-\\) cancels the line or stops a command, Ctrl-Z puts the shell aside until fg, Ctrl-D quits."
        ]
    }

    /// A command's details as shown: runs of prose lines joined into paragraphs and wrapped at
    /// `proseWidth`; a table row (`add Swift    a text item`, two spaces apart) or an indented
    /// line kept as written. A line that ends a sentence ends its paragraph when the next
    /// line's first word would have fitted on it: the author broke it there on purpose
    /// (`--seed N …` on a line of its own).
    static func reflowed(_ details: String) -> [String] {
        let source = details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func isRow(_ line: String) -> Bool {
            line.isEmpty || line.first == " " || line.trimmingTrailingSpaces.contains("  ")
        }
        // The width the author wrapped the prose at: its longest line.
        let authorWidth = source.filter { !isRow($0) }.map { DisplayWidth.of($0) }.max() ?? 0
        var lines: [String] = []
        var paragraph = ""
        func endParagraph() {
            if !paragraph.isEmpty { lines += TextWrap.wrapWords(paragraph, width: proseWidth) }
            paragraph = ""
        }
        for (index, line) in source.enumerated() {
            if isRow(line) {
                endParagraph()
                lines.append(line)
                continue
            }
            paragraph += (paragraph.isEmpty ? "" : " ") + line
            let next = index + 1 < source.count ? source[index + 1] : ""
            let nextWord = next.split(separator: " ").first.map(String.init) ?? ""
            let endsSentence = [".", ":", ")", "?"].contains { line.trimmingTrailingSpaces.hasSuffix($0) }
            if isRow(next) || (endsSentence && DisplayWidth.of(line) + 1 + DisplayWidth.of(nextWord) <= authorWidth) {
                endParagraph()
            }
        }
        endParagraph()
        return lines
    }
}
