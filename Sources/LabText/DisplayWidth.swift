/// How many terminal columns a piece of text takes: wide East Asian characters and emoji take
/// two, combining marks and other zero-width characters none, everything else one. This is
/// what the C library's `wcwidth` says per character; it is computed here in pure Swift so
/// that layout results never depend on the process locale.
///
/// Widths are counted per grapheme cluster (what a reader sees as one character), so an
/// emoji with a skin tone or a family joined with zero-width joiners counts once, as modern
/// terminals draw it.
public enum DisplayWidth {
    /// The columns a whole string takes.
    /// The text cut to fit `columns` display columns, ending with `…` when anything was cut.
    public static func cut(_ text: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    public static func of(_ text: String) -> Int {
        // Most text is plain ASCII: a column a byte.
        if text.isPrintableASCII { return text.utf8.count }
        if let columns = columnsOfPlainScalars(text) { return columns }
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The columns `text` takes on a terminal when it holds colour escapes (`ESC [ … m` and the
    /// other CSI sequences), which take none: a line of a coloured picture.
    public static func ofStyled(_ text: String) -> Int {
        guard text.utf8.contains(0x1B) else { return of(text) }
        var plain = ""
        var inEscape = false
        var sawBracket = false
        for character in text {
            if inEscape {
                if !sawBracket {
                    sawBracket = true
                    if character != "[" { inEscape = false }
                    continue
                }
                // A CSI sequence ends at its final byte, a letter (or @ … ~).
                if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) {
                    inEscape = false
                }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                sawBracket = false
                continue
            }
            plain.append(character)
        }
        return of(plain)
    }

    /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII {
            return first.value < 0x20 || first.value == 0x7F ? 0 : 1
        }
        // What the pictures are drawn with and the alphabets most labels use: no property
        // lookup (which is slow).
        if scalars.count == 1, isPlainOneColumn(first) { return 1 }
        return widthFromProperties(scalars)
    }

    /// `of(_:)` for a character whose first scalar is not ASCII, from the Unicode properties.
    static func widthFromProperties(_ scalars: Character.UnicodeScalarView) -> Int {
        guard let first = scalars.first else { return 0 }
        let properties = first.properties
        if properties.isEmojiPresentation || isWide(first.value) { return 2 }
        // A text-style emoji followed by VARIATION SELECTOR-16 is drawn as a wide emoji.
        if properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        if isZeroWidth(first) { return 0 }
        return 1
    }

    /// The width of text made only of scalars that `isPlainOneColumn` accepts — one column a
    /// scalar, found without splitting the text into characters (slow: it applies Unicode's
    /// grapheme rules); nil if the text has any other scalar.
    private static func columnsOfPlainScalars(_ text: String) -> Int? {
        var columns = 0
        for scalar in text.unicodeScalars {
            guard isPlainOneColumn(scalar) else { return nil }
            columns += 1
        }
        return columns
    }

    /// Printable ASCII, Latin, Greek and Cyrillic letters and signs, dashes, quotes and the
    /// ellipsis, arrows, mathematical operators, box drawing and blocks: each a one-column
    /// character on its own that never joins the scalar before or after it into one character
    /// (the combining marks between these ranges are left out). The soft hyphen (U+00AD) is
    /// left out too: a format character, it takes no column. A test holds every scalar here
    /// to what the Unicode properties say.
    static func isPlainOneColumn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x2010...0x2027,
            0x2190...0x21FF, 0x2200...0x22FF, 0x2500...0x259F:
            true
        default: false
        }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0xA0 { return true }  // C1 controls
        if (0x1160...0x11FF).contains(value) { return true }  // Hangul medial vowels, final consonants
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// East Asian Wide and Fullwidth ranges that are not emoji (emoji are found through
    /// `isEmojiPresentation`). Sorted, so a binary search finds a range.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
        0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
