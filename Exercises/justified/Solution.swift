// layoutlab exercise: justified
//
// The reference solution: SwiftUI-Flow's HFlow with `justified: true`, for subviews of a fixed
// size, as `layoutlab check` compares it with the library's own code (the lab's hflow). Rows
// are broken greedily; each row of two or more subviews has its leftover shared equally
// between its gaps, so that it ends at the proposed width; subviews sit centred across their row.
import SwiftUI

struct JustifiedFlow: Layout {
    var itemSpacing: CGFloat = 1
    var lineSpacing: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let available = proposal.width ?? .infinity
        let rows = rows(of: subviews, in: available)
        let height = rows.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(rows.count - 1)
        // Justified rows end at a finite proposal; offered no limit, the longest row is the width.
        let width = available.isFinite ? available : rows.map(\.width).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        // Offered no limit, the rows are broken (and justified) at the bounds' width.
        let available = (proposal.width ?? .infinity).isFinite ? proposal.width ?? 0 : bounds.width
        var y = bounds.minY
        for (number, row) in rows(of: subviews, in: available).enumerated() {
            if number > 0 { y += lineSpacing }
            var x = bounds.minX
            for (position, item) in row.items.enumerated() {
                if position > 0 { x += row.gap }
                // Centred across the row, proposed the row's height.
                subviews[item.index].place(
                    at: CGPoint(x: x, y: y + (row.height - item.size.height) / 2), anchor: .topLeading,
                    proposal: ProposedViewSize(width: item.size.width, height: row.height))
                x += item.size.width
            }
            y += row.height
        }
    }

    /// Rows filled greedily: a subview joins a row while the row, with it, still fits the
    /// available width (a rounding error's worth of slack); one too wide for any row has a row
    /// of its own. Each row's gap is the spacing plus its share of the leftover.
    private func rows(of subviews: Subviews, in available: CGFloat) -> [(
        items: [(index: Int, size: CGSize)], gap: CGFloat, width: CGFloat, height: CGFloat
    )] {
        var groups: [[(index: Int, size: CGSize)]] = []
        var current: [(index: Int, size: CGSize)] = []
        var used: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = current.isEmpty ? size.width : used + itemSpacing + size.width
            let slack = max(abs(needed), abs(available), 1) * CGFloat.ulpOfOne
            if !current.isEmpty, needed > available + slack {
                groups.append(current)
                current = [(index, size)]
                used = size.width
            } else {
                current.append((index, size))
                used = needed
            }
        }
        if !current.isEmpty { groups.append(current) }
        return groups.map { items in
            let used = items.reduce(0) { $0 + $1.size.width } + itemSpacing * CGFloat(items.count - 1)
            let share = available.isFinite && items.count > 1 ? max(0, (available - used) / CGFloat(items.count - 1)) : 0
            let height = items.map(\.size.height).max() ?? 0
            return (items, itemSpacing + share, used + share * CGFloat(items.count - 1), height)
        }
    }
}
