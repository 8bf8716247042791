import TestSupport
import Testing

@testable import LayoutCore

/// CSS flexbox for fixed-size items, `flex-wrap: wrap; align-items: center; gap: <row> <column>`,
/// with `justify-content: space-between` or `flex-direction: row-reverse` — an independent model
/// written from the specification (§9.3 line collection, shared with FlexboxEquivalenceTests;
/// §9.5 justify-content; §9.6 align-items), to hold `hflow` against.
private func flexbox(
    containerWidth: Double, columnGap: Double, rowGap: Double, spaceBetween: Bool, reverse: Bool, items: [Size]
) -> [Rect] {
    let lines = flexboxLines(containerWidth: containerWidth, columnGap: columnGap, items: items)
    var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: items.count)
    var top = 0.0
    for line in lines {
        let height = line.map { items[$0].height }.max()!
        let occupied = line.map { items[$0].width }.reduce(0, +) + columnGap * Double(line.count - 1)
        let free = containerWidth - occupied
        // space-between: the free space between the items; with one item, or none to share,
        // it is flex-start.
        let extra = spaceBetween && line.count > 1 && free > 0 ? free / Double(line.count - 1) : 0
        var start = 0.0
        for index in line {
            let size = items[index]
            // row-reverse: main-start is the right edge.
            let x = reverse ? containerWidth - start - size.width : start
            frames[index] = Rect(x: x, y: top + (height - size.height) / 2, width: size.width, height: size.height)
            start += size.width + columnGap + extra
        }
        top += height + rowGap
    }
    return frames
}

@Suite("SwiftUI-Flow against CSS flexbox")
struct SwiftUIFlowFlexboxTests {
    static func sizes(_ generator: inout SeededGenerator) -> [Size] {
        (0..<Int.random(in: 1...12, using: &generator)).map { _ in
            Size(
                width: Double(Int.random(in: 1...10, using: &generator)),
                height: Double(Int.random(in: 1...4, using: &generator)))
        }
    }

    static func hflow(_ sizes: [Size], width: Double, gap: Double, _ change: (inout SwiftUIFlowOptions) -> Void)
        -> LayoutResult
    {
        var options = SwiftUIFlowOptions.hflow
        options.itemSpacing = gap
        options.lineSpacing = gap + 1
        change(&options)
        let items = sizes.map { try! LayoutItem.fixed(width: $0.width, height: $0.height) }
        return LayoutEngine.layout(SwiftUIFlowLayout(options), items, proposal: ProposedSize(width: width, height: nil))
    }

    /// Justified rows are `justify-content: space-between`, where every item fits its row (an
    /// item wider than the row: SwiftUI-Flow keeps it at its minimum on a row of its own, as
    /// flexbox does, and neither stretches anything).
    @Test(arguments: [0.0, 1, 2])
    func justified_isSpaceBetween(gap: Double) throws {
        var generator = SeededGenerator(seed: 41 + UInt64(gap))
        for _ in 0..<300 {
            let sizes = Self.sizes(&generator)
            let width = Double(Int.random(in: 6...40, using: &generator))
            let result = Self.hflow(sizes, width: width, gap: gap) { $0.justified = true }
            let expected = flexbox(
                containerWidth: width, columnGap: gap, rowGap: gap + 1, spaceBetween: true, reverse: false, items: sizes
            )
            for (placement, frame) in zip(result.placements, expected) {
                try #require(
                    abs(placement.frame.minX - frame.minX) < 1e-9 && placement.frame.minY == frame.minY,
                    "\(sizes) in \(width): \(placement.frame) ≠ \(frame)")
            }
        }
    }

    /// Right to left is `flex-direction: row-reverse` in a container as wide as hflow's. Where
    /// they differ: hflow's container hugs its longest row (it answers that width), while a
    /// flex container is as wide as it is made; in a wider one, row-reverse packs the rows at
    /// its right edge, beyond hflow's. And an item wider than the proposal widens hflow's
    /// container past the width its rows were broken at.
    @Test(arguments: [0.0, 1, 2])
    func rightToLeft_isRowReverse(gap: Double) throws {
        var generator = SeededGenerator(seed: 51 + UInt64(gap))
        for _ in 0..<300 {
            let sizes = Self.sizes(&generator)
            let width = Double(Int.random(in: 6...40, using: &generator))
            // An item wider than the proposal makes hflow's container wider than the rows were
            // broken for: a flex container of that width would break them otherwise.
            guard sizes.allSatisfy({ $0.width <= width }) else { continue }
            let result = Self.hflow(sizes, width: width, gap: gap) { $0.layoutDirection = .rightToLeft }
            let expected = flexbox(
                containerWidth: result.size.width, columnGap: gap, rowGap: gap + 1, spaceBetween: false, reverse: true,
                items: sizes)
            for (placement, frame) in zip(result.placements, expected) {
                try #require(placement.frame == frame, "\(sizes) in \(width): \(placement.frame) ≠ \(frame)")
            }
        }
    }
}
