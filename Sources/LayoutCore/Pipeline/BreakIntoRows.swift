extension RowArrangement {
    /// Phase 2: walk the children, advancing x by each child's width and the spacing before
    /// it, and start a new row when the next child would cross `maxWidth` (article 000),
    /// when it asks to start one, or after a line break.
    ///
    /// Never before the first child of a row (the `x > 0` guard of article 004): a child wider
    /// than the row sits alone on its own row instead of leaving an empty one behind.
    mutating func breakIntoRows(subviews: Subviews, maxWidth: Double, horizontal: SpacingRule) {
        let count = sizes.count
        xOffsets = [Double](repeating: 0, count: count)
        // Rounding must not push a child that fits exactly (0.1 + 0.2 in 0.3) onto a new row.
        let limit = maxWidth + Self.tolerance(maxWidth)
        var rowStart = 0
        var x = 0.0  // the trailing edge of the row so far
        var breakPending = false

        func finishRow(at end: Int) {
            rows.append(Row(items: rowStart..<end, width: x, height: 0, y: 0, tallest: rowStart))
            rowStart = end
            x = 0
        }

        for index in 0..<count {
            let width = sizes[index].width
            if index > rowStart {
                if breakPending || subviews.startsNewLine(index) {
                    finishRow(at: index)
                } else if subviews.isLineBreak(index) {
                    // A break joins the row it ends, at its trailing edge, with no spacing.
                    xOffsets[index] = x
                    breakPending = true
                    continue
                } else {
                    let spaced = x + horizontal.distance(from: index - 1, to: index, in: subviews, along: .horizontal)
                    if spaced + width > limit {
                        finishRow(at: index)
                    } else {
                        x = spaced
                    }
                }
            }
            xOffsets[index] = x
            x += width
            breakPending = subviews.isLineBreak(index)
        }
        if count > rowStart {
            finishRow(at: count)
        }
    }

    static func tolerance(_ length: Double) -> Double {
        length.isFinite ? 1e-9 * max(1, length) : 0
    }
}
