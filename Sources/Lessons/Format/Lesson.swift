import LabText
import Workbench

/// A lesson, as read from its file: metadata and ordered steps.
public struct Lesson: Equatable, Sendable {
    public var id: String
    public var title: String
    public var version: Int
    public var summary: String
    public var author: String
    /// Whether `skip` is allowed (`skip: forbidden` in the file turns it off).
    public var skipAllowed: Bool
    /// Where the lesson sits in `lessons` (smaller first; 1000 when not given).
    public var order: Int
    public var steps: [Step]

    /// The exercise the lesson has the learner write (its first exercise step's id, in lower
    /// case): the file a walk question's `stop: your test` walks is theirs for it.
    public var exerciseID: String? { exerciseIDs.first }
    /// Every exercise the lesson's steps have the learner write, in order (ids in lower case).
    public var exerciseIDs: [String] {
        steps.compactMap { $0.check?.exerciseID }
    }
    /// Where the lesson came from, for messages.
    public var file: String
    /// The line of its `id:`, for messages about the id.
    public var idLine = 1
}

/// A piece of the file kept with its position, so that problems point at it.
public struct Located: Equatable, Sendable {
    public var text: String
    public var line: Int
    public var column: Int

    public init(_ text: String, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }
}

/// An expression as the author wrote it, where, parsed once when the lesson is read: the
/// learner's answers, a goal's checks and validate all evaluate this one parse.
public struct LocatedExpression: Equatable, Sendable {
    public var source: Located
    /// How it parsed; the parser's error otherwise (reported when the lesson was read).
    public var parsed: Result<Expression, ExpressionError>

    public init(_ source: Located) {
        self.source = source
        do throws(ExpressionError) {
            parsed = .success(try ExpressionParser.parse(source.text))
        } catch {
            parsed = .failure(error)
        }
    }

    public var text: String { source.text }
    public var line: Int { source.line }
    public var column: Int { source.column }
    /// The expression, when it parsed.
    public var expression: Expression? { try? parsed.get() }
}

/// A line of a step's setup as written, and the command it reads as (read once, when the
/// lesson is read: entering the step, validate and the pictures all run this reading).
public struct SetupLine: Equatable, Sendable {
    public var source: Located
    public var command: Result<Command?, CommandError>

    public init(_ source: Located) {
        self.source = source
        do throws(CommandError) {
            command = .success(try CommandParser.parse(source.text))
        } catch {
            command = .failure(error)
        }
    }

    public var text: String { source.text }
    public var line: Int { source.line }
    public var column: Int { source.column }
}

/// One screen of a lesson: prose, the commands that set up its workspace (run on a fresh
/// workspace when the step opens), an optional expected picture, and at most one check.
public struct Step: Equatable, Sendable {
    public var title: String
    public var line: Int
    public var prose: [String] = []
    /// The setup's commands, each read once when the lesson is read.
    public var setup: [SetupLine] = []
    /// The picture the setup must draw (Unicode, no colour), checked by `validate`.
    public var picture: [String]?
    public var pictureLine: Int = 0
    public var check: Check?
    /// `teacher:` lines, for the teacher alone: the answer key and demo's rehearsal print show
    /// them; the shell, the slides, the handouts and demo's screens (a class reads a projector)
    /// never do.
    public var teacherNotes: [Located] = []

    /// Whether the step has a picture to draw: its setup does more than choose a flow layout,
    /// and it is no exercise step (whose `> layout flow` chooses the code `source` and `walk`
    /// show; what the learner writes is drawn by `check`).
    public var hasPicture: Bool {
        check?.kind != .exercise
            && setup.contains { (line: SetupLine) -> Bool in
                guard case .success(let command?) = line.command, case .edit(let edit) = command else { return true }
                // A collection comes with its items; a flow layout starts with none.
                if case .layout = edit { return false }
                return true
            }
    }
}

