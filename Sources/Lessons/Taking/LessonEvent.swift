import LayoutCore
import Workbench

/// What the learner does that a lesson answers: a lesson command (the very commands the
/// shell parses), and a change of the workspace (a task's goal may now hold).
public enum LessonEvent: Equatable, Sendable {
    /// A lesson command, with the learner's workspace as it stands: `open` keeps it, and
    /// `close` gives it back.
    case command(LessonCommand, current: Workspace)
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
