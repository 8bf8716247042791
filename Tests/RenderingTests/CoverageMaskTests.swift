import LayoutCore
import TestSupport
import Testing

@testable import Rendering

@Suite("cards drawn front to back")
struct CoverageMaskTests {
    @Test func aClaim_returnsOnlyTheFreeParts_andTakesTheWholeSpan() {
        var mask = CoverageMask(columns: 0..<20, lines: 0..<3)
        #expect(mask.claim(4..<8, on: 1) == [4..<8])
        #expect(mask.claim(10..<12, on: 1) == [10..<12])
        #expect(mask.claim(2..<15, on: 1) == [2..<4, 8..<10, 12..<15])
        #expect(mask.claim(3..<14, on: 1) == [])
        // Clipped to the columns; other lines are untouched.
        #expect(mask.claim(18..<40, on: 1) == [18..<20])
        #expect(mask.claim(-5..<1, on: 0) == [0..<1])
        #expect(mask.claim(0..<5, on: 7) == [])
    }

    @Test func aWhollyTakenLine_isSkipped() {
        var mask = CoverageMask(columns: 0..<10, lines: 0..<5)
        #expect(mask.firstOpenLine(in: 0..<5) == 0)
        _ = mask.claim(0..<6, on: 0)
        _ = mask.claim(6..<10, on: 0)
        _ = mask.claim(0..<10, on: 1)
        _ = mask.claim(0..<10, on: 3)
        #expect(mask.firstOpenLine(in: 0..<5) == 2)
        #expect(mask.firstOpenLine(in: 3..<5) == 4)
        #expect(mask.firstOpenLine(in: 3..<4) == nil)
        #expect(mask.firstOpenLine(in: -3..<1) == nil)
        #expect(mask.firstOpenLine(in: 4..<99) == 4)
    }

    /// A thousand cards on a 1000×1000 stack once took 43 s: each card wrote every cell of its
    /// box, most of them under nearer cards. Each viewport cell is now written at most once.
    @Test(.layer(.stress)) func aDeepStack_writesEachCellOnce() throws {
        var scene = CollectionScene(kind: .cardStack)
        try scene.setBounds(Size(width: 300, height: 300))
        try scene.setItemCount(400)
        try scene.setParameter(.itemHeight, 250)
        let drawing = CollectionRenderer(options: RenderOptions(ascii: true)).drawing(scene, scene.attributes())
        #expect(drawing.cardCellsWritten <= drawing.viewportCells)
        #expect(drawing.cardCellsWritten > drawing.viewportCells / 2)
        var painter = CollectionRenderer(options: RenderOptions(ascii: true))
        painter.paintsBackToFront = true
        #expect(painter.drawing(scene, scene.attributes()).cardCellsWritten > 20 * drawing.cardCellsWritten)
    }

    /// Front to back gives exactly the painter's picture (each card over the ones before) on
    /// seeded random scenes of both card layouts: bounds, counts, insets, distances, heights,
    /// min-scales, scrolls, and windows that make the picture drawn smaller.
    @Test func frontToBack_drawsThePaintersPicture() throws {
        var seed: UInt64 = 0x5EED
        func next(_ range: ClosedRange<Int>) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((seed >> 33) % UInt64(range.count))
        }
        var compared = 0
        for round in 0..<QuickLoop.sample(300) {
            var scene = CollectionScene(kind: round % 2 == 0 ? .cardStack : .snapCarousel)
            try? scene.setBounds(Size(width: Double(next(8...140)), height: Double(next(3...60))))
            try? scene.setItemCount(next(0...60))
            try? scene.setParameter(.inset, Double(next(0...8)))
            try? scene.setParameter(.distance, Double(next(0...9)))
            try? scene.setParameter(.itemHeight, Double(next(1...20)))
            if scene.kind == .cardStack { try? scene.setParameter(.minScale, Double(next(1...10)) / 10) }
            _ = scene.scroll(to: Double(next(0...400)))
            var options = RenderOptions(ascii: round % 3 == 0, maxColumns: round % 4 == 0 ? 60 : nil)
            if round % 5 == 0 { options.pictureLines = 14 }
            let front = CollectionRenderer(options: options)
            var painter = front
            painter.paintsBackToFront = true
            let attributes = scene.attributes()
            #expect(front.render(scene, attributes) == painter.render(scene, attributes), "round \(round)")
            compared += 1
        }
        #expect(compared == QuickLoop.sample(300))
    }

    /// The drum's labels: nearest first, and one that would overlap a nearer one is left out
    /// (a trial saw "[1[[0]]]" on a 10×3 wheel).
    @Test func drumLabels_neverOverlap() throws {
        var scene = CollectionScene(kind: .drum)
        try scene.setBounds(Size(width: 10, height: 3))
        let lines = CollectionRenderer(options: RenderOptions(ascii: true)).render(scene, scene.attributes())
        let middle = try #require(lines.first { $0.contains("[[0]]") })
        #expect(middle.filter { $0 == "[" }.count == 2)
        #expect(!middle.contains("[1"))
    }

    /// Front to back and back to front give the same picture: the nearer card wins every
    /// cell, and a farther one shows only where it peeks out.
    @Test func theNearerCard_coversTheFartherOne() throws {
        var scene = CollectionScene(kind: .cardStack)
        try scene.setBounds(Size(width: 30, height: 12))
        try scene.setItemCount(3)
        let lines = CollectionRenderer(options: RenderOptions(ascii: true)).render(scene, scene.attributes())
        let attributes = scene.attributes().sorted { $0.zIndex > $1.zIndex }
        let front = try #require(attributes.first)
        // The front card's number is on the picture once, and no farther card's border crosses
        // the front card's middle line.
        let numbered = lines.filter { $0.contains("|") && $0.contains(" \(front.index) ") }
        #expect(numbered.count == 1)
        let middle = try #require(numbered.first)
        #expect(middle.filter { $0 == "|" }.count == 2)
    }
}
