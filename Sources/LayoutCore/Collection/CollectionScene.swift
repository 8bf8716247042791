/// The three scrolling layouts of article 003, by the names a learner types.
public enum CollectionKind: String, CaseIterable, Hashable, Sendable {
    case snapCarousel = "snap-carousel"
    case cardStack = "card-stack"
    case drum

    public static let allNames = allCases.map(\.rawValue)

    /// The settable parameters, in order, with their defaults (terminal units: one column
    /// across, one line down).
    public var defaultParameters: [(name: String, value: Double)] {
        switch self {
        case .snapCarousel: SnapCarouselLayout().parameters
        case .cardStack: CardStackLayout().parameters
        case .drum: DrumLayout().parameters
        }
    }

    public var parameterNames: [String] { defaultParameters.map(\.name) }
}

/// A parameter value a layout cannot use, and what it accepts.
public struct InvalidParameter: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
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
    private var values: [CollectionKind: [String: Double]] = [:]

    public init(kind: CollectionKind) {
        self.kind = kind
    }

    /// The same bounds, items and offset (kept within the content) under another layout, with
    /// that layout's own parameters; refused when those do not fit the bounds.
    public func switched(to kind: CollectionKind) throws(InvalidParameter) -> CollectionScene {
        var scene = self
        scene.kind = kind
        try scene.checkParametersFitTheBounds()
        scene.contentOffset = min(scene.contentOffset, scene.maximumOffset)
        return scene
    }

    public var viewport: CollectionViewport {
        CollectionViewport(size: boundsSize, contentOffset: contentOffset, itemCount: itemCount)
    }

    /// The layout with the scene's parameters.
    public var layout: any CollectionLayout {
        let value = { (name: String) in self.parameter(name) }
        switch kind {
        case .snapCarousel:
            return SnapCarouselLayout(
                inset: value("inset"), distance: value("distance"), itemHeight: value("item-height"),
                correctsSnapping: value("correction") != 0)
        case .cardStack:
            return CardStackLayout(
                inset: value("inset"), distance: value("distance"), itemHeight: value("item-height"),
                minimumScale: value("min-scale"))
        case .drum:
            return DrumLayout(
                visibleItems: Int(value("visible-items")), itemHeight: value("item-height"),
                maximumScale: value("max-scale"))
        }
    }

    public func parameter(_ name: String) -> Double {
        values[kind]?[name] ?? kind.defaultParameters.first { $0.name == name }?.value ?? 0
    }

    public var parameters: [(name: String, value: Double)] {
        kind.parameterNames.map { ($0, parameter($0)) }
    }

    // MARK: Changes, checked

    public mutating func setParameter(_ name: String, _ value: Double) throws(InvalidParameter) {
        try configure(parameters: [(name, value)])
    }

    /// Sets bounds and parameters together and only then checks that they fit each other, so
    /// that a request giving small bounds and a small item height is not refused because the
    /// defaults do not fit the new bounds.
    public mutating func configure(bounds: Size? = nil, parameters: [(name: String, value: Double)])
        throws(InvalidParameter)
    {
        var changed = self
        if let bounds {
            try Self.checkBounds(bounds)
            changed.boundsSize = bounds
        }
        for (name, value) in parameters {
            try checkRange(name, value)
            changed.values[kind, default: [:]][name] = value
        }
        try changed.checkParametersFitTheBounds()
        self = changed
        contentOffset = min(contentOffset, maximumOffset)
    }

    /// Each parameter's own range, whatever the bounds.
    private func checkRange(_ name: String, _ value: Double) throws(InvalidParameter) {
        guard kind.parameterNames.contains(name) else {
            throw InvalidParameter(
                message:
                    "\(kind.rawValue) has no parameter '\(name)' (it has: \(kind.parameterNames.joined(separator: ", ")))"
            )
        }
        if name == "correction", value != 0, value != 1 {
            throw InvalidParameter(
                message: "correction is on or off (true or false, 1 or 0), got \(formatNumber(value))")
        }
        let range: ClosedRange<Double>
        switch name {
        case "inset", "distance": range = 0...1000
        case "item-height": range = 0.5...1000
        case "min-scale": range = 0.05...1
        case "max-scale": range = 1...10
        case "visible-items": range = 1...50
        default: range = 0...1  // correction: off or on
        }
        guard value.isFinite, range.contains(value), name != "visible-items" || value == value.rounded() else {
            let whole = name == "visible-items" ? "a whole number " : ""
            throw InvalidParameter(
                message:
                    "\(name) must be \(whole)from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), got \(formatNumber(value))"
            )
        }
    }

    /// Some settings make no sense in some bounds. The carousel's and the stack's cards are
    /// the bounds less an inset on each side, so an inset of half the bounds or more leaves no
    /// card. The drum's items stand on its rim, pointing to its centre, so a wheel whose radius
    /// is less than an item's height would turn them inside out (negative inner radii).
    private func checkParametersFitTheBounds() throws(InvalidParameter) {
        if kind == .drum, let drum = layout as? DrumLayout {
            let radius = drum.geometry(boundsSize).radius
            let height = parameter("item-height")
            guard radius < height else { return }
            throw InvalidParameter(
                message:
                    "the wheel's radius, \(formatNumber((radius * 1000).rounded() / 1000)) for bounds \(formatNumber(boundsSize.width))x\(formatNumber(boundsSize.height)), must be at least the item height \(formatNumber(height)): make the bounds bigger or the items shorter"
            )
        }
        let inset = parameter("inset")
        guard kind != .drum, 2 * inset >= boundsSize.width else { return }
        throw InvalidParameter(
            message:
                "an inset of \(formatNumber(inset)) on each side leaves no card in bounds \(formatNumber(boundsSize.width)) wide (allowed: an inset under \(formatNumber(boundsSize.width / 2)))"
        )
    }

    public mutating func setBounds(_ size: Size) throws(InvalidParameter) {
        try configure(bounds: size, parameters: [])
    }

    private static func checkBounds(_ size: Size) throws(InvalidParameter) {
        guard size.width >= 1, size.height >= 1, size.width <= 1000, size.height <= 1000 else {
            throw InvalidParameter(
                message:
                    "bounds must be from 1x1 to 1000x1000, got \(formatNumber(size.width))x\(formatNumber(size.height))"
            )
        }
    }

    public mutating func setItemCount(_ count: Int) throws(InvalidParameter) {
        guard (0...10_000).contains(count) else {
            throw InvalidParameter(message: "items must be from 0 to 10000, got \(count)")
        }
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
    public func releaseNotes(proposed: Double) -> [String] {
        let carousel = (layout as? SnapCarouselLayout) ?? (layout as? CardStackLayout)?.carousel
        guard let carousel, carousel.targetIndexTraps(proposed: proposed, viewport) else { return [] }
        return [
            "the article's Int(contentCenterX / imaginaryItemWidth) would trap here (the quotient is beyond Int's range); shown truncated as if it had not"
        ]
    }

    /// What the numbers alone would hide: the article's own formulas answering ∞ or NaN, or a
    /// negative content width.
    public static func notes(_ attributes: [CollectionItemAttributes], contentWidth: Double) -> [String] {
        var notes: [String] = []
        let undefined = attributes.filter { !$0.scale.isFinite || !$0.center.y.isFinite }.map(\.index)
        if !undefined.isEmpty {
            notes.append(
                "item \(undefined.map(String.init).joined(separator: ", ")): the article's scale divides by maxDistance = (items − 1) × (item width + distance), which is 0 with one item, so it is ∞ (NaN when min-scale is 1): not drawn"
            )
        }
        if contentWidth < 0 {
            notes.append(
                "the article's content width formula gives a negative width here, \(formatNumber(contentWidth)), with no items"
            )
        }
        return notes
    }

    public func attributes() -> [CollectionItemAttributes] {
        layout.prepare(viewport)
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
    public func centredItem(_ attributes: [CollectionItemAttributes]) -> Int? {
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
