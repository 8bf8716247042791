import Testing

@testable import LayoutCore

@Suite("wrap: exact placements")
struct WrapLayoutTests {
    @Test func wrap_productExample_matchesFlexbox() {
        // PRODUCT.md: 80 wide, column gap 10, row gap 20, nine 20×20 items.
        let result = run(boxes(9, 20, 20), config(spacing: spacing(10, 20)), width: 80)
        #expect(result.xs == [0, 30, 60, 0, 30, 60, 0, 30, 60])
        #expect(result.ys == [0, 0, 0, 40, 40, 40, 80, 80, 80])
        #expect(result.size == Size(width: 80, height: 100))
        #expect(result.rowCount == 3)
    }

    @Test func wrap_centerAlignment_centersEachRowAndEachChildInItsRow() {
        let items = [box(10, 1), box(10, 3), box(10, 1), box(20, 2)]
        let result = run(items, config(spacing: spacing(2, 1), alignment: .center), width: 40)
        // Row 0: 10+2+10+2+10 = 34 wide, 3 tall; row 1: 20 wide, 2 tall.
        #expect(result.xs == [3, 15, 27, 10])
        #expect(result.ys == [1, 0, 1, 4])
        #expect(result.size == Size(width: 40, height: 6))
    }

    @Test func wrap_bottomTrailing_pushesRowsRightAndChildrenDown() {
        let items = [box(4, 1), box(4, 2), box(6, 1)]
        let result = run(items, config(spacing: spacing(1, 0), alignment: .bottomTrailing), width: 10)
        #expect(result.xs == [1, 6, 4])
        #expect(result.ys == [1, 0, 2])
    }

    @Test func wrap_noItems_wouldTrap_andSaysSo() {
        // 000's arrangeRows always appends its last row and force-unwraps that row's tallest
        // element: with no children it traps. The lab goes on as if it had not: height 0.
        let result = run([], width: 30)
        #expect(result.size == Size(width: 30, height: 0))
        #expect(result.placements.isEmpty)
        #expect(result.notes.count == 1)
        guard case .articleTraps = result.notes.first else { Issue.record("no trap note"); return }
        #expect(run([], width: nil).size == .zero)
    }

    /// The article traps before it stores its rows, so there is never a cached state to serve:
    /// a kept engine says so on every run, not only on the first (found in a trial: `show`
    /// after `layout wrap` with no items dropped the note, the trace said "cache hit").
    @Test func wrap_noItems_saysSoOnEveryRun_neverFromACache() {
        let engine = LayoutEngine(LayoutConfiguration(kind: .wrap))
        for _ in 0..<3 {
            let result = engine.run([], proposal: ProposedSize(width: 30, height: nil), tracing: true)
            #expect(result.notes.contains { if case .articleTraps = $0 { true } else { false } })
            #expect(!result.trace.contains(.cacheHit))
        }
    }

    @Test(arguments: [0, 1, 2])
    func wrap_overWideItem_sitsAloneAndIsNeverDropped(position: Int) {
        var items = boxes(3, 5, 1)
        items.insert(box(50, 2, "wide"), at: position)
        let result = run(items, config(spacing: spacing(1, 0)), width: 20)
        #expect(result.placements.count == 4)
        let wide = result.placements[position]
        #expect(wide.frame.minX == 0)
        #expect(wide.frame.width == 50)
        // Alone on its row: no other child shares the row.
        #expect(result.placements.filter { $0.row == wide.row }.count == 1)
        // No empty rows: rows are numbered without gaps.
        #expect(Set(result.rows) == Set(0..<result.rowCount))
        #expect(result.size.width == 20)
    }

    @Test func wrap_overWideItemLast_followsAFullRow() {
        let result = run([box(5, 1), box(5, 1), box(50, 1)], config(spacing: spacing(1, 0)), width: 20)
        #expect(result.rows == [0, 0, 1])
        #expect(result.ys == [0, 0, 1])
    }

    @Test func wrap_overWideItemCentered_spillsLeft_unlessSafeAlign() {
        // xCorrection = 0.5 × (20 − 50) = −15, as CSS flexbox's default (unsafe) centring.
        #expect(run([box(50, 1)], config(alignment: .center), width: 20).xs == [-15])
        #expect(run([box(50, 1)], config(alignment: .trailing), width: 20).xs == [-30])
        #expect(run([box(50, 1)], config(alignment: .center, variants: [.safeAlign]), width: 20).xs == [0])
    }

