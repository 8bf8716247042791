import LabText
import LayoutCore

/// Text fitted to a terminal's width: broken at spaces, measured in display columns (so
/// Cyrillic, CJK and emoji count as the terminal draws them), never in the middle of a word.
public enum TextWrap {
    /// `line` as lines no wider than `width` columns. Spaces inside a line are kept as they
    /// are (tables stay aligned); a continuation is indented like the line, or, in a row of
    /// the form `  name    what it does`, lined up under what it does. A status line breaks
    /// between its ` · ` parts. A word wider than `width` stays whole on a line of its own.
    public static func wrap(_ line: String, width: Int) -> [String] {
        // No character takes more columns than it has UTF-8 bytes: a short line fits as it is.
        guard width > 0, line.utf8.count > width, DisplayWidth.of(line) > width else { return [line] }
        if let separator = statusSeparator(line) { return wrapAtSeparators(line, separator, width: width) }
        let pieces = Self.pieces(line)
        return wrapWords(pieces, width: width, hang: hangingIndent(pieces, width: width))
    }

    /// `line` broken at spaces into lines no wider than `width`, with no indentation rules:
    /// for lists of words such as completion candidates.
    public static func wrapWords(_ line: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.of(line) > width else { return [line] }
        return wrapWords(pieces(line), width: width, hang: 0)
    }

    /// Code for a terminal `width` columns wide (none: as it is): a line too wide is broken at
    /// spaces, and each continuation is indented past the line's own indentation and marked
    /// `… `, so that a wrapped `inout Cache) -> CGSize {` does not read as a statement of its own.
    public static func code(_ lines: [String], width: Int?) -> [String] {
        guard let width, width > 8 else { return lines }
        return lines.flatMap { line -> [String] in
            guard DisplayWidth.of(line) > width else { return [line] }
            let indent = line.prefix { $0 == " " }.count
            let hang = min(indent + 6, width / 2)
            return wrapWords(pieces(line), width: width, hang: hang).enumerated().map { index, part in
                guard index > 0 else { return part }
                return String(repeating: " ", count: hang - 2) + "… " + part.dropFirst(hang)
            }
        }
    }

    /// Output for a terminal `width` columns wide (none: as it is): plain text lines are
    /// broken at spaces; lines with colour codes are pictures, already cut to the width.
    public static func fit(_ lines: [String], width: Int?) -> [String] {
        guard let width else { return lines }
        // Looked for among the bytes: ESC is never part of a longer character.
        return lines.flatMap { $0.utf8.contains(0x1B) ? [$0] : wrap($0, width: width) }
    }

    /// Prose as written in a lesson, its paragraphs joined and wrapped again at `width`.
    /// Blank lines part paragraphs. A list item (`- `, `* `, `• `) is a paragraph of its own
    /// that takes in the lines after it, its continuations hanging under its text; an
    /// indented line that follows plain text, and a table (`|`) or quote (`>`) line, are kept
    /// as written.
    public static func reflow(_ lines: [String], width: Int) -> [String] {
        var paragraphs: [Paragraph] = []
        for line in lines {
            let open = paragraphs.last.map { !$0.verbatim && !$0.text.isEmpty } ?? false
            if line.isEmpty || line.first == "|" || line.first == ">" {
                paragraphs.append(Paragraph(text: line, hang: 0, verbatim: true))
            } else if let mark = ["- ", "* ", "• "].first(where: line.hasPrefix) {
                paragraphs.append(Paragraph(text: line, hang: mark.count, verbatim: false))
            } else if line.first == " " {
                // A list item's continuation joins it; after plain text it is code.
                if open, paragraphs[paragraphs.count - 1].hang > 0 {
                    paragraphs[paragraphs.count - 1].text += " " + line.trimmingLeadingSpaces
                } else {
                    paragraphs.append(Paragraph(text: line, hang: 0, verbatim: true))
                }
            } else if open {
                paragraphs[paragraphs.count - 1].text += " " + line
            } else {
                paragraphs.append(Paragraph(text: line, hang: 0, verbatim: false))
            }
        }
        return paragraphs.flatMap { paragraph in
            paragraph.verbatim || DisplayWidth.of(paragraph.text) <= width
                ? [paragraph.text]
                : wrapWords(
                    keepingCodeSpans(pieces(paragraph.text), upTo: width), width: width, hang: paragraph.hang)
        }
    }

    private struct Paragraph {
        var text: String
        var hang: Int
        var verbatim: Bool
    }

    // MARK: Pieces

