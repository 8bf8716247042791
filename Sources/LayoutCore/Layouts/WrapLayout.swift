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

    /// Article 000's `layoutProperties`: `stackOrientation = .horizontal`, so that a spacer
    /// grows across a row (and no further down).
    public var stackOrientation: Axis? { .horizontal }

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
        let cache = Cache(minSize: minSize(subviews), rows: nil)
        subviews.walk(
            WalkStep(
                function: "makeCache", code: "Cache(minSize: minSize(subviews: subviews))",
                says: "the cache keeps the minimum size: the largest answer of any item to .zero, on each axis",
                variables: [WalkVariable("minSize", cache.minSize)]))
        return cache
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.minSize = minSize(subviews)
        subviews.walk(
            WalkStep(
                function: "updateCache", code: "cache.minSize = minSize(subviews: subviews)",
                says: "the minimum size is worked out again; the rows stay in the cache",
                variables: [WalkVariable("minSize", cache.minSize)]))
        subviews.trace(
            .cacheUpdated("recomputed: minSize, now \(describe(cache.minSize)) (every child asked for .zero)"))
        if variants.contains(.clearRows) {
            cache.rows = nil
            subviews.walk(
                WalkStep(
                    function: "updateCache", code: "cache.rows = nil",
                    says: "clear-rows: the kept rows go too; the next sizeThatFits arranges them again"))
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
        subviews.walk(
            WalkStep(
                function: "sizeThatFits",
                code: "let rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)",
                says: "the rows for the proposal", variables: [WalkVariable("proposal", proposal.description)]))
        let rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)
        subviews.walk(
            WalkStep(
                function: "sizeThatFits", code: "if rows.isEmpty { return cache.minSize }",
                says: rows.rows.isEmpty ? "no rows: it answers the minimum size" : "there are rows: go on",
                variables: [WalkVariable("rows.count", rows.rows.count), WalkVariable("minSize", cache.minSize)],
                decision: "rows.isEmpty → \(rows.rows.isEmpty)", condition: rows.rows.isEmpty))
        if rows.rows.isEmpty { return cache.minSize }
        let width = proposal.width ?? rows.rows.map(\.width).reduce(0) { max($0, $1) }
        var height = 0.0
        if let lastRow = rows.rows.last {
            height = lastRow.yOffset + lastRow.height
        }
        subviews.walk(
            WalkStep(
                function: "sizeThatFits", code: "return CGSize(width: width, height: height)",
                says:
                    "it answers \(describe(Size(width: width, height: height))): \(proposal.width == nil ? "the widest row" : "the proposed width"), and the last row's bottom",
                variables: [WalkVariable("width", width), WalkVariable("height", height)]))
        return Size(width: width, height: height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache) {
        var proposal = offer(proposal)
        subviews.walk(
            WalkStep(
                function: "placeSubviews",
                code:
                    "\(variants.contains(.placeBelowMinimum) ? "var" : "let") rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)",
                says: "the rows for the proposal (the cache has them, unless something changed)",
                variables: [WalkVariable("proposal", proposal.description), WalkVariable("bounds", describe(bounds))]))
        var rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)
        if rows.rows.isEmpty, variants.contains(.placeBelowMinimum) {
            proposal = ProposedSize(bounds.size)
            rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)
        }
        let anchor = Self.unitPoint(alignment)
        let walked = subviews.isWalked
        for (rowIndex, row) in rows.rows.enumerated() {
            var xCorrection = anchor.x * (bounds.width - row.width)
            if variants.contains(.safeAlign) { xCorrection = max(0, xCorrection) }
            let correction = xCorrection
            if walked {
                subviews.walk(
                    WalkStep(
                        function: "placeSubviews",
                        code: variants.contains(.safeAlign)
                            ? "let xCorrection = max(0, anchor.x * (bounds.width - row.width))"
                            : "let xCorrection = anchor.x * (bounds.width - row.width)",
                        says: "row \(rowIndex) moves right by its share of the free width"
                            + (variants.contains(.safeAlign) ? " (safe-align: never left of the leading edge)" : ""),
                        variables: [
                            WalkVariable("row", "row \(rowIndex)"), WalkVariable("anchor.x", anchor.x),
                            WalkVariable("bounds.width", bounds.width), WalkVariable("row.width", row.width),
                            WalkVariable("xCorrection", correction),
                        ],
                        decision:
                            "\(WalkText.number(anchor.x)) × (\(WalkText.number(bounds.width)) − \(WalkText.number(row.width))) = \(WalkText.number(anchor.x * (bounds.width - row.width)))"
                    ))
            }
            for index in row.elements {
                let size = rows.sizes[index]
                let x = rows.xOffsets[index] + xCorrection
                let y = row.yOffset + anchor.y * (row.height - size.height)
                if walked {
                    walkPlace(subviews, index, size, row, anchor, (rows.xOffsets[index], correction, y), bounds)
                }
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

    /// The article's `UnitPoint(_ alignment:)`: eight of the nine pairs map to their unit points
    /// by name; `.center` and everything else — the six text-baseline alignments — go to
    /// `.center` through `default:`.
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

    /// The steps of placing one child: its y in the row, then the `place` call.
    @inline(never)
    private func walkPlace(
        _ subviews: Subviews, _ index: Int, _ size: Size, _ row: WrapRows.Row, _ anchor: UnitPoint,
        _ at: (xOffset: Double, correction: Double, y: Double), _ bounds: Rect
    ) {
        subviews.walk(
            WalkStep(
                function: "placeSubviews", code: "let yCorrection = anchor.y * (row.height - element.size.height)",
                says: "item \(index) goes down by its share of the row's free height",
                variables: [
                    WalkVariable("element.index", index), WalkVariable("anchor.y", anchor.y),
                    WalkVariable("row.height", row.height), WalkVariable("element.size", size),
                    WalkVariable("yCorrection", at.y - row.yOffset),
                ],
                item: index))
        let x = at.xOffset + at.correction
        subviews.walk(
            WalkStep(
                function: "placeSubviews",
                code: "subviews[element.index].place(at: point, anchor: .topLeading, proposal: proposal)",
                says:
                    "item \(index) is placed at (\(WalkText.number(x + bounds.minX)), \(WalkText.number(at.y + bounds.minY))): its x offset plus the correction, in the bounds",
                variables: [
                    WalkVariable("element.index", index), WalkVariable("element.xOffset", at.xOffset),
                    WalkVariable("xCorrection", at.correction), WalkVariable("row.yOffset", row.yOffset),
                    WalkVariable(
                        "point", "(\(WalkText.number(x + bounds.minX)), \(WalkText.number(at.y + bounds.minY)))"),
                ],
                item: index, spot: Rect(origin: Point(x: x + bounds.minX, y: at.y + bounds.minY), size: size)))
    }
}
