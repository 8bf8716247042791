import LabText

/// The minimum, ideal and maximum length of a flexible child on one axis.
public struct FlexibleLength: Hashable, Sendable {
    public let minimum: Double
    public let ideal: Double
    /// May be infinite: "as much as you offer".
    public let maximum: Double

    /// Refuses NaN, negative and out-of-order values; only the maximum may be infinite.
    public init(minimum: Double, ideal: Double, maximum: Double) throws(InvalidLength) {
        self.minimum = try LayoutLimits.checked(minimum, "minimum")
        self.ideal = try LayoutLimits.checked(ideal, "ideal")
        self.maximum = maximum == .infinity ? maximum : try LayoutLimits.checked(maximum, "maximum")
        guard self.minimum <= self.maximum else {
            throw InvalidLength(
                value: maximum, name: "maximum", problem: "is below the minimum \(NumberText.plain(minimum))",
                allowed: "minimum ≤ ideal ≤ maximum")
        }
        guard self.minimum <= self.ideal, self.ideal <= self.maximum else {
            throw InvalidLength(
                value: ideal,
                name: "ideal",
                problem:
                    "is not between the minimum \(NumberText.plain(minimum)) and the maximum \(NumberText.plain(maximum))",
                allowed: "minimum ≤ ideal ≤ maximum"
            )
        }
    }

    /// A length that never changes.
    public init(fixed value: Double) throws(InvalidLength) {
        try self.init(minimum: value, ideal: value, maximum: value)
    }

    /// Unspecified → ideal; otherwise the offer, kept between minimum and maximum.
    func answer(_ proposed: Double?) -> Double {
        guard let proposed else { return ideal }
        return min(max(proposed, minimum), maximum)
    }
}

/// The flexible lengths of a child on both axes.
public struct FlexibleSize: Hashable, Sendable {
    public let width: FlexibleLength
    public let height: FlexibleLength

    public init(width: FlexibleLength, height: FlexibleLength) {
        self.width = width
        self.height = height
    }

    func size(for proposal: ProposedSize) -> Size {
        Size(width: width.answer(proposal.width), height: height.answer(proposal.height))
    }
}
