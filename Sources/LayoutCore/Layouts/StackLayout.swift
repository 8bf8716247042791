/// SwiftUI's `HStack` and `VStack`, as OpenSwiftUI reconstructs their shared `StackLayout`
/// (OpenSwiftUIProject/OpenSwiftUI, `Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift`
/// at 069dd80, "Audited for 6.5.4"). SwiftUI's own code is closed: this is the lab's rendering
/// of that reconstruction, with its names (`fittingOrder`, `majorAxisRangeCache`,
/// `distanceToPrevious`, `prioritize`, `sizeChildrenGenerallyWithConcreteMajorProposal`), not
/// Apple's code. Left out: right-to-left placement and `resizeChildrenWithTrailingOverflow`
/// (off for both stacks).
///
/// With a length on the stack's axis, the children are put in a fitting order (higher layout
/// priority first; within a priority, the less flexible first), and each is offered in turn an
/// even share of what is left; what it takes is taken. Without one, each gets its ideal size.
public struct StackLayout: Layout {
    /// The stack's axis: `.horizontal` for `HStack`, `.vertical` for `VStack`.
    public var majorAxis: Axis
    /// Where children line up across the stack, as a fraction of a child's length across it:
    /// 0 top (or leading), 0.5 center (both stacks' default), 1 bottom (or trailing).
    public var minorAlignment: Double
    /// `HStack(spacing:)`: one distance between every pair, or nil for each pair's own
    /// preference (`ViewSpacing.distance(to:along:)`, the lab's system spacing model).
    public var uniformSpacing: Double?
    /// The platform's default distance between two children that state no spacing (SwiftUI's
    /// `defaultSpacingValue`); nil is the lab's. The tests give OpenSwiftUI's 8 for its cases.
    var defaultDistance: Double?

    public init(majorAxis: Axis, minorAlignment: Double = 0.5, uniformSpacing: Double? = nil) {
        self.majorAxis = majorAxis
        self.minorAlignment = minorAlignment
        self.uniformSpacing = uniformSpacing
    }

    var minorAxis: Axis { majorAxis == .horizontal ? .vertical : .horizontal }

    /// `HStackLayout`'s and `VStackLayout`'s `layoutProperties`: a spacer grows along the stack.
    public var stackOrientation: Axis? { majorAxis }

    /// What the stack keeps between calls: the reconstruction's `Header` and `Child` array.
    public struct Cache: Equatable, Sendable {
        /// `Child.layoutPriority`, per child.
        var layoutPriority: [Double] = []
        /// `Child.distanceToPrevious`, per child (0 for the first).
        var distanceToPrevious: [Double] = []
        /// `Child.fittingOrder`, per position: the child offered space at that turn.
        var fittingOrder: [Int] = []
        /// `majorAxisRangeCache`: a child's length along the axis when offered 0 and ∞ there.
        var minLength: [Double?] = []
        var maxLength: [Double?] = []
        /// `Child.geometry`: each child's origin (before the stack is placed) and size.
        var origin: [Point] = []
        var size: [Size] = []
        /// `Header.internalSpacing`: the spacing between all the children, summed.
        var internalSpacing = 0.0
        /// `Header.lastProposedSize`: the proposal the geometry was worked out for (none yet).
        var lastProposedSize: ProposedSize?
        /// `Header.stackSize`.
        var stackSize = Size(width: 0, height: 0)
    }

