/// The three scrolling layouts of article 003, by the names a learner types.
public enum CollectionKind: String, CaseIterable, Hashable, Sendable {
    case snapCarousel = "snap-carousel"
    case cardStack = "card-stack"
    case drum

    public static let allNames = allCases.map(\.rawValue)

    /// What it is, in a line: `help layout`'s table.
    public var summary: String {
        switch self {
        case .snapCarousel: "article 003: scrolling cards; a released scroll centres the nearest card"
        case .cardStack: "article 003: the cards right of the middle stacked, scaled and pushed down"
        case .drum: "article 003: items on a rolling wheel, the middle one zoomed"
        }
    }
}

/// A scrolling collection as the learner works on it: which layout, its parameters, the
/// bounds, how many items, and how far the content is scrolled.
public struct CollectionScene: Hashable, Sendable {
    public var kind: CollectionKind
    public private(set) var boundsSize = Size(width: 60, height: 20)
    public private(set) var itemCount = 12
    /// Always within `0…maximumOffset`.
    public private(set) var contentOffset = 0.0
    /// Each layout keeps its own settings, so switching back and forth loses nothing.
    public internal(set) var snapCarousel = SnapCarouselLayout()
    public internal(set) var cardStack = CardStackLayout()
    public internal(set) var drum = DrumLayout()

    public init(kind: CollectionKind) {
        self.kind = kind
    }

    /// The same bounds, items and offset (kept within the content) under another layout, with
    /// that layout's own parameters; refused when those do not fit the bounds.
    public func switched(to kind: CollectionKind) throws(CollectionSceneError) -> CollectionScene {
        var scene = self
        scene.kind = kind
        try scene.checkParametersFitTheBounds()
        scene.contentOffset = min(scene.contentOffset, scene.maximumOffset)
        return scene
    }

    public var viewport: CollectionViewport {
        CollectionViewport(size: boundsSize, contentOffset: contentOffset, itemCount: itemCount)
    }

    /// The layout in use, with the scene's parameters.
    public var layout: any CollectionLayout {
        switch kind {
        case .snapCarousel: snapCarousel
        case .cardStack: cardStack
        case .drum: drum
        }
    }

    // MARK: Changes, checked

    /// Sets bounds and parameters together and only then checks that they fit each other, so
    /// that a request giving small bounds and a small item height is not refused because the
    /// defaults do not fit the new bounds. On a refusal nothing changes.
    public mutating func configure(bounds: Size? = nil, parameters: [(CollectionParameter, Double)] = [])
        throws(CollectionSceneError)
    {
        var changed = self
        if let bounds {
            guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0 else {
                throw .emptyBounds(bounds)
            }
            changed.boundsSize = bounds
        }
        for (parameter, value) in parameters {
            try changed.store(value, in: parameter)
        }
        try changed.checkParametersFitTheBounds()
        self = changed
        contentOffset = min(contentOffset, maximumOffset)
    }

    public mutating func setParameter(_ parameter: CollectionParameter, _ value: Double) throws(CollectionSceneError) {
        try configure(parameters: [(parameter, value)])
    }

    public mutating func setBounds(_ size: Size) throws(CollectionSceneError) {
        try configure(bounds: size)
    }

    /// Some settings make no sense in some bounds (see `CollectionSceneError`). The article's
    /// code would go on with negative card widths or inner radii; the lab refuses them.
    private func checkParametersFitTheBounds() throws(CollectionSceneError) {
        switch kind {
        case .drum:
            let radius = drum.geometry(boundsSize).radius
            guard radius >= drum.itemHeight else {
                throw .wheelSmallerThanItems(radius: radius, bounds: boundsSize, itemHeight: drum.itemHeight)
            }
        case .snapCarousel, .cardStack:
            let inset = kind == .snapCarousel ? snapCarousel.inset : cardStack.carousel.inset
            guard 2 * inset < boundsSize.width else { throw .noCardLeft(inset: inset, boundsWidth: boundsSize.width) }
        }
    }

    public mutating func setItemCount(_ count: Int) throws(CollectionSceneError) {
        guard count >= 0 else { throw .negativeItemCount(count) }
        itemCount = count
        contentOffset = min(contentOffset, maximumOffset)
    }

    /// Scrolls to an offset, kept within the content; returns the offset actually reached.
    @discardableResult
    public mutating func scroll(to offset: Double) -> Double {
        contentOffset = min(max(offset.isFinite ? offset : 0, 0), maximumOffset)
        return contentOffset
    }

