import LabSupport
import LayoutCore
import Workbench

/// Evaluates answer expressions against the layout engine's results.
public enum Evaluator {
    /// The names that stand alone, with what they mean (Lessons/FORMAT.md lists the same).
    public static let constants: [String: String] = [
        "rows": "how many rows the items take",
        "width": "the container's width, as the layout reports it",
        "height": "the container's height",
        "count": "how many items there are",
        "minwidth": "the width the layout answers to a .zero proposal",
        "minheight": "the height the layout answers to a .zero proposal",
        "asked": "how many times children were offered a size in one run",
        "hits": "row-cache hits in one run",
        "misses": "row-cache misses in one run",
        "layout": "the layout's name: flow, wrap or anchored",
        "align": "the alignment's name",
        "hspacing": "the fixed horizontal spacing, or the text system",
        "vspacing": "the fixed vertical spacing, or the text system",
        "proposedwidth": "the width offered to the container, or the text none",
        "traps": "whether the article's code would trap (crash) here",
        "unplaced": "how many children placeSubviews never placed",
        "true": "yes", "false": "no",
        "infinity": "∞, what article 000 answers for an infinite proposal",
    ]

    /// The functions of one item (by label or index).
    public static let itemFunctions: [String: String] = [
        "x": "the item's leading edge", "y": "the item's top edge",
        "w": "the item's width", "h": "the item's height",
        "right": "x + w", "bottom": "y + h", "row": "the item's row, counting from 0",
        "label": "the item's label", "kind": "the item's kind", "index": "the item's index",
        "askedof": "how many times the item was offered a size in one run",
    ]

    /// The functions of one number.
    public static let numberFunctions: [String: String] = [
        "rowsat": "rows if the container were offered this width",
        "heightat": "the height if the container were offered this width",
        "itemsinrow": "how many items a row holds",
        "abs": "the absolute value",
        "variant": "whether a variant is on: variant(\"safe-align\")",
        "round": "the nearest whole number",
    ]

    public static func evaluate(_ expression: Expression, _ facts: LayoutFacts) throws(ExpressionError) -> Value {
        switch expression {
        case .number(let value): return .number(value)
        case .text(let value): return .text(value)
        case .unary(let symbol, let operand):
            let value = try evaluate(operand, facts)
            if symbol == "not" { return .bool(!(try truth(value, column: 1))) }
            return .number(-(try number(value, column: 1)))
        case .binary(let symbol, let left, let right):
            return try binary(symbol, try evaluate(left, facts), try evaluate(right, facts))
        case .call(let name, let arguments, let column):
            return try call(name.lowercased(), arguments, column, facts)
        }
    }

    /// Parses and evaluates in one step.
    public static func evaluate(_ source: String, _ facts: LayoutFacts) throws(ExpressionError) -> Value {
        try evaluate(try ExpressionParser.parse(source), facts)
    }

    private static func call(_ name: String, _ arguments: [Expression], _ column: Int, _ facts: LayoutFacts)
        throws(ExpressionError) -> Value
    {
        if let scene = facts.workspace.collection {
            if let value = try collectionFact(name, arguments, column, scene, facts) { return value }
        } else if collectionConstants[name] != nil || collectionFunctions[name] != nil {
            throw ExpressionError(
                column: column,
                message:
                    "\(name) is about the scrolling collection layouts; this step uses \(facts.workspace.layoutName)")
        }
        if arguments.isEmpty, constants[name] != nil { return constant(name, facts) }
        if itemFunctions[name] != nil {
            guard arguments.count == 1 else {
                throw ExpressionError(
                    column: column, message: "\(name)(…) takes one item: \(name)(Swift) or \(name)(0)")
            }
            let index = try item(arguments[0], column, facts)
            return itemFact(name, index, facts)
        }
        if name == "variant" {
            guard arguments.count == 1, case .text(let variantName) = arguments[0] else {
                throw ExpressionError(
                    column: column, message: "variant(…) takes a quoted name: variant(\"safe-align\")")
            }
            guard let variant = LayoutVariant(rawValue: variantName.lowercased()) else {
                throw ExpressionError(
                    column: column,
                    message:
                        "unknown variant '\(variantName)'\(Suggestion.didYouMean(variantName, among: LayoutVariant.allNames))"
                )
            }
            return .bool(facts.workspace.configuration.variants.contains(variant))
        }
        if numberFunctions[name] != nil {
            guard arguments.count == 1 else {
                throw ExpressionError(column: column, message: "\(name)(…) takes one number")
            }
            let value = try number(try evaluate(arguments[0], facts), column: column)
            switch name {
            case "rowsat": return .number(Double(facts.result(width: value).rowCount))
            case "heightat": return .number(facts.result(width: value).size.height)
            case "itemsinrow":
                return .number(Double(facts.result.placements.filter { $0.row.map(Double.init) == value }.count))
            case "round": return .number(value.rounded())
            default: return .number(abs(value))
            }
        }
        // Stand-alone names first, so that `rowz` suggests `rows` before `row(…)`.
        let known =
            constants.keys.sorted() + itemFunctions.keys.sorted() + numberFunctions.keys.sorted()
            + collectionConstants.keys.sorted() + collectionFunctions.keys.sorted()
        let hint = closestName(name, known)
        throw ExpressionError(column: column, message: "unknown name '\(name)'\(hint)")
    }

