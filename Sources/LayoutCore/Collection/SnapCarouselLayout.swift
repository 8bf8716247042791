/// `snap-carousel` — article 003's first selector: cards as wide as the bounds less an inset
/// on each side, `distance` apart, and a scroll that always comes to rest with the card nearest
/// the middle exactly in the middle.
public struct SnapCarouselLayout: CollectionLayout, Hashable {
    public var inset: Double
    public var distance: Double
    public var itemHeight: Double
    /// The article's snapping correction `distance / 2 − inset`; switch it off to see the
    /// wrong card win near the boundaries.
    public var correctsSnapping: Bool

    public init(inset: Double = 6, distance: Double = 4, itemHeight: Double = 8, correctsSnapping: Bool = true) {
        self.inset = inset
        self.distance = distance
        self.itemHeight = itemHeight
        self.correctsSnapping = correctsSnapping
    }

    /// Every card is the bounds' width less an inset on each side. (The lab refuses an inset
    /// that leaves no card; the article's code would go on with a negative width.)
    func itemWidth(_ viewport: CollectionViewport) -> Double {
        viewport.size.width - 2 * inset
    }

    public func prepare(_ viewport: CollectionViewport, walker: WalkRecorder?) -> [CollectionItemAttributes] {
        let width = itemWidth(viewport)
        walker?.add(
            WalkStep(
                function: "prepare",
                code: "itemSize = CGSize(width: collection.bounds.width - 2 * itemInset, height: itemHeight)",
                says: "every card is the bounds' width less an inset on each side: \(WalkText.number(width)) wide",
                variables: [
                    WalkVariable("bounds", viewport.size), WalkVariable("itemInset", inset),
                    WalkVariable("itemSize", Size(width: width, height: itemHeight)),
                ]))
        return (0..<viewport.itemCount).map { index in
            let x = inset + Double(index) * (width + distance)
            let y = viewport.size.height / 2 - itemHeight / 2
            let attributes = CollectionItemAttributes(
                index: index, center: Point(x: x + width / 2, y: y + itemHeight / 2),
                size: Size(width: width, height: itemHeight))
            if let walker {
                walker.add(
                    WalkStep(
                        function: "prepare", code: "attr.frame = CGRect(",
                        says:
                            "card \(index) starts at itemInset + \(index) × (itemSize.width + distance) = \(WalkText.number(x)), in the middle of the height",
                        variables: [
                            WalkVariable("i", index), WalkVariable("itemInset", inset),
                            WalkVariable("distance", distance), WalkVariable("x", x), WalkVariable("y", y),
                        ],
                        item: index, spot: attributes.frame))
                walker.didPrepare(attributes)
            }
            return attributes
        }
    }

    /// The article's formula for every count: with no items it gives `2·inset − distance`,
    /// which is negative when the distance is more than both insets.
    public func contentSize(_ viewport: CollectionViewport) -> Size {
        let width = inset + Double(viewport.itemCount) * (distance + itemWidth(viewport)) - distance + inset
        return Size(width: width, height: viewport.size.height)
    }

    /// `targetContentOffset`'s arithmetic for a release at `proposedOffset`, a line a statement,
    /// in the article's names: "contentCenterX = 30 + 60 / 2 + diff (−4) = 56", …
    public func arithmetic(proposed proposedOffset: Double, _ viewport: CollectionViewport) -> [String] {
        // With a minus sign, as the lessons write it.
        let n = { (value: Double) in value < 0 ? "−" + WalkText.number(-value) : WalkText.number(value) }
        let imaginaryWidth = itemWidth(viewport) + distance
        let correction = correctsSnapping ? distance / 2 - inset : 0
        let contentCenterX = proposedOffset + viewport.size.width / 2 + correction
        let index = (contentCenterX / imaginaryWidth).rounded(.towardZero)
        return [
            "contentCenterX = \(n(proposedOffset)) + \(n(viewport.size.width)) / 2 + diff (\(n(correction))) = \(n(contentCenterX))",
            "imaginaryItemWidth = \(n(itemWidth(viewport))) + \(n(distance)) = \(n(imaginaryWidth))",
            "Int(\(n(contentCenterX)) / \(n(imaginaryWidth))) = \(n(index)), so it rests at \(n(index)) × \(n(imaginaryWidth)) = \(n(index * imaginaryWidth))",
        ]
    }

