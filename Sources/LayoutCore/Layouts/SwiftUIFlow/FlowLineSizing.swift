// SwiftUI-Flow's line sizing and line breaking (tevelee/SwiftUI-Flow at fb94ea2,
// `Internal/LineBreaking/`), written again for the lab in breadth (along a line) and depth
// (across lines), so that one engine serves `hflow` and `vflow`.

/// How a SwiftUI-Flow item takes the space a line has left (its `.flexibility(_:)` modifier).
public enum FlowFlexibility: String, CaseIterable, Hashable, Sendable {
    /// Stays at its minimum breadth.
    case minimum
    /// Grows toward its maximum with the others, smallest growth first.
    case natural
    /// Wants its maximum: a line it cannot grow on to fill is no line for it.
    case maximum
}

/// One item as the breaker sees it: the breadths it may take, the spacing before it, and the
/// flags that constrain where it may go.
struct MeasuredFlowItem: Sendable {
    var size: ClosedRange<Double>
    var spacing: Double
    var priority: Double = 0
    var flexibility: FlowFlexibility = .natural
    var isLineBreak = false
    var startsNewLine = false

    /// How much breadth it could still gain beyond its minimum (none for `.minimum`).
    var growingPotential: Double {
        flexibility == .minimum ? 0 : size.upperBound - size.lowerBound
    }
}

/// One item on a wrapped line: which child, its breadth, the space before it.
struct WrappedFlowItem: Equatable, Sendable {
    let index: Int
    var size: Double
    var leadingSpace: Double
}

typealias WrappedFlowLine = [WrappedFlowItem]

/// Sizes one candidate line for a given breadth: whether its items fit (minimum breadths,
/// and the rules about breaks) and, when they do, each one's breadth, the leftover shared out
/// by priority and flexibility. Both breakers size every candidate line through it.
struct LineSizer: Sendable {
    let availableSpace: Double

    /// The fitted line and what is left of the breadth, or nil when the items cannot share a line.
    func sizes(of items: [(offset: Int, element: MeasuredFlowItem)]) -> (
        items: WrappedFlowLine, remainingSpace: Double
    )? {
        guard let items = normalized(items) else { return nil }
        let minimum = totalMinimumSize(of: items)
        // A rounding error's worth of tolerance, as the library allows.
        let tolerance = max(abs(minimum), abs(availableSpace), 1) * Double.ulpOfOne
        guard minimum <= availableSpace + tolerance else { return nil }
        var remaining = max(0, availableSpace - minimum)
        guard maximumItemsFit(items, remaining: remaining) else { return nil }
        let line = distribute(&remaining, over: items)
        return (line, remaining)
    }

    /// The fitted line, or every item at its minimum when they cannot fit (one too wide item).
    func resolvedLine(_ items: [(offset: Int, element: MeasuredFlowItem)]) -> WrappedFlowLine {
        sizes(of: items)?.items ?? fallbackLine(items)
    }

    func fallbackLine(_ items: [(offset: Int, element: MeasuredFlowItem)]) -> WrappedFlowLine {
        items.enumerated().map { position, item in
            WrappedFlowItem(
                index: item.offset, size: item.element.size.lowerBound,
                leadingSpace: position == 0 ? 0 : item.element.spacing)
        }
    }

    /// A line break may only be a line's first item (it starts the line; the items after it stay
    /// on that line, the first of them with no spacing before it), and an item that starts a
    /// new line may only begin one.
    private func normalized(_ items: [(offset: Int, element: MeasuredFlowItem)]) -> [(
        offset: Int, element: MeasuredFlowItem
    )]? {
        guard !items.isEmpty else { return nil }
        let lastBreak = items.lastIndex { $0.element.isLineBreak }
        if let lastBreak, lastBreak > 0 { return nil }
        if items.dropFirst().contains(where: { $0.element.startsNewLine }) { return nil }
        var normalized = items
        if let lastBreak, lastBreak + 1 < normalized.count {
            normalized[lastBreak + 1].element.spacing = 0
        }
        return normalized
    }

    private func totalMinimumSize(of items: [(offset: Int, element: MeasuredFlowItem)]) -> Double {
        items.reduce(0) { $0 + $1.element.size.lowerBound } + items.dropFirst().reduce(0) { $0 + $1.element.spacing }
    }

    /// Each `.maximum` item grows toward the whole line; their growth is counted together, so
    /// two cannot both claim the same leftover.
    private func maximumItemsFit(_ items: [(offset: Int, element: MeasuredFlowItem)], remaining: Double) -> Bool {
        var left = remaining
        for item in items where item.element.flexibility == .maximum {
            let grown = max(item.element.size.lowerBound, min(availableSpace, item.element.size.upperBound))
            let growth = grown - item.element.size.lowerBound
            if growth > left { return false }
            left -= growth
        }
        return true
    }

    /// Every item at its minimum, then the leftover offered by priority (highest first) and,
    /// within a priority, to the items that can grow least first, each an equal share of what
    /// is left.
    private func distribute(
        _ remaining: inout Double, over items: [(offset: Int, element: MeasuredFlowItem)]
    ) -> WrappedFlowLine {
        var line = fallbackLine(items)
        // When no item can grow, every share is zero: the same line, without the grouping and
        // sorting (the balancing breaker sizes a hundred thousand candidate lines).
        guard remaining > 0, items.contains(where: { $0.element.growingPotential > 0 }) else { return line }
        let byPriority = Dictionary(grouping: items.indices, by: { items[$0].element.priority })
        for priority in byPriority.keys.sorted(by: >) where remaining > 0 {
            let group = byPriority[priority] ?? []
            // A stable sort: items that can grow as much keep their order.
            let ordered = group.enumerated().sorted {
                (items[$0.element].element.growingPotential, $0.offset)
                    < (items[$1.element].element.growingPotential, $1.offset)
            }.map(\.element)
            var count = group.count
            for position in ordered {
                let offer = remaining / Double(count)
                let allocation = min(items[position].element.growingPotential, offer)
                line[position].size += allocation
                remaining -= allocation
                count -= 1
            }
        }
        return line
    }
}

/// SwiftUI-Flow's default breaker: fill a line until the next item does not fit, then start
/// another — one pass, never looking back.
enum GreedyLineBreaker {
    static func wrapItemsToLines(_ items: [MeasuredFlowItem], in availableSpace: Double, walker: FlowWalker? = nil)
        -> [WrappedFlowLine]
    {
        // Outside a walk, the same lines from running totals (FlowTallies.swift, not listed).
        guard walker != nil else { return FlowTallies.greedyLines(items, in: availableSpace) }
        return lineByLine(items, in: availableSpace, walker: walker)
    }

    /// The library's loop: every item tried by sizing the line again with it.
    static func lineByLine(_ items: [MeasuredFlowItem], in availableSpace: Double, walker: FlowWalker?)
        -> [WrappedFlowLine]
    {
        let sizer = LineSizer(availableSpace: availableSpace)
        var current: [(offset: Int, element: MeasuredFlowItem)] = []
        var lines: [WrappedFlowLine] = []
        for item in items.enumerated() {
            // A walk keeps its first steps; past them, the same lines from running totals.
            if let walker, walker.isCut { return FlowTallies.greedyLines(items, in: availableSpace) }
            current.append(item)
            walker?.greedyTry(current, sizer, lines: lines.count)
            if sizer.sizes(of: current) == nil {
                current.removeLast()
                if !current.isEmpty { lines.append(sizer.resolvedLine(current)) }
                current = [item]
            }
        }
        if !current.isEmpty { lines.append(sizer.resolvedLine(current)) }
        return lines
    }
}
