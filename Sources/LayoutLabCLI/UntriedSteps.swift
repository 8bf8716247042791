import Exercises
import LabJSON
import LabText
import Lessons

/// The steps `validate` did not try: those that need the Swift compiler (a code step's solution
/// and mistakes, a walk of the learner's own code on the exercise's reference), when there is
/// none, or when `--no-compile` says not to. The summary counts them, so that a green run never
/// means less than the teacher thinks.
struct UntriedSteps {
    var codeSteps = 0
    var walksOfYourCode = 0
    /// Why they were not tried, when some were not.
    var reason: String?

    init(_ lessons: [Lesson], _ diagnostics: [Diagnostic], compiles: Bool) {
        if compiles {
            let code = diagnostics.filter { $0.code == .codeUntried }
            let walks = diagnostics.filter { $0.code == .walkUntried }
            (codeSteps, walksOfYourCode) = (code.count, walks.count)
            if let first = (code + walks).first {
                reason =
                    CodeTrial.compilerFound
                    ? first.message.split(separator: ": ", maxSplits: 1).last.map(String.init)
                    : "no Swift compiler on PATH"
            }
        } else {
            let steps = lessons.flatMap(\.steps)
            codeSteps = steps.count { $0.check?.kind == .code }
            walksOfYourCode = steps.count { $0.check?.walk?.stop.yours == true }
            if codeSteps + walksOfYourCode > 0 { reason = "--no-compile" }
        }
    }

    /// "untried: 3 code steps and 1 walk of the learner's code (--no-compile)", or nil.
    var summary: String? {
        var parts: [String] = []
        if codeSteps > 0 { parts.append("\(codeSteps) code \(Plural.word(codeSteps, "step"))") }
        if walksOfYourCode > 0 {
            parts.append("\(Plural.count(walksOfYourCode, "walk")) of the learner's code")
        }
        guard !parts.isEmpty else { return nil }
        return "untried: " + parts.joined(separator: " and ") + (reason.map { " (\($0))" } ?? "")
    }

    var json: JSONValue {
        .object([
            "codeSteps": .number(Double(codeSteps)), "walksOfYourCode": .number(Double(walksOfYourCode)),
            "reason": reason.map { .string($0) } ?? .null,
        ])
    }
}
