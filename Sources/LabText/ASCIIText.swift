/// The lab's own typographic characters in plain ASCII, for terminals whose locale is not
/// UTF-8 (or `--ascii`): dashes, the multiplication sign, arrows, ellipses, ∞, the status
/// line's middle dots, box drawing. Anything else (a learner's Cyrillic label, say) is left
/// as it is: it is theirs, and the picture draws it as well as it can.
public enum ASCIIText {
    public static func plain(_ line: String) -> String {
        guard !line.utf8.allSatisfy({ $0 < 0x80 }) else { return line }
        var result = ""
        result.reserveCapacity(line.utf8.count)
        // The status line's separator first: " · " reads as a bar, a lone "·" as a dot.
        for character in line.replacing(" · ", with: " | ") {
            if let plain = replacements[character] {
                result += plain
            } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                (0x2400...0x2421).contains(scalar.value)
            {
                result += "?"  // the picture's stand-ins for control characters (␀ … ␡)
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static let replacements: [Character: String] = [
        "—": "--", "–": "-", "−": "-", "×": "x", "·": ".", "…": "...", "∞": "inf", "→": "->", "←": "<-",
        "≤": "<=", "≥": ">=", "≠": "!=", "≈": "~", "π": "pi", "²": "^2", "’": "'", "‘": "'", "“": "\"", "”": "\"",
        "•": "*", "▸": ">", "⋮": ":", "✓": "+", "✗": "x", "─": "-", "━": "-", "═": "=", "│": "|", "║": "|",
        "┌": "+", "┐": "+", "└": "+", "┘": "+", "╔": "+", "╗": "+", "╚": "+", "╝": "+", "█": "#",
    ]
}
