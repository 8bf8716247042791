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
    /// The probes (`subviews.walk`) name the listing's helper, the article's `layout(_:maxWidth:)`.
    @inline(__always)
    func layout(_ subviews: Subviews, maxWidth: Double, _ visit: (FlowPlacement) -> Void) -> Double {
        var x = 0.0
        var y = 0.0
        var rowHeight = 0.0
        var row = 0
        // Asked once: the probes below cost a test of this constant when nobody walks.
        let walked = subviews.isWalked
        for index in subviews.indices {
            let size = subviews.sizeThatFits(index, .unspecified)
            if walked { walkAsked(subviews, index, size, (x, y, rowHeight, maxWidth)) }
            // 004: `if x + size.width > maxWidth, x > 0`. The lab's line breaks take the same
            // branch, under the same guard.
            if x + size.width > maxWidth || subviews.mustStartNewRow(index), x > 0 {
                if walked { walkTest(subviews, index, size, (x, y, rowHeight, maxWidth)) }
                let before = (x, y, rowHeight, maxWidth)
                x = 0
                y += rowHeight + verticalSpacing
                rowHeight = 0
                row += 1
                // One stop at the block's first line, showing what its three lines changed.
                if walked { walkNewRow(subviews, index, size, row, (x, y, rowHeight, maxWidth), before: before) }
            } else if walked {
                walkTest(subviews, index, size, (x, y, rowHeight, maxWidth))
            }
            if walked { walkSpot(subviews, index, size, row, (x, y, rowHeight, maxWidth)) }
            visit(FlowPlacement(index: index, point: Point(x: x, y: y), size: size, row: row))
            x += size.width + horizontalSpacing
            rowHeight = max(rowHeight, size.height)
            if walked { walkAdvance(subviews, index, size, (x, y, rowHeight, maxWidth)) }
        }
        if walked {
            subviews.walk(
                WalkStep(
                    function: Self.helper, code: "return (placements, y + rowHeight)",
                    says: "the rows take y + rowHeight = \(WalkText.number(y + rowHeight))",
                    variables: variables(nil, nil, (x, y, rowHeight, maxWidth))))
        }
        return y + rowHeight
    }

    // MARK: The helper's probes (called only when the run is walked)

    /// The helper's variables at one moment: x, y, rowHeight and maxWidth.
    typealias HelperState = (x: Double, y: Double, rowHeight: Double, maxWidth: Double)

    /// The listing's one `spacing` (the lab's two axes, when they differ, as `across/down`).
    func variables(_ index: Int?, _ size: Size?, _ state: HelperState) -> [WalkVariable] {
        var list: [WalkVariable] = []
        if let index { list.append(WalkVariable("i", index)) }
        if let size { list.append(WalkVariable("size", size)) }
        let spacing =
            horizontalSpacing == verticalSpacing
            ? WalkVariable("spacing", horizontalSpacing)
            : WalkVariable("spacing", "\(WalkText.number(horizontalSpacing))/\(WalkText.number(verticalSpacing))")
        return list + [
            WalkVariable("x", state.x), WalkVariable("y", state.y), WalkVariable("rowHeight", state.rowHeight),
            WalkVariable("maxWidth", state.maxWidth), spacing,
        ]
    }

    @inline(never)
    private func walkAsked(_ subviews: Subviews, _ index: Int, _ size: Size, _ state: HelperState) {
        subviews.walk(
            WalkStep(
                function: Self.helper, code: "let size = s.sizeThatFits(.unspecified)",
                says: "item \(index) is asked its ideal size, and answers \(describe(size))",
                variables: variables(index, size, state), item: index))
    }

    @inline(never)
    private func walkTest(_ subviews: Subviews, _ index: Int, _ size: Size, _ state: HelperState) {
        let breaks = subviews.mustStartNewRow(index)
        let wraps = state.x + size.width > state.maxWidth || breaks
        subviews.walk(
            WalkStep(
                function: Self.helper, code: "if x + size.width > maxWidth, x > 0 {",
                says: wraps && state.x > 0
                    ? "it does not fit after x: a new row"
                    : wraps ? "it does not fit, but it is first in its row: it stays" : "it fits: same row",
                variables: variables(index, size, state),
                decision: "x + size.width > maxWidth: "
                    + WalkText.compare(
                        "\(WalkText.number(state.x)) + \(WalkText.number(size.width))", ">", state.maxWidth,
                        state.x + size.width > state.maxWidth)
                    + (breaks ? " (item \(index) starts a new line: the lab's line break)" : "")
                    // `if a, b`: Swift tests b only when a holds, and the walk says what ran.
                    + (wraps ? ", x > 0: \(WalkText.compare(WalkText.number(state.x), ">", 0, state.x > 0))" : ""),
                item: index, condition: wraps && state.x > 0))
    }

    @inline(never)
    private func walkNewRow(
        _ subviews: Subviews, _ index: Int, _ size: Size, _ row: Int, _ state: HelperState, before: HelperState
    ) {
        subviews.walk(
            WalkStep(
                function: Self.helper, code: "x = 0",
                says: "row \(row) starts: x back to 0; then y += rowHeight + spacing"
                    + " (\(WalkText.number(before.y)) + \(WalkText.number(before.rowHeight)) + \(WalkText.number(verticalSpacing))"
                    + " = \(WalkText.number(state.y))) and rowHeight = 0",
                variables: variables(index, size, state), item: index))
    }

    @inline(never)
    private func walkSpot(_ subviews: Subviews, _ index: Int, _ size: Size, _ row: Int, _ state: HelperState) {
        subviews.walk(
            WalkStep(
                function: Self.helper,
                code: "placements.append(Placement(index: i, point: CGPoint(x: x, y: y), size: size))",
                says: "item \(index)'s spot: (\(WalkText.number(state.x)), \(WalkText.number(state.y))) in row \(row)",
                variables: variables(index, size, state), item: index,
                spot: Rect(origin: Point(x: state.x, y: state.y), size: size)))
    }

    @inline(never)
    private func walkAdvance(_ subviews: Subviews, _ index: Int, _ size: Size, _ state: HelperState) {
        subviews.walk(
            WalkStep(
                function: Self.helper, code: "x += size.width + spacing",
                says: "x moves past item \(index) and the spacing; the row is as tall as its tallest so far",
                variables: variables(index, size, state), item: index))
    }

    /// The listing's helper, which the probes of `layout` name.
    static let helper = "layout(_"

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Void) -> Size {
        let maxWidth = proposal.width ?? .infinity
        subviews.walk(
            WalkStep(
                function: "sizeThatFits", code: "let r = layout(subviews, maxWidth: proposal.width ?? .infinity)",
                says: "the rows are worked out for the proposed width (∞ when there is none)",
                variables: [WalkVariable("proposal", proposal.description), WalkVariable("maxWidth", maxWidth)]))
        guard reportsWidest else {
            let size = Size(width: proposal.width ?? 0, height: layout(subviews, maxWidth: maxWidth) { _ in })
            subviews.walk(
                WalkStep(
                    function: "sizeThatFits", code: "return CGSize(width: proposal.width ?? 0, height: r.height)",
                    says: "it answers \(describe(size)): the proposed width (0 when there is none), not the widest row",
                    variables: [WalkVariable("proposal", proposal.description)]))
            return size
        }
        // The section's `placements.map { $0.point.x + $0.size.width }.max() ?? 0`.
        var widest: Double?
        let height = layout(subviews, maxWidth: maxWidth) { placement in
            let trailing = placement.point.x + placement.size.width
            if widest.map({ $0 < trailing }) ?? true { widest = trailing }
        }
        let size = Size(width: maxWidth == .infinity ? widest ?? 0 : maxWidth, height: height)
        subviews.walk(
            WalkStep(
                function: "sizeThatFits", code: "return CGSize(width: width, height: r.height)",
                says: "report-widest: it answers \(describe(size)), the widest row when no width is offered",
                variables: [WalkVariable("proposal", proposal.description)]))
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Void) {
        guard subviews.isWalked else {
            _ = layout(subviews, maxWidth: bounds.width) { placement in
                place(placement, in: bounds, subviews)
            }
            return
        }
        // Walked, the placements are collected and then placed, as the listing does it.
        subviews.walk(
            WalkStep(
                function: "placeSubviews", code: "let r = layout(subviews, maxWidth: bounds.width)",
                says: "the rows are worked out again, for the width of the bounds",
                variables: [WalkVariable("bounds", describe(bounds)), WalkVariable("maxWidth", bounds.width)]))
        var placements: [FlowPlacement] = []
        _ = layout(subviews, maxWidth: bounds.width) { placements.append($0) }
        for placement in placements {
            let at = Point(x: bounds.minX + placement.point.x, y: bounds.minY + placement.point.y)
            subviews.walk(
                WalkStep(
                    function: "placeSubviews", code: "subviews[p.index].place(",
                    says:
                        "item \(placement.index) is placed at (\(WalkText.number(at.x)), \(WalkText.number(at.y))): its spot moved by the bounds' origin",
                    variables: [
                        WalkVariable("p.index", placement.index),
                        WalkVariable(
                            "p.point",
                            "(\(WalkText.number(placement.point.x)), \(WalkText.number(placement.point.y)))"),
                        WalkVariable("bounds", describe(bounds)),
                    ],
                    item: placement.index, spot: Rect(origin: at, size: placement.size)))
            place(placement, in: bounds, subviews)
        }
    }

    @inline(__always)
    private func place(_ placement: FlowPlacement, in bounds: Rect, _ subviews: Subviews) {
        subviews.place(
            placement.index, at: Point(x: bounds.minX + placement.point.x, y: bounds.minY + placement.point.y),
            anchor: .topLeading, proposal: ProposedSize(placement.size), row: placement.row)
    }
}
