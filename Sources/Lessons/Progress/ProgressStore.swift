import LabJSON
import LabSupport
import LabText

/// How far a learner got in one lesson.
public struct LessonProgress: Equatable, Sendable {
    /// The lesson version the progress belongs to; a new version starts the lesson again.
    public var version: Int
    /// The step to resume at, counting from 0.
    public var step: Int
    public var completed: Bool
    /// How each step's check ended, by step (from 0).
    public var results: [Int: StepResult]
    /// Read from a file but no step number at all (a hand-edited `"1e9"`, a step of 2⁶³): the
    /// names, to be said once and left out (see `LessonTurn.fitted`); never written back.
    public var unreadableSteps: [String] = []
    /// What was tried at steps not done yet, by step (from 0).
    public var open: [Int: StepAttempts] = [:]
    /// The seconds from a step's opening to its check's end, the first time it was done.
    public var seconds: [Int: Int] = [:]

    public init(version: Int, step: Int = 0, completed: Bool = false, results: [Int: StepResult] = [:]) {
        self.version = version
        self.step = step
        self.completed = completed
        self.results = results
    }
}

/// What a learner has done with an exercise, kept beside the lessons' progress: whether their
/// own file passed `check`, whether they asked to see the reference solution before it did,
/// and how many checks failed before the first pass (a lesson's exercise step is then not
/// "right first time").
public struct ExerciseProgress: Equatable, Sendable {
    public var passed = false
    public var sawSolution = false
    public var failedChecks = 0
    /// The learner's file that `check` last compiled, as a full path: a lesson's walk question
    /// that stops the learner's own code (`stop: your test`) walks it.
    public var file: String?

    public init(passed: Bool = false, sawSolution: Bool = false, failedChecks: Int = 0) {
        self.passed = passed
        self.sawSolution = sawSolution
        self.failedChecks = failedChecks
    }
}

/// Everything progress.json holds.
struct ProgressFile: Equatable {
    var lessons: [String: LessonProgress] = [:]
    var exercises: [String: ExerciseProgress] = [:]
}

/// What a save has to tell the learner.
public enum SaveNotice: Equatable, Sendable {
    /// Nothing was saved, and why.
    case notSaved(String)
    /// Saved, after a damaged file was set aside: where it went.
    case damagedFileSetAside(String)
    /// Not saved, because the file could not be read; kept in memory for the session, and why.
    case keptInMemory(String)

    public var message: String {
        switch self {
        case .notSaved(let message), .damagedFileSetAside(let message), .keptInMemory(let message): message
        }
    }
}

/// Progress kept per user in `progress.json` in the state directory: human-readable JSON,
/// written through a temporary file and a rename (an interrupted write leaves the old file),
/// under a lock (two shells at once each add their own lesson, neither loses the other's).
/// A damaged file is set aside with a warning, never silently discarded. A file that cannot
/// be read (no permission, a FIFO in its place) is never written over: the session's progress
/// is then kept in memory, and each save says it was not saved and why.
public final class ProgressStore {
    public let directory: String?
    /// Replaced in tests to simulate a write that fails half-way.
    var writeFile: (String, String) -> Bool = FileSystem.writeWhole
    /// This session's progress, once the file has proved unreadable, and why it was.
    private var inMemory: (progress: ProgressFile, reason: String)?
    /// What the last save meant to write when the file could not be written (a full disk, a
    /// folder the learner may not write in): read back in the file's place, so that the
    /// session loses nothing, and written with the next change, once the disk lets it.
    private var unwritten: ProgressFile?

    public init(directory: String?) {
        self.directory = directory
        // No state folder at all (no HOME, no LAYOUTLAB_HOME): the session's progress, and the
        // exercises passed, are still kept for the session.
        if directory == nil {
            inMemory = (ProgressFile(), "progress is not saved: no state directory (set LAYOUTLAB_HOME)")
        }
    }

    /// Runs `body` under the progress file's lock, or without one when there is no folder.
    private func locked<T>(_ body: () -> T) -> T {
        guard let directory else { return body() }
        return FileSystem.withExclusiveLock(directory + "/progress.lock", body)
    }

    var path: String? { directory.map { $0 + "/progress.json" } }

