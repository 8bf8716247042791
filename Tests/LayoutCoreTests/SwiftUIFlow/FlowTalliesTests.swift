import LabSupport
import TestSupport
import Testing

@testable import LayoutCore

/// The running totals (`FlowTallies`) against the line-by-line code they stand in for (the
/// library's loops, which a walk still steps through): the same lines, item for item and
/// breadth for breadth, on thousands of random requests — flexible items, priorities, every
/// flexibility, breaks, new-line items, negative and fractional spacing, breadths from a few
/// units to ∞.
@Suite("SwiftUI-Flow: running totals decide as the line-by-line code")
struct FlowTalliesTests {
    struct Request: CustomStringConvertible {
        var items: [MeasuredFlowItem]
        var available: Double
        var description: String {
            "available \(available): "
                + items.map { item in
                    var text = "\(item.size.lowerBound)…\(item.size.upperBound) sp \(item.spacing)"
                    if item.priority != 0 { text += " p\(item.priority)" }
                    if item.flexibility != .natural { text += " \(item.flexibility)" }
                    if item.isLineBreak { text += " break" }
                    if item.startsNewLine { text += " newline" }
                    return "[\(text)]"
                }.joined(separator: " ")
        }
    }

    static func requests(count: Int, seed: UInt64) -> [Request] {
        var generator = SeededGenerator(seed: seed)
        func pick(_ values: [Double]) -> Double { values.randomElement(using: &generator)! }
        return (0..<count).map { number in
            let fractional = number % 3 == 0
            let negativeSpacing = number % 7 == 0
            let items = (0..<Int.random(in: 0...16, using: &generator)).map { _ -> MeasuredFlowItem in
                var low = Double(Int.random(in: 0...9, using: &generator))
                if fractional { low += pick([0, 0.1, 0.25, 1.0 / 3, 0.7]) }
                var high = low
                switch Int.random(in: 0...5, using: &generator) {
                case 0: high = low + Double(Int.random(in: 1...6, using: &generator))
                case 1: high = .infinity
                case 2: high = low + pick([0.5, 1.0 / 3, 2.2])
                default: break
                }
                var spacing = Double(Int.random(in: 0...3, using: &generator))
                if fractional { spacing += pick([0, 0.1, 0.3]) }
                if negativeSpacing, Bool.random(using: &generator) { spacing = -spacing }
                var item = MeasuredFlowItem(size: low...high, spacing: spacing)
                item.priority = pick([0, 0, 0, 1, -1, 2])
                item.flexibility = FlowFlexibility.allCases.randomElement(using: &generator)!
                let flag = Int.random(in: 0...11, using: &generator)
                if flag == 0 {
                    item.isLineBreak = true
                    item.size = 0...0
                } else if flag == 1 {
                    item.startsNewLine = true
                }
                return item
            }
            var available = pick([1, 4, 8, 10, 12, 15, 20, 30, 60, 1e9, .infinity])
            if fractional, available.isFinite { available += pick([0, 0.3, 0.1 + 0.2]) }
            return Request(items: items, available: available)
        }
    }

    @Test func greedy_sameLinesAsLineByLine() throws {
        for request in Self.requests(count: QuickLoop.sample(4000), seed: 29) {
            let tallied = GreedyLineBreaker.wrapItemsToLines(request.items, in: request.available)
            let lineByLine = GreedyLineBreaker.lineByLine(request.items, in: request.available, walker: nil)
            try #require(tallied == lineByLine, "\(request)")
        }
    }

    @Test func balanced_sameLinesAsTheProgramme() throws {
        for request in Self.requests(count: QuickLoop.sample(4000), seed: 2929) {
            let tallied = KnuthPlassLineBreaker.wrapItemsToLines(request.items, in: request.available)
            var solver = KnuthPlassSolver(items: request.items, availableSpace: request.available)
            let programme: [WrappedFlowLine]
            if request.available.isFinite, !request.items.isEmpty {
                solver.solve()
                programme = solver.rebuildLines()
            } else {
                programme = GreedyLineBreaker.lineByLine(request.items, in: request.available, walker: nil)
            }
            try #require(tallied == programme, "\(request)")
        }
    }

    /// Ties are where a different order of search would show: equal items, whose costs tie.
    @Test func balanced_tiesGoToTheLatestStart() throws {
        for count in 1...24 {
            for width in [2.0, 3, 4, 5, 7, 9] {
                let items = Array(repeating: MeasuredFlowItem(size: 1...1, spacing: 1), count: count)
                var solver = KnuthPlassSolver(items: items, availableSpace: width)
                solver.solve()
                #expect(
                    KnuthPlassLineBreaker.wrapItemsToLines(items, in: width) == solver.rebuildLines(),
                    "\(count) at \(width)")
            }
        }
    }

    /// One long line: the case that took minutes line by line.
    @Test func oneLongLine_isOneLine() {
        let items = Array(repeating: MeasuredFlowItem(size: 2...2, spacing: 1), count: 20_000)
        for lines in [
            GreedyLineBreaker.wrapItemsToLines(items, in: 1e9), KnuthPlassLineBreaker.wrapItemsToLines(items, in: 1e9),
            GreedyLineBreaker.wrapItemsToLines(items, in: .infinity),
        ] {
            #expect(lines.count == 1)
            #expect(lines.first?.count == 20_000)
            #expect(lines.first?.last?.leadingSpace == 1)
        }
    }
}
