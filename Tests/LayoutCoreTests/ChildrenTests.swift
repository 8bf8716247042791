import LabText
import TestSupport
import Testing

@testable import LayoutCore

@Suite("children: text, flexible, spacer, validation")
struct ChildrenTests {
    @Test func text_idealIsOneLine_narrowerWraps_minimumIsTheLongestWord() {
        // A text item is a tag: its words plus a bracket column on each side.
        let item = text("Swift   Layout\tprotocol")
        #expect(item.label == "Swift Layout protocol")
        #expect(item.sizeThatFits(.unspecified, stackOrientation: nil) == Size(width: 23, height: 1))
        #expect(item.sizeThatFits(.infinity, stackOrientation: nil) == Size(width: 23, height: 1))
        #expect(
            item.sizeThatFits(ProposedSize(width: 14, height: nil), stackOrientation: nil) == Size(width: 14, height: 2)
        )
        #expect(
            item.sizeThatFits(ProposedSize(width: 13, height: nil), stackOrientation: nil) == Size(width: 10, height: 3)
        )
        #expect(item.sizeThatFits(.zero, stackOrientation: nil) == Size(width: 10, height: 3))
    }

    @Test func text_offeredLessThanItsMinimum_wrapsAsAtItsMinimum() {
        // "terminal" is the longest word: the tag is never narrower than [terminal], 10
        // columns, and within those 8 columns of words "in a" share a line.
        let item = text("flexbox in a terminal")
        let atMinimum = Size(width: 10, height: 3)
        #expect(item.sizeThatFits(ProposedSize(width: 10, height: nil), stackOrientation: nil) == atMinimum)
        #expect(item.sizeThatFits(ProposedSize(width: 3, height: nil), stackOrientation: nil) == atMinimum)
        #expect(item.sizeThatFits(.zero, stackOrientation: nil) == atMinimum)
        let metrics = TextMetrics("flexbox in a terminal")!
        #expect(metrics.lines(proposedWidth: 3).map(\.width) == [9, 6, 10])
    }

    @Test func text_sizeAgreesWithItsWrappedLines_forAnyOffer() throws {
        var generator = SeededGenerator(seed: 9)
        let words = ["a", "Swift", "protocol", "Привет", "漢字", "👍", "wrapping"]
        for _ in 0..<2000 {
            let label = (0..<Int.random(in: 1...7, using: &generator)).map { _ in
                words.randomElement(using: &generator)!
            }
            let metrics = try #require(TextMetrics(label.joined(separator: " ")))
            let offer: Double? =
                Bool.random(using: &generator) ? nil : Double(Int.random(in: 0...40, using: &generator))
            let lines = metrics.lines(proposedWidth: offer)
            let expected = Size(width: Double(lines.map(\.width).max()!), height: Double(lines.count))
            try #require(metrics.size(proposedWidth: offer) == expected, "\(label) at \(String(describing: offer))")
        }
    }

    @Test func text_withoutVisibleCharacters_isRefused() {
        #expect(throws: InvalidLabel.self) { try LayoutItem.text("") }
        #expect(throws: InvalidLabel.self) { try LayoutItem.text("  \t ") }
    }

    @Test func text_controlCharactersAreMadeVisible() {
        #expect(text("a\u{1B}[31mb").label == "a␛[31mb")
        #expect(text("x\u{202E}y").label == "x\u{FFFD}y")
    }

    @Test func flexible_takesIdealWhenUnspecified_andClampsOffers() throws {
        let size = FlexibleSize(
            width: try FlexibleLength(minimum: 2, ideal: 5, maximum: .infinity),
            height: try FlexibleLength(minimum: 1, ideal: 1, maximum: 3))
        let item = LayoutItem.flexible("f", size)
        #expect(item.sizeThatFits(.unspecified, stackOrientation: nil) == Size(width: 5, height: 1))
        #expect(item.sizeThatFits(.zero, stackOrientation: nil) == Size(width: 2, height: 1))
        #expect(
            item.sizeThatFits(ProposedSize(width: 40, height: 10), stackOrientation: nil) == Size(width: 40, height: 3))
    }

    @Test func flexible_outOfOrderLengthsAreRefused() {
        #expect(throws: InvalidLength.self) { try FlexibleLength(minimum: 5, ideal: 2, maximum: 9) }
    }

    /// OpenSwiftUI's `SpacerLayoutComputer`: along its stack what it is offered, its minimum at
    /// least (its ideal); nothing across; outside any stack, both ways. Priority −∞, and a
    /// spacing of 0 stated along its stack only.
    @Test func spacer_growsAlongItsStack_andGoesLast() {
        let offer = ProposedSize(width: 12, height: 4)
        let spacer = LayoutItem.spacer(minLength: 2)
        #expect(spacer.sizeThatFits(offer, stackOrientation: .horizontal) == Size(width: 12, height: 0))
        #expect(spacer.sizeThatFits(offer, stackOrientation: .vertical) == Size(width: 0, height: 4))
        #expect(spacer.sizeThatFits(offer, stackOrientation: nil) == Size(width: 12, height: 4))
        #expect(spacer.sizeThatFits(.unspecified, stackOrientation: .horizontal) == Size(width: 2, height: 0))
        #expect(spacer.sizeThatFits(.zero, stackOrientation: nil) == Size(width: 2, height: 2))
        #expect(spacer.priority == -.infinity)
        #expect(spacer.with { $0.priority = 1 }.priority == 1)
        #expect(spacer.spacing(stackOrientation: .horizontal) == ViewSpacing(leading: 0, trailing: 0))
        #expect(spacer.spacing(stackOrientation: .vertical) == ViewSpacing(top: 0, bottom: 0))
        #expect(spacer.spacing(stackOrientation: nil) == .zero)
        #expect(box(3, 1).priority == 0)
    }

    /// OpenSwiftUI's `distanceToSuccessorView` for views without text: a stated distance wins
    /// over silence, the larger of two stated wins, and two silent edges take the default.
    @Test func spacing_statedBeatsSilent_largerBeatsSmaller_silenceTakesTheDefault() {
        let tag = ViewSpacing.standard
        let spacer = ViewSpacing.zero(along: .horizontal)
        #expect(tag.distance(to: tag, along: .horizontal) == 1)
        #expect(tag.distance(to: tag, along: .vertical) == 0)
        #expect(tag.distance(to: spacer, along: .horizontal) == 0)
        #expect(spacer.distance(to: tag, along: .horizontal) == 0)
        #expect(tag.distance(to: spacer, along: .vertical) == 0)
        #expect(tag.distance(to: tag, along: .horizontal, defaultDistance: 8) == 8)
        #expect(ViewSpacing(trailing: 3).distance(to: ViewSpacing(leading: 5), along: .horizontal) == 5)
        #expect(ViewSpacing(trailing: 3).distance(to: spacer, along: .horizontal) == 3)
        #expect(tag.union(spacer) == spacer)
        #expect(ViewSpacing(top: 2).union(ViewSpacing(top: 1, bottom: 4)) == ViewSpacing(top: 2, bottom: 4))
    }

    @Test(arguments: [
        (Double.nan, "width NaN is not a number (allowed: a number from 0 to 1000000000)"),
        (-3, "width -3 is negative (allowed: a number from 0 to 1000000000)"),
        (.infinity, "width ∞ is infinite (allowed: a number from 0 to 1000000000)"),
        (1e308, "width 1e+308 is too large (allowed: a number from 0 to 1000000000)"),
    ])
    func badLengths_areRefusedWithAMessageNamingTheValue(value: Double, message: String) {
        #expect(throws: InvalidLength.self) { try LayoutItem.fixed(width: value, height: 1) }
        do {
            _ = try LayoutItem.fixed(width: value, height: 1)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func negativeZero_becomesZero() throws {
        #expect(
            try LayoutItem.fixed(width: -0.0, height: 1).sizeThatFits(.unspecified, stackOrientation: nil).width.sign
                == .plus)
    }

    @Test func spacingRules_refuseBadDistances() {
        #expect(throws: InvalidLength.self) { try SpacingRule.fixed(-1) }
        #expect(throws: InvalidLength.self) { try SpacingRule.fixed(.nan) }
        #expect(SpacingRule.system.description == "system")
    }

    @Test func proposals_describeThemselves() {
        #expect(ProposedSize.zero.description == ".zero")
        #expect(ProposedSize.unspecified.description == ".unspecified")
        #expect(ProposedSize(width: 30.5, height: nil).description == "30.5×nil")
        #expect(ProposedSize(width: .infinity, height: 2).description == "∞×2")
    }
}
