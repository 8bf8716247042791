import LabSupport
import LabText

/// Why a lesson command cannot be done now; `message` says it in one line, with what to do.
public enum LessonError: LabError, Equatable, Sendable {
    case noLessonOpen
    case unknownLesson(String, known: [String])
    case unreadableFile(file: String, line: Int, column: Int, message: String)
    case fileWithProblems(String, first: String?)
    case waitsForCheck(task: Bool, canSkip: Bool)
    case noStep(Int, count: Int)
    case stepBlocked(step: Int, task: Bool, canSkip: Bool)
    case firstStep
    case skipForbidden
    case nothingToSkip
    case nothingToHint
    /// `why` in a step whose check is not a task.
    case whyIsForTasks(Check.Kind?)
    /// `reload` outside a preview, or of a lesson that has no file to read.
    case reloadIsForPreview
    case reloadNeedsAFile(String)
    case noQuestion
    case isTask
    case isExercise(String)
    /// `try` outside a code step.
    case tryIsForCodeSteps
    /// A code step's line could not be tried at all (no compiler; code on two lines): why.
    case codeNotTried(String, canSkip: Bool)
    case chooseLetter([String])
    case answerNotComputable(String)
    /// A walk question stops the learner's own code, which cannot be walked now: why.
    case yourCodeNotWalked(String)
    case lessonsUnavailable
    /// `reset` could not write the progress file: nothing was forgotten.
    case resetNotSaved(String)

    public var message: String {
        func waitingFor(_ task: Bool) -> String { task ? "finish the task" : "answer" }
        switch self {
        case .noLessonOpen: return "no lesson is open; lessons lists them, open ID starts one"
        case .unknownLesson(let name, let known):
            let suggestion = Suggestion.didYouMean(name, among: known)
            // A teacher's lesson is found by id only with its folder loaded: say how.
            let how =
                suggestion.isEmpty
                ? "; a teacher's lesson opens with its folder (layoutlab --lessons DIR) or by its file (open DIR/\(Quote.cut(name)).lesson)"
                : ""
            return "no lesson '\(Quote.cut(name))'\(suggestion) (lessons lists them)\(how)"
        case .unreadableFile(let file, let line, let column, let message):
            return "\(file):\(line):\(column): \(message)"
        case .fileWithProblems(let name, let first):
            return "\(name) has problems; layoutlab validate \(name) lists them (first: \(first ?? "?"))"
        case .waitsForCheck(let task, let canSkip):
            return
                "this step waits for you to \(waitingFor(task)) first (hint helps\(canSkip ? ", skip moves on" : ""))"
        case .noStep(let number, let count): return "no step \(number); this lesson has steps 1 to \(count)"
        case .stepBlocked(let step, let task, let canSkip):
            return
                "step \(step) waits for you to \(waitingFor(task)) first; goto goes back to any step, and forward only past steps you have done\(canSkip ? " (skip moves on)" : "")"
        case .firstStep: return "this is the first step"
        case .skipForbidden: return "this lesson does not allow skipping; hint can help"
        case .nothingToSkip: return "nothing to skip here; next goes on"
        case .nothingToHint: return "nothing to hint at: this step has no open question or task"
        case .whyIsForTasks(let kind):
            let asks =
                switch kind {
                case nil: "this step has no task waiting"
                case .task?: "this step's task"
                case .exercise?: "this step is an exercise: check FILE says where your code and the article's part"
                case .question?, .predict?, .walk?: "this step asks a question; hint helps"
                case .code?: "this step asks for a line of code; hint helps, try CODE runs a what-if"
                }
            return "why explains a task's goal; \(asks)"
        case .reloadIsForPreview:
            return "reload is for a lesson in preview (layoutlab preview FILE, or preview FILE in the shell)"
        case .reloadNeedsAFile(let id):
            return "\(id) comes with the lab; reload reads a lesson's own file (preview FILE opens one)"
        case .noQuestion: return "there is no question waiting for an answer here"
        case .isTask: return "this step is a task: change the layout with commands until the goal holds"
        case .isExercise(let id):
            return "this step is an exercise: exercise start \(id) writes a starter file, and check FILE checks it"
        case .tryIsForCodeSteps:
            return "try runs a line of a code step's code; this step has none (a code step shows a listing with a gap)"
        case .codeNotTried(let why, let canSkip):
            return "your line was not tried: \(why)\(canSkip ? " (skip moves on)" : "")"
        case .chooseLetter(let letters):
            return "choose \(letters.dropLast().joined(separator: ", ")) or \(letters.last ?? "a")"
        case .answerNotComputable(let why):
            return "this question's answer cannot be computed (\(why)); please report the lesson"
        case .yourCodeNotWalked(let why): return why
        case .lessonsUnavailable: return "lessons are not available here"
        case .resetNotSaved(let why): return "nothing was forgotten: \(why)"
        }
    }
}
