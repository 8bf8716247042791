import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// How a typed line is told apart: a command, an answer, or a command mistyped.
extension Session {
    /// A line that starts with a number (`0`, `-3.5`, `.5 columns`): an answer, not a command.
    static func looksLikeAnAnswer(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace
        guard let first = trimmed.unicodeScalars.first else { return false }
        let digit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        if digit(first) { return true }
        guard first == "-" || first == ".", let second = trimmed.unicodeScalars.dropFirst().first else { return false }
        return digit(second)
    }

    /// The command a one-word line is one typo away from, if it is.
    static func mistypedCommand(_ line: String) -> String? {
        let word = line.trimmingWhitespace
        guard word.count >= 3, word.allSatisfy(\.isLetter) else { return nil }
        let close = CommandCatalog.names.filter { Suggestion.distance(word.lowercased(), $0) == 1 }
        return close.first
    }

    static func startsWithCommand(_ line: String) -> Bool {
        guard let first = (try? Tokenizer.words(line))?.first?.text.lowercased() else { return false }
        return CommandCatalog.spec(first) != nil
    }
}
