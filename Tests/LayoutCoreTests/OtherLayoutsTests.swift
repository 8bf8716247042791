import Testing

@testable import LayoutCore

@Suite("flow and anchored: exact placements")
struct OtherLayoutsTests {
    @Test func flow_wrapsWhenTheNextChildCrossesTheWidth() {
        let result = run([box(10, 1), box(10, 2), box(10, 1)], config(.flow, spacing: spacing(8, 8)), width: 30)
        #expect(result.xs == [0, 18, 0])
        #expect(result.ys == [0, 0, 10])
        #expect(result.size == Size(width: 30, height: 11))
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

    @Test func anchored_eachChildSitsAtItsOwnAnchorInItsRow() {
        let items = [
            box(2, 1).with { $0.anchor = .top },
            box(2, 1),  // center by default
            box(2, 5),
            box(2, 1).with { $0.anchor = .bottomTrailing },
        ]
        let result = run(items, config(.anchored, spacing: spacing(1, 0)), width: 40)
        #expect(result.ys == [0, 2, 0, 4])
        #expect(result.xs == [0, 3, 6, 9])
    }

    @Test func anchored_guardsTheFirstChildOfARow() {
        let result = run([box(50, 1), box(2, 1)], config(.anchored), width: 10)
        #expect(result.rows == [0, 1])
    }
}
