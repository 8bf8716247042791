import LayoutCore

/// Text fitted to a terminal's width: broken at spaces, measured in display columns (so
/// Cyrillic, CJK and emoji count as the terminal draws them), never in the middle of a word.
public enum TextWrap {
    /// `line` as lines no wider than `width` columns. Spaces inside a line are kept as they
    /// are (tables stay aligned); a continuation is indented like the line, or, in a row of
    /// the form `  name    what it does`, lined up under what it does. A word wider than
    /// `width` stays whole on a line of its own.
    public static func wrap(_ line: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.of(line) > width else { return [line] }
        if line.contains(separator) { return wrapAtSeparators(line, width: width) }
        let pieces = Self.pieces(line)
        let continuation = String(repeating: " ", count: Self.hangingIndent(pieces, width: width))
        var lines: [String] = []
        var current = pieces.first.map { String(repeating: " ", count: $0.spaces) } ?? ""
        var currentWidth = current.count
        var lineHasWord = false
        for piece in pieces {
            let wordWidth = DisplayWidth.of(piece.word)
            if lineHasWord, currentWidth + piece.spaces + wordWidth > width {
                lines.append(current)
                current = continuation
                currentWidth = continuation.count
                lineHasWord = false
            }
            if lineHasWord {
                current += String(repeating: " ", count: piece.spaces)
                currentWidth += piece.spaces
            }
            current += piece.word
            currentWidth += wordWidth
            lineHasWord = true
        }
        lines.append(current)
        return lines
    }

    /// What parts a status line: `wrap · proposal 40×nil → 40×1 · 1 item in 1 row`.
    static let separator = " · "

    /// A status line breaks between its parts, so that "proposal 40×nil → 40×1" stays in
    /// one piece; a part too wide for a line of its own is broken at spaces.
    private static func wrapAtSeparators(_ line: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for part in line.split(separator: separator, omittingEmptySubsequences: false).map(String.init) {
            let joined = current.isEmpty ? part : current + separator + part
            if DisplayWidth.of(joined) <= width {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current + " ·") }
            let pieces = wrap(part, width: width)
            lines += pieces.dropLast()
            current = pieces.last ?? ""
        }
        lines.append(current)
        return lines
    }

    /// The words of a line, each with the number of spaces before it.
    private static func pieces(_ line: String) -> [(spaces: Int, word: String)] {
        var pieces: [(spaces: Int, word: String)] = []
        var spaces = 0
        var word = ""
        for character in line {
            if character == " " {
                if !word.isEmpty {
                    pieces.append((spaces, word))
                    word = ""
                    spaces = 0
                }
                spaces += 1
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { pieces.append((spaces, word)) }
        return pieces
    }

    /// Where continuation lines start: under the second column when the first word is
    /// followed by two spaces or more (and that leaves room), else at the line's indentation.
    private static func hangingIndent(_ pieces: [(spaces: Int, word: String)], width: Int) -> Int {
        guard let first = pieces.first else { return 0 }
        if pieces.count > 1, pieces[1].spaces >= 2 {
            let column = first.spaces + DisplayWidth.of(first.word) + pieces[1].spaces
            if column <= width / 2 { return column }
        }
        return first.spaces
    }

    /// Output for a terminal `width` columns wide (none: as it is): plain text lines are
    /// broken at spaces; lines with colour codes are pictures, already cut to the width.
    public static func fit(_ lines: [String], width: Int?) -> [String] {
        guard let width else { return lines }
        return lines.flatMap { $0.contains("\u{1B}") ? [$0] : wrap($0, width: width) }
    }

    /// Prose as written in a lesson, its paragraphs joined and wrapped again at `width`.
    /// Blank lines part paragraphs; a line that starts with a space, a list mark or a
    /// table bar starts a line of its own, and an indented line is kept as written.
    public static func reflow(_ lines: [String], width: Int) -> [String] {
        var paragraphs: [String] = []
        var joining = false
        for line in lines {
            let startsOwnLine = line.isEmpty || line.first == " " || "-*•|>".contains(line.first!)
            if joining, !startsOwnLine {
                paragraphs[paragraphs.count - 1] += " " + line
            } else {
                paragraphs.append(line)
            }
            joining = !line.isEmpty && line.first != " "
        }
        return paragraphs.flatMap { $0.first == " " ? [$0] : wrap($0, width: width) }
    }
}
