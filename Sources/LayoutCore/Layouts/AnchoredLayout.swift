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
        let lines = walkLines(bounds: bounds, proposal: proposal, subviews: subviews, sizes: cache.sizes)
        for (index, cell) in lines.cells.enumerated() {
            let size = cache.sizes[index]
            let anchor = subviews.anchor(index)
            if rowAnchors {
                // The variant: top-leading corner at the cell, moved down by the anchor's share of
                // the line's free height (a cell as wide as the child has no free width).
                let free = lines.heights[cell.line] - size.height
                subviews.place(
                    index, at: Point(x: cell.x, y: cell.y + anchor.y * free), anchor: .topLeading,
                    proposal: ProposedSize(size), row: cell.line)
            } else {
                let position = Point(x: cell.x + size.width / 2, y: cell.y + size.height / 2)
                subviews.place(index, at: position, anchor: anchor, proposal: ProposedSize(size), row: cell.line)
            }
        }
    }

    /// The article's loop: where each child's cell starts, and how tall each line ends up.
    private func walkLines(bounds: Rect, proposal: ProposedSize, subviews: Subviews, sizes: [Size])
        -> (cells: [(x: Double, y: Double, line: Int)], heights: [Double])
    {
        var cells: [(x: Double, y: Double, line: Int)] = []
        cells.reserveCapacity(sizes.count)
        var heights: [Double] = []
        var lineX = bounds.minX
        var lineY = bounds.minY
        var lineHeight = 0.0
        var line = 0
        for index in subviews.indices {
            if lineX + sizes[index].width > (proposal.width ?? 0) || subviews.mustStartNewRow(index) {
                lineY += lineHeight
                lineHeight = 0
                lineX = bounds.minX
                // The first child "wraps" too when it is wider than the proposal: 001 has no
                // guard, but moving down by a line height of 0 leaves no empty line behind.
                if index > 0 { line += 1 }
            }
            cells.append((lineX, lineY, line))
            lineHeight = max(lineHeight, sizes[index].height)
            if line == heights.count { heights.append(lineHeight) } else { heights[line] = lineHeight }
            lineX += sizes[index].width
        }
        return (cells, heights)
    }
}
