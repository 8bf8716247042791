import TestSupport
import Testing

@testable import LayoutCore

/// The three collection layouts against the transcription of article 003's code, on random
/// bounds, parameters, item counts, offsets and proposed offsets.
@Suite("the collection layouts do what article 003's code does")
struct CollectionFaithfulnessTests {
    struct Case {
        var bounds: Size
        var offset: Double
        var count: Int
        var proposed: [Double]

        var collection: Article003.CollectionView {
            Article003.CollectionView(
                width: bounds.width, height: bounds.height, contentOffsetX: offset, numberOfItems: count)
        }
        var viewport: CollectionViewport { CollectionViewport(size: bounds, contentOffset: offset, itemCount: count) }
    }

    static func cases(seed: UInt64, count: Int, _ g: inout SeededGenerator) -> [Case] {
        func length(_ range: ClosedRange<Int>) -> Double {
            Double(Int.random(in: range, using: &g)) + [0, 0.25, 0.1, 1.0 / 3, 0.7].randomElement(using: &g)!
        }
        return (0..<count).map { _ in
            Case(
                bounds: Size(width: 1 + length(0...99), height: 1 + length(0...59)),
                offset: length(0...600) - 100,
                count: Int.random(in: 0...30, using: &g),
                proposed: (0..<4).map { _ in length(0...800) - 100 })
        }
    }

    static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

    static func expectSame(_ lab: [CollectionItemAttributes], _ article: [Article003.Attributes], drum: Bool) throws {
        try #require(lab.count == article.count)
        for (a, b) in zip(lab, article) {
            try #require(same(a.center.x, b.centerX) && same(a.center.y, b.centerY), "centre of \(a.index)")
            try #require(same(a.size.width, b.width) && same(a.size.height, b.height), "size of \(a.index)")
            try #require(same(a.scale, b.scale) && same(a.rotation, b.rotation), "transform of \(a.index)")
            try #require(a.zIndex == b.zIndex, "zIndex of \(a.index)")
            if drum {
                try #require(a.custom["angle"] == b.angle, "angle of \(a.index)")
                try #require(a.custom["outerRadius"] == b.outerRadius && a.custom["innerRadius"] == b.innerRadius)
            }
        }
    }

    @Test func snapCarousel_agrees() throws {
        var g = SeededGenerator(seed: 31)
        for c in Self.cases(seed: 31, count: 1500, &g) {
            let inset = Double(Int.random(in: 0...Int((c.bounds.width - 0.5) / 2), using: &g)) * 0.9
            guard 2 * inset < c.bounds.width else { continue }
            let distance = Double(Int.random(in: 0...20, using: &g)) + 0.3
            let height = 0.5 + Double(Int.random(in: 0...20, using: &g))
            let lab = SnapCarouselLayout(inset: inset, distance: distance, itemHeight: height)
            let article = Article003.SnapCarousel(itemInset: inset, distance: distance, itemHeight: height)
            try Self.expectSame(lab.prepare(c.viewport), article.prepare(c.collection), drum: false)
            try #require(lab.contentSize(c.viewport).width == article.contentWidth(c.collection))
            for proposed in c.proposed {
                try #require(
                    lab.targetContentOffset(proposed: proposed, velocity: 0, c.viewport)
                        == article.targetContentOffset(proposed, c.collection))
            }
        }
    }

    @Test func cardStack_agrees() throws {
        var g = SeededGenerator(seed: 32)
        for c in Self.cases(seed: 32, count: 1500, &g) {
            let inset = Double(Int.random(in: 0...Int((c.bounds.width - 0.5) / 2), using: &g)) * 0.7
            guard 2 * inset < c.bounds.width else { continue }
            let distance = Double(Int.random(in: 0...20, using: &g)) + 0.1
            let height = 0.5 + Double(Int.random(in: 0...20, using: &g)) / 3
            let minScale = [0.05, 0.4, 0.5, 1].randomElement(using: &g)!
            let lab = CardStackLayout(inset: inset, distance: distance, itemHeight: height, minimumScale: minScale)
            let article = Article003.CardStack(
                itemInset: inset, distance: distance, itemHeight: height, minScale: minScale)
            try Self.expectSame(lab.prepare(c.viewport), article.prepare(c.collection), drum: false)
        }
    }

    @Test func drum_agrees() throws {
        var g = SeededGenerator(seed: 33)
        for c in Self.cases(seed: 33, count: 1500, &g) {
            let visible = Int.random(in: 1...12, using: &g)
            let maxScale = [1, 1.3, 1.7, 3].randomElement(using: &g)!
            let height = 0.5 + Double(Int.random(in: 0...6, using: &g)) / 3
            let lab = DrumLayout(visibleItems: visible, itemHeight: height, maximumScale: maxScale)
            let article = Article003.Drum(numberOfVisibleItems: visible, itemHeight: height, maxScale: maxScale)
            try Self.expectSame(lab.prepare(c.viewport), article.prepare(c.collection), drum: true)
            try #require(lab.contentSize(c.viewport).width == article.contentWidth(c.collection))
            for proposed in c.proposed {
                try #require(
                    lab.targetContentOffset(proposed: proposed, velocity: 0, c.viewport)
                        == article.targetContentOffset(proposed, c.collection))
            }
        }
    }
}