    /// `makeChildren`: the distances between neighbours, summed, and the order of the children.
    public func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        for index in subviews.indices {
            var distanceToPrevious = 0.0
            if index > 0 {
                distanceToPrevious =
                    uniformSpacing
                    ?? subviews.spacing(index - 1).distance(
                        to: subviews.spacing(index), along: majorAxis, defaultDistance: defaultDistance)
                cache.internalSpacing += distanceToPrevious
            }
            cache.layoutPriority.append(subviews.priority(index))
            cache.distanceToPrevious.append(distanceToPrevious)
            cache.fittingOrder.append(index)
        }
        cache.minLength = Array(repeating: nil, count: subviews.count)
        cache.maxLength = cache.minLength
        cache.origin = Array(repeating: Point(x: 0, y: 0), count: subviews.count)
        cache.size = Array(repeating: Size(width: 0, height: 0), count: subviews.count)
        return cache
    }

    /// `update(children:…)`: the children made again, the last proposal forgotten.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        subviews.trace(.cacheUpdated("the children made again: spacing, priorities, fitting order; no size kept"))
        cache = makeCache(subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size {
        placeChildren(in: proposal, subviews, &cache)
        return cache.stackSize
    }

    /// `commitPlacements`: the children's geometry worked out for the proposal as placing sees
    /// it, then each put along the axis after its distance to the previous one.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache) {
        placeChildren(in: proposalWhenPlacing(bounds.size, proposal), subviews, &cache)
        var currentMajorPosition = majorAxis == .horizontal ? bounds.origin.x : bounds.origin.y
        let minorBasePosition = majorAxis == .horizontal ? bounds.origin.y : bounds.origin.x
        for index in subviews.indices {
            let size = cache.size[index]
            let majorOrigin = currentMajorPosition + cache.distanceToPrevious[index]
            currentMajorPosition = majorOrigin + size[majorAxis]
            let finalMajorOrigin = majorOrigin.isNaN ? cache.origin[index][majorAxis] : majorOrigin
            let finalMinorOrigin = cache.origin[index][minorAxis] + minorBasePosition
            let position =
                majorAxis == .horizontal
                ? Point(x: finalMajorOrigin, y: finalMinorOrigin) : Point(x: finalMinorOrigin, y: finalMajorOrigin)
            if subviews.isWalked { walkPlace(subviews, index, Rect(origin: position, size: size)) }
            subviews.place(index, at: position, answered: size, row: 0)
        }
    }

    /// `proposalWhenPlacing`: an unspecified length across the stack becomes the bounds'.
    func proposalWhenPlacing(_ size: Size, _ proposal: ProposedSize) -> ProposedSize {
        majorAxis == .horizontal
            ? ProposedSize(width: proposal.width, height: proposal.height ?? size.height)
            : ProposedSize(width: proposal.width ?? size.width, height: proposal.height)
    }

    /// `placeChildren`: nothing to do for the proposal last worked out, or with no children.
    func placeChildren(in proposal: ProposedSize, _ subviews: Subviews, _ cache: inout Cache) {
        guard cache.lastProposedSize != proposal, !subviews.isEmpty else {
            // Said in the trace: a run that asks no child is the cache's doing, not a fault.
            if !subviews.isEmpty {
                subviews.trace(.cacheHitKept("lastProposedSize is this proposal, its sizes kept; no child asked"))
            }
            return
        }
        placeChildren1(in: proposal, subviews, &cache)
        cache.lastProposedSize = proposal
    }

    /// `placeChildren1`: each child sized, then the children put one after another along the
    /// axis and lined up across it; the stack is as long as they are, and as wide across as the
    /// span of their aligned extents (which always holds the alignment line, 0).
    func placeChildren1(in proposal: ProposedSize, _ subviews: Subviews, _ cache: inout Cache) {
        if proposal[majorAxis] != nil {
            sizeChildrenGenerallyWithConcreteMajorProposal(in: proposal, subviews, &cache)
        } else {
            sizeChildrenIdeally(in: proposal, subviews, &cache)
        }
        var majorValue = 0.0
        var minorLower = 0.0
        var minorUpper = 0.0
        for index in subviews.indices {
            let lower = cache.origin[index][minorAxis]
            minorLower = min(minorLower, lower)
            minorUpper = max(minorUpper, lower + cache.size[index][minorAxis])
        }
        for index in subviews.indices {
            let majorOrigin = majorValue + cache.distanceToPrevious[index]
            if !majorOrigin.isNaN { cache.origin[index][majorAxis] = majorOrigin }
            let minorOrigin = cache.origin[index][minorAxis] - minorLower
            if !minorOrigin.isNaN { cache.origin[index][minorAxis] = minorOrigin }
            majorValue = majorOrigin + cache.size[index][majorAxis]
        }
        cache.stackSize = size(major: majorValue, minor: minorUpper - minorLower)
        if subviews.isWalked { walkStackSize(subviews, cache) }
    }

    /// `sizeChildrenGenerallyWithConcreteMajorProposal`: the fitting order made, then, group by
    /// group of equal priority, each child offered an even share of the space left. The first
    /// group's space is less the minimum lengths of every later group; a later group gets its
    /// own minimums back.
    func sizeChildrenGenerallyWithConcreteMajorProposal(
        in proposal: ProposedSize, _ subviews: Subviews, _ cache: inout Cache
    ) {
        prioritize(proposal, subviews, &cache)
        let count = subviews.count
        guard count > 0, let majorProposal = proposal[majorAxis] else { return }
        var availableSpace = majorProposal - cache.internalSpacing
        var index = 0
        while index != count {
            let fittingOrder = cache.fittingOrder[index]
            let fittingPriority = cache.layoutPriority[fittingOrder]
            var targetIndex = index
            if !fittingPriority.isNaN {
                targetIndex =
                    ((index + 1)..<count).first { cache.layoutPriority[cache.fittingOrder[$0]] != fittingPriority }
                    ?? count
            }
            let first = fittingOrder == cache.fittingOrder[0]
            // The first group: the later groups' minimums are kept back for them; a later
            // group gets its own back.
            let minimums = first ? targetIndex..<count : index..<targetIndex
            let total = minimums.reduce(0) { $0 + (cache.minLength[cache.fittingOrder[$1]] ?? 0) }
            availableSpace += first ? -total : total
            if subviews.isWalked {
                walkGroup(subviews, index, targetIndex, kept: total, first: first, available: availableSpace, cache)
            }
            var remainingCount = targetIndex - index
            while remainingCount > 0 {
                let child = cache.fittingOrder[index]
                let evenSplitAvailableSpace = max(availableSpace / Double(remainingCount), 0)
                let offer = self.proposal(major: evenSplitAvailableSpace, minor: proposal[minorAxis])
                let size = subviews.sizeThatFits(child, offer)
                if subviews.isWalked {
                    walkOffer(
                        subviews, child, share: evenSplitAvailableSpace, remaining: remainingCount,
                        available: availableSpace, answer: size)
                }
                cache.size[child] = size
                cache.origin[child] = alignedOrigin(size)
                let takenSpace = size[majorAxis]
                let left = availableSpace - takenSpace
                availableSpace = left.isNaN ? availableSpace : left
                remainingCount -= 1
                if remainingCount == 0 { break }
                index += 1
            }
            index = targetIndex
        }
    }

    /// `sizeChildrenIdeally`: with no length along the axis, every child its ideal length.
    func sizeChildrenIdeally(in proposal: ProposedSize, _ subviews: Subviews, _ cache: inout Cache) {
        for index in subviews.indices {
            let size = subviews.sizeThatFits(
                index, self.proposal(major: nil, minor: proposal[minorAxis]))
            if subviews.isWalked { walkIdeal(subviews, index, size) }
            cache.size[index] = size
            cache.origin[index] = alignedOrigin(size)
        }
    }

    /// `prioritize`: the fitting order, made again when the length across changed or the last
    /// proposal had no length along: higher priority first, then the less flexible first (each
    /// child's length at 0 and at ∞ asked once, when a tie needs it); then the minimum of every
    /// child outside the first priority group, for the space kept back for them.
    func prioritize(_ proposal: ProposedSize, _ subviews: Subviews, _ cache: inout Cache) {
        if let last = cache.lastProposedSize, proposal[minorAxis] == last[minorAxis], last[majorAxis] != nil {
            return
        }
        let count = subviews.count
        cache.minLength = Array(repeating: nil, count: count)
        cache.maxLength = cache.minLength
        let across = proposal[minorAxis]
        func minLength(_ child: Int) -> Double {
            if let known = cache.minLength[child] { return known }
            let length = subviews.sizeThatFits(child, self.proposal(major: 0, minor: across))[
                majorAxis]
            if subviews.isWalked { walkLength(subviews, child, offered: 0, answer: length, cache) }
            cache.minLength[child] = length
            return length
        }
        func maxLength(_ child: Int) -> Double {
            if let known = cache.maxLength[child] { return known }
            let length = subviews.sizeThatFits(
                child, self.proposal(major: .infinity, minor: across))[majorAxis]
            if subviews.isWalked { walkLength(subviews, child, offered: .infinity, answer: length, cache) }
            cache.maxLength[child] = length
            return length
        }
        func areInDecreasingFittingPriority(_ first: Int, _ second: Int) -> Bool {
            let priority0 = cache.layoutPriority[first]
            let priority1 = cache.layoutPriority[second]
            guard priority0 == priority1 else { return priority0 > priority1 }
            // Asked in this order: the first's 0 and ∞, then the second's.
            let estimate0 = FlexibilityEstimate(minLength: minLength(first), maxLength: maxLength(first))
            let estimate1 = FlexibilityEstimate(minLength: minLength(second), maxLength: maxLength(second))
            return estimate0 < estimate1
        }
        // Sorted apart from the cache, which the comparisons fill.
        var fittingOrder = cache.fittingOrder
        if count <= 32 {
            Self.insertionSort(&fittingOrder, by: areInDecreasingFittingPriority)
        } else {
            // The standard library's sort, as the reconstruction's; it keeps ties in order.
            fittingOrder.sort(by: areInDecreasingFittingPriority)
        }
        cache.fittingOrder = fittingOrder
        if subviews.isWalked { walkOrdered(subviews, cache) }
        guard let first = cache.fittingOrder.first else { return }
        let firstPriority = cache.layoutPriority[first]
        for position in cache.fittingOrder.indices.reversed() {
            let child = cache.fittingOrder[position]
            guard cache.layoutPriority[child] != firstPriority else { break }
            if cache.minLength[child] == nil { _ = minLength(child) }
        }
    }

    /// The reconstruction's `insertionSort(by:)`: each element moved back past those it sorts
    /// before, comparing (element, previous), so that the children are asked in its order.
    static func insertionSort(_ elements: inout [Int], by areInIncreasingOrder: (Int, Int) -> Bool) {
        guard elements.count > 1 else { return }
        for current in 1..<elements.count {
            let element = elements[current]
            var insertion = current
            while insertion > 0, areInIncreasingOrder(element, elements[insertion - 1]) {
                elements[insertion] = elements[insertion - 1]
                insertion -= 1
            }
            elements[insertion] = element
        }
    }

    // MARK: - Axes

    /// A child's origin before the stack is placed: 0 along, its alignment line at 0 across.
    func alignedOrigin(_ size: Size) -> Point {
        let alignment = minorAlignment * size[minorAxis]
        let minor = -(alignment.isNaN ? .infinity : alignment)
        return majorAxis == .horizontal ? Point(x: 0, y: minor) : Point(x: minor, y: 0)
    }

    func proposal(major: Double?, minor: Double?) -> ProposedSize {
        majorAxis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    func size(major: Double, minor: Double) -> Size {
        majorAxis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}

/// `_LayoutTraits.FlexibilityEstimate` as OpenSwiftUI reconstructs it: the less flexible child
/// is the one whose lengths at 0 and at ∞ differ less; of two that can grow without end, the
/// one with the larger minimum.
struct FlexibilityEstimate: Comparable {
    let minLength: Double
    let maxLength: Double

    static func < (l: FlexibilityEstimate, r: FlexibilityEstimate) -> Bool {
        let lDifference = l.maxLength - l.minLength
        let rDifference = r.maxLength - r.minLength
        let lEffectiveMin = lDifference == .infinity ? -l.minLength : 0
        let rEffectiveMin = rDifference == .infinity ? -r.minLength : 0
        return lDifference == rDifference ? lEffectiveMin < rEffectiveMin : lDifference < rDifference
    }
}

extension Size {
    subscript(axis: Axis) -> Double {
        switch axis {
        case .horizontal: width
        case .vertical: height
        }
    }
}

extension Point {
    subscript(axis: Axis) -> Double {
        get {
            switch axis {
            case .horizontal: x
            case .vertical: y
            }
        }
        set {
            switch axis {
            case .horizontal: x = newValue
            case .vertical: y = newValue
            }
        }
    }
}

extension ProposedSize {
    subscript(axis: Axis) -> Double? {
        switch axis {
        case .horizontal: width
        case .vertical: height
        }
    }
}
