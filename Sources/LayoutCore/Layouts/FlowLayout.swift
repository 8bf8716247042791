/// `flow` — article 004's `FlowLayout`, as its final, complete type is written.
///
/// One helper, `layout(_:maxWidth:)`, walks the children for both `sizeThatFits` and
/// `placeSubviews`: it asks each child for its ideal size (`.unspecified`), starts a new row
/// when `x + width > maxWidth, x > 0`, and adds the spacing after every child. It keeps no
/// cache, so every call asks every child again.
///
/// Like the article's code, it answers `proposal.width ?? 0` for its width — so with no width
/// offered it reports 0 wide, and `placeSubviews`, which breaks rows at `bounds.width`, then
/// puts every child after the first on a row of its own. The `report-widest` variant answers
/// the widest row instead, as the article's own `sizeThatFits` section does.
public struct FlowLayout: Layout {
    /// 004's `var spacing: CGFloat = 8`, split by axis (the lab's: equal values are the
    /// article's single spacing).
    public var horizontalSpacing: Double
    public var verticalSpacing: Double
    public var reportsWidest: Bool

    /// The article's default spacing.
    public static let articleSpacing = 8.0

    public init(
        horizontalSpacing: Double = articleSpacing, verticalSpacing: Double = articleSpacing,
        reportsWidest: Bool = false
    ) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.reportsWidest = reportsWidest
    }

    init(_ configuration: LayoutConfiguration) {
        self.init(
            horizontalSpacing: configuration.spacing.horizontal.fixedDistance ?? Self.articleSpacing,
            verticalSpacing: configuration.spacing.vertical.fixedDistance ?? Self.articleSpacing,
            reportsWidest: configuration.variants.contains(.reportWidest))
    }

    /// 004's `Placement`, with the row the lab reports.
    struct FlowPlacement {
        var index: Int
        var point: Point
        var size: Size
        var row: Int
    }

    /// The wrapping walk, shared by both calls.
    func layout(_ subviews: Subviews, maxWidth: Double) -> (placements: [FlowPlacement], height: Double) {
        var placements: [FlowPlacement] = []
        placements.reserveCapacity(subviews.count)
        var x = 0.0
        var y = 0.0
        var rowHeight = 0.0
        var row = 0
        for index in subviews.indices {
            let size = subviews.sizeThatFits(index, .unspecified)
            // 004: `if x + size.width > maxWidth, x > 0`. The lab's line breaks take the same
            // branch, under the same guard.
            if x + size.width > maxWidth || subviews.mustStartNewRow(index), x > 0 {
                x = 0
                y += rowHeight + verticalSpacing
                rowHeight = 0
                row += 1
            }
            placements.append(FlowPlacement(index: index, point: Point(x: x, y: y), size: size, row: row))
            x += size.width + horizontalSpacing
            rowHeight = max(rowHeight, size.height)
        }
        return (placements, y + rowHeight)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Void) -> Size {
        let maxWidth = proposal.width ?? .infinity
        let result = layout(subviews, maxWidth: maxWidth)
        guard reportsWidest else {
            return Size(width: proposal.width ?? 0, height: result.height)
        }
        let widest = result.placements.map { $0.point.x + $0.size.width }.max() ?? 0
        return Size(width: maxWidth == .infinity ? widest : maxWidth, height: result.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Void) {
        let result = layout(subviews, maxWidth: bounds.width)
        for placement in result.placements {
            subviews.place(
                placement.index, at: Point(x: bounds.minX + placement.point.x, y: bounds.minY + placement.point.y),
                anchor: .topLeading, proposal: ProposedSize(placement.size), row: placement.row)
        }
    }
}
