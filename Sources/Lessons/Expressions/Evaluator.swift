import LabSupport
import LabText
import LayoutCore
import Workbench

/// Evaluates answer expressions against the layout engine's results.
public enum Evaluator {
    /// The value of `expression` in `facts`, worked out within `workLimit` (a teacher's goal
    /// must never keep the learner waiting) and stopped as the work around it is (Ctrl-C).
    public static func evaluate(_ expression: Expression, _ facts: LayoutFacts) throws(ExpressionError) -> Value {
        let meter = LayoutWork.current?.nested(limit: workLimit) ?? LayoutWork(limit: workLimit)
        let outcome: Result<Value, ExpressionError>
        do throws(LayoutWork.Stop) {
            outcome = try meter.measure { () throws(ExpressionError) -> Value in try value(of: expression, facts) }
        } catch .overBudget {
            let planned = work(expression, facts)
            let what =
                planned.values > 0
                ? " (its every tries \(NumberText.grouped(planned.values)) values over \(NumberText.grouped(planned.perValue)) items)"
                : ""
            throw ExpressionError(
                column: planned.column,
                message:
                    "checking this takes more than the \(NumberText.grouped(workLimit)) steps of layout work a check may\(what): make a step bigger, a range smaller or the items fewer"
            )
        } catch {
            throw ExpressionError(column: expression.column, message: "stopped before it was worked out")
        }
        return try outcome.get()
    }

    /// The most layout work one expression may do: a step is an item laid out once (each value
    /// an `every` tries lays out every item) or a line the balancing programme prices — about a
    /// tenth of a second in a release build (measured: 0.1 s for 2,000 values over 1,000 items).
    public static let workLimit = 2_000_000

    /// What an expression's `every` terms will lay out, summed over them: how many values they
    /// try, the items of the largest layout they make, the items in all, and where the first
    /// every is. A range that cannot be worked out counts as nothing (evaluating it says why).
    static func work(_ expression: Expression, _ facts: LayoutFacts) -> (
        values: Int, perValue: Int, items: Int, column: Int
    ) {
        var total = (values: 0, perValue: 0, items: 0, column: expression.column)
        var first = true
        func visit(_ node: Expression) {
            switch node {
            case .number, .text: return
            case .unary(_, let operand, _): visit(operand)
            case .binary(_, let left, let right, _):
                visit(left)
                visit(right)
            case .call(_, let arguments, _): arguments.forEach(visit)
            case .every(let q, let column):
                if first { (total.column, first) = (column, false) }
                guard let low = try? number(try value(of: q.low, facts), column: 0),
                    let high = try? number(try value(of: q.high, facts), column: 0),
                    let step = q.step.map({ try? number(try value(of: $0, facts), column: 0) }) ?? 1,
                    low.isFinite, high.isFinite, step.isFinite, step > 0, low <= high
                else { return }
                let values = (high - low) / step < Double(everyLimit) ? Int((high - low) / step) + 1 : everyLimit
                var items = facts.workspace.collection?.itemCount ?? facts.workspace.items.count
                if q.quantity == .items { items = max(items, Int(max(0, min(high, 1e9)))) }
                total.values += values
                total.perValue = max(total.perValue, items)
                // Each value lays the items out once, and again for each `rowsat`/`heightat`.
                total.items += values * max(1, items) * (1 + layoutCalls(in: q.condition))
            }
        }
        visit(expression)
        return total
    }

    /// The value, without the work check (for the parts of an expression being evaluated).
    /// How many calls in `expression` lay the items out again (at another width).
    static func layoutCalls(in expression: Expression) -> Int {
        switch expression {
        case .number, .text: 0
        case .unary(_, let operand, _): layoutCalls(in: operand)
        case .binary(_, let left, let right, _): layoutCalls(in: left) + layoutCalls(in: right)
        case .call(let name, let arguments, _):
            arguments.reduce([.rowsat, .heightat].contains(name.function) ? 1 : 0) {
                $0 + layoutCalls(in: $1)
            }
        case .every(let q, _): layoutCalls(in: q.condition)
        }
    }

