/// Article 000's `WrappingHStack`, written down statement by statement as the article and the
/// package it links to write it, with the shim's names. For the tests only: the engine's
/// `WrapLayout` must agree with it wherever it is defined.
struct Article000WrappingHStack {
    typealias CGFloat = Shim.CGFloat
    typealias CGSize = Shim.CGSize
    typealias CGPoint = Shim.CGPoint
    typealias CGRect = Shim.CGRect
    typealias ProposedViewSize = Shim.ProposedViewSize
    typealias UnitPoint = Shim.UnitPoint
    typealias Subviews = Shim.Subviews
    typealias LayoutSubview = Shim.LayoutSubview
    typealias LayoutProperties = Shim.LayoutProperties

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// SwiftUI's `Alignment`, by the names the lab uses.
    var alignment: String
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?

    struct Cache {
        var minSize: CGSize
        var rows: (Int, [Row])?
    }

    struct Row {
        var elements: [(index: Int, size: CGSize, xOffset: CGFloat)] = []
        var yOffset: CGFloat = .zero
        var width: CGFloat = .zero
        var height: CGFloat = .zero
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(minSize: minSize(subviews: subviews))
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.minSize = minSize(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)
        if rows.isEmpty { return cache.minSize }
        let width = proposal.width ?? rows.map { $0.width }.reduce(.zero) { max($0, $1) }
        var height: CGFloat = .zero
        if let lastRow = rows.last {
            height = lastRow.yOffset + lastRow.height
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)
        let anchor = Self.unitPoint(alignment)
        for row in rows {
            for element in row.elements {
                let x: CGFloat = element.xOffset + anchor.x * (bounds.width - row.width)
                let y: CGFloat = row.yOffset + anchor.y * (row.height - element.size.height)
                let point = CGPoint(x: x + bounds.minX, y: y + bounds.minY)
                subviews[element.index].place(at: point, anchor: .topLeading, proposal: proposal)
            }
        }
    }

    private func arrangeRows(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> [Row] {
        if cache.minSize.width > proposal.width ?? .infinity,
            cache.minSize.height > proposal.height ?? .infinity
        {
            return []
        }
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let hash = computeHash(proposal: proposal, sizes: sizes)
        if let (oldHash, oldRows) = cache.rows, oldHash == hash {
            return oldRows
        }
        var currentX = CGFloat.zero
        var currentRow = Row()
        var rows = [Row]()
        for index in subviews.indices {
            var spacing = CGFloat.zero
            if let previousIndex = currentRow.elements.last?.index {
                spacing = horizontalSpacing(subviews[previousIndex], subviews[index])
            }
            let size = sizes[index]
            if currentX + size.width + spacing > proposal.width ?? .infinity, !currentRow.elements.isEmpty {
                currentRow.width = currentX
                rows.append(currentRow)
                currentRow = Row()
                spacing = .zero
                currentX = .zero
            }
            currentRow.elements.append((index, sizes[index], currentX + spacing))
            currentX += size.width + spacing
        }
        currentRow.width = currentX
        rows.append(currentRow)

        var currentY = CGFloat.zero
        var previousMaxHeightIndex: Int?
        for index in rows.indices {
            // Traps with no children: the one row is empty. The tests never go there.
            let maxHeightIndex = rows[index].elements.max { $0.size.height < $1.size.height }!.index
            let size = sizes[maxHeightIndex]
            var spacing = CGFloat.zero
            if let previousMaxHeightIndex {
                spacing = verticalSpacing(subviews[previousMaxHeightIndex], subviews[maxHeightIndex])
            }
            rows[index].yOffset = currentY + spacing
            currentY += size.height + spacing
            rows[index].height = size.height
            previousMaxHeightIndex = maxHeightIndex
        }
        cache.rows = (hash, rows)
        return rows
    }

    private func computeHash(proposal: ProposedViewSize, sizes: [CGSize]) -> Int {
        let proposal = proposal.replacingUnspecifiedDimensions(by: CGSize(width: .infinity, height: .infinity))
        var hasher = Hasher()
        for size in [proposal] + sizes {
            hasher.combine(size.width)
            hasher.combine(size.height)
        }
        return hasher.finalize()
    }

    private func minSize(subviews: Subviews) -> CGSize {
        subviews
            .map { $0.sizeThatFits(.zero) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func horizontalSpacing(_ lhs: LayoutSubview, _ rhs: LayoutSubview) -> CGFloat {
        if let horizontalSpacing { return horizontalSpacing }
        return lhs.spacing.distance(to: rhs.spacing, along: .horizontal)
    }

    private func verticalSpacing(_ lhs: LayoutSubview, _ rhs: LayoutSubview) -> CGFloat {
        if let verticalSpacing { return verticalSpacing }
        return lhs.spacing.distance(to: rhs.spacing, along: .horizontal)
    }

    static func unitPoint(_ alignment: String) -> UnitPoint {
        switch alignment {
        case "leading": .leading
        case "topLeading": .topLeading
        case "top": .top
        case "topTrailing": .topTrailing
        case "trailing": .trailing
        case "bottomTrailing": .bottomTrailing
        case "bottom": .bottom
        case "bottomLeading": .bottomLeading
        default: .center
        }
    }
}
