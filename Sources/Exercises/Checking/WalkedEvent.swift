import LayoutCore

/// One thing a walked run computed, in the order it computed it: a value a statement set (under
/// the learner's own name for it), a comparison with its operands' values, a question put to a
/// subview, a `place` call, the size `sizeThatFits` answered. Two runs of the same case are
/// aligned by these (`RunAlignment`), not by their lines.
public struct WalkedEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `target` (as written: `x`, `cache.origin[index].x`, `rows.last`) now holds `value`.
        case assigned(_ target: String, _ value: String)
        /// A `return` handed `value` back.
        case returned(_ value: String)
        case compared(LearnerWalk.Comparison)
        /// Subview `index` asked its size for `proposal`, answering `answer`.
        case asked(_ index: Int, proposal: String, answer: String)
        case placed(_ index: Int, _ frame: Rect)
        /// The size sizeThatFits answered, `w×h`.
        case answered(_ size: String)
    }

    public var kind: Kind
    /// The learner's line that made it (for a question, a place call or an answer: the
    /// statement running then).
    public var line: Int?
    /// The walk step it came in (its index in the run's steps; -1 before the first).
    public var step: Int
    public var phase: WalkPhase

    public init(_ kind: Kind, line: Int?, step: Int, phase: WalkPhase) {
        self.kind = kind
        self.line = line
        self.step = step
        self.phase = phase
    }

    /// What two runs must share for this event to be the same computation in both: the value,
    /// never the name (a learner may call `rowHeight` `tallestInRow`), a return's apart; a comparison's operand
    /// values, never its operator or result (`>=` for `>` compares the same numbers and goes
    /// the other way: the alignment pairs them, then tells them apart), greater side first.
    public var key: String {
        switch kind {
        // A returned value pairs with a returned one only: a small number is everywhere, and a
        // helper's answer must not be paired with some name that happens to hold the same.
        case .assigned(_, let value): return "=" + value
        case .returned(let value): return "r" + value
        case .compared(let comparison):
            let left = comparison.leftResult ?? comparison.leftValue
            let right = comparison.rightResult ?? comparison.rightValue
            switch comparison.op {
            case "<", "<=": return "?" + right + "|" + left
            case "==", "!=": return "?" + [left, right].sorted().joined(separator: "|")
            default: return "?" + left + "|" + right
            }
        case .asked(let index, let proposal, let answer): return "a\(index)|\(proposal)|\(answer)"
        case .placed(let index, let frame):
            // To three decimals, as the walks say numbers: a place is the same place to rounding.
            let numbers = [frame.minX, frame.minY, frame.size.width, frame.size.height].map(WalkText.number)
            return "p\(index)|" + numbers.joined(separator: ",")
        case .answered(let size): return "s" + size
        }
    }

    /// Whether it is something the layout hands SwiftUI (a question, a place call, its size):
    /// one the learner's run makes that the reference's does not, or the other way, changes
    /// what SwiftUI sees.
    public var isHandedOver: Bool {
        switch kind {
        case .asked, .placed, .answered: return true
        case .assigned, .returned, .compared: return false
        }
    }

    /// Whether it is a value set or returned.
    public var isValue: Bool {
        switch kind {
        case .assigned, .returned: return true
        default: return false
        }
    }

    public var isComparison: Bool {
        if case .compared = kind { true } else { false }
    }

    /// Whether `other` sets the same name (or is a `return`, as this is).
    public func sameTarget(as other: WalkedEvent) -> Bool {
        switch (kind, other.kind) {
        case (.assigned(let a, _), .assigned(let b, _)): return a == b
        case (.returned, .returned): return true
        default: return false
        }
    }

    /// The values it holds, as text: what "a value the other run never computes" looks for.
    public var values: [String] {
        switch kind {
        case .assigned(_, let value), .returned(let value): return [value]
        case .compared(let comparison):
            return [comparison.leftResult ?? comparison.leftValue, comparison.rightResult ?? comparison.rightValue]
        case .asked(_, let proposal, let answer): return [proposal, answer]
        case .placed, .answered: return []
        }
    }
}