    static func value(of expression: Expression, _ facts: LayoutFacts) throws(ExpressionError) -> Value {
        switch expression {
        case .number(let value, _): return .number(value)
        case .text(let value, _): return .text(value)
        case .unary(let operation, let operand, _):
            let operandValue = try value(of: operand, facts)
            switch operation {
            case .not: return .bool(!(try truth(operandValue, column: operand.column)))
            case .negate: return .number(-(try number(operandValue, column: operand.column)))
            }
        case .binary(let operation, let left, let right, let column):
            let leftValue = try value(of: left, facts)
            // As a reader expects: a false left side of `and` (a true one of `or`) decides, and
            // the right is not worked out (an `every` after it may have no range in this state).
            if operation == .and, try !truth(leftValue, column: left.column) { return .bool(false) }
            if operation == .or, try truth(leftValue, column: left.column) { return .bool(true) }
            return try binary(
                operation, (leftValue, left.column), (try value(of: right, facts), right.column), column: column)
        case .call(let name, let arguments, let column):
            return try call(name, arguments, column, facts)
        case .every(let quantifier, let column):
            return try every(quantifier, column, facts)
        }
    }

    /// The most values an `every` may try: enough for any range a lesson needs, few enough that
    /// a goal stays quick to check after every change.
    static let everyLimit = 5000

    /// Parses and evaluates in one step.
    public static func evaluate(_ source: String, _ facts: LayoutFacts) throws(ExpressionError) -> Value {
        try evaluate(try ExpressionParser.parse(source), facts)
    }

    /// A lesson's expression, as parsed when the lesson was read (not parsed again).
    public static func evaluate(_ located: LocatedExpression, _ facts: LayoutFacts) throws(ExpressionError) -> Value {
        try evaluate(try located.parsed.get(), facts)
    }

    /// A name as it was looked up when read: a scrolling collection's meaning first while one is
    /// shown, then the flow layout's (`layout`, `round`, `infinity` mean the same in both).
    private static func call(_ name: Name, _ arguments: [Expression], _ column: Int, _ facts: LayoutFacts)
        throws(ExpressionError) -> Value
    {
        // The walk's own name means the same over any layout.
        if name.fact == .otherline, arguments.isEmpty { return value(of: Fact.otherline, facts) }
        if let scene = facts.workspace.collection {
            if let value = try collectionFact(name, arguments, column, scene, facts) { return value }
        } else if name.collection != nil, name.fact == nil {
            throw ExpressionError(
                column: column,
                message:
                    "\(name.key) is about the scrolling collection layouts; this step uses \(facts.workspace.layoutName)"
            )
        }
        switch name.flow {
        case .fact(let fact):
            guard arguments.isEmpty else {
                // `width(Swift)` for `w(Swift)`: an easy slip, since SwiftUI says width for both.
                let message =
                    if let item = [Fact.width: ItemFact.w, .height: .h][fact] {
                        "\(name.key) is the container's and takes nothing in parentheses; an item's is \(item.rawValue)(…)"
                    } else {
                        "\(name.key) takes nothing in parentheses: write \(name.key)"
                    }
                throw ExpressionError(column: column, message: message)
            }
            return value(of: fact, facts)
        case .item(let fact):
            guard arguments.count == 1 else {
                throw ExpressionError(
                    column: column, message: "\(name.key)(…) takes one item: \(name.key)(Swift) or \(name.key)(0)")
            }
            return value(of: fact, try item(arguments[0], column: column, facts), facts)
        case .function(let function):
            return try value(of: function, arguments, column, facts)
        case nil:
            throw unknownName(name.written, column: column)
        }
    }

