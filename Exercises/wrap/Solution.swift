// layoutlab exercise: wrap
//
// The reference solution: article 000's WrappingHStack, as `source` shows it under
// `layout wrap`, with the names the article and its package use. Two things are the lab's: the
// cache keeps the proposal and the sizes themselves where the article keeps their Hasher
// value (the same answers, with no hash to collide), and an empty row is skipped where the
// article force-unwraps (it traps with no subviews). Left out: the article's
// `layoutProperties` (stackOrientation .horizontal), which the kit has no type for; the lab's
// spacers always stretch across, as that property makes them do in SwiftUI.
import SwiftUI

struct WrappingHStack: Layout {
    var alignment: Alignment = .center
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?

    struct Row {
        var elements: [(index: Int, size: CGSize, xOffset: CGFloat)] = []
        var yOffset: CGFloat = .zero
        var width: CGFloat = .zero
        var height: CGFloat = .zero
    }

    struct Cache {
        var minSize: CGSize
        var rows: ([CGSize], [Row])?
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
        var height = CGFloat.zero
        if let lastRow = rows.last { height = lastRow.yOffset + lastRow.height }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)
        let anchor = UnitPoint(alignment)
        for row in rows {
            let xCorrection = anchor.x * (bounds.width - row.width)
            for element in row.elements {
                let yCorrection = anchor.y * (row.height - element.size.height)
                let x = element.xOffset + xCorrection
                let y = row.yOffset + yCorrection
                let point = CGPoint(x: x + bounds.minX, y: y + bounds.minY)
                subviews[element.index].place(at: point, anchor: .topLeading, proposal: proposal)
            }
        }
    }

    func arrangeRows(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> [Row] {
        if cache.minSize.width > proposal.width ?? .infinity, cache.minSize.height > proposal.height ?? .infinity {
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
            currentRow.elements.append((index, size, currentX + spacing))
            currentX += size.width + spacing
        }
        currentRow.width = currentX
        rows.append(currentRow)

        var currentY = CGFloat.zero
        var previousMaxHeightIndex: Int?
        for index in rows.indices {
            // The article force-unwraps the tallest (`!`) and traps on the empty row of no
            // subviews; here that row is skipped.
            let tallest = rows[index].elements.max { $0.size.height < $1.size.height }
            guard let maxHeightIndex = tallest?.index else { continue }
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

    /// What the rows depend on: the proposal (unspecified as ∞) and every size. The article
    /// feeds them to a Hasher; the lab keeps them as they are.
    func computeHash(proposal: ProposedViewSize, sizes: [CGSize]) -> [CGSize] {
        [proposal.replacingUnspecifiedDimensions(by: CGSize(width: CGFloat.infinity, height: .infinity))] + sizes
    }

    func minSize(subviews: Subviews) -> CGSize {
        subviews
            .map { $0.sizeThatFits(.zero) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    func horizontalSpacing(_ lhs: LayoutSubview, _ rhs: LayoutSubview) -> CGFloat {
        if let horizontalSpacing { return horizontalSpacing }
        return lhs.spacing.distance(to: rhs.spacing, along: .horizontal)
    }

    func verticalSpacing(_ lhs: LayoutSubview, _ rhs: LayoutSubview) -> CGFloat {
        if let verticalSpacing { return verticalSpacing }
        // Along .horizontal, for the gap between rows: the article's slip, kept.
        return lhs.spacing.distance(to: rhs.spacing, along: .horizontal)
    }
}

extension UnitPoint {
    /// The article's switch: eight of the nine pairs by name; .center and every other
    /// alignment (the six text baselines) are .center.
    init(_ alignment: Alignment) {
        switch alignment {
        case .leading: self = .leading
        case .topLeading: self = .topLeading
        case .top: self = .top
        case .topTrailing: self = .topTrailing
        case .trailing: self = .trailing
        case .bottomTrailing: self = .bottomTrailing
        case .bottom: self = .bottom
        case .bottomLeading: self = .bottomLeading
        default: self = .center
        }
    }
}
