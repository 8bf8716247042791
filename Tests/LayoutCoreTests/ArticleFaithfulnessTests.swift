import TestSupport
import Testing

@testable import LayoutCore

/// Each article layout, with its default settings, against the literal transcription of its
/// article's code in `Articles/` — on thousands of random requests (children of every kind,
/// every anchor and alignment, no width, ∞, heights below the minimum, non-zero origins) and on
/// the minimal cases that once went wrong.
@Suite("the layouts do what the articles' code does")
struct ArticleFaithfulnessTests {
    struct Request: CustomStringConvertible {
        var items: [LayoutItem]
        var configuration: LayoutConfiguration
        var proposal: ProposedSize
        var origin: Point

        var description: String {
            "\(configuration.kind) \(proposal) at \(origin.x),\(origin.y) spacing \(configuration.spacing.horizontal)/\(configuration.spacing.vertical) \(configuration.alignment): "
                + items.map {
                    "\($0.kind.name)(\(describe($0.sizeThatFits(.unspecified, stackOrientation: configuration.stackOrientation))))@\($0.values.anchor.name ?? "?")"
                }
                .joined(separator: " ")
        }
    }

    static func requests(_ kind: LayoutKind, count: Int, seed: UInt64) -> [Request] {
        var g = SeededGenerator(seed: seed)
        // Whole numbers, quarters (exact in binary), and fractions that are not (0.1, 1/3, …),
        // now and then at a scale of millions: so that a sum done in another order than the
        // article's can come out different.
        func length(_ range: ClosedRange<Int>) -> Double {
            let whole = Double(Int.random(in: range, using: &g))
            switch Int.random(in: 0...9, using: &g) {
            case 0...3: return whole + 0.25 * Double(Int.random(in: 0...3, using: &g))
            case 4...7: return whole + [0.1, 0.2, 0.3, 1.0 / 3, 0.7, 2.0 / 3].randomElement(using: &g)!
            case 8: return whole * 1_000_003.1
            default: return whole
            }
        }
        return (0..<count).map { _ in
            // Article 000 traps with no children, so its transcription needs at least one.
            let itemCount = Int.random(in: (kind == .wrap ? 1 : 0)...12, using: &g)
            let items: [LayoutItem] = (0..<itemCount).map { _ in
                var item: LayoutItem
                switch Int.random(in: 0...9, using: &g) {
                case 0...4: item = box(length(0...14), length(0...4))
                case 5, 6:
                    item = text(
                        ["a", "Swift", "Layout protocol", "wrap me please", "один два", "漢字 テスト"].randomElement(
                            using: &g)!)
                case 7: item = .spacer()
                default:
                    let low = length(0...6)
                    let maximum = Bool.random(using: &g) ? Double.infinity : low + length(0...10)
                    let width = try! FlexibleLength(minimum: low, ideal: low, maximum: maximum)
                    let height = try! FlexibleLength(
                        minimum: 1, ideal: 1, maximum: Bool.random(using: &g) ? 1 : .infinity)
                    item = .flexible("f", FlexibleSize(width: width, height: height))
                }
                item.values.anchor = UnitPoint.named.randomElement(using: &g)!.point
                if Int.random(in: 0...5, using: &g) == 0 {
                    item.values.spacing = ViewSpacing(
                        leading: length(0...2), trailing: length(0...2), top: length(0...2), bottom: length(0...2))
                }
                return item
            }
            func rule() -> SpacingRule {
                Int.random(in: 0...2, using: &g) == 0 ? .system : try! .fixed(length(0...3))
            }
            let width: Double? =
                switch Int.random(in: 0...7, using: &g) {
                case 0: nil
                case 1: .infinity
                default: length(0...50)
                }
            let height: Double? =
                switch Int.random(in: 0...7, using: &g) {
                case 0: length(0...6)
                case 1: .infinity
                case 2: 0
                default: nil
                }
            let origin =
                Int.random(in: 0...3, using: &g) == 0 ? Point(x: length(0...6) - 3, y: length(0...6) - 3) : .zero
            let configuration = LayoutConfiguration(
                kind: kind, spacing: LayoutSpacing(horizontal: rule(), vertical: rule()),
                alignment: Alignment.allCases.randomElement(using: &g)!)
            // A third of the time the width is what the first children add up to in decimal: a
            // row exactly full, where summing in another order than the article's tips the
            // comparison one way or the other.
            var proposedWidth = width
            if Int.random(in: 0...2, using: &g) == 0, !items.isEmpty {
                let widths = items.map {
                    $0.sizeThatFits(.unspecified, stackOrientation: configuration.stackOrientation).width
                }
                let gap = configuration.spacing.horizontal.fixedDistance ?? 1
                let count = Int.random(in: 1...widths.count, using: &g)
                let sum = widths.prefix(count).reduce(0, +) + gap * Double(count - 1)
                proposedWidth = (sum * 1e9).rounded() / 1e9
            }
            return Request(
                items: items, configuration: configuration,
                proposal: ProposedSize(width: proposedWidth, height: height), origin: origin)
        }
    }

