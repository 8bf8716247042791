/// Makes text from a file or a person safe to show in a terminal: control characters become
/// their visible "control picture" (ESC becomes ␛, a tab ␉), and characters that could reorder,
/// hide or break the text (C1 controls, the bidirectional controls — embeddings, overrides,
/// isolates and marks — and the line and paragraph separators) become �. Nothing a label, a
/// lesson or a file name holds can then move the cursor, change colours, rewrite the screen or
/// show its words in another order than they are stored. One rule for all of them.
public enum VisibleText {
    public static func of(_ text: String) -> String {
        // Fast path: most labels need no change.
        if text.unicodeScalars.allSatisfy({ !needsReplacement($0) }) { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(replacement(for: scalar) ?? scalar)
        }
        return String(result)
    }

    /// The first scalar `of(_:)` would show as �, and its column (counting characters from 1),
    /// if the text has one: what a lesson's validation warns about.
    public static func firstReordering(in text: String) -> (scalar: Unicode.Scalar, column: Int)? {
        for (index, character) in text.enumerated() {
            for scalar in character.unicodeScalars where replacement(for: scalar) == "\u{FFFD}" {
                return (scalar, index + 1)
            }
        }
        return nil
    }

    /// Whether the text holds anything `of(_:)` would replace.
    public static func isPlain(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { !needsReplacement($0) }
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) != nil
    }

    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)  // ␀ … ␟
        case 0x7F: "\u{2421}"  // ␡
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: nil
        }
    }
}
