import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// What a command produced: lines to print, why it was refused (a typed error, worded only
/// where it is shown), and whether the shell should end.
public struct Reply: Equatable, Sendable {
    public var lines: [String]
    public var failure: SessionError?
    public var quit = false
    /// A long read (help, frames, a trace) that a terminal shows a page at a time; a lesson
    /// step or a redraw is shown whole, its end (the question, the picture) last.
    public var paged = false
    /// `watch FILE`: the file to check again on every save, which the terminal loop does.
    public var watch: String?
    /// `walk`: the walk a terminal steps through a screen at a time (`lines` holds its
    /// transcript, for a pipe).
    public var walk: WalkView?
    /// Ctrl-C stopped the command's layout: the lines say so, and nothing else.
    public var wasStopped = false

    public init(lines: [String] = [], failure: SessionError? = nil, quit: Bool = false, paged: Bool = false) {
        self.lines = lines
        self.failure = failure
        self.quit = quit
        self.paged = paged
    }

    /// The refusal in the learner's words, as the terminal shows it: a message may quote what
    /// was typed, so never an escape sequence, raw.
    public var error: String? { failure.map { VisibleText.of($0.message) } }
}
