import LayoutCore

/// A SwiftUI-Flow test scenario as the library's own tests write it: children with a minimum
/// and a maximum size (`3 × 1`, `3 × 1 ... inf × 1`), laid out in a box, and drawn as its
/// inline snapshots draw a layout — a letter per child over the cells it covers, in a frame.
struct FlowScenario {
    var options: SwiftUIFlowOptions
    var items: [LayoutItem]

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

extension FlowScenario {
    /// The library's `layout(_:in:)`: sized for the box, then placed in it.
    func frames(in width: Double, _ height: Double) -> [Rect] {
        LayoutEngine.layout(
            SwiftUIFlowLayout(options), items, proposal: ProposedSize(width: width, height: height)
        ).placements.map(\.frame)
    }

    /// The picture the library's `assertLayoutRendering` draws: the box, and each child's cells.
    func picture(in width: Int, _ height: Int) -> String {
        var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        for (index, frame) in frames(in: Double(width), Double(height)).enumerated() {
            let letter = Character(UnicodeScalar(UInt8(65 + index % 26)))
            guard frame.minX.isFinite, frame.minY.isFinite else { continue }
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
