import Foundation
import TestSupport
import Testing

/// `hflow` and `vflow` in the shell: their settings, the status line that says them, the note
/// for what `max-lines` hides, the per-item flexibility and priority, and the refusals.
@Suite("SwiftUI-Flow in the shell")
struct SwiftUIFlowShellTests {
    static func run(_ lines: [String]) throws -> Transcript {
        try Executable.run(["run", "-"], input: lines.joined(separator: "\n") + "\n")
    }

    @Test func hflowsOptions_showInTheStatusLine_andMaxLinesNamesWhatItHides() throws {
        let result = try Self.run([
            "set autoshow off", "layout hflow", "set spacing 1", "set width 20", "add Swift", "add Layout",
            "add SwiftUI", "add Flow", "add Grid", "set justified on", "set max-lines 2", "show", "frames",
        ])
        #expect(
            result.output.contains(
                "hflow (SwiftUI-Flow) · proposal 20×nil → 20×3 · 5 items (1 hidden) in 2 rows · spacing 1 · items center · lines leading · justified · max-lines 2\n"
            ), "\(result)")
        #expect(result.output.contains("note: item 4 hidden by maxLines(2)"))
        // Justified: Swift at the start, Layout at the end of the first row.
        #expect(result.output.contains("0  Swift    text   0        0      7       1         0"))
        #expect(result.output.contains("1  Layout   text  12        0      8       1         0"))
    }

    /// `add overflow`: SwiftUI-Flow's `+N`, at the end of the last line shown, telling what was
    /// hidden — the items the line limit hid and those the indicator pushed out; it stays last.
    @Test func theOverflowIndicator_countsWhatIsHidden_andMustStayLast() throws {
        let result = try Self.run(
            ["set autoshow off", "layout hflow", "set spacing 1", "set width 11"]
                + ["A", "B", "C", "D", "E"].map { "add \($0) 3x1" }
                + [
                    "set max-lines 1", "add overflow", "frames", "set width 15", "frames", "add H 3x1", "frames",
                    "undo",
                    "show", "remove overflow", "frames",
                ])
        // At 11, A B and the indicator do not fit: B gives way, and the indicator says +4.
        #expect(result.output.contains("5  +4     overflow  4        0      4       1         0"), "\(result)")
        // At 15, A B C and [+2] do not fit either: C gives way, +3.
        #expect(result.output.contains("5  +3     overflow  8        0      4       1         0"), "\(result)")
        // An item added goes before the indicator, which stays last (one only); undo takes it out.
        #expect(result.output.contains("5  H      fixed     0  1000001      3       1  unplaced"), "\(result)")
        #expect(result.output.contains("6  +4     overflow  8        0      4       1         0"), "\(result)")
        let twice = try Self.run(["layout hflow", "add overflow", "add overflow"])
        #expect(
            twice.error
                == "<stdin>:3: error: there is an overflow indicator already (the last item): SwiftUI-Flow's .maxLines(_:overflow:) has one\n",
            "\(twice)")
        // remove overflow: the indicator, whatever it shows.
        #expect(
            result.output.hasSuffix(
                "3  D      fixed  12        0      3       1         0\n4  E      fixed   0  1000001      3       1  unplaced\nsize 15×1, 1 row\n"
            ), "\(result)")
        #expect(result.output.contains("  0 ║[A] [B] [+3]║\n"), "\(result)")
        #expect(result.output.contains("note: the overflow indicator shows +3: SwiftUI-Flow counts"), "\(result)")
    }

    /// `add X 2..8x1`: a flexible item, which a row's leftover grows toward its maximum.
    @Test func flexibleItems_takeRanges() throws {
        let result = try Self.run([
            "set autoshow off", "layout hflow", "set spacing 1", "set width 20", "add A 2..8x1", "add B 3x1",
            "add C 2..4..infx1 flex=maximum", "frames",
        ])
        // A grows from 2 to its maximum 8 on row 0; C, wanting the whole row, starts row 1.
        #expect(result.output.contains("0  A      flexible  0  0      8       1    0"), "\(result)")
        #expect(result.output.contains("2  C      flexible  0  2     20       1    1"), "\(result)")
    }

    /// `top` and `leading` are one end on two axes: the other axis's name is read, and said so.
    @Test func anAlignmentNamedForTheOtherAxis_isReadAndSaidSo() throws {
        let result = try Self.run([
            "set autoshow off", "layout vflow", "set item-align top", "set line-align trailing", "layout hflow",
            "set item-align bottom",
        ])
        #expect(
            result.output.contains(
                "(vflow's item-align reads top as leading: its items sit across a column, leading to trailing)"),
            "\(result)")
        #expect(
            result.output.contains(
                "(vflow's line-align reads trailing as bottom: its columns sit along the height, top to bottom)"))
        // hflow's own name: nothing to say.
        #expect(!result.output.contains("hflow's item-align reads"))
    }

    @Test func vflow_isInColumns_andRightToLeftMirrors() throws {
        let result = try Self.run([
            "set autoshow off", "layout vflow", "set spacing 1", "set height 3", "add A 2x1", "add B 2x1",
            "add C 2x1", "set direction rtl", "frames", "show",
        ])
        #expect(result.output.contains("3 items in 2 columns"), "\(result)")
        #expect(result.output.contains("0  A      fixed  3  0      2       1    0"), "\(result)")
        #expect(result.output.contains("2  C      fixed  0  0      2       1    1"), "\(result)")
    }

    @Test func flexibleItems_growAsTheLibrarySays() throws {
        let result = try Self.run([
            "set autoshow off", "layout hflow", "set spacing 0", "set width 10", "add A 2x1 flex=maximum",
            "add B 2x1 priority=1", "frames",
        ])
        #expect(result.output.contains("size 4×1"), "\(result)")
    }

    @Test(arguments: [
        ("set max-lines -1", "error: max-lines needs a whole number from 0 to 1000000, or none, got '-1'"),
        (
            "set item-align sideways",
            "error: unknown item-align value 'sideways' (allowed: leading, center, trailing, top, bottom)"
        ),
        ("set direction up", "error: unknown direction 'up' (allowed: ltr, rtl)"),
        ("add X flex=huge", "error: unknown flexibility 'huge' (allowed: minimum, natural, maximum)"),
        ("add Y priority=lots", "error: priority needs a number from -1000000 to 1000000, got 'lots'"),
    ])
    func wrongValues_areRefusedInWords(line: String, message: String) throws {
        let result = try Self.run(["layout hflow", line])
        #expect(result.error == "<stdin>:2: \(message)\n", "\(result)")
    }

    @Test func anArticlesLayout_keepsTheOptionAndSaysSo() throws {
        let result = try Self.run(["set autoshow off", "layout wrap", "set justified on"])
        #expect(
            result.output.contains(
                "(only SwiftUI-Flow's layouts read it; wrap does not: layout hflow or vflow to see it)"))
    }

    @Test func place_takesTheLibrarysOptionNames_andSaysWhatMaxLinesHid() throws {
        let request = """
            {"layout": "hflow", "width": 20, "itemSpacing": 1, "lineSpacing": 0, "justified": true, "maxLines": 1,
             "layoutDirection": "rightToLeft", "alignment": "bottom",
             "items": [{"label": "Swift"}, {"label": "Layout"}, {"label": "SwiftUI"},
                       {"width": 3, "height": 2, "flexibility": "maximum", "priority": 2}]}
            """
        let result = try Executable.run(["place"], input: request)
        #expect(result.status == 0, "\(result)")
        #expect(result.output.contains("{\"index\": 0, \"label\": \"Swift\", \"x\": 13, \"y\": 0, \"width\": 7"))
        #expect(result.output.contains("\"row\": null, \"placed\": false}"))
        #expect(result.output.contains("items 2, 3 hidden by maxLines(1)"))
        let wrong = try Executable.run(["place"], input: "{\"layout\": \"hflow\", \"maxLines\": 1.5, \"items\": []}")
        #expect(wrong.error == "layoutlab place: maxLines: expected a whole number from 0, or null, got 1.5\n")
        let vertical = try Executable.run(
            ["place"],
            input:
                "{\"layout\": \"vflow\", \"height\": 3, \"itemSpacing\": 0, \"lineSpacing\": 1, \"items\": [{\"width\": 2, \"height\": 2}, {\"width\": 2, \"height\": 2}]}"
        )
        #expect(vertical.output.hasPrefix("{\"size\": {\"width\": 5, \"height\": 2}"))
    }

    @Test func aSpacerOfferedNoWidth_takesInfinity_andWhatFollowsIsPlacedAtZero_saidSo() throws {
        let result = try Self.run([
            "set autoshow off", "layout hflow", "set width none", "add A", "add spacer", "add B", "show",
        ])
        #expect(
            result.output.contains(
                "note: item 2 would be placed at ∞ (after a child that took an infinite breadth, such as a spacer offered no width): SwiftUI-Flow never hands on a non-finite coordinate, and places it at 0"
            ), "\(result)")
    }

    @Test func aSpacer_takesSwiftUIFlowsValues() throws {
        let result = try Self.run([
            "set autoshow off", "layout hflow", "set width 20", "add A 4x1", "add spacer priority=1",
            "add spacer flex=minimum", "add B 4x1", "frames",
        ])
        // No spacing beside a spacer (it states 0 along its line); the first, given priority 1,
        // takes the 12 left; the second stays at its minimum.
        #expect(result.output.contains("1         spacer   4  0.5     12       0    0"), "\(result)")
        #expect(result.output.contains("2         spacer  16  0.5      0       0    0"), "\(result)")
    }
}
