extension StringProtocol {
    /// Whether every character is printable ASCII (a space to a tilde). Such text has one
    /// byte, one character and one column per character, so it can be measured and cut byte
    /// by byte — much faster than character by character, which Swift does with the Unicode
    /// rules for grapheme clusters.
    public var isPrintableASCII: Bool {
        utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}

extension String {
    /// The parts between the occurrences of `separator` (empty parts kept), found by comparing
    /// UTF-8 bytes. Unlike `split(separator:)`, which compares characters, it knows nothing of
    /// canonical equivalence (U+0387 is not the middle dot U+00B7 here) and finds a separator
    /// even where a scalar beside it joins its end into another character (a combining mark
    /// after it, a prepended mark before it). For the separators the lab writes itself between
    /// the parts of a status line, that is what is meant, and it is many times faster.
    public func parts(separatedBy separator: String) -> [Substring] {
        let needle = Array(separator.utf8)
        guard let first = needle.first else { return [self[...]] }
        let bytes = utf8
        var parts: [Substring] = []
        var partStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if bytes[index] == first, bytes[index...].starts(with: needle) {
                parts.append(self[partStart..<index])
                index = bytes.index(index, offsetBy: needle.count)
                partStart = index
            } else {
                index = bytes.index(after: index)
            }
        }
        parts.append(self[partStart...])
        return parts
    }
}
