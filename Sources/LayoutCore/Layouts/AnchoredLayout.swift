/// `anchored` — article 001's `FlowLayout`, where each child carries its own anchor (a
/// `LayoutValueKey`, `UnitPointKey`, default `.center`).
///
/// `placeSubviews` is the article's: walk the children with `lineX`, `lineY` and `lineHeight`;
/// start a new line when `lineX + width > (proposal.width ?? 0)` — no spacing, no guard for
/// the first child of a line, and `lineX` counted from `bounds.minX` but compared with the
/// proposal's width; then put the child's anchor point at the centre of a cell exactly its own
/// size: `place(at: (lineX + w/2, lineY + h/2), anchor: anchor)`. So `.center` leaves a child
/// at its cell's top-leading corner, `.top` moves it down by half its height, `.trailing` left
/// by half its width.
///
/// The article shows neither `sizeThatFits` nor how `cache.sizes` is filled. Here (the lab's
/// choice) `makeCache` measures each child once with `.unspecified`, as the series' caching
/// post does, and `sizeThatFits` walks the same lines with the same test and answers the widest
/// line and the lines' heights added up.
///
/// The `row-anchors` variant aligns each child inside a cell as wide as itself and as tall as
/// its line instead.
public struct AnchoredLayout: Layout {
    public var rowAnchors: Bool

    public init(rowAnchors: Bool = false) {
        self.rowAnchors = rowAnchors
    }

    init(_ configuration: LayoutConfiguration) {
        self.init(rowAnchors: configuration.variants.contains(.rowAnchors))
    }

    public struct Cache: Sendable {
        var sizes: [Size]
    }

    public func makeCache(subviews: Subviews) -> Cache {
        let cache = Cache(sizes: subviews.sizesThatFit(.unspecified))
        subviews.walk(
            WalkStep(
                function: "makeCache", code: "Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })",
                says: "each item is measured once, at its ideal size: "
                    + cache.sizes.enumerated().map { "\($0.offset): \(describe($0.element))" }.joined(separator: ", ")))
        return cache
    }

    /// The lab's: the placing walk's line test, counting from 0.
    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size {
        var totalWidth = 0.0
        var totalHeight = 0.0
        var lineWidth = 0.0
        var lineHeight = 0.0
        let walked = subviews.isWalked
        for (index, size) in cache.sizes.enumerated() {
            let breaks = subviews.mustStartNewRow(index)
            let wraps = lineWidth + size.width > (proposal.width ?? 0) || breaks
            if walked {
                let (lineWidth, lineHeight, totalWidth, totalHeight) = (lineWidth, lineHeight, totalWidth, totalHeight)
                subviews.walk(
                    WalkStep(
                        function: "sizeThatFits", code: "if lineWidth + size.width > proposal.width ?? 0 {",
                        says: wraps ? "item \(index) starts a new line" : "item \(index) goes on this line",
                        variables: [
                            WalkVariable("size", size), WalkVariable("lineWidth", lineWidth),
                            WalkVariable("lineHeight", lineHeight), WalkVariable("totalWidth", totalWidth),
                            WalkVariable("totalHeight", totalHeight),
                        ],
                        decision: WalkText.compare(
                            "\(WalkText.number(lineWidth)) + \(WalkText.number(size.width))", ">", proposal.width ?? 0,
                            lineWidth + size.width > (proposal.width ?? 0))
                            + (proposal.width == nil ? " (no width offered: ?? 0)" : "")
                            + (breaks ? " (item \(index) starts a new line: the lab's line break)" : ""),
                        item: index))
            }
            if wraps {
                totalHeight += lineHeight
                lineWidth = size.width
                lineHeight = size.height
            } else {
                lineWidth += size.width
                lineHeight = max(lineHeight, size.height)
            }
            totalWidth = max(totalWidth, lineWidth)
        }
        subviews.walk(
            WalkStep(
                function: "sizeThatFits", code: "return CGSize(width: totalWidth, height: totalHeight + lineHeight)",
                says: "it answers the widest line and the lines' heights added up",
                variables: [
                    WalkVariable("totalWidth", totalWidth), WalkVariable("totalHeight", totalHeight),
                    WalkVariable("lineHeight", lineHeight),
                ]))
        return Size(width: totalWidth, height: totalHeight + lineHeight)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache) {
        if rowAnchors {
            placeInRows(in: bounds, proposal: proposal, subviews: subviews, sizes: cache.sizes)
            return
        }
        // 001's loop, statement by statement.
        var lineX = bounds.minX
        var lineY = bounds.minY
        var lineHeight = 0.0
        var line = 0
        // Asked once: the probes below cost a test of this constant when nobody walks.
        let walked = subviews.isWalked
        for index in subviews.indices {
            let size = cache.sizes[index]
            let wraps = lineX + size.width > (proposal.width ?? 0) || subviews.mustStartNewRow(index)
            if walked { walkLine(subviews, .test, LineState(index, size, lineX, lineY, lineHeight), proposal, bounds) }
            if wraps {
                lineY += lineHeight
                lineHeight = 0
                lineX = bounds.minX
                // The first child "wraps" too when it is wider than the proposal: 001 has no
                // guard, but moving down by a line height of 0 leaves no empty line behind.
                if index > 0 { line += 1 }
                if walked {
                    walkLine(subviews, .newLine, LineState(index, size, lineX, lineY, lineHeight), proposal, bounds)
                }
            }
            let anchor = subviews.anchor(index)
            let position = Point(x: lineX + size.width / 2, y: lineY + size.height / 2)
            if walked {
                walkLine(
                    subviews, .position(position), LineState(index, size, lineX, lineY, lineHeight), proposal, bounds)
            }
            lineHeight = max(lineHeight, size.height)
            lineX += size.width
            if walked {
                walkLine(
                    subviews, .place(position, anchor), LineState(index, size, lineX, lineY, lineHeight), proposal,
                    bounds)
            }
            subviews.place(index, at: position, anchor: anchor, proposal: ProposedSize(size), row: line)
        }
    }

