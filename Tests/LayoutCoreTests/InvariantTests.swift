import LabSupport
import LabText
import TestSupport
import Testing

@testable import LayoutCore

/// Properties that hold wherever the articles' code is defined and its flaws stay out of the
/// way (every anchor `.center`, a finite width, no height): checked over thousands of
/// generated cases. The flaws themselves are pinned down in `ArticleFaithfulnessTests`.
@Suite("invariants over generated cases")
struct InvariantTests {
    struct Case: CustomStringConvertible {
        var items: [LayoutItem]
        var configuration: LayoutConfiguration
        var width: Double?

        var description: String {
            "\(configuration.kind) width \(width.map { NumberText.plain($0) } ?? "nil") spacing \(configuration.spacing.horizontal)/\(configuration.spacing.vertical) \(configuration.alignment): "
                + items.map {
                    "\($0.kind.name)(\(describe($0.sizeThatFits(.unspecified, stackOrientation: configuration.stackOrientation))))"
                }.joined(separator: " ")
        }
    }

    static func generate(
        count: Int, seed: UInt64, fixedOnly: Bool = false,
        // The articles' layouts; SwiftUI-Flow's and the stacks have properties of their own
        // (SwiftUIFlowPropertyTests, StackLayoutInvariantTests).
        kinds: [LayoutKind] = LayoutKind.allCases.filter(\.isArticle),
        alignments: [Alignment] = Alignment.allCases, allowsNoWidth: Bool = true
    ) -> [Case] {
        var generator = SeededGenerator(seed: seed)
        func length(_ range: ClosedRange<Int>) -> Double {
            // Mostly whole numbers, sometimes quarters, to exercise fractional sums.
            let whole = Double(Int.random(in: range, using: &generator))
            return Bool.random(using: &generator)
                ? whole : whole + 0.25 * Double(Int.random(in: 0...3, using: &generator))
        }
        return (0..<count).map { _ in
            let items: [LayoutItem] = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                var item: LayoutItem
                switch fixedOnly ? 0 : Int.random(in: 0...9, using: &generator) {
                case 0...5: item = box(length(0...14), length(0...4))
                case 6, 7:
                    item = text(
                        ["a", "Swift", "Layout protocol", "wrap me please", "один два", "漢字 テスト"].randomElement(
                            using: &generator)!)
                case 8: item = .spacer()
                default: item = .lineBreak()
                }
                if !fixedOnly, Int.random(in: 0...9, using: &generator) == 0 { item.values.startsNewLine = true }
                return item
            }
            let spacingRule = { (generator: inout SeededGenerator) -> SpacingRule in
                Bool.random(using: &generator) ? .system : try! .fixed(Double(Int.random(in: 0...3, using: &generator)))
            }
            let configuration = LayoutConfiguration(
                kind: kinds.randomElement(using: &generator)!,
                spacing: LayoutSpacing(horizontal: spacingRule(&generator), vertical: spacingRule(&generator)),
                alignment: alignments.randomElement(using: &generator)!)
            let width: Double? =
                allowsNoWidth && Int.random(in: 0...5, using: &generator) == 0 ? nil : length(0...50)
            return Case(items: items, configuration: configuration, width: width)
        }
    }

    @Test func everyChildIsPlacedOnceInOrder_withFiniteNumbers() throws {
        for testCase in Self.generate(count: QuickLoop.sample(3000), seed: 1) {
            let result = run(testCase.items, testCase.configuration, width: testCase.width)
            try #require(result.placements.map(\.index) == Array(testCase.items.indices), "\(testCase)")
            try #require(result.placements.allSatisfy { $0.isPlaced }, "\(testCase)")
            let numbers =
                [result.size.width, result.size.height]
                + result.frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
            try #require(numbers.allSatisfy { $0.isFinite }, "\(testCase)")
            try #require(result.notes.allSatisfy { if case .articleTraps = $0 { true } else { false } })
        }
    }

    @Test func orderIsKept_rowByRowAndLeftToRight() throws {
        for testCase in Self.generate(count: QuickLoop.sample(3000), seed: 2) {
            let result = run(testCase.items, testCase.configuration, width: testCase.width)
            for (previous, next) in zip(result.placements, result.placements.dropFirst()) {
                let (before, after) = (try #require(previous.row), try #require(next.row))
                if after == before {
                    try #require(next.frame.minX >= previous.frame.maxX - 1e-9, "\(testCase)")
                } else {
                    try #require(after == before + 1, "\(testCase)")
                }
            }
        }
    }

    @Test func childrenNeverOverlap_withNonNegativeSpacing() throws {
        for testCase in Self.generate(count: QuickLoop.sample(2000), seed: 3) {
            let frames = run(testCase.items, testCase.configuration, width: testCase.width).frames
            for i in frames.indices {
                for j in frames.indices where j > i {
                    try #require(!frames[i].overlaps(frames[j]), "\(i) and \(j) in \(testCase)")
                }
            }
        }
    }

    @Test func framesStayInsideTheReportedSize_wheneverEveryChildFitsTheWidth() throws {
        // Not flow without a width: article 004 reports `proposal.width ?? 0` there.
        var checked = 0
        for testCase in Self.generate(count: QuickLoop.sample(3000), seed: 4) {
            if testCase.configuration.kind == .flow, testCase.width == nil { continue }
            let result = run(testCase.items, testCase.configuration, width: testCase.width)
            if let width = testCase.width, result.frames.contains(where: { $0.width > width }) { continue }
            checked += 1
            for frame in result.frames {
                try #require(
                    frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= result.size.width + 1e-9
                        && frame.maxY <= result.size.height + 1e-9, "\(testCase)")
            }
        }
        try #require(checked > QuickLoop.sample(1000))
    }

    @Test func moreWidthNeverGivesMoreRows() throws {
        for testCase in Self.generate(count: QuickLoop.sample(2000), seed: 5, fixedOnly: true, allowsNoWidth: false) {
            let width = try #require(testCase.width)
            let narrow = run(testCase.items, testCase.configuration, width: width).rowCount
            for extra in [0.25, 1, 5, 100] {
                let wide = run(testCase.items, testCase.configuration, width: width + extra).rowCount
                try #require(wide <= narrow, "+\(extra): \(testCase)")
            }
        }
    }

    @Test func theThreeArticlesAgree_whereTheirFeaturesCoincide() throws {
        // Fixed-size children none of which is zero wide, no spacing, a width, leading and top
        // alignment, centre anchors: then 000's "row not empty" guard, 004's `x > 0` and 001's
        // missing guard (which moves down by a line height of 0) all break rows alike.
        let alignments: [Alignment] = [.topLeading]
        for testCase in Self.generate(
            count: 2000, seed: 6, fixedOnly: true, alignments: alignments, allowsNoWidth: false)
        {
            let items = testCase.items.filter { $0.sizeThatFits(.unspecified, stackOrientation: .horizontal).width > 0 }
            var wrap = testCase.configuration
            wrap.kind = .wrap
            wrap.spacing = spacing(0, 0)
            var flow = wrap
            flow.kind = .flow
            var anchored = wrap
            anchored.kind = .anchored
            let wrapped = run(items, wrap, width: testCase.width)
            try #require(run(items, flow, width: testCase.width).placements == wrapped.placements, "\(testCase)")
            try #require(run(items, anchored, width: testCase.width).placements == wrapped.placements, "\(testCase)")
        }
    }
}
