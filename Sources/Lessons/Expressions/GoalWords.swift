import LabText

/// A goal's comparison said as a learner reads it, in the command language's names: "rows is
/// 3; the goal wants 2", not "`rows == 2` is false (3 == 2)".
extension Evaluator {
    /// Why one false part is false, in words: the names' values now and what the goal wants
    /// of them; nil when the part is not a comparison whose sides can be told apart.
    public static func inWords(_ part: GoalPart, _ facts: LayoutFacts) -> String? {
        // `variant("safe-align")`: a variant the goal wants on.
        if case .call(let name, let arguments, _) = part.expression, name.key == "variant",
            case .text(let variant, _)? = arguments.first
        {
            return "the variant \(variant) is off; the goal wants it on"
        }
        guard case .binary(let operation, let left, let right, _) = part.expression,
            BinaryOperator.comparisons.contains(operation),
            let (leftText, rightText) = sides(of: part.text, operation),
            let a = try? evaluate(left, facts), let b = try? evaluate(right, facts)
        else { return nil }
        switch (left.isWrittenOut, right.isWrittenOut) {
        case (false, true):
            return "\(leftText) is \(a.quotedIfText); the goal wants \(wanted(operation, b.quotedIfText))"
        case (true, false):
            return "\(rightText) is \(b.quotedIfText); the goal wants \(wanted(operation.mirrored, a.quotedIfText))"
        default:
            return
                "\(leftText) is \(a.quotedIfText) and \(rightText) is \(b.quotedIfText); the goal wants \(relation(operation))"
        }
    }

    /// What a rule the task keeps wants, when a change broke it: "maxlines to stay 1 (it is 2
    /// now)"; nil when the part is not a comparison with a written-out side.
    public static func keptInWords(_ part: GoalPart, _ facts: LayoutFacts) -> String? {
        guard case .binary(let operation, let left, let right, _) = part.expression,
            BinaryOperator.comparisons.contains(operation), !left.isWrittenOut,
            let (leftText, rightText) = sides(of: part.text, operation),
            let now = try? evaluate(left, facts), let value = try? evaluate(right, facts)
        else { return nil }
        guard right.isWrittenOut else {
            // Two names: "width to equal proposedwidth (they are 14 and 15 now)".
            return
                "\(leftText) to \(compared(operation)) \(rightText) (they are \(now.quotedIfText) and \(value.quotedIfText) now)"
        }
        let stays =
            operation == .equal ? "to stay \(value.quotedIfText)" : "to be \(wanted(operation, value.quotedIfText))"
        return "\(leftText) \(stays) (it is \(now.quotedIfText) now)"
    }

    private static func compared(_ operation: BinaryOperator) -> String {
        switch operation {
        case .equal: "equal"
        case .notEqual: "differ from"
        case .less: "be less than"
        case .lessOrEqual: "be at most"
        case .greater: "be more than"
        case .greaterOrEqual: "be at least"
        default: "compare with"
        }
    }

    private static func wanted(_ operation: BinaryOperator, _ value: String) -> String {
        switch operation {
        case .equal: value
        case .notEqual: "anything but \(value)"
        case .less: "less than \(value)"
        case .lessOrEqual: "at most \(value)"
        case .greater: "more than \(value)"
        case .greaterOrEqual: "at least \(value)"
        default: value
        }
    }

    private static func relation(_ operation: BinaryOperator) -> String {
        switch operation {
        case .equal: "them equal"
        case .notEqual: "them different"
        case .less: "the first less than the second"
        case .lessOrEqual: "the first at most the second"
        case .greater: "the first more than the second"
        case .greaterOrEqual: "the first at least the second"
        default: "them compared"
        }
    }

    /// The two sides of `text` around its comparison `operation`: the first at no depth of
    /// parentheses and outside quotes.
    static func sides(of text: String, _ operation: BinaryOperator) -> (String, String)? {
        var characters = Array(text)
        // `(rows == 2)`: the parentheses around the whole comparison are no side's.
        while characters.first == "(", characters.last == ")", enclosesAll(characters) {
            characters = Array(characters.dropFirst().dropLast())
        }
        let symbol = Array(operation.rawValue)
        var depth = 0
        var quoted = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { quoted.toggle() }
            if !quoted {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0, index + symbol.count <= characters.count,
                    Array(characters[index..<(index + symbol.count)]) == symbol,
                    // `<` is not the start of `<=`, nor `>` of `>=`, nor `=` part of another.
                    symbol.count == 2 || index + 1 >= characters.count || characters[index + 1] != "="
                {
                    let left = String(characters[..<index]).trimmingWhitespace
                    let right = String(characters[(index + symbol.count)...]).trimmingWhitespace
                    guard !left.isEmpty, !right.isEmpty else { return nil }
                    return (left, right)
                }
            }
            index += 1
        }
        return nil
    }
}

extension Evaluator {
    /// Whether the parenthesis that opens `characters` is the one that closes it.
    fileprivate static func enclosesAll(_ characters: [Character]) -> Bool {
        var depth = 0
        var quoted = false
        for (index, character) in characters.enumerated() {
            if character == "\"" { quoted.toggle() }
            guard !quoted else { continue }
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return index == characters.count - 1 }
            }
        }
        return false
    }
}

extension BinaryOperator {
    /// The comparison read from the other side: `2 < rows` is `rows > 2`.
    fileprivate var mirrored: BinaryOperator {
        switch self {
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        default: self
        }
    }
}

extension Expression {
    /// A number or a text written out in the goal.
    var isWrittenOut: Bool {
        switch self {
        case .number, .text: true
        case .unary(.negate, let operand, _): operand.isWrittenOut
        default: false
        }
    }
}
