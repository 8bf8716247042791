import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// What a line typed at the prompt is, told apart before anything runs.
enum TypedLine: Equatable {
    /// A command, or nil for an empty line.
    case command(Command?)
    /// The answer to the question that waits, as typed (trimmed).
    case answer(String)
}

/// How a typed line is told apart: a command, an answer, or a command mistyped.
extension Session {
    /// Tells `line` apart, in one place: while a question waits, a line that does not start
    /// with a command's name is its answer (never parsed as a command that fails first);
    /// otherwise it is parsed as a command, and a line that is none says why in the words
    /// that fit (an answer where no question waits, Swift in a code step already answered).
    static func reading(_ line: String, lessons: LessonTaker?) throws(SessionError) -> TypedLine {
        let command = startsWithCommand(line)
        let blank = line.allSatisfy(\.isWhitespace)
        if let lessons, lessons.state.awaitsAnswer, !command, !blank {
            // A mistyped command is more likely than an answer that looks like one.
            // (Not in a code step: `let x = 0` is Swift, not a slip of `set`.)
            if lessons.state.waitingCheck != .code, let typo = mistypedCommand(line) {
                throw .mistypedCommand(line.trimmingWhitespace, didYouMean: typo)
            }
            return .answer(line.trimmingWhitespace)
        }
        do throws(CommandError) {
            return .command(try CommandParser.parse(line))
        } catch {
            // Another line of Swift in a code step already answered: say how to run it.
            if let lessons, lessons.state.stepIsCode, !command { throw .codeStepDone }
            // A number typed as an answer when none is asked: say so, not "unknown command '0'".
            if let lessons, lessons.state.lesson != nil, looksLikeAnAnswer(line) {
                throw .noQuestionWaiting(waiting: lessons.state.waitingCheck)
            }
            throw .command(error)
        }
    }

    /// A line that starts with a number (`0`, `-3.5`, `.5 columns`): an answer, not a command.
    static func looksLikeAnAnswer(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace
        guard let first = trimmed.unicodeScalars.first else { return false }
        let digit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        if digit(first) { return true }
        guard first == "-" || first == ".", let second = trimmed.unicodeScalars.dropFirst().first else { return false }
        return digit(second)
    }

    /// The command a one-word line is one typo away from, if it is.
    static func mistypedCommand(_ line: String) -> String? {
        let word = line.trimmingWhitespace
        guard word.count >= 3, word.allSatisfy(\.isLetter) else { return nil }
        let close = CommandCatalog.names.filter { Suggestion.distance(word.lowercased(), $0) == 1 }
        return close.first
    }

    static func startsWithCommand(_ line: String) -> Bool {
        guard let first = (try? Tokenizer.words(line))?.first?.text.lowercased() else { return false }
        return CommandCatalog.spec(first) != nil
    }
}