    /// The transcription's answer for a request: its size and every child's frame.
    static func transcribed(_ request: Request) -> (size: Size, frames: [Rect]) {
        let c = request.configuration
        let proposal = Shim.ProposedViewSize(width: request.proposal.width, height: request.proposal.height)
        let origin = Shim.CGPoint(x: request.origin.x, y: request.origin.y)
        let answer: (size: Shim.CGSize, frames: [Shim.CGRect])
        switch c.kind {
        case .wrap:
            let layout = Article000WrappingHStack(
                alignment: c.alignment.rawValue, horizontalSpacing: c.spacing.horizontal.fixedDistance,
                verticalSpacing: c.spacing.vertical.fixedDistance)
            var cache: Article000WrappingHStack.Cache?
            answer = Shim.run(
                request.items, proposal: proposal, origin: origin, layoutProperties: type(of: layout).layoutProperties,
                sizeThatFits: { p, s in
                    var made = layout.makeCache(subviews: s)
                    defer { cache = made }
                    return layout.sizeThatFits(proposal: p, subviews: s, cache: &made)
                },
                placeSubviews: { b, p, s in layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &cache!) })
        case .flow:
            let layout = Article004FlowLayout(
                spacing: c.spacing.horizontal.fixedDistance ?? 8,
                verticalSpacing: c.spacing.vertical.fixedDistance ?? 8,
                shadowed: c.variants.contains(.shadowedSpacing),
                sectionSizeThatFits: c.variants.contains(.reportWidest))
            answer = Shim.run(
                request.items, proposal: proposal, origin: origin, layoutProperties: Shim.LayoutProperties(),
                sizeThatFits: { p, s in layout.sizeThatFits(proposal: p, subviews: s) },
                placeSubviews: { b, p, s in layout.placeSubviews(in: b, proposal: p, subviews: s) })
        case .anchored:
            let layout = Article001FlowLayout()
            var cache: Article001FlowLayout.Cache?
            answer = Shim.run(
                request.items, proposal: proposal, origin: origin, layoutProperties: Shim.LayoutProperties(),
                sizeThatFits: { p, s in
                    var made = layout.makeCache(subviews: s)
                    defer { cache = made }
                    return layout.sizeThatFits(proposal: p, subviews: s, cache: &made)
                },
                placeSubviews: { b, p, s in layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &cache!) })
        case .hflow, .vflow, .hstack, .vstack:
            // Not an article's: checked against their own tests (SwiftUIFlowFixtureTests, StackLayoutFixtureTests).
            preconditionFailure("no article transcription for \(c.kind.rawValue)")
        }
        return (
            Size(width: answer.size.width, height: answer.size.height),
            answer.frames.map { Rect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
        )
    }

    /// Equal as the numbers are: NaN matches NaN, ∞ matches ∞, nothing is rounded.
    static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
    }

    static func expectAgreement(_ request: Request, _ engine: LayoutResult) throws {
        let expected = transcribed(request)
        try #require(
            same(engine.size.width, expected.size.width) && same(engine.size.height, expected.size.height),
            "size \(engine.size) ≠ \(expected.size): \(request)")
        for (placement, frame) in zip(engine.placements, expected.frames) {
            try #require(
                same(placement.frame, frame), "item \(placement.index): \(placement.frame) ≠ \(frame): \(request)")
        }
        try #require(engine.placements.count == expected.frames.count)
    }

    @Test(arguments: LayoutKind.allCases.filter(\.isArticle))
    func everyLayout_agreesWithItsArticle_onRandomRequests(kind: LayoutKind) throws {
        // A seed of its own per layout, the same on every run.
        let seed = 0x5EED + UInt64(LayoutKind.allCases.firstIndex(of: kind)!)
        for request in Self.requests(kind, count: QuickLoop.sample(4000), seed: seed) {
            let result = LayoutEngine.layout(
                request.items, request.configuration, proposal: request.proposal, origin: request.origin)
            try Self.expectAgreement(request, result)
        }
    }

    /// The flow variants that are the article's own code too: the earlier `sizeThatFits`
    /// section, and the helper exactly as listed.
    @Test(arguments: [LayoutVariant.reportWidest, .shadowedSpacing])
    func flow_variant_agreesWithTheArticlesOtherListing(variant: LayoutVariant) throws {
        for var request in Self.requests(.flow, count: QuickLoop.sample(1500), seed: variant == .reportWidest ? 44 : 45)
        {
            request.configuration.variants = [variant]
            let result = LayoutEngine.layout(
                request.items, request.configuration, proposal: request.proposal, origin: request.origin)
            try Self.expectAgreement(request, result)
        }
    }

    @Test func flow_shadowedSpacing_ignoresTheSpacingThatIsSet() {
        let items = [box(5, 1), box(5, 1)]
        #expect(run(items, config(.flow, spacing: spacing(2, 2)), width: 40).xs == [0, 7])
        #expect(
            run(items, config(.flow, spacing: spacing(2, 2), variants: [.shadowedSpacing]), width: 40).xs == [0, 13])
    }

    @Test func wrap_staleRowsAfterASpacingChange_areTheArticlesToo() {
        // One cache kept across a spacing change that goes through updateCache, in both.
        let items = [box(4, 1), box(4, 1)]
        let proposal = Shim.ProposedViewSize(width: 10, height: nil)
        let placements = Shim.Placements()
        let subviews = items.enumerated().map {
            Shim.LayoutSubview(
                item: $0.element, index: $0.offset, placements: placements, stackOrientation: .horizontal)
        }
        let before = Article000WrappingHStack(alignment: "topLeading", horizontalSpacing: 0, verticalSpacing: 0)
        var cache = before.makeCache(subviews: subviews)
        _ = before.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let after = Article000WrappingHStack(alignment: "topLeading", horizontalSpacing: 2, verticalSpacing: 0)
        after.updateCache(&cache, subviews: subviews)
        let size = after.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        after.placeSubviews(
            in: Shim.CGRect(origin: Shim.CGPoint(x: 0, y: 0), size: size), proposal: proposal, subviews: subviews,
            cache: &cache)
        let engine = LayoutEngine(config(.wrap, spacing: spacing(0, 0)))
        _ = engine.run(items, proposal: ProposedSize(width: 10, height: nil))
        engine.configure(config(.wrap, spacing: spacing(2, 0)))
        let result = engine.run(items, proposal: ProposedSize(width: 10, height: nil))
        #expect(result.placements.map(\.frame.minX) == [placements.frames[0]!.minX, placements.frames[1]!.minX])
        #expect(result.placements.map(\.frame.minX) == [0, 4])
    }

    // MARK: The minimal cases of issue 9, each with the article's numbers.

    @Test func case1_anchors_putTheAnchorPointAtTheCellCentre() throws {
        let request = Request(
            items: [
                box(4, 3, "B"), box(3, 1, "T").with { $0.anchor = .top }, box(3, 1, "L").with { $0.anchor = .bottom },
            ], configuration: config(.anchored), proposal: ProposedSize(width: 20, height: nil), origin: .zero)
        let result = LayoutEngine.layout(request.items, request.configuration, proposal: request.proposal)
        try Self.expectAgreement(request, result)
        #expect(result.ys == [0, 0.5, -0.5])
    }

    @Test func case1_anchored_noWidth_everyChildOnItsOwnLine() throws {
        let request = Request(
            items: [box(3, 1), box(3, 1), box(3, 1)], configuration: config(.anchored), proposal: .unspecified,
            origin: .zero)
        let result = LayoutEngine.layout(request.items, request.configuration, proposal: request.proposal)
        try Self.expectAgreement(request, result)
        #expect(result.rowCount == 3)
    }

    @Test func case2_overWideRow_spillsLeft() throws {
        let request = Request(
            items: [box(30, 1)], configuration: config(alignment: .trailing),
            proposal: ProposedSize(width: 20, height: nil),
            origin: .zero)
        let result = LayoutEngine.layout(request.items, request.configuration, proposal: request.proposal)
        try Self.expectAgreement(request, result)
        #expect(result.xs == [-10])
    }

    @Test func case3_infiniteProposal_isPassedThrough() throws {
        let request = Request(
            items: [box(3, 1), .spacer(), box(2, 1)], configuration: config(),
            proposal: ProposedSize(width: .infinity, height: nil),
            origin: .zero)
        let result = LayoutEngine.layout(request.items, request.configuration, proposal: request.proposal)
        try Self.expectAgreement(request, result)
        #expect(result.size.width == .infinity)
        #expect(result.frames[1].width == .infinity)
    }

    @Test func case4_belowTheMinimum_nothingIsPlaced() throws {
        let request = Request(
            items: [box(10, 2), box(1, 1)], configuration: config(), proposal: ProposedSize(width: 3, height: 1),
            origin: .zero)
        let result = LayoutEngine.layout(request.items, request.configuration, proposal: request.proposal)
        try Self.expectAgreement(request, result)
        #expect(result.placements.allSatisfy { !$0.isPlaced })
    }

    @Test func case5_flowsXGuard_doesNotWrapAfterAZeroWideFirstChild() throws {
        let request = Request(
            items: [box(0, 2, "Z"), box(9, 1, "W")],
            configuration: config(.flow, spacing: spacing(0, 0)),
            proposal: ProposedSize(width: 5, height: nil), origin: .zero)
        let result = LayoutEngine.layout(request.items, request.configuration, proposal: request.proposal)
        try Self.expectAgreement(request, result)
        #expect(result.rows == [0, 0])
    }

    @Test func case6_noToleranceInTheRowBreakTest() throws {
        let request = Request(
            items: [box(1_000_000_000, 1, "a"), box(1, 1, "b")], configuration: config(),
            proposal: ProposedSize(width: 1_000_000_000, height: nil), origin: .zero)
        let result = LayoutEngine.layout(request.items, request.configuration, proposal: request.proposal)
        try Self.expectAgreement(request, result)
        #expect(result.rows == [0, 1])
    }

    @Test func case7_collections_zeroItems_useTheArticlesFormulas() {
        let view = CollectionViewport(size: Size(width: 60, height: 20), contentOffset: 0, itemCount: 0)
        // Card stack (and carousel): inset + 0 − distance + inset.
        #expect(CardStackLayout(inset: 6, distance: 2).contentSize(view).width == 10)
        #expect(SnapCarouselLayout(inset: 6, distance: 20).contentSize(view).width == -8)
        // Drum: bounds.width + (0 − 1) × lengthPerItem.
        let drum = DrumLayout()
        #expect(drum.contentSize(view).width == 60 - drum.geometry(view.size).lengthPerItem)
    }
}
