/// A count with its noun, in one place: "1 step", "3 steps", "0 steps" (a test keeps the
/// `== 1 ? "" : "s"` written out by hand from coming back).
public enum Plural {
    /// "3 steps": the number and its noun, plural but for 1 (`plural` for a noun that does
    /// not take an s: "misses").
    public static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(word(number, noun, plural: plural))"
    }

    /// The noun alone, for `number` of it: "step" or "steps".
    public static func word(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        number == 1 ? noun : plural ?? noun + "s"
    }
}
