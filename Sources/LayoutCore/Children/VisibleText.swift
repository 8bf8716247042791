/// Makes a label safe to show in a terminal: control characters become their visible
/// "control picture" (ESC becomes ␛, a tab ␉), and characters that could reorder or hide
/// the text (C1 controls, bidirectional overrides) become �. Nothing a label holds can
/// then move the cursor, change colours or rewrite the screen.
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
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: nil
        }
    }
}
