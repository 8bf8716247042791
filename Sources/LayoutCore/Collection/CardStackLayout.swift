/// `card-stack` — article 003's second selector: the carousel's cards, but every card right
/// of the screen's middle is pulled back to the middle, scaled down the further it was, and
/// pushed down by the height it lost, under the cards before it.
public struct CardStackLayout: CollectionLayout, Hashable {
    public var carousel: SnapCarouselLayout
    public var minimumScale: Double

    public init(inset: Double = 6, distance: Double = 2, itemHeight: Double = 8, minimumScale: Double = 0.4) {
        carousel = SnapCarouselLayout(inset: inset, distance: distance, itemHeight: itemHeight)
        self.minimumScale = minimumScale
    }

    public func prepare(_ viewport: CollectionViewport, walker: WalkRecorder?) -> [CollectionItemAttributes] {
        let screenCenterX = viewport.contentCenterX
        let maxDistance = Double(viewport.itemCount - 1) * (carousel.itemWidth(viewport) + carousel.distance)
        walker?.add(
            WalkStep(
                function: "prepare",
                code: "let screenCenterX = collection.contentOffset.x + collection.bounds.width / 2",
                says: "the content's x under the middle of the screen",
                variables: [
                    WalkVariable("contentOffset.x", viewport.contentOffset),
                    WalkVariable("screenCenterX", screenCenterX),
                    WalkVariable("number", viewport.itemCount),
                ]))
        return carousel.prepare(viewport).map { original in
            var attributes = original
            attributes.zIndex = -attributes.index
            let index = attributes.index
            var known = [
                WalkVariable("i", index), WalkVariable("attr.center.x", attributes.center.x),
                WalkVariable("screenCenterX", screenCenterX), WalkVariable("minScale", minimumScale),
            ]
            func step(_ code: String, _ says: String, _ decision: String? = nil, condition: Bool? = nil) {
                walker?.add(
                    WalkStep(
                        function: "prepare", code: code, says: says, variables: known, decision: decision, item: index,
                        spot: attributes.scaledFrame, condition: condition))
            }
            step("attr.frame = CGRect(", "card \(index) is laid out as in the carousel, left to right")
            step("attr.zIndex = -i", "zIndex \(-index): earlier cards are drawn above later ones")
            let pulled = attributes.center.x > screenCenterX
            step(
                "if attr.center.x > screenCenterX {",
                pulled ? "right of the middle: it is pulled back" : "not right of the middle: it stays",
                "attr.center.x > screenCenterX: "
                    + WalkText.compare(WalkText.number(attributes.center.x), ">", screenCenterX, pulled),
                condition: pulled)
            if pulled {
                let distance = attributes.center.x - screenCenterX
                known.append(WalkVariable("distance", distance))
                step("let distance = attr.center.x - screenCenterX", "how far right of the middle it was")
                known.append(WalkVariable("maxDistance", maxDistance))
                step(
                    "let maxDistance = CGFloat(number - 1) * (itemSize.width + self.distance)",
                    "how far the last card is from the first: where a card is smallest")
                // With a single card maxDistance is 0 and the article divides by zero: the scale
                // is ∞ (NaN when min-scale is 1), and the engine says so.
                let scale = minimumScale + abs(1 - distance / maxDistance) * (1 - minimumScale)
                known.append(WalkVariable("scale", scale))
                step(
                    "let scale = minScale + abs(1 - distance / maxDistance) * (1 - minScale)",
                    "the further it was, the smaller: \(WalkText.number(minimumScale)) + |1 − \(WalkText.number(distance)) / \(WalkText.number(maxDistance))| × \(WalkText.number(1 - minimumScale)) = \(WalkText.number(scale))"
                )
                attributes.scale = scale
                attributes.center.x = screenCenterX
                attributes.center.y += carousel.itemHeight * (1 - scale)
                known[1] = WalkVariable("attr.center.x", attributes.center.x)
                known.append(WalkVariable("attr.center.y", attributes.center.y))
                step(
                    "attr.center.y += itemSize.height * (1 - scale)",
                    "moved to the middle, and down by the height it lost, so its bottom edge peeks out")
            }
            walker?.didPrepare(attributes)
            return attributes
        }
    }

    public func contentSize(_ viewport: CollectionViewport) -> Size {
        carousel.contentSize(viewport)
    }

    /// The carousel's rest, as the card stack's own listing writes it.
    public func targetContentOffset(
        proposed proposedOffset: Double, velocity: Double, _ viewport: CollectionViewport, walker: WalkRecorder?
    ) -> Double {
        let target = carousel.targetContentOffset(proposed: proposedOffset, velocity: velocity, viewport)
        if let walker {
            let itemWidth = carousel.itemWidth(viewport)
            let diff = carousel.distance / 2 - carousel.inset
            let screenCenterX = proposedOffset + viewport.size.width / 2 + diff
            let imaginaryItemWidth = itemWidth + carousel.distance
            let index = (screenCenterX / imaginaryItemWidth).rounded(.towardZero)
            var known = [
                WalkVariable("proposedContentOffset.x", proposedOffset),
                WalkVariable("itemSize", Size(width: itemWidth, height: carousel.itemHeight)),
            ]
            func step(_ code: String, _ says: String, _ decision: String? = nil) {
                walker.add(
                    WalkStep(
                        function: "targetContentOffset", code: code, says: says, variables: known, decision: decision))
            }
            known.append(WalkVariable("diff", diff))
            step("let diff = distance / 2 - itemInset", "the carousel's correction")
            known.append(WalkVariable("screenCenterX", screenCenterX))
            step(
                "let screenCenterX = proposedContentOffset.x + collection.bounds.width / 2 + diff",
                "the content's x under the middle of the screen, shifted by the correction")
            known.append(WalkVariable("imaginaryItemWidth", imaginaryItemWidth))
            step("let imaginaryItemWidth = itemSize.width + distance", "a card widened by the distance")
            known.append(WalkVariable("index", index))
            step(
                "let index = Int(screenCenterX / imaginaryItemWidth)",
                "the imaginary card under the middle: the quotient cut to a whole number",
                "Int(\(WalkText.number(screenCenterX)) / \(WalkText.number(imaginaryItemWidth))) = \(WalkText.number(index))"
            )
            known.append(WalkVariable("target", target))
            step(
                "return CGPoint(x: CGFloat(index) * imaginaryItemWidth, y: proposedContentOffset.y)",
                index >= 0 && index < Double(viewport.itemCount)
                    ? "it rests at card \(WalkText.number(index)) × the imaginary width: \(WalkText.number(target))"
                    : "imaginary card \(WalkText.number(index)) has no real card (there \(viewport.itemCount == 1 ? "is 1" : "are \(viewport.itemCount)")): the article answers \(WalkText.number(target)), and the scroll view keeps the offset within the content"
            )
        }
        return target
    }

    public func shouldInvalidateLayout(forBoundsChange newViewport: CollectionViewport, from old: CollectionViewport)
        -> Bool
    {
        true  // every card's scale depends on where the screen's middle is
    }
}
