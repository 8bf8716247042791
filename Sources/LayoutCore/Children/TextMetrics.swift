import LabText

/// The measured words of a text child. A text child is a tag: its label with one column on
/// each side for the brackets it is drawn with (`[Swift]` is 7 wide). Its ideal size is one
/// line; offered less width it wraps its words onto more lines, and it can never be narrower
/// than its longest word plus the two brackets (its minimum).
public struct TextMetrics: Hashable, Sendable {
    /// The columns around the words on every line: one bracket on each side.
    public static let padding = 2

    /// The label as shown: runs of white space folded into one space, control characters
    /// made visible.
    public let text: String
    /// The display width of each word, in order.
    public let wordWidths: [Int]
    /// One line: the words, one space between each pair, and the padding.
    public let idealWidth: Int
    /// The narrowest the text can get: its longest word and the padding.
    public let minimumWidth: Int

    /// Measures a label; `nil` when it has no visible character.
    public init?(_ label: String) {
        let words = label.split(whereSeparator: \.isWhitespace).map { VisibleText.of(String($0)) }
        let widths = words.map { DisplayWidth.of($0) }
        guard !words.isEmpty, widths.contains(where: { $0 > 0 }) else { return nil }
        text = words.joined(separator: " ")
        wordWidths = widths
        idealWidth = widths.reduce(0, +) + widths.count - 1 + Self.padding
        minimumWidth = (widths.max() ?? 0) + Self.padding
    }

    /// The size of the text when offered a width: one line when there is room (or no
    /// limit), otherwise words wrapped greedily into lines no wider than the offer, except
    /// that a word wider than the offer sits on a line of its own.
    public func size(proposedWidth: Double?) -> Size {
        // The same greedy walk as `lines(proposedWidth:)`, counting instead of collecting: a
        // layout asks every text for its size several times, and this is its hot path.
        guard let proposedWidth, Double(idealWidth) > proposedWidth else {
            return Size(width: Double(idealWidth), height: 1)
        }
        let limit = Self.wrappingLimit(proposedWidth, minimumWidth: minimumWidth)
        var lineCount = 1
        var widest = 0
        var width = -1  // the current line; −1 before the first word, which needs no space
        for wordWidth in wordWidths {
            if width >= 0, Double(width + 1 + wordWidth) > limit {
                widest = max(widest, width)
                lineCount += 1
                width = wordWidth
            } else {
                width += 1 + wordWidth
            }
        }
        widest = max(widest, width)
        return Size(width: Double(widest + Self.padding), height: Double(lineCount))
    }

    /// The wrapped lines: which words each holds and how wide it is, padding included.
    public func lines(proposedWidth: Double?) -> [(words: Range<Int>, width: Int)] {
        guard let proposedWidth, Double(idealWidth) > proposedWidth else {
            return [(0..<wordWidths.count, idealWidth)]
        }
        let limit = Self.wrappingLimit(proposedWidth, minimumWidth: minimumWidth)
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
        return result.map { ($0.words, $0.width + Self.padding) }
    }

    /// The wrapped lines' words, as a picture writes them: one string a line.
    public func wrappedText(proposedWidth: Double?) -> [String] {
        lines(proposedWidth: proposedWidth).map { words[$0.words].joined(separator: " ") }
    }

    /// The widest a line of words may be. Offered less than its minimum, the text is as
    /// narrow as it gets, so it wraps as it does at its minimum: words that fit beside each
    /// other within the longest one stay together, and the height matches the width reported.
    private static func wrappingLimit(_ proposedWidth: Double, minimumWidth: Int) -> Double {
        max(proposedWidth, Double(minimumWidth)) - Double(padding)
    }

    /// The words of the label, in order, as shown.
    public var words: [Substring] { text.split(separator: " ", omittingEmptySubsequences: true) }
}
