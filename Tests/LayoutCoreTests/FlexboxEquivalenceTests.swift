import TestSupport
import Testing

@testable import LayoutCore

/// An independent model of CSS flexbox for fixed-size items with
/// `flex-wrap: wrap; align-content: flex-start; gap: <row> <column>`, written from the
/// specification's steps (CSS Flexible Box Layout §9), not from the layout under test.
/// Free space may be negative: a line wider than the container overflows on both sides for
/// `center` and to the left for `flex-end`, as article 000's rows do (CSS's default, unsafe
/// alignment).
private func flexbox(
    containerWidth: Double, columnGap: Double, rowGap: Double,
    justifyContent: Double, alignItems: Double, items: [Size]
) -> (frames: [Rect], height: Double) {
    let lines = flexboxLines(containerWidth: containerWidth, columnGap: columnGap, items: items)

    var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: items.count)
    var lineTop = 0.0
    for (lineIndex, line) in lines.enumerated() {
        // §9.4 step 15: a line is as tall as its tallest item.
        let lineHeight = line.map { items[$0].height }.max()!
        // §9.5 step 12: justify-content shares out the free space of the line.
        let occupied = line.map { items[$0].width }.reduce(0, +) + columnGap * Double(line.count - 1)
        var left = (containerWidth - occupied) * justifyContent
        for index in line {
            // §9.6 step 14: align-items within the line.
            let top = lineTop + (lineHeight - items[index].height) * alignItems
            frames[index] = Rect(x: left, y: top, width: items[index].width, height: items[index].height)
            left += items[index].width + columnGap
        }
        lineTop += lineHeight + (lineIndex < lines.count - 1 ? rowGap : 0)
    }
    return (frames, lines.isEmpty ? 0 : lineTop)
}

/// §9.3 step 5: items collected into lines (their indices); an item that does not fit starts a
/// new line, unless the line is empty, in which case it is collected alone.
func flexboxLines(containerWidth: Double, columnGap: Double, items: [Size]) -> [[Int]] {
    var lines: [[Int]] = []
    var current: [Int] = []
    var used = 0.0
    for (index, item) in items.enumerated() {
        let needed = current.isEmpty ? item.width : used + columnGap + item.width
        if !current.isEmpty, needed > containerWidth {
            lines.append(current)
            current = [index]
            used = item.width
        } else {
            current.append(index)
            used = needed
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

@Suite("wrap places fixed-size items exactly where CSS flexbox does")
struct FlexboxEquivalenceTests {
    static let gaps: [Double] = [0, 1, 3]

    @Test(arguments: Alignment.allCases, gaps)
    func wrap_matchesFlexbox(alignment: Alignment, gap: Double) throws {
        var generator = SeededGenerator(seed: UInt64(gap * 7) + 1)
        for _ in 0..<200 {
            let count = Int.random(in: 0...14, using: &generator)
            let sizes = (0..<count).map { _ in
                Size(
                    width: Double(Int.random(in: 1...12, using: &generator)),
                    height: Double(Int.random(in: 1...4, using: &generator)))
            }
            // Sometimes narrower than the widest item, so that a row overflows.
            let width = Double(Int.random(in: 8...50, using: &generator))
            let rowGap = gap == 0 ? 0 : gap + 1
            let expected = flexbox(
                containerWidth: width, columnGap: gap, rowGap: rowGap,
                justifyContent: WrapLayout.unitPoint(alignment).x, alignItems: WrapLayout.unitPoint(alignment).y,
                items: sizes)
            let actual = run(
                sizes.map { box($0.width, $0.height) },
                config(spacing: spacing(gap, rowGap), alignment: alignment),
                width: width)
            try #require(actual.frames == expected.frames, "sizes \(sizes) in \(width)")
            try #require(actual.size == Size(width: width, height: expected.height))
        }
    }
}
