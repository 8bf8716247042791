import LayoutCore
import Workbench

/// `validate --update-pictures`: every `picture:` block of a lesson file drawn again from its
/// step's setup, so that no one draws a picture by hand (or copies it from `show`).
public enum PictureRefresher {
    /// The file's text with its pictures redrawn, and how many changed; nil when the file does
    /// not parse (validate says why).
    public static func refresh(_ text: String, file: String) -> (text: String, changed: Int)? {
        guard let lesson = LessonParser.parse(text, file: file).lesson else { return nil }
        // Split at the newline byte: as Characters, "\r\n" is one and a file with Windows line
        // ends would come back as a single line.
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(Substring($0)) }
        var changed = 0
        // From the last step up, so that the line numbers of the ones above stay right.
        for step in lesson.steps.reversed() where step.picture != nil {
            let (workspace, failures) = StepScript.setUp(step.setup)
            guard failures.isEmpty else { continue }
            let drawn = LessonValidator.picture(of: workspace).map { $0.isEmpty ? "|" : "| " + $0 }
            let first = step.pictureLine  // the line after `picture:`, counting from 0
            var end = first
            while end < lines.count, lines[end].hasPrefix("|") { end += 1 }
            let crlf = lines[first - 1].hasSuffix("\r")
            let replacement = drawn.map { crlf ? $0 + "\r" : $0 }
            let old = lines[first..<end].map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
            if old != drawn { changed += 1 }
            lines.replaceSubrange(first..<end, with: replacement)
        }
        return (lines.joined(separator: "\n"), changed)
    }
}
