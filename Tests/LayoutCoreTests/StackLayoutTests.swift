import Foundation
import LabSupport
import Testing

@testable import LayoutCore

/// Every transcribed case in Fixtures/StackLayout (its README says the format), run through the
/// lab's `StackLayout`.
@Suite("HStack and VStack: OpenSwiftUI's cases, transcribed")
struct StackLayoutFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/StackLayout")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    struct Fixture: Decodable {
        var from: String
        var axis: String
        var spacing: Double?
        var alignment: String
        var items: [Item]
        var proposal: [Double?]
        var size: [Double]
        var frames: [[Double]]

        struct Item: Decodable {
            var size: [Double]?
            var flexible: Flexible?
            var spacer: Double?
            var priority: Double?
        }

        struct Flexible: Decodable {
            var min: [Double]
            var ideal: [Double]
            var max: [Length]
        }

        /// A number, or "inf".
        struct Length: Decodable {
            var value: Double
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                value = (try? container.decode(Double.self)) ?? .infinity
            }
        }
    }

    /// SwiftUI's default distance between two views, in points (OpenSwiftUI's glue).
    static let swiftUIDefaultSpacing = 8.0

    /// The stack a fixture names.
    static func stack(_ fixture: Fixture) -> StackLayout {
        var stack = StackLayout(
            majorAxis: axis(fixture) == .vertical ? .vertical : .horizontal, minorAlignment: alignment(fixture),
            uniformSpacing: fixture.spacing)
        stack.defaultDistance = swiftUIDefaultSpacing
        return stack
    }

    static func axis(_ fixture: Fixture) -> OpenSwiftUI.Axis {
        fixture.axis == "vertical" ? .vertical : .horizontal
    }

    static func alignment(_ fixture: Fixture) -> Double {
        switch fixture.alignment {
        case "top", "leading": 0
        case "bottom", "trailing": 1
        default: 0.5
        }
    }

    /// The children a fixture names, as the lab's items.
    static func items(_ fixture: Fixture) throws -> [LayoutItem] {
        try fixture.items.enumerated().map { index, item in
            var child: LayoutItem
            if let size = item.size {
                child = try LayoutItem.fixed("#\(index)", width: size[0], height: size[1])
            } else if let flexible = item.flexible {
                child = LayoutItem.flexible(
                    "#\(index)",
                    FlexibleSize(
                        width: try FlexibleLength(
                            minimum: flexible.min[0], ideal: flexible.ideal[0], maximum: flexible.max[0].value),
                        height: try FlexibleLength(
                            minimum: flexible.min[1], ideal: flexible.ideal[1], maximum: flexible.max[1].value)))
            } else {
                child = LayoutItem.spacer("#\(index)", minLength: item.spacer ?? 0)
            }
            if let priority = item.priority { child = child.with { $0.priority = priority } }
            return child
        }
    }

    /// The same children as the transcription's views.
    static func views(_ fixture: Fixture) -> [OpenSwiftUI.View] {
        fixture.items.map { item in
            if let size = item.size { return .fixed(size[0], size[1], priority: item.priority ?? 0) }
            if let flexible = item.flexible {
                return .flexible(
                    [flexible.min[0], flexible.ideal[0], flexible.max[0].value],
                    [flexible.min[1], flexible.ideal[1], flexible.max[1].value], priority: item.priority ?? 0)
            }
            return .spacer(minLength: item.spacer ?? 0, orientation: axis(fixture), priority: item.priority)
        }
    }

    @Test func thereAreCases() {
        #expect(Self.names.count >= 19)
    }

    @Test(arguments: names)
    func placesAsSwiftUIDraws(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let fixture = try JSONDecoder().decode(Fixture.self, from: data)
        // The transcription of OpenSwiftUI agrees with the fixture's numbers, then the engine.
        let transcribed = OpenSwiftUI.Stack(
            majorAxis: Self.axis(fixture), minorAlignment: Self.alignment(fixture), uniformSpacing: fixture.spacing,
            defaultSpacing: Self.swiftUIDefaultSpacing
        ).layout(Self.views(fixture), proposal: (fixture.proposal[0], fixture.proposal[1]))
        #expect([transcribed.size.width, transcribed.size.height] == fixture.size, "\(name): transcription's size")
        #expect(transcribed.frames == fixture.frames, "\(name): transcription's frames \(transcribed.frames)")
        let result = LayoutRunner(Self.stack(fixture)).run(
            try Self.items(fixture), proposal: ProposedSize(width: fixture.proposal[0], height: fixture.proposal[1]))
        let size = [result.size.width, result.size.height]
        #expect(zip(size, fixture.size).allSatisfy { abs($0 - $1) < 1e-9 }, "\(name): size \(size)")
        let frames = result.placements.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
        #expect(frames.count == fixture.frames.count)
        for (index, (frame, expected)) in zip(frames, fixture.frames).enumerated() {
            #expect(zip(frame, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(name) child \(index): \(frame)")
        }
    }

    /// A planted difference fails: one fixture with one frame moved is caught.
    @Test func aPlantedDifference_isCaught() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("hstack-two-spacers.json"))
        var fixture = try JSONDecoder().decode(Fixture.self, from: data)
        // Equal shares would be the "obvious" model: the spacers take 49 each only because
        // the fixed children, less flexible, are offered space first.
        fixture.items.swapAt(0, 1)
        let result = LayoutRunner(Self.stack(fixture)).run(
            try Self.items(fixture), proposal: ProposedSize(width: fixture.proposal[0], height: fixture.proposal[1]))
        let frames = result.placements.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
        #expect(frames != fixture.frames)
    }
}

