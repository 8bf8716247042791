import LabText
import LayoutCore

/// A lesson's walk check: the walk of the step's layout stopped at one statement, and a
/// question about that moment — a variable's value, or which line runs next. The answer is
/// worked out from the walk itself, never written by the author.
///
///     walk: x is past the first tag and the next is 8 wide: which line runs next?
///     stop: if x + size.width > maxWidth, x > 0 { | item 1
///     ask: next line
public struct WalkQuestion: Equatable, Sendable {
    public var stop: Stop
    public var ask: Ask
    /// The `ask:` line, where a question about a variable the stop does not show is reported.
    public var askLine: Int

    /// Where the walk stops: the first step (or the `time`th) whose statement holds `code`,
    /// for item `item` and in method `phase` when those are given.
    public struct Stop: Equatable, Sendable {
        public var code: String
        public var item: Int?
        public var phase: WalkPhase?
        /// Which matching step, from 1.
        public var time = 1
        public var line: Int
        public var column: Int
        /// `stop: your test`: the learner's own exercise file is walked, and stops at the first
        /// comparison it makes (with `item` in hand, in `phase`): their names are their own, so
        /// the place is said by what the code does, not by its text.
        public var yours = false
    }

    /// What `stop:` says to stop at the learner's own test.
    public static let yourTest = "your test"

    public enum Ask: Equatable, Sendable {
        /// The value of a variable the step shows (`lineY`, `scale`).
        case variable(String)
        /// The listing's line that runs after the stop, an `if` (its block's first line, or
        /// the first after the block).
        case nextLine
    }

    /// `CODE | item N | phase P | time K`, or why not.
    static func readStop(_ value: Located) throws(WalkQuestionError) -> Stop {
        let parts = value.text.split(separator: "|", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace
        }
        guard let code = parts.first, !code.isEmpty else {
            throw WalkQuestionError(
                message: "stop: needs the statement to stop at, as the listing writes it (source shows it)")
        }
        var stop = Stop(code: code, line: value.line, column: value.column)
        stop.yours = code.lowercased().split(separator: " ").joined(separator: " ") == yourTest
        for part in parts.dropFirst() {
            guard let (word, rest) = part.splitOnce(" ") else {
                throw WalkQuestionError(message: "'\(Quote.cut(part))' is not 'item N', 'phase NAME' or 'time N'")
            }
            let argument = rest.trimmingWhitespace
            switch word.lowercased() {
            case "item":
                guard let item = Int(argument), item >= 0 else {
                    throw WalkQuestionError(message: "item needs an index from 0")
                }
                stop.item = item
            case "phase":
                guard let phase = WalkPhase(rawValue: argument) else {
                    let names = WalkPhase.allCases.map(\.rawValue)
                    throw WalkQuestionError(
                        message:
                            "no phase '\(Quote.cut(argument))'\(Suggestion.didYouMean(argument, among: names)) (the phases: \(names.joined(separator: ", ")))"
                    )
                }
                stop.phase = phase
            case "time":
                guard let time = Int(argument), time >= 1 else {
                    throw WalkQuestionError(message: "time needs a number from 1")
                }
                stop.time = time
            default:
                throw WalkQuestionError(message: "'\(Quote.cut(part))' is not 'item N', 'phase NAME' or 'time N'")
            }
        }
        return stop
    }

    /// `next line`, or a variable's name.
    static func readAsk(_ text: String) -> Ask {
        let words = text.lowercased().split(separator: " ").joined(separator: " ")
        return words == "next line" ? .nextLine : .variable(text.trimmingWhitespace)
    }
}
