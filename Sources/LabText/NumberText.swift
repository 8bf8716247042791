/// Numbers as people write them, the one way the lab writes a number in a message, a status
/// line, a table or a JSON answer.
public enum NumberText {
    /// `30`, `2.5`, `0.1`: whole numbers without a fraction, others in Swift's shortest exact
    /// form; NaN as `NaN`, the infinities as `infinity` (with a minus sign when negative).
    public static func plain(_ value: Double, infinity: String = "∞") -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-" + infinity : infinity }
        // Compared as a Double first: Int64(1e300) would trap.
        if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
        return String(value)
    }

    /// At most `decimals` decimals, without trailing zeros: 37.5, 0.47, 2.
    public static func rounded(_ value: Double, decimals: Int = 3) -> String {
        plain(roundedValue(value, decimals: decimals))
    }

    /// The number to the nearest `decimals` decimals (half away from zero).
    public static func roundedValue(_ value: Double, decimals: Int) -> Double {
        let scale = powerOfTen(decimals)
        return (value * scale).rounded() / scale
    }

    /// 10 to the power `exponent` (from 0), exactly for the exponents a person writes.
    public static func powerOfTen(_ exponent: Int) -> Double {
        var scale = 1.0
        for _ in 0..<max(0, exponent) { scale *= 10 }
        return scale
    }

    /// A whole number with its thousands grouped: 300000000 as "300,000,000".
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
