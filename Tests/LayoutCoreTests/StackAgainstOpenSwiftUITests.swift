import LabSupport
import TestSupport
import Testing

@testable import LayoutCore

/// The engine's HStack and VStack against the tests' own transcription of OpenSwiftUI
/// (`Reconstructions/OpenSwiftUIStack.swift`) on random stacks of fixed and flexible children and
/// spacers, with priorities, fixed or system spacing, any proposal: the same size and frames.
@Suite("HStack and VStack: the engine against OpenSwiftUI's algorithm")
struct StackAgainstOpenSwiftUITests {
    struct Case: CustomStringConvertible {
        var axis: Axis
        var spacing: Double?
        var alignment: Double
        var items: [LayoutItem]
        var views: [OpenSwiftUI.View]
        var proposal: ProposedSize
        var written: [String]

        var description: String {
            "\(axis) spacing \(spacing.map { "\($0)" } ?? "system") align \(alignment) proposal \(proposal): "
                + written.joined(separator: ", ")
        }
    }

    static func randomCase(_ random: inout SeededGenerator) throws -> Case {
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
        let orientation: OpenSwiftUI.Axis = axis == .horizontal ? .horizontal : .vertical
        var items: [LayoutItem] = []
        var views: [OpenSwiftUI.View] = []
        var written: [String] = []
        for _ in 0..<Int.random(in: 0...7, using: &random) {
            let priority: Double? = pick([nil, nil, nil, 1, -1])
            switch Int.random(in: 0...2, using: &random) {
            case 0:
                let (along, across) = (Double(pick([0, 3, 7, 12])), Double(pick([1, 2, 3])))
                let (width, height) = axis == .horizontal ? (along, across) : (across, along)
                items.append(try LayoutItem.fixed(width: width, height: height).with { $0.priority = priority })
                views.append(.fixed(width, height, priority: priority ?? 0))
                written.append("\(width)×\(height)")
            case 1:
                let minimum = Double(pick([0, 2, 4]))
                let ideal = minimum + Double(pick([0, 3, 6]))
                let maximum = pick([ideal, ideal + 5, .infinity])
                let along = [minimum, ideal, maximum]
                let across = [1.0, 1, pick([1.0, 3, .infinity])]
                let (width, height) = axis == .horizontal ? (along, across) : (across, along)
                let size = FlexibleSize(
                    width: try FlexibleLength(minimum: width[0], ideal: width[1], maximum: width[2]),
                    height: try FlexibleLength(minimum: height[0], ideal: height[1], maximum: height[2]))
                items.append(LayoutItem.flexible("", size).with { $0.priority = priority })
                views.append(.flexible(width, height, priority: priority ?? 0))
                written.append("flexible \(width)×\(height)")
            default:
                let minLength = Double(pick([0, 0, 2, 5]))
                items.append(LayoutItem.spacer(minLength: minLength).with { $0.priority = priority })
                views.append(.spacer(minLength: minLength, orientation: orientation, priority: priority))
                written.append("spacer min \(minLength)")
            }
            if let priority { written[written.count - 1] += " priority \(priority)" }
        }
        let along: Double? = pick([nil, 0, 10, 25, 40, .infinity])
        let across: Double? = pick([nil, 2, 5])
        return Case(
            axis: axis, spacing: pick([nil, nil, 0, 1, 3]), alignment: pick([0, 0.5, 1]), items: items, views: views,
            proposal: axis == .horizontal
                ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along),
            written: written)
    }

    @Test func randomStacksWithSpacers_placeAsOpenSwiftUIs() throws {
        var random = SeededGenerator(seed: 4444)
        var spacers = 0
        for _ in 0..<QuickLoop.sample(2000) {
            let testCase = try Self.randomCase(&random)
            spacers += testCase.items.filter(\.isSpacer).count
            let engine = LayoutRunner(
                StackLayout(
                    majorAxis: testCase.axis, minorAlignment: testCase.alignment, uniformSpacing: testCase.spacing)
            ).run(testCase.items, proposal: testCase.proposal)
            let transcribed = OpenSwiftUI.Stack(
                majorAxis: testCase.axis == .horizontal ? .horizontal : .vertical, minorAlignment: testCase.alignment,
                uniformSpacing: testCase.spacing, defaultSpacing: ViewSpacing.defaultDistance(along: testCase.axis)
            ).layout(testCase.views, proposal: (testCase.proposal.width, testCase.proposal.height))
            try #require(
                same([engine.size.width, engine.size.height], [transcribed.size.width, transcribed.size.height]),
                "size \(engine.size) against \(transcribed.size): \(testCase)")
            let frames = engine.placements.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
            for (index, (frame, expected)) in zip(frames, transcribed.frames).enumerated() {
                try #require(same(frame, expected), "child \(index): \(frame) against \(expected): \(testCase)")
            }
        }
        #expect(spacers > 100)
    }

    /// The issue's case: a child that grows without end beside a spacer takes all; the spacer,
    /// served last, nothing (the lab gave each half when a spacer's priority was 0).
    @Test func aGrowingChildBesideASpacer_takesAll() throws {
        let grows = LayoutItem.flexible(
            "A",
            FlexibleSize(
                width: try FlexibleLength(minimum: 0, ideal: 0, maximum: .infinity),
                height: try FlexibleLength(fixed: 1)))
        let result = LayoutRunner(StackLayout(majorAxis: .horizontal, uniformSpacing: 0)).run(
            [grows, .spacer()], proposal: ProposedSize(width: 20, height: nil))
        #expect(result.placements.map(\.frame.width) == [20, 0])
        // Given a priority of its own, the spacer is an ordinary child again: an even share.
        let even = LayoutRunner(StackLayout(majorAxis: .horizontal, uniformSpacing: 0)).run(
            [grows, LayoutItem.spacer().with { $0.priority = 0 }], proposal: ProposedSize(width: 20, height: nil))
        #expect(even.placements.map(\.frame.width) == [10, 10])
    }

    /// Two numbers the same, ∞ and NaN included, or within rounding.
    func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                x == y || (x.isNaN && y.isNaN) || (x.isFinite && y.isFinite && abs(x - y) < 1e-9)
            }
    }
}
