import TestSupport
import Testing

@testable import LayoutCore

/// A walk is the engine running with its probes on: it must change nothing, and what it says
/// was placed must be what the run placed.
@Suite("walks: the engine's own steps")
struct WalkTests {
    /// On 1,000 random requests a layout (every variant of it switched on or off at random), a
    /// walked run answers exactly as a run that is not walked, and the walk's last `place` of
    /// each child is the frame the engine returns.
    /// SwiftUI-Flow's layouts get their options at random instead of variants.
    @Test(arguments: LayoutKind.allCases)
    func aWalkedRun_endsWithTheEnginesFrames(kind: LayoutKind) throws {
        var generator = SeededGenerator(seed: 22)
        let variants = LayoutVariant.allCases.filter { $0.layout == kind }
        for var testCase in InvariantTests.generate(count: QuickLoop.sample(1000), seed: 22, kinds: [kind]) {
            testCase.configuration.variants = Set(variants.filter { _ in Bool.random(using: &generator) })
            if kind.isSwiftUIFlow {
                var options = SwiftUIFlowSettings()
                options.justified = Bool.random(using: &generator)
                options.distributeItemsEvenly = Bool.random(using: &generator)
                options.maxLines = Bool.random(using: &generator) ? Int.random(in: 0...3, using: &generator) : nil
                options.layoutDirection = Bool.random(using: &generator) ? .rightToLeft : .leftToRight
                options.lineAlignment = FlowPlacement.allCases.randomElement(using: &generator)!
                options.itemAlignment = FlowPlacement.allCases.randomElement(using: &generator)!
                testCase.configuration.flowOptions = options
            }
            let proposal = ProposedSize(width: testCase.width, height: nil)
            let origin = Point(x: Double(Int.random(in: 0...3, using: &generator)), y: 0)
            let plain = LayoutEngine.layout(testCase.items, testCase.configuration, proposal: proposal, origin: origin)
            let recorder = WalkRecorder(limit: 100_000)
            let walked = LayoutEngine.layout(
                testCase.items, testCase.configuration, proposal: proposal, origin: origin, walker: recorder)
            try #require(walked == plain, "\(testCase)")
            var last: [Int: Rect] = [:]
            for placed in recorder.placed { last[placed.index] = placed.frame }
            for placement in plain.placements where placement.isPlaced {
                try #require(last[placement.index]?.isSame(as: placement.frame) == true, "\(testCase)")
            }
            try #require(!recorder.steps.isEmpty || testCase.items.isEmpty, "\(testCase)")
            // Each step's picture draws what was placed before it: never more than was placed.
            try #require(recorder.steps.allSatisfy { $0.doneCount <= recorder.placed.count })
            // `if a, b` tests b only when a holds: a decision says no more than ran. (004's and
            // 000's walks wrote `x > 0: 0 > 0 → false` after a first test that failed.)
            for step in recorder.steps where step.code.hasPrefix("if ") {
                guard let decision = step.decision else { continue }
                let parts = decision.split(separator: "→ ", omittingEmptySubsequences: false).dropFirst()
                // The lab's line break makes the first test hold whatever its numbers say.
                if let first = parts.first, first.hasPrefix("false"), !first.contains("line break"), parts.count > 1 {
                    Issue.record("\(kind): '\(decision)' goes on after a test that failed")
                    break
                }
            }
        }
    }

    /// The scrolling collections prepare the same attributes and rest at the same offset walked.
    @Test(arguments: CollectionKind.allCases)
    func aWalkedCollection_preparesWhatTheEngineDoes(kind: CollectionKind) throws {
        var generator = SeededGenerator(seed: 23)
        for _ in 0..<200 {
            var scene = CollectionScene(kind: kind)
            try scene.setItemCount(Int.random(in: 0...15, using: &generator))
            _ = scene.scroll(to: Double(Int.random(in: 0...200, using: &generator)))
            let recorder = WalkRecorder(limit: 100_000)
            scene.walk(recorder)
            #expect(recorder.prepared == scene.attributes())
            let walkedTarget = scene.layout.targetContentOffset(
                proposed: scene.contentOffset, velocity: 0, scene.viewport, walker: WalkRecorder())
            #expect(
                walkedTarget
                    == scene.layout.targetContentOffset(proposed: scene.contentOffset, velocity: 0, scene.viewport))
            #expect(recorder.steps.contains { $0.phase == .targetContentOffset })
        }
    }

    @Test(arguments: [LayoutKind.flow, .hflow])
    func aLongRun_isCutAtTheLimit_andSaysSo(kind: LayoutKind) {
        let items = (0..<100).map { _ in try! LayoutItem.fixed("", width: 3, height: 1) }
        let recorder = WalkRecorder(limit: 50)
        var configuration = LayoutConfiguration(kind: kind)
        configuration.flowOptions.distributeItemsEvenly = true
        _ = LayoutEngine.layout(items, configuration, proposal: ProposedSize(width: 20, height: nil), walker: recorder)
        #expect(recorder.steps.count == 50)
        #expect(recorder.isCut)
    }
}
