import LabText
import Workbench

/// The whole function around a code step's blank, for a view that shows more than the step's
/// window: demo's code view (`c`) opens there, the blank still blanked until the answer is out.
extension CodeStep {
    /// The step's listing (its exercise's reference, as `source` shows it in the step) as a
    /// code view shows it, and the line (from 0) to open it at: the first line of the function
    /// holding the blank, its doc comment included, or a few lines above the blank in a long one. Until the step is answered the blank's line
    /// is `gap`, and so is every other line of the same code (a listing that says the line
    /// twice, in two functions, would give it away).
    public func codeView(answered: Bool) -> (text: String, top: Int) {
        var lines = exercise.solution.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = Self.viewTop(lines, blank: line - 1)
        guard !answered, lines.indices.contains(line - 1) else { return (lines.joined(separator: "\n"), top) }
        let code = lines[line - 1].trimmingWhitespace
        for index in lines.indices where lines[index].trimmingWhitespace == code {
            lines[index] = blanked(lines[index])
        }
        return (lines.joined(separator: "\n"), top)
    }

    /// The line (from 0) a view of `lines` opens at to show the blank at `blank` (from 0) in its
    /// function: the function from its start where it is short; a long one from 10 lines above
    /// the blank, which a window of 24 lines still shows (demo's ↑ scrolls up to the rest).
    /// Demo's code view and the shell's `source` in a code step both open there.
    public static func viewTop(_ lines: [String], blank: Int) -> Int {
        max(functionStart(lines, holding: blank), blank - linesAboveTheBlank)
    }

    /// The most lines above the blank the code view opens with.
    static let linesAboveTheBlank = 10

    /// Where the function holding line `index` starts: the nearest `func` line above it (or on
    /// it) indented less than the line, moved up over the comments right above it; 0 when
    /// there is none (the blank at the top level).
    static func functionStart(_ lines: [String], holding index: Int) -> Int {
        guard lines.indices.contains(index) else { return 0 }
        let depth = Self.indentation(lines[index])
        var start: Int?
        for candidate in stride(from: index, through: 0, by: -1) {
            let text = lines[candidate].trimmingWhitespace
            if Self.declaresFunction(text), candidate == index || Self.indentation(lines[candidate]) < depth {
                start = candidate
                break
            }
        }
        guard var first = start else { return 0 }
        while first > 0, lines[first - 1].trimmingWhitespace.hasPrefix("//") { first -= 1 }
        return first
    }

    /// `func`, `init` and their modifiers (`mutating func`, `static func`, `public init(`).
    private static func declaresFunction(_ text: String) -> Bool {
        let words = text.split(separator: " ").prefix(4)
        return words.contains { $0 == "func" || $0.hasPrefix("init(") || $0 == "init" }
    }

    private static func indentation(_ line: String) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.count
    }
}
