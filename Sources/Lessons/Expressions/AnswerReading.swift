import LabSupport
import LabText

/// Reading what a learner typed the way a tutor reads it: the kind of value the question asks
/// for is looked for in the answer, so `x = 17`, `17 columns`, `row 1`, `seventeen` and `80%`
/// all say a number, and `yep` says yes. What cannot be read as that kind is said to be
/// unreadable, never wrong.
public enum AnswerReading {
    /// One value found in the answer, with how many decimals it was written with (a rounded
    /// answer is judged at the precision it was given in).
    public struct Reading: Equatable, Sendable {
        public var value: Value
        public var decimals: Int

        public init(_ value: Value, decimals: Int = 0) {
            self.value = value
            self.decimals = decimals
        }
    }

    /// Why an answer could not be read as the kind of value asked for.
    public enum Unreadable: Equatable, Sendable {
        case noNumber
        case severalNumbers([Double])
        case noYesOrNo
        case bothYesAndNo
        /// "I'm not sure", "no idea": not an answer, and no wrong one either.
        case unsure
        /// "not 17": what the answer is not, which is no number given (it was read as 17).
        case negated
        /// "none" for a length the layout reports: it always reports a number.
        case noneForALength
    }

    /// What the question's answer is, for reading what the learner typed about it.
    public struct Asking: Equatable, Sendable {
        /// The right value (its kind says what to look for).
        public var right: Value
        /// The answer counts from 0 (a row, an index, a card): "the first" is 0, "the third" 2.
        public var countsFromZero = false
        /// How many items the layout has: "3 times each" is 3 × this, "all of them" this.
        public var itemCount: Int?
        /// The way the question says a negative number goes ("Negative means left"): "one to
        /// the left" is −1 then, and "to the right" +1.
        public var negativeWay: SignedWay?
        /// The answer is a length of the layout (`Expression.readsALength`): "none" is not read
        /// as 0 there.
        public var measuresLength = false

        public init(
            _ right: Value, countsFromZero: Bool = false, itemCount: Int? = nil, negativeWay: SignedWay? = nil,
            measuresLength: Bool = false
        ) {
            self.right = right
            self.countsFromZero = countsFromZero
            self.itemCount = itemCount
            self.negativeWay = negativeWay
            self.measuresLength = measuresLength
        }
    }

    /// The two ways along an axis, for a question that gives negative numbers a way.
    public enum SignedWay: String, CaseIterable, Sendable {
        case left, right, up, down

        var opposite: SignedWay {
            switch self {
            case .left: .right
            case .right: .left
            case .up: .down
            case .down: .up
            }
        }

        /// The way a question's words give negative numbers: "(Negative means left.)",
        /// "negative is up".
        public static func negative(in question: String) -> SignedWay? {
            let words = question.lowercased().split { !$0.isLetter }.map(String.init)
            for index in words.indices.dropLast(2) where words[index] == "negative" {
                guard ["means", "is", "goes"].contains(words[index + 1]) else { continue }
                if let way = SignedWay(rawValue: words[index + 2]) { return way }
            }
            return nil
        }
    }

    /// The values an answer may mean (`80%` may mean 80 or 0.8), or why it means none.
    public static func read(_ typed: String, asking right: Value) throws(UnreadableAnswer) -> [Reading] {
        try read(typed, asking: Asking(right))
    }

    public static func read(_ typed: String, asking: Asking) throws(UnreadableAnswer) -> [Reading] {
        if isUnsure(typed) { throw UnreadableAnswer(typed: typed, reason: .unsure) }
        switch asking.right {
        case .number:
            if isNegated(typed) { throw UnreadableAnswer(typed: typed, reason: .negated) }
            if asking.measuresLength, saysNone(typed) { throw UnreadableAnswer(typed: typed, reason: .noneForALength) }
            return try number(in: typed, asking).get()
        case .bool: return try yesOrNo(in: typed).get()
        case .text: return [Reading(.text(plainText(typed)))]
        }
    }

    /// "none", "nothing", "nil", with no number: no value at all.
    static func saysNone(_ typed: String) -> Bool {
        guard !typed.contains(where: \.isNumber) else { return false }
        return typed.lowercased().split { !$0.isLetter }.contains { ["none", "nothing", "nil"].contains($0) }
    }

