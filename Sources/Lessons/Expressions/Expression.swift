/// A value an expression produces.
public enum Value: Equatable, Sendable, CustomStringConvertible {
    case number(Double)
    case text(String)
    case bool(Bool)

    public var description: String {
        switch self {
        case .number(let value): formatNumberForLessons(value)
        case .text(let value): value
        case .bool(let value): value ? "yes" : "no"
        }
    }
}

func formatNumberForLessons(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
    return String(value)
}

/// An answer expression, as written in a lesson: `rows`, `x(Swift) + w(Swift)`,
/// `row("Layout protocol") == 1 and rows <= 2`.
public indirect enum Expression: Equatable, Sendable {
    case number(Double)
    case text(String)
    /// A name on its own (`rows`) or a function call (`row(Swift)`), at a column of the source.
    case call(name: String, arguments: [Expression], column: Int)
    case unary(String, Expression)
    case binary(String, Expression, Expression)
}

/// An expression that cannot be read or evaluated, with the column (1-based, within the
/// expression's text) where the trouble starts.
public struct ExpressionError: Error, Equatable, CustomStringConvertible {
    public let column: Int
    public let message: String

    public var description: String { message }
}