    /// How far the content can scroll: its width less the bounds' width.
    public var maximumOffset: Double {
        max(0, layout.contentSize(viewport).width - boundsSize.width)
    }

    // MARK: Reading

    /// What a release's numbers alone would hide: the article's `Int(…)` trapping.
    public func releaseNotes(proposed: Double) -> [CollectionNote] {
        let carousel = (layout as? SnapCarouselLayout) ?? (layout as? CardStackLayout)?.carousel
        guard let carousel, carousel.targetIndexTraps(proposed: proposed, viewport) else { return [] }
        return [.targetIndexTraps]
    }

    /// What the picture and `place` say about attributes prepared for `viewport` (the scene's
    /// own, or a `place` request's offset): `notes(_:contentWidth:)`, and a drum whose fake
    /// indices send an item that belongs in view round the wheel at that very offset.
    public func notes(_ attributes: [CollectionItemAttributes], at viewport: CollectionViewport) -> [CollectionNote] {
        var notes = Self.notes(attributes, contentWidth: layout.contentSize(viewport).width)
        if kind == .drum {
            let misplaced = drum.itemsMisplacedByFakeIndices(viewport)
            if !misplaced.isEmpty {
                notes.append(
                    .fakeIndicesMisplace(
                        items: misplaced, count: itemCount, needed: drum.itemsForFakeIndices))
            }
        }
        return notes
    }

    /// What the numbers alone would hide: the article's own formulas answering ∞ or NaN, or a
    /// negative content width.
    public static func notes(_ attributes: [CollectionItemAttributes], contentWidth: Double) -> [CollectionNote] {
        var notes: [CollectionNote] = []
        let undefined = attributes.filter { !$0.scale.isFinite || !$0.center.y.isFinite }.map(\.index)
        if !undefined.isEmpty { notes.append(.undefinedScale(undefined)) }
        // The drum's radii, said once, for the nearest item (the largest scale).
        if let nearest = attributes.filter({ !$0.isParked }).max(by: { $0.scale < $1.scale }),
            let inner = nearest.custom["innerRadius"], let outer = nearest.custom["outerRadius"], inner > outer
        {
            notes.append(.innerBeyondOuterRadius(inner: inner, outer: outer))
        }
        if contentWidth < 0 { notes.append(.negativeContentWidth(contentWidth)) }
        return notes
    }

    public func attributes() -> [CollectionItemAttributes] {
        // A unit of layout work per item (see `LayoutWork`); `prepare` is linear and finishes.
        _ = LayoutWork.current?.spend(max(1, itemCount))
        return layout.prepare(viewport)
    }

    /// A released scroll: where it would stop on its own, where the layout makes it stop, and
    /// where it really rests (the target kept within the content).
    public struct Release: Equatable, Sendable {
        public var proposed: Double
        public var target: Double
        public var resting: Double
    }

    /// UIScrollView decelerates a fling at its normal rate: it travels about half its speed (in
    /// units per second) before stopping.
    public static let decelerationDistancePerVelocity = 0.499

    public func release(velocity: Double, proposed: Double? = nil) -> Release {
        let proposed = proposed ?? contentOffset + velocity * Self.decelerationDistancePerVelocity
        let target = layout.targetContentOffset(proposed: proposed, velocity: velocity, viewport)
        return Release(proposed: proposed, target: target, resting: min(max(target, 0), maximumOffset))
    }

    /// The item nearest the middle of the bounds (on a tie, the one drawn on top).
    public func centeredItem(_ attributes: [CollectionItemAttributes]) -> Int? {
        let middle = viewport.contentCenterX
        // On the wheel, the middle is the top: an item is there only within half its slice
        // of it (with too few items for the fake indices, none may be).
        let candidates = attributes.filter {
            !$0.isParked && (kind != .drum || abs($0.rotation) <= ($0.custom["angle"] ?? .infinity) / 2 + 1e-9)
        }
        return candidates.min {
            let a = abs($0.center.x - middle)
            let b = abs($1.center.x - middle)
            return abs(a - b) > 1e-9 ? a < b : $0.zIndex > $1.zIndex
        }?.index
    }
}

extension CollectionScene {
    /// `prepare` and then `targetContentOffset` for a scroll let go where it is, step by step,
    /// as `walk` shows them.
    public func walk(_ recorder: WalkRecorder) {
        recorder.phase = .prepare
        _ = layout.prepare(viewport, walker: recorder)
        recorder.phase = .targetContentOffset
        _ = layout.targetContentOffset(proposed: contentOffset, velocity: 0, viewport, walker: recorder)
    }
}
