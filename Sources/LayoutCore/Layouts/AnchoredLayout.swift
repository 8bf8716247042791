/// `anchored` — article 001's flow layout, where each child carries its own anchor
/// (a `LayoutValueKey`, default `.center`) and sits at that point of its cell.
///
/// A child's cell is as wide as the child and as tall as its row, so the anchor's y picks
/// top, middle or bottom of the row; its x has no room to act. Unlike the article, this
/// version has spacing and never wraps before the first child of a row. Like the article, it
/// measures every child once, in `makeCache`, and reuses those sizes afterwards.
public struct AnchoredLayout: Layout {
    public var spacing: LayoutSpacing

    public init(spacing: LayoutSpacing) {
        self.spacing = spacing
    }

    public struct Cache: Sendable {
        var sizes: [Size]
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.sizesThatFit(.unspecified))
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size {
        let rows = RowArrangement(
            sizes: cache.sizes, subviews: subviews, maxWidth: proposal.finiteWidth ?? .infinity, spacing: spacing)
        return reportedSize(of: rows, proposal: proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache)
        -> [Placement]
    {
        let rows = RowArrangement(sizes: cache.sizes, subviews: subviews, maxWidth: bounds.width, spacing: spacing)
        return rows.placements(
            origin: bounds.origin,
            xCorrection: { _ in 0 },
            yCorrection: { row, index in
                subviews.anchor(index).y * (row.height - cache.sizes[index].height)
            }
        )
    }
}
