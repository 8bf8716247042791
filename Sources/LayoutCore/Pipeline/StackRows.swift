extension RowArrangement {
    /// Phase 3: give each row its height (its tallest child) and its y, walking down by the
    /// previous row's height plus the vertical spacing. With system spacing the distance
    /// between two rows is the one between their tallest children (article 000); the article
    /// asks for it along the horizontal axis by mistake, and this asks along the vertical one.
    mutating func stackRows(subviews: Subviews, vertical: SpacingRule) {
        var y = 0.0
        var previousTallest: Int?
        for rowIndex in rows.indices {
            let items = rows[rowIndex].items
            var tallest = items.lowerBound
            for index in items where sizes[index].height > sizes[tallest].height {
                tallest = index
            }
            if let previousTallest {
                y += vertical.distance(from: previousTallest, to: tallest, in: subviews, along: .vertical)
            }
            rows[rowIndex].tallest = tallest
            rows[rowIndex].height = sizes[tallest].height
            rows[rowIndex].y = y
            y += sizes[tallest].height
            previousTallest = tallest
        }
    }
}
