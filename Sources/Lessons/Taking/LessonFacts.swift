import LabSupport
import Workbench

/// What a lesson's turn reads from outside the lesson: the lessons, the progress as saved, the
/// exercises passed, the time, and the files a command names. The taker reads them once for
/// each line and hands them to `LessonTurn.reduce`, which touches no file and no clock: a test
/// builds these by hand.
public struct LessonFacts {
    public var library: LessonLibrary
    /// Every lesson's progress as saved (not yet fitted to the lessons), and what reading it had
    /// to say (a damaged file set aside, progress kept only in memory).
    public var saved: [String: LessonProgress]
    public var savedWarning: String?
    /// What the learner has done with each exercise, by id.
    public var exercises: [String: ExerciseProgress]
    /// The taker's clock, in seconds: a step's time is kept with its result.
    public var now: Double
    /// Why saves failed this session, each reason once: `progress` says its list is short.
    public var unsaved: [String]
    /// The lesson files the command names (`open FILE`, `preview FILE`, `reload`), read: the
    /// text, or why it could not be read.
    public var files: [String: Result<String, Diagnostic>]
    /// What checks lessons as `validate` does (nil checks nothing). It keeps what it found, by
    /// lesson; the turn asks it and never changes the lesson's state through it.
    public var checks: (any LessonChecking)?

    public init(
        library: LessonLibrary, saved: [String: LessonProgress] = [:], savedWarning: String? = nil,
        exercises: [String: ExerciseProgress] = [:], now: Double = 0, unsaved: [String] = [],
        files: [String: Result<String, Diagnostic>] = [:], checks: (any LessonChecking)? = nil
    ) {
        self.library = library
        self.saved = saved
        self.savedWarning = savedWarning
        self.exercises = exercises
        self.now = now
        self.unsaved = unsaved
        self.files = files
        self.checks = checks
    }

    /// Whether the turn for `event` reads any fact: a command may; a notice only when the step
    /// waits for what it reports (a task's goal after a change, its exercise's pass), and
    /// another line never (it only ends an asking).
    static func needed(for event: LessonEvent, in state: LessonState) -> Bool {
        switch event {
        case .command: return true
        case .otherLine: return false
        case .changed: return state.pendingCheck?.kind == .task
        case .exercisePassed: return state.pendingCheck?.exerciseID != nil
        }
    }

    /// The files `command` names, as the turn will read them: a lesson opened or previewed by
    /// its path, or the open lesson's own file on `reload`.
    static func filesToRead(for command: LessonCommand, open lesson: Lesson?, library: LessonLibrary) -> [String] {
        switch command {
        case .open(let name), .preview(let name, _):
            return library.lesson(id: name) == nil && LessonTurn.namesAFile(name) ? [name] : []
        case .reload: return lesson.map { [$0.file] } ?? []
        default: return []
        }
    }
}

/// A change to the saved progress, as the turn decides it: the session's store makes it.
public enum LessonWrite: Equatable, Sendable {
    /// One lesson's progress changed by `write` (fitted to `lesson` first: what does not fit is
    /// not written back).
    case progress(Lesson, ProgressWrite)
    /// One lesson's progress forgotten (`reset`).
    case forget(lessonID: String)

    /// The lesson whose entry it changes.
    var lessonID: String {
        switch self {
        case .progress(let lesson, _): return lesson.id
        case .forget(let id): return id
        }
    }

    /// The entry after the write: what the store saves, and what the rest of the turn reads.
    func apply(to entry: inout LessonProgress?) {
        switch self {
        case .forget: entry = nil
        case .progress(let lesson, let write):
            if entry == nil || entry?.version != lesson.version { entry = LessonProgress(version: lesson.version) }
            entry = entry.map { LessonTurn.fitted($0, to: lesson).0 }
            write.apply(to: &entry, version: lesson.version)
        }
    }
}
