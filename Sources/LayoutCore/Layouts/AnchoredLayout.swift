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
        Cache(sizes: subviews.sizesThatFit(.unspecified))
    }

    /// The lab's: the placing walk's line test, counting from 0.
    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size {
        var totalWidth = 0.0
        var totalHeight = 0.0
        var lineWidth = 0.0
        var lineHeight = 0.0
        for (index, size) in cache.sizes.enumerated() {
            if lineWidth + size.width > (proposal.width ?? 0) || subviews.mustStartNewRow(index) {
                totalHeight += lineHeight
                lineWidth = size.width
                lineHeight = size.height
            } else {
                lineWidth += size.width
                lineHeight = max(lineHeight, size.height)
            }
            totalWidth = max(totalWidth, lineWidth)
        }
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
        for index in subviews.indices {
            let size = cache.sizes[index]
            if lineX + size.width > (proposal.width ?? 0) || subviews.mustStartNewRow(index) {
                lineY += lineHeight
                lineHeight = 0
                lineX = bounds.minX
                // The first child "wraps" too when it is wider than the proposal: 001 has no
                // guard, but moving down by a line height of 0 leaves no empty line behind.
                if index > 0 { line += 1 }
            }
            let anchor = subviews.anchor(index)
            let position = Point(x: lineX + size.width / 2, y: lineY + size.height / 2)
            lineHeight = max(lineHeight, size.height)
            lineX += size.width
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
            if lineX + sizes[index].width > (proposal.width ?? 0) || subviews.mustStartNewRow(index) {
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
            subviews.place(
                index, at: Point(x: cell.x, y: cell.y + subviews.anchor(index).y * free), anchor: .topLeading,
                proposal: ProposedSize(sizes[index]), row: cell.line)
        }
    }
}
