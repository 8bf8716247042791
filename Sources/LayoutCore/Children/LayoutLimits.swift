import LabText

/// The numbers the layouts accept. Checked once, where values come in, so that layouts never
/// meet NaN or infinity and never produce them.
public enum LayoutLimits {
    /// Large enough for any terminal or screen, small enough that a million of them added up
    /// stay exact and finite.
    public static let maximumLength: Double = 1_000_000_000

    /// Returns the value when it is a usable length (finite, 0 or more, not absurdly large).
    public static func checked(_ value: Double, _ name: String) throws(InvalidLength) -> Double {
        if value.isNaN { throw InvalidLength(value: value, name: name, problem: "is not a number") }
        if value.isInfinite { throw InvalidLength(value: value, name: name, problem: "is infinite") }
        if value < 0 { throw InvalidLength(value: value, name: name, problem: "is negative") }
        if value > maximumLength { throw InvalidLength(value: value, name: name, problem: "is too large") }
        return value == 0 ? 0 : value  // -0 becomes 0
    }

    /// Whether an offset, a velocity or an origin (which may be negative) is usable: finite and
    /// no further from 0 than the largest length.
    public static func isUsableSigned(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumLength
    }

    /// What every length must be, for messages.
    public static let allowed = "a number from 0 to \(NumberText.plain(maximumLength))"

    /// What an offset, a velocity or an origin may be (these may be negative), for messages.
    public static let allowedSigned = "-\(NumberText.plain(maximumLength)) to \(NumberText.plain(maximumLength))"
}

/// A length that a layout cannot use, with what is wrong with it.
public struct InvalidLength: LabError, Equatable, CustomStringConvertible {
    public let value: Double
    public let name: String
    public let problem: String
    public let allowed: String

    public init(value: Double, name: String, problem: String, allowed: String = LayoutLimits.allowed) {
        self.value = value
        self.name = name
        self.problem = problem
        self.allowed = allowed
    }

    /// "width -3 is negative (allowed: a number from 0 to 1000000000)"
    public var description: String {
        "\(name) \(NumberText.plain(value)) \(problem) (allowed: \(allowed))"
    }

    public var message: String { description }
}

/// A text item whose label has nothing to show.
public struct InvalidLabel: LabError, Equatable, CustomStringConvertible {
    public init() {}
    public var description: String { "a text item needs a label with at least one visible character" }
    public var message: String { description }
}
