import Workbench

/// What a task asks the learner to keep: the parts of its goal (`a and b and c`) that already
/// hold when the step opens — "keeping one column between tags", "without changing the
/// alignment". A change that breaks one is said at once, with its values, instead of leaving
/// the learner to wonder why the task never ends; said again only after it held once more.
struct TaskRules: Equatable, Sendable {
    private let kept: [GoalPart]
    /// The texts of the kept parts broken now, already said.
    private var broken: Set<String> = []

    init(goal: String?, start: Workspace) {
        guard let goal, let parts = Evaluator.parts(of: goal), parts.count > 1 else {
            kept = []
            return
        }
        let facts = LayoutFacts(start)
        kept = parts.filter { part in
            if case .bool(true)? = try? Evaluator.evaluate(part.expression, facts) { return true }
            return false
        }
    }

    /// What the change to `workspace` broke that was not said before: one line a part.
    mutating func newlyBroken(in facts: LayoutFacts) -> [String] {
        guard !kept.isEmpty else { return [] }
        var said: [String] = []
        for part in kept {
            if Evaluator.isFalse(part, facts) {
                guard broken.insert(part.text).inserted else { continue }
                // `maxlines == 1` broken: "maxlines to stay 1 (it is 2 now)", in the learner's names.
                if let words = Evaluator.keptInWords(part, facts) {
                    said.append(words)
                    continue
                }
                switch Evaluator.evidence(part, facts) {
                case .compared(let values): said.append("\(part.text) (now \(values) is false)")
                case .failsAt(let at): said.append("\(part.text) (it fails at \(at) now)")
                case nil: said.append("\(part.text) (it no longer holds)")
                }
            } else {
                broken.remove(part.text)
            }
        }
        return said
    }
}

extension Value {
    /// As an expression writes it: text in quotes.
    var quotedIfText: String {
        if case .text(let text) = self { return "\"\(text)\"" }
        return description
    }
}
