import Foundation
import LabText
import LayoutCore
import Rendering
import TestSupport
import Testing
import Workbench

@Suite("pictures")
struct PictureRendererTests {
    @Test func svgIsEscaped() throws {
        let items = [try LayoutItem.fixed("<&\"'>", width: 3, height: 1)]
        let result = LayoutEngine.layout(items, LayoutConfiguration(), proposal: ProposedSize(width: 10, height: nil))
        let svg = SVGRenderer.render(result, items: items, offered: nil)
        #expect(svg.contains("&lt;&amp;&quot;&apos;&gt;"))
        #expect(svg.hasSuffix("</svg>\n"))
        // A break takes no room and is left out, as in the terminal picture.
        let withBreak = [
            try LayoutItem.fixed("A", width: 3, height: 1), .lineBreak(), try .fixed("B", width: 3, height: 1),
        ]
        let broken = SVGRenderer.render(
            LayoutEngine.layout(withBreak, LayoutConfiguration(), proposal: ProposedSize(width: 10, height: nil)),
            items: withBreak, offered: nil)
        #expect(broken.components(separatedBy: "<g class=\"item\"").count == 3)
    }

    /// The SVG has the terminal's rulers: a number every ten units along the top, every five
    /// lines down the left, each where its unit is drawn; a question's withheld numbers go
    /// (the marks stay), as in the terminal.
    @Test func svgHasRulers_andWithholdsTheirNumbers() throws {
        let items = try (0..<12).map { try LayoutItem.fixed("T\($0)", width: 7, height: 2) }
        let result = LayoutEngine.layout(items, LayoutConfiguration(), proposal: ProposedSize(width: 24, height: nil))
        let svg = SVGRenderer.render(result, items: items, offered: nil)
        let ruler = try #require(svg.components(separatedBy: "<g class=\"ruler\"").dropFirst().first)
        let numbers = ruler.components(separatedBy: "</g>")[0]
        // Units 0, 10, 20 across (at 10 px a unit, after the margin and 26 px of two-digit line numbers),
        // lines 0, 5 and the last down the left.
        for column in [0, 10, 20] {
            #expect(
                numbers.contains("x=\"\(36 + column * 10)\" y=\"22\" text-anchor=\"middle\">\(column)</text>"),
                "\(numbers)")
        }
        #expect(!numbers.contains(">30</text>"), "the container is 24 wide: \(numbers)")
        let height = Int(result.bounds.height)
        for line in [0, 5, height - 1] {
            #expect(numbers.contains("text-anchor=\"end\">\(line)</text>"), "\(numbers)")
        }
        let noColumns = SVGRenderer.render(result, items: items, offered: nil, withheld: [.columnNumbers])
        #expect(
            !noColumns.contains("text-anchor=\"middle\">10</text>")
                && noColumns.contains("text-anchor=\"end\">5</text>"))
        let noLines = SVGRenderer.render(result, items: items, offered: nil, withheld: [.lineNumbers])
        #expect(
            noLines.contains("text-anchor=\"middle\">10</text>") && !noLines.contains("text-anchor=\"end\">5</text>"))
        #expect(noLines.contains("<path d=\"M36 30v-7M46 30v-3"), "the marks stay: \(noLines)")
    }

    /// A text offered less than its line wraps in the SVG as in the terminal (a slide once drew
    /// "Layout protocol" on one line under an answer of two), and a spacer shows as a dotted run.
    @Test func svgWrapsText_andShowsSpacers() throws {
        let items = [try LayoutItem.text("Layout protocol"), try .text("Swift"), .spacer(minLength: 2)]
        let result = LayoutEngine.layout(
            items, LayoutConfiguration(kind: .hstack), proposal: ProposedSize(width: 14, height: nil))
        let svg = SVGRenderer.render(result, items: items, offered: nil)
        #expect(svg.contains(">Layout</text>") && svg.contains(">protocol</text>"), "\(svg)")
        #expect(svg.contains("<line class=\"spacer\""), "\(svg)")
        // Drawn larger in the terminal, the two lines sit in one box, each on its own row.
        var options = RenderOptions(ascii: true)
        options.scale = 2
        let lines = PictureRenderer(options: options).render(result, items: items, offered: nil)
        #expect(lines.contains { $0.contains("|Layout") } && lines.contains { $0.contains("|protocol") }, "\(lines)")
        #expect(!lines.contains { $0.contains("[protocol") }, "\(lines)")
    }

    @Test func aPictureTallerThanItsLimit_endsWithHowManyLinesWereNotDrawn() throws {
        let items = [try LayoutItem.fixed("Tall", width: 3, height: 50)]
        let result = LayoutEngine.layout(items, LayoutConfiguration(), proposal: ProposedSize(width: 5, height: nil))
        var options = RenderOptions()
        options.maxLines = 10
        let lines = PictureRenderer(options: options).render(result, items: items, offered: nil)
        #expect(lines.count == 11)
        #expect(lines.last == "⋮ (43 more lines not drawn; frames lists every item)")
        // Without a limit the whole box is drawn: ruler, outline, 50 lines, outline.
        #expect(PictureRenderer(options: RenderOptions()).render(result, items: items, offered: nil).count == 53)
        // Past a million lines, still counted from the container's height (it said "999903").
        let huge = [try LayoutItem.fixed("Big", width: 3, height: 1_000_000_000)]
        let tall = LayoutEngine.layout(huge, LayoutConfiguration(), proposal: ProposedSize(width: 5, height: nil))
        let cut = PictureRenderer(options: options).render(tall, items: huge, offered: nil)
        #expect(cut.last == "⋮ (999999993 more lines not drawn; frames lists every item)", "\(cut.last ?? "")")
    }

    /// What has no area still shows where it is: a spacer no line tall as dots across its
    /// width, a break as `<` (never on the container's outline), and an item two columns wide
    /// as its two brackets.
    @Test func zeroHeightItemsAndNarrowTags_areMarked() throws {
        let items = [
            try LayoutItem.fixed("Alpha", width: 7, height: 1), .spacer(), .lineBreak(),
            try .fixed("Bo", width: 4, height: 1), try .fixed("Xy", width: 2, height: 1), .lineBreak(),
            try .fixed("😀", width: 2, height: 1),
        ]
        // A line between rows: with system spacing the spacer's row would sit 0 from both
        // neighbours (it states 0) and the rows would share a line.
        var configuration = LayoutConfiguration(kind: .wrap)
        configuration.spacing.vertical = try .fixed(1)
        let result = LayoutEngine.layout(items, configuration, proposal: ProposedSize(width: 12, height: nil))
        var options = RenderOptions()
        options.ascii = true
        let lines = PictureRenderer(options: options).render(result, items: items, offered: nil)
        #expect(
            lines == [
                "     0....+....10.",
                "    #============#",
                "  0 #[Alpha]     #",
                "    #            #",
                "    #............#",  // the spacer, its row's whole width (the break after it: on the outline)
                "    #[Bo] [] <   #",  // Xy two wide: its brackets alone; the break after it
                "    #            #",
                "  5 #[]          #",  // an emoji tag two columns wide: its brackets alone
                "    #============#",
            ], "\(lines.joined(separator: "\n"))")
    }

    /// A stack wider than its offer (or a vstack taller) has the offer marked on its outline,
    /// and a note says what the marks are; a layout that keeps within its offer has neither.
    @Test func anOfferTheLayoutOverflows_isMarkedOnTheOutline() throws {
        let items = [try LayoutItem.fixed("A", width: 6, height: 1), try .fixed("B", width: 8, height: 1)]
        var configuration = LayoutConfiguration(kind: .hstack)
        configuration.spacing = LayoutSpacing(horizontal: try .fixed(1), vertical: try .fixed(1))
        let offer = ProposedSize(width: 10, height: nil)
        let result = LayoutEngine.layout(items, configuration, proposal: offer)
        let lines = LayoutPicture.lines(
            result, items: items, configuration: configuration, proposal: offer, origin: .zero,
            options: RenderOptions(ascii: true))
        #expect(
            Array(lines.prefix(4)) == [
                "     0....+....10...+",
                "    #==========v====#",
                "  0 #[A   ] [B     ]#",
                "    #==========^====#",
            ], "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "note: v ^ mark the offered width, 10; hstack takes 15")
        // The SVG draws it as a dashed line at x = 10 units (10 px a unit, after a 10 px margin
        // and the 17 px of the line numbers' ruler).
        let svg = SVGRenderer.render(result, items: items, offered: offer)
        #expect(svg.contains("<line class=\"offered\" x1=\"127\""), "\(svg)")
        #expect(svg.contains(">offered 10</text>"), "\(svg)")
        #expect(!SVGRenderer.render(result, items: items, offered: nil).contains("offered"))
        // The vstack's offered height, on the sides.
        configuration.kind = .vstack
        let tall = ProposedSize(width: 10, height: 2)
        let column = LayoutPicture.lines(
            LayoutEngine.layout(items, configuration, proposal: tall), items: items, configuration: configuration,
            proposal: tall, origin: .zero, options: RenderOptions(ascii: true))
        #expect(column.contains("  2 >[B     ]<"), "\(column.joined(separator: "\n"))")
        #expect(column.last == "note: > < mark the offered height, 2; vstack takes 3")
        // Within its offer: no mark, no note.
        let roomy = ProposedSize(width: 20, height: nil)
        configuration.kind = .hstack
        let fits = LayoutPicture.lines(
            LayoutEngine.layout(items, configuration, proposal: roomy), items: items, configuration: configuration,
            proposal: roomy, origin: .zero, options: RenderOptions(ascii: true))
        #expect(!fits.contains { $0.hasPrefix("note:") || $0.contains("v") && $0.hasPrefix("    #=") })
    }
}

