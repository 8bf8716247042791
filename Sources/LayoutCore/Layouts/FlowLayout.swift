/// `flow` — the teaching flow layout of article 004.
///
/// Every child is asked for its ideal size (an unspecified proposal), so text never wraps
/// and a spacer is just an empty child. One shared helper arranges the rows for both
/// `sizeThatFits` and `placeSubviews`, so the two can never disagree; it keeps no cache, so
/// every call asks every child again. Children sit at the top of their rows.
public struct FlowLayout: Layout {
    public var spacing: LayoutSpacing

    public init(spacing: LayoutSpacing) {
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Void) -> Size {
        reportedSize(of: arrange(subviews, maxWidth: proposal.finiteWidth ?? .infinity), proposal: proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Void)
        -> [Placement]
    {
        arrange(subviews, maxWidth: bounds.width).placements(
            origin: bounds.origin,
            xCorrection: { _ in 0 },
            yCorrection: { _, _ in 0 }
        )
    }

    private func arrange(_ subviews: Subviews, maxWidth: Double) -> RowArrangement {
        let sizes = subviews.sizesThatFit(.unspecified)
        return RowArrangement(sizes: sizes, subviews: subviews, maxWidth: maxWidth, spacing: spacing)
    }
}
