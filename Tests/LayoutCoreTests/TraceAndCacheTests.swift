import Testing

@testable import LayoutCore

@Suite("trace and cache")
struct TraceAndCacheTests {
    let items = [box(4, 1), box(4, 1)]
    let proposal = ProposedSize(width: 10, height: nil)

    func asked(_ index: Int, _ proposal: ProposedSize, _ answer: Size) -> RunEvent {
        .asked(index: index, proposal: proposal, answer: answer)
    }

    @Test func wrap_firstRun_measuresForTheMinimum_thenArrangesOnce_thenReusesTheRows() {
        let engine = LayoutEngine(config(.wrap))
        let trace = engine.run(items, proposal: proposal, tracing: true).trace
        let size = Size(width: 4, height: 1)
        #expect(
            trace == [
                .makeCache, asked(0, .zero, size), asked(1, .zero, size),
                .sizeThatFits(proposal), asked(0, proposal, size), asked(1, proposal, size), .cacheMiss,
                .placeSubviews(Rect(x: 0, y: 0, width: 10, height: 1)),
                asked(0, proposal, size), asked(1, proposal, size), .cacheHit,
                .placed(index: 0, at: Point(x: 0, y: 0), anchor: .topLeading),
                .placed(index: 1, at: Point(x: 4, y: 0), anchor: .topLeading),
            ])
    }

    @Test func wrap_secondRun_hitsTheCacheTwice_andNeverRemakesIt() {
        let engine = LayoutEngine(config(.wrap))
        _ = engine.run(items, proposal: proposal)
        let trace = engine.run(items, proposal: proposal, tracing: true).trace
        #expect(trace.filter { $0 == .cacheHit }.count == 2)
        #expect(!trace.contains(.cacheMiss) && !trace.contains(.makeCache))
    }

    @Test func wrap_newProposalMisses_newChildrenUpdateTheCache_anotherLayoutStartsAfresh() {
        let engine = LayoutEngine(config(.wrap))
        _ = engine.run(items, proposal: proposal)
        let narrower = engine.run(items, proposal: ProposedSize(width: 6, height: nil), tracing: true).trace
        #expect(narrower.filter { $0 == .cacheMiss }.count == 1)
        let more = engine.run(items + [box(1, 1)], proposal: proposal, tracing: true).trace
        #expect(more.first == .updateCache(.children))
        engine.configure(config(.wrap, variants: [.safeAlign]))
        #expect(engine.run(items, proposal: proposal, tracing: true).trace.first == .makeCache)
    }

    @Test func wrap_newSpacing_goesThroughUpdateCache_whichKeepsTheRows_soTheyAreStale() {
        // SwiftUI calls updateCache when a layout's properties change; 000's keeps the rows,
        // and their key (proposal and sizes) has not changed: the old spacing stays.
        let engine = LayoutEngine(config(.wrap))
        #expect(engine.run(items, proposal: proposal).placements.map(\.frame.minX) == [0, 4])
        engine.configure(config(.wrap, spacing: spacing(2, 0)))
        let stale = engine.run(items, proposal: proposal, tracing: true)
        #expect(stale.trace.first == .updateCache(.settings))
        #expect(stale.trace.filter { $0 == .cacheHit }.count == 2)
        #expect(stale.placements.map(\.frame.minX) == [0, 4])
        #expect(stale.notes == [.staleRows])
        // A new proposal misses, and the rows are right again.
        let fresh = engine.run(items, proposal: ProposedSize(width: 12, height: nil))
        #expect(fresh.placements.map(\.frame.minX) == [0, 6])
        #expect(fresh.notes.isEmpty)
        // clear-rows forgets the rows in updateCache.
        let mended = LayoutEngine(config(.wrap, variants: [.clearRows]))
        _ = mended.run(items, proposal: proposal)
        mended.configure(config(.wrap, spacing: spacing(2, 0), variants: [.clearRows]))
        let run = mended.run(items, proposal: proposal)
        #expect(run.placements.map(\.frame.minX) == [0, 6])
        #expect(run.notes.isEmpty)
    }

    @Test func flow_asksEveryChildAgainInEveryCall() {
        let trace = LayoutEngine.layout(items, config(.flow), proposal: proposal, tracing: true).trace
        #expect(trace.filter { if case .asked(_, .unspecified, _) = $0 { true } else { false } }.count == 4)
        #expect(!trace.contains(.makeCache))
    }

    @Test func anchored_asksEveryChildOnceInMakeCache() {
        let trace = LayoutEngine.layout(items, config(.anchored), proposal: proposal, tracing: true).trace
        let size = Size(width: 4, height: 1)
        #expect(
            trace == [
                .makeCache, asked(0, .unspecified, size), asked(1, .unspecified, size),
                // The lab's sizeThatFits answers the widest line: 8.
                .sizeThatFits(proposal), .placeSubviews(Rect(x: 0, y: 0, width: 8, height: 1)),
                .placed(index: 0, at: Point(x: 2, y: 0.5), anchor: .center),
                .placed(index: 1, at: Point(x: 6, y: 0.5), anchor: .center),
            ])
    }

    @Test func withoutTracing_theTraceIsEmpty() {
        #expect(LayoutEngine.layout(items, config(), proposal: proposal).trace.isEmpty)
    }

    @Test func traceEvents_readAsSentences() {
        #expect(
            RunEvent.sizeThatFits(ProposedSize(width: 30, height: nil)).description
                == "sizeThatFits(proposal: 30×nil)")
        #expect(asked(2, .zero, Size(width: 3, height: 1)).description == "  item 2 offered .zero answers 3×1")
        #expect(
            RunEvent.placeSubviews(Rect(x: 0, y: 0, width: 30, height: 2.5)).description
                == "placeSubviews(in: (0, 0) 30×2.5)")
    }
}

@Suite("the trace says why")
struct TraceWhyTests {
    let items = [box(4, 1), box(3, 1)]
    let proposal = ProposedSize(width: 20, height: nil)

    /// updateCache is traced with why it was called and what it recomputed, kept or dropped.
    @Test func updateCache_saysWhatItKeptAndWhy() {
        let engine = LayoutEngine(config(.wrap))
        _ = engine.run(items, proposal: proposal)
        engine.configure(config(.wrap, spacing: spacing(3, 0)))
        let trace = engine.run(items, proposal: proposal, tracing: true).trace
        #expect(
            Array(trace.prefix(5).map(\.description)) == [
                "updateCache (the layout's settings changed)",
                "  item 0 offered .zero answers 4×1",
                "  item 1 offered .zero answers 3×1",
                "  recomputed: minSize, now 4×1 (every child asked for .zero)",
                "  kept: the rows, keyed on the proposal and the children's sizes; a change of spacing or alignment is not in the key",
            ])
        #expect(
            engine.run(items + [box(1, 1)], proposal: proposal, tracing: true).trace.first == .updateCache(.children))
    }

    /// Every place call is traced with the point and the anchor it was given.
    @Test func placeCalls_areTraced_withTheirPointAndAnchor() {
        let items = [box(4, 3), box(3, 1).with { $0.anchor = .top }]
        let result = LayoutEngine.layout(
            items, config(.anchored), proposal: ProposedSize(width: 20, height: nil), tracing: true)
        let placed = result.trace.filter { if case .placed = $0 { true } else { false } }.map(\.description)
        #expect(
            placed == ["  item 0 placed at (2, 1.5), anchor .center", "  item 1 placed at (5.5, 0.5), anchor .top"])
    }
}
