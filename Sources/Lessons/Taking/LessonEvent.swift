import LayoutCore
import Workbench

/// What the learner does that a lesson answers: a lesson command (the very commands the
/// shell parses), and a change of the workspace (a task's goal may now hold).
public enum LessonEvent: Equatable, Sendable {
    /// A lesson command, with the learner's workspace as it stands: `open` keeps it, and
    /// `close` gives it back.
    case command(LessonCommand, current: Workspace)
    /// The workspace changed: is the task's goal reached? `pictureIsStale` when the picture
    /// the learner sees was drawn from a cache that kept rows from before the change (article
    /// 000's `updateCache`), so that it differs from the layout run afresh.
    /// `run`: the layout the shell ran for its picture, which the goal then reads rather than
    /// running it again (when it is not stale).
    case changed(Workspace, pictureIsStale: Bool = false, run: LayoutResult? = nil)
    /// Any other line (a command, a mistake): `restart` asked once is no longer waiting.
    case otherLine
    /// `check FILE` passed for this exercise: an exercise step waiting for it is done.
    case exercisePassed(String)
}
