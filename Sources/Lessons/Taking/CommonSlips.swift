/// The slips a learner makes most in a line of code, made from a code step's solution: a
/// comparison's `>` for `>=` (and back, and the same for `<`), one condition of an `if`'s list
/// dropped, `lhs` and `rhs` swapped. Each code step's cases must tell every one of them from the
/// solution, or a test says why no input the layout can meet does (`CodeStepSlipTests`).
public enum CommonSlips {
    public struct Slip: Equatable, Sendable {
        public var code: String
        /// What was changed, in words: "> for >=".
        public var kind: String
    }

    public static func of(_ solution: String) -> [Slip] {
        var slips: [Slip] = []
        // One comparison changed at a time.
        let flips = [(" >= ", " > "), (" <= ", " < "), (" > ", " >= "), (" < ", " <= ")]
        var taken: [Range<String.Index>] = []
        for (from, to) in flips {
            for range in solution.ranges(of: from) where !taken.contains(where: { $0.overlaps(range) }) {
                taken.append(range)
                var changed = solution
                changed.replaceSubrange(range, with: to)
                slips.append(Slip(code: changed, kind: "\(to.trimmed) for \(from.trimmed)"))
            }
        }
        // An `if` of several conditions, each left out in turn.
        if solution.hasPrefix("if "), solution.hasSuffix("{") {
            let conditions = solution.dropFirst(3).dropLast().split(separator: ", ").map { $0.trimmed }
            if conditions.count > 1 {
                for index in conditions.indices {
                    var kept = conditions
                    let dropped = kept.remove(at: index)
                    slips.append(Slip(code: "if " + kept.joined(separator: ", ") + " {", kind: "without \(dropped)"))
                }
            }
        }
        // The two sides of a pair swapped.
        if solution.contains("lhs"), solution.contains("rhs") {
            let swapped = solution.replacing("lhs", with: "\u{0}").replacing("rhs", with: "lhs").replacing(
                "\u{0}", with: "rhs")
            slips.append(Slip(code: swapped, kind: "lhs and rhs swapped"))
        }
        return slips
    }
}

extension StringProtocol {
    fileprivate var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
