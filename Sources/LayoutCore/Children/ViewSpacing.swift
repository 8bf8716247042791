/// The two axes of a flow.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}

/// The air an item prefers on each of its edges (SwiftUI's `ViewSpacing`). When a layout
/// uses "system" spacing, the distance between two neighbours is the larger of the two
/// facing preferences.
public struct ViewSpacing: Hashable, Sendable {
    public var leading: Double
    public var trailing: Double
    public var top: Double
    public var bottom: Double

    public init(leading: Double, trailing: Double, top: Double, bottom: Double) {
        self.leading = leading
        self.trailing = trailing
        self.top = top
        self.bottom = bottom
    }

    /// One column on each side, nothing above or below: what content prefers by default.
    public static let standard = ViewSpacing(leading: 1, trailing: 1, top: 0, bottom: 0)
    public static let none = ViewSpacing(leading: 0, trailing: 0, top: 0, bottom: 0)

    /// The distance from this item to the next one along an axis: the next item sits to the
    /// trailing side (horizontal) or below (vertical).
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        switch axis {
        case .horizontal: max(trailing, next.leading)
        case .vertical: max(bottom, next.top)
        }
    }
}
