/// Text made safe inside Markdown: what a lesson says reaches the page as words, never as HTML
/// (`<script>`, `<img onerror=…>`), a link (`[x](javascript:…)`) or an image, and never closes
/// the code around it early. Control characters are shown as themselves (`VisibleText`).
public enum MarkdownText {
    /// Prose: its `code` spans kept as code, everything else with the characters that start
    /// HTML, entities, links and images backslash-escaped (CommonMark takes any escaped ASCII
    /// punctuation as itself).
    public static func prose(_ text: String) -> String {
        let visible = VisibleText.of(text)
        let parts = visible.split(separator: "`", omittingEmptySubsequences: false)
        // An odd backtick is no code: every part is text then.
        guard parts.count % 2 == 1 else { return escaped(visible) }
        // Each code part a span of its own, fenced apart from the text beside it (an empty one, ``,
        // is nothing: left as two backticks, it would join the next and open a longer span).
        return parts.enumerated().map { part in
            guard part.offset % 2 == 1 else { return escaped(part.element) }
            return part.element.isEmpty ? "" : codeSpan(String(part.element))
        }.joined()
    }

    /// Plain text: nothing in it is markup.
    public static func escaped<S: StringProtocol>(_ text: S) -> String {
        var result = ""
        for character in VisibleText.of(String(text)) {
            if "\\<>&[]!`*_#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` as one code span, its delimiter longer than any run of backticks inside.
    public static func codeSpan(_ text: String) -> String {
        let visible = VisibleText.of(text)
        let fence = String(repeating: "`", count: longestBacktickRun(in: visible) + 1)
        return "\(fence) \(visible) \(fence)"
    }

    /// Lines as a fenced code block, the fence longer than any run of backticks inside.
    public static func codeBlock(_ lines: [String]) -> String {
        let visible = lines.map(VisibleText.of)
        let fence = String(repeating: "`", count: max(3, visible.map(longestBacktickRun).max() ?? 0) + 1)
        return fence + "\n" + visible.joined(separator: "\n") + "\n" + fence + "\n"
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
