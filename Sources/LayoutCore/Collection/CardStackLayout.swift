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

    public func prepare(_ viewport: CollectionViewport) -> [CollectionItemAttributes] {
        let screenCenterX = viewport.contentCenterX
        let maxDistance = Double(viewport.itemCount - 1) * (carousel.itemWidth(viewport) + carousel.distance)
        return carousel.prepare(viewport).map { original in
            var attributes = original
            attributes.zIndex = -attributes.index
            if attributes.center.x > screenCenterX {
                let distance = attributes.center.x - screenCenterX
                // With a single card maxDistance is 0 and the article divides by zero: the scale
                // is ∞ (NaN when min-scale is 1), and the engine says so.
                let scale = minimumScale + abs(1 - distance / maxDistance) * (1 - minimumScale)
                attributes.scale = scale
                attributes.center.x = screenCenterX
                attributes.center.y += carousel.itemHeight * (1 - scale)
            }
            return attributes
        }
    }

    public func contentSize(_ viewport: CollectionViewport) -> Size {
        carousel.contentSize(viewport)
    }

    public func targetContentOffset(proposed proposedOffset: Double, velocity: Double, _ viewport: CollectionViewport)
        -> Double
    {
        carousel.targetContentOffset(proposed: proposedOffset, velocity: velocity, viewport)
    }

    public func shouldInvalidateLayout(forBoundsChange newViewport: CollectionViewport, from old: CollectionViewport)
        -> Bool
    {
        true  // every card's scale depends on where the screen's middle is
    }
}
