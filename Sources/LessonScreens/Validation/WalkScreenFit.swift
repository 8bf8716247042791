import LabText
import Lessons
import Rendering

/// Whether a walk question's screen shows the code it asks about: the marked line whole (its
/// continuation rows included, never cut where it decides), and for "which line runs next",
/// both lines that may run next. `validate` warns with it; the tests hold every shipped lesson to
/// it in the shell, in demo and in the slides.
public enum WalkScreenFit {
    /// What the screen fails to show, in words; nil when it shows it all.
    public static func problem(in screen: [String], _ setting: WalkQuestionSetting, asking ask: WalkQuestion.Ask)
        -> String?
    {
        guard let line = setting.listing.line(of: setting.step) else { return nil }
        let code = collapsed(setting.listing.lines[line - 1])
        guard let shown = markedText(in: screen, line: line) else {
            return "the marked line \(line) is not on the walk's screen"
        }
        guard collapsed(shown) == code else {
            return "the marked line \(line) is cut on the walk's screen: it shows '\(Quote.cut(shown, limit: 60))'"
        }
        guard ask == .nextLine, let condition = setting.step.condition else { return nil }
        let candidates = [condition, !condition].compactMap {
            setting.listing.nextLine(afterIf: line, condition: $0)
        }
        for candidate in candidates where candidate != line && !shows(screen, line: candidate) {
            return "line \(candidate), which may run next, is not on the walk's screen"
        }
        return nil
    }

    /// The marked line's text, its continuation rows joined to it: `▶ 12 │ code` (`> 12 | …` in
    /// ASCII), then rows `   │     … more`.
    static func markedText(in screen: [String], line: Int) -> String? {
        guard
            let start = screen.firstIndex(where: { row in
                let trimmed = row.trimmingWhitespace
                return (trimmed.hasPrefix("▶ ") || trimmed.hasPrefix("> ")) && number(of: row) == line
            })
        else { return nil }
        var text = code(of: screen[start])
        for row in screen[(start + 1)...] {
            let body = code(of: row)
            let trimmed = body.trimmingWhitespace
            guard number(of: row) == nil, trimmed.hasPrefix("… ") else { break }
            text += " " + trimmed.dropFirst(2)
        }
        return text
    }

    private static func shows(_ screen: [String], line: Int) -> Bool {
        screen.contains { number(of: $0) == line }
    }

    /// A row's line number, when it is a listing row that carries one.
    private static func number(of row: String) -> Int? {
        guard let bar = row.firstIndex(where: { $0 == "│" || $0 == "|" }) else { return nil }
        let head = row[..<bar].filter { $0 != "▶" && $0 != ">" }.trimmingWhitespace
        return Int(head)
    }

    /// What follows the bar on a listing row.
    private static func code(of row: String) -> String {
        guard let bar = row.firstIndex(where: { $0 == "│" || $0 == "|" }) else { return row }
        let rest = row[row.index(after: bar)...]
        return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " }).joined(separator: " ")
    }
}
