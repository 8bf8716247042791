import LabText
import LayoutCore
import TestSupport
import Testing

@testable import Rendering

@Suite("text fitted to a terminal")
struct TextWrapTests {
    @Test func wrap_breaksAtSpaces_neverInsideAWord() {
        #expect(
            TextWrap.wrap("the next one would cross the container's width", width: 16) == [
                "the next one", "would cross the", "container's", "width",
            ])
        #expect(TextWrap.wrap("short", width: 16) == ["short"])
    }

    @Test func wrap_measuresDisplayColumns_andKeepsIndentation() {
        // Each 漢 takes two columns, so four of them fill eight.
        #expect(TextWrap.wrap("  漢漢 漢漢 Привет", width: 8) == ["  漢漢", "  漢漢", "  Привет"])
    }

    @Test func wrap_keepsTheSpacesOfATable_andHangsUnderItsSecondColumn() {
        #expect(
            TextWrap.wrap("  release   let go of a scroll: the layout picks", width: 30) == [
                "  release   let go of a", "            scroll: the layout", "            picks",
            ])
    }

    @Test func wrap_breaksAStatusLineBetweenItsParts() {
        let status = "wrap · proposal 30×nil → 30×1 · 1 item in 1 row · spacing system · align topLeading"
        #expect(
            TextWrap.wrap(status, width: 40) == [
                "wrap · proposal 30×nil → 30×1 ·", "1 item in 1 row · spacing system ·", "align topLeading",
            ])
        #expect(
            TextWrap.wrap(status, width: 20) == [
                "wrap ·", "proposal 30×nil →", "30×1 ·", "1 item in 1 row ·", "spacing system ·", "align topLeading",
            ])
    }

    @Test func wrap_breaksSetupListsBetweenCommands() {
        #expect(
            TextWrap.wrap("Set up with: layout flow · set spacing 1 · set width 30 · add Swift", width: 30) == [
                "Set up with: layout flow ·", "set spacing 1 · set width 30 ·", "add Swift",
            ])
    }

    @Test func wrap_hangsUnderTheSecondColumn_ofAHelpRow() {
        #expect(
            TextWrap.wrap("set width 30         propose a width; none for unspecified", width: 40) == [
                "set width 30         propose a width;", "                     none for",
                "                     unspecified",
            ])
    }

    @Test func wrap_neverMakesALineWiderThanTheWidth_norLosesOrReordersAWord() {
        var generator = SeededGenerator(seed: 41)
        let words = ["a", "tag", "Привет", "漢字", "·", "–", "flexbox", "proposal", "supercalifragilistic"]
        for _ in 0..<QuickLoop.sample(3000) {
            let count = Int.random(in: 1...14, using: &generator)
            var line = String(repeating: " ", count: Int.random(in: 0...3, using: &generator))
            for index in 0..<count {
                if index > 0 { line += String(repeating: " ", count: Int.random(in: 1...3, using: &generator)) }
                line += words.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { line = "wrap · " + line }
            let width = Int.random(in: 8...60, using: &generator)
            let wrapped = TextWrap.wrap(line, width: width)
            for piece in wrapped where DisplayWidth.of(piece) > width {
                let parts = piece.split(separator: " ").filter { $0 != "·" }
                #expect(parts.count == 1, "\(piece) is wider than \(width), from \(line)")
            }
            let before = line.split(separator: " ").filter { $0 != "·" }
            let after = wrapped.joined(separator: " ").split(separator: " ").filter { $0 != "·" }
            #expect(before == after, "\(line) at \(width)")
        }
    }

    @Test func wrap_leavesAWordWiderThanTheWidthWhole() {
        #expect(TextWrap.wrap("a supercalifragilistic b", width: 10) == ["a", "supercalifragilistic", "b"])
    }

    @Test func reflow_joinsParagraphs_hangsListItems_andKeepsCodeAndTables() {
        let prose = [
            "A flow layout places its children", "the way you write words.", "",
            "- first item that is long enough to wrap", "  and goes on here", "- second", "", "    code stays",
            "| a | b |", "after the table",
        ]
        #expect(
            TextWrap.reflow(prose, width: 30) == [
                "A flow layout places its", "children the way you write", "words.", "",
                "- first item that is long", "  enough to wrap and goes on", "  here", "- second", "",
                "    code stays", "| a | b |", "after the table",
            ])
    }

    /// A short code span stays on one line (a trial saw "`set" end one line and
    /// "report-widest on`" start the next); a span wider than a line may break.
    @Test func reflow_keepsAShortCodeSpanWhole() {
        #expect(
            TextWrap.reflow(["Then type `set report-widest on` to see it."], width: 30) == [
                "Then type", "`set report-widest on` to see", "it.",
            ])
        #expect(
            TextWrap.reflow(["Then type `set width 3` to see it."], width: 16) == [
                "Then type", "`set width 3` to", "see it.",
            ])
        // After a span too wide to keep, the next short one is still kept whole.
        #expect(
            TextWrap.reflow(["`one two three four five six seven` and `set width 3` then"], width: 24) == [
                "`one two three four five", "six seven` and", "`set width 3` then",
            ])
        let long = "x `one two three four five six seven` y"
        #expect(TextWrap.reflow([long], width: 20) == ["x `one two three", "four five six seven`", "y"])
    }

    @Test func wrap_leavesAProductSignInProseAlone() {
        // Only a status line (a layout's name, then " · ") breaks at its separators.
        #expect(
            TextWrap.wrap("A card scaled by s has lost itemHeight · (1 − s) of its height", width: 40) == [
                "A card scaled by s has lost itemHeight ·", "(1 − s) of its height",
            ])
    }

    @Test func fit_leavesColouredPicturesAlone() {
        let coloured = "\u{1B}[31m[a very long coloured line]\u{1B}[0m"
        #expect(TextWrap.fit([coloured, "one two three"], width: 8) == [coloured, "one two", "three"])
        #expect(TextWrap.fit(["one two three"], width: nil) == ["one two three"])
    }
}

@Suite("code wrapped for the window")
struct CodeWrapTests {
    /// A wrapped line of code goes on past its own indentation, marked, so that its tail does
    /// not read as a statement of its own.
    @Test func aLongLineOfCode_continuesIndentedAndMarked() {
        let line =
            "    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {"
        let wrapped = TextWrap.code([line, "    }"], width: 60)
        #expect(
            wrapped == [
                "    func sizeThatFits(proposal: ProposedViewSize, subviews:",
                "        … Subviews, cache: inout Cache) -> CGSize {",
                "    }",
            ])
        #expect(wrapped.allSatisfy { $0.count <= 60 })
        #expect(TextWrap.code([line], width: nil) == [line])
    }
}
