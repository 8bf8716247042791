/// `wrap` — article 000's `WrappingHStack`, following its code and the package it links to.
///
/// - `makeCache`/`updateCache` keep the minimum size: the component-wise largest answer of any
///   child to `.zero`. `arrangeRows` returns no rows when the proposal is below it on both
///   axes; `sizeThatFits` then answers the minimum, and `placeSubviews` places nothing.
/// - Children are offered the container's whole proposal (∞ included), so text wraps inside a
///   narrow container and a spacer stretches across a whole row: a line break, with the
///   article's caveat of spacing on both sides of its empty row.
/// - Spacing is fixed per axis or "system" per pair of neighbours; between rows the system
///   spacing is asked along `.horizontal`, as the article's helper does.
/// - A row moves right by `anchor.x × (bounds.width − row.width)` — left, for a row wider than
///   the container — and a child down by `anchor.y × (row.height − child.height)`.
/// - The rows are cached under a key of the proposal (nil as ∞) and every child's size;
///   `updateCache` keeps them.
///
/// The variants `safe-align`, `vertical-axis`, `infinity-as-none`, `place-below-min` and
/// `clear-rows` repair one thing each (see `LayoutVariant`).
public struct WrapLayout: Layout {
    public var alignment: Alignment
    /// `nil` for system spacing, as the article's optional properties.
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var variants: Set<LayoutVariant>

    public init(
        alignment: Alignment = .topLeading, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        variants: Set<LayoutVariant> = []
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.variants = variants.filter { $0.layout == .wrap }
    }

    init(_ configuration: LayoutConfiguration) {
        self.init(
            alignment: configuration.alignment, horizontalSpacing: configuration.spacing.horizontal.fixedDistance,
            verticalSpacing: configuration.spacing.vertical.fixedDistance, variants: configuration.variants)
    }

    public struct Cache: Sendable {
        var minSize: Size
        var rows: (key: RowsKey, rows: WrapRows)?
    }

    /// What the rows depend on, as the article hashes it: the proposal with unspecified
    /// dimensions as ∞, and every child's size. Compared whole here rather than hashed, which
    /// gives the same answers short of a hash collision.
    struct RowsKey: Equatable, Sendable {
        var proposal: Size
        var sizes: [Size]
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(minSize: minSize(subviews), rows: nil)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.minSize = minSize(subviews)
        subviews.trace(
            .cacheUpdated("recomputed: minSize, now \(describe(cache.minSize)) (every child asked for .zero)"))
        if variants.contains(.clearRows) {
            cache.rows = nil
            subviews.trace(.cacheUpdated("dropped: the rows (clear-rows): the next sizeThatFits arranges them again"))
        } else if cache.rows != nil {
            subviews.trace(
                .cacheUpdated(
                    "kept: the rows, keyed on the proposal and the children's sizes; a change of spacing or alignment is not in the key"
                ))
        }
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size {
        let proposal = offer(proposal)
        let rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)
        if rows.rows.isEmpty { return cache.minSize }
        let width = proposal.width ?? rows.rows.map(\.width).reduce(0) { max($0, $1) }
        var height = 0.0
        if let lastRow = rows.rows.last {
            height = lastRow.yOffset + lastRow.height
        }
        return Size(width: width, height: height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache) {
        var proposal = offer(proposal)
        var rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)
        if rows.rows.isEmpty, variants.contains(.placeBelowMinimum) {
            proposal = ProposedSize(bounds.size)
            rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)
        }
        let anchor = Self.unitPoint(alignment)
        for (rowIndex, row) in rows.rows.enumerated() {
            var xCorrection = anchor.x * (bounds.width - row.width)
            if variants.contains(.safeAlign) { xCorrection = max(0, xCorrection) }
            for index in row.elements {
                let size = rows.sizes[index]
                let x = rows.xOffsets[index] + xCorrection
                let y = row.yOffset + anchor.y * (row.height - size.height)
                // `place(at:anchor: .topLeading, proposal:)`: the rows were asked for this proposal.
                subviews.place(index, at: Point(x: x + bounds.minX, y: y + bounds.minY), answered: size, row: rowIndex)
            }
        }
    }

    /// The proposal as this layout reads it: as given, or without ∞ (`infinity-as-none`).
    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        variants.contains(.infinityAsNone) ? proposal.withoutInfinity : proposal
    }

    /// The component-wise largest answer to `.zero`: no child can be smaller than that.
    private func minSize(_ subviews: Subviews) -> Size {
        subviews.indices.reduce(Size.zero) { $0.union(subviews.sizeThatFits($1, .zero)) }
    }

    /// The article's `UnitPoint(_ alignment:)`: the nine pairs map to their unit points, and
    /// everything else — the six text-baseline alignments — to `.center`, through `default:`.
    static func unitPoint(_ alignment: Alignment) -> UnitPoint {
        switch alignment {
        case .leading: .leading
        case .topLeading: .topLeading
        case .top: .top
        case .topTrailing: .topTrailing
        case .trailing: .trailing
        case .bottomTrailing: .bottomTrailing
        case .bottom: .bottom
        case .bottomLeading: .bottomLeading
        default: .center
        }
    }
}
