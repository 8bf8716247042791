import LabText

/// How far apart neighbours sit along one axis: a fixed distance, or "system" spacing, where
/// each pair of neighbours is as far apart as their own spacing preferences ask (article 000's
/// `ViewSpacing.distance(to:along:)`).
public struct SpacingRule: Hashable, Sendable {
    /// The fixed distance, or `nil` for system spacing.
    public let fixedDistance: Double?

    private init(fixedDistance: Double?) {
        self.fixedDistance = fixedDistance
    }

    public static let system = SpacingRule(fixedDistance: nil)

    /// No space at all: what article 001's layout, which has no spacing, amounts to.
    public static let zero = SpacingRule(fixedDistance: 0)

    /// A fixed distance; refuses NaN, infinite, negative and too large values.
    public static func fixed(_ distance: Double) throws(InvalidLength) -> SpacingRule {
        SpacingRule(fixedDistance: try LayoutLimits.checked(distance, "spacing"))
    }
}

extension SpacingRule: CustomStringConvertible {
    public var description: String { fixedDistance.map { NumberText.plain($0) } ?? "system" }
}

/// The spacing of a flow on both axes: between neighbours in a row, and between rows.
public struct LayoutSpacing: Hashable, Sendable {
    public var horizontal: SpacingRule
    public var vertical: SpacingRule

    public init(horizontal: SpacingRule, vertical: SpacingRule) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let system = LayoutSpacing(horizontal: .system, vertical: .system)
}
