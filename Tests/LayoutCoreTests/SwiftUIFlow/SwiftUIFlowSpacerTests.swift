import LabSupport
import TestSupport
import Testing

@testable import LayoutCore

/// A line of `hflow` with spacers among fixed and growing items, against the tests' own
/// transcription of SwiftUI-Flow's line sizing over OpenSwiftUI's views
/// (`Reconstructions/SwiftUIFlowLine.swift`): a spacer is served last (priority −∞), and no
/// system spacing sits beside it.
@Suite("SwiftUI-Flow: spacers as OpenSwiftUI has them")
struct SwiftUIFlowSpacerTests {
    @Test func randomLinesWithSpacers_shareAsTheLibraryDoes() throws {
        var random = SeededGenerator(seed: 808)
        var spacers = 0
        for _ in 0..<QuickLoop.sample(1500) {
            func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
            var items: [LayoutItem] = []
            var views: [OpenSwiftUI.View] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let priority: Double? = pick([nil, nil, nil, 1, -1])
                switch Int.random(in: 0...2, using: &random) {
                case 0:
                    let width = Double(pick([1, 3, 6]))
                    items.append(try LayoutItem.fixed(width: width, height: 1).with { $0.priority = priority })
                    views.append(.fixed(width, 1, priority: priority ?? 0))
                case 1:
                    let ideal = Double(pick([0, 2, 4]))
                    let maximum = pick([ideal + 3, .infinity])
                    let size = FlexibleSize(
                        width: try FlexibleLength(minimum: ideal, ideal: ideal, maximum: maximum),
                        height: try FlexibleLength(fixed: 1))
                    items.append(LayoutItem.flexible("", size).with { $0.priority = priority })
                    views.append(.flexible([ideal, ideal, maximum], [1, 1, 1], priority: priority ?? 0))
                default:
                    let minLength = Double(pick([0, 0, 2]))
                    items.append(LayoutItem.spacer(minLength: minLength).with { $0.priority = priority })
                    views.append(.spacer(minLength: minLength, orientation: .horizontal, priority: priority))
                    spacers += 1
                }
            }
            var options = SwiftUIFlowOptions.hflow
            options.itemSpacing = pick([nil, nil, 0, 1])
            options.lineSpacing = 0
            let measured = SwiftUIFlowLine.measured(
                views, breadth: .infinity, itemSpacing: options.itemSpacing, defaultSpacing: 1)
            // Room for every item's least and a little more: one line, its leftover shared.
            let least = measured.reduce(0) { $0 + $1.size.lowerBound + $1.spacing }
            let breadth = least + Double(Int.random(in: 0...12, using: &random))
            let widths = try #require(SwiftUIFlowLine.sizes(of: measured, availableSpace: breadth))
            let result = LayoutEngine.layout(
                SwiftUIFlowLayout(options), items, proposal: ProposedSize(width: breadth, height: nil))
            var x = 0.0
            for (index, placement) in result.placements.enumerated() {
                x += measured[index].spacing
                try #require(
                    abs(placement.frame.minX - x) < 1e-9 && abs(placement.frame.width - widths[index]) < 1e-9,
                    "item \(index) at \(placement.frame.minX) \(placement.frame.width) wide, against \(x) and \(widths[index]) (breadth \(breadth), spacing \(String(describing: options.itemSpacing)), \(items.map(\.kind.name)), priorities \(items.map(\.priority)))"
                )
                x += widths[index]
            }
        }
        #expect(spacers > 100)
    }

    /// The case: `A 2..inf` beside a spacer in 20 takes all 20, the spacer nothing.
    @Test func aGrowingItemBesideASpacer_takesTheWholeLine() throws {
        let grows = LayoutItem.flexible(
            "A",
            FlexibleSize(
                width: try FlexibleLength(minimum: 2, ideal: 2, maximum: .infinity),
                height: try FlexibleLength(fixed: 1)))
        let result = LayoutEngine.layout(
            SwiftUIFlowLayout(.hflow), [grows, .spacer()], proposal: ProposedSize(width: 20, height: nil))
        #expect(result.placements.map(\.frame.width) == [20, 0])
    }
}
