import LabSupport
import LabText
import LayoutCore
import Workbench

/// `every width from 14 to 60: CONDITION`: the condition tried at each value of a quantity.
extension Evaluator {
    static func every(_ q: Quantifier, _ column: Int, _ facts: LayoutFacts) throws(ExpressionError) -> Value {
        .bool(try firstFailure(q, column, facts) == nil)
    }

    /// The first value of `q`'s quantity at which its condition does not hold; nil when it holds
    /// for every one.
    static func firstFailure(_ q: Quantifier, _ column: Int, _ facts: LayoutFacts) throws(ExpressionError)
        -> Double?
    {
        let low = try number(try value(of: q.low, facts), column: q.low.column)
        let high = try number(try value(of: q.high, facts), column: q.high.column)
        let step =
            try q.step.map { step throws(ExpressionError) in try number(try value(of: step, facts), column: step.column)
            } ?? 1
        guard low.isFinite, high.isFinite, step.isFinite, step > 0 else {
            throw ExpressionError(column: column, message: "every needs finite bounds and a step above 0")
        }
        guard low <= high else {
            throw ExpressionError(
                column: column,
                message: "every's range from \(NumberText.plain(low)) to \(NumberText.plain(high)) is empty")
        }
        guard (high - low) / step < Double(everyLimit) else {
            throw ExpressionError(
                column: column,
                message:
                    "every tries at most \(everyLimit) values from the low bound up to the high one; make the step bigger or the range smaller"
            )
        }
        // Counted, not summed: a step too small to change the value must not loop for ever.
        let count = Int(((high - low) / step + 1e-9).rounded(.down))
        for index in 0...count {
            // Stopped (Ctrl-C, or the work past its limit): the caller is told by the meter.
            if LayoutWork.current?.check() == false { return nil }
            let tried = low + Double(index) * step
            let varied = try varied(facts.workspace, q.quantity, tried, column)
            guard try truth(try value(of: q.condition, LayoutFacts(varied)), column: q.condition.column) else {
                return tried
            }
        }
        return nil
    }

    /// The workspace with one quantity set to a value.
    static func varied(_ workspace: Workspace, _ quantity: Quantity, _ value: Double, _ column: Int)
        throws(ExpressionError) -> Workspace
    {
        var varied = workspace
        switch quantity {
        case .width:
            guard workspace.collection == nil else {
                throw ExpressionError(
                    column: column, message: "every width is about the flow layouts; this step scrolls")
            }
            guard value >= 0, value <= LayoutLimits.maximumLength else {
                throw ExpressionError(
                    column: column,
                    message: "every width needs widths \(LayoutLimits.allowed.dropFirst("a number ".count))")
            }
            varied.proposal.width = value
        case .offset, .items:
            guard var scene = workspace.collection else {
                throw ExpressionError(
                    column: column, message: "every \(quantity.rawValue) is about the scrolling collections")
            }
            if quantity == .offset {
                scene.scroll(to: value)
            } else {
                let limits = CollectionLimits.itemCount
                // Compared as a Double first: Int(1e19) would trap.
                guard value >= Double(limits.lowerBound), value <= Double(limits.upperBound), value == value.rounded()
                else {
                    throw ExpressionError(
                        column: column,
                        message: "every items needs whole numbers from \(limits.lowerBound) to \(limits.upperBound)")
                }
                do {
                    try scene.update(itemCount: Int(value))
                } catch {
                    throw ExpressionError(column: column, message: error.message)
                }
            }
            varied.collection = scene
        }
        return varied
    }
}
