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
