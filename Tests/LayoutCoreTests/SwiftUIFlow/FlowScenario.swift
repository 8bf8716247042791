import Foundation

@testable import LayoutCore

/// A SwiftUI-Flow test scenario as the library's own tests run one, with the same two helpers:
/// `layout(_:in:)` (sized for a box, placed in it with the smaller of the size and the box, then
/// drawn as its inline snapshots draw — a letter per child over its cells, in a frame) and
/// `layoutThatFits(proposal:in:)` (sized for a proposal, placed in bounds of that size, or in
/// bounds of the test's own).
struct FlowScenario {
    var options: SwiftUIFlowOptions
    var items: [LayoutItem]

    /// Runs the layout as the library's helpers do: one cache, sizeThatFits, placeSubviews.
    func run(proposal: ProposedSize, bounds: Rect?, placing placeProposal: ((Size) -> ProposedSize)? = nil) -> (
        size: Size, frames: [Rect?], notes: [LayoutNote]
    ) {
        var buffer: [Placement] = []
        let record = LayoutRecord(childCount: items.count, tracing: false, reusing: &buffer)
        let layout = SwiftUIFlowLayout(options)
        let subviews = Subviews(items, record: record, stackOrientation: layout.stackOrientation)
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        layout.placeSubviews(
            in: bounds ?? Rect(origin: .zero, size: size), proposal: placeProposal?(size) ?? proposal,
            subviews: subviews,
            cache: &cache)
        let frames = items.indices.map { record.wasPlaced($0) ? record.placements[$0].frame : nil }
        return (size, frames, record.notes)
    }

    /// The library's `layout(_:in:)`: the frames in a box `width` × `height`.
    func frames(in width: Double, _ height: Double) -> [Rect?] {
        run(
            proposal: ProposedSize(width: width, height: height), bounds: Rect(x: 0, y: 0, width: width, height: height)
        ) {
            ProposedSize(width: min($0.width, width), height: min($0.height, height))
        }.frames
    }

    /// The picture the library's `assertLayoutRendering` draws of `layout(_:in:)`.
    func picture(in width: Int, _ height: Int) -> String {
        var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        for (index, frame) in frames(in: Double(width), Double(height)).enumerated() {
            let letter = Character(UnicodeScalar(UInt8(65 + index % 26)))
            guard let frame, frame.minX.isFinite, frame.minY.isFinite, frame.width > 0, frame.height > 0 else {
                continue
            }
            for y in Int(frame.minY.rounded())..<Int(frame.maxY.rounded()) where (0..<height).contains(y) {
                for x in Int(frame.minX.rounded())..<Int(frame.maxX.rounded()) where (0..<width).contains(x) {
                    grid[y][x] = letter
                }
            }
        }
        let edge = "+" + String(repeating: "-", count: width) + "+"
        return ([edge] + grid.map { "|" + String($0) + "|" } + [edge]).joined(separator: "\n")
    }
}

extension LayoutItem {
    /// A child of a fixed size.
    static func box(_ width: Double, _ height: Double) -> LayoutItem {
        // Test sizes are small and valid: the factory cannot fail.
        try! LayoutItem.fixed(width: width, height: height)
    }

    /// A child from a minimum (also its ideal) to a maximum size, ∞ allowed.
    static func range(_ width: Double, _ height: Double, upTo maxWidth: Double, _ maxHeight: Double) -> LayoutItem {
        try! LayoutItem.flexible(
            "",
            FlexibleSize(
                width: FlexibleLength(minimum: width, ideal: width, maximum: maxWidth),
                height: FlexibleLength(minimum: height, ideal: height, maximum: maxHeight)))
    }
}
