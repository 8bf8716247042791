import LabSupport
import LabText

/// A value an expression produces.
public enum Value: Equatable, Sendable, CustomStringConvertible {
    case number(Double)
    case text(String)
    case bool(Bool)

    /// A number said at the precision a check asks (`round: 1`: 25.5, not 25.48011282039459);
    /// anything else, or no precision, as it is.
    public func atPrecision(_ decimals: Int?) -> Value {
        guard let decimals, case .number(let value) = self, value.isFinite else { return self }
        return .number(NumberText.roundedValue(value, decimals: decimals))
    }

    public var description: String {
        switch self {
        case .number(let value): NumberText.plain(value, infinity: "infinity")
        case .text(let value): value
        case .bool(let value): value ? "yes" : "no"
        }
    }
}

/// An answer expression, as written in a lesson: `rows`, `x(Swift) + w(Swift)`,
/// `row("Layout protocol") == 1 and rows <= 2`. Every node keeps the column (1-based) where it
/// starts in the source, so that an error points at the part that is wrong.
public indirect enum Expression: Equatable, Sendable {
    case number(Double, column: Int)
    case text(String, column: Int)
    /// A name on its own (`rows`) or a function call (`row(Swift)`), the name looked up as
    /// it was read.
    case call(name: Name, arguments: [Expression], column: Int)
    case unary(UnaryOperator, Expression, column: Int)
    /// The column is the operator's.
    case binary(BinaryOperator, Expression, Expression, column: Int)
    /// `every width from 14 to 60: CONDITION` — the condition holds for each value of a quantity
    /// of the layout (a goal that checks the idea, not one instance).
    case every(Quantifier, column: Int)

    public var column: Int {
        switch self {
        case .number(_, let column), .text(_, let column), .call(_, _, let column), .unary(_, _, let column),
            .binary(_, _, _, let column), .every(_, let column):
            column
        }
    }
}

/// `every QUANTITY from LOW to HIGH [by STEP]: CONDITION`.
public struct Quantifier: Equatable, Sendable {
    public var quantity: Quantity
    public var low: Expression
    public var high: Expression
    /// 1 when not given.
    public var step: Expression?
    public var condition: Expression
}

public enum UnaryOperator: String, Equatable, Sendable {
    case negate = "-"
    case not
}

/// The binary operators, loosest first within each group of the grammar.
public enum BinaryOperator: String, CaseIterable, Equatable, Sendable {
    case or, and
    case equal = "==", notEqual = "!="
    case lessOrEqual = "<=", greaterOrEqual = ">="
    case less = "<", greater = ">"
    case plus = "+", minus = "-"
    case times = "*", divide = "/"

    /// The comparisons, tried longest spelling first.
    static let comparisons: [BinaryOperator] = [.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater]
}

/// An expression that cannot be read or evaluated, with the column (1-based, within the
/// expression's text) where the trouble starts.
public struct ExpressionError: LabError, Equatable, CustomStringConvertible {
    public let column: Int
    public let message: String

    public var description: String { message }
}
