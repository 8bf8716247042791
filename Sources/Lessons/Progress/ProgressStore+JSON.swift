import LabJSON
import LabSupport
import LabText

/// The progress file as JSON: what is written, and what is read back (a hand-edited or
/// foreign file read as far as it makes sense).
extension ProgressStore {
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