    private static func constant(_ name: String, _ facts: LayoutFacts) -> Value {
        let workspace = facts.workspace
        let result = facts.result
        switch name {
        case "rows": return .number(Double(result.rowCount))
        case "width": return .number(result.size.width)
        case "height": return .number(result.size.height)
        case "count": return .number(Double(workspace.items.count))
        case "minwidth": return .number(facts.minimumSize.width)
        case "minheight": return .number(facts.minimumSize.height)
        case "asked": return .number(Double(result.trace.filter { if case .asked = $0 { true } else { false } }.count))
        case "hits": return .number(Double(result.trace.filter { $0 == .cacheHit }.count))
        case "misses": return .number(Double(result.trace.filter { $0 == .cacheMiss }.count))
        case "layout": return .text(workspace.layoutName)
        case "align": return .text(workspace.configuration.alignment.rawValue)
        case "hspacing": return spacing(workspace.configuration.spacing.horizontal)
        case "vspacing": return spacing(workspace.configuration.spacing.vertical)
        case "proposedwidth": return workspace.proposal.width.map { .number($0) } ?? .text("none")
        case "traps": return .bool(result.notes.contains { if case .articleTraps = $0 { true } else { false } })
        case "unplaced": return .number(Double(result.placements.filter { !$0.isPlaced }.count))
        case "true": return .bool(true)
        case "infinity": return .number(.infinity)
        default: return .bool(false)
        }
    }

    private static func spacing(_ rule: SpacingRule) -> Value {
        rule.fixedDistance.map { .number($0) } ?? .text("system")
    }

    private static func itemFact(_ name: String, _ index: Int, _ facts: LayoutFacts) -> Value {
        let placement = facts.result.placements[index]
        let frame = placement.frame
        let item = facts.workspace.items[index]
        switch name {
        case "x": return .number(frame.minX)
        case "y": return .number(frame.minY)
        case "w": return .number(frame.width)
        case "h": return .number(frame.height)
        case "right": return .number(frame.maxX)
        case "bottom": return .number(frame.maxY)
        case "row": return placement.row.map { .number(Double($0)) } ?? .text("unplaced")
        case "label": return .text(item.label)
        case "kind": return .text(item.kind.name)
        case "index": return .number(Double(index))
        default:
            return .number(
                Double(facts.result.trace.filter { if case .asked(index, _, _) = $0 { true } else { false } }.count))
        }
    }

    /// An item named by a bare word or quoted label, or by an index.
    private static func item(_ argument: Expression, _ column: Int, _ facts: LayoutFacts) throws(ExpressionError) -> Int
    {
        let reference: ItemReference
        switch argument {
        case .number(let value) where value >= 0 && value == value.rounded(.towardZero):
            // Compared as a Double first: Int(1e30) would trap.
            guard value < Double(facts.workspace.items.count) else {
                throw ExpressionError(
                    column: column,
                    message: "no item \(formatNumberForLessons(value)) (there are \(facts.workspace.items.count))")
            }
            reference = .index(Int(value))
        case .text(let label): reference = .label(label)
        case .call(let label, let arguments, _) where arguments.isEmpty: reference = .label(label)
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

    private static func binary(_ symbol: String, _ left: Value, _ right: Value) throws(ExpressionError) -> Value {
        switch symbol {
        case "and", "or":
            let a = try truth(left, column: 1)
            let b = try truth(right, column: 1)
            return .bool(symbol == "and" ? a && b : a || b)
        case "==": return .bool(Answer.same(left, right))
        case "!=": return .bool(!Answer.same(left, right))
        default: break
        }
        let a = try number(left, column: 1)
        let b = try number(right, column: 1)
        switch symbol {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/":
            guard b != 0 else { throw ExpressionError(column: 1, message: "division by zero") }
            return .number(a / b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        default: return .bool(a >= b)
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

    private static func closestName(_ name: String, _ known: [String]) -> String {
        Suggestion.didYouMean(name, among: known)
    }
}