    /// "not 17", "it isn't 5", "never 3": a number said not to be the answer.
    static func isNegated(_ typed: String) -> Bool {
        let words = typed.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }.map {
            String($0.map { $0 == "’" ? "'" : $0 })
        }
        guard let number = words.firstIndex(where: { $0.first?.isNumber == true }) else { return false }
        return words[..<number].contains {
            ["not", "never", "isn't", "aren't", "won't", "doesn't", "can't"].contains($0)
        }
    }

    /// "I'm not sure", "no idea", "dunno", "I don't know", "?": the learner does not know.
    static func isUnsure(_ typed: String) -> Bool {
        let words = typed.lowercased().split { !($0.isLetter || $0 == "'" || $0 == "’") }.map {
            String($0.map { $0 == "’" ? "'" : $0 })
        }
        let trimmed = typed.trimmingWhitespace
        if trimmed == "?" || trimmed == "??" || trimmed == "???" { return true }
        guard !typed.contains(where: { $0.isNumber }) else { return false }
        let joined = " " + words.joined(separator: " ") + " "
        return [
            " not sure ", " no idea ", " dunno ", " don't know ", " do not know ", " no clue ", " unsure ",
            " idk ", " not certain ", " can't tell ", " cannot tell ", " no se ",
        ]
        .contains { joined.contains($0) }
    }

    /// Whether a reading is the right answer: the same value, or the right one rounded to the
    /// decimals the learner gave (6.28 for 6.2832), or to the decimals the step allows.
    public static func isRight(_ reading: Reading, _ right: Value, roundedTo allowed: Int? = nil) -> Bool {
        if Answer.same(reading.value, right) { return true }
        guard case .number(let given) = reading.value, case .number(let exact) = right, exact.isFinite else {
            return false
        }
        // With a precision asked for (`round: 2`), an answer judged at its own decimals must give
        // at least that many: 0.8 for 0.76 is the right value less exactly, to be asked again.
        let own = reading.decimals > 0 && reading.decimals >= (allowed ?? 0) ? reading.decimals : nil
        let precisions = [own, allowed].compactMap { $0 }
        return precisions.contains { decimals in
            let scale = NumberText.powerOfTen(decimals)
            return abs(given * scale - (exact * scale).rounded()) < 1e-6
        }
    }

    // MARK: Yes and no

    private static let yesWords: Set = ["yes", "y", "yeah", "yep", "yup", "true", "correct", "does", "will", "is"]
    private static let noWords: Set = [
        "no", "n", "nope", "false", "not", "doesn't", "won't", "isn't", "never", "incorrect",
    ]

    /// Words that say the learner does not know: "not sure" is no "no".
    private static let unsure: Set = ["sure", "idea", "know", "dunno", "maybe", "perhaps", "unsure"]

    private static func yesOrNo(in typed: String) -> Result<[Reading], UnreadableAnswer> {
        let words = typed.lowercased().split { !($0.isLetter || $0 == "'" || $0 == "’") }.map {
            String($0.map { $0 == "’" ? "'" : $0 })
        }
        if words.contains(where: unsure.contains) {
            return .failure(UnreadableAnswer(typed: typed, reason: .unsure))
        }
        // "it does not" is a no: a no-word anywhere outweighs the verbs that carry it.
        let strongYes = words.contains { ["yes", "y", "yeah", "yep", "yup", "true", "correct"].contains($0) }
        let no = words.contains { noWords.contains($0) }
        let yes = strongYes || (!no && words.contains { yesWords.contains($0) })
        switch (yes, no) {
        case (true, false): return .success([Reading(.bool(true))])
        case (false, true): return .success([Reading(.bool(false))])
        case (true, true): return .failure(UnreadableAnswer(typed: typed, reason: .bothYesAndNo))
        case (false, false): return .failure(UnreadableAnswer(typed: typed, reason: .noYesOrNo))
        }
    }

    // MARK: Text

    /// Without quotes, brackets around a tag, end punctuation or a leading "the".
    static func plainText(_ typed: String) -> String {
        var text = typed.trimmingWhitespace
        let wrappers: [(Character, Character)] = [("\"", "\""), ("'", "'"), ("[", "]"), ("“", "”"), ("`", "`")]
        for (open, close) in wrappers where text.count >= 2 && text.first == open && text.last == close {
            text = String(text.dropFirst().dropLast()).trimmingWhitespace
        }
        while let last = text.last, ".!?".contains(last) { text.removeLast() }
        if text.lowercased().hasPrefix("the ") { text = String(text.dropFirst(4)).trimmingWhitespace }
        return text
    }
}

/// An answer that does not say the kind of value asked for, and why.
public struct UnreadableAnswer: LabError, Equatable, Sendable {
    public var typed: String
    public var reason: AnswerReading.Unreadable

    public init(typed: String, reason: AnswerReading.Unreadable) {
        self.typed = typed
        self.reason = reason
    }

    /// What the learner is told, as a tutor says it.
    public var message: String {
        switch reason {
        case .noNumber: "I could not read a number in '\(typed)'."
        case .severalNumbers(let numbers):
            "I read more than one number in '\(typed)' (\(numbers.map { NumberText.plain($0, infinity: "infinity") }.joined(separator: ", "))); give just the one asked for."
        case .noYesOrNo: "I could not read a yes or a no in '\(typed)'."
        case .bothYesAndNo: "'\(typed)' says both yes and no; give one."
        case .unsure: "'\(typed)' says you are not sure."
        case .negated: "'\(typed)' says what the answer is not; give the number it is."
        case .noneForALength:
            "'\(typed)': a layout reports every length as a number, never none (none is a proposal's word, as in set width none); give the number."
        }
    }
}
