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
    /// names, to be said once and left out (see `LessonTaker.fitted`); never written back.
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
        let loaded = locked { loadHoldingTheLock() }
        return (loaded.progress.lessons, loaded.notice?.message)
    }

    /// What the learner has done with each exercise, by id.
    public func exercises() -> [String: ExerciseProgress] {
        locked { loadHoldingTheLock() }.progress.exercises
    }

    private func loadHoldingTheLock() -> (progress: ProgressFile, notice: SaveNotice?) {
        if let inMemory { return (inMemory.progress, .keptInMemory(inMemory.reason)) }
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
            if case .notSaved = notice { return notice }
            guard let path else { return notice }
            if let failure = FileSystem.replaceAtomically(path, with: Self.encode(all), write: writeFile) {
                return .notSaved("progress is not saved: cannot write \(path) (\(failure.reason))")
            }
            return notice
        }
    }

    static func encode(_ file: ProgressFile) -> String {
        let all = file.lessons
        var lines = ["{\"format\": 1, \"lessons\": {"]
        let ids = all.keys.sorted()
        for (number, id) in ids.enumerated() {
            let entry = all[id]!
            let results = JSONValue.object(
                JSONObject(
                    entry.results.keys.sorted().map {
                        JSONObject.Member(String($0), Self.encode(entry.results[$0]!))
                    }))
            var object: JSONObject = [
                "version": .number(Double(entry.version)), "step": .number(Double(entry.step)),
                "completed": .bool(entry.completed), "results": results,
            ]
            if !entry.open.isEmpty { object.members.append(.init("open", StepAttempts.json(entry.open))) }
            if !entry.seconds.isEmpty {
                object.members.append(
                    .init(
                        "seconds",
                        .object(
                            JSONObject(
                                entry.seconds.keys.sorted().map {
                                    .init(String($0), .number(Double(entry.seconds[$0]!)))
                                }
                            ))))
            }
            lines.append(
                "  \(JSONValue.string(id).compactText): \(JSONValue.object(object).compactText)\(number < ids.count - 1 ? "," : "")"
            )
        }
        if file.exercises.isEmpty {
            lines.append("}}")
        } else {
            // {"flow": {"passed": true, "sawSolution": false}, …}: after the lessons, so that a
            // lab from before exercises were kept still reads the file.
            let exercises = JSONValue.object(
                JSONObject(
                    file.exercises.keys.sorted().map { id in
                        let entry = file.exercises[id]!
                        var fields: JSONObject = [
                            "passed": .bool(entry.passed), "sawSolution": .bool(entry.sawSolution),
                        ]
                        if entry.failedChecks > 0 {
                            fields.members.append(
                                JSONObject.Member("failedChecks", .number(Double(entry.failedChecks))))
                        }
                        if let file = entry.file { fields.members.append(JSONObject.Member("file", .string(file))) }
                        return JSONObject.Member(id, .object(fields))
                    }))
            lines.append("}, \"exercises\": \(exercises.compactText)}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func decode(_ text: String) -> ProgressFile? {
        guard case .object(let top)? = try? JSONParser.parse(text), case .object(let lessons)? = top["lessons"] else {
            return nil
        }
        var exercises: [String: ExerciseProgress] = [:]
        if let member = top["exercises"] {
            guard case .object(let all) = member else { return nil }
            for entry in all.members {
                guard case .object(let fields) = entry.value else { return nil }
                var progress = ExerciseProgress()
                for (key, flag) in [("passed", \ExerciseProgress.passed), ("sawSolution", \.sawSolution)] {
                    guard let value = fields[key] else { continue }
                    guard case .bool(let on) = value else { return nil }
                    progress[keyPath: flag] = on
                }
                if let value = fields["failedChecks"] {
                    guard case .number(let count) = value, count >= 0, count < 1e9 else { return nil }
                    progress.failedChecks = Int(count)
                }
                if let value = fields["file"] {
                    guard case .string(let file) = value else { return nil }
                    progress.file = file
                }
                exercises[entry.key] = progress
            }
        }
        guard let lessons = decodeLessons(lessons) else { return nil }
        return ProgressFile(lessons: lessons, exercises: exercises)
    }

    private static func decodeLessons(_ lessons: JSONObject) -> [String: LessonProgress]? {
        var result: [String: LessonProgress] = [:]
        for member in lessons.members {
            guard case .object(let entry) = member.value,
                case .number(let versionNumber)? = entry["version"], case .number(let stepNumber)? = entry["step"],
                case .bool(let completed)? = entry["completed"], case .object(let results)? = entry["results"],
                // Whole numbers a JSON number holds exactly (a lesson's version may be a date,
                // 20241130); a hand-edited 1e19 is damage, not a trap.
                let version = Int(exactly: versionNumber), (0...(1 << 53)).contains(version)
            else { return nil }
            // A step no lesson has (9223372036854775807, -1, 2.5) is left out later, as a step
            // the lesson lacks is: it does not make the whole file damaged.
            var unreadable: [String] = []
            var step = 0
            if let whole = Int(exactly: stepNumber), (0...(1 << 53)).contains(whole) {
                step = whole
            } else {
                unreadable.append(NumberText.plain(stepNumber))
            }
            var steps: [Int: StepResult] = [:]
            for result in results.members {
                guard let index = Int(result.key), (-(1 << 53)...(1 << 53)).contains(index) else {
                    unreadable.append(Quote.cut(result.key))
                    continue
                }
                switch decode(result.value) {
                case .some(.some(let decoded)): steps[index] = decoded
                // A word this version does not know (a newer lab's, a hand edit) is no reason to
                // throw the whole file away: that one step is simply not done.
                case .some(.none): continue
                case .none: return nil
                }
            }
            var progress = LessonProgress(version: version, step: step, completed: completed, results: steps)
            progress.unreadableSteps = unreadable
            progress.open = StepAttempts.read(all: entry["open"])
            if case .object(let times)? = entry["seconds"] {
                for member in times.members {
                    guard let step = Int(member.key), case .number(let value) = member.value,
                        let seconds = Int(exactly: value), (0...(1 << 30)).contains(seconds),
                        (0...(1 << 30)).contains(step)
                    else { continue }
                    progress.seconds[step] = seconds
                }
            }
            result[member.key] = progress
        }
        return result
    }

    /// A first-try result as its word (`"correct"`, as the first files had it); one that took
    /// help as an object: `{"outcome": "correct", "wrong": 2, "hints": 1, "firstWrong": "7"}`.
    static func encode(_ result: StepResult) -> JSONValue {
        guard
            result.wrongAnswers > 0 || result.hintsSeen > 0 || result.firstWrongAnswer != nil || result.sawAnswer
                || !result.wrongTyped.isEmpty
        else {
            return .string(result.outcome.rawValue)
        }
        var members: [JSONObject.Member] = [
            .init("outcome", .string(result.outcome.rawValue)), .init("wrong", .number(Double(result.wrongAnswers))),
            .init("hints", .number(Double(result.hintsSeen))),
        ]
        if let first = result.firstWrongAnswer { members.append(.init("firstWrong", .string(first))) }
        if result.sawAnswer { members.append(.init("sawAnswer", .bool(true))) }
        if !result.wrongTyped.isEmpty {
            members.append(.init("typed", .array(result.wrongTyped.map(JSONValue.string))))
        }
        return .object(JSONObject(members))
    }

    /// nil: damage; .some(nil): a well-formed result this version does not know.
    static func decode(_ value: JSONValue) -> StepResult?? {
        switch value {
        case .string(let word):
            return .some(StepResult.Outcome(rawValue: word).map { StepResult($0) })
        case .object(let object):
            guard case .string(let word)? = object["outcome"] else { return nil }
            let count = { (key: String) -> Int? in
                guard let member = object[key] else { return 0 }
                guard case .number(let number) = member, let whole = Int(exactly: number),
                    (0...1_000_000).contains(whole)
                else { return nil }
                return whole
            }
            guard let wrong = count("wrong"), let hints = count("hints") else { return nil }
            var firstWrong: String?
            if let member = object["firstWrong"] {
                guard case .string(let text) = member else { return nil }
                firstWrong = text
            }
            var sawAnswer = false
            if let member = object["sawAnswer"] {
                guard case .bool(let flag) = member else { return nil }
                sawAnswer = flag
            }
            var typed: [String] = []
            if let member = object["typed"] {
                guard case .array(let values) = member else { return nil }
                for value in values.prefix(StepResult.typedLimit) {
                    guard case .string(let text) = value else { return nil }
                    typed.append(text)
                }
            }
            return .some(
                StepResult.Outcome(rawValue: word).map {
                    var result = StepResult(
                        $0, wrongAnswers: wrong, hintsSeen: hints, firstWrongAnswer: firstWrong, sawAnswer: sawAnswer)
                    result.wrongTyped = typed
                    return result
                })
        default:
            return nil
        }
    }

}
