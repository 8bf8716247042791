import LayoutCore
import Testing

/// A layout written outside LayoutCore, only through its public API, as a learner's would be:
/// a vertical stack that centres its children across and caches their ideal sizes.
private struct CenteredColumn: Layout {
    var spacing: Double

    struct Cache {
        var sizes: [Size]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size {
        let width = cache.sizes.map(\.width).max() ?? 0
        let height = cache.sizes.map(\.height).reduce(0, +) + spacing * Double(max(0, cache.sizes.count - 1))
        return Size(width: width, height: height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let size = cache.sizes[index]
            subview.place(
                at: Point(x: bounds.minX + bounds.width / 2, y: y), anchor: .top, proposal: ProposedSize(size),
                row: index)
            y += size.height + spacing
        }
    }
}

/// A layout that forgets its last child, to see where the engine puts it.
private struct ForgetsTheLast: Layout {
    func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Void) -> Size {
        Size(width: 10, height: 4)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews.dropLast() {
            subview.place(at: bounds.origin, proposal: .unspecified)
        }
    }
}

@Suite("any Layout, through the public engine")
struct CustomLayoutTests {
    let items = [try! LayoutItem.fixed("a", width: 4, height: 1), try! LayoutItem.fixed("b", width: 2, height: 2)]

    @Test func aLayoutDefinedHere_runsWithItsTrace() {
        let result = LayoutEngine.layout(
            CenteredColumn(spacing: 1), items, proposal: ProposedSize(width: 20, height: nil), tracing: true)
        #expect(result.size == Size(width: 4, height: 4))
        #expect(
            result.placements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 4, height: 1), Rect(x: 1, y: 2, width: 2, height: 2),
            ])
        #expect(
            result.trace == [
                .makeCache,
                .asked(index: 0, proposal: .unspecified, answer: Size(width: 4, height: 1)),
                .asked(index: 1, proposal: .unspecified, answer: Size(width: 2, height: 2)),
                .sizeThatFits(ProposedSize(width: 20, height: nil)),
                .placeSubviews(Rect(x: 0, y: 0, width: 4, height: 4)),
                .placed(index: 0, at: Point(x: 2, y: 0), anchor: .top),
                .placed(index: 1, at: Point(x: 2, y: 2), anchor: .top),
            ])
    }

    @Test func aRunner_keepsTheCache_updatesItForNewSettings_andReusesABuffer() {
        let runner = LayoutRunner(CenteredColumn(spacing: 1))
        var buffer: [Placement] = []
        runner.run(items, proposal: .unspecified, into: &buffer)
        #expect(buffer.count == 2)
        let again = runner.run(items, proposal: .unspecified, tracing: true, into: &buffer)
        #expect(again.trace.first == .sizeThatFits(.unspecified))  // the cache was kept
        runner.layout = CenteredColumn(spacing: 3)
        let updated = runner.run(items, proposal: .unspecified, tracing: true, into: &buffer)
        #expect(updated.trace.first == .updateCache(.settings))
        #expect(buffer.map(\.frame.minY) == [0, 4])
    }

    @Test func aChildNeverPlaced_appearsAtTheCentre_sizedForTheContainersProposal() {
        let result = LayoutEngine.layout(ForgetsTheLast(), items, proposal: ProposedSize(width: 8, height: 8))
        #expect(result.placements[0].isPlaced)
        #expect(!result.placements[1].isPlaced)
        #expect(result.placements[1].frame == Rect(x: 4, y: 1, width: 2, height: 2))
        #expect(result.notes == [.unplaced([1])])
    }

    /// A reused buffer keeps the last run's placements in its slots: a child this run leaves
    /// unplaced must not pass for placed because its slot was filled before.
    @Test func aReusedBuffer_doesNotMakeAChildPlacedThatThisRunLeftOut() {
        var buffer: [Placement] = []
        LayoutRunner(CenteredColumn(spacing: 1)).run(items, proposal: .unspecified, into: &buffer)
        #expect(buffer.allSatisfy { $0.isPlaced })
        let result = LayoutRunner(ForgetsTheLast()).run(
            items, proposal: ProposedSize(width: 8, height: 8), into: &buffer)
        #expect(result.notes == [.unplaced([1])])
        #expect(!buffer[1].isPlaced)
        #expect(buffer[1].frame == Rect(x: 4, y: 1, width: 2, height: 2))
        // Fewer children than the buffer held: it shrinks to one slot per child.
        LayoutRunner(ForgetsTheLast()).run(Array(items.prefix(1)), proposal: .unspecified, into: &buffer)
        #expect(buffer.count == 1)
    }
}
