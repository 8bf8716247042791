import LabText

/// `check FILE --walk`: the learner's run and the reference's of the failing case, aligned by
/// what they computed (`RunAlignment.rows`) — side by side where the terminal is wide enough,
/// interleaved where it is not — with the row where yours parts marked.
extension WhereRunsPart {
    /// The widest a side-by-side column needs; narrower terminals get the runs interleaved.
    static let sideBySideWidth = 100
    /// The most rows printed (a shrunk case computes a few hundred things).
    static let alignedRowLimit = 400

    static func alignedTranscript(_ failure: CheckFailure, width: Int, ascii: Bool) -> [String]? {
        guard let yours = failure.learnerWalk, let theirs = failure.referenceWalk,
            !yours.trace.isEmpty || !theirs.trace.isEmpty
        else { return nil }
        let isLayout = if case .layout = failure.failing { true } else { false }
        let parting = RunAlignment.parting(yours.trace, theirs.trace)
        let rows = RunAlignment.rows(yours.trace, theirs.trace)
        func cell(_ event: WalkedEvent?) -> String {
            guard let event else { return "" }
            return "\(event.line.map { "line \($0)" } ?? "—"): " + said(event, isLayout: isLayout)
        }
        var lines = [
            "",
            "Both runs of this case, lined up by what they computed (\(rows.count) rows;",
            "\(ascii ? "<" : "◀") marks where yours parts):",
        ]
        let sideBySide = width >= sideBySideWidth
        let column = (width - 5) / 2
        if sideBySide {
            lines.append(pad("yours", column) + "   " + "the reference (\(failure.exercise.referenceCredit))")
        }
        for (yourIndex, theirIndex) in rows.prefix(alignedRowLimit) {
            let mine = yourIndex.map { yours.trace[$0] }
            let their = theirIndex.map { theirs.trace[$0] }
            let parts =
                parting.map {
                    (yourIndex != nil && $0.yours == yourIndex) || (theirIndex != nil && $0.theirs == theirIndex)
                } ?? false
            let mark = parts ? (ascii ? " <" : " ◀") : ""
            if sideBySide {
                let left = Quote.cut(cell(mine), limit: column - 1)
                let right = Quote.cut(cell(their), limit: column - 1)
                let between = mine != nil && their != nil ? " = " : "   "
                lines.append(pad(left, column) + between + right + mark)
            } else {
                // Each row one line of the terminal, the mark kept.
                func row(_ who: String, _ event: WalkedEvent?, _ mark: String) -> String {
                    who + Quote.cut(cell(event), limit: max(20, width - who.count - mark.count - 1)) + mark
                }
                if let mine, let their, cell(mine) == cell(their) {
                    lines.append(row("  both:   ", mine, mark))
                } else {
                    if mine != nil { lines.append(row("  yours:  ", mine, mark)) }
                    if their != nil { lines.append(row("  theirs: ", their, mine == nil ? mark : "")) }
                }
            }
        }
        if rows.count > alignedRowLimit { lines.append("  … \(rows.count - alignedRowLimit) more rows") }
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        let shown = DisplayWidth.of(text)
        return shown >= width ? text : text + String(repeating: " ", count: width - shown)
    }
}
