/// The measured words of a text child. A text's ideal size is one line as wide as its label;
/// offered less width it wraps its words onto more lines, and it can never be narrower than
/// its longest word (its minimum).
public struct TextMetrics: Hashable, Sendable {
    /// The label as shown: runs of white space folded into one space, control characters
    /// made visible.
    public let text: String
    /// The display width of each word, in order.
    public let wordWidths: [Int]
    /// One line: the words and one space between each pair.
    public let idealWidth: Int
    /// The narrowest the text can get: its longest word.
    public let longestWord: Int

    /// Measures a label; `nil` when it has no visible character.
    public init?(_ label: String) {
        let words = label.split(whereSeparator: \.isWhitespace).map { VisibleText.of(String($0)) }
        let widths = words.map { DisplayWidth.of($0) }
        guard !words.isEmpty, widths.contains(where: { $0 > 0 }) else { return nil }
        text = words.joined(separator: " ")
        wordWidths = widths
        idealWidth = widths.reduce(0, +) + widths.count - 1
        longestWord = widths.max() ?? 0
    }

    /// The size of the text when offered a width: one line when there is room (or no
    /// limit), otherwise words wrapped greedily into lines no wider than the offer, except
    /// that a word wider than the offer sits on a line of its own.
    public func size(proposedWidth: Double?) -> Size {
        let lines = lines(proposedWidth: proposedWidth)
        let widest = lines.map(\.width).max() ?? 0
        return Size(width: Double(widest), height: Double(lines.count))
    }

    /// The wrapped lines: which words each holds and how wide it is.
    public func lines(proposedWidth: Double?) -> [(words: Range<Int>, width: Int)] {
        guard let limit = proposedWidth, Double(idealWidth) > limit else {
            return [(0..<wordWidths.count, idealWidth)]
        }
        var result: [(words: Range<Int>, width: Int)] = []
        var start = 0
        var width = 0
        for (index, wordWidth) in wordWidths.enumerated() {
            if index > start, Double(width + 1 + wordWidth) > limit {
                result.append((start..<index, width))
                start = index
                width = wordWidth
            } else {
                width += index > start ? 1 + wordWidth : wordWidth
            }
        }
        result.append((start..<wordWidths.count, width))
        return result
    }

    /// The words of the label, in order, as shown.
    public var words: [Substring] { text.split(separator: " ", omittingEmptySubsequences: true) }
}
