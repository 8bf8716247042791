import LayoutCore
import Workbench

/// What the learner does that a lesson answers: the lesson commands, and a change of the
/// workspace (a task's goal may now hold).
public enum LessonEvent: Equatable, Sendable {
    case list
    /// Opens a lesson by id or file; `current` is the learner's own workspace, given back on
    /// `close`.
    case open(String, current: Workspace)
    case close
    case next
    case back
    case goto(Int)
    case restart
    case answer(String)
    case hint
    case skip
    case progress
    /// The workspace changed: is the task's goal reached?
    case changed(Workspace)
    /// Any other line (a command, a mistake): `restart` asked once is no longer waiting.
    case otherLine
}

/// How a step's check ended, as kept in the progress file.
public enum StepResult: String, CaseIterable, Equatable, Sendable {
    // In the order `progress` counts them.
    case correct
    case skipped
    case solved
}
