// The same lines as SwiftUI-Flow's breakers, found with running totals. The library (and the
// lab's listing, which a walk steps through) sizes a whole candidate line again for every item
// it tries: a line of n items costs about n²/2 item visits greedily, and n³/6 in the balancing
// programme. Outside a walk the engine keeps, for the line being tried, the sums that decide
// whether it fits, so each try costs one step; every sum is taken in the library's own order
// (from the line's first item to its last), so every fit and every cost is the same number,
// bit for bit. `FlowTalliesTests` holds both to the line-by-line code on random requests.

/// What decides whether a candidate line fits (`LineSizer.sizes(of:)` is nil or not),
/// kept while items are added at its end.
struct FlowLineTally {
    let availableSpace: Double
    private(set) var count = 0
    private var startsWithBreak = false
    /// No item may follow a line break or precede an item that starts a new line.
    private(set) var isClosed = false
    /// The minimum breadths, then the spacings after the first item, summed as the sizer sums
    /// them (a leading break's next item has no spacing).
    private var minimumSum = 0.0
    private var spacingSum = 0.0
    /// What `.maximum` items must grow by, in order, and their sum (the sizer checks them in order).
    private var growths: [Double] = []
    private var growthSum = 0.0
    /// Items that could take a share of the leftover: then the sizer must share it out.
    private(set) var growableCount = 0

    init(availableSpace: Double) {
        self.availableSpace = availableSpace
    }

    var minimum: Double { minimumSum + spacingSum }

    /// The leftover once every item has its minimum, as the sizer computes it.
    var remainingSpace: Double { max(0, availableSpace - minimum) }

    /// Adds `item` at the end of the line.
    mutating func append(_ item: MeasuredFlowItem) {
        let next = sums(adding: item)
        (minimumSum, spacingSum, isClosed) = (next.minimum, next.spacing, next.closed)
        if count == 0 { startsWithBreak = item.isLineBreak }
        count += 1
        if item.growingPotential > 0 { growableCount += 1 }
        if let growth = next.growth {
            growths.append(growth)
            growthSum += growth
        }
    }

    /// Whether the sizer would size this line (rather than answer nil).
    var fits: Bool {
        count > 0 && !isClosed && fits(minimum: minimum, extraGrowth: nil)
    }

    /// Whether the sizer would size this line with `item` added at its end (the tally unchanged).
    func fits(adding item: MeasuredFlowItem) -> Bool {
        let next = sums(adding: item)
        return !next.closed && fits(minimum: next.minimum + next.spacing, extraGrowth: next.growth)
    }

    /// The sums once `item` is added, and the growth it adds to the `.maximum` check (nil for
    /// none: a growth of zero never fails the check and leaves what is left as it was).
    private func sums(adding item: MeasuredFlowItem) -> (
        minimum: Double, spacing: Double, closed: Bool, growth: Double?
    ) {
        var spacing = spacingSum
        var closed = isClosed
        if count > 0 {
            if item.isLineBreak || item.startsNewLine { closed = true }
            spacing += count == 1 && startsWithBreak ? 0 : item.spacing
        }
        var growth: Double?
        if item.flexibility == .maximum {
            let grown = max(item.size.lowerBound, min(availableSpace, item.size.upperBound))
            let amount = grown - item.size.lowerBound
            if amount != 0 { growth = amount }
        }
        return (minimumSum + item.size.lowerBound, spacing, closed, growth)
    }

    private func fits(minimum: Double, extraGrowth: Double?) -> Bool {
        let tolerance = max(abs(minimum), abs(availableSpace), 1) * Double.ulpOfOne
        guard minimum <= availableSpace + tolerance else { return false }
        return maximumItemsFit(remaining: max(0, availableSpace - minimum), extra: extraGrowth)
    }

    /// The sizer's check of the `.maximum` items (each must grow to its maximum with what the
    /// ones before it left), decided from the growths' sum when it is clearly in or out, and
    /// item by item, as the sizer does, when the sum is too close to call.
    private func maximumItemsFit(remaining: Double, extra: Double?) -> Bool {
        let count = growths.count + (extra == nil ? 0 : 1)
        guard count > 0, remaining != .infinity else { return true }
        let total = growthSum + (extra ?? 0)
        if total.isFinite, remaining.isFinite {
            // Each subtraction and each addition rounds by at most half a unit of the larger value.
            let slack = Double(count + 1) * Double.ulpOfOne * max(total, remaining)
            if total + slack < remaining - slack { return true }
            if total - slack > remaining + slack { return false }
        }
        var left = remaining
        for growth in growths + (extra.map { [$0] } ?? []) {
            if growth > left { return false }
            left -= growth
        }
        return true
    }
}

enum FlowTallies {
    /// `GreedyLineBreaker`'s lines: an item joins the line while the line still fits, else it
    /// starts the next one (alone, even when it does not fit by itself).
    static func greedyLines(_ items: [MeasuredFlowItem], in availableSpace: Double) -> [WrappedFlowLine] {
        let sizer = LineSizer(availableSpace: availableSpace)
        var lines: [WrappedFlowLine] = []
        var tally = FlowLineTally(availableSpace: availableSpace)
        var start = 0
        for index in items.indices {
            if tally.count > 0, tally.fits(adding: items[index]) {
                tally.append(items[index])
                continue
            }
            if tally.count > 0 { lines.append(sizer.resolvedLine(enumerated(items, start..<index))) }
            tally = FlowLineTally(availableSpace: availableSpace)
            tally.append(items[index])
            start = index
        }
        if tally.count > 0 { lines.append(sizer.resolvedLine(enumerated(items, start..<items.count))) }
        return lines
    }

