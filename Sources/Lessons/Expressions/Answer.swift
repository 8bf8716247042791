/// Matching what a learner typed with what the engine computed, on meaning rather than
/// spelling: case and spaces do not matter, `10`, `10.0` and ` 10 ` are the same number,
/// yes/no/true/false are conditions, `infinity` (or `∞`) is ∞ and `NaN` is NaN.
public enum Answer {
    /// The value a typed answer stands for: a number when it reads as one, a yes/no when it
    /// reads as one, text otherwise (trimmed, inner spaces folded).
    public static func value(of typed: String) -> Value {
        // The lessons print "−1" with a real minus sign; a learner may copy it.
        let folded = typed.replacingMinusSigns.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let number = Double(folded.replacingCommaDecimal), number.isFinite { return .number(number) }
        switch folded.lowercased() {
        case "infinity", "∞", "inf", "+infinity", "+∞": return .number(.infinity)
        case "-infinity", "-∞", "-inf": return .number(-.infinity)
        case "nan": return .number(.nan)
        case "yes", "true", "y": return .bool(true)
        case "no", "false", "n": return .bool(false)
        default: return .text(folded)
        }
    }

    /// Equal in meaning: numbers within a millionth, text without regard to case or spaces.
    public static func same(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            if !x.isFinite || !y.isFinite { return x == y || (x.isNaN && y.isNaN) }
            return abs(x - y) <= 1e-6 * max(1, abs(x), abs(y))
        case (.bool(let x), .bool(let y)): return x == y
        case (.text(let x), .text(let y)): return normalized(x) == normalized(y)
        case (.text(let x), _): return normalized(x) == normalized(b.description)
        case (_, .text(let y)): return normalized(a.description) == normalized(y)
        default: return false
        }
    }

    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension String {
    /// U+2212 MINUS SIGN read as a hyphen-minus.
    var replacingMinusSigns: String {
        String(map { $0 == "\u{2212}" ? "-" : $0 })
    }

    /// `2,5` read as `2.5`, for learners whose decimal separator is a comma.
    var replacingCommaDecimal: String {
        let parts = split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return self }
        return parts.joined(separator: ".")
    }
}