    /// Words, packed into lines no wider than `width`; continuation lines start at `hang`.
    private static func wrapWords(_ pieces: [(spaces: Int, word: String)], width: Int, hang: Int) -> [String] {
        let continuation = String(repeating: " ", count: hang)
        var lines: [String] = []
        var current = pieces.first.map { String(repeating: " ", count: $0.spaces) } ?? ""
        var currentWidth = current.count
        var lineHasWord = false
        for piece in pieces {
            let wordWidth = DisplayWidth.of(piece.word)
            if lineHasWord, currentWidth + piece.spaces + wordWidth > width {
                lines.append(current)
                // Hanging, unless the word would then be too wide: it starts the line instead.
                let hanging = continuation.count + wordWidth <= width
                current = hanging ? continuation : ""
                currentWidth = current.count
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

    /// The pieces, with the words of each `code span` no wider than `limit` (a line) joined,
    /// so that prose never breaks `set width` between its two words. A piece with an odd
    /// number of backticks opens a span; the next such piece closes it.
    private static func keepingCodeSpans(_ pieces: [(spaces: Int, word: String)], upTo limit: Int) -> [(
        spaces: Int, word: String
    )] {
        let opensOrCloses = { (word: String) in word.utf8.filter { $0 == 0x60 }.count % 2 == 1 }
        var result: [(spaces: Int, word: String)] = []
        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            if opensOrCloses(piece.word), let end = pieces[(index + 1)...].firstIndex(where: { opensOrCloses($0.word) })
            {
                let joined = pieces[(index + 1)...end].reduce(piece.word) {
                    $0 + String(repeating: " ", count: $1.spaces) + $1.word
                }
                // Too wide for a line, the span breaks at its spaces; either way its closing
                // piece is passed over with it, so that it opens no span of its own.
                if DisplayWidth.of(joined) <= limit {
                    result.append((piece.spaces, joined))
                } else {
                    result += pieces[index...end]
                }
                index = end + 1
                continue
            }
            result.append(piece)
            index += 1
        }
        return result
    }

    /// The words of a line, each with the number of spaces before it.
    private static func pieces(_ line: String) -> [(spaces: Int, word: String)] {
        if line.isPrintableASCII { return asciiPieces(line) }
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

    /// `pieces` for printable ASCII, byte by byte.
    private static func asciiPieces(_ line: String) -> [(spaces: Int, word: String)] {
        var pieces: [(spaces: Int, word: String)] = []
        var spaces = 0
        for word in line.utf8.split(separator: 0x20, omittingEmptySubsequences: false) {
            if word.isEmpty {
                spaces += 1
            } else {
                pieces.append((spaces + (pieces.isEmpty ? 0 : 1), String(Substring(word))))
                spaces = 0
            }
        }
        return pieces
    }

    /// Where continuation lines start: in a row of two columns (the first gap of two spaces
    /// or more after the first word parts them), under the second column if that leaves 16
    /// columns for it; otherwise at the line's indentation.
    private static func hangingIndent(_ pieces: [(spaces: Int, word: String)], width: Int) -> Int {
        guard let first = pieces.first else { return 0 }
        var column = first.spaces + DisplayWidth.of(first.word)
        for piece in pieces.dropFirst() {
            column += piece.spaces
            if piece.spaces >= 2 { return width - column >= 16 ? column : first.spaces }
            column += DisplayWidth.of(piece.word)
        }
        return first.spaces
    }

    // MARK: Status lines

    /// What parts a status line: `wrap · proposal 40×nil → 40×1 · 1 item in 1 row`.
    /// The parts of a status line are set apart with ` · ` (` | ` in plain ASCII).
    static let separators = [" · ", " | "]

    /// A status line starts with the name of its layout (and, for the flow layouts, its
    /// article in parentheses), lists the setup commands, or is a walk's variables; its
    /// separator, if it is one.
    private static func statusSeparator(_ line: String) -> String? {
        let names = LayoutKind.allNames + CollectionKind.allNames
        for separator in separators where line.parts(separatedBy: separator).count > 1 {
            if line.hasPrefix("Set up with: ") || line.hasPrefix("The layout: ")
                || names.contains(where: { line.hasPrefix($0 + separator) })
                || LayoutKind.allNames.contains(where: { line.hasPrefix($0 + " (") })
            {
                return separator
            }
            // A walk's variables (`i 0 · size 7×1 · x 0→15 · …`): a name is never parted from
            // its value. Told by `·` between three parts or more, which prose does not use.
            if separator == " · ", line.parts(separatedBy: separator).count >= 3 { return separator }
        }
        return nil
    }

    /// A status line breaks between its parts, so that "proposal 40×nil → 40×1" stays in
    /// one piece; each line but the last ends with `·`, and a part too wide for a line of
    /// its own is broken at spaces.
    private static func wrapAtSeparators(_ line: String, _ separator: String, width: Int) -> [String] {
        let mark = String(separator.dropLast())
        let parts = line.parts(separatedBy: separator).map(String.init)
        var lines: [String] = []
        var current = ""
        for (index, part) in parts.enumerated() {
            let joined = current.isEmpty ? part : current + separator + part
            // Room for the part, and for the mark after it unless it is the last.
            let room = index == parts.count - 1 ? width : width - mark.count
            if DisplayWidth.of(joined) <= room {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current + mark) }
            let pieces = wrapWords(pieces(part), width: room, hang: 0)
            lines += pieces.dropLast().map { $0 }
            current = pieces.last ?? ""
        }
        lines.append(current)
        return lines
    }
}