    /// The `row-anchors` variant: the same lines, then each child's top-leading corner at its
    /// cell, moved down by its anchor's share of the line's free height (a cell as wide as the
    /// child has no free width).
    private func placeInRows(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, sizes: [Size]) {
        var cells: [(x: Double, y: Double, line: Int)] = []
        cells.reserveCapacity(sizes.count)
        var heights: [Double] = []
        var lineX = bounds.minX
        var lineY = bounds.minY
        var lineHeight = 0.0
        for index in subviews.indices {
            let wraps = lineX + sizes[index].width > (proposal.width ?? 0) || subviews.mustStartNewRow(index)
            subviews.walk(
                WalkStep(
                    function: "placeSubviews", code: "if lineX + cache.sizes[index].width > (proposal.width ?? 0) {",
                    says: "row-anchors: the same lines first, each item's cell noted; "
                        + (wraps ? "a new line" : "this line"),
                    variables: [
                        WalkVariable("index", index), WalkVariable("cache.sizes[index]", sizes[index]),
                        WalkVariable("lineX", lineX),
                        WalkVariable("lineY", lineY), WalkVariable("lineHeight", lineHeight),
                    ],
                    decision: WalkText.compare(
                        "\(WalkText.number(lineX)) + \(WalkText.number(sizes[index].width))", ">", proposal.width ?? 0,
                        lineX + sizes[index].width > (proposal.width ?? 0)),
                    item: index))
            if wraps {
                lineY += lineHeight
                lineHeight = 0
                lineX = bounds.minX
                if index > 0 { heights.append(0) }
            }
            if heights.isEmpty { heights.append(0) }
            cells.append((lineX, lineY, heights.count - 1))
            lineHeight = max(lineHeight, sizes[index].height)
            heights[heights.count - 1] = lineHeight
            lineX += sizes[index].width
        }
        for (index, cell) in cells.enumerated() {
            let free = heights[cell.line] - sizes[index].height
            let at = Point(x: cell.x, y: cell.y + subviews.anchor(index).y * free)
            subviews.walk(
                WalkStep(
                    function: "placeSubviews",
                    code:
                        "subviews[index].place(at: point, anchor: .topLeading, proposal: ProposedViewSize(cache.sizes[index]))",
                    says:
                        "row-anchors: item \(index)'s top-leading corner at its cell, down by its anchor's share of the line's free height",
                    variables: [
                        WalkVariable("index", index), WalkVariable("line", cell.line),
                        WalkVariable("free", free), WalkVariable("anchor", subviews.anchor(index).code),
                    ],
                    item: index, spot: Rect(origin: at, size: sizes[index])))
            subviews.place(
                index, at: Point(x: cell.x, y: cell.y + subviews.anchor(index).y * free), anchor: .topLeading,
                proposal: ProposedSize(sizes[index]), row: cell.line)
        }
    }

