#if canImport(Glibc)
    import Glibc
#endif

/// `drum` — article 003's third selector: items on the rim of a wheel that rolls under a flat
/// ceiling as the content scrolls. The wheel's radius and the angle in view come from the
/// bounds; each item takes an equal slice of that angle; the item in the middle is zoomed.
public struct DrumLayout: CollectionLayout, Hashable {
    public var visibleItems: Int
    public var itemHeight: Double
    public var maximumScale: Double

    public init(visibleItems: Int = 5, itemHeight: Double = 4, maximumScale: Double = 1.7) {
        self.visibleItems = max(1, visibleItems)
        self.itemHeight = itemHeight
        self.maximumScale = maximumScale
    }

    /// The wheel's numbers for a bounds size.
    public struct Geometry: Equatable, Sendable {
        /// The outer radius R.
        public var radius: Double
        /// The angle of the wheel in view.
        public var visibleAngle: Double
        public var anglePerItem: Double
        /// The rim's length per item: how far the content scrolls to turn the wheel by one item.
        public var lengthPerItem: Double
        /// An item's width: the chord under its slice of the rim.
        public var itemWidth: Double
        public var innerRadius: Double
    }

    public func geometry(_ size: Size) -> Geometry {
        let w = size.width / 2
        let h = size.height
        // A half circle fits when the bounds are taller than half their width; otherwise the
        // wheel is the circle through both bottom corners and the top middle.
        let radius = h > w ? w : (w * w + h * h) / (2 * h)
        let visibleAngle = h > w ? Double.pi : 4 * atan(h / w)
        let anglePerItem = visibleAngle / Double(visibleItems)
        return Geometry(
            radius: radius, visibleAngle: visibleAngle, anglePerItem: anglePerItem,
            lengthPerItem: radius * anglePerItem,
            itemWidth: 2 * radius * sin(anglePerItem / 2),
            innerRadius: (radius - itemHeight) / cos(anglePerItem / 2))
    }

    /// Where the wheel's centre is, in content coordinates.
    func contentCenter(_ viewport: CollectionViewport, _ geometry: Geometry) -> Point {
        let w = viewport.size.width / 2
        let h = viewport.size.height
        return h > w
            ? Point(x: w + viewport.contentOffset, y: h) : Point(x: w + viewport.contentOffset, y: geometry.radius)
    }

