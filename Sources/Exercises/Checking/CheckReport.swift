import LabSupport
import LabText
import LayoutCore
import Rendering

/// A check's outcome in words, for the terminal: a line when it passes; when it fails, the
/// smallest failing case, what differs, the two pictures side by side (yours | the article's),
/// the frames, and the proposals each side asked its subviews.
public enum CheckReport {
    /// `walk`: a failing case ends with the article's whole walk of it.
    public static func lines(_ outcome: CheckOutcome, file: String, options: RenderOptions, walk: Bool = false)
        -> [String]
    {
        switch outcome {
        case .passed(let exercise, let count, let named, let seed):
            return [
                "✓ \(exercise.id): your layout \(exercise.passedWords) as \(exercise.referenceTitle)'s does, on \(count) cases (\(named) named, \(count - named) random, seed \(seed))."
            ]
        case .doesNotCompile(let exercise, let failure):
            if failure.interrupted {
                return [
                    "Check of \(file) stopped by Ctrl-C while compiling; nothing was decided (check it again to finish)."
                ]
            }
            // The compiler's excerpt of a line and the marks under it stay aligned: cut at the
            // window's edge rather than wrapped (a wrapped line would put the caret elsewhere).
            let excerpts = failure.lines.map { line -> String in
                guard let width = options.maxColumns, !line.hasPrefix(file), DisplayWidth.of(line) > width else {
                    return line
                }
                var kept = ""
                for character in line {
                    guard DisplayWidth.of(kept + String(character)) < width else { break }
                    kept.append(character)
                }
                return kept + "…"
            }
            return excerpts + ["✗ \(exercise.id): \(file) does not compile yet."]
        case .failed(let failure):
            return failureLines(failure, file: file, options: options)
                + (walk ? WhereRunsPart.transcript(failure, options: options) : [])
        }
    }

    /// A flow layout's case in a line, with what its layout reads (spacing, alignment).
    static func summary(_ scene: ExerciseCase, _ layout: Exercise.LayoutReference) -> String {
        scene.summary(
            spacing: layout != .anchored, alignment: layout == .wrap,
            defaultSpacing: layout == .wrap ? "system" : "8 (the article's)")
    }

    static func failureLines(_ failure: CheckFailure, file: String, options: RenderOptions) -> [String] {
        let exercise = failure.exercise
        var lines = [
            "✗ \(exercise.id): case \(failure.caseNumber) of \(failure.caseCount) fails (seed \(failure.seed); check \(file) --seed \(failure.seed)\(failure.randomCases == 500 ? "" : " --cases \(failure.randomCases)") repeats it)."
        ]
        let problem: String
        switch failure.problem {
        case .differs(let what): problem = "What differs: \(what)."
        case .trapped(let why): problem = "Your program stopped in this case: \(why)."
        case .overLimit(let why): problem = "Your program was stopped in this case: \(why)."
        case .unreadableReport(let line):
            problem =
                "The checker could not read your program's report in this case (\(line)): something in your program wrote where the harness reports. print() is safe; leave other file descriptors alone."
        case .interrupted:
            // Not a failure of the learner's: the check stopped before it could decide.
            return [
                "Check of \(file) stopped by Ctrl-C at case \(failure.caseNumber) of \(failure.caseCount); nothing was decided (check it again to finish)."
            ]
        case .timedOut(let seconds):
            problem =
                "Your program was still running after \(NumberText.plain(seconds)) s in this case: a loop that never ends?"
        }
        switch failure.failing {
        case .layout(let scene, let learner, let reference):
            guard case .layout(let layout) = exercise.reference else { return lines }
            lines += ["The smallest failing case: \(summary(scene, layout))", problem]
            lines += layoutDetails(
                scene, learner, reference, article: exercise.referenceTitle,
                theirs: exercise.referenceLabel, cached: exercise.asksPerSubview != nil,
                options: options)
        case .collection(let scene, let learner, let reference):
            lines += ["The smallest failing case: \(scene.summary)", problem]
            lines += collectionDetails(scene, learner, reference, options: options)
        }
        let parting = WhereRunsPart.lines(failure, file: file)
        return lines + (parting.isEmpty ? [] : [""] + parting) + shellLines(failure, file: file) + printedLines(failure)
    }

