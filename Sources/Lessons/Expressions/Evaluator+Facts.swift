import LabSupport
import LabText
import LayoutCore
import Workbench

/// The names an expression reads, looked up in the facts the engine computed.
extension Evaluator {
    static func value(of fact: Fact, _ facts: LayoutFacts) -> Value {
        let workspace = facts.workspace
        let result = facts.result
        switch fact {
        case .rows: return .number(Double(result.rowCount))
        case .width: return .number(result.size.width)
        case .height: return .number(result.size.height)
        case .count: return .number(Double(workspace.items.count))
        case .minwidth: return .number(facts.minimumSize.width)
        case .minheight: return .number(facts.minimumSize.height)
        case .asked:
            return .number(Double(facts.coldRun.trace.filter { if case .asked = $0 { true } else { false } }.count))
        case .hits: return .number(Double(facts.coldRun.trace.filter(\.isCacheHit).count))
        case .misses: return .number(Double(facts.coldRun.trace.filter { $0 == .cacheMiss }.count))
        case .layout: return .text(workspace.layoutName)
        case .align: return .text(workspace.configuration.alignment.rawValue)
        case .hspacing: return spacing(workspace.configuration.spacing.horizontal)
        case .vspacing: return spacing(workspace.configuration.spacing.vertical)
        case .proposedwidth: return workspace.proposal.width.map { .number($0) } ?? .text("none")
        case .traps: return .bool(result.notes.contains { if case .articleTraps = $0 { true } else { false } })
        case .unplaced: return .number(Double(result.placements.filter { !$0.isPlaced }.count))
        case .maxlines: return workspace.configuration.flowOptions.maxLines.map { .number(Double($0)) } ?? .text("none")
        case .overflow: return result.overflowReport.map { .number(Double($0.count)) } ?? .text("none")
        case .otherline: return facts.walkOtherLine.map { .number(Double($0)) } ?? .text("none")
        case .yes: return .bool(true)
        case .no: return .bool(false)
        case .infinity: return .number(.infinity)
        }
    }

    static func spacing(_ rule: SpacingRule) -> Value {
        rule.fixedDistance.map { .number($0) } ?? .text("system")
    }

    static func value(of fact: ItemFact, _ index: Int, _ facts: LayoutFacts) -> Value {
        let placement = facts.result.placements[index]
        let frame = placement.frame
        let item = facts.workspace.items[index]
        switch fact {
        case .x: return .number(frame.minX)
        case .y: return .number(frame.minY)
        case .w: return .number(frame.width)
        case .h: return .number(frame.height)
        case .right: return .number(frame.maxX)
        case .bottom: return .number(frame.maxY)
        case .row: return placement.row.map { .number(Double($0)) } ?? .text("unplaced")
        case .label: return .text(item.label)
        case .kind: return .text(item.kind.name)
        case .index: return .number(Double(index))
        case .askedof:
            return .number(
                Double(facts.coldRun.trace.filter { if case .asked(index, _, _) = $0 { true } else { false } }.count))
        }
    }

    static func value(
        of function: NumberFunction, _ arguments: [Expression], _ column: Int, _ facts: LayoutFacts
    ) throws(ExpressionError) -> Value {
        // Read when a function needs it, so that `variant("…")` is not asked for a number.
        let number = { () throws(ExpressionError) -> Double in
            guard arguments.count == 1 else {
                throw ExpressionError(column: column, message: "\(function.rawValue)(…) takes one number")
            }
            return try Self.number(try value(of: arguments[0], facts), column: arguments[0].column)
        }
        switch function {
        case .rowsat: return .number(Double(facts.result(width: try number()).rowCount))
        case .heightat: return .number(facts.result(width: try number()).size.height)
        case .itemsinrow:
            let row = try number()
            return .number(Double(facts.result.placements.filter { $0.row.map(Double.init) == row }.count))
        case .round: return .number(try number().rounded())
        case .abs: return .number(Swift.abs(try number()))
        case .variant:
            guard arguments.count == 1, case .text(let variantName, _) = arguments[0] else {
                throw ExpressionError(
                    column: column, message: "variant(…) takes a quoted name: variant(\"safe-align\")")
            }
            guard let variant = LayoutVariant(rawValue: variantName.lowercased()) else {
                throw ExpressionError(
                    column: arguments[0].column,
                    message:
                        "unknown variant '\(variantName)'\(Suggestion.didYouMean(variantName, among: LayoutVariant.allNames))"
                )
            }
            return .bool(facts.workspace.configuration.variants.contains(variant))
        }
    }

    /// An item named by a bare word or quoted label, or by an index; a mistake is reported at
    /// the call's column (`x(Nope)` points at `x`), as lesson authors have always seen it.
    static func item(_ argument: Expression, column: Int, _ facts: LayoutFacts) throws(ExpressionError) -> Int {
        let reference: ItemReference
        switch argument {
        case .number(let value, _) where value >= 0 && value == value.rounded(.towardZero):
            // Compared as a Double first: Int(1e30) would trap.
            guard value < Double(facts.workspace.items.count) else {
                throw ExpressionError(
                    column: column,
                    message:
                        "no item \(NumberText.plain(value, infinity: "infinity")) (there are \(facts.workspace.items.count))"
                )
            }
            reference = .index(Int(value))
        case .text(let label, _): reference = .label(label)
        case .call(let label, let arguments, _) where arguments.isEmpty: reference = .label(label.written)
        default: throw ExpressionError(column: column, message: "name an item by its label or its index")
        }
        guard let index = facts.workspace.index(of: reference) else {
            let labels = facts.workspace.itemLabels
            let what: String =
                switch reference {
                case .index(let index): "no item \(index) (there are \(facts.workspace.items.count))"
                case .label(let label):
                    "no item labelled '\(label)'"
                        + (labels.isEmpty ? "" : " (items: \(labels.joined(separator: ", ")))")
                }
            throw ExpressionError(column: column, message: what)
        }
        return index
    }
}