/// Pictures at a pinned size, compared with checked-in snapshots (`RECORD_SNAPSHOTS=1 make
/// test` rewrites them; read the diff before committing).
@Suite("picture snapshots")
struct PictureSnapshotTests {
    func picture(
        _ items: [LayoutItem],
        width: Double?,
        _ configuration: LayoutConfiguration = LayoutConfiguration(),
        options: RenderOptions = RenderOptions()
    ) -> String {
        let result = LayoutEngine.layout(items, configuration, proposal: ProposedSize(width: width, height: nil))
        return PictureRenderer(options: options).render(result, items: items, offered: nil).joined(separator: "\n")
            + "\n"
    }

    let tags = ["Swift", "Layout protocol", "Привет", "漢字テスト", "e\u{301}te\u{301}", "👍🏽 ok"].map {
        try! LayoutItem.text($0)
    }

    @Test func unicode_tagsWrapAndLineUp() {
        expectSnapshot(picture(tags, width: 24), named: "unicode-tags")
    }

    @Test func ascii_tagsWrapAndLineUp() {
        expectSnapshot(picture(tags, width: 24, options: RenderOptions(ascii: true)), named: "ascii-tags")
    }

    @Test func boxes_tallItemsAndLabelsCut() throws {
        let items = [
            try LayoutItem.fixed("Box", width: 5, height: 3),
            try LayoutItem.fixed("Two lines", width: 6, height: 2),
            try LayoutItem.fixed("a very long label", width: 8, height: 1),
            try LayoutItem.fixed("x", width: 1, height: 2),
        ]
        expectSnapshot(picture(items, width: 30), named: "boxes")
    }

