/// `wrap` — the wrapping HStack of article 000.
///
/// - Its minimum size is the largest answer of any child to a `.zero` proposal; offered less
///   than that on both axes, it returns the minimum at once.
/// - Children are offered the container's own proposal, so text wraps inside a narrow
///   container and a spacer stretches across a whole row, which makes it a line break (with
///   the article's caveat: the empty row between gets spacing on both sides).
/// - Spacing is fixed per axis or "system" per pair of neighbours.
/// - Rows are aligned with any of the nine alignments: a row moves right by
///   `x · (bounds width − row width)` (never left of the bounds, like CSS `safe` alignment),
///   a child moves down by `y · (row height − child height)`.
/// - The row arrangement is cached, keyed on the proposal and every child's size.
public struct WrapLayout: Layout {
    public var spacing: LayoutSpacing
    public var alignment: Alignment

    public init(spacing: LayoutSpacing, alignment: Alignment) {
        self.spacing = spacing
        self.alignment = alignment
    }

    public struct Cache: Sendable {
        var minimumSize: Size
        var rows: (key: RowsKey, arrangement: RowArrangement)?
    }

    /// What the row arrangement depends on. The article hashes these; comparing them whole
    /// costs about the same and can never mistake one arrangement for another.
    struct RowsKey: Equatable, Sendable {
        var proposal: ProposedSize
        var sizes: [Size]
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(minimumSize: minimumSize(subviews), rows: nil)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.minimumSize = minimumSize(subviews)
        cache.rows = nil
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size {
        if isBelowMinimum(proposal, cache) {
            subviews.recorder?.record(.belowMinimum(cache.minimumSize))
            return cache.minimumSize
        }
        return reportedSize(of: arrangeRows(proposal, subviews, &cache), proposal: proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache)
        -> [Placement]
    {
        // Below the minimum the article arranges nothing; here the children are arranged in
        // the minimum bounds instead, so none is ever lost.
        let proposal = isBelowMinimum(proposal, cache) ? ProposedSize(bounds.size) : proposal
        let rows = arrangeRows(proposal, subviews, &cache)
        let anchor = alignment.unitPoint
        return rows.placements(
            origin: bounds.origin,
            xCorrection: { row in max(0, anchor.x * (bounds.width - row.width)) },
            yCorrection: { row, index in anchor.y * (row.height - rows.sizes[index].height) }
        )
    }

    /// The component-wise largest answer to `.zero`: no child can be smaller than that.
    private func minimumSize(_ subviews: Subviews) -> Size {
        subviews.indices.reduce(Size.zero) { $0.union(subviews.sizeThatFits($1, .zero)) }
    }

    private func isBelowMinimum(_ proposal: ProposedSize, _ cache: Cache) -> Bool {
        cache.minimumSize.width > (proposal.width ?? .infinity)
            && cache.minimumSize.height > (proposal.height ?? .infinity)
    }

    private func arrangeRows(_ proposal: ProposedSize, _ subviews: Subviews, _ cache: inout Cache) -> RowArrangement {
        // An infinite offer means "no limit", the same as an unspecified one; passing
        // infinity on would make a spacer infinitely wide.
        let offer = proposal.withoutInfinity
        let sizes: [Size]
        if let cached = cache.rows, cached.key.proposal == offer {
            // Ask every child again, as the article does, but compare the answers with the
            // cached ones as they come instead of collecting them into a new array.
            guard let changed = subviews.sizesThatFit(offer, unlessEqualTo: cached.key.sizes) else {
                subviews.recorder?.record(.cacheHit)
                return cached.arrangement
            }
            sizes = changed
        } else {
            sizes = subviews.sizesThatFit(offer)
        }
        let key = RowsKey(proposal: offer, sizes: sizes)
        subviews.recorder?.record(.cacheMiss)
        let rows = RowArrangement(
            sizes: sizes, subviews: subviews, maxWidth: offer.width ?? .infinity, spacing: spacing)
        cache.rows = (key, rows)
        return rows
    }
}