    /// `KnuthPlassLineBreaker`'s lines. The programme's table is filled the other way round — from
    /// each line start forward, the ends it can reach, rather than for each end back through
    /// its starts — so that a line's sums grow in the library's order; every candidate is the
    /// same number, and a tie goes, as there, to the latest start. A start whose every line
    /// must cost more than each end's best so far is passed over whole: with all items on one
    /// line, the first start's lines beat every other, and the table takes n steps, not n².
    static func balancedLines(_ items: [MeasuredFlowItem], in availableSpace: Double) -> [WrappedFlowLine] {
        guard availableSpace.isFinite else { return greedyLines(items, in: availableSpace) }
        guard !items.isEmpty else { return [] }
        // The early stops below (and the library's) take a line to grow with every item it
        // takes; a negative breadth (no child answers one) would make the two orders part.
        guard items.allSatisfy({ $0.size.lowerBound >= 0 }) else {
            var solver = KnuthPlassSolver(items: items, availableSpace: availableSpace)
            solver.solve()
            return solver.rebuildLines()
        }
        let count = items.count
        let sizer = LineSizer(availableSpace: availableSpace)
        var costs = [Double](repeating: .infinity, count: count + 1)
        var breaks = [Int?](repeating: nil, count: count + 1)
        costs[0] = 0
        // The line-by-line code may stop at a start that overflows only when no spacing is
        // negative; so may this, at an end that overflows.
        let mayStopAtFirstOverflow = items.dropFirst().allSatisfy { $0.spacing >= 0 }
        // An upper bound of each end's best cost so far, and of every later end's (costs only
        // fall): worked out again once as many candidates were priced as there are items.
        var bestAfter = [Double](repeating: .infinity, count: count + 2)
        var pricedSinceBound = 0
        let work = LayoutWork.current
        for start in 0..<count where costs[start].isFinite {
            let bias = Double(count - start) * 5
            // Every line from here costs at least what comes before it plus the bias.
            if costs[start] + bias > bestAfter[start + 1] { continue }
            var tally = FlowLineTally(availableSpace: availableSpace)
            var sharedOutVisits = 0
            for end in (start + 1)...count {
                tally.append(items[end - 1])
                if tally.isClosed { break }  // a break or a new-line item inside: no end from here fits
                let penalties: (space: Double, stretch: Double)
                if tally.fits {
                    if tally.growableCount == 0 || tally.remainingSpace <= 0 {
                        penalties = (tally.remainingSpace * tally.remainingSpace, 0)
                    } else {
                        penalties = sharedOut(items, start..<end, sizer)
                        sharedOutVisits += end - start
                    }
                } else if end - start == 1, items[start].size.lowerBound - availableSpace > 0 {
                    let overflow = items[start].size.lowerBound - availableSpace
                    penalties = (overflow * overflow, 0)
                } else {
                    if end - start > 1, mayStopAtFirstOverflow { break }
                    continue
                }
                pricedSinceBound += 1
                let cost = costs[start] + penalties.space + penalties.stretch + bias
                // `<=`: of equal costs, the latest start (the first the library finds) wins.
                if cost < costs[end] || (cost == costs[end] && cost.isFinite) {
                    costs[end] = cost
                    breaks[end] = start
                }
            }
            // A unit of work for every line tried from this start, and for every item of a line
            // whose leftover was shared out; a stopped run ends here.
            if let work, !work.spend(tally.count + sharedOutVisits) { return [] }
            if pricedSinceBound >= count {
                pricedSinceBound = 0
                var highest = -Double.infinity
                for end in stride(from: count, through: 0, by: -1) {
                    highest = max(highest, costs[end])
                    bestAfter[end] = highest
                }
            }
        }
        var lines: [WrappedFlowLine] = []
        var end = count
        while let start = breaks[end] {
            let range = enumerated(items, start..<end)
            lines.append(sizer.sizes(of: range)?.items ?? sizer.fallbackLine(range))
            end = start
        }
        return lines.reversed()
    }

    /// A line whose leftover is shared out: sized as the sizer sizes it, with the stretch penalty.
    private static func sharedOut(_ items: [MeasuredFlowItem], _ range: Range<Int>, _ sizer: LineSizer) -> (
        space: Double, stretch: Double
    ) {
        guard let line = sizer.sizes(of: enumerated(items, range)) else { return (.infinity, 0) }
        let stretch = zip(range, line.items).reduce(0.0) { sum, pair in
            let deviation = pair.1.size - items[pair.0].size.lowerBound
            return sum + deviation * deviation
        }
        return (line.remainingSpace * line.remainingSpace, stretch)
    }

    private static func enumerated(_ items: [MeasuredFlowItem], _ range: Range<Int>) -> [(
        offset: Int, element: MeasuredFlowItem
    )] {
        range.map { ($0, items[$0]) }
    }
}
