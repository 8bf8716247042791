// layoutlab exercise: hstack
//
// The reference solution: SwiftUI's HStack as OpenSwiftUI reconstructs its closed StackLayout
// (OpenSwiftUIProject/OpenSwiftUI at 069dd80, Layout/Stack/StackLayout.swift), written again
// in the lab's words with the reconstruction's names; a reconstruction, not Apple's code.
// Children are centred across the stack; right to left is left out.
import SwiftUI

struct HStackLayout: Layout {
    /// The distance between neighbours; nil for each pair's own preference.
    var spacing: CGFloat? = nil

    /// What the stack keeps between calls: per child, its priority, its distance to the one
    /// before, its length at 0 and at infinity once asked, and where and how big it is; per
    /// turn, the child offered space (the fitting order).
    struct Cache {
        var layoutPriority: [Double] = []
        var distanceToPrevious: [CGFloat] = []
        var fittingOrder: [Int] = []
        var minLength: [CGFloat?] = []
        var maxLength: [CGFloat?] = []
        var origin: [CGPoint] = []
        var size: [CGSize] = []
        var offered: [ProposedViewSize] = []
        var internalSpacing: CGFloat = 0
        var lastProposedSize: ProposedViewSize? = nil
        var stackSize: CGSize = .zero
    }