    @Test func overWideItem_crossesTheOutline() throws {
        let items = [
            try LayoutItem.text("tiny"), try LayoutItem.fixed("much wider than the box", width: 26, height: 1),
        ]
        expectSnapshot(picture(items, width: 12), named: "over-wide")
    }

    @Test func narrowTerminal_cutsThePictureWithAMarker() throws {
        let items = [
            try LayoutItem.fixed("first", width: 10, height: 3), try LayoutItem.fixed("second", width: 10, height: 1),
        ]
        let configuration = LayoutConfiguration(
            kind: .anchored, spacing: LayoutSpacing(horizontal: try .fixed(0), vertical: try .fixed(0)))
        expectSnapshot(
            picture(items, width: 40, configuration, options: RenderOptions(maxColumns: 18)),
            named: "cut-at-terminal-width")
    }

    @Test func rowWiderThanTheContainer_spillsLeft_andTheRulerCountsBelowZero() throws {
        let items = [try LayoutItem.fixed("wider than the box", width: 20, height: 2), try LayoutItem.text("ok")]
        let configuration = LayoutConfiguration(kind: .wrap, alignment: .trailing)
        expectSnapshot(picture(items, width: 12, configuration), named: "spill-left")
    }

    @Test func anchorsAboveTheRow_andAContainerAwayFromTheOrigin() throws {
        let items = [
            try LayoutItem.fixed("B", width: 4, height: 3),
            try LayoutItem.fixed("T", width: 3, height: 1).with { $0.anchor = .top },
            try LayoutItem.fixed("L", width: 3, height: 1).with { $0.anchor = .bottom },
        ]
        let result = LayoutEngine.layout(
            items, LayoutConfiguration(kind: .anchored), proposal: ProposedSize(width: 20, height: nil),
            origin: Point(x: 3, y: 2))
        expectSnapshot(
            PictureRenderer(options: RenderOptions()).render(result, items: items, offered: nil).joined(separator: "\n")
                + "\n",
            named: "anchored-origin")
    }