    /// The failing case as the shell's lines that rebuild it: to draw it, walk it, change it.
    static func shellLines(_ failure: CheckFailure, file: String) -> [String] {
        let (lines, unsaid): ([String], [String])
        switch failure.failing {
        case .layout(let scene, _, _):
            guard case .layout(let layout) = failure.exercise.reference else { return [] }
            (lines, unsaid) = scene.shellLines(layout)
        case .collection(let scene, _, _):
            (lines, unsaid) = scene.shellLines()
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return ["", "The case as the shell's lines (typed there, walk \(VisibleText.of(name)) walks yours on it):"]
            + lines.map { "  " + $0 }
            + (unsaid.isEmpty ? [] : ["  (not typed: " + unsaid.joined(separator: "; ") + ")"])
    }

    /// The learner's own prints in the failing case, shown as they are (control characters
    /// made visible), so that print-debugging works through `check`.
    private static func printedLines(_ failure: CheckFailure) -> [String] {
        guard failure.printedCount > 0 else { return [] }
        let shown = failure.printed.count
        let heading =
            shown == failure.printedCount
            ? "Your program printed in this case:"
            : "Your program printed \(failure.printedCount) lines in this case; the first \(shown):"
        return ["", heading] + failure.printed.map { "  " + VisibleText.of($0) }
    }

    private static func layoutDetails(
        _ scene: ExerciseCase, _ learner: CaseRun?, _ reference: CaseRun, article: String, theirs: String,
        cached: Bool,
        options: RenderOptions
    ) -> [String] {
        let items = scene.layoutItems
        let across = scale(of: [reference] + (learner.map { [$0] } ?? []), offered: scene.proposal, options: options)
        let drawn = picture(reference, items: items, offered: scene.proposal, options: options, across: across)
        guard let learner else { return ["", "\(article):"] + drawn + scaleNote(across) }
        var lines = [""]
        lines += sideBySide(
            ("yours", picture(learner, items: items, offered: scene.proposal, options: options, across: across)),
            (article, drawn), width: options.maxColumns)
        lines += scaleNote(across)
        // A frame at x = 2.5 is drawn at 3: say so, or the pictures seem to contradict the table.
        let fractional = (learner.frames + reference.frames).contains { frame in
            [frame.minX, frame.minY, frame.maxX, frame.maxY].contains { $0.isFinite && $0 != $0.rounded() }
        }
        if fractional { lines.append("(The pictures round positions to whole columns and lines; the table is exact.)") }
        lines.append("")
        lines += frameTable(learner, reference, theirs: theirs)
        lines.append("")
        lines.append("Asked of the subviews (phase: subview proposal → answer):")
        lines += questions("yours", learner)
        // An exercise that asks for a cache is compared with the article's layout measuring
        // each subview once, in the lab's makeCache: that is what the reference's line shows,
        // not the article's own layout asking in both calls.
        lines += cached ? measuredOnce(reference) : questions(theirs, reference)
        return lines
    }

    /// The collection as each side placed it — the carousel at rest where its targetContentOffset
    /// put it; the stack and the drum as prepared at the case's offset — and the numbers.
    private static func collectionDetails(
        _ scene: CollectionCase, _ learner: CollectionRun?, _ reference: CollectionRun, options: RenderOptions
    ) -> [String] {
        let moment = scene.kind == .snapCarousel ? "at rest" : "as prepared"
        let article = collectionPicture(scene, reference, options: options)
        guard let learner else { return ["", "article 003, \(moment):"] + article }
        // The numbers first, the article's arithmetic with them; then the two pictures.
        var lines = [""]
        lines.append(
            "  content size: yours \(Describe.size(learner.contentSize)), the article's \(Describe.size(reference.contentSize))"
        )
        lines.append(
            "  resting offset: yours x = \(Describe.number(learner.target)), the article's x = \(Describe.number(reference.target))"
        )
        if scene.kind == .snapCarousel { lines += releaseArithmetic(scene) }
        lines.append("")
        // No items: two empty frames would say nothing. The same picture twice: once, said so.
        guard scene.itemCount > 0 else { return lines + ["(No items: nothing to draw; the numbers above differ.)"] }
        let yours = collectionPicture(scene, learner, options: options)
        guard yours != article else {
            return lines + ["yours and article 003, \(moment), look the same at this scale; the numbers differ:"]
                + article
        }
        lines += sideBySide(("yours, \(moment)", yours), ("article 003, \(moment)", article), width: options.maxColumns)
        return lines
    }

    /// The article's `targetContentOffset` on this case, step by step: the bounds' middle at
    /// the release, corrected, and the imaginary card it falls in.
    private static func releaseArithmetic(_ scene: CollectionCase) -> [String] {
        let n = Describe.number
        let half = scene.bounds.width / 2
        let middle = scene.proposedOffset + half
        let correction = scene.distance / 2 - scene.inset
        let corrected = middle + correction
        let imaginary = scene.bounds.width - 2 * scene.inset + scene.distance
        guard imaginary != 0, (corrected / imaginary).isFinite, abs(corrected / imaginary) < 1e15 else { return [] }
        let index = Int(corrected / imaginary)
        var lines = [
            "  the article at the release: the middle is at \(n(scene.proposedOffset)) + \(n(half)) = \(n(middle)),"
                + " corrected by distance / 2 − itemInset = \(n(correction)) to \(n(corrected));",
            "    imaginary cards \(n(imaginary)) wide: Int(\(n(corrected)) / \(n(imaginary))) = \(index),"
                + " so it rests at \(index) × \(n(imaginary)) = \(n(Double(index) * imaginary))",
        ]
        // "Card 7" of 3 reads as a slip of the report's: it is the article's arithmetic, unclamped.
        if index >= scene.itemCount || index < 0 {
            let real =
                scene.itemCount == 0 ? "there are no real cards" : "the real cards are 0 to \(scene.itemCount - 1)"
            lines.append("    (imaginary card \(index) is no real card: \(real); the article's code does not clamp it)")
        }
        return lines
    }

    static func collectionPicture(_ scene: CollectionCase, _ run: CollectionRun, options: RenderOptions)
        -> [String]
    {
        guard var collection = scene.collectionScene else {
            return ["(no picture: the case's numbers make no collection the lab can draw)"]
        }
        if scene.kind == .snapCarousel { collection.scroll(to: run.target) }
        let attributes = run.items.map { item in
            var attributes = CollectionItemAttributes(index: item.index, center: item.center, size: item.size)
            (attributes.scale, attributes.rotation, attributes.zIndex) = (item.scale, item.rotation, item.zIndex)
            return attributes
        }
        var plain = options
        plain.maxColumns = pictureWidth(options)
        // Two to a window: as small across as half the window needs, and as small down as a
        // cell's shape keeps it (twice the scale across), so that the pair fits one screen.
        if let room = plain.maxColumns {
            let across = max(1, Int((scene.bounds.width + 2) / Double(max(1, room - 2)) + 0.999))
            if across > 1 { plain.pictureLines = Int(scene.bounds.height / Double(2 * across) + 0.999) + 3 }
        }
        let drawing = CollectionRenderer(options: plain).drawing(collection, attributes)
        let (across, down) = drawing.scale
        guard across > 1 || down > 1 else { return drawing.lines }
        return drawing.lines + ["(drawn 1:\(across) across, 1:\(down) down)"]
    }

    /// `offered`: the case's proposal, marked where a run took more than it.
    static func picture(_ run: CaseRun, items: [LayoutItem], offered: ProposedSize, options: RenderOptions) -> [String]
    {
        let placements = run.frames.enumerated().map { Placement(index: $0.offset, frame: $0.element, row: 0) }
        let result = LayoutResult(size: run.size, bounds: run.bounds, placements: placements)
        var plain = options
        plain.maxColumns = pictureWidth(options)
        return PictureRenderer(options: plain).render(result, items: items, offered: offered)
    }

    /// How wide one picture may be: half the window, so that two fit side by side (a container
    /// 10,000 wide, or an infinite one, is cut, not drawn whole).
    static func pictureWidth(_ options: RenderOptions) -> Int {
        max(24, ((options.maxColumns ?? 120) - 3) / 2)
    }

    /// Two pictures side by side when they fit the width, else one above the other.
    static func sideBySide(
        _ left: (title: String, lines: [String]), _ right: (title: String, lines: [String]), width: Int?
    ) -> [String] {
        // Coloured pictures hold escapes that take no columns.
        let leftWidth = ([left.title] + left.lines).map(DisplayWidth.ofStyled).max() ?? 0
        let rightWidth = ([right.title] + right.lines).map(DisplayWidth.ofStyled).max() ?? 0
        guard leftWidth + 3 + rightWidth <= (width ?? .max) else {
            return [left.title + ":"] + left.lines + [right.title + ":"] + right.lines
        }
        let leftLines = [left.title] + left.lines
        let rightLines = [right.title] + right.lines
        return (0..<max(leftLines.count, rightLines.count)).map { row in
            let leftText = row < leftLines.count ? leftLines[row] : ""
            let rightText = row < rightLines.count ? rightLines[row] : ""
            let padding = String(repeating: " ", count: leftWidth - DisplayWidth.ofStyled(leftText) + 3)
            return (leftText + padding + rightText).trimmingTrailingSpaces
        }
    }

    private static func frameTable(_ learner: CaseRun, _ reference: CaseRun, theirs: String) -> [String] {
        var rows = [("", "yours", theirs)]
        rows.append(("size", Describe.size(learner.size), Describe.size(reference.size)))
        for index in reference.frames.indices {
            let mark = agrees(learner.frames[index], reference.frames[index]) ? "" : "  ✗"
            rows.append(
                (
                    ExerciseCase.label(index), Describe.frame(learner.frames[index]),
                    Describe.frame(reference.frames[index]) + mark
                ))
            // Under each frame, the call it came from: where the point and the anchor part.
            let calls = [learner, reference].map { run in
                run.placeCalls.indices.contains(index) ? run.placeCalls[index].map(Describe.placeCall) : nil
            }
            if calls.contains(where: { $0 != nil }) {
                rows.append(("", calls[0] ?? "never placed", calls[1] ?? "never placed"))
            }
        }
        let first = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let second = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
        return rows.map { row in
            "  " + row.0 + String(repeating: " ", count: first - DisplayWidth.of(row.0) + 2) + row.1
                + String(repeating: " ", count: second - DisplayWidth.of(row.1) + 3) + row.2
        }
    }

    /// The questions of the article's layout with a cache: every subview once, in makeCache,
    /// with its `.unspecified` answer.
    private static func measuredOnce(_ reference: CaseRun) -> [String] {
        var answers: [Int: Size] = [:]
        for question in reference.questions where question.proposal == .unspecified && answers[question.index] == nil {
            answers[question.index] = question.answer
        }
        guard !answers.isEmpty else { return ["  with a cache: none"] }
        let asked = answers.sorted { $0.key < $1.key }.map { index, answer in
            "\(ExerciseCase.label(index)) \(Describe.proposal(.unspecified)) → \(Describe.size(answer))"
        }
        return ["  with a cache: makeCache: " + asked.joined(separator: ", ")]
    }

    private static func questions(_ title: String, _ run: CaseRun) -> [String] {
        guard !run.questions.isEmpty else { return ["  \(title): none"] }
        var parts: [String] = []
        var phase: CaseRun.Phase?
        for question in run.questions {
            let text =
                "\(ExerciseCase.label(question.index)) \(Describe.proposal(question.proposal)) → \(Describe.size(question.answer))"
            if question.phase != phase {
                parts.append("\(question.phase.rawValue): \(text)")
                phase = question.phase
            } else {
                parts.append(text)
            }
        }
        return ["  \(title): " + parts.joined(separator: ", ")]
    }
}