/// The reconstruction's rules, each on a case worked out by hand.
@Suite("HStack and VStack: sharing the space")
struct StackLayoutTests {
    static let hstack = StackLayout(majorAxis: .horizontal, minorAlignment: 0, uniformSpacing: 0)

    static func flexible(_ minimum: Double, _ ideal: Double, _ maximum: Double, priority: Double = 0) -> LayoutItem {
        var item = LayoutItem.flexible(
            "",
            FlexibleSize(
                width: try! FlexibleLength(minimum: minimum, ideal: ideal, maximum: maximum),
                height: try! FlexibleLength(fixed: 1)))
        var values = item.values
        values.priority = priority
        item.values = values
        return item
    }

    static func frames(_ result: LayoutResult) -> [[Double]] {
        result.placements.map { [$0.frame.minX, $0.frame.width] }
    }

    @Test func theLessFlexibleChild_isOfferedSpaceFirst() {
        // B (fixed 40) goes first though it comes second: offered 50, it takes 40; A gets 60.
        let result = LayoutRunner(Self.hstack).run(
            [Self.flexible(10, 30, .infinity), box(40, 1)], proposal: ProposedSize(width: 100, height: nil))
        #expect(Self.frames(result) == [[0, 60], [60, 40]])
    }

    @Test func aHigherPriority_getsAllButTheOthersMinimums() {
        let result = LayoutRunner(Self.hstack).run(
            [Self.flexible(0, 50, .infinity, priority: 1), Self.flexible(20, 50, .infinity)],
            proposal: ProposedSize(width: 100, height: nil))
        #expect(Self.frames(result) == [[0, 80], [80, 20]])
    }

    @Test func noLengthOnTheAxis_everyChildItsIdeal() {
        let result = LayoutRunner(Self.hstack).run(
            [Self.flexible(0, 50, .infinity), Self.flexible(20, 30, 40)], proposal: .unspecified)
        #expect(Self.frames(result) == [[0, 50], [50, 30]])
        #expect(result.size == Size(width: 80, height: 1))
    }

