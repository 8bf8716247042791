extension StringProtocol {
    /// Without white space at either end. (Found by index: trimming through two reversed
    /// collections, as this once did, was most of the shell's start-up time.)
    public var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// Without spaces at the end: a line of a picture keeps its indentation, loses its tail.
    public var trimmingTrailingSpaces: String {
        guard let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[...last])
    }

    /// Without spaces at the start.
    public var trimmingLeadingSpaces: String {
        guard let first = firstIndex(where: { $0 != " " }) else { return "" }
        return String(self[first...])
    }
}
