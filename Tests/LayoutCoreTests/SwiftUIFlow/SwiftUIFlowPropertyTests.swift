import LabSupport
import Testing

@testable import LayoutCore

/// Properties of `hflow` and `vflow` over generated cases: frames inside the reported size,
/// order kept line by line, no overlaps with non-negative spacing; the balancing breaker never
/// uses more lines than the greedy one; a justified line fills the breadth; right-to-left is
/// the mirror image of left-to-right.
@Suite("SwiftUI-Flow: properties")
struct SwiftUIFlowPropertyTests {
    struct Case: CustomStringConvertible {
        var options: SwiftUIFlowOptions
        var items: [LayoutItem]
        var breadth: Double
        var description: String {
            "\(options.axis) breadth \(breadth) spacing \(options.itemSpacing ?? -1)/\(options.lineSpacing ?? -1) justified \(options.justified) evenly \(options.distributeItemsEvenly): "
                + items.map { "\($0.sizeThatFits(.unspecified, stackOrientation: options.axis))" }.joined(
                    separator: " ")
        }
    }

    /// Fixed and text children (their breadths are finite, so are all the numbers), a finite
    /// breadth, non-negative spacing.
    static func cases(count: Int, seed: UInt64) -> [Case] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            var options = Bool.random(using: &generator) ? SwiftUIFlowOptions.hflow : .vflow
            options.itemSpacing = Double(Int.random(in: 0...3, using: &generator))
            options.lineSpacing = Double(Int.random(in: 0...2, using: &generator))
            options.itemAlignment = FlowPlacement.allCases.randomElement(using: &generator)!
            options.lineAlignment = FlowPlacement.allCases.randomElement(using: &generator)!
            options.justified = Int.random(in: 0...3, using: &generator) == 0
            options.distributeItemsEvenly = Int.random(in: 0...2, using: &generator) == 0
            let items = (0..<Int.random(in: 0...14, using: &generator)).map { _ -> LayoutItem in
                Int.random(in: 0...4, using: &generator) == 0
                    ? try! LayoutItem.text(["Swift", "Flow", "a b c", "wrap me"].randomElement(using: &generator)!)
                    : try! LayoutItem.fixed(
                        width: Double(Int.random(in: 1...9, using: &generator)),
                        height: Double(Int.random(in: 1...4, using: &generator)))
            }
            return Case(options: options, items: items, breadth: Double(Int.random(in: 8...40, using: &generator)))
        }
    }

    static func run(_ testCase: Case) -> LayoutResult {
        let proposal =
            testCase.options.axis == .horizontal
            ? ProposedSize(width: testCase.breadth, height: nil) : ProposedSize(width: nil, height: testCase.breadth)
        return LayoutEngine.layout(SwiftUIFlowLayout(testCase.options), testCase.items, proposal: proposal)
    }

    @Test func framesInside_orderKept_noOverlaps() throws {
        for testCase in Self.cases(count: 1500, seed: 31) {
            let result = Self.run(testCase)
            let frames = result.placements.map(\.frame)
            let horizontal = testCase.options.axis == .horizontal
            let fits = testCase.items.allSatisfy {
                let size = $0.sizeThatFits(.unspecified, stackOrientation: testCase.options.axis)
                return (horizontal ? size.width : size.height) <= testCase.breadth
            }
            for frame in frames where fits {
                try #require(
                    frame.minX >= -1e-9 && frame.minY >= -1e-9 && frame.maxX <= result.size.width + 1e-9
                        && frame.maxY <= result.size.height + 1e-9, "\(frame) outside \(result.size): \(testCase)")
            }
            for (previous, next) in zip(result.placements, result.placements.dropFirst()) {
                let (before, after) = (try #require(previous.row), try #require(next.row))
                if after == before {
                    let (end, start) =
                        horizontal ? (previous.frame.maxX, next.frame.minX) : (previous.frame.maxY, next.frame.minY)
                    try #require(start >= end - 1e-9, "order in a line: \(testCase)")
                } else {
                    try #require(after == before + 1, "lines in order: \(testCase)")
                }
            }
            for i in frames.indices {
                for j in frames.indices where j > i {
                    try #require(!frames[i].overlaps(frames[j]), "\(i) and \(j) overlap: \(testCase)")
                }
            }
        }
    }

    @Test func balancedBreaking_neverUsesMoreLinesThanGreedy() throws {
        for var testCase in Self.cases(count: 800, seed: 32) {
            testCase.options.distributeItemsEvenly = false
            let greedy = Self.run(testCase).rowCount
            testCase.options.distributeItemsEvenly = true
            try #require(Self.run(testCase).rowCount <= greedy, "\(testCase)")
        }
    }

    @Test func aJustifiedLine_fillsTheBreadth() throws {
        for var testCase in Self.cases(count: 800, seed: 33) where testCase.options.axis == .horizontal {
            testCase.options.justified = true
            let result = Self.run(testCase)
            guard result.placements.allSatisfy({ $0.frame.width <= testCase.breadth }) else { continue }
            let lines = Dictionary(grouping: result.placements, by: { $0.row ?? -1 })
            for line in lines.values where line.count > 1 {
                let end = line.map(\.frame.maxX).max() ?? 0
                try #require(abs(end - testCase.breadth) < 1e-9, "a line ends at \(end): \(testCase)")
            }
        }
    }

    @Test func rightToLeft_isTheMirrorImage() throws {
        for testCase in Self.cases(count: 800, seed: 34) {
            var mirrored = testCase
            mirrored.options.layoutDirection = .rightToLeft
            let (left, right) = (Self.run(testCase), Self.run(mirrored))
            try #require(left.size == right.size)
            for (a, b) in zip(left.placements, right.placements) {
                try #require(abs(b.frame.minX - (left.size.width - a.frame.maxX)) < 1e-9, "\(testCase)")
                try #require(a.frame.minY == b.frame.minY && a.frame.size == b.frame.size, "\(testCase)")
            }
        }
    }
}