    @Test func anInfinitelyWideContainer_isCutAtTheLimit_andUndrawableItemsAreLeftOut() throws {
        let items = [try LayoutItem.fixed("a", width: 3, height: 1), try LayoutItem.fixed("b", width: 3, height: 1)]
        let flow = LayoutEngine.layout(
            items,
            LayoutConfiguration(
                kind: .flow, spacing: LayoutSpacing(horizontal: try .fixed(1), vertical: try .fixed(1))),
            proposal: ProposedSize(width: .infinity, height: nil))
        let lines = PictureRenderer(options: RenderOptions(maxColumns: 20)).render(flow, items: items, offered: nil)
        #expect(lines.allSatisfy { $0.hasSuffix("▸") })
        #expect(lines[2].hasPrefix("  0 ║[a] [b]"))
        // wrap places in bounds ∞ wide: x is NaN, and nothing can be drawn but the container.
        let wrap = LayoutEngine.layout(
            items, LayoutConfiguration(), proposal: ProposedSize(width: .infinity, height: nil))
        let drawn = PictureRenderer(options: RenderOptions(maxColumns: 20)).render(wrap, items: items, offered: nil)
        #expect(!drawn.joined().contains("[a]"))
        // With no window (a pipe, a script), it is drawn a little past its items, not to the
        // largest picture's thousand columns (found in a trial), and still marked as cut.
        let piped = PictureRenderer(options: RenderOptions()).render(flow, items: items, offered: nil)
        #expect(piped.allSatisfy { $0.hasSuffix("▸") && DisplayWidth.of($0) <= 81 })
        #expect(piped[2].hasPrefix("  0 ║[a] [b]"))
    }

    @Test func textWrapped_eachLineInBrackets() throws {
        expectSnapshot(
            picture([try LayoutItem.text("a long tag that wraps onto lines")], width: 14), named: "wrapped-text")
    }
}

@Suite("canvas")
struct CanvasTests {
    @Test func laterItemsAreDrawnOverEarlierOnes_andWideCharactersAreNeverHalved() throws {
        // The flow layouts never overlap children, so draw two overlapping frames by hand.
        let items = [
            try LayoutItem.fixed("under", width: 8, height: 1), try LayoutItem.fixed("漢字", width: 6, height: 1),
        ]
        let result = LayoutResult(
            size: Size(width: 12, height: 1),
            placements: [
                Placement(index: 0, frame: Rect(x: 0, y: 0, width: 8, height: 1), row: 0),
                Placement(index: 1, frame: Rect(x: 5, y: 0, width: 6, height: 1), row: 0),
            ],
            trace: [])
        let line = PictureRenderer(options: RenderOptions()).render(result, items: items, offered: nil)[2]
        #expect(line == "  0 ║[unde[漢字] ║")
    }
}

