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
                function: "prepare", code: "let farthest = CGFloat(count - 1) * (cardSize.width + distance)",
                says: "how far the last card is from the first: where a card is smallest",
                variables: [
                    WalkVariable("middle", screenCenterX), WalkVariable("count", viewport.itemCount),
                    WalkVariable("farthest", maxDistance),
                ]))
        return carousel.prepare(viewport).map { original in
            var attributes = original
            attributes.zIndex = -attributes.index
            let index = attributes.index
            var known = [
                WalkVariable("index", index), WalkVariable("card.center.x", attributes.center.x),
                WalkVariable("middle", screenCenterX), WalkVariable("farthest", maxDistance),
                WalkVariable("minScale", minimumScale),
            ]
            func step(_ code: String, _ says: String, _ decision: String? = nil, condition: Bool? = nil) {
                walker?.add(
                    WalkStep(
                        function: "prepare", code: code, says: says, variables: known, decision: decision, item: index,
                        spot: attributes.scaledFrame, condition: condition))
            }
            step("card.frame = CGRect(", "card \(index) is laid out as in the carousel, left to right")
            step("card.zIndex = -index", "zIndex \(-index): earlier cards are drawn above later ones")
            let pulled = attributes.center.x > screenCenterX
            step(
                "if card.center.x > middle {",
                pulled ? "right of the middle: it is pulled back" : "not right of the middle: it stays",
                "card.center.x > middle: "
                    + WalkText.compare(WalkText.number(attributes.center.x), ">", screenCenterX, pulled),
                condition: pulled)
            if pulled {
                let distance = attributes.center.x - screenCenterX
                known.append(WalkVariable("away", distance))
                step("let away = card.center.x - middle", "how far right of the middle it was")
                // With a single card maxDistance is 0 and the article divides by zero: the scale
                // is ∞ (NaN when min-scale is 1), and the engine says so.
                let scale = minimumScale + abs(1 - distance / maxDistance) * (1 - minimumScale)
                known.append(WalkVariable("scale", scale))
                step(
                    "let scale = minScale + abs(1 - away / farthest) * (1 - minScale)",
                    "the further it was, the smaller: \(WalkText.number(minimumScale)) + |1 − \(WalkText.number(distance)) / \(WalkText.number(maxDistance))| × \(WalkText.number(1 - minimumScale)) = \(WalkText.number(scale))"
                )
                attributes.scale = scale
                attributes.center.x = screenCenterX
                attributes.center.y += carousel.itemHeight * (1 - scale)
                known[1] = WalkVariable("card.center.x", attributes.center.x)
                known.append(WalkVariable("card.center.y", attributes.center.y))
                step(
                    "card.center.y += cardSize.height * (1 - scale)",
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
            let cardWidth = carousel.itemWidth(viewport)
            let middle = proposedOffset + viewport.size.width / 2 + carousel.distance / 2 - carousel.inset
            let imaginaryWidth = cardWidth + carousel.distance
            let index = (middle / imaginaryWidth).rounded(.towardZero)
            var known = [WalkVariable("proposedContentOffset.x", proposedOffset), WalkVariable("cardWidth", cardWidth)]
            func step(_ code: String, _ says: String, _ decision: String? = nil) {
                walker.add(
                    WalkStep(
                        function: "targetContentOffset", code: code, says: says, variables: known, decision: decision))
            }
            step("let cardWidth = collection.bounds.width - 2 * itemInset", "a card's width")
            known.append(WalkVariable("middle", middle))
            step(
                "let middle = proposedContentOffset.x + collection.bounds.width / 2 + distance / 2 - itemInset",
                "the content's x under the middle of the screen, with the carousel's correction")
            known.append(WalkVariable("imaginaryWidth", imaginaryWidth))
            step("let imaginaryWidth = cardWidth + distance", "a card widened by the distance")
            known.append(WalkVariable("target", target))
            step(
                "return CGPoint(x: CGFloat(Int(middle / imaginaryWidth)) * imaginaryWidth, y: proposedContentOffset.y)",
                "it rests at card \(WalkText.number(index)) × the imaginary width: \(WalkText.number(target))",
                "Int(\(WalkText.number(middle)) / \(WalkText.number(imaginaryWidth))) = \(WalkText.number(index))")
        }
        return target
    }

    public func shouldInvalidateLayout(forBoundsChange newViewport: CollectionViewport, from old: CollectionViewport)
        -> Bool
    {
        true  // every card's scale depends on where the screen's middle is
    }
}
