/// The words for an infinite length, read alike by `set` (a proposal, a flexible maximum) and
/// by an answer: declared once, so that what one takes the other takes too.
public enum InfinityWords {
    /// As typed, lowercased: `inf`, `infinity`, `infinite`, `infinitely`, `∞`.
    public static let all: Set<String> = ["inf", "infinity", "infinite", "infinitely", "∞"]

    /// Whether `word` (any case) means an infinite length.
    public static func means(_ word: String) -> Bool { all.contains(word.lowercased()) }
}
