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
///
/// Its spacing is the final type's `var spacing: CGFloat = 8` (split by axis here; equal values
/// are the article's one property). The "configurable per instance" comment is not on that
/// type: it stands on a one-line snippet of its own in the article's section on spacing, which
/// says to read each child's spacing preference in a real app. The helper
/// as the article lists it declares its own `let spacing: CGFloat = 8`, which, pasted into the
/// type, would hide the property: the `shadowed-spacing` variant shows that, always 8.
public struct FlowLayout: Layout {
    /// The spacing the helper uses: the property (set, or 8), or 8 with `shadowed-spacing`.
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
        let shadowed = configuration.variants.contains(.shadowedSpacing)
        self.init(
            horizontalSpacing: shadowed
                ? Self.articleSpacing : configuration.spacing.horizontal.fixedDistance ?? Self.articleSpacing,
            verticalSpacing: shadowed
                ? Self.articleSpacing : configuration.spacing.vertical.fixedDistance ?? Self.articleSpacing,
            reportsWidest: configuration.variants.contains(.reportWidest))
    }

    /// 004's `Placement`, with the row the lab reports.
    struct FlowPlacement {
        var index: Int
        var point: Point
        var size: Size
        var row: Int
    }

    /// The wrapping walk, shared by both calls: 004's `layout(_:maxWidth:)`, which returns its
    /// placements and the height. Here each placement is handed to `visit` as it is made
    /// instead of being collected, so that `sizeThatFits` builds no array it does not need.
    @inline(__always)
    func layout(_ subviews: Subviews, maxWidth: Double, _ visit: (FlowPlacement) -> Void) -> Double {
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
            visit(FlowPlacement(index: index, point: Point(x: x, y: y), size: size, row: row))
            x += size.width + horizontalSpacing
            rowHeight = max(rowHeight, size.height)
        }
        return y + rowHeight
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Void) -> Size {
        let maxWidth = proposal.width ?? .infinity
        guard reportsWidest else {
            return Size(width: proposal.width ?? 0, height: layout(subviews, maxWidth: maxWidth) { _ in })
        }
        // The section's `placements.map { $0.point.x + $0.size.width }.max() ?? 0`.
        var widest: Double?
        let height = layout(subviews, maxWidth: maxWidth) { placement in
            let trailing = placement.point.x + placement.size.width
            if widest.map({ $0 < trailing }) ?? true { widest = trailing }
        }
        return Size(width: maxWidth == .infinity ? widest ?? 0 : maxWidth, height: height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Void) {
        _ = layout(subviews, maxWidth: bounds.width) { placement in
            subviews.place(
                placement.index, at: Point(x: bounds.minX + placement.point.x, y: bounds.minY + placement.point.y),
                anchor: .topLeading, proposal: ProposedSize(placement.size), row: placement.row)
        }
    }
}
