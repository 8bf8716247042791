import LabSupport
import LabText
import LayoutCore
import Lessons
import Workbench

/// `validate --update-pictures`: every `picture:` block of a lesson file drawn again from its
/// step's setup, so that no one draws a picture by hand (or copies it from `show`).
public enum PictureRefresher {
    /// The file's text with its pictures redrawn, and how many changed; nil when the file does
    /// not parse (validate says why).
    public static func refresh(_ text: String, file: String) -> (text: String, changed: Int)? {
        guard let lesson = LessonParser.parse(text, file: file).lesson else { return nil }
        // Lines as the parser counts them (ended by \n, \r\n or a lone \r), each with its own
        // ending kept, so that step.pictureLine points into this array and the file keeps its
        // line ends.
        var (lines, endings) = UTF8Text.linesWithEndings(of: text)
        var changed = 0
        // From the last step up, so that the line numbers of the ones above stay right.
        for step in lesson.steps.reversed() where step.picture != nil {
            let (workspace, failures) = StepScript.setUp(step.setup)
            guard failures.isEmpty else { continue }
            let drawn = LessonValidator.picture(of: workspace).map { $0.isEmpty ? "|" : "| " + $0 }
            let first = step.pictureLine  // the line after `picture:`, counting from 0
            guard first > 0, first <= lines.count else { continue }
            var end = first
            while end < lines.count, lines[end].hasPrefix("|") { end += 1 }
            // New lines end as the `picture:` line does.
            let ending = endings[first - 1].isEmpty ? "\n" : endings[first - 1]
            if Array(lines[first..<end]) != drawn { changed += 1 }
            let lastEnding = end > first ? endings[end - 1] : ending
            lines.replaceSubrange(first..<end, with: drawn)
            endings.replaceSubrange(
                first..<end, with: drawn.indices.map { $0 == drawn.count - 1 ? lastEnding : ending })
        }
        return (zip(lines, endings).map { $0 + $1 }.joined(), changed)
    }
}
