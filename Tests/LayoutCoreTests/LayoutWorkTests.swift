import Testing

@testable import LayoutCore

/// `LayoutWork`: the work a run does is counted, and a run stops when its meter says so —
/// at once, leaving nothing behind.
@Suite("layout work: counted, and stopped")
struct LayoutWorkTests {
    static func twoWide(_ count: Int) -> [LayoutItem] {
        (0..<count).map { _ in try! LayoutItem.fixed(width: 2, height: 1) }
    }

    static func hflow(evenly: Bool) -> LayoutConfiguration {
        let one = try! SpacingRule.fixed(1)
        var configuration = LayoutConfiguration(kind: .hflow, spacing: LayoutSpacing(horizontal: one, vertical: one))
        configuration.flowOptions.distributeItemsEvenly = evenly
        return configuration
    }

    /// 20,000 items on one line: the library's loops visit 200 million items greedily and 1.3
    /// trillion evenly; the engine's work grows with the items alone.
    @Test(arguments: [false, true])
    func oneLongLine_costsWorkInProportionToItsItems(evenly: Bool) throws {
        let items = Self.twoWide(20_000)
        let work = LayoutWork()
        let result = try work.measure {
            LayoutEngine.layout(items, Self.hflow(evenly: evenly), proposal: ProposedSize(width: 1e9, height: nil))
        }
        #expect(result.rowCount == 1)
        #expect(result.placements.last?.frame.minX == 59_997)
        #expect(work.spent <= 3 * items.count, "spent \(work.spent)")
    }

    @Test func aBudget_stopsTheRun_andSaysSo() {
        let items = Self.twoWide(2_000)
        let work = LayoutWork(limit: 10_000)
        #expect(throws: LayoutWork.Stop.overBudget(limit: 10_000)) {
            _ = try work.measure {
                for width in 1000..<1100 {
                    _ = LayoutEngine.layout(
                        items, Self.hflow(evenly: true), proposal: ProposedSize(width: Double(width), height: nil))
                }
            }
        }
        // Stopped within one run of the limit: the loop's later runs did nothing.
        #expect(work.spent < 10_000 + 2 * 2_000 + 2_000 * 2_000)
        #expect(work.isStopped)
    }

    /// Ctrl-C (any question that says stop): asked every few thousand units, so even one long run
    /// ends early.
    @Test func aQuestion_stopsTheRun() {
        let items = Self.twoWide(50_000)
        nonisolated(unsafe) var asked = 0
        let work = LayoutWork {
            asked += 1
            return asked > 3
        }
        #expect(throws: LayoutWork.Stop.asked) {
            _ = try work.measure {
                LayoutEngine.layout(items, Self.hflow(evenly: true), proposal: ProposedSize(width: 75_000, height: nil))
            }
        }
        // 50,000 items in two lines price about 1.25 billion lines; stopped after a few thousand.
        #expect(work.spent < 1_000_000)
    }

    /// A run stopped part-way keeps no cache: the next run, not stopped, is whole and right.
    @Test func aStoppedRun_leavesTheEngineAsItWas() throws {
        let items = Self.twoWide(3_000)
        let engine = LayoutEngine(Self.hflow(evenly: true))
        let proposal = ProposedSize(width: 90, height: nil)
        let before = engine.run(items, proposal: proposal)
        let stopped = LayoutWork(limit: 100)
        _ = try? stopped.measure { engine.run(items, proposal: ProposedSize(width: 91, height: nil)) }
        #expect(stopped.isStopped)
        #expect(engine.run(items, proposal: proposal) == before)
        let fresh = LayoutEngine.layout(items, Self.hflow(evenly: true), proposal: ProposedSize(width: 91, height: nil))
        #expect(engine.run(items, proposal: ProposedSize(width: 91, height: nil)).placements == fresh.placements)
    }

    /// A walk steps through the library's line-by-line loops, as far as it keeps steps; past
    /// them the engine finds the same lines from running totals (20,000 items on one line walked
    /// line by line to the end would visit 200 million items).
    @Test(arguments: [false, true])
    func aWalkOfALongLine_handsOverWhenItIsCut(evenly: Bool) {
        let items = Self.twoWide(20_000)
        let proposal = ProposedSize(width: 1e9, height: nil)
        let recorder = WalkRecorder(limit: 200)
        let walked = LayoutEngine.layout(items, Self.hflow(evenly: evenly), proposal: proposal, walker: recorder)
        #expect(recorder.isCut)
        #expect(recorder.steps.count == 200)
        let plain = LayoutEngine.layout(items, Self.hflow(evenly: evenly), proposal: proposal)
        #expect(walked.placements == plain.placements)
        #expect(walked.size == plain.size)
    }

    /// Outside `measure`, nothing counts and nothing stops.
    @Test func withoutAMeter_nothingIsCounted() {
        #expect(LayoutWork.current == nil)
        let result = LayoutEngine.layout(
            Self.twoWide(10), Self.hflow(evenly: false), proposal: ProposedSize(width: 10, height: nil))
        #expect(result.rowCount == 4)
    }
}
