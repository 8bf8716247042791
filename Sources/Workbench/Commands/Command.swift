import LayoutCore

/// A command the learner typed, parsed and checked: an edit of the workspace, or something to
/// look at, take back, write, or do in a lesson.
public enum Command: Equatable, Sendable {
    /// Changes the workspace (`Workspace.apply`).
    case edit(Edit)
    case help(topic: CommandName?)
    case show
    case frames
    case trace(fresh: Bool)
    /// `walk [--to N]`: the layout's own code, step by step (the first N steps, off a terminal).
    case walk(to: Int?)
    /// `walk FILE.swift [--to N]`: the learner's own exercise file, step by step, on the
    /// workspace's items and proposal.
    case walkFile(String, to: Int?)
    /// `walk tried [--to N]`: in a code step, the layout's code with the line last typed or
    /// tried in its blank, on the step's items.
    case walkTried(to: Int?)
    case setAutoshow(Bool)
    case undo
    case redo
    case exportSVG(path: String, force: Bool)
    /// `export walk FILE.html|FOLDER`: the walk as one page, or one SVG per step.
    case exportWalk(path: String, force: Bool)
    case quit
    case lesson(LessonCommand)
    case exercise(ExerciseCommand)
}

/// The commands for writing a layout in Swift (see the Exercises module).
public enum ExerciseCommand: Equatable, Sendable {
    /// `exercises`: list them.
    case list
    /// `exercise start ID [DIR]`: write a starter file.
    case start(id: String, folder: String?)
    /// `check FILE [--seed N]`: compile it and compare it with the article (a random seed when
    /// none is given).
    /// `--walk`: a failing case is followed by the article's whole walk of it.
    case check(file: String, seed: UInt64?, walk: Bool)
    /// `watch FILE`: check it again on every save, until a key is pressed.
    case watch(file: String)
    /// `source [--solution]`: the Swift code of the layout in use; the reference of an exercise
    /// not passed yet only with `--solution` (asked twice).
    /// `from`: the function (or type) to start the listing at.
    case source(solution: Bool, from: String? = nil)
}

/// The lesson commands, which the lesson being taken answers.
public enum LessonCommand: Equatable, Sendable {
    case lessons
    case close
    case open(String)
    /// Teacher mode: a lesson opened at step `step` (from 1; the first when nil), every step
    /// reachable, nothing read from or written to the learner's progress.
    case preview(String, step: Int?)
    /// Forgets the learner's progress in one lesson (asked for twice, as `restart` is).
    case reset(String)
    case next
    case back
    case goto(Int)
    case restart
    case answer(String)
    case hint
    case skip
    case progress
    /// The step's text again, without its picture.
    case step
    /// Which part of a task's goal is still false, with its values.
    case why
    /// Preview: the lesson's file read again, staying on the step.
    case reload
    /// A code step's blank filled with this code and run on the step's picture, not judged.
    case tryCode(String)
}

/// How `remove` and answer expressions name an item: by its index or its label.
public enum ItemReference: Equatable, Sendable {
    case index(Int)
    case label(String)
}