    @Test func theProbesAndOffers_comeInTheReconstructionsOrder() {
        // A fixed 10, a spacer, B fixed 10, a spacer, offered 100: the insertion sort compares
        // (spacer, A), (B, spacer), (B, A), (spacer, spacer), each child's lengths at 0 and ∞
        // asked once; then A, B and the spacers are offered 25, 30, 40 and 40.
        let items = [box(10, 1), Self.flexible(0, 0, .infinity), box(10, 1), Self.flexible(0, 0, .infinity)]
        let result = LayoutRunner(Self.hstack).run(
            items, proposal: ProposedSize(width: 100, height: nil), tracing: true)
        let asked: [String] = result.trace.compactMap {
            guard case .asked(let index, let proposal, _) = $0 else { return nil }
            return "\(index)@\(proposal.width.map { $0 == .infinity ? "inf" : "\(Int($0))" } ?? "nil")"
        }
        #expect(
            asked.prefix(12) == [
                "1@0", "1@inf", "0@0", "0@inf", "2@0", "2@inf", "3@0", "3@inf", "0@25", "2@30", "1@40", "3@40",
            ])
        #expect(Self.frames(result) == [[0, 10], [10, 40], [50, 10], [60, 40]])
    }

    @Test func theFlexibilityEstimate_asOpenSwiftUIsTestsHaveIt() {
        // Tests/OpenSwiftUICoreTests/Layout/Geometry/LayoutTraitsTests.swift, FlexibilityEstimateTests.comparison.
        let cases: [(Double, Double, Double, Double, Bool, Bool)] = [
            (10, 20, 10, 30, true, false), (20, 40, 30, 50, false, false),
            (10, .infinity, 20, .infinity, false, true), (10, 20, 10, .infinity, true, false),
        ]
        for (min0, max0, min1, max1, less, greater) in cases {
            let first = FlexibilityEstimate(minLength: min0, maxLength: max0)
            let second = FlexibilityEstimate(minLength: min1, maxLength: max1)
            #expect((first < second) == less && (second < first) == greater)
        }
    }

    /// SwiftUI's stacks are centred across until told otherwise (`HStack(alignment:
    /// VerticalAlignment = .center, …)`); wrap keeps the lab's topLeading; a chosen alignment
    /// stays chosen when the layout changes.
    @Test func aStack_startsCentred_asSwiftUIsDo() throws {
        var configuration = LayoutConfiguration(kind: .hstack)
        #expect(configuration.alignment == .center)
        let result = LayoutEngine.layout(
            [box(3, 1), box(4, 3)], configuration, proposal: ProposedSize(width: 20, height: nil))
        #expect(result.placements.map(\.frame.minY) == [1, 0])
        configuration.kind = .wrap
        #expect(configuration.alignment == .topLeading)
        configuration.alignment = .bottom
        configuration.kind = .vstack
        #expect(configuration.alignment == .bottom)
    }

    /// A second run with the same proposal asks no child (the cache's `lastProposedSize`), and
    /// its trace says why rather than showing an empty negotiation.
    @Test func theSameProposalAgain_asksNoChild_andTheTraceSaysWhy() {
        let runner = LayoutRunner(Self.hstack)
        let items = [box(3, 1), Self.flexible(0, 5, .infinity)]
        let offer = ProposedSize(width: 20, height: 4)
        _ = runner.run(items, proposal: offer)
        let again = runner.run(items, proposal: offer, tracing: true)
        #expect(!again.trace.contains { if case .asked = $0 { true } else { false } })
        #expect(
            again.trace.contains(.cacheHitKept("lastProposedSize is this proposal, its sizes kept; no child asked")))
        #expect(again.trace.filter(\.isCacheHit).count == 2)  // sizeThatFits and placeSubviews
        #expect(Self.frames(again) == [[0, 3], [3, 17]])
    }

    /// `Spacer(minLength: 4)`: offered nothing or too little, 4; offered more, all of it.
    @Test func aSpacersMinimum_holdsAlongTheStack() {
        let items = [box(3, 1), LayoutItem.spacer(minLength: 4), box(6, 1)]
        let tight = LayoutRunner(Self.hstack).run(items, proposal: ProposedSize(width: 10, height: nil))
        #expect(Self.frames(tight) == [[0, 3], [3, 4], [7, 6]])
        let roomy = LayoutRunner(Self.hstack).run(items, proposal: ProposedSize(width: 20, height: nil))
        #expect(Self.frames(roomy) == [[0, 3], [3, 11], [14, 6]])
        let ideal = LayoutRunner(Self.hstack).run(items, proposal: .unspecified)
        #expect(ideal.size.width == 13)
        // Down a VStack, the same along its height.
        let column = LayoutRunner(StackLayout(majorAxis: .vertical, minorAlignment: 0, uniformSpacing: 0)).run(
            items, proposal: ProposedSize(width: nil, height: 3))
        #expect(column.placements[1].frame.height == 4)
    }

    @Test func placing_addsTheBoundsOrigin_andAStackOfNothingIsZero() {
        let result = LayoutRunner(Self.hstack).run(
            [box(3, 1), box(4, 2)], proposal: ProposedSize(width: 20, height: nil), origin: Point(x: 5, y: 7))
        #expect(result.placements.map(\.frame.minX) == [5, 8])
        #expect(result.placements.map(\.frame.minY) == [7, 7])
        let empty = LayoutRunner(Self.hstack).run([], proposal: ProposedSize(width: 20, height: nil))
        #expect(empty.size == Size(width: 0, height: 0))
    }
}

