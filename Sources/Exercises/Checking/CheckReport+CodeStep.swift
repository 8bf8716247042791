import LabText
import LayoutCore
import Rendering

/// A code step's failing line in words, shorter than a check's (it must fit one screen under
/// the step's window): what differs, the case when it is not the step's own, the two pictures,
/// and the learner's line running with its numbers.
extension CheckReport {
    /// `blankLine`: the blank's line on the listing; `onTheStep`: the failing case is the
    /// step's own items, which the learner has on screen.
    public static func codeStepLines(
        _ failure: CheckFailure, blankLine: Int, onTheStep: Bool, options: RenderOptions
    ) -> [String] {
        var lines: [String] = []
        switch failure.problem {
        case .differs(let what): lines.append("What differs: \(what).")
        case .trapped(let why):
            lines.append("With your line the program stopped: \(ownLine(why, blankLine: blankLine)).")
        case .overLimit(let why):
            lines.append("With your line the program was stopped: \(ownLine(why, blankLine: blankLine)).")
        case .unreadableReport(let line):
            lines.append("With your line the program wrote where the checker reads its report (\(line)).")
        case .timedOut(let seconds):
            lines.append(
                "With your line the program was still running after \(NumberText.plain(seconds)) s: a loop that never ends?"
            )
        case .interrupted:
            return ["Stopped by Ctrl-C while your line ran; nothing was decided (type it again to finish)."]
        }
        // The case (unless it is the step's own), then the two pictures: the article's alone
        // when the learner's program left none.
        let (caseSaid, mine, theirs): (String, [String]?, [String])
        switch failure.failing {
        case .layout(let scene, let learner, let reference):
            guard case .layout(let layout) = failure.exercise.reference else { return lines }
            let items = scene.layoutItems
            caseSaid = summary(scene, layout)
            let across = scale(
                of: [reference] + (learner.map { [$0] } ?? []), offered: scene.proposal, options: options)
            mine = learner.map { picture($0, items: items, offered: scene.proposal, options: options, across: across) }
            theirs = picture(reference, items: items, offered: scene.proposal, options: options, across: across)
        case .collection(let scene, let learner, let reference):
            caseSaid = scene.summary
            mine = learner.map { collectionPicture(scene, $0, options: options) }
            theirs = collectionPicture(scene, reference, options: options)
        }
        if !onTheStep { lines.append("The smallest case where it shows: \(caseSaid)") }
        let article = failure.exercise.referenceTitle
        lines +=
            mine.map { sideBySide(("with your line", $0), (article, theirs), width: options.maxColumns) }
            ?? ["\(article):"] + theirs
        return lines + yourLineRunning(failure, blankLine: blankLine)
    }

    /// A trap's place said as the step's own: "(at your line)" or "(at line 40 of the listing)",
    /// never the path of the lab's cache where the listing with the line in it was compiled.
    static func ownLine(_ why: String, blankLine: Int) -> String {
        guard let at = why.firstMatch(of: /\(at [^()]*\.swift:(\d+)\)/), let line = Int(at.1) else { return why }
        let place = line == blankLine ? "(at your line, \(line))" : "(at line \(line) of the listing)"
        var said = why
        said.replaceSubrange(at.range, with: place)
        return said
    }

    /// The learner's line as it ran in the failing case, with its numbers, each different run
    /// once (sizeThatFits and placeSubviews often run it alike): the first, and the last when
    /// there were more.
    static func yourLineRunning(_ failure: CheckFailure, blankLine: Int) -> [String] {
        guard let walk = failure.learnerWalk?.walk else { return [] }
        let runs = walk.steps.indices.filter { walk.steps[$0].line == blankLine }
        guard !runs.isEmpty else { return ["Your line did not run in this case."] }
        let isLayout = if case .layout = failure.failing { true } else { false }
        var said: [String] = []
        for index in runs {
            let step = walk.steps[index]
            let item = step.item.map { isLayout ? "\(ExerciseCase.label($0)): " : "item \($0): " } ?? ""
            // A comparison says its numbers; an assignment, the value it made (read from the
            // next statement's variables).
            var text = step.decision ?? step.code
            if step.decision == nil, let name = assigned(by: step.code), index + 1 < walk.steps.count,
                let value = walk.steps[index + 1].variables.first(where: { $0.name == name })?.value
            {
                // Said to three decimals, as the walks say numbers.
                let shown = Double(value).map { NumberText.plain(($0 * 1000).rounded() / 1000) } ?? value
                text += "  → \(name) = \(shown)"
            }
            let line = "  " + item + text
            if !said.contains(line) { said.append(line) }
        }
        let shown =
            said.count > 4 ? Array(said.prefix(3)) + ["  … (\(said.count - 4) more)", said[said.count - 1]] : said
        return ["Your line, as it ran (line \(blankLine)):"] + shown
    }

    /// The name a statement assigns (`let scale = …`, `var angle = …`, `x = …`), if it assigns one.
    static func assigned(by code: String) -> String? {
        var rest = Substring(code)
        for keyword in ["let ", "var "] where rest.hasPrefix(keyword) { rest = rest.dropFirst(keyword.count) }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, rest.dropFirst(name.count).trimmingPrefix(while: { $0 == " " }).hasPrefix("= ") else {
            return nil
        }
        return String(name)
    }
}
