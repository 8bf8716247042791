import LabText

/// A setting of one of article 003's scrolling layouts, by the name a learner types. This is
/// what the layouts themselves hold and what kind of value each is; what the lab lets a learner
/// set them to, and the words about them, live with the command language (Workbench).
public enum CollectionParameter: String, CaseIterable, Hashable, Sendable {
    case inset
    case distance
    case itemHeight = "item-height"
    case minScale = "min-scale"
    case correction
    case visibleItems = "visible-items"
    case maxScale = "max-scale"

    /// What a value of the parameter is, as the layout stores it.
    public enum Values: Sendable {
        case number
        /// An `Int` in the layout.
        case wholeNumber
        /// A `Bool` in the layout: 1 is on, 0 is off.
        case onOff
    }

    public var values: Values {
        switch self {
        case .inset, .distance, .itemHeight, .minScale, .maxScale: .number
        case .visibleItems: .wholeNumber
        case .correction: .onOff
        }
    }
}

extension CollectionKind {
    /// The parameters each layout has, in the order the lab lists them.
    public var parameters: [CollectionParameter] {
        switch self {
        case .snapCarousel: [.inset, .distance, .itemHeight, .correction]
        case .cardStack: [.inset, .distance, .itemHeight, .minScale]
        case .drum: [.visibleItems, .itemHeight, .maxScale]
        }
    }
}

/// Why a scene cannot take a change. The scene stays as it was; the lab words these for the
/// learner (Workbench), with the ranges it allows.
public enum CollectionSceneError: LabError, Equatable, Sendable {
    /// The layout in use has no such setting.
    case notAParameter(CollectionParameter, of: CollectionKind)
    /// A whole-number parameter given a fraction (or one beyond what an `Int` holds), or an
    /// on/off parameter given something other than 1 or 0.
    case notRepresentable(CollectionParameter, Double)
    /// Bounds with no area, or not finite.
    case emptyBounds(Size)
    case negativeItemCount(Int)
    /// The carousel's and the stack's cards are the bounds less an inset on each side.
    case noCardLeft(inset: Double, boundsWidth: Double)
    /// The drum's items stand on its rim pointing to its centre: a wheel whose radius is less
    /// than an item's height would turn them inside out (negative inner radii).
    case wheelSmallerThanItems(radius: Double, bounds: Size, itemHeight: Double)

    /// In the engine's words; the lab's settings word them with their ranges
    /// (`CollectionSettingError`).
    public var message: String {
        let n = { (value: Double) in NumberText.plain(value) }
        switch self {
        case .notAParameter(let parameter, let kind):
            return "\(kind.rawValue) has no parameter '\(parameter.rawValue)'"
        case .notRepresentable(let parameter, let value): return "\(parameter.rawValue) cannot be \(n(value))"
        case .emptyBounds(let size): return "bounds \(n(size.width))x\(n(size.height)) have no area"
        case .negativeItemCount(let count): return "the number of items cannot be negative, got \(count)"
        case .noCardLeft(let inset, let width):
            return "an inset of \(n(inset)) on each side leaves no card in bounds \(n(width)) wide"
        case .wheelSmallerThanItems(let radius, _, let itemHeight):
            return "the wheel's radius, \(NumberText.rounded(radius)), is less than the item height \(n(itemHeight))"
        }
    }
}

extension CollectionScene {
    /// The parameter's value in the layout in use, or nil when that layout has no such setting.
    public func value(of parameter: CollectionParameter) -> Double? {
        switch kind {
        case .snapCarousel:
            switch parameter {
            case .inset: snapCarousel.inset
            case .distance: snapCarousel.distance
            case .itemHeight: snapCarousel.itemHeight
            case .correction: snapCarousel.correctsSnapping ? 1 : 0
            case .minScale, .visibleItems, .maxScale: nil
            }
        case .cardStack:
            switch parameter {
            case .inset: cardStack.carousel.inset
            case .distance: cardStack.carousel.distance
            case .itemHeight: cardStack.carousel.itemHeight
            case .minScale: cardStack.minimumScale
            case .correction, .visibleItems, .maxScale: nil
            }
        case .drum:
            switch parameter {
            case .visibleItems: Double(drum.visibleItems)
            case .itemHeight: drum.itemHeight
            case .maxScale: drum.maximumScale
            case .inset, .distance, .minScale, .correction: nil
            }
        }
    }

    /// The layout in use's parameters with their values, in order.
    public var parameterValues: [(parameter: CollectionParameter, value: Double)] {
        kind.parameters.compactMap { parameter in value(of: parameter).map { (parameter, $0) } }
    }

    /// Stores a value in the layout in use, unchecked against the bounds.
    mutating func store(_ value: Double, in parameter: CollectionParameter) throws(CollectionSceneError) {
        guard self.value(of: parameter) != nil else { throw .notAParameter(parameter, of: kind) }
        switch parameter.values {
        case .number: break
        case .wholeNumber:
            // Compared as a Double first: Int(1e30) would trap. The drum needs at least one.
            guard value >= 1, value <= 1_000_000, value == value.rounded() else {
                throw .notRepresentable(parameter, value)
            }
        case .onOff:
            guard value == 0 || value == 1 else { throw .notRepresentable(parameter, value) }
        }
        // Each layout keeps its own settings: an inset set in the carousel is not the stack's.
        switch (kind, parameter) {
        case (.snapCarousel, .inset): snapCarousel.inset = value
        case (.snapCarousel, .distance): snapCarousel.distance = value
        case (.snapCarousel, .itemHeight): snapCarousel.itemHeight = value
        case (.snapCarousel, .correction): snapCarousel.correctsSnapping = value == 1
        case (.cardStack, .inset): cardStack.carousel.inset = value
        case (.cardStack, .distance): cardStack.carousel.distance = value
        case (.cardStack, .itemHeight): cardStack.carousel.itemHeight = value
        case (.cardStack, .minScale): cardStack.minimumScale = value
        case (.drum, .visibleItems): drum.visibleItems = Int(value)
        case (.drum, .itemHeight): drum.itemHeight = value
        case (.drum, .maxScale): drum.maximumScale = value
        default: break  // refused above: value(of:) is nil for every other pair
        }
    }
}