    public func prepare(_ viewport: CollectionViewport, walker: WalkRecorder?) -> [CollectionItemAttributes] {
        let g = geometry(viewport.size)
        let center = contentCenter(viewport, g)
        let itemCenterRadius = g.radius - itemHeight / 2
        // `Int(contentOffset.x / lengthPerItem)`; bounds of at least 1×1 keep the length above 0.
        let centerItemIndex = Int((viewport.contentOffset / g.lengthPerItem).rounded(.towardZero))
        if let walker {
            let wheel = [WalkVariable("radius", g.radius), WalkVariable("anglePerItem", g.anglePerItem)]
            walker.add(
                WalkStep(
                    function: "prepare", code: "let lengthPerItem = anglePerItem * radius",
                    says:
                        "the wheel: radius \(WalkText.number(g.radius)), \(WalkText.number(g.visibleAngle)) radians in view, a slice of \(WalkText.number(g.anglePerItem)) per item, \(WalkText.number(g.lengthPerItem)) of rim",
                    variables: wheel + [WalkVariable("lengthPerItem", g.lengthPerItem)]))
            walker.add(
                WalkStep(
                    function: "prepare", code: "let itemCenterRadius = radius - itemSize.height / 2",
                    says: "items stand on the rim, their middles half an item below it",
                    variables: wheel + [
                        WalkVariable(
                            "contentCenter", "(\(WalkText.number(center.x)), \(WalkText.number(center.y)))"),
                        WalkVariable("itemCenterRadius", itemCenterRadius),
                    ]))
            walker.add(
                WalkStep(
                    function: "prepare", code: "let centerItemIndex = Int(collection.contentOffset.x / lengthPerItem)",
                    says: "the item the scroll has turned to the top",
                    variables: [
                        WalkVariable("contentOffset.x", viewport.contentOffset),
                        WalkVariable("lengthPerItem", g.lengthPerItem),
                        WalkVariable("centerItemIndex", centerItemIndex),
                    ],
                    decision:
                        "Int(\(WalkText.number(viewport.contentOffset)) / \(WalkText.number(g.lengthPerItem))) = \(centerItemIndex)"
                ))
        }
        return (0..<viewport.itemCount).map { index in
            let position = fakeIndex(index, centerItemIndex: centerItemIndex, count: viewport.itemCount)
            let relativeX = g.lengthPerItem * Double(position) - viewport.contentOffset
            var angle = relativeX / g.radius
            var known = [
                WalkVariable("i", index), WalkVariable("index", position), WalkVariable("angle", angle),
                WalkVariable("anglePerItem", g.anglePerItem),
            ]
            func step(
                _ code: String, _ says: String, _ decision: String? = nil, spot: Rect? = nil, condition: Bool? = nil
            ) {
                walker?.add(
                    WalkStep(
                        function: "prepare", code: code, says: says, variables: known, decision: decision, item: index,
                        spot: spot, condition: condition))
            }
            step(
                "let index = fakeItemIndexFor(itemIndex: i, centerItemIndex: centerItemIndex, numberOfItems: numberOfItems)",
                position == index
                    ? "item \(index) keeps its place on the wheel"
                    : "item \(index) counts as \(position) (a fake index), so the wheel has no hole at the ends")
            step(
                "var angle = relativeX / radius",
                "its angle from the top: the rim's length to it (absX, less the offset: relativeX), over the radius")
            var parked = false
            // Items beyond a quarter turn and one slice are all parked at the bottom of the
            // wheel, out of sight, instead of coming round again on top of others.
            let limit = Double.pi / 2 + g.anglePerItem
            if abs(angle) > limit {
                angle = Double.pi
                parked = true
            }
            step(
                "if abs(angle) > CGFloat.pi / 2 + anglePerItem {",
                parked ? "past a quarter turn and a slice: parked at the bottom, out of sight" : "in view: it stays",
                "abs(angle) > .pi / 2 + anglePerItem: \(WalkText.compare(WalkText.number(abs(relativeX / g.radius)), ">", limit, parked))",
                condition: parked)
            known[2] = WalkVariable("angle", angle)
            if parked { step("angle = CGFloat.pi", "the angle becomes π: the bottom of the wheel") }
            let scale = max(maximumScale - abs(angle) / g.anglePerItem, 1)
            known.append(WalkVariable("scale", scale))
            step(
                "let scale = max(maxScale - abs(angle) / anglePerItem, 1)",
                scale > 1 ? "near the top: zoomed by \(WalkText.number(scale))" : "away from the top: no zoom")
            var attributes = CollectionItemAttributes(
                index: index,
                center: Point(x: center.x + itemCenterRadius * sin(angle), y: center.y - itemCenterRadius * cos(angle)),
                size: Size(width: g.itemWidth, height: itemHeight))
            attributes.scale = scale
            attributes.rotation = angle
            attributes.zIndex = Int(scale * 10)
            attributes.isParked = parked
            let heightDifference = itemHeight * (scale - 1)
            attributes.custom = [
                "angle": g.anglePerItem,
                "outerRadius": (g.radius + heightDifference / 2) / scale,
                "innerRadius": g.innerRadius / scale,
            ]
            known.append(
                WalkVariable(
                    "attr.center", "(\(WalkText.number(attributes.center.x)), \(WalkText.number(attributes.center.y)))")
            )
            step("attr.center = CGPoint(", "on the rim at that angle", spot: attributes.scaledFrame)
            walker?.didPrepare(attributes)
            return attributes
        }
    }

