import TestSupport
import Testing

@testable import LabText

@Suite("numbers as text")
struct NumberTextTests {
    @Test func plain_writesNumbersAsPeopleDo() {
        #expect(NumberText.plain(30) == "30")
        #expect(NumberText.plain(-0.0) == "0")
        #expect(NumberText.plain(2.5) == "2.5")
        #expect(NumberText.plain(0.1) == "0.1")
        #expect(NumberText.plain(1e300) == "1e+300")
        #expect(NumberText.plain(.nan) == "NaN")
        #expect(NumberText.plain(-.infinity) == "-∞")
        #expect(NumberText.plain(.infinity, infinity: "infinity") == "infinity")
    }

    @Test func rounded_keepsThreeDecimals_withoutTrailingZeros() {
        #expect(NumberText.rounded(37.5) == "37.5")
        #expect(NumberText.rounded(0.47043) == "0.47")
        #expect(NumberText.rounded(168.16949) == "168.169")
        #expect(NumberText.rounded(2.0004) == "2")
        #expect(NumberText.rounded(.infinity) == "∞")
    }
}

@Suite("trimming")
struct TrimmingTests {
    @Test func eachEnd_onItsOwn() {
        #expect("  a b  ".trimmingTrailingSpaces == "  a b")
        #expect("  a b  ".trimmingLeadingSpaces == "a b  ")
        #expect(" \t a \n".trimmingWhitespace == "a")
        #expect("   ".trimmingTrailingSpaces == "")
        #expect("".trimmingLeadingSpaces == "")
        // Only spaces: a tab is part of what a picture shows.
        #expect("a\t ".trimmingTrailingSpaces == "a\t")
    }
}

/// The byte-level fast paths give what the character-level code they stand in for gives.
@Suite("fast text paths")
struct FastTextPathTests {
    static let alphabet: [String] = [
        "a", " ", "\t", "\n", "\r", "\r\n", "\u{301}", "é", "Ж", "😀", "\u{200D}", "·", " · ", "\u{85}", "\u{2028}", "x",
        "\u{600}", "\u{B}",
    ]

    static func randomTexts() -> [String] {
        var generator = SeededGenerator(seed: 3)
        return (0..<3000).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                .joined()
        }
    }

    @Test func lines_areThoseThatSplittingOnCharactersGives() throws {
        for text in Self.randomTexts() {
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: UTF8Text.isLineBreak)
            try #require(UTF8Text.lines(of: text) == expected.map(String.init), "\(text.debugDescription)")
        }
    }

    @Test func trimmingWhitespace_trimsWhatCharactersCallWhiteSpace() throws {
        for text in Self.randomTexts() + ["ab", "a", "!x~", "a\u{301}"] {
            let characters = Array(text)
            let first = characters.firstIndex { !$0.isWhitespace }
            let last = characters.lastIndex { !$0.isWhitespace }
            let expected = first.map { String(characters[$0...last!]) } ?? ""
            try #require(text.trimmingWhitespace == expected, "\(text.debugDescription)")
        }
    }

    @Test func parts_areThoseThatSplittingOnTheSeparatorGives() throws {
        // Not where an extending character follows the separator, or a prepended one comes
        // before it (each joins a space of the separator into another character): parts'
        // documented exception.
        let joined = [" · \u{301}", " · \u{200D}", "\u{600} · "]
        for text in Self.randomTexts() where joined.allSatisfy({ text.parts(separatedBy: $0).count == 1 }) {
            let expected = text.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
            try #require(text.parts(separatedBy: " · ").map(String.init) == expected, "\(text.debugDescription)")
        }
    }
}

@Suite("plurals")
struct PluralTests {
    @Test func aCountTakesItsNounsPlural_butForOne() {
        #expect(Plural.count(0, "step") == "0 steps")
        #expect(Plural.count(1, "step") == "1 step")
        #expect(Plural.count(2, "miss", plural: "misses") == "2 misses")
        #expect(Plural.word(1, "check") == "check" && Plural.word(3, "check") == "checks")
    }
}
