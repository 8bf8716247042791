import LabSupport
import LabText

/// One part of a goal written as `a and b and c`: the expression, and its text as the author
/// wrote it (parentheses that belong to it included), for messages that quote it.
public struct GoalPart: Equatable, Sendable {
    public var expression: Expression
    public var text: String
}

extension Evaluator {
    /// The parts of a top-level `and` (`a and b and c`, parsed as ((a and b) and c)), each with
    /// its text running from one `and` to the next; a goal without `and` is one part. Nil when
    /// the goal does not parse.
    public static func parts(of source: String) -> [GoalPart]? {
        guard let expression = try? ExpressionParser.parse(source) else { return nil }
        var conjuncts: [Expression] = []
        var operators: [Int] = []
        var rest = expression
        while case .binary(.and, let left, let right, let column) = rest {
            conjuncts.insert(right, at: 0)
            operators.insert(column, at: 0)
            rest = left
        }
        conjuncts.insert(rest, at: 0)
        let characters = Array(source)
        return conjuncts.enumerated().map { index, part in
            let from = index == 0 ? 0 : min(characters.count, operators[index - 1] - 1 + 3)
            let to = index < operators.count ? max(from, operators[index] - 1) : characters.count
            return GoalPart(expression: part, text: balanced(String(characters[from..<to]).trimmingWhitespace))
        }
    }

    /// Why a condition is false, for a teacher whose reference solution misses its goal and a
    /// learner whose task is not done: the first part of a top-level `and` that is false, as
    /// written, with the values it compared (`row(UIKit) == 1` is 0 == 1) or the first value
    /// at which an `every` fails. Nil when the condition is not false or cannot be worked out.
    public static func whyFalse(_ source: String, _ facts: LayoutFacts) -> String? {
        guard let parts = parts(of: source) else { return nil }
        for part in parts where isFalse(part, facts) {
            return whyFalse(part, facts)
        }
        return nil
    }

    /// Why a condition holds, part by part, with the values each compared: "`rows == 2`: 2 == 2;
    /// `width == 40`: 40 == 40"; nil when it cannot be worked out.
    public static func whyTrue(_ source: String, _ facts: LayoutFacts) -> String? {
        guard let parts = parts(of: source) else { return nil }
        return parts.map { part in
            if case .compared(let values)? = evidence(part, facts) { return "`\(part.text)`: \(values)" }
            return "`\(part.text)`"
        }.joined(separator: "; ")
    }

    /// Whether a part is false (not true, and not one that cannot be worked out).
    public static func isFalse(_ part: GoalPart, _ facts: LayoutFacts) -> Bool {
        if case .bool(false)? = try? evaluate(part.expression, facts) { return true }
        return false
    }

    /// Why one false part is false, in the learner's words where it can be ("rows is 3; the
    /// goal wants 2"), else as written with its values ("`a + b == 2` is false (3 == 2)").
    public static func whyFalse(_ part: GoalPart, _ facts: LayoutFacts) -> String {
        if let words = inWords(part, facts) { return words + countNote(part.expression, facts) }
        return switch evidence(part, facts) {
        case .failsAt(let at): "`\(part.text)` fails at \(at)"
        case .compared(let values): "`\(part.text)` is false (\(values)\(countNote(part.expression, facts)))"
        case nil: "`\(part.text)` is false"
        }
    }

    /// `count` counts every item, breaks and spacers too: said when it could surprise.
    static func countNote(_ expression: Expression, _ facts: LayoutFacts) -> String {
        func mentionsCount(_ node: Expression) -> Bool {
            switch node {
            case .call(let name, let arguments, _): name.fact == .count || arguments.contains(where: mentionsCount)
            case .unary(_, let operand, _): mentionsCount(operand)
            case .binary(_, let left, let right, _): mentionsCount(left) || mentionsCount(right)
            case .number, .text, .every: false
            }
        }
        guard facts.workspace.collection == nil, mentionsCount(expression) else { return "" }
        let items = facts.workspace.items
        let breaks = items.filter { $0.kind == .lineBreak }.count
        let spacers = items.filter(\.isSpacer).count
        let parts = [
            breaks == 0 ? nil : "\(Plural.count(breaks, "break"))",
            spacers == 0 ? nil : "\(Plural.count(spacers, "spacer"))",
        ].compactMap { $0 }
        guard !parts.isEmpty else { return "" }
        return "; count counts every item, the \(parts.joined(separator: " and ")) too"
    }

    /// What shows a part false: the values it compared (`"leading" == "center"`), or the first
    /// value at which an `every` fails (`width 17`).
    public enum Evidence: Equatable, Sendable {
        case compared(String)
        case failsAt(String)
    }

    public static func evidence(_ part: GoalPart, _ facts: LayoutFacts) -> Evidence? {
        switch part.expression {
        case .every(let q, let column):
            guard let value = try? firstFailure(q, column, facts) else { return nil }
            let at = "\(q.quantity.rawValue) \(NumberText.plain(value))"
            // With what the condition compared there ("offset 26.25 (2 == 0)"): the value
            // alone left the teacher to work the rest out.
            guard let varied = try? Self.varied(facts.workspace, q.quantity, value, column),
                case .compared(let values)? = evidence(
                    GoalPart(expression: q.condition, text: ""), LayoutFacts(varied))
            else { return .failsAt(at) }
            return .failsAt("\(at) (\(values))")
        case .binary(let operation, let left, let right, _) where BinaryOperator.comparisons.contains(operation):
            guard let a = try? evaluate(left, facts), let b = try? evaluate(right, facts) else { return nil }
            return .compared("\(quoted(a)) \(operation.rawValue) \(quoted(b))")
        default:
            return nil
        }
    }

    /// A value as an expression writes it: text in quotes.
    private static func quoted(_ value: Value) -> String {
        if case .text(let text) = value { return "\"\(text)\"" }
        return value.description
    }

    /// The text without a parenthesis it does not close or open itself (the whole goal written
    /// in parentheses leaves one on its first and last part); quoted text is not counted.
    private static func balanced(_ text: String) -> String {
        var depth = 0
        var lowest = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "(": depth += 1
            case ")":
                depth -= 1
                lowest = min(lowest, depth)
            default: break
            }
        }
        var result = Substring(text)
        // `lowest` closings without an opening; `depth - lowest` openings without a closing.
        for _ in 0..<(-lowest) where result.hasSuffix(")") { result = result.dropLast() }
        for _ in 0..<(depth - lowest) where result.hasPrefix("(") { result = result.dropFirst() }
        return String(result).trimmingWhitespace
    }
}