    /// The article's "fake" indices: near the start, the last items count as −1, −2, … so that
    /// they sit left of the first one; near the end, the first items count as n, n+1, … so that
    /// they follow the last. The wheel then has no hole at either end.
    func fakeIndex(_ index: Int, centerItemIndex: Int, count: Int) -> Int {
        if centerItemIndex < visibleItems {
            return index >= count - visibleItems ? index - count : index
        } else if centerItemIndex >= count - visibleItems {
            return index < visibleItems ? count + index : index
        }
        return index
    }

    /// The items the article's fake indices move although they belong in view at this offset:
    /// their own index puts them within the visible angle (with half a slice for their width),
    /// their fake one round the wheel.
    public func itemsMisplacedByFakeIndices(_ viewport: CollectionViewport) -> [Int] {
        let g = geometry(viewport.size)
        guard viewport.itemCount > 0, g.lengthPerItem > 0 else { return [] }
        let centerItemIndex = Int((viewport.contentOffset / g.lengthPerItem).rounded(.towardZero))
        let inView = g.visibleAngle / 2 + g.anglePerItem / 2
        return (0..<viewport.itemCount).filter { index in
            guard fakeIndex(index, centerItemIndex: centerItemIndex, count: viewport.itemCount) != index else {
                return false
            }
            let angle = (g.lengthPerItem * Double(index) - viewport.contentOffset) / g.radius
            return abs(angle) <= inView
        }
    }

    /// How many items the fake indices need never to move one that belongs in view: the last
    /// `visibleItems` are faked while the top is within `visibleItems` items of the start, and
    /// an item is in view up to half the visible items and half an item from the top, so
    /// n − V must reach past V + V/2 + 1/2: n ≥ (5V + 1) / 2.
    public var itemsForFakeIndices: Int { (5 * visibleItems + 2) / 2 }

    /// The article's formula for every count: with no items it gives `bounds.width −
    /// lengthPerItem`.
    public func contentSize(_ viewport: CollectionViewport) -> Size {
        let g = geometry(viewport.size)
        return Size(
            width: viewport.size.width + Double(viewport.itemCount - 1) * g.lengthPerItem,
            height: viewport.size.height)
    }

    public func targetContentOffset(
        proposed proposedOffset: Double, velocity: Double, _ viewport: CollectionViewport, walker: WalkRecorder?
    ) -> Double {
        let length = geometry(viewport.size).lengthPerItem
        // Whole turns of one item: the nearest multiple of the arc length.
        let turns = ((proposedOffset + length / 2) / length).rounded(.down)
        walker?.add(
            WalkStep(
                function: "targetContentOffset",
                code: "let floatIndex = floor((proposedContentOffset.x + lengthPerItem / 2) / lengthPerItem)",
                says: "whole turns of one item: the nearest, rounding half a turn up",
                variables: [
                    WalkVariable("proposedContentOffset.x", proposedOffset), WalkVariable("lengthPerItem", length),
                    WalkVariable("floatIndex", turns),
                ],
                decision:
                    "floor((\(WalkText.number(proposedOffset)) + \(WalkText.number(length / 2))) / \(WalkText.number(length))) = \(WalkText.number(turns))"
            ))
        walker?.add(
            WalkStep(
                function: "targetContentOffset",
                code: "let x = floatIndex * lengthPerItem",
                says: "it rests \(WalkText.number(turns)) arcs along: \(WalkText.number(turns * length))",
                variables: [WalkVariable("floatIndex", turns), WalkVariable("x", turns * length)]))
        return turns * length
    }

    /// The article's drum returns every attribute, whatever the rect: parked ones included.
    public func layoutAttributesForElements(in rect: Rect, _ prepared: [CollectionItemAttributes])
        -> [CollectionItemAttributes]
    {
        prepared
    }

    public func shouldInvalidateLayout(forBoundsChange newViewport: CollectionViewport, from old: CollectionViewport)
        -> Bool
    {
        true  // every angle depends on the offset
    }
}
