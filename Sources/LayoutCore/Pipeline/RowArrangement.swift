/// A flow layout is a pipeline: measure the children → break them into rows → stack the rows
/// → place each child in its row. This type carries the result of the middle two phases; each
/// layout does its own measuring and its own placing around it.
public struct RowArrangement: Hashable, Sendable {
    /// One row: a run of consecutive children.
    public struct Row: Hashable, Sendable {
        /// The children on this row, in order.
        public var items: Range<Int>
        /// From the first child's leading edge to the last child's trailing edge.
        public var width: Double
        /// The tallest child's height.
        public var height: Double
        /// The top of the row.
        public var y: Double
        /// The tallest child: its spacing preferences decide system spacing between rows.
        var tallest: Int
    }

    public internal(set) var rows: [Row]
    /// Each child's size, as measured.
    public internal(set) var sizes: [Size]
    /// Each child's distance from the leading edge of its row.
    public internal(set) var xOffsets: [Double]

    /// The widest row, or 0 with no rows.
    public var widestRow: Double { rows.reduce(0) { max($0, $1.width) } }

    /// From the top of the first row to the bottom of the last, or 0 with no rows.
    public var height: Double { rows.last.map { $0.y + $0.height } ?? 0 }

    /// Breaks the measured children into rows no wider than `maxWidth` and stacks the rows.
    init(sizes: [Size], subviews: Subviews, maxWidth: Double, spacing: LayoutSpacing) {
        self.sizes = sizes
        self.rows = []
        self.xOffsets = []
        breakIntoRows(subviews: subviews, maxWidth: maxWidth, horizontal: spacing.horizontal)
        stackRows(subviews: subviews, vertical: spacing.vertical)
    }

    /// Each child's placement: its row's origin, its offset in the row, plus the corrections
    /// that the layout's alignment asks for.
    func placements(
        origin: Point,
        xCorrection: (Row) -> Double,
        yCorrection: (Row, Int) -> Double
    ) -> [Placement] {
        var result: [Placement] = []
        result.reserveCapacity(sizes.count)
        for (rowIndex, row) in rows.enumerated() {
            let rowX = origin.x + xCorrection(row)
            for index in row.items {
                let frame = Rect(
                    origin: Point(x: rowX + xOffsets[index], y: origin.y + row.y + yCorrection(row, index)),
                    size: sizes[index]
                )
                result.append(Placement(index: index, frame: frame, row: rowIndex))
            }
        }
        return result
    }
}

/// The size a flow reports: the offered width when there is one, otherwise its widest row
/// (article 000); and the height of its rows. Never infinite, never NaN.
func reportedSize(of arrangement: RowArrangement, proposal: ProposedSize) -> Size {
    Size(width: proposal.finiteWidth ?? arrangement.widestRow, height: arrangement.height)
}
