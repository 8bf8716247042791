import LabText
import Lessons

/// A mistake's reply that says what the wrong number is — "That is B's x", "That's Tag's
/// width" — makes a claim about the layout: held to the engine, as the answer is (a quiz once
/// told a learner 12 was B's x where B stood at 10).
extension LessonValidator {
    /// The item and the fact a reply names: `B`'s `x` (x, y, width, height or row), when it
    /// says "That is …" or "That's …" of one item named by a plain label.
    static func claimedFact(in reply: String) -> (label: String, function: String, said: String)? {
        let pattern = /(?:That is|That's|It is|It's|This is) ([A-Za-z0-9_]+)'s (x|y|width|height|row)\b/
        guard let match = reply.firstMatch(of: pattern) else { return nil }
        let functions = ["x": "x", "y": "y", "width": "w", "height": "h", "row": "row"]
        guard let function = functions[String(match.2)] else { return nil }
        return (String(match.1), function, String(match.0))
    }

    /// Warns when the reply's claim does not hold: the named fact is not the mistake's value.
    func checkClaim(
        _ mistake: Check.Mistake, _ wrong: Value, _ facts: LayoutFacts,
        _ report: (Int, Int, DiagnosticCode, String) -> Void
    ) {
        guard let claim = Self.claimedFact(in: mistake.message) else { return }
        let expression = LocatedExpression(
            Located("\(claim.function)(\(claim.label))", line: mistake.value.line, column: mistake.value.column))
        // An item the layout has not: the claim cannot be checked (the label may be a word).
        guard Evaluator.firstUnknownName(in: expression.text) == nil,
            let fact = try? Evaluator.evaluate(expression, facts)
        else { return }
        if !Answer.same(fact, wrong) {
            report(
                mistake.value.line, mistake.value.column, .mistakeClaim,
                "the reply says '\(Quote.cut(claim.said))' of \(wrong), but \(claim.function)(\(claim.label)) is \(fact) here"
            )
        }
    }
}

/// Sums in a lesson's words — "7 + 1 + 8 = 16" in an explanation, a hint, a mistake's reply or
/// the prose — are worked out again: one that does not add up is a false sentence (a hint once
/// said "20 / 2 = 12", an explanation "6 + 1 = 8").
extension LessonValidator {
    /// Each sum in `text` whose result is not what its left side makes: what it says, and what
    /// it makes. Parentheses, names and words end a sum; the result is compared at its own
    /// precision (4.667 for 14 / 3).
    static func arithmeticSlips(in text: String) -> [(said: String, makes: String)] {
        let pattern = /(?:^|[^\w.])(\d+(?:\.\d+)?(?:\s*[+\-−×*\/]\s*\d+(?:\.\d+)?)+)\s*=\s*(\d+(?:\.\d+)?)(?![\w]|\.\d)/
        var slips: [(said: String, makes: String)] = []
        for match in text.matches(of: pattern) {
            // Part of a longer sum that words interrupt ("1 + 25 + bias 25 + 5 = 56"): not checked.
            if continuesASum(text[..<match.1.startIndex]) { continue }
            guard let value = evaluate(String(match.1)), let result = Double(match.2) else { continue }
            let decimals = match.2.split(separator: ".").dropFirst().first?.count ?? 0
            if NumberText.roundedValue(value, decimals: decimals) != result {
                let said = String(match.0).trimmingWhitespace
                let trimmed = said.first.map { $0.isNumber } == true ? said : String(said.dropFirst())
                slips.append((trimmed, NumberText.rounded(value)))
            }
        }
        return slips
    }

    /// Whether the text before a sum ends in an operator, or in a word after one.
    static func continuesASum(_ before: Substring) -> Bool {
        let operators: Set<Character> = ["+", "-", "−", "×", "*", "/"]
        var rest = before.trimmingWhitespace
        if let last = rest.last, operators.contains(last) { return true }
        // A word (or two) between an operator and the sum.
        for _ in 0..<2 {
            guard let last = rest.last, last.isLetter else { return false }
            rest = String(rest.dropLast(rest.reversed().prefix { $0.isLetter }.count)).trimmingWhitespace
            if let end = rest.last, operators.contains(end) { return true }
        }
        return false
    }

    /// A sum of numbers and + − × / with the usual precedence, read by the lessons' own
    /// expression parser; nil when it is none (or divides by 0).
    static func evaluate(_ sum: String) -> Double? {
        let source = sum.replacing("−", with: "-").replacing("×", with: "*")
        return (try? ExpressionParser.parse(source)).flatMap(arithmetic)
    }

    private static func arithmetic(_ expression: Expression) -> Double? {
        switch expression {
        case .number(let value, _): return value
        case .binary(let op, let left, let right, _):
            guard let a = arithmetic(left), let b = arithmetic(right) else { return nil }
            switch op {
            case .plus: return a + b
            case .minus: return a - b
            case .times: return a * b
            case .divide: return b == 0 ? nil : a / b
            default: return nil
            }
        default: return nil
        }
    }

    /// The sums that do not add up in a check's hints, explanations and mistakes' replies,
    /// each reported on the line it is written on.
    func reportArithmetic(_ step: Step, _ report: (Int, Int, DiagnosticCode, String) -> Void) {
        guard let check = step.check else { return }
        let texts = check.wordLines.map { ($0.line, $0.text) } + check.mistakes.map { ($0.value.line, $0.message) }
        for (line, text) in texts {
            for slip in Self.arithmeticSlips(in: text) {
                report(
                    line, 1, .arithmetic,
                    "'\(Quote.cut(slip.said))' does not add up: the left side makes \(slip.makes)")
            }
        }
    }
}
