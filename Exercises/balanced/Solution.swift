// layoutlab exercise: balanced
//
// The reference solution: SwiftUI-Flow's HFlow with `distributeItemsEvenly: true`, for
// subviews of a fixed size, as `layoutlab check` compares it with the library's own code (the
// lab's hflow). Every break is chosen at once, by dynamic programming over where rows end: the
// cheapest layout of the first `end` subviews is the cheapest row that ends there, added to the
// cheapest layout of what comes before it.
import SwiftUI

struct BalancedFlow: Layout {
    var itemSpacing: CGFloat = 1
    var lineSpacing: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let rows = rows(of: subviews, in: proposal.width ?? .infinity)
        let height = rows.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(rows.count - 1)
        return CGSize(width: rows.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        // Offered no limit, the rows are chosen again at the bounds' width.
        let available = (proposal.width ?? .infinity).isFinite ? proposal.width ?? 0 : bounds.width
        var y = bounds.minY
        for (number, row) in rows(of: subviews, in: available).enumerated() {
            if number > 0 { y += lineSpacing }
            var x = bounds.minX
            for (position, item) in row.items.enumerated() {
                if position > 0 { x += itemSpacing }
                // Centred across the row, proposed the row's height.
                subviews[item.index].place(
                    at: CGPoint(x: x, y: y + (row.height - item.size.height) / 2), anchor: .topLeading,
                    proposal: ProposedViewSize(width: item.size.width, height: row.height))
                x += item.size.width
            }
            y += row.height
        }
    }

    private func rows(of subviews: Subviews, in available: CGFloat) -> [(
        items: [(index: Int, size: CGSize)], width: CGFloat, height: CGFloat
    )] {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let ends = breaks(sizes.map(\.width), in: available)
        var rows: [(items: [(index: Int, size: CGSize)], width: CGFloat, height: CGFloat)] = []
        var start = 0
        for end in ends {
            let items = (start..<end).map { ($0, sizes[$0]) }
            let width = items.reduce(0) { $0 + $1.1.width } + itemSpacing * CGFloat(items.count - 1)
            rows.append((items, width, items.map(\.1.height).max() ?? 0))
            start = end
        }
        return rows
    }

    /// Where each row ends. With no limit there is nothing to balance: one row holds them all. Otherwise `costs[end]` is the least cost of the first `end` subviews and
    /// `starts[end]` where its last row starts; a row costs its empty width squared (or, for one
    /// subview too wide for any row, how far it sticks out, squared), plus 5 for every subview
    /// from its start to the end, which favours fuller early rows.
    private func breaks(_ widths: [CGFloat], in available: CGFloat) -> [Int] {
        let count = widths.count
        guard available.isFinite else { return count == 0 ? [] : [count] }
        var costs = [CGFloat](repeating: .infinity, count: count + 1)
        var starts = [Int?](repeating: nil, count: count + 1)
        costs[0] = 0
        for end in 1...count {
            var used: CGFloat = 0
            for start in (0..<end).reversed() {
                used += widths[start] + (start < end - 1 ? itemSpacing : 0)
                let penalty: CGFloat
                if fits(used, in: available) {
                    penalty = (available - used) * (available - used)
                } else if start == end - 1 {
                    penalty = (widths[start] - available) * (widths[start] - available)
                } else {
                    break  // a wider row only sticks out further
                }
                let cost = costs[start] + penalty + CGFloat(count - start) * 5
                if cost < costs[end] {
                    costs[end] = cost
                    starts[end] = start
                }
            }
        }
        var ends: [Int] = []
        var end = count
        while let start = starts[end], end > 0 {
            ends.insert(end, at: 0)
            end = start
        }
        return ends
    }

    /// Fits, with a rounding error's worth of slack, as the library allows.
    private func fits(_ used: CGFloat, in available: CGFloat) -> Bool {
        used <= available + max(abs(used), abs(available), 1) * CGFloat.ulpOfOne
    }
}
