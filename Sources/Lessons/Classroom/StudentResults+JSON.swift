import LabJSON
import LabText

/// A student's results as the JSON file `progress --format json` writes and `results` reads.
extension StudentResults {
    public var json: JSONValue {
        .object([
            "format": .string("layoutlab-results"),
            "version": .number(1),
            "student": .string(student),
            "written": written.map(JSONValue.string) ?? .null,
            "exercises": .array(
                exercises.map { exercise in
                    .object([
                        "id": .string(exercise.id), "passed": .bool(exercise.passed),
                        "failedChecks": .number(Double(exercise.failedChecks)),
                        "sawReference": .bool(exercise.sawReference),
                    ])
                }),
            "lessons": .array(
                lessons.map { lesson in
                    .object([
                        "id": .string(lesson.id), "title": .string(lesson.title),
                        "version": .number(Double(lesson.version)), "step": .number(Double(lesson.step)),
                        "steps": .number(Double(lesson.steps)), "completed": .bool(lesson.completed),
                        "checks": .array(lesson.checks.map(Self.json)),
                        "stoppedAt": lesson.stoppedAt.map(Self.json) ?? .null,
                    ])
                }),
        ])
    }

    static func json(_ check: CheckResult) -> JSONValue {
        .object([
            "step": .number(Double(check.step)), "asks": .string(check.asks),
            "outcome": .string(check.outcome.rawValue), "wrongAnswers": .number(Double(check.wrongAnswers)),
            "hints": .number(Double(check.hints)),
            "firstWrongAnswer": check.firstWrongAnswer.map(JSONValue.string) ?? .null,
            "wrongTyped": .array(check.wrongTyped.map(JSONValue.string)), "code": .bool(check.isCode),
            "seconds": check.seconds.map { .number(Double($0)) } ?? .null,
        ])
    }

    /// Why a results file cannot be read: one line, naming the part that is wrong.
    public struct ReadError: LabError, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// A results file as `progress --format json` writes it.
    public static func read(_ value: JSONValue) throws(ReadError) -> StudentResults {
        guard case .object(let top) = value, top["format"] == .string("layoutlab-results") else {
            throw ReadError(message: "not a results file (layoutlab progress --format json writes one)")
        }
        guard case .string(let student)? = top["student"] else { throw ReadError(message: "\"student\" must be text") }
        guard case .array(let lessonValues)? = top["lessons"] else {
            throw ReadError(message: "\"lessons\" must be a list")
        }
        var lessons: [LessonResults] = []
        for (index, value) in lessonValues.enumerated() {
            let place = "lessons[\(index)]"
            guard case .object(let lesson) = value, case .string(let id)? = lesson["id"],
                case .string(let title)? = lesson["title"], let version = whole(lesson["version"]),
                let step = whole(lesson["step"]), let steps = whole(lesson["steps"]),
                case .bool(let completed)? = lesson["completed"], case .array(let checkValues)? = lesson["checks"]
            else {
                throw ReadError(
                    message: "\(place) needs id, title, version, step, steps, completed and checks")
            }
            var checks: [CheckResult] = []
            for (number, value) in checkValues.enumerated() {
                checks.append(try readCheck(value, "\(place).checks[\(number)]"))
            }
            var read = LessonResults(
                id: id, title: title, version: version, step: step, steps: steps, completed: completed, checks: checks)
            // Written since results keep where a student stopped; a file without it has none.
            if let stopped = lesson["stoppedAt"], stopped != .null {
                read.stoppedAt = try readCheck(stopped, "\(place).stoppedAt")
            }
            lessons.append(read)
        }
        var results = StudentResults(student: student, lessons: lessons)
        // Both kept since the format's first version; a file without them is read as before.
        if case .string(let written)? = top["written"] { results.written = written }
        if case .array(let values)? = top["exercises"] {
            for (index, value) in values.enumerated() {
                guard case .object(let exercise) = value, case .string(let id)? = exercise["id"],
                    case .bool(let passed)? = exercise["passed"], let failed = whole(exercise["failedChecks"]),
                    case .bool(let saw)? = exercise["sawReference"]
                else {
                    throw ReadError(message: "exercises[\(index)] needs id, passed, failedChecks and sawReference")
                }
                results.exercises.append(
                    ExerciseResult(id: id, passed: passed, failedChecks: failed, sawReference: saw))
            }
        }
        return results
    }

    /// One file per student: of files with the same student (in any case), the newest by the
    /// time written inside it (the later given, when that cannot tell), and a note for each
    /// passed over, naming the files.
    /// The name `progress --format json` writes when it knows none (no --name, no USER).
    public static let unnamed = "student"

    public static func newestEach(_ handedIn: [(file: String, results: StudentResults)]) -> (
        kept: [StudentResults], notes: [String]
    ) {
        var kept: [String: (file: String, results: StudentResults)] = [:]
        var order: [String] = []
        var notes: [String] = []
        for var entry in handedIn {
            // The name progress gives when it knows none: two such files are two students, never
            // one handed in twice; each is named after its file.
            if ClassTable.key(entry.results.student) == Self.unnamed {
                entry.results.student = "\(Self.unnamed) (\(entry.file))"
                notes.append(
                    "\(entry.file) names no student (progress --format json --name NAME gives one): shown as \(entry.results.student)"
                )
            }
            let key = ClassTable.key(entry.results.student)
            guard let earlier = kept[key] else {
                kept[key] = entry
                order.append(key)
                continue
            }
            let newer =
                (entry.results.written ?? "") >= (earlier.results.written ?? "") ? entry : earlier
            let older = newer.file == entry.file ? earlier : entry
            kept[key] = newer
            notes.append(
                "\(newer.results.student) handed in twice: kept \(newer.file)\(newer.results.written.map { " (written \($0))" } ?? ""), passed over \(older.file)"
            )
        }
        return (order.compactMap { kept[$0]?.results }, notes)
    }

    /// One check's result (or where the student stopped), read at `place`.
    static func readCheck(_ value: JSONValue, _ place: String) throws(ReadError) -> CheckResult {
        guard case .object(let check) = value, let step = whole(check["step"]),
            case .string(let asks)? = check["asks"], case .string(let said)? = check["outcome"],
            let outcome = Outcome(rawValue: said), let wrong = whole(check["wrongAnswers"]),
            let hints = whole(check["hints"])
        else {
            throw ReadError(
                message:
                    "\(place) needs step, asks, outcome (\(Outcome.allCases.map(\.rawValue).joined(separator: ", "))), wrongAnswers and hints"
            )
        }
        var firstWrong: String?
        if case .string(let typed)? = check["firstWrongAnswer"] { firstWrong = typed }
        var read = CheckResult(
            step: step, asks: asks, outcome: outcome, wrongAnswers: wrong, hints: hints, firstWrongAnswer: firstWrong)
        if case .array(let typed)? = check["wrongTyped"] {
            read.wrongTyped = typed.compactMap { if case .string(let text) = $0 { text } else { nil } }
        }
        // (A file from before it was written has none: its code answers are read as words.)
        if case .bool(true)? = check["code"] { read.isCode = true }
        read.seconds = whole(check["seconds"]).flatMap { $0 >= 0 ? $0 : nil }
        return read
    }

    private static func whole(_ value: JSONValue?) -> Int? {
        guard case .number(let number)? = value, number.isFinite, number == number.rounded(), abs(number) < 1e9
        else { return nil }
        return Int(number)
    }
}