    public func targetContentOffset(
        proposed proposedOffset: Double, velocity: Double, _ viewport: CollectionViewport, walker: WalkRecorder?
    ) -> Double {
        // Picture "imaginary" cards, each widened by the distance so that they touch: the
        // middle of the screen falls inside exactly one of them.
        let imaginaryWidth = itemWidth(viewport) + distance
        // The imaginary cards together differ in width from the content by `distance − 2·inset`
        // (wider with the article's constants, narrower with the lab's); shifting the middle by
        // half of that lines their edges up with the real midpoints.
        let correction = correctsSnapping ? distance / 2 - inset : 0
        let contentCenterX = proposedOffset + viewport.size.width / 2 + correction
        // As the article does: truncate to an index (`Int(…)`, here without its trap for
        // quotients beyond Int's range), and leave keeping the result inside the content to the
        // scroll view.
        let index = (contentCenterX / imaginaryWidth).rounded(.towardZero)
        let target = index * imaginaryWidth
        if let walker {
            var known = [WalkVariable("proposedContentOffset.x", proposedOffset)]
            func step(_ code: String, _ says: String, _ decision: String? = nil) {
                walker.add(
                    WalkStep(
                        function: "targetContentOffset", code: code, says: says, variables: known, decision: decision))
            }
            known.append(WalkVariable("diff", correction))
            step(
                correctsSnapping ? "let diff = distance / 2 - itemInset" : "let diff: CGFloat = 0",
                correctsSnapping
                    ? "half the distance less the inset: the imaginary cards' edges move to halfway between real cards"
                    : "correction is off: the middle is not shifted, and near the edges the wrong card wins")
            known.append(WalkVariable("contentCenterX", contentCenterX))
            step(
                "let contentCenterX = proposedContentOffset.x + collection.bounds.width / 2 + diff",
                "the content's x under the middle of the screen, shifted by diff, the correction")
            known.append(WalkVariable("imaginaryItemWidth", imaginaryWidth))
            step(
                "let imaginaryItemWidth = itemSize.width + distance",
                "a card widened by the distance: imaginary cards touch")
            known.append(WalkVariable("index", index))
            step(
                "let index = Int(contentCenterX / imaginaryItemWidth)",
                "the imaginary card under the middle: the quotient cut to a whole number",
                "Int(\(WalkText.number(contentCenterX)) / \(WalkText.number(imaginaryWidth))) = \(WalkText.number(index))"
            )
            known.append(WalkVariable("target", target))
            step(
                "return CGPoint(x: CGFloat(index) * imaginaryItemWidth, y: proposedContentOffset.y)",
                index >= 0 && index < Double(viewport.itemCount)
                    ? "the scroll rests with card \(WalkText.number(index)) at the left edge of the middle slot: \(WalkText.number(target))"
                    : "imaginary card \(WalkText.number(index)) has no real card (there \(viewport.itemCount == 1 ? "is 1" : "are \(viewport.itemCount)")): the article answers \(WalkText.number(target)), and the scroll view keeps the offset within the content"
            )
        }
        return target
    }

    /// Whether the article's `Int(contentCenterX / imaginaryItemWidth)` would trap for this
    /// proposed offset: a quotient beyond `Int`'s range (only with cards thinner than a
    /// billionth of a unit).
    public func targetIndexTraps(proposed proposedOffset: Double, _ viewport: CollectionViewport) -> Bool {
        let correction = correctsSnapping ? distance / 2 - inset : 0
        let quotient = (proposedOffset + viewport.size.width / 2 + correction) / (itemWidth(viewport) + distance)
        return !(quotient.magnitude < 9.2e18)
    }

    public func shouldInvalidateLayout(forBoundsChange newViewport: CollectionViewport, from old: CollectionViewport)
        -> Bool
    {
        newViewport.size != old.size  // the frames do not depend on the offset
    }
}
