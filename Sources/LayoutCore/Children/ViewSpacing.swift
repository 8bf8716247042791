/// The two axes of a flow.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}

/// The air an item prefers on each of its edges (SwiftUI's `ViewSpacing`), in the lab's model of
/// OpenSwiftUI's `Spacing` resolution (`Spacing.swift`, `distanceToSuccessorView` at 069dd80,
/// for views with no text categories): an edge may state a distance or state nothing (`nil`).
/// Two neighbours that state nothing on their facing edges sit the system's default apart (the
/// lab's `defaultDistance`); when either states one, the larger stated one wins, so a spacer's
/// stated 0 beats a tag's silence. Ordinary content states nothing; a spacer states 0 along
/// its stack (`Spacer`'s `spacing()`).
public struct ViewSpacing: Hashable, Sendable {
    public var leading: Double?
    public var trailing: Double?
    public var top: Double?
    public var bottom: Double?

    /// Nothing stated on any edge: what Apple documents for `init()`, "default spacing values".
    public init(leading: Double? = nil, trailing: Double? = nil, top: Double? = nil, bottom: Double? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.top = top
        self.bottom = bottom
    }

    /// What content prefers: nothing of its own, so the system's default applies between two.
    public static let standard = ViewSpacing()
    /// Zero stated on every edge (Apple's `ViewSpacing.zero`; a spacer outside any stack).
    public static let zero = ViewSpacing(leading: 0, trailing: 0, top: 0, bottom: 0)

    /// Zero stated on the two edges along `axis` and nothing across: a spacer in a stack along
    /// `axis` (OpenSwiftUI's `.horizontal(.zero)` and `.vertical(.zero)`).
    public static func zero(along axis: Axis) -> ViewSpacing {
        switch axis {
        case .horizontal: ViewSpacing(leading: 0, trailing: 0)
        case .vertical: ViewSpacing(top: 0, bottom: 0)
        }
    }

    /// The system's default distance between two neighbours that state nothing: SwiftUI's
    /// `defaultSpacingValue` (OpenSwiftUI's glue answers 8 by 8 points); the lab's is one column
    /// side by side and no line above or below, a terminal's line being as tall as a word.
    public static func defaultDistance(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: 1
        case .vertical: 0
        }
    }

    /// The distance from this item to the next one along an axis (the next sits to the trailing
    /// side, or below): the larger of the two facing edges' stated distances, or the default
    /// when neither states one. `defaultDistance` stands in for a platform's (tests give 8).
    public func distance(
        to next: ViewSpacing, along axis: Axis, defaultDistance: Double? = nil
    ) -> Double {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        guard mine != nil || theirs != nil else { return defaultDistance ?? Self.defaultDistance(along: axis) }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }

    /// Both preferences at once (SwiftUI's `union`): on each edge the larger stated distance, or
    /// nothing where neither states one.
    public func union(_ other: ViewSpacing) -> ViewSpacing {
        func larger(_ first: Double?, _ second: Double?) -> Double? {
            guard let first else { return second }
            guard let second else { return first }
            return max(first, second)
        }
        return ViewSpacing(
            leading: larger(leading, other.leading), trailing: larger(trailing, other.trailing),
            top: larger(top, other.top), bottom: larger(bottom, other.bottom))
    }
}
