// layoutlab exercise: wrap
//
// The reference solution: article 000's WrappingHStack, as `source` shows it under
// `layout wrap`. Its cache keeps the minimum size and the last rows with the proposal and the
// sizes they were made for, as the article's does.
import SwiftUI

struct WrappingHStack: Layout {
    var alignment: Alignment = .center
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?

    struct Row {
        var indices: [Int] = []
        var yOffset: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    struct Rows {
        var rows: [Row] = []
        var sizes: [CGSize] = []
        var xOffsets: [CGFloat] = []
    }

    struct Cache {
        var minSize: CGSize
        var rows: (proposal: CGSize, sizes: [CGSize], rows: Rows)?
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(minSize: minSize(subviews))
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.minSize = minSize(subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let arranged = rows(proposal, subviews, &cache)
        if arranged.rows.isEmpty { return cache.minSize }
        let width = arranged.rows.map(\.width).reduce(0, max)
        let last = arranged.rows[arranged.rows.count - 1]
        return CGSize(width: width, height: last.yOffset + last.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let arranged = rows(proposal, subviews, &cache)
        let anchor = unitPoint(alignment)
        for row in arranged.rows {
            let xCorrection = anchor.x * (bounds.width - row.width)
            for index in row.indices {
                let size = arranged.sizes[index]
                let y = row.yOffset + anchor.y * (row.height - size.height)
                subviews[index].place(
                    at: CGPoint(x: arranged.xOffsets[index] + xCorrection + bounds.minX, y: y + bounds.minY),
                    anchor: .topLeading, proposal: proposal)
            }
        }
    }

    private func minSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.zero) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func rows(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Rows {
        if cache.minSize.width > proposal.width ?? .infinity, cache.minSize.height > proposal.height ?? .infinity {
            return Rows()
        }
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let key = proposal.replacingUnspecifiedDimensions(by: CGSize(width: CGFloat.infinity, height: .infinity))
        if let kept = cache.rows, kept.proposal == key, kept.sizes == sizes { return kept.rows }

        var result = Rows(rows: [], sizes: sizes, xOffsets: Array(repeating: 0, count: sizes.count))
        var row = Row()
        var x: CGFloat = 0
        for index in subviews.indices {
            var spacing: CGFloat = 0
            if let previous = row.indices.last {
                spacing =
                    horizontalSpacing
                    ?? subviews[previous].spacing.distance(
                        to: subviews[index].spacing, along: .horizontal)
            }
            if x + sizes[index].width + spacing > proposal.width ?? .infinity, !row.indices.isEmpty {
                row.width = x
                result.rows.append(row)
                row = Row()
                spacing = 0
                x = 0
            }
            row.indices.append(index)
            result.xOffsets[index] = x + spacing
            x += sizes[index].width + spacing
        }
        row.width = x
        result.rows.append(row)

        var y: CGFloat = 0
        var previousTallest: Int?
        for rowIndex in result.rows.indices {
            // The article force-unwraps here, and traps with no subviews; an empty row is skipped.
            guard var tallest = result.rows[rowIndex].indices.first else { continue }
            for index in result.rows[rowIndex].indices where sizes[tallest].height < sizes[index].height {
                tallest = index
            }
            var spacing: CGFloat = 0
            if let previousTallest {
                // Along .horizontal, as the article writes it.
                spacing =
                    verticalSpacing
                    ?? subviews[previousTallest].spacing.distance(
                        to: subviews[tallest].spacing, along: .horizontal)
            }
            result.rows[rowIndex].yOffset = y + spacing
            y += sizes[tallest].height + spacing
            result.rows[rowIndex].height = sizes[tallest].height
            previousTallest = tallest
        }
        cache.rows = (key, sizes, result)
        return result
    }

    /// The alignment's point: the nine pairs by name, anything else the centre.
    private func unitPoint(_ alignment: Alignment) -> UnitPoint {
        switch alignment {
        case .leading: .leading
        case .topLeading: .topLeading
        case .top: .top
        case .topTrailing: .topTrailing
        case .trailing: .trailing
        case .bottomTrailing: .bottomTrailing
        case .bottom: .bottom
        case .bottomLeading: .bottomLeading
        default: .center
        }
    }
}
