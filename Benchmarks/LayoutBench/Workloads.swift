import LayoutCore

/// The data every benchmark uses, made the same way every run: a fixed linear congruential
/// walk, so that Swift and C see the very same sizes.
struct Workload {
    let widths: [Double]
    let heights: [Double]
    let items: [LayoutItem]

    /// `count` fixed-size children, 1…20 wide and 1…3 tall.
    static func fixed(_ count: Int) -> Workload {
        var state: UInt64 = 42
        var widths: [Double] = []
        var heights: [Double] = []
        widths.reserveCapacity(count)
        heights.reserveCapacity(count)
        for _ in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            widths.append(Double((state >> 33) % 20 + 1))
            heights.append(Double((state >> 45) % 3 + 1))
        }
        let items = zip(widths, heights).map { try! LayoutItem.fixed(width: $0, height: $1) }
        return Workload(widths: widths, heights: heights, items: items)
    }

    /// `count` text children of one to three words.
    static func text(_ count: Int) -> [LayoutItem] {
        let words = ["Swift", "Layout", "protocol", "flow", "wrap", "Привет", "漢字", "tag", "row", "cache"]
        var state: UInt64 = 7
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int((state >> 40) % 3) + 1
            let label = (0..<length).map { words[Int((state >> (8 * UInt64($0) + 3)) % UInt64(words.count))] }
            return try! LayoutItem.text(label.joined(separator: " "))
        }
    }
}

func configuration(_ kind: LayoutKind, spacing: Double = 1) -> LayoutConfiguration {
    LayoutConfiguration(
        kind: kind,
        spacing: LayoutSpacing(horizontal: try! .fixed(spacing), vertical: try! .fixed(spacing)),
        alignment: .topLeading)
}
