import LabSupport
import LabText

/// A code step's engine (issue 33): the learner types the code of one line of a layout's
/// listing (or a piece of one), and it is tried where it belongs — spliced into the exercise's
/// reference solution, compiled against the kit and checked as `check` checks a whole file, on
/// the exercise's named cases and random ones. The article's own line passes; a slip of it
/// fails with the smallest case that shows the difference; code that does not compile gets the
/// compiler's message about the learner's own line.
public enum CodeTrial {
    /// What is blanked: a line of the listing (its text, trimmed, found once), or a piece of it.
    public struct Blank: Equatable, Sendable {
        /// The listing's line, as written (without its indentation).
        public var line: String
        /// The part of the line blanked, when not the whole of it.
        public var piece: String?
        /// The line's number (from 1), where the same line occurs more than once.
        public var number: Int?

        public init(line: String, piece: String? = nil, number: Int? = nil) {
            self.line = line
            self.piece = piece
            self.number = number
        }
    }

    /// The reference solution with `typed` in the blank's place, and the blank's line number and
    /// the column its code starts at (from 1, in bytes, as the compiler counts); why not, in a line, when the blank is not on the
    /// listing once or the typed code is not one line.
    public static func spliced(_ listing: String, _ blank: Blank, typed: String) -> Result<
        (text: String, line: Int, column: Int), CodeTrialError
    > {
        guard !typed.contains(where: \.isNewline) else {
            return .failure(CodeTrialError(message: "type the code on one line"))
        }
        var lines = listing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let matching = lines.indices.filter {
            lines[$0].trimmingWhitespace == blank.line.trimmingWhitespace && (blank.number.map { $0 - 1 } ?? $0) == $0
        }
        guard matching.count == 1, let index = matching.first else {
            return .failure(
                CodeTrialError(
                    message: matching.isEmpty
                        ? "the blank's line '\(Quote.cut(blank.line))' is not on the listing"
                        : "the blank's line '\(Quote.cut(blank.line))' is on the listing \(matching.count) times: blank a line found once"
                ))
        }
        let original = lines[index]
        let indentation = String(original.prefix { $0 == " " || $0 == "\t" })
        let code = String(original.dropFirst(indentation.count))
        if let piece = blank.piece {
            guard !piece.isEmpty, let range = code.firstRange(of: piece) else {
                return .failure(
                    CodeTrialError(message: "'\(Quote.cut(piece))' is not on the line '\(Quote.cut(code))'"))
            }
            // In bytes, as the compiler counts columns.
            let column = indentation.utf8.count + code[..<range.lowerBound].utf8.count + 1
            var changed = code
            changed.replaceSubrange(range, with: typed)
            lines[index] = indentation + changed
            return .success((lines.joined(separator: "\n"), index + 1, column))
        }
        lines[index] = indentation + typed.trimmingWhitespace
        return .success((lines.joined(separator: "\n"), index + 1, indentation.utf8.count + 1))
    }

    /// How a try went.
    public enum Verdict: Sendable {
        /// Every case agrees with the article's.
        case right(caseCount: Int)
        /// The first case that differs (as small as it goes), or where the program trapped or ran
        /// out of time: what `check` reports.
        case wrong(CheckFailure)
        /// The compiler's words about the learner's own code, its line and column made theirs
        /// ("column 12: expected '{'"), in a line or two.
        case doesNotCompile([String])
        /// Ctrl-C stopped the compile or the run: nothing was decided.
        case interrupted
    }

    /// Whether a Swift compiler is found here at all (without one, a code step cannot be tried,
    /// which is no fault of the lesson's).
    public static var compilerFound: Bool { (try? Toolchain.find()) != nil }

    /// Seconds a try may run (each batch of cases) before it is a wrong try.
    public static let timeLimit = 3.0

    /// Tries `typed` in `blank` of `exercise`'s reference solution on `first` (the step's own
    /// items), then on its named cases and `randomCases` random ones (`onlyFirst`: on `first`
    /// alone, as `try CODE` does). Compiles are kept by content: the same line again is instant.
    public static func run(
        _ exercise: Exercise, _ blank: Blank, typed: String, first: TrialCase? = nil, onlyFirst: Bool = false,
        randomCases: Int = 100, seed: UInt64 = 1, walksYourCode: Bool = true, shrinks: Bool = true
    ) throws(CodeTrialError) -> Verdict {
        let (file, line, column) = try placed(exercise, blank, typed: typed)
        // A typed line that never ends (`while true {`) is a wrong try in seconds, not a hang:
        // the article's code runs each batch of cases in milliseconds.
        var options = CheckOptions(seed: seed, randomCases: randomCases, timeLimit: timeLimit)
        options.walksYourCode = walksYourCode
        if !shrinks { options.shrinkSeconds = 0 }
        options.firstCases = first.map { [$0] } ?? []
        options.onlyFirstCases = onlyFirst && first != nil
        let outcome: CheckOutcome
        do throws(ExerciseSetupError) {
            outcome = try Checker.check(file, options: options)
        } catch {
            throw CodeTrialError(message: error.message)
        }
        switch outcome {
        case .passed(_, let count, _, _): return .right(caseCount: count)
        case .failed(let failure):
            if failure.problem == .interrupted { return .interrupted }
            return .wrong(failure)
        case .doesNotCompile(_, let failure):
            if failure.interrupted { return .interrupted }
            return .doesNotCompile(yourLines(failure, file: file, line: line, column: column))
        }
    }

    /// The reference solution with `typed` in the blank, as a file `check` and `walk FILE.swift`
    /// take: in the cache, in a folder named by its content (so the same line finds its
    /// compile), named as `exercise start` names the learner's; with the blank's line and the
    /// column the typed code starts at.
    public static func placed(_ exercise: Exercise, _ blank: Blank, typed: String) throws(CodeTrialError) -> (
        file: String, line: Int, column: Int
    ) {
        switch spliced(exercise.solution, blank, typed: typed) {
        case .success(let (text, line, column)):
            do throws(ExerciseSetupError) {
                let file = try Toolchain.find().placed(text, kind: "code-steps", name: exercise.id + ".swift")
                return (file, line, column)
            } catch {
                throw CodeTrialError(message: error.message)
            }
        case .failure(let error): throw error
        }
    }

    /// The compiler's errors about the typed line, with the column counted from the start of
    /// what was typed; an error elsewhere (the typed code broke what follows it: a `{` left
    /// open) is said with its own line. Two at most, and never the whole dump.
    static func yourLines(_ failure: CompileFailure, file: String, line: Int, column: Int) -> [String] {
        var said: [String] = []
        for text in failure.lines where text.hasPrefix(file + ":") {
            let parts = text.dropFirst(file.count + 1).split(
                separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let errorLine = Int(parts[0]), let errorColumn = Int(parts[1]) else { continue }
            let message = parts[3].trimmingWhitespace
            if errorLine == line {
                said.append("your code, column \(max(1, errorColumn - column + 1)): \(message)")
            } else {
                let side = errorLine < line ? "before" : "after"
                said.append("line \(errorLine) of the listing, \(side) yours: \(message)")
            }
            if said.count == 2 { break }
        }
        return said.isEmpty ? [failure.message] : said
    }
}

/// Why a typed line could not be tried at all (no compiler, a blank not on the listing, code on
/// two lines), in one line.
public struct CodeTrialError: LabError, Equatable, Sendable {
    public let message: String

    public init(message: String) { self.message = message }
}