    @Test func wrap_zeroSizeItems_takeNoRoomButKeepSpacing() {
        let result = run([box(0, 0), box(0, 0), box(3, 1)], config(spacing: spacing(1, 1)), width: 4)
        #expect(result.xs == [0, 1, 0])
        #expect(result.rows == [0, 0, 1])
        #expect(result.ys == [0, 0, 1])
        #expect(result.size == Size(width: 4, height: 2))
    }

    @Test func wrap_widthSmallerThanEveryItem_putsEachOnItsOwnRow() {
        let result = run(boxes(3, 10, 2), config(spacing: spacing(1, 1)), width: 4)
        #expect(result.rows == [0, 1, 2])
        #expect(result.xs == [0, 0, 0])
        #expect(result.ys == [0, 3, 6])
        #expect(result.size == Size(width: 4, height: 8))
    }

    @Test func wrap_unspecifiedWidth_isOneRowAsWideAsItsChildren() {
        let result = run(boxes(4, 3, 1), config(spacing: spacing(2, 0)), width: nil)
        #expect(result.rows == [0, 0, 0, 0])
        #expect(result.size == Size(width: 18, height: 1))
    }

    @Test func wrap_infiniteWidth_isPassedThrough_unlessInfinityAsNone() {
        // `proposal.width ?? widest` is ∞; placed in bounds ∞ wide, xCorrection is
        // 0 × (∞ − 18) = NaN for every child, even at the leading edge.
        let result = run(boxes(4, 3, 1), config(spacing: spacing(2, 0)), width: .infinity)
        #expect(result.size.width == .infinity && result.size.height == 1)
        #expect(result.xs.allSatisfy { $0.isNaN })
        #expect(result.notes.contains(.infiniteSize(result.size)))
        #expect(result.notes.contains(.undefinedFrames([0, 1, 2, 3])))
        let mended = run(boxes(4, 3, 1), config(spacing: spacing(2, 0), variants: [.infinityAsNone]), width: .infinity)
        #expect(mended.size == Size(width: 18, height: 1))
        #expect(mended.xs == [0, 5, 10, 15])
        #expect(mended.notes.isEmpty)
    }

    @Test func wrap_infiniteWidth_givesASpacerInfiniteWidth() {
        let items = [box(3, 1), LayoutItem.spacer(), box(3, 1)]
        let result = run(items, config(), width: .infinity)
        #expect(result.frames[1].width == .infinity)
        #expect(result.rows == [0, 0, 0])  // ∞ > ∞ is false: nothing ever wraps
    }

    @Test func wrap_belowTheMinimumOnBothAxes_placesNothing_soSwiftUICentresEveryChild() {
        let items = [box(4, 1), box(2, 3), text("hello wonderful world")]
        let result = LayoutEngine.layout(items, config(), proposal: .zero, tracing: true)
        // The widest answer to .zero is the text's longest word in brackets (11), the
        // tallest the text's three lines.
        #expect(result.size == Size(width: 11, height: 3))
        #expect(result.trace.contains(.belowMinimum(Size(width: 11, height: 3))))
        #expect(result.placements.allSatisfy { !$0.isPlaced && $0.row == nil })
        #expect(result.notes == [.unplaced([0, 1, 2])])
        // At the centre of the 11×3 container, sized for the container's proposal (.zero).
        #expect(result.frames[0] == Rect(x: 3.5, y: 1, width: 4, height: 1))
        #expect(result.frames[2] == Rect(x: 0, y: 0, width: 11, height: 3))
    }

    @Test func wrap_belowTheMinimum_withPlaceBelowMin_arrangesRowsInTheMinimum() {
        let items = [box(4, 1), box(2, 3)]
        let result = run(items, config(variants: [.placeBelowMinimum]), width: 1, height: 1)
        #expect(result.size == Size(width: 4, height: 3))
        #expect(result.placements.allSatisfy { $0.isPlaced })
        #expect(result.rows == [0, 1])
        #expect(result.ys == [0, 1])
    }

    @Test func wrap_belowTheMinimumOnOneAxisOnly_isNotBelowIt() {
        // Both comparisons must hold: with no height proposed, `> ∞` is false.
        let result = run([box(4, 1), box(6, 1)], config(), width: 1)
        #expect(result.placements.allSatisfy { $0.isPlaced })
        #expect(result.rows == [0, 1])
    }

