import LabJSON

/// What a learner has tried at a step whose check is not done yet: the wrong answers typed and
/// the hints seen, kept as they happen, so that a student who stops at a step hands in what
/// they typed there too (it was kept only once the check was done, and lost with the rest).
public struct StepAttempts: Equatable, Sendable {
    public var wrongAnswers = 0
    public var hintsSeen = 0
    /// The wrong answers typed, in order (the first `StepResult.typedLimit`).
    public var wrongTyped: [String] = []

    public init(wrongAnswers: Int = 0, hintsSeen: Int = 0, wrongTyped: [String] = []) {
        self.wrongAnswers = wrongAnswers
        self.hintsSeen = hintsSeen
        self.wrongTyped = wrongTyped
    }

    var json: JSONValue {
        .object([
            "wrong": .number(Double(wrongAnswers)), "hints": .number(Double(hintsSeen)),
            "typed": .array(wrongTyped.map(JSONValue.string)),
        ])
    }

    /// Read back; nil for anything else (a hand edit): left out, never the whole file's damage.
    static func read(_ value: JSONValue) -> StepAttempts? {
        guard case .object(let object) = value, case .number(let wrong)? = object["wrong"],
            case .number(let hints)? = object["hints"], let wrongCount = Int(exactly: wrong),
            let hintCount = Int(exactly: hints), (0...(1 << 30)).contains(wrongCount),
            (0...(1 << 30)).contains(hintCount)
        else { return nil }
        var attempts = StepAttempts(wrongAnswers: wrongCount, hintsSeen: hintCount)
        if case .array(let typed)? = object["typed"] {
            attempts.wrongTyped = typed.prefix(StepResult.typedLimit).compactMap {
                if case .string(let text) = $0 { text } else { nil }
            }
        }
        return attempts
    }

    /// The steps' attempts as the progress file keeps them: `{"4": {"wrong": 2, …}}`.
    static func json(_ open: [Int: StepAttempts]) -> JSONValue {
        .object(JSONObject(open.keys.sorted().map { JSONObject.Member(String($0), open[$0]!.json) }))
    }

    static func read(all value: JSONValue?) -> [Int: StepAttempts] {
        guard case .object(let object)? = value else { return [:] }
        var open: [Int: StepAttempts] = [:]
        for member in object.members {
            guard let step = Int(member.key), (0...(1 << 30)).contains(step), let attempts = read(member.value)
            else { continue }
            open[step] = attempts
        }
        return open
    }
}
