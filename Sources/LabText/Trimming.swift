extension StringProtocol {
    /// Without white space at either end. (Found by index: trimming through two reversed
    /// collections, as this once did, was most of the shell's start-up time.)
    public var trimmingWhitespace: String {
        // Most text starts and ends, once ASCII white space is cut, with a visible ASCII
        // character: then the cut is where it stops, found among the bytes with nothing looked
        // up in Unicode's tables. Otherwise (a non-ASCII character at an end, which could
        // join the white space next to it into one character), by characters.
        let text = String(self)
        let bytes = text.utf8
        func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start != end, isASCIIWhitespace(bytes[start]) { start = bytes.index(after: start) }
        while end != start, isASCIIWhitespace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        guard start != end else { return "" }
        if (0x21...0x7E).contains(bytes[start]), (0x21...0x7E).contains(bytes[bytes.index(before: end)]) {
            return String(text[start..<end])
        }
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
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