/// What a step asks of the learner.
public struct Check: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        /// Answer a question; the right answer is an expression over the layout.
        case question
        /// Change the layout until a goal holds; the lesson carries a reference solution.
        case task
        /// Say where something lands before the picture is shown.
        case predict
        /// Write an exercise's layout in Swift (the prompt is the exercise's id): done when
        /// `check FILE` passes for it in the shell.
        case exercise
        /// Stop the walk of the layout at a statement and ask about that moment; the answer is
        /// worked out from the walk.
        case walk
        /// Type the code of one line of the layout's listing (or a piece of one, `blank:`):
        /// spliced into the exercise's reference solution, compiled and checked on the step's
        /// items and the exercise's cases (see `CodeStep`).
        case code
    }

    public var kind: Kind
    public var prompt: String
    public var line: Int

    /// An exercise step's exercise, by its id (`exercise: Flow` asks for `flow`): the one
    /// spelling the progress file and the catalogue use; nil for any other check.
    public var exerciseID: String? { kind == .exercise ? prompt.lowercased() : nil }
    /// question, predict: the expression whose value is the right answer.
    public var answer: LocatedExpression?
    /// walk: the `stop:` and `ask:` lines, as read.
    var walkStop: WalkQuestion.Stop?
    var walkAsk: WalkQuestion.Ask?
    var walkAskLine = 0
    /// Whether a `stop:` line was written (one that could not be read is reported as such).
    var walkStopWritten = false

    /// walk: where the walk stops and what is asked there.
    public var walk: WalkQuestion? {
        guard let walkStop, let walkAsk else { return nil }
        return WalkQuestion(stop: walkStop, ask: walkAsk, askLine: walkAskLine)
    }
    /// code: what is blanked, as written: a line of the listing, or a quoted piece of one.
    public var blank: Located?
    /// code: known wrong lines and what to say about them (`mistake: CODE => message`),
    /// matched after normalising spaces, or by what they do.
    public var codeMistakes: [CodeMistake] = []
    /// A code step's `window:`: how many lines of the listing its code window shows (nil: 4).
    public var codeWindow: Int?
    public static let codeWindowLines = 3...20

    public struct CodeMistake: Equatable, Sendable {
        public var code: Located
        public var message: String
    }
    /// A choice question's options; the right one is the one equal to the answer.
    public var choices: [Located] = []
    /// Known wrong answers and what to say about them: `mistake: EXPR => message`.
    public var mistakes: [Mistake] = []
    /// task: the condition to reach, and commands that reach it; code: the article's own code
    /// for the blank (one line).
    public var goal: LocatedExpression?
    public var solution: [Located] = []
    /// task: `cache: kept` — the step's point is article 000's cache keeping old rows through
    /// the solution's change, so `validate` does not warn that the learner's picture is stale.
    public var keepsStaleRows = false
    /// Other ways the step's text names, each said to reach the goal or to fall short of it:
    /// `validate` runs each from the step's start and checks the claim, so that what the text
    /// promises and what the goal checks cannot drift apart.
    public var routes: [Route] = []
    /// Shown one at a time by `hint`.
    public var hints: [String] = []
    /// A `mistake:` line was there but could not be read (reported where it is): the check is
    /// not said to have none.
    public var hasUnreadMistake = false
    /// The hints and explanations as written, each where it is (`validate` reads their sums again).
    public var wordLines: [Located] = []
    /// Shown once the check is answered or done.
    public var explanation: String?
    /// question, predict: answers rounded to this many decimals count as right (`round: 0`
    /// takes the nearest whole number for 6.5); an answer given with decimals is always judged
    /// at its own precision.
    public var rounding: Int?

    public struct Mistake: Equatable, Sendable {
        public var value: LocatedExpression
        public var message: String
    }

    /// `route: set hspacing 3 · set width 39 => does not solve`.
    public struct Route: Equatable, Sendable {
        /// The commands, in order, each located where it is written.
        public var commands: [Located]
        public var solves: Bool
        public var line: Int

        /// Reads a route's value; nil when it is not `COMMANDS => solves|does not solve`.
        init?(_ value: Located) {
            guard let (before, after) = value.text.splitOnce("=>") else { return nil }
            switch after.trimmingWhitespace.lowercased() {
            case "solves": solves = true
            case "does not solve": solves = false
            default: return nil
            }
            var commands: [Located] = []
            var column = value.column
            for part in before.split(separator: "·", omittingEmptySubsequences: false).map(String.init) {
                let text = part.trimmingWhitespace
                let leading = part.prefix { $0 == " " }.count
                if text.isEmpty { return nil }
                commands.append(Located(text, line: value.line, column: column + leading))
                column += part.count + 1
            }
            self.commands = commands
            line = value.line
        }
    }
}
