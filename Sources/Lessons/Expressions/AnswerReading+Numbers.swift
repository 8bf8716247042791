import LabSupport
import LabText

/// Numbers in what a learner typed: digits, fractions, mixed numbers, words, ordinals.
extension AnswerReading {
    // MARK: Numbers

    /// Words that say "each" ("3 times each", "twice per child"): the number is per item.
    static let perItem: Set = ["each", "apiece", "per"]

    static func number(in typed: String, _ asking: Asking) -> Result<[Reading], UnreadableAnswer> {
        // Swift's own reading first, for what the scan below does not know (1e3).
        let whole = typed.replacingMinusSigns.trimmingWhitespace.replacingCommaDecimal
        if whole.lowercased().contains("e"), let value = Double(whole), value.isFinite {
            return .success([Reading(.number(value))])
        }
        // A hedge ("about 6", "~6", "I think 2", "17ish") is read as the number it hedges: a
        // tutor hears the number; whether it is right is for the judging.
        let typed = spokenAsWritten(typed)
        let words = typed.lowercased().split { !$0.isLetter }.map(String.init)
        var found = numbers(in: typed)
        // "All of them", "every one" for a count of all the items.
        if found.isEmpty, let count = asking.itemCount,
            words.contains(where: { ["all", "every", "everything", "everyone"].contains($0) })
        {
            found = [FoundNumber(value: Double(count), decimals: 0)]
        }
        // "One to the left" where the question says negative means left: −1.
        if let negative = asking.negativeWay {
            let saysNegative = words.contains(negative.rawValue)
            let saysPositive = words.contains(negative.opposite.rawValue)
            if saysNegative != saysPositive {
                found = found.map { number in
                    var number = number
                    number.value = saysNegative ? -abs(number.value) : abs(number.value)
                    return number
                }
            }
        }
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
                readings.append(Reading(.number(ShareWords.percent(reading.value)), decimals: reading.decimals + 2))
            }
            // "3 times each" of two items is 6 in all.
            if let count = asking.itemCount, words.contains(where: perItem.contains) {
                readings.append(Reading(.number(reading.value * Double(count)), decimals: reading.decimals))
            }
            return .success(readings)
        default: return .failure(UnreadableAnswer(typed: typed, reason: .severalNumbers(distinct)))
        }
    }

    struct FoundNumber {
        var value: Double
        var decimals: Int
        var percent = false
        /// Said as an ordinal ("third", "3rd"): a place, counted from 1.
        var ordinal = false
    }

    /// What people say around digits, written as the scan reads it: a mixed number (`6 and a
    /// half`, `6 1/2`, `2 and three quarters`) as one fraction (`13/2`); `once`, `twice`,
    /// `thrice` as 1, 2, 3; `the top row` as the first.
    static func spokenAsWritten(_ typed: String) -> String {
        var tokens = typed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let bare = { (token: String) -> String in
            var word = Substring(token.lowercased())
            while let last = word.last, ".,;:!?)".contains(last) { word = word.dropLast() }
            return String(word)
        }
        let parts: [[String]: (Int, Int)] = [
            ["and", "a", "half"]: (1, 2), ["and", "one", "half"]: (1, 2), ["and", "a", "quarter"]: (1, 4),
            ["and", "one", "quarter"]: (1, 4), ["and", "three", "quarters"]: (3, 4), ["and", "a", "third"]: (1, 3),
            ["and", "one", "third"]: (1, 3), ["and", "two", "thirds"]: (2, 3),
        ]
        var index = 0
        while index < tokens.count {
            let token = bare(tokens[index])
            let negative = token.hasPrefix("-")
            if let whole = Int(negative ? String(token.dropFirst()) : token), whole >= 0 {
                var part: (Int, Int)?
                var used = 0
                if index + 3 < tokens.count, let named = parts[tokens[(index + 1)...(index + 3)].map(bare)] {
                    (part, used) = (named, 3)
                } else if index + 1 < tokens.count {
                    let fraction = bare(tokens[index + 1]).split(separator: "/")
                    if fraction.count == 2, let top = Int(fraction[0]), let bottom = Int(fraction[1]), top > 0,
                        top < bottom
                    {
                        (part, used) = ((top, bottom), 1)
                    }
                }
                if let (top, bottom) = part, whole < 1_000_000 {
                    let written = (negative ? "-" : "") + "\(whole * bottom + top)/\(bottom)"
                    tokens.replaceSubrange(index...(index + used), with: [written])
                }
            }
            switch bare(tokens[index]) {
            case "once": tokens[index] = "1"
            case "twice": tokens[index] = "2"
            case "thrice": tokens[index] = "3"
            case "top" where index + 1 < tokens.count && ["row", "line"].contains(bare(tokens[index + 1])):
                tokens[index] = "first"
            default: break
            }
            index += 1
        }
        return tokens.joined(separator: " ")
    }

    /// Every number in the text: written in digits (`17`, `-2.5`, `2,5`, `80%`), as `infinity`
    /// or `∞`, or in words (`zero` to `ninety-nine`).
    static func numbers(in typed: String) -> [FoundNumber] {
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
                // A fraction, 3/4 or 3 / 4: one number, its decimals the most a person would write.
                var slash = index
                while slash < text.count, text[slash] == " " { slash += 1 }
                var below = slash + 1
                while below < text.count, text[below] == " " { below += 1 }
                if decimals == nil, slash < text.count, text[slash] == "/", below < text.count, text[below].isASCII,
                    text[below].isNumber
                {
                    var denominator = ""
                    index = below
                    while index < text.count, text[index].isASCII, text[index].isNumber {
                        denominator.append(text[index])
                        index += 1
                    }
                    if let top = Double(digits), let bottom = Double(denominator),
                        let share = ShareWords.fraction(top, over: bottom)
                    {
                        found.append(FoundNumber(value: share, decimals: 6))
                    }
                    continue
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

    static let units = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let tens = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    static let ordinals = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
        "twelfth",
    ]

    /// Words after which "one" is a pronoun, not a number: "the first one", "that one".
    static let pointing = Set(
        ["the", "this", "that", "which", "each", "every", "any", "no", "last", "next", "other", "same"] + ordinals)

    /// `seventeen`, `twenty-one`, `a hundred and five`, `six and a half`, `three quarters`, `two
    /// point five`, `infinity`, `third`; a minus before a number counts; "one" after an ordinal or
    /// "the" ("the first one") is no number.
    static func numbers(inWords words: [String]) -> [FoundNumber] {
        var found: [FoundNumber] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            let negative = index > 0 && words[index - 1] == "minus"
            if word == "one", index > 0, pointing.contains(words[index - 1]) {
                index += 1  // a pronoun
                continue
            }
            if InfinityWords.means(word), word != "∞" {
                let negative = negative || (index > 0 && words[index - 1] == "-")
                found.append(FoundNumber(value: negative ? -.infinity : .infinity, decimals: 0))
            } else if word == "none" || word == "nothing" {
                found.append(FoundNumber(value: 0, decimals: 0))
            } else if let (value, next, decimals) = amount(words, from: index) {
                found.append(FoundNumber(value: negative ? -value : value, decimals: decimals))
                index = next
                continue
            } else if let place = ordinals.firstIndex(of: word) {
                found.append(FoundNumber(value: Double(place + 1), decimals: 0, ordinal: true))
            }
            index += 1
        }
        return found
    }

    /// A number said in words from `start`: a whole number (to the hundreds), a fraction of one
    /// (`a half`, `three quarters`, `two thirds`), or both (`six and a half`, `two point five`).
    /// Its value, where its words end, and its decimals (a fraction is as exact as it gets).
    static func amount(_ words: [String], from start: Int) -> (Double, Int, Int)? {
        var index = start
        var value: Double
        var decimals = 0
        if let whole = wholeNumber(words, from: &index) {
            value = whole
        } else if ["a", "an"].contains(words[start]), start + 1 < words.count,
            let part = fractionWord(words[start + 1], count: 1, after: "a")
        {
            return (part, start + 2, 6)
        } else if words[start] == "half" {
            return (0.5, start + 1, 1)
        } else {
            return nil
        }
        // `three quarters`, `two thirds`: the whole number counts the parts.
        if index < words.count, let part = fractionWord(words[index], count: value, after: words[index - 1]) {
            return (part, index + 1, 6)
        }
        // `and a half`, `and three quarters`
        if index + 1 < words.count, words[index] == "and" {
            var next = index + 1
            if ["a", "an"].contains(words[next]), next + 1 < words.count,
                let part = fractionWord(words[next + 1], count: 1, after: "a")
            {
                return (value + part, next + 2, 6)
            }
            if let count = wholeNumber(words, from: &next), next < words.count,
                let part = fractionWord(words[next], count: count, after: words[next - 1])
            {
                return (value + part, next + 1, 6)
            }
        }
        // `two point five`, `zero point seven five`
        if index + 1 < words.count, words[index] == "point" {
            var digits = ""
            var next = index + 1
            while next < words.count, let digit = units.firstIndex(of: words[next]), digit < 10 {
                digits.append(String(digit))
                next += 1
            }
            if !digits.isEmpty, let fraction = Double("0." + digits) {
                value += fraction
                decimals = digits.count
                index = next
            }
        }
        return (value, index, decimals)
    }

    /// A whole number in words at `index` (moved past it): `seventeen`, `twenty-one`, `a hundred`,
    /// `two hundred and five`.
    static func wholeNumber(_ words: [String], from index: inout Int) -> Double? {
        var next = index
        var value: Int
        if ["a", "an"].contains(words[next]), next + 1 < words.count, words[next + 1] == "hundred" {
            value = 1
            next += 1
        } else if let below = belowHundred(words, from: &next) {
            value = below
        } else {
            return nil
        }
        if next < words.count, words[next] == "hundred", (1...9).contains(value) {
            value *= 100
            next += 1
            var rest = next < words.count && words[next] == "and" ? next + 1 : next
            if rest < words.count, let below = belowHundred(words, from: &rest) {
                value += below
                next = rest
            }
        }
        index = next
        return Double(value)
    }

    /// `seventeen`, `twenty-one`, `twenty one`: a number below a hundred.
    static func belowHundred(_ words: [String], from index: inout Int) -> Int? {
        if let unit = units.firstIndex(of: words[index]) {
            index += 1
            return unit
        }
        guard let ten = tens[words[index]] else { return nil }
        var value = ten
        var next = index + 1
        if next < words.count, words[next] == "-" { next += 1 }
        if next < words.count, let unit = units.firstIndex(of: words[next]), (1...9).contains(unit) {
            value += unit
            index = next + 1
        } else {
            index += 1
        }
        return value
    }

    /// `count` parts named by `word` (`quarters`, `half`, `thirds`): "a third" and "one third"
    /// are a part; "the third" is a place, not a part, so a singular part needs "a" or "one".
    static func fractionWord(_ word: String, count: Double, after previous: String) -> Double? {
        let parts: [String: Double] = [
            "half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
            "fifth": 5, "fifths": 5, "tenth": 10, "tenths": 10,
        ]
        guard let whole = parts[word] else { return nil }
        let singular = !word.hasSuffix("s") || word == "halves"
        if singular, word != "half", !["a", "an", "one"].contains(previous) { return nil }
        return count / whole
    }
}
