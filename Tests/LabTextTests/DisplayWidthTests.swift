import TestSupport
import Testing

@testable import LabText

/// Widths are what a terminal draws: the pictures, the wrapping and the label limits all
/// count columns with `DisplayWidth`.
@Suite("display width")
struct DisplayWidthTests {
    @Test(arguments: [
        ("Swift", 5), ("Привет", 6), ("漢字", 4), ("テスト", 6), ("한국", 4), ("😀", 2), ("👍🏽", 2),
        ("👨‍👩‍👧", 2), ("e\u{301}", 1), ("\u{301}", 0), ("☺\u{FE0F}", 2), ("ａ", 2), ("", 0),
        ("a\u{AD}b", 2), ("Ёлка", 4), ("\u{418}\u{306}", 1), ("λόγος", 5), ("┌─┐", 3), ("a\u{7}b", 2),
        ("Straße", 6), ("\u{48}\u{483}", 1), ("a → b", 5), ("2×∞…", 4), ("\u{2194}\u{FE0F}", 2),
    ])
    func displayWidth_countsColumnsAsATerminalDraws(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    /// The fast path for plain scalars must say what the Unicode properties say, and no two
    /// plain scalars may join into one character (or a text of them would be miscounted).
    @Test func displayWidth_plainScalars_agreeWithTheirProperties() throws {
        let plain = (0x20...0x25FF).compactMap(Unicode.Scalar.init).filter(DisplayWidth.isPlainOneColumn)
        for scalar in plain where !scalar.isASCII {
            let character = Character(scalar)
            try #require(DisplayWidth.widthFromProperties(character.unicodeScalars) == 1, "U+\(scalar.value)")
        }
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<20_000 {
            let pair = String(plain.randomElement(using: &generator)!) + String(plain.randomElement(using: &generator)!)
            try #require(pair.count == 2, "\(pair.unicodeScalars.map(\.value))")
        }
    }

    /// A coloured picture's line takes the columns of its text: its escapes take none (two
    /// pictures side by side were pushed apart by them).
    @Test func styledText_takesTheColumnsOfItsTextAlone() {
        #expect(DisplayWidth.ofStyled("\u{1B}[36m[A ]\u{1B}[0m ║") == 6)
        #expect(DisplayWidth.ofStyled("plain ║") == 7)
        #expect(DisplayWidth.ofStyled("\u{1B}[1;38;5;208m界\u{1B}[m") == 2)
    }
}
