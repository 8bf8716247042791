import Testing

@testable import LayoutCore

@Suite("flow (004) and anchored (001): exact placements")
struct OtherLayoutsTests {
    @Test func flow_wrapsWhenTheNextChildCrossesTheWidth() {
        let result = run([box(10, 1), box(10, 2), box(10, 1)], config(.flow, spacing: spacing(8, 8)), width: 30)
        #expect(result.xs == [0, 18, 0])
        #expect(result.ys == [0, 0, 10])
        #expect(result.size == Size(width: 30, height: 11))
    }

    @Test func flow_systemSpacing_isTheArticlesDefaultOf8() {
        let result = run([box(10, 1), box(10, 1)], config(.flow, spacing: .system), width: 40)
        #expect(result.xs == [0, 18])
    }

    @Test func flow_textIsNeverWrapped_becauseChildrenAreAskedForTheirIdealSize() {
        let result = run([text("Layout protocol in depth")], config(.flow), width: 10)
        #expect(result.frames == [Rect(x: 0, y: 0, width: 26, height: 1)])
    }

    @Test func flow_spacerIsAnEmptyChild_notALineBreak() {
        let result = run([box(3, 1), LayoutItem.spacer(), box(3, 1)], config(.flow, spacing: spacing(1, 1)), width: 20)
        #expect(result.rows == [0, 0, 0])
        #expect(result.xs == [0, 4, 5])
    }

    @Test func flow_noWidth_reportsZeroWide_soPlaceSubviewsBreaksAfterEveryChild() {
        // sizeThatFits lays out against ∞ (one row, 1 tall) but answers proposal.width ?? 0;
        // placeSubviews then breaks rows at bounds.width = 0: every child after the first
        // moves down, below the reported height.
        let result = run([box(3, 1), box(3, 1), box(3, 1)], config(.flow, spacing: spacing(1, 1)), width: nil)
        #expect(result.size == Size(width: 0, height: 1))
        #expect(result.rows == [0, 1, 2])
        #expect(result.ys == [0, 2, 4])
        let widest = run(
            [box(3, 1), box(3, 1), box(3, 1)], config(.flow, spacing: spacing(1, 1), variants: [.reportWidest]),
            width: nil)
        #expect(widest.size == Size(width: 11, height: 1))
        #expect(widest.rows == [0, 0, 0])
    }

    @Test func flow_infiniteWidth_reportsInfinity_unlessReportWidest() {
        let result = run([box(3, 1), box(3, 1)], config(.flow, spacing: spacing(1, 1)), width: .infinity)
        #expect(result.size.width == .infinity)
        #expect(result.xs == [0, 4])  // flow has no alignment: the positions stay finite
        #expect(result.notes == [.infiniteSize(result.size)])
        let widest = run(
            [box(3, 1), box(3, 1)], config(.flow, spacing: spacing(1, 1), variants: [.reportWidest]), width: .infinity)
        #expect(widest.size == Size(width: 7, height: 1))
    }

    @Test func flow_theXGuard_letsAChildFollowAZeroWideFirstChild() {
        // x is still 0 after a zero-wide first child with no spacing: `x > 0` is false.
        let result = run([box(0, 2), box(9, 1)], config(.flow, spacing: spacing(0, 0)), width: 5)
        #expect(result.rows == [0, 0])
        #expect(result.xs == [0, 0])
    }

    @Test func flow_origin_offsetsEveryPlacement() {
        let result = run(
            [box(3, 1), box(3, 1)], config(.flow, spacing: spacing(1, 1)), width: 5, origin: Point(x: 2, y: 3))
        #expect(result.xs == [2, 2])
        #expect(result.ys == [3, 5])
    }

    @Test func anchored_putsEachAnchorPointAtTheCentreOfACellItsOwnSize() {
        // The case: B 4×3, T 3×1 .top, L 3×1 .bottom.
        let items = [
            box(4, 3, "B"), box(3, 1, "T").with { $0.anchor = .top }, box(3, 1, "L").with { $0.anchor = .bottom },
        ]
        let result = run(items, config(.anchored), width: 20)
        #expect(result.xs == [0, 4, 7])
        #expect(result.ys == [0, 0.5, -0.5])
        #expect(result.size == Size(width: 10, height: 3))
    }

    @Test func anchored_theAnchorsXActsToo_andCentreLeavesAChildAtItsCell() {
        let items = [
            box(4, 1), box(2, 1).with { $0.anchor = .trailing }, box(2, 1).with { $0.anchor = .leading }, box(2, 1),
        ]
        let result = run(items, config(.anchored), width: 40)
        // Cells at 4, 6, 8: trailing moves left by half its width, leading right.
        #expect(result.xs == [0, 3, 7, 8])
        #expect(result.ys == [0, 0, 0, 0])
    }

    @Test func anchored_rowAnchors_alignsInsideTheRow() {
        let items = [
            box(2, 1).with { $0.anchor = .top }, box(2, 1), box(2, 5), box(2, 1).with { $0.anchor = .bottomTrailing },
        ]
        let result = run(items, config(.anchored, variants: [.rowAnchors]), width: 40)
        #expect(result.ys == [0, 2, 0, 4])
        #expect(result.xs == [0, 2, 4, 6])
    }

    @Test func anchored_hasNoSpacing_whateverIsSet() {
        let result = run([box(2, 1), box(2, 1)], config(.anchored, spacing: spacing(3, 3)), width: 40)
        #expect(result.xs == [0, 2])
    }

    @Test func anchored_noWidth_meansZero_soEveryChildStartsALine() {
        let result = run([box(2, 1), box(3, 2), box(2, 1)], config(.anchored), width: nil)
        #expect(result.rows == [0, 1, 2])
        #expect(result.ys == [0, 1, 3])
        #expect(result.size == Size(width: 3, height: 4))
    }

    @Test func anchored_noFirstChildGuard_yetNoEmptyLine() {
        // The over-wide first child "wraps" before it starts, moving down by a line height of 0.
        let result = run([box(50, 1), box(2, 1)], config(.anchored), width: 10)
        #expect(result.rows == [0, 1])
        #expect(result.ys == [0, 1])
    }

    @Test func anchored_comparesLineXFromTheOriginWithTheProposedWidth() {
        // lineX starts at bounds.minX = 6 but is compared with proposal.width = 10: a child
        // 5 wide "does not fit" even first, and each child gets a line of its own.
        let items = [box(5, 1), box(5, 1)]
        let atZero = run(items, config(.anchored), width: 10)
        #expect(atZero.rows == [0, 0])
        let moved = run(items, config(.anchored), width: 10, origin: Point(x: 6, y: 0))
        #expect(moved.rows == [0, 1])
        #expect(moved.xs == [6, 6])
        #expect(moved.ys == [0, 1])
    }
}