@Suite("collection pictures")
struct CollectionPictureTests {
    @Test func cardStack_snapshot_nearerCardsOverFartherOnes() throws {
        var scene = CollectionScene(kind: .cardStack)
        try scene.setBounds(Size(width: 40, height: 14))
        try scene.setItemCount(4)
        let lines = CollectionRenderer(options: RenderOptions(ascii: true)).render(scene, scene.attributes())
        expectSnapshot(lines.joined(separator: "\n") + "\n", named: "card-stack")
    }

    @Test func drum_snapshot_itemsAlongTheRim() throws {
        var scene = CollectionScene(kind: .drum)
        try scene.setBounds(Size(width: 40, height: 12))
        scene.scroll(to: 45)
        let lines = CollectionRenderer(options: RenderOptions()).render(scene, scene.attributes())
        expectSnapshot(lines.joined(separator: "\n") + "\n", named: "drum")
    }

    /// The rim leaves no gap at the top and reaches both sides alike, down to the last line,
    /// whatever the bounds (seen: a gap at 20×30, the right end missing at 60×30).
    @Test(arguments: [(20.0, 30.0), (60, 30), (60, 20), (40, 12), (31, 17)])
    func drumRim_isWhole_andSymmetric(width: Double, height: Double) throws {
        var scene = CollectionScene(kind: .drum)
        try scene.setBounds(Size(width: width, height: height))
        try scene.setItemCount(0)
        let lines = CollectionRenderer(options: RenderOptions(ascii: true)).render(scene, [])
        let inside = lines.dropFirst().prefix(Int(height)).map { Array($0.dropFirst().dropLast()) }
        for row in inside {
            let dots = row.indices.filter { row[$0] == "." }
            #expect(Set(dots) == Set(dots.map { row.count - 1 - $0 }), "\(String(row))")
        }
        // The top of the rim is one unbroken run of dots.
        let top = try #require(inside.first { $0.contains(".") })
        let first = try #require(top.firstIndex(of: "."))
        let last = try #require(top.lastIndex(of: "."))
        #expect(top[first...last].allSatisfy { $0 == "." })
        // Both ends reach the bounds' bottom line.
        #expect(inside.last?.first == "." && inside.last?.last == ".")
    }

    /// At 60×20, the default bounds (60×20, 62 columns with the border) are drawn to fit: the
    /// carousel without its empty lines, the drum at a smaller scale, each saying so.
    @Test(arguments: CollectionKind.allCases)
    func aSmallWindow_getsAFittedPicture(kind: CollectionKind) throws {
        let scene = CollectionScene(kind: kind)
        var options = RenderOptions(ascii: true, maxColumns: 60)
        options.pictureLines = 14
        let drawing = CollectionRenderer(options: options).drawing(scene, scene.attributes())
        #expect(drawing.lines.count <= 14)
        #expect(drawing.lines.allSatisfy { $0.count <= 60 })
        #expect(drawing.isFitted)
        let lines = CollectionPicture.lines(scene, options: options)
        #expect(lines.contains { $0.hasPrefix("note: drawn to fit: ") || $0.contains("  drawn to fit: ") })
        // Unfitted, as a script or a pipe draws it: the whole bounds, no note.
        let whole = CollectionPicture.lines(scene, options: RenderOptions(ascii: true))
        #expect(!whole.contains { $0.hasPrefix("note: drawn to fit") })
        #expect(whole.count >= 22)
    }

    @Test func svg_hasEveryVisibleItemRotatedAboutItsCentre() throws {
        var scene = CollectionScene(kind: .drum)
        try scene.setItemCount(12)
        let svg = CollectionSVG.render(scene, scene.attributes())
        #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
        let visible = scene.attributes().filter { !$0.isParked }.count
        #expect(svg.components(separatedBy: "class=\"item\"").count - 1 == visible)
        #expect(svg.contains("transform=\"rotate(0 310 50)\""))
    }
}