    /// Everything stored, and a warning when the file had to be set aside. Under the lock,
    /// so that two shells finding the same damaged file set it aside once, and never take
    /// the good file the other has just written for a damaged one.
    public func load() -> (progress: [String: LessonProgress], warning: String?) {
        let loaded = loadAll()
        return (loaded.progress, loaded.warning)
    }

    /// Every lesson's progress and every exercise's, from one reading of the file: what a
    /// lesson's turn reads once for each line.
    public func loadAll() -> (
        progress: [String: LessonProgress], exercises: [String: ExerciseProgress], warning: String?
    ) {
        let loaded = locked { loadHoldingTheLock() }
        return (loaded.progress.lessons, loaded.progress.exercises, loaded.notice?.message)
    }

    /// What the learner has done with each exercise, by id.
    public func exercises() -> [String: ExerciseProgress] { loadAll().exercises }

    private func loadHoldingTheLock() -> (progress: ProgressFile, notice: SaveNotice?) {
        if let inMemory { return (inMemory.progress, .keptInMemory(inMemory.reason)) }
        if let unwritten { return (unwritten, nil) }
        guard let path else { return (ProgressFile(), nil) }
        let text: String
        switch FileSystem.readRegularFile(path) {
        case .success(nil): return (ProgressFile(), nil)
        case .success(let bytes?): text = String(decoding: bytes, as: UTF8.self)
        case .failure(let failure):
            // A file that is there is kept; a state folder that is not one (LAYOUTLAB_HOME naming
            // a file) holds none.
            let reason =
                FileSystem.kind(of: path) == .missing
                ? "progress is not saved: \(failure.reason); this session's progress is kept only until you quit"
                : "progress is not saved: cannot read \(path) (\(failure.reason)); it is kept as it is, and this session's progress only until you quit"
            inMemory = (ProgressFile(), reason)
            return (ProgressFile(), .keptInMemory(reason))
        }
        if let progress = Self.decode(text) { return (progress, nil) }
        guard let aside = Self.setAside(path) else {
            return (ProgressFile(), .notSaved("progress is not saved: \(path) is damaged and cannot be set aside"))
        }
        return (
            ProgressFile(),
            .damagedFileSetAside("the progress file was damaged; it is kept as \(aside) and progress starts afresh")
        )
    }

    /// Moves a damaged file to a name of its own, never over an earlier one.
    private static func setAside(_ path: String) -> String? {
        FileSystem.moveAside(path, to: path + ".damaged-\(FileSystem.now)")
    }

    /// Changes one lesson's progress and saves. Says when it could not save, or when it did
    /// after setting a damaged file aside.
    @discardableResult
    public func update(_ id: String, _ change: (inout LessonProgress?) -> Void) -> SaveNotice? {
        save { all in
            var entry = all.lessons[id]
            change(&entry)
            all.lessons[id] = entry
        }
    }

    /// A check of exercise `id`: a pass is kept; a failure before the first pass is counted.
    @discardableResult
    public func recordCheck(of id: String, passed: Bool, file: String? = nil) -> SaveNotice? {
        updateExercise(id) { progress in
            if let file { progress.file = file }
            if passed {
                progress.passed = true
            } else if !progress.passed {
                progress.failedChecks += 1
            }
        }
    }

    /// Changes what is kept of one exercise and saves, as `update` does.
    @discardableResult
    public func updateExercise(_ id: String, _ change: (inout ExerciseProgress) -> Void) -> SaveNotice? {
        save { all in change(&all.exercises[id, default: ExerciseProgress()]) }
    }

    private func save(_ change: (inout ProgressFile) -> Void) -> SaveNotice? {
        locked {
            var (all, notice) = loadHoldingTheLock()
            change(&all)
            // An unreadable file is not written over: the change is kept for the session.
            if inMemory != nil {
                inMemory?.progress = all
                return notice
            }
            // Nor is a damaged file that could not be set aside.
            if case .notSaved = notice {
                unwritten = all
                return notice
            }
            guard let path else { return notice }
            if let failure = FileSystem.replaceAtomically(path, with: Self.encode(all), write: writeFile) {
                unwritten = all
                return .notSaved("progress is not saved: cannot write \(path) (\(failure.reason))")
            }
            unwritten = nil
            return notice
        }
    }
}
