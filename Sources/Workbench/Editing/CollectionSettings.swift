import LabSupport
import LabText
import LayoutCore

/// What the lab lets a learner set on a scrolling collection, and the words for it. LayoutCore
/// declares the parameters (`CollectionParameter`) and refuses what the layouts cannot hold;
/// the ranges, examples and help here are the lab's, chosen so that pictures stay drawable in a
/// terminal. The parser, `help set`, completion, `place` and the checks all read them from here.
extension CollectionParameter {
    public var range: ClosedRange<Double> {
        switch self {
        case .inset, .distance: 0...1000
        case .itemHeight: 0.5...1000
        case .minScale: 0.05...1
        case .maxScale: 1...10
        case .visibleItems: 1...50
        case .correction: 0...1
        }
    }

    /// A scale (1 is full size): it may be set as a percentage too.
    public var isScale: Bool { self == .minScale || self == .maxScale }

    /// `help set`'s line: what it changes, and in which layouts.
    public var help: String {
        switch self {
        case .inset: "carousel, card stack: the space left and right of a card"
        case .distance: "carousel, card stack: the space between cards"
        case .itemHeight: "an item's height (8 by default; the drum's is 4)"
        case .minScale: "card stack: the scale of the farthest card"
        case .correction: "carousel: snap without the article's distance/2 − inset correction"
        case .visibleItems: "drum: how many items share the angle in view"
        case .maxScale: "drum: the zoom of the item in the middle"
        }
    }

    /// The value `help set` shows it with.
    public var example: String {
        switch self {
        case .inset: "6"
        case .distance: "4"
        case .itemHeight: "8"
        case .minScale: "0.4"
        case .correction: "off"
        case .visibleItems: "5"
        case .maxScale: "1.7"
        }
    }

    /// What tab completion offers after `set NAME`.
    public var completions: [String] {
        switch self {
        case .inset: ["6", "0", "2"]
        case .distance: ["4", "2", "12"]
        case .itemHeight: ["8", "4"]
        case .minScale: ["0.4", "0.5"]
        case .correction: ["on", "off"]
        case .visibleItems: ["5", "7"]
        case .maxScale: ["1.7", "1"]
        }
    }
}

/// The lab's limits on a collection's bounds and items.
public enum CollectionLimits {
    public static let bounds: ClosedRange<Double> = 1...1000
    public static let itemCount = 0...10_000
}

/// A change to a scrolling collection that the lab refuses; the scene stays as it was.
public enum CollectionSettingError: LabError, Equatable, Sendable {
    case outOfRange(CollectionParameter, Double)
    case boundsOutOfRange(Size)
    case itemCountOutOfRange(Int)
    /// The scene's own rules (LayoutCore).
    case scene(CollectionSceneError)

    public var message: String {
        switch self {
        case .outOfRange(let parameter, let value):
            let range = parameter.range
            let whole = parameter.values == .wholeNumber ? "a whole number " : ""
            return
                "\(parameter.rawValue) must be \(whole)from \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound)), got \(NumberText.plain(value))"
        case .boundsOutOfRange(let size):
            let limits = CollectionLimits.bounds
            let (low, high) = (NumberText.plain(limits.lowerBound), NumberText.plain(limits.upperBound))
            return "bounds must be from \(low)x\(low) to \(high)x\(high), got \(Self.size(size))"
        case .itemCountOutOfRange(let count):
            let limits = CollectionLimits.itemCount
            return "items must be from \(limits.lowerBound) to \(limits.upperBound), got \(count)"
        case .scene(let error):
            return Self.message(error)
        }
    }

    private static func message(_ error: CollectionSceneError) -> String {
        switch error {
        case .notAParameter(let parameter, let kind):
            let names = kind.parameters.map(\.rawValue).joined(separator: ", ")
            return "\(kind.rawValue) has no parameter '\(parameter.rawValue)' (it has: \(names))"
        case .notRepresentable(let parameter, let value):
            switch parameter.values {
            case .onOff:
                return "\(parameter.rawValue) is on or off (true or false, 1 or 0), got \(NumberText.plain(value))"
            case .wholeNumber, .number: return CollectionSettingError.outOfRange(parameter, value).message
            }
        case .emptyBounds(let size):
            return CollectionSettingError.boundsOutOfRange(size).message
        case .negativeItemCount(let count):
            return CollectionSettingError.itemCountOutOfRange(count).message
        case .noCardLeft(_, let width):
            // The engine's words, with the range the lab allows.
            return error.message + " (allowed: an inset under \(NumberText.plain(width / 2)))"
        case .wheelSmallerThanItems(let radius, let bounds, let itemHeight):
            return
                "the wheel's radius, \(NumberText.rounded(radius)) for bounds \(size(bounds)), must be at least the item height \(NumberText.plain(itemHeight)): make the bounds bigger or the items shorter"
        }
    }

    private static func size(_ size: Size) -> String {
        "\(NumberText.plain(size.width))x\(NumberText.plain(size.height))"
    }
}

extension CollectionScene {
    /// Bounds and parameters changed together, checked against the lab's ranges and then the
    /// scene's own rules (so small bounds and a small item height may come in one request).
    public mutating func update(bounds: Size? = nil, parameters: [(CollectionParameter, Double)] = [])
        throws(CollectionSettingError)
    {
        if let bounds {
            let limits = CollectionLimits.bounds
            guard limits.contains(bounds.width), limits.contains(bounds.height) else {
                throw .boundsOutOfRange(bounds)
            }
        }
        for (parameter, value) in parameters {
            guard kind.parameters.contains(parameter) else { throw .scene(.notAParameter(parameter, of: kind)) }
            if parameter.values == .onOff, value != 0, value != 1 {
                throw .scene(.notRepresentable(parameter, value))
            }
            // NaN is in no range; a fraction is no whole number.
            guard parameter.range.contains(value), parameter.values != .wholeNumber || value == value.rounded() else {
                throw .outOfRange(parameter, value)
            }
        }
        do {
            try configure(bounds: bounds, parameters: parameters)
        } catch {
            throw .scene(error)
        }
    }

    public mutating func update(itemCount: Int) throws(CollectionSettingError) {
        guard CollectionLimits.itemCount.contains(itemCount) else { throw .itemCountOutOfRange(itemCount) }
        do {
            try setItemCount(itemCount)
        } catch {
            throw .scene(error)
        }
    }

}
