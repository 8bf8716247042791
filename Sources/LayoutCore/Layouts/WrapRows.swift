/// The rows of article 000's `arrangeRows`. Each row's elements are consecutive children, so a
/// row keeps a range of indices, and each child's size and x offset live in two arrays beside
/// the rows (the article keeps `(index, size, xOffset)` tuples per row: the same numbers).
public struct WrapRows: Sendable {
    public struct Row: Sendable {
        public var elements: Range<Int>
        public var yOffset = 0.0
        /// The trailing edge of the last element: the row's `currentX` when it ended.
        public var width = 0.0
        public var height = 0.0
    }

    public internal(set) var rows: [Row] = []
    public internal(set) var sizes: [Size] = []
    public internal(set) var xOffsets: [Double] = []
}

extension WrapLayout {
    /// `arrangeRows(proposal:subviews:cache:)`, step by step as the article writes it.
    func arrangeRows(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> WrapRows {
        // Below the minimum size on both axes: no rows at all.
        if cache.minSize.width > (proposal.width ?? .infinity), cache.minSize.height > (proposal.height ?? .infinity) {
            subviews.trace(.belowMinimum(cache.minSize))
            return WrapRows()
        }

        // Every child is asked for its size for the whole proposal; the answers and the proposal
        // make the cache key. (Compared with the cached answers as they come, to spare an array.)
        let key = proposal.replacingUnspecifiedDimensions(by: Size(width: .infinity, height: .infinity))
        let sizes: [Size]
        if let cached = cache.rows, cached.key.proposal == key {
            guard let changed = askAll(subviews, proposal, unlessEqualTo: cached.key.sizes) else {
                subviews.trace(.cacheHit)
                return cached.rows
            }
            sizes = changed
        } else {
            sizes = subviews.sizesThatFit(proposal)
        }
        subviews.trace(.cacheMiss)

        var result = WrapRows(rows: [], sizes: sizes, xOffsets: [])
        result.xOffsets.reserveCapacity(sizes.count)
        let maxWidth = proposal.width ?? .infinity
        var currentX = 0.0
        var rowStart = 0
        for index in subviews.indices {
            var spacing = 0.0
            let rowIsEmpty = index == rowStart
            if !rowIsEmpty {
                spacing = horizontalSpacing(subviews, index - 1, index)
            }
            let size = sizes[index]
            // The lab's line breaks take the same branch as a child that does not fit.
            if currentX + size.width + spacing > maxWidth || subviews.mustStartNewRow(index), !rowIsEmpty {
                result.rows.append(WrapRows.Row(elements: rowStart..<index, width: currentX))
                rowStart = index
                spacing = 0
                currentX = 0
            }
            result.xOffsets.append(currentX + spacing)
            currentX += size.width + spacing
        }
        result.rows.append(WrapRows.Row(elements: rowStart..<subviews.count, width: currentX))

        var currentY = 0.0
        var previousMaxHeightIndex: Int?
        var articleTrapped = false
        for rowIndex in result.rows.indices {
            let elements = result.rows[rowIndex].elements
            guard var maxHeightIndex = elements.first else {
                // No children: the one row appended above is empty.
                articleTrapped = true
                subviews.note(
                    .articleTraps(
                        "with no children, 000's arrangeRows force-unwraps the tallest element of an empty row"))
                continue
            }
            // `max { $0.size.height < $1.size.height }`: the first of the tallest.
            for index in elements where sizes[maxHeightIndex].height < sizes[index].height {
                maxHeightIndex = index
            }
            let size = sizes[maxHeightIndex]
            var spacing = 0.0
            if let previousMaxHeightIndex {
                spacing = verticalSpacing(subviews, previousMaxHeightIndex, maxHeightIndex)
            }
            result.rows[rowIndex].yOffset = currentY + spacing
            currentY += size.height + spacing
            result.rows[rowIndex].height = size.height
            previousMaxHeightIndex = maxHeightIndex
        }

        // The article traps before it stores the rows: nothing is cached, so every later call
        // meets the empty row (and its note) again, as every later call would trap.
        if !articleTrapped { cache.rows = (RowsKey(proposal: key, sizes: sizes), result) }
        return result
    }

    private func horizontalSpacing(_ subviews: Subviews, _ lhs: Int, _ rhs: Int) -> Double {
        if let horizontalSpacing { return horizontalSpacing }
        return subviews.spacing(lhs).distance(to: subviews.spacing(rhs), along: .horizontal)
    }

    /// The article asks along `.horizontal` here too — its slip; `vertical-axis` mends it.
    private func verticalSpacing(_ subviews: Subviews, _ lhs: Int, _ rhs: Int) -> Double {
        if let verticalSpacing { return verticalSpacing }
        let axis: Axis = variants.contains(.verticalAxis) ? .vertical : .horizontal
        return subviews.spacing(lhs).distance(to: subviews.spacing(rhs), along: axis)
    }

    /// Asks every child, in order; `nil` when every answer equals `known`, and all the answers
    /// otherwise.
    private func askAll(_ subviews: Subviews, _ proposal: ProposedSize, unlessEqualTo known: [Size]) -> [Size]? {
        guard known.count == subviews.count else { return subviews.sizesThatFit(proposal) }
        for index in subviews.indices {
            let answer = subviews.sizeThatFits(index, proposal)
            if answer != known[index] {
                var sizes = Array(known[..<index])
                sizes.reserveCapacity(known.count)
                sizes.append(answer)
                for rest in (index + 1)..<subviews.count {
                    sizes.append(subviews.sizeThatFits(rest, proposal))
                }
                return sizes
            }
        }
        return nil
    }
}
