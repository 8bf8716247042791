/// SwiftUI-Flow's breaker for `distributeItemsEvenly`: where the greedy one fills each line in
/// turn, this one chooses every break at once, by dynamic programming over where lines end,
/// to make the total cost smallest: for each line the square of its leftover breadth, plus
/// the square of how far each item was stretched, plus a small bias toward fewer lines. The
/// names are the library's (`KnuthPlassLineBreaker`, `KnuthPlassSolver`, `costs`, `breaks`,
/// `chooseBestBreak`, `candidateCost`).
enum KnuthPlassLineBreaker {
    static func wrapItemsToLines(_ items: [MeasuredFlowItem], in availableSpace: Double, walker: FlowWalker? = nil)
        -> [WrappedFlowLine]
    {
        // With unbounded breadth there is nothing to balance: one line (and its breaks), greedily.
        guard availableSpace.isFinite else {
            return GreedyLineBreaker.wrapItemsToLines(items, in: availableSpace, walker: walker)
        }
        guard !items.isEmpty else { return [] }
        // Outside a walk, the same lines from running totals (FlowTallies.swift, not listed).
        guard walker != nil else { return FlowTallies.balancedLines(items, in: availableSpace) }
        var solver = KnuthPlassSolver(items: items, availableSpace: availableSpace, walker: walker)
        solver.solve()
        // A walk keeps its first steps; past them, the same lines from running totals.
        if let walker, walker.isCut { return FlowTallies.balancedLines(items, in: availableSpace) }
        return solver.rebuildLines()
    }
}

struct KnuthPlassSolver {
    let items: [MeasuredFlowItem]
    let availableSpace: Double
    /// `costs[end]`: the least cost of laying out items `0..<end`; `breaks[end]`: where its
    /// last line starts.
    var costs: [Double]
    var breaks: [Int?]
    /// With no negative spacing, a range that overflows only overflows more when it takes an
    /// earlier item too: the search for a line's start may stop at the first that does.
    let mayStopAtFirstOverflow: Bool
    let walker: FlowWalker?

    init(items: [MeasuredFlowItem], availableSpace: Double, walker: FlowWalker? = nil) {
        self.walker = walker
        self.items = items
        self.availableSpace = availableSpace
        costs = Array(repeating: .infinity, count: items.count + 1)
        breaks = Array(repeating: nil, count: items.count + 1)
        mayStopAtFirstOverflow = items.dropFirst().allSatisfy { $0.spacing >= 0 }
    }

    /// Fills the table, end by end (the library's `solve` then rebuilds the lines).
    mutating func solve() {
        costs[0] = 0
        for end in 1...items.count {
            if let walker, walker.isCut { return }  // the rest, unwatched: see wrapItemsToLines
            chooseBestBreak(endingAt: end)
        }
    }

    mutating func chooseBestBreak(endingAt end: Int) {
        for start in (0..<end).reversed() {
            let range = start..<end
            guard let candidateCost = candidateCost(for: range) else {
                walker?.noLine(range, self)
                if range.count > 1, mayStopAtFirstOverflow { break }
                continue
            }
            walker?.candidate(range, cost: candidateCost, self)
            if candidateCost < costs[end] {
                costs[end] = candidateCost
                breaks[end] = start
            }
        }
    }

    /// The cost of ending a line at `range.upperBound` with a line that starts at
    /// `range.lowerBound`; nil when those items cannot share a line.
    func candidateCost(for range: Range<Int>) -> Double? {
        guard let penalties = penalties(for: range) else { return nil }
        return costs[range.lowerBound] + penalties.space + penalties.stretch + lineCountBias(for: range.lowerBound)
    }

    func penalties(for range: Range<Int>) -> (space: Double, stretch: Double)? {
        if let line = sizedLine(range) {
            let stretch = zip(range, line.items).reduce(0.0) { sum, pair in
                let deviation = pair.1.size - items[pair.0].size.lowerBound
                return sum + deviation * deviation
            }
            return (line.remainingSpace * line.remainingSpace, stretch)
        }
        // An item too wide for any line has a line of its own, at the cost of its overflow.
        let overflow = items[range.lowerBound].size.lowerBound - availableSpace
        guard range.count == 1, overflow > 0 else { return nil }
        return (overflow * overflow, 0)
    }

    /// The bias toward fewer lines: larger the more items come after the break.
    func lineCountBias(for start: Int) -> Double {
        Double(items.count - start) * 5
    }

    /// The library memoises every range it sized; each is sized once while the table fills,
    /// and again only for the chosen lines, so the lab keeps no memo (a 100,000-item run would
    /// hold a million sized lines).
    func sizedLine(_ range: Range<Int>) -> (items: WrappedFlowLine, remainingSpace: Double)? {
        LineSizer(availableSpace: availableSpace).sizes(of: range.map { ($0, items[$0]) })
    }

    func rebuildLines() -> [WrappedFlowLine] {
        var result: [WrappedFlowLine] = []
        var end = items.count
        while let start = breaks[end] {
            walker?.chosen(start: start, end: end, self)
            let range = start..<end
            result.append(
                sizedLine(range)?.items
                    ?? LineSizer(availableSpace: availableSpace).fallbackLine(range.map { ($0, items[$0]) }))
            end = start
        }
        return result.reversed()
    }
}
