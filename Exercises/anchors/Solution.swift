// layoutlab exercise: anchors
//
// The reference solution: article 001's FlowLayout with per-subview anchors, as `source` shows
// it under `layout anchored`. placeSubviews is the article's loop; makeCache and sizeThatFits,
// which the article does not show, are the lab's.
import SwiftUI

struct UnitPointKey: LayoutValueKey {
    static let defaultValue: UnitPoint = .center
}

struct FlowLayout: Layout {
    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        var totalWidth: CGFloat = 0
        var totalHeight: CGFloat = 0
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        for size in cache.sizes {
            if lineWidth + size.width > proposal.width ?? 0 {
                totalHeight += lineHeight
                lineWidth = size.width
                lineHeight = size.height
            } else {
                lineWidth += size.width
                lineHeight = max(lineHeight, size.height)
            }
            totalWidth = max(totalWidth, lineWidth)
        }
        return CGSize(width: totalWidth, height: totalHeight + lineHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var lineX = bounds.minX
        var lineY = bounds.minY
        var lineHeight: CGFloat = 0
        for index in subviews.indices {
            let size = cache.sizes[index]
            if lineX + size.width > proposal.width ?? 0 {
                lineY += lineHeight
                lineHeight = 0
                lineX = bounds.minX
            }
            let position = CGPoint(x: lineX + size.width / 2, y: lineY + size.height / 2)
            lineHeight = max(lineHeight, size.height)
            lineX += size.width
            subviews[index].place(
                at: position, anchor: subviews[index][UnitPointKey.self], proposal: ProposedViewSize(size))
        }
    }
}
