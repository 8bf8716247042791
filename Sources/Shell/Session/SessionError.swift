import Exercises
import LabSupport
import LabText
import Lessons
import Workbench

/// Why the shell refused a line: the command language's refusals, the lesson's, and the
/// shell's own (undo, files, a hidden picture). `message` is the one line the learner reads,
/// and `Session.execute` is the one place that turns these into a reply's error.
public enum SessionError: LabError, Equatable, CustomStringConvertible {
    case command(CommandError)
    case lesson(LessonError)
    case file(FileProblem)
    /// While a prediction waits, only what neither changes nor reveals the layout is allowed.
    case predictionFirst(skipAllowed: Bool)
    /// While a question is open, its layout stays as the step set it up.
    case questionFirst(skipAllowed: Bool)
    /// `trace` while the question waiting asks what the trace counts.
    case traceAfterAnswer(skipAllowed: Bool)
    /// `show` while a walk question waits: the finished picture answers it.
    case walkQuestionFirst(skipAllowed: Bool)
    /// A one-word line one typo from a command, while a question waits: not taken as an answer.
    case mistypedCommand(String, didYouMean: String)
    /// A number typed in a lesson when no question waits: the step's is answered, or its
    /// check is a task (done with commands) or an exercise (done in Swift).
    case noQuestionWaiting(waiting: Check.Kind?)
    case nothingToUndo(atStepStart: Bool)
    case nothingToRedo
    /// Undo reached the oldest change kept; older ones were forgotten.
    case undoLimitReached(kept: Int)
    /// An exercise command that could not be done (no such exercise, no compiler, …).
    case exercise(ExerciseSetupError)
    /// `walk FILE.swift` under a scrolling collection, or with no items to walk on.
    /// `walk FILE.swift` of a flow layout's exercise while a collection is shown: its layout.
    case walkFileNeedsFlow(String)
    /// `walk FILE.swift` of a collection's exercise, and the workspace shows no such collection.
    case walkFileNeedsCollection(String)
    case walkFileNeedsItems
    /// `walk tried` with no line tried: in a code step (type one), or elsewhere (there is none).
    case nothingTried(inACodeStep: Bool)
    /// A line of Swift typed in a code step already answered.
    case codeStepDone
    /// `source` under a layout with no exercise of its own (there is none now; kept for one).
    case noSource
    /// `source` of an exercise's reference before the learner's own has passed.
    case solutionNotEarned(exercises: [String])
    case noSuchDeclaration(String, known: [String])

    public var message: String {
        switch self {
        case .command(let error): error.message
        case .walkFileNeedsFlow(let layout):
            "walk FILE.swift runs your layout on the workspace's items, and this is a scrolling collection: layout \(layout) first, and add items"
        case .walkFileNeedsCollection(let kind):
            "walk FILE.swift runs your collection layout on the workspace's collection, and it shows no \(kind): layout \(kind) first"
        case .walkFileNeedsItems:
            "walk FILE.swift runs your layout on these items, and there are none: add some first (add A 4x1)"
        case .codeStepDone:
            "this code step is done; try CODE runs another line on its picture without a verdict, and next goes on"
        case .nothingTried(let inACodeStep):
            inACodeStep
                ? "walk tried walks a code step's code with the line you last typed there; type one first (or try CODE)"
                : "walk tried walks a code step's code with the line you last typed there; no code step is open (lessons lists the lessons)"
        case .lesson(let error): error.message
        case .file(let problem): problem.message
        case .predictionFirst(let skipAllowed):
            "answer the prediction first: until then the layout stays as the step set it up, its picture hidden (hint helps\(skipAllowed ? "; skip shows it" : ""))"
        case .questionFirst(let skipAllowed):
            "answer the question first: until then the layout stays as it is, and frames, walk and export wait (hint helps\(skipAllowed ? "; skip shows the answer" : ""))"
        case .walkQuestionFirst(let skipAllowed):
            "answer the walk's question first: the finished picture would show where the item goes (hint helps\(skipAllowed ? "; skip shows the answer" : ""))"
        case .traceAfterAnswer(let skipAllowed):
            "trace counts what this question asks: work it out first, and trace will show it (hint helps\(skipAllowed ? "; skip shows the answer" : ""))"
        case .mistypedCommand(let line, let command):
            "unknown command '\(Quote.cut(line))'; did you mean '\(command)'? (to answer with it, type answer \(Quote.cut(line)))"
        case .noQuestionWaiting(.task):
            "this step is a task, not a question: change the layout with commands until the goal holds (hint helps)"
        case .noQuestionWaiting(.exercise):
            "this step is an exercise, not a question: write the layout in Swift and check the file (hint helps)"
        case .noQuestionWaiting:
            "no question is waiting: this step's is answered, or it asks none (next goes on)"
        case .nothingToUndo(let atStepStart): atStepStart ? "nothing to undo: this step starts here" : "nothing to undo"
        case .nothingToRedo: "nothing to redo"
        case .undoLimitReached(let kept):
            "nothing more to undo: the last \(NumberText.grouped(kept)) changes at least are kept, and older ones are forgotten"
        case .exercise(let error): error.message
        case .noSource:
            "this layout has no listing in the lab yet (source and walk show \(LayoutHelp.list(LayoutHelp.listed)); \(LayoutHelp.listedAsAnother): layout hstack to read it)"
        case .noSuchDeclaration(let name, let known):
            "no function or type '\(Quote.cut(name))' in this listing\(Suggestion.didYouMean(name, among: known)) (it has: \(known.prefix(24).joined(separator: ", "))\(known.count > 24 ? ", …" : ""))"
        case .solutionNotEarned(let ids) where ids.count == 1:
            "source shows the reference solution of exercise \(ids[0]) once your own passes check: write yours (exercise start \(ids[0]), then check \(ids[0]).swift), or see it now with source --solution"
        case .solutionNotEarned(let ids):
            "source shows the answers of exercises \(ids.joined(separator: " and ")) once yours pass check (exercise start \(ids[0]), then check \(ids[0]).swift, and so on), or see it now with source --solution"
        }
    }

    public var description: String { message }
}

/// A file the shell could not read or write.
