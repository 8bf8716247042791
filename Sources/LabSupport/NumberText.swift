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
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return plain((value * scale).rounded() / scale)
    }
}