    func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        for index in subviews.indices {
            var distanceToPrevious: CGFloat = 0
            if index > 0 {
                distanceToPrevious =
                    spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
                cache.internalSpacing += distanceToPrevious
            }
            cache.layoutPriority.append(subviews[index].priority)
            cache.distanceToPrevious.append(distanceToPrevious)
            cache.fittingOrder.append(index)
        }
        cache.minLength = Array(repeating: nil, count: subviews.count)
        cache.maxLength = cache.minLength
        cache.origin = Array(repeating: .zero, count: subviews.count)
        cache.size = Array(repeating: .zero, count: subviews.count)
        cache.offered = Array(repeating: .unspecified, count: subviews.count)
        return cache
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        placeChildren(in: proposal, subviews, &cache)
        return cache.stackSize
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        // proposalWhenPlacing: no height proposed becomes the bounds' height.
        let placing = ProposedViewSize(width: proposal.width, height: proposal.height ?? bounds.height)
        placeChildren(in: placing, subviews, &cache)
        var x = bounds.minX
        for index in subviews.indices {
            let majorOrigin = x + cache.distanceToPrevious[index]
            x = majorOrigin + cache.size[index].width
            subviews[index].place(
                at: CGPoint(x: majorOrigin, y: bounds.minY + cache.origin[index].y), anchor: .topLeading,
                proposal: cache.offered[index])
        }
    }

    /// Nothing to do for the proposal last worked out, or with no children.
    func placeChildren(in proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) {
        guard cache.lastProposedSize != proposal, !subviews.isEmpty else { return }
        if proposal.width != nil {
            sizeChildrenGenerallyWithConcreteMajorProposal(in: proposal, subviews, &cache)
        } else {
            for index in subviews.indices {
                size(index, ProposedViewSize(width: nil, height: proposal.height), subviews, &cache)
            }
        }
        // One after another along x; across, lined up on their centres, the stack as tall as
        // the span they take (which always holds the centre line, 0).
        var top: CGFloat = 0
        var bottom: CGFloat = 0
        for index in subviews.indices {
            top = min(top, cache.origin[index].y)
            bottom = max(bottom, cache.origin[index].y + cache.size[index].height)
        }
        var x: CGFloat = 0
        for index in subviews.indices {
            cache.origin[index].x = x + cache.distanceToPrevious[index]
            cache.origin[index].y -= top
            x = cache.origin[index].x + cache.size[index].width
        }
        cache.stackSize = CGSize(width: x, height: bottom - top)
        cache.lastProposedSize = proposal
    }

    /// Group by group of equal priority, in the fitting order, each child offered an even share
    /// of what is left; the first group's share is less the later groups' minimums.
    func sizeChildrenGenerallyWithConcreteMajorProposal(
        in proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache
    ) {
        prioritize(proposal, subviews, &cache)
        let count = subviews.count
        var availableSpace = proposal.width! - cache.internalSpacing
        var index = 0
        while index != count {
            let fittingPriority = cache.layoutPriority[cache.fittingOrder[index]]
            let targetIndex =
                ((index + 1)..<count).first { cache.layoutPriority[cache.fittingOrder[$0]] != fittingPriority } ?? count
            if index == 0 {
                availableSpace -= (targetIndex..<count).reduce(0) { $0 + (cache.minLength[cache.fittingOrder[$1]] ?? 0) }
            } else {
                availableSpace += (index..<targetIndex).reduce(0) { $0 + (cache.minLength[cache.fittingOrder[$1]] ?? 0) }
            }
            var remainingCount = targetIndex - index
            while remainingCount > 0 {
                let child = cache.fittingOrder[index]
                let evenSplitAvailableSpace = max(availableSpace / CGFloat(remainingCount), 0)
                size(child, ProposedViewSize(width: evenSplitAvailableSpace, height: proposal.height), subviews, &cache)
                let left = availableSpace - cache.size[child].width
                availableSpace = left.isNaN ? availableSpace : left
                remainingCount -= 1
                if remainingCount == 0 { break }
                index += 1
            }
            index = targetIndex
        }
    }

    /// The fitting order: higher priority first, then the less flexible first (lengths at 0 and
    /// at infinity compared as FlexibilityEstimate), by an insertion sort; then the minimum of
    /// every child outside the first priority group.
    func prioritize(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) {
        if let last = cache.lastProposedSize, last.height == proposal.height, last.width != nil { return }
        cache.minLength = Array(repeating: nil, count: subviews.count)
        cache.maxLength = cache.minLength
        func minLength(_ child: Int) -> CGFloat {
            if let known = cache.minLength[child] { return known }
            let length = subviews[child].sizeThatFits(ProposedViewSize(width: 0, height: proposal.height)).width
            cache.minLength[child] = length
            return length
        }
        func maxLength(_ child: Int) -> CGFloat {
            if let known = cache.maxLength[child] { return known }
            let length = subviews[child].sizeThatFits(ProposedViewSize(width: .infinity, height: proposal.height)).width
            cache.maxLength[child] = length
            return length
        }
        func lessFlexible(_ first: Int, _ second: Int) -> Bool {
            let priority0 = cache.layoutPriority[first]
            let priority1 = cache.layoutPriority[second]
            guard priority0 == priority1 else { return priority0 > priority1 }
            // FlexibilityEstimate: asked in this order, the first's 0 and infinity, then the second's.
            let min0 = minLength(first)
            let max0 = maxLength(first)
            let min1 = minLength(second)
            let max1 = maxLength(second)
            let difference0 = max0 - min0
            let difference1 = max1 - min1
            let effectiveMin0 = difference0 == .infinity ? -min0 : 0
            let effectiveMin1 = difference1 == .infinity ? -min1 : 0
            return difference0 == difference1 ? effectiveMin0 < effectiveMin1 : difference0 < difference1
        }
        if cache.fittingOrder.count > 1 {
            for current in 1..<cache.fittingOrder.count {
                let element = cache.fittingOrder[current]
                var insertion = current
                while insertion > 0, lessFlexible(element, cache.fittingOrder[insertion - 1]) {
                    cache.fittingOrder[insertion] = cache.fittingOrder[insertion - 1]
                    insertion -= 1
                }
                cache.fittingOrder[insertion] = element
            }
        }
        let firstPriority = cache.layoutPriority[cache.fittingOrder[0]]
        for position in cache.fittingOrder.indices.reversed() {
            let child = cache.fittingOrder[position]
            guard cache.layoutPriority[child] != firstPriority else { break }
            if cache.minLength[child] == nil { _ = minLength(child) }
        }
    }

    /// One child asked its size for `offer`, and lined up on its centre across the stack.
    func size(_ index: Int, _ offer: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) {
        let size = subviews[index].sizeThatFits(offer)
        cache.size[index] = size
        cache.offered[index] = offer
        cache.origin[index] = CGPoint(x: 0, y: -size.height / 2)
    }
}
