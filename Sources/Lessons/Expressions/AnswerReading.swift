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
    }

    /// What the question's answer is, for reading what the learner typed about it.
    public struct Asking: Equatable, Sendable {
        /// The right value (its kind says what to look for).
        public var right: Value
        /// The answer counts from 0 (a row, an index, a card): "the first" is 0, "the third" 2.
        public var countsFromZero = false
        /// How many items the layout has: "3 times each" is 3 × this.
        public var itemCount: Int?

        public init(_ right: Value, countsFromZero: Bool = false, itemCount: Int? = nil) {
            self.right = right
            self.countsFromZero = countsFromZero
            self.itemCount = itemCount
        }
    }

    /// The values an answer may mean (`80%` may mean 80 or 0.8), or why it means none.
    public static func read(_ typed: String, asking right: Value) throws(UnreadableAnswer) -> [Reading] {
        try read(typed, asking: Asking(right))
    }

    public static func read(_ typed: String, asking: Asking) throws(UnreadableAnswer) -> [Reading] {
        if isUnsure(typed) { throw UnreadableAnswer(typed: typed, reason: .unsure) }
        switch asking.right {
        case .number: return try number(in: typed, asking).get()
        case .bool: return try yesOrNo(in: typed).get()
        case .text: return [Reading(.text(plainText(typed)))]
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
        let precisions = [reading.decimals > 0 ? reading.decimals : nil, allowed].compactMap { $0 }
        return precisions.contains { decimals in
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            return abs(given * scale - (exact * scale).rounded()) < 1e-6
        }
    }

    // MARK: Numbers

    /// Words that say "each" ("3 times each", "twice per child"): the number is per item.
    private static let perItem: Set = ["each", "apiece", "per"]

    private static func number(in typed: String, _ asking: Asking) -> Result<[Reading], UnreadableAnswer> {
        // Swift's own reading first, for what the scan below does not know (1e3).
        let whole = typed.replacingMinusSigns.trimmingWhitespace.replacingCommaDecimal
        if whole.lowercased().contains("e"), let value = Double(whole), value.isFinite {
            return .success([Reading(.number(value))])
        }
        // A hedge ("about 6", "~6", "I think 2", "17ish") is read as the number it hedges: a
        // tutor hears the number; whether it is right is for the judging.
        let words = typed.lowercased().split { !$0.isLetter }.map(String.init)
        var found = numbers(in: typed)
        // An ordinal for an answer that counts from 0: "the first" is 0, "the third row" 2.
        if asking.countsFromZero {
            found = found.map { number in
                var number = number
                if number.ordinal { number.value -= 1 }
                return number
            }
        }
        let distinct = found.reduce(into: [Double]()) { list, reading in
            if !list.contains(reading.value) { list.append(reading.value) }
        }
        switch distinct.count {
        case 0: return .failure(UnreadableAnswer(typed: typed, reason: .noNumber))
        case 1:
            let reading = found[0]
            var readings = [Reading(.number(reading.value), decimals: reading.decimals)]
            // 80% is 80 when the question counts percent, 0.8 when it asks for a fraction.
            if reading.percent {
                readings.append(Reading(.number(reading.value / 100), decimals: reading.decimals + 2))
            }
            // "3 times each" of two items is 6 in all.
            if let count = asking.itemCount, words.contains(where: perItem.contains) {
                readings.append(Reading(.number(reading.value * Double(count)), decimals: reading.decimals))
            }
            return .success(readings)
        default: return .failure(UnreadableAnswer(typed: typed, reason: .severalNumbers(distinct)))
        }
    }

    private struct FoundNumber {
        var value: Double
        var decimals: Int
        var percent = false
        /// Said as an ordinal ("third", "3rd"): a place, counted from 1.
        var ordinal = false
    }

    /// Every number in the text: written in digits (`17`, `-2.5`, `2,5`, `80%`), as `infinity`
    /// or `∞`, or in words (`zero` to `ninety-nine`).
    private static func numbers(in typed: String) -> [FoundNumber] {
        // An en dash typed for a minus is a minus too.
        let text = Array(typed.replacingMinusSigns.lowercased().map { $0 == "\u{2013}" ? "-" : $0 })
        var found: [FoundNumber] = []
        var words: [String] = []
        var word = ""
        var index = 0
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        while index < text.count {
            let character = text[index]
            if character.isASCII,
                character.isNumber
                    || (character == "." && index + 1 < text.count && text[index + 1].isASCII
                        && text[index + 1].isNumber)
            {
                endWord()
                var digits = ""
                // A sign belongs to the number when nothing but spaces or `=` stand before it;
                // "minus 5" is −5 as well.
                if index > 0, text[index - 1] == "-" || text[index - 1] == "+",
                    index < 2 || !(text[index - 2].isLetter || text[index - 2].isNumber)
                {
                    digits.append(text[index - 1])
                } else if words.last == "minus" {
                    digits.append("-")
                }
                var decimals: Int?
                while index < text.count {
                    let next = text[index]
                    if next.isASCII, next.isNumber {
                        digits.append(next)
                        decimals = decimals.map { $0 + 1 }
                    } else if (next == "." || next == ","), decimals == nil, index + 1 < text.count,
                        text[index + 1].isASCII, text[index + 1].isNumber
                    {
                        digits.append(".")
                        decimals = 0
                    } else {
                        break
                    }
                    index += 1
                }
                let percent = index < text.count && text[index] == "%"
                // 1st, 2nd, 3rd, 4th: an ordinal, and its suffix no word of its own.
                var ordinal = false
                let rest = String(text[index..<min(index + 2, text.count)])
                if decimals == nil, ["st", "nd", "rd", "th"].contains(rest),
                    index + 2 >= text.count || !text[index + 2].isLetter
                {
                    ordinal = true
                    index += 2
                }
                if let value = Double(digits) {
                    found.append(FoundNumber(value: value, decimals: decimals ?? 0, percent: percent, ordinal: ordinal))
                }
                continue
            }
            if character == "∞" {
                endWord()
                found.append(
                    FoundNumber(value: index > 0 && text[index - 1] == "-" ? -.infinity : .infinity, decimals: 0))
            } else if character.isLetter {
                word.append(character)
            } else {
                endWord()
                if character == "-" { words.append("-") }
            }
            index += 1
        }
        endWord()
        return found + numbers(inWords: words)
    }

    private static let units = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    private static let ordinals = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
        "twelfth",
    ]

    /// Words after which "one" is a pronoun, not a number: "the first one", "that one".
    private static let pointing = Set(
        ["the", "this", "that", "which", "each", "every", "any", "no", "last", "next", "other", "same"] + ordinals)

    /// `seventeen`, `twenty-one`, `twenty one`, `infinity`, `infinite`, `third`; a minus before
    /// `infinity` counts; "one" after an ordinal or "the" ("the first one") is no number.
    private static func numbers(inWords words: [String]) -> [FoundNumber] {
        var found: [FoundNumber] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if let place = ordinals.firstIndex(of: word) {
                found.append(FoundNumber(value: Double(place + 1), decimals: 0, ordinal: true))
            } else if word == "one", index > 0, pointing.contains(words[index - 1]) {
                // a pronoun
            } else if word == "infinity" || word == "inf" || word == "infinite" || word == "infinitely" {
                let negative = index > 0 && words[index - 1] == "-"
                found.append(FoundNumber(value: negative ? -.infinity : .infinity, decimals: 0))
            } else if let unit = units.firstIndex(of: word) {
                let negative = index > 0 && words[index - 1] == "minus"
                found.append(FoundNumber(value: Double(negative ? -unit : unit), decimals: 0))
            } else if word == "none" || word == "nothing" {
                found.append(FoundNumber(value: 0, decimals: 0))
            } else if let ten = tens[word] {
                var value = ten
                // twenty-one, twenty one
                var next = index + 1
                if next < words.count, words[next] == "-" { next += 1 }
                if next < words.count, let unit = units.firstIndex(of: words[next]), (1...9).contains(unit) {
                    value += unit
                    index = next
                }
                found.append(FoundNumber(value: Double(value), decimals: 0))
            }
            index += 1
        }
        return found
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
public struct UnreadableAnswer: Error, Equatable, Sendable {
    public var typed: String
    public var reason: AnswerReading.Unreadable

    public init(typed: String, reason: AnswerReading.Unreadable) {
        self.typed = typed
        self.reason = reason
    }
}