    @Test func wrap_strictGreaterThan_hasNoTolerance() {
        // 0.1 + 0.2 is 0.30000000000000004 in binary floating point: more than 0.3.
        let result = run([box(0.1, 1), box(0.2, 1)], config(), width: 0.3)
        #expect(result.rows == [0, 1])
        let huge = run([box(1_000_000_000, 1), box(1, 1)], config(), width: 1_000_000_000)
        #expect(huge.rows == [0, 1])
    }

    @Test func wrap_fractionalSizes_addUpInTheArticlesOrder() {
        let spaced = run(
            [box(1.5, 0.5), box(1.5, 0.5), box(1.5, 0.5)], config(spacing: spacing(0.25, 0.75)), width: 3.25)
        #expect(spaced.xs == [0, 1.75, 0])
        #expect(spaced.ys == [0, 0, 1.25])
        #expect(spaced.size == Size(width: 3.25, height: 1.75))
    }

    @Test func wrap_textNarrowerThanItsLabel_wrapsItsWords() {
        let result = run([text("Layout protocol in depth")], config(), width: 10)
        // "[Layout]" / "[protocol]" / "[in depth]"
        #expect(result.frames == [Rect(x: 0, y: 0, width: 10, height: 3)])
    }

    @Test func wrap_spacer_breaksTheLineWithSpacingOnBothSidesOfAnEmptyRow() {
        let items = [box(3, 1), LayoutItem.spacer(), box(3, 1)]
        let result = run(items, config(spacing: spacing(1, 1)), width: 20)
        #expect(result.rows == [0, 1, 2])
        #expect(result.ys == [0, 2, 3])
        #expect(result.frames[1] == Rect(x: 0, y: 2, width: 20, height: 0))
    }

    @Test func wrap_lineBreak_isAChildOfNoSize_afterWhichTheRowEnds() {
        let items = [box(3, 1), LayoutItem.lineBreak(), box(3, 1), box(3, 1)]
        let result = run(items, config(spacing: spacing(1, 0)), width: 20)
        #expect(result.rows == [0, 0, 1, 1])
        #expect(result.xs == [0, 4, 0, 4])
        #expect(result.frames[1].size == .zero)
    }

    @Test func wrap_startsNewLine_beginsARowButNeverAnEmptyOne() {
        let first = box(3, 1).with { $0.startsNewLine = true }
        let third = box(3, 1).with { $0.startsNewLine = true }
        let result = run([first, box(3, 1), third], config(), width: 20)
        #expect(result.rows == [0, 0, 1])
    }

    @Test func wrap_systemSpacing_usesEachPairsPreferences() {
        let roomy = box(3, 1).with { $0.spacing = ViewSpacing(leading: 4, trailing: 2, top: 3, bottom: 0) }
        let items = [box(3, 1), roomy, box(3, 1), box(30, 1)]
        let result = run(items, config(spacing: .system), width: 20)
        // 0 → max(1, 4) = 4 → 3+4 = 7, then max(2, 1) = 2 → 12; the wide box wraps.
        #expect(result.xs == [0, 7, 12, 0])
        // Between rows: the tallest of row 0 is item 0 (the first of the tallest); the article
        // asks their distance along .horizontal: max(trailing 1, leading 1) = 1.
        #expect(result.ys == [0, 0, 0, 2])
        // Along .vertical (the variant): max(bottom 0, top 0) = 0.
        let mended = run(items, config(spacing: .system, variants: [.verticalAxis]), width: 20)
        #expect(mended.ys == [0, 0, 0, 1])
    }

    @Test func wrap_baselineAlignments_areCentre_throughTheArticlesDefaultBranch() {
        let items = [box(4, 3), box(4, 1)]
        for alignment in Alignment.allCases where alignment.isTextBaseline {
            #expect(
                run(items, config(alignment: alignment), width: 20).frames
                    == run(items, config(alignment: .center), width: 20).frames)
        }
    }

    @Test func wrap_origin_movesEveryChildWithTheBounds() {
        let result = run([box(4, 1), box(4, 1)], config(spacing: spacing(1, 0)), width: 20, origin: Point(x: 5, y: 2))
        #expect(result.xs == [5, 10])
        #expect(result.ys == [2, 2])
        #expect(result.bounds == Rect(x: 5, y: 2, width: 20, height: 1))
    }
}