    /// 001's loop at one moment, for its probes.
    struct LineState {
        var index: Int
        var size: Size
        var lineX: Double
        var lineY: Double
        var lineHeight: Double

        init(_ index: Int, _ size: Size, _ lineX: Double, _ lineY: Double, _ lineHeight: Double) {
            (self.index, self.size, self.lineX, self.lineY, self.lineHeight) = (index, size, lineX, lineY, lineHeight)
        }

        var variables: [WalkVariable] {
            [
                WalkVariable("index", index), WalkVariable("cache.sizes[index]", size), WalkVariable("lineX", lineX),
                WalkVariable("lineY", lineY), WalkVariable("lineHeight", lineHeight),
            ]
        }
    }

    /// The statements of 001's loop a walk stops at.
    enum LineProbe {
        case test, newLine
        case position(Point)
        case place(Point, UnitPoint)
    }

    @inline(never)
    private func walkLine(
        _ subviews: Subviews, _ probe: LineProbe, _ state: LineState, _ proposal: ProposedSize, _ bounds: Rect
    ) {
        let index = state.index
        let size = state.size
        switch probe {
        case .test:
            let over = state.lineX + size.width > (proposal.width ?? 0)
            let breaks = subviews.mustStartNewRow(index)
            subviews.walk(
                WalkStep(
                    function: "placeSubviews", code: "if lineX + cache.sizes[index].width > (proposal.width ?? 0) {",
                    says: over || breaks
                        ? (index == 0
                            ? "even the first item \"wraps\": there is no guard for the first of a line"
                            : "it does not fit: down to a new line")
                        : "it fits on this line",
                    variables: state.variables,
                    decision: WalkText.compare(
                        "\(WalkText.number(state.lineX)) + \(WalkText.number(size.width))", ">", proposal.width ?? 0,
                        over)
                        + (proposal.width == nil ? " (no width offered: ?? 0)" : "")
                        + (bounds.minX != 0 ? " (lineX counts from bounds.minX = \(WalkText.number(bounds.minX)))" : "")
                        + (breaks ? " (item \(index) starts a new line: the lab's line break)" : ""),
                    item: index, condition: over || breaks))
        case .newLine:
            subviews.walk(
                WalkStep(
                    function: "placeSubviews", code: "lineY += lineHeight",
                    says: "lineY down by the line's height; lineX back to bounds.minX", variables: state.variables,
                    item: index))
        case .position(let position):
            subviews.walk(
                WalkStep(
                    function: "placeSubviews",
                    code: "let position = CGPoint(",
                    says: "the middle of a cell exactly its own size",
                    variables: state.variables + [
                        WalkVariable("position", "(\(WalkText.number(position.x)), \(WalkText.number(position.y)))")
                    ],
                    item: index))
        case .place(let position, let anchor):
            subviews.walk(
                WalkStep(
                    function: "placeSubviews",
                    code:
                        "subviews[index].place(at: position, anchor: anchor, proposal: ProposedViewSize(cache.sizes[index]))",
                    says:
                        "item \(index)'s \(anchor.code) point goes at the position: .center leaves it at its cell's corner, others move it by half its size",
                    variables: state.variables + [
                        WalkVariable("position", "(\(WalkText.number(position.x)), \(WalkText.number(position.y)))"),
                        WalkVariable("anchor", anchor.code),
                    ],
                    item: index, spot: Rect(origin: anchor.origin(placing: size, at: position), size: size)))
        }
    }
}