/// What holds for any children: order kept, neighbours exactly their spacing apart, and, when
/// every child can take its share, the stack exactly as long as offered; a VStack is an HStack
/// turned on its side.
@Suite("HStack and VStack: invariants")
struct StackLayoutInvariantTests {
    @Test func randomStacks() throws {
        var random = SeededGenerator(seed: 35)
        for _ in 0..<300 {
            let count = Int.random(in: 1...8, using: &random)
            let spacing = [0.0, 1, 8][Int.random(in: 0...2, using: &random)]
            var items: [LayoutItem] = []
            var turned: [LayoutItem] = []
            for _ in 0..<count {
                let width = Double(Int.random(in: 0...20, using: &random))
                let height = Double(Int.random(in: 1...4, using: &random))
                let minimum = Double(Int.random(in: 0...5, using: &random))
                let ideal = minimum + Double(Int.random(in: 0...10, using: &random))
                let maximum =
                    Bool.random(using: &random) ? .infinity : ideal + Double(Int.random(in: 0...10, using: &random))
                let priority = Double([0, 0, 0, 1, -1][Int.random(in: 0...4, using: &random)])
                let across = try FlexibleLength(fixed: height)
                let along = try FlexibleLength(minimum: minimum, ideal: ideal, maximum: maximum)
                var item =
                    Bool.random(using: &random)
                    ? try LayoutItem.fixed(width: width, height: height)
                    : LayoutItem.flexible("", FlexibleSize(width: along, height: across))
                var turnedItem =
                    if case .fixed = item.kind { try LayoutItem.fixed(width: height, height: width) } else {
                        LayoutItem.flexible("", FlexibleSize(width: across, height: along))
                    }
                var values = item.values
                values.priority = priority
                item.values = values
                turnedItem.values = values
                items.append(item)
                turned.append(turnedItem)
            }
            let offered = Double(Int.random(in: 0...120, using: &random))
            let hstack = LayoutRunner(StackLayout(majorAxis: .horizontal, minorAlignment: 0, uniformSpacing: spacing))
                .run(items, proposal: ProposedSize(width: offered, height: nil))
            let frames = hstack.placements.map(\.frame)
            for index in frames.indices.dropFirst() {
                #expect(
                    abs(frames[index].minX - (frames[index - 1].maxX + spacing)) < 1e-9, "neighbours \(spacing) apart")
            }
            let length = frames.map(\.width).reduce(0, +) + spacing * Double(count - 1)
            #expect(abs(hstack.size.width - length) < 1e-9)
            #expect(frames.allSatisfy { $0.minY >= 0 && $0.maxY <= hstack.size.height })
            // Every child flexible from 0 to ∞ along: together exactly the length offered.
            let stretchy = items.map { _ in
                LayoutItem.flexible(
                    "",
                    FlexibleSize(
                        width: try! FlexibleLength(minimum: 0, ideal: 5, maximum: .infinity),
                        height: try! FlexibleLength(fixed: 1)))
            }
            let filled = LayoutRunner(StackLayout(majorAxis: .horizontal, uniformSpacing: spacing))
                .run(stretchy, proposal: ProposedSize(width: offered + spacing * Double(count - 1), height: nil))
            #expect(abs(filled.size.width - (offered + spacing * Double(count - 1))) < 1e-9)
            // The same children turned on their side, in a VStack: the frames turned too.
            let vstack = LayoutRunner(StackLayout(majorAxis: .vertical, minorAlignment: 0, uniformSpacing: spacing))
                .run(turned, proposal: ProposedSize(width: nil, height: offered))
            let turnedBack = vstack.placements.map { [$0.frame.minY, $0.frame.minX, $0.frame.height, $0.frame.width] }
            #expect(turnedBack == frames.map { [$0.minX, $0.minY, $0.width, $0.height] })
        }
    }
}
