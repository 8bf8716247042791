import LabText
import LayoutCore

/// "Where yours parts": the learner's run and the reference's, both walked on the failing case
/// and aligned by what they computed (`RunAlignment`), and the first place the learner's goes
/// its own way — their line as they wrote it, with their names and numbers, beside the
/// reference's line that computed the same thing.
extension WhereRunsPart {
    static func partingLines(_ failure: CheckFailure) -> [String] {
        guard let yours = failure.learnerWalk, let theirs = failure.referenceWalk,
            let parting = RunAlignment.parting(yours.trace, theirs.trace)
        else { return [] }
        let isLayout = if case .layout = failure.failing { true } else { false }
        let mine = parting.yours.map { yours.trace[$0] }
        let their = parting.theirs.map { theirs.trace[$0] }
        let myCode = mine.flatMap { code(at: $0.line, in: yours.listing) }
        let theirCode = their.flatMap { code(at: $0.line, in: theirs.listing) }
        // Where the two lines first differ as written: a long line is shown around it.
        let differs = zip(myCode ?? "", theirCode ?? "").prefix { $0 == $1 }.count
        // A reference that hands its value back from a guard's line returns early where yours goes on.
        let returnsEarly =
            if case .returned = their?.kind, let theirCode, theirCode.hasPrefix("if ") || theirCode.hasPrefix("guard ")
            {
                myCode != theirCode
            } else { false }
        let what =
            returnsEarly
            ? "the reference returns early (a guard yours does not have), where yours goes on"
            : headline(parting.how, isLayout: isLayout)
        var lines = ["Where yours parts: " + what + "."]
        for (whose, event, code) in [("yours", mine, myCode), ("the reference's", their, theirCode)] {
            guard let event else { continue }
            lines.append("  \(whose), line \(event.line ?? 0):")
            if let code { lines.append("      " + window(code, around: differs, width: 72)) }
            lines.append("      → " + said(event, isLayout: isLayout))
        }
        if mine != nil, their == nil { lines.append("  the reference computes nothing like it there.") }
        if mine == nil, their != nil { lines.append("  yours has no line that does this.") }
        // The last thing both computed alike: where the runs still agreed.
        if let (a, b) = parting.agreed.last.map({ (yours.trace[$0.0], theirs.trace[$0.1]) }) {
            lines.append(
                "  Until then the runs agree; last, both: \(said(a, isLayout: isLayout)) (yours line \(a.line ?? 0), the reference's line \(b.line ?? 0))."
            )
        }
        return lines
    }

    /// The statement on `line` of a listing, trimmed; nil when there is no such line.
    private static func code(at line: Int?, in listing: String) -> String? {
        guard let line else { return nil }
        let lines = listing.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(line - 1) ? VisibleText.of(lines[line - 1].trimmingWhitespace) : nil
    }

    /// `code` in at most `width` characters, keeping the character at `offset` in view: cut at
    /// the end, or at both ends with `…`.
    static func window(_ code: String, around offset: Int, width: Int) -> String {
        let characters = Array(code)
        guard characters.count > width else { return code }
        let start = max(0, min(offset - width / 2, characters.count - (width - 1)))
        let end = min(characters.count, start + width - (start > 0 ? 2 : 1))
        return (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
    }

    private static func headline(_ how: RunAlignment.Parting.How, isLayout: Bool) -> String {
        switch how {
        case .comparedOtherWay: "the same numbers compared, and yours goes the other way"
        case .comparedOtherNumbers: "yours compares other numbers"
        case .setOtherwise: "yours computes a value otherwise"
        case .handedOtherwise: isLayout ? "yours hands SwiftUI something else" : "yours makes an item otherwise"
        case .yoursLacks: "the reference does something here that yours never does"
        case .yoursAdds: "yours does something here the reference never does"
        }
    }

    /// What the event computed, in the run's own names.
    static func said(_ event: WalkedEvent, isLayout: Bool) -> String {
        func name(_ index: Int) -> String { isLayout ? "subview \(ExerciseCase.label(index))" : "item \(index)" }
        switch event.kind {
        case .assigned(let target, let value): return VisibleText.of(target) + " = " + VisibleText.of(value)
        case .returned(let value): return "returns " + VisibleText.of(value)
        case .compared(let comparison): return VisibleText.of(comparison.text)
        case .asked(let index, let proposal, let answer):
            return "asks \(name(index)) its size for \(proposal): \(answer)"
        case .placed(let index, let frame): return "places \(name(index)): \(Describe.frame(frame))"
        case .answered(let size): return "answers the size \(size)"
        }
    }
}