    /// Every name an expression may call. Stand-alone names first, so that `rowz` suggests
    /// `rows` before `row(…)`.
    static let knownNames =
        Fact.allCases.map(\.rawValue) + ItemFact.allCases.map(\.rawValue) + NumberFunction.allCases.map(\.rawValue)
        + CollectionFact.allCases.map(\.rawValue) + CollectionFunction.allCases.map(\.rawValue)

    private static func unknownName(_ written: String, column: Int) -> ExpressionError {
        ExpressionError(
            column: column,
            message: "unknown name '\(written)'\(Suggestion.didYouMean(written.lowercased(), among: knownNames))")
    }

    /// The first name in `source` that is no name at all, found without evaluating: `and` and
    /// `or` may decide before they reach it (`rows == 2 or rowz`), and validate must still see
    /// it. An item function's argument is an item, not a name, and is not looked at.
    public static func firstUnknownName(in source: String) -> ExpressionError? {
        guard let expression = try? ExpressionParser.parse(source) else { return nil }
        func look(_ expression: Expression) -> ExpressionError? {
            switch expression {
            case .number, .text: return nil
            case .unary(_, let operand, _): return look(operand)
            case .binary(_, let left, let right, _): return look(left) ?? look(right)
            case .every(let q, _):
                return look(q.low) ?? look(q.high) ?? q.step.flatMap(look) ?? look(q.condition)
            case .call(let name, let arguments, let column):
                guard name.isKnown else { return unknownName(name.written, column: column) }
                // Items are named by label or index: only a number function's arguments are
                // expressions of names.
                guard name.function != nil else { return nil }
                return arguments.lazy.compactMap(look).first
            }
        }
        return look(expression)
    }

    /// Each operand with its column, so that a wrong kind of value is pointed at where it is.
    /// Both sides are already evaluated, so `and` and `or` need conditions on both (no short
    /// circuit).
    private static func binary(
        _ operation: BinaryOperator, _ left: (Value, column: Int), _ right: (Value, column: Int), column: Int
    ) throws(ExpressionError) -> Value {
        let numbers = { () throws(ExpressionError) -> (Double, Double) in
            (try number(left.0, column: left.column), try number(right.0, column: right.column))
        }
        let truths = { () throws(ExpressionError) -> (Bool, Bool) in
            (try truth(left.0, column: left.column), try truth(right.0, column: right.column))
        }
        switch operation {
        case .and:
            let (a, b) = try truths()
            return .bool(a && b)
        case .or:
            let (a, b) = try truths()
            return .bool(a || b)
        case .equal: return .bool(Answer.same(left.0, right.0))
        case .notEqual: return .bool(!Answer.same(left.0, right.0))
        case .plus:
            let (a, b) = try numbers()
            return .number(a + b)
        case .minus:
            let (a, b) = try numbers()
            return .number(a - b)
        case .times:
            let (a, b) = try numbers()
            return .number(a * b)
        case .divide:
            let (a, b) = try numbers()
            guard b != 0 else { throw ExpressionError(column: column, message: "division by zero") }
            return .number(a / b)
        case .less:
            let (a, b) = try numbers()
            return .bool(a < b)
        case .lessOrEqual:
            let (a, b) = try numbers()
            return .bool(a <= b)
        case .greater:
            let (a, b) = try numbers()
            return .bool(a > b)
        case .greaterOrEqual:
            let (a, b) = try numbers()
            return .bool(a >= b)
        }
    }

    static func number(_ value: Value, column: Int) throws(ExpressionError) -> Double {
        guard case .number(let number) = value else {
            throw ExpressionError(column: column, message: "expected a number, got '\(value)'")
        }
        return number
    }

    static func truth(_ value: Value, column: Int) throws(ExpressionError) -> Bool {
        guard case .bool(let flag) = value else {
            throw ExpressionError(column: column, message: "expected a yes/no condition, got '\(value)'")
        }
        return flag
    }
}
