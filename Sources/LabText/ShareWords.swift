/// How a share of a whole is written — a number (`0.5`), a percentage (`50%`), a fraction
/// (`1/2`) — read alike by `set` (a collection's scale) and by an answer: one reading, so that
/// what one takes the other takes too.
public enum ShareWords {
    /// What `text` says as a share: 0.5 for `0.5`, `50%` and `1/2`; nil for anything else
    /// (a fraction over 0, a number too large to hold, NaN).
    public static func value(of text: String) -> Double? {
        if text.hasSuffix("%") { return number(text.dropLast()).map(percent) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard let top = number(parts[0]), let bottom = number(parts[1]) else { return nil }
            return fraction(top, over: bottom)
        }
        return parts.count == 1 ? number(text[...]) : nil
    }

    /// Whether `text` is a fraction over 0 (`1/0`), which `value(of:)` refuses: a message can
    /// say so rather than ask for a fraction.
    public static func isOverZero(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && number(parts[0]) != nil && number(parts[1]) == 0
    }

    /// `value` percent as a share: 80 is 0.8.
    public static func percent(_ value: Double) -> Double { value / 100 }

    /// `top` over `bottom`, nil over 0.
    public static func fraction(_ top: Double, over bottom: Double) -> Double? {
        bottom == 0 ? nil : top / bottom
    }

    /// Forms the two readers must agree on, for the test that holds them to it: each with the
    /// share it says, or nil where both refuse it.
    public static let examples: [(text: String, share: Double?)] = [
        ("0.5", 0.5), ("50%", 0.5), ("1/2", 0.5), ("3/4", 0.75), ("12.5%", 0.125), ("150%", 1.5), ("2", 2),
        ("1/0", nil), ("%", nil), ("nan", nil), ("1/2/3", nil),
    ]

    private static func number(_ text: Substring) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
