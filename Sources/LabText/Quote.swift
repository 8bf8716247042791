/// What a message quotes of a person's or a file's text: at most a line's worth, cut with `…`.
/// A 5 MB key in a request, or a 7 MB picture line, must not come back whole on one line.
public enum Quote {
    /// The most characters a message quotes of one piece of text.
    public static let limit = 60

    /// `text`, or its first `limit` Unicode scalars and `…`. Scalars, not characters: one
    /// character may hold megabytes of combining marks.
    public static func cut(_ text: some StringProtocol, limit: Int = limit) -> String {
        // Counted only as far as the limit: the text may be megabytes long.
        let scalars = text.unicodeScalars
        var end = scalars.startIndex
        var count = 0
        while end < scalars.endIndex, count < limit {
            scalars.formIndex(after: &end)
            count += 1
        }
        guard end < scalars.endIndex else { return String(text) }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: scalars[..<end])
        return String(cut) + "…"
    }
}
