// layoutlab exercise: flow
//
// The reference solution: article 004's final FlowLayout, as `source` shows it under
// `layout flow`. One walk serves both methods; it keeps no cache, so each call asks every
// subview again.
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    /// Where one subview goes: its index, its top-leading point in the rows, its size.
    struct Placement {
        let index: Int
        let point: CGPoint
        let size: CGSize
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let r = layout(subviews, maxWidth: proposal.width ?? .infinity)
        // The article answers the proposed width, not the widest row: 0 when none is offered.
        return CGSize(width: proposal.width ?? 0, height: r.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let r = layout(subviews, maxWidth: bounds.width)
        for p in r.placements {
            subviews[p.index].place(
                at: CGPoint(x: bounds.minX + p.point.x, y: bounds.minY + p.point.y),
                anchor: .topLeading, proposal: ProposedViewSize(p.size))
        }
    }

    /// Each subview's placement, left to right, wrapping before one that would cross `maxWidth`
    /// while x > 0 (so never before the first of a row, though a child after a zero-wide one
    /// may wrap), and the height the rows take. (The article's helper declares
    /// its own `let spacing: CGFloat = 8`, which hides the property: see `shadowed-spacing`.)
    func layout(_ subviews: Subviews, maxWidth: CGFloat) -> (placements: [Placement], height: CGFloat) {
        var placements: [Placement] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            if x + size.width > maxWidth, x > 0 {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            placements.append(Placement(index: i, point: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (placements, y + rowHeight)
    }
}
