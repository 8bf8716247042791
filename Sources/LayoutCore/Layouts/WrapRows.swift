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
        let below =
            cache.minSize.width > (proposal.width ?? .infinity) && cache.minSize.height > (proposal.height ?? .infinity)
        subviews.walk(
            WalkStep(
                function: "arrangeRows(",
                code:
                    "if cache.minSize.width > proposal.width ?? .infinity, cache.minSize.height > proposal.height ?? .infinity {",
                says: below
                    ? "below the minimum size on both axes: no rows at all" : "not below the minimum on both axes",
                variables: [WalkVariable("minSize", cache.minSize), WalkVariable("proposal", proposal.description)],
                // `if a, b`: the height is tested only when the width is below the minimum.
                decision: WalkText.compare(
                    WalkText.number(cache.minSize.width), ">", proposal.width ?? .infinity,
                    cache.minSize.width > (proposal.width ?? .infinity))
                    + (cache.minSize.width > (proposal.width ?? .infinity)
                        ? ", "
                            + WalkText.compare(
                                WalkText.number(cache.minSize.height), ">", proposal.height ?? .infinity,
                                cache.minSize.height > (proposal.height ?? .infinity)) : ""),
                condition: below))
        if below {
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
                walkAsked(subviews, proposal, cached.key.sizes, kept: true)
                return cached.rows
            }
            sizes = changed
        } else {
            sizes = subviews.sizesThatFit(proposal)
        }
        subviews.trace(.cacheMiss)
        walkAsked(subviews, proposal, sizes, kept: false)

        var result = WrapRows(rows: [], sizes: sizes, xOffsets: [])
        result.xOffsets.reserveCapacity(sizes.count)
        let maxWidth = proposal.width ?? .infinity
        var currentX = 0.0
        var rowStart = 0
        // Asked once: the probes below cost a test of this constant when nobody walks.
        let walked = subviews.isWalked
        for index in subviews.indices {
            var spacing = 0.0
            let rowIsEmpty = index == rowStart
            if !rowIsEmpty {
                spacing = horizontalSpacing(subviews, index - 1, index)
            }
            let size = sizes[index]
            // What the probes need from before the test changes it (copies: no cost to speak of).
            let before = (x: currentX, spacing: spacing, rowStart: rowStart)
            // The lab's line breaks take the same branch as a child that does not fit.
            if currentX + size.width + spacing > maxWidth || subviews.mustStartNewRow(index), !rowIsEmpty {
                result.rows.append(WrapRows.Row(elements: rowStart..<index, width: currentX))
                rowStart = index
                spacing = 0
                currentX = 0
            }
            result.xOffsets.append(currentX + spacing)
            // One test per child when nobody walks; the steps of this turn come out together.
            if walked {
                walkTurn(
                    subviews, RowsState(index, size, before.spacing, before.x, before.rowStart, maxWidth),
                    newRow: rowStart == index && !rowIsEmpty ? result.rows.count - 1 : nil, offset: currentX + spacing)
            }
            currentX += size.width + spacing
        }
        result.rows.append(WrapRows.Row(elements: rowStart..<subviews.count, width: currentX))
        if walked {
            subviews.walk(
                WalkStep(
                    function: "arrangeRows(", code: "rows.append(currentRow)",
                    says: "the last row ends \(WalkText.number(currentX)) wide",
                    variables: [WalkVariable("currentX", currentX), WalkVariable("rows.count", result.rows.count)],
                    occurrence: 1))
        }

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
                let (y, spacing) = (currentY, spacing)
                if walked {
                    walkVerticalSpacing(
                        subviews, rowIndex, (previousMaxHeightIndex, maxHeightIndex), spacing: spacing, currentY: y)
                }
            }
            result.rows[rowIndex].yOffset = currentY + spacing
            if walked {
                let (y, spacing) = (currentY, spacing)
                subviews.walk(
                    WalkStep(
                        function: "arrangeRows(", code: "rows[index].yOffset = currentY + spacing",
                        says:
                            "row \(rowIndex) starts at currentY + spacing = \(WalkText.number(y + spacing)); it is as tall as item \(maxHeightIndex), its tallest",
                        variables: [
                            WalkVariable("index", rowIndex), WalkVariable("maxHeightIndex", maxHeightIndex),
                            WalkVariable("spacing", spacing), WalkVariable("currentY", y),
                            WalkVariable("rows[index].yOffset", y + spacing), WalkVariable("size", size),
                        ]))
            }
            currentY += size.height + spacing
            result.rows[rowIndex].height = size.height
            previousMaxHeightIndex = maxHeightIndex
        }

        // The article traps before it stores the rows: nothing is cached, so every later call
        // meets the empty row (and its note) again, as every later call would trap.
        if !articleTrapped {
            cache.rows = (RowsKey(proposal: key, sizes: sizes), result)
            let y = currentY
            if walked {
                subviews.walk(
                    WalkStep(
                        function: "arrangeRows(", code: "cache.rows = (hash, rows)",
                        says: "the rows are kept in the cache, keyed on the proposal and every item's size",
                        variables: [WalkVariable("rows.count", result.rows.count), WalkVariable("currentY", y)]))
            }
        }
        return result
    }

    /// The probes of the asking and of the cache's key: every child asked, then the rows kept
    /// if the answers and the proposal are those they were made for.
    private func walkAsked(_ subviews: Subviews, _ proposal: ProposedSize, _ sizes: [Size], kept: Bool) {
        guard subviews.isWalked else { return }
        subviews.walk(
            WalkStep(
                function: "arrangeRows(", code: "let sizes = subviews.map { $0.sizeThatFits(proposal) }",
                says: "every item is offered the whole proposal: "
                    + sizes.enumerated().map { "\($0.offset): \(describe($0.element))" }.joined(separator: ", "),
                variables: [WalkVariable("proposal", proposal.description)]))
        subviews.walk(
            WalkStep(
                function: "arrangeRows(",
                code: "if let (oldHash, oldRows) = cache.rows, oldHash == hash {",
                says: kept
                    ? "the cache has rows for this proposal and these sizes: they are used as they are"
                    : "no rows in the cache for this proposal and these sizes: they are arranged",
                variables: [WalkVariable("proposal", proposal.description)],
                decision: "oldHash == hash → \(kept) (the proposal and every size as before)", condition: kept))
    }

    private func horizontalSpacing(_ subviews: Subviews, _ lhs: Int, _ rhs: Int) -> Double {
        if let horizontalSpacing { return horizontalSpacing }
        return subviews.spacing(lhs).distance(to: subviews.spacing(rhs), along: .horizontal)
    }

    /// The axis the vertical helper asks along: the article's `.horizontal`, or `.vertical`
    /// with `vertical-axis`.
    var verticalSpacingAxis: Axis { variants.contains(.verticalAxis) ? .vertical : .horizontal }

    /// The article asks along `.horizontal` here too — its slip; `vertical-axis` mends it.
    private func verticalSpacing(_ subviews: Subviews, _ lhs: Int, _ rhs: Int) -> Double {
        if let verticalSpacing { return verticalSpacing }
        return subviews.spacing(lhs).distance(to: subviews.spacing(rhs), along: verticalSpacingAxis)
    }

    /// The steps of the spacing between two rows: the call, and (with system spacing) the
    /// helper's line that asks along an axis — `.horizontal` in the article, `.vertical` with
    /// `vertical-axis`, as the listing then shows it.
    @inline(never)
    private func walkVerticalSpacing(
        _ subviews: Subviews, _ rowIndex: Int, _ tallest: (previous: Int, current: Int), spacing: Double,
        currentY: Double
    ) {
        let variables = [
            WalkVariable("index", rowIndex), WalkVariable("previousMaxHeightIndex", tallest.previous),
            WalkVariable("maxHeightIndex", tallest.current), WalkVariable("currentY", currentY),
        ]
        if verticalSpacing == nil {
            let axis = verticalSpacingAxis == .vertical ? ".vertical" : ".horizontal"
            subviews.walk(
                WalkStep(
                    function: "verticalSpacing(_",
                    code: "return lhs.spacing.distance(to: rhs.spacing, along: \(axis))",
                    says: verticalSpacingAxis == .vertical
                        ? "vertical-axis: the system spacing between the rows' tallest items, along .vertical: \(WalkText.number(spacing))"
                        : "the system spacing between the rows' tallest items, asked along .horizontal (the article's slip): \(WalkText.number(spacing))",
                    variables: [
                        WalkVariable("lhs", "item \(tallest.previous)"), WalkVariable("rhs", "item \(tallest.current)"),
                        WalkVariable("spacing", spacing),
                    ]))
        }
        subviews.walk(
            WalkStep(
                function: "arrangeRows(",
                code: "spacing = verticalSpacing(subviews[previousMaxHeightIndex], subviews[maxHeightIndex])",
                says: verticalSpacing != nil
                    ? "the fixed vertical spacing: \(WalkText.number(spacing))"
                    : "the spacing between row \(rowIndex - 1) and row \(rowIndex): \(WalkText.number(spacing))",
                variables: variables + [WalkVariable("spacing", spacing)]))
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

    /// The first loop of `arrangeRows` at one moment, for its probes.
    struct RowsState {
        var index: Int
        var size: Size
        var spacing: Double
        var currentX: Double
        var rowStart: Int
        var maxWidth: Double

        init(_ index: Int, _ size: Size, _ spacing: Double, _ currentX: Double, _ rowStart: Int, _ maxWidth: Double) {
            (self.index, self.size, self.spacing, self.currentX, self.rowStart, self.maxWidth) =
                (index, size, spacing, currentX, rowStart, maxWidth)
        }

        var variables: [WalkVariable] {
            [
                WalkVariable("index", index), WalkVariable("size", size), WalkVariable("spacing", spacing),
                WalkVariable("currentX", currentX),
                WalkVariable("currentRow", index == rowStart ? "empty" : "items \(rowStart)…\(index - 1)"),
                WalkVariable("proposal.width", maxWidth),
            ]
        }
    }

    /// The steps of one turn of the loop: the spacing (not for the first of a row), the test,
    /// the row that ended (when one did), and the child's x offset.
    @inline(never)
    private func walkTurn(_ subviews: Subviews, _ state: RowsState, newRow: Int?, offset: Double) {
        let index = state.index
        if index != state.rowStart {
            subviews.walk(
                WalkStep(
                    function: "arrangeRows(",
                    code: "spacing = horizontalSpacing(subviews[previousIndex], subviews[index])",
                    says: horizontalSpacing == nil
                        ? "the system spacing between item \(index - 1) and item \(index): \(WalkText.number(state.spacing))"
                        : "the fixed horizontal spacing: \(WalkText.number(state.spacing))",
                    variables: state.variables, item: index))
        }
        let rowIsEmpty = index == state.rowStart
        let breaks = subviews.mustStartNewRow(index)
        let over = state.currentX + state.size.width + state.spacing > state.maxWidth
        let wraps = over || breaks
        subviews.walk(
            WalkStep(
                function: "arrangeRows(",
                code:
                    "if currentX + size.width + spacing > proposal.width ?? .infinity, !currentRow.elements.isEmpty {",
                says: wraps && !rowIsEmpty
                    ? "it does not fit: the row ends, a new one starts"
                    : wraps ? "it does not fit, but the row is empty: it stays" : "it fits in this row",
                variables: state.variables,
                decision: WalkText.compare(
                    "\(WalkText.number(state.currentX)) + \(WalkText.number(state.size.width)) + \(WalkText.number(state.spacing))",
                    ">", state.maxWidth, over)
                    + (breaks ? " (item \(index) starts a new line: the lab's line break)" : "")
                    // `if a, b`: Swift tests b only when a holds, and the walk says what ran.
                    + (wraps ? ", !currentRow.elements.isEmpty → \(!rowIsEmpty)" : ""),
                item: index, condition: wraps && !rowIsEmpty))
        var after = state
        if let newRow {
            subviews.walk(
                WalkStep(
                    function: "arrangeRows(", code: "rows.append(currentRow)",
                    says:
                        "row \(newRow) ends \(WalkText.number(state.currentX)) wide; currentX back to 0, no spacing before the first",
                    variables: state.variables, item: index))
            after = RowsState(index, state.size, 0, 0, index, state.maxWidth)
        }
        subviews.walk(
            WalkStep(
                function: "arrangeRows(", code: "currentRow.elements.append((index, size, currentX + spacing))",
                says: "item \(index) starts at currentX + spacing = \(WalkText.number(offset)) in its row",
                variables: after.variables, item: index))
    }
}
