import TestSupport

@testable import LayoutCore

// Tiny builders that keep the tests short: `box(3, 1)` is a fixed 3×1 child.

func box(_ width: Double, _ height: Double, _ label: String = "") -> LayoutItem {
    try! LayoutItem.fixed(label, width: width, height: height)
}

func boxes(_ count: Int, _ width: Double, _ height: Double) -> [LayoutItem] {
    (0..<count).map { box(width, height, "#\($0)") }
}

func text(_ label: String) -> LayoutItem {
    try! LayoutItem.text(label)
}

func spacing(_ horizontal: Double, _ vertical: Double) -> LayoutSpacing {
    LayoutSpacing(horizontal: try! .fixed(horizontal), vertical: try! .fixed(vertical))
}

func config(
    _ kind: LayoutKind = .wrap,
    spacing: LayoutSpacing = spacing(0, 0),
    alignment: Alignment = .topLeading,
    variants: Set<LayoutVariant> = []
) -> LayoutConfiguration {
    LayoutConfiguration(kind: kind, spacing: spacing, alignment: alignment, variants: variants)
}

func run(
    _ items: [LayoutItem],
    _ configuration: LayoutConfiguration = config(),
    width: Double?,
    height: Double? = nil,
    origin: Point = .zero
) -> LayoutResult {
    LayoutEngine.layout(items, configuration, proposal: ProposedSize(width: width, height: height), origin: origin)
}

extension LayoutResult {
    var xs: [Double] { placements.map(\.frame.minX) }
    var ys: [Double] { placements.map(\.frame.minY) }
    var rows: [Int?] { placements.map(\.row) }
    var frames: [Rect] { placements.map(\.frame) }
}
