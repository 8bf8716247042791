import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// Whether a question's or a prediction's answer can be had without thinking: read off what the
/// learner sees before answering. `validate` warns about each leak (`answer-on-screen`), and the
/// shipped lessons have none.
///
/// What counts as seen: the step's picture when it is shown (a question's; a prediction hides
/// it), its status line and notes, its prose, question and setup line, and what the step before
/// left on the screen (its explanation, its picture and status line once answered). A leak is:
/// - a quantity the answer reads that a shown picture lets be counted or read off (rows, a row,
///   an item's edges on the ruler, a zero-size box, the marked or topmost card) — only where the
///   answer reads the layout as it stands, not "at another width" (`rowsat(20)`);
/// - the answer written out (a number of 3 or more, a fraction, ∞) in the step's words, status
///   line or notes, or in the step before's;
/// - a picture the step before showed of this very layout, when this step is a prediction;
/// - a known mistake's reply that states the answer.
public enum AnswerLeaks {
    public struct Leak: Equatable, Sendable {
        /// The line of the lesson the leak is reported on.
        public var line: Int
        public var message: String
    }

    /// The leaks of step `index` of `lesson`, each once.
    public static func leaks(in lesson: Lesson, step index: Int) -> [Leak] {
        let step = lesson.steps[index]
        guard let check = step.check else { return [] }
        let workspace = StepScript.setUp(step.setup).workspace
        // A walk question's screen is checked where it is drawn; what the steps before left on
        // the screen, here (a card's scale worked out in the explanation above it).
        if check.kind == .walk, let question = check.walk, !question.stop.yours,
            let value = try? question.answer(workspace)
        {
            return leftBefore(lesson, index, value: value, workspace: workspace, shown: [], check: check)
        }
        guard check.kind == .question || check.kind == .predict, let answer = check.answer,
            let expression = answer.expression
        else { return [] }
        guard let value = try? Evaluator.evaluate(expression, LayoutFacts(workspace)) else { return [] }
        var leaks: [Leak] = []
        let pictureShown = check.kind != .predict && step.hasPicture
        var read = visibleNames(in: expression, collection: workspace.collection != nil)
        // The drum hands back its parked items too, which its picture does not show.
        if workspace.collection?.kind == .drum { read.removeAll { $0 == "visibleitems" } }

        if pictureShown, let name = read.first {
            leaks.append(
                Leak(
                    line: check.line,
                    message:
                        "the answer reads \(name), which the picture shown with the question lets the learner count or read off; make it a prediction (predict:, the picture hidden until answered) or ask what the picture cannot show"
                ))
        }
        let written = writtenForms(of: value)
        var options = RenderOptions(maxColumns: LessonValidator.window.columns)
        options.withheld = AnswerSecrets.withheld(by: check)
        // A prediction's picture, its notes included, waits for the answer.
        let shown = pictureShown ? workspace.picture(options: options) : []
        // With choices, the right one is on the screen by design: the other steps must not be.
        if !written.isEmpty, check.choices.isEmpty {
            // Its words and its notes; not its status line (what the question asks is withheld
            // there, and the rest — 3 items when the answer is 3 rows — are other quantities),
            // nor the picture's labels and rulers (the part above that counts them).
            let words =
                step.prose + [check.prompt, step.setup.map(\.text).joined(separator: " · ")]
                + shown.filter { $0.hasPrefix("note:") }
            // The titles and the summary, in figures or words: demo and the slides show the
            // lesson's title and the step's on every screen ("Tags in three rows").
            let titles = [step.title, lesson.title, lesson.summary]
            if let (token, where_) = firstTokenLine(in: titles, among: writtenForms(of: value, words: true)),
                firstTokenLine(in: words, among: written) == nil
            {
                leaks.append(
                    Leak(
                        line: check.line,
                        message:
                            "the answer, \(token), is in a title or the summary ('\(Quote.cut(where_, limit: 60))'), which demo and the slides show with every question: say it another way"
                    ))
            }
            // The answer in words leaks as its figure does when it counts what the question
            // asks of ("three rows" for "How many rows?"): "3 rows" was refused, "three rows" not.
            let spelled = writtenForms(of: value, words: true).subtracting(written)
            // (What it counts: the word after "how many"; "its three children" in a question
            // about how many questions is no leak of 3 questions.)
            let prompt = tokens(of: check.prompt)
            let asked = Set(prompt.indices.dropLast().filter { prompt[$0] == "many" }.map { prompt[$0 + 1] })
            if let (token, where_) = firstTokenLine(in: words, among: written)
                ?? spelledCount(in: words, among: spelled, counting: asked)
            {
                leaks.append(
                    Leak(
                        line: check.line,
                        message:
                            "the answer, \(token), is written on the screen the question is asked on (in '\(Quote.cut(where_, limit: 60))'): say it another way, or hide it"
                    ))
            }
        }
        // A hint or the prose that sends the learner to trace, which this question refuses; or
        // an earlier step's words that did, where trace then would have counted it too.
        if AnswerSecrets.withheld(by: check).contains(.negotiation) {
            if let line = (step.prose + check.hints).first(where: { $0.contains("trace") }) {
                leaks.append(
                    Leak(
                        line: check.line,
                        message:
                            "'\(Quote.cut(line))' sends the learner to trace, which counts what this question asks and waits until it is answered; say it after the answer (explain:)"
                    ))
            } else if let (earlier, line) = earlierTraceSuggestion(in: lesson, before: index, like: workspace) {
                leaks.append(
                    Leak(
                        line: check.line,
                        message:
                            "step \(earlier + 1)'s '\(Quote.cut(line))' sends the learner to trace on these same items, which counts what this question asks: say it after the last question it answers"
                    ))
            }
        }
        let spoken = writtenForms(of: value, words: true)
        for mistake in check.mistakes {
            if let token = firstToken(in: [mistake.message], among: spoken) {
                leaks.append(
                    Leak(
                        line: mistake.value.line,
                        message: "this mistake's reply states the answer (\(token)); a wrong guess must not be told it")
                )
            }
        }
        leaks += leftBefore(lesson, index, value: value, workspace: workspace, shown: shown, check: check)
        if index > 0 {
            let before = lesson.steps[index - 1]
            let earlier = afterwards(before)
            if check.kind == .predict, !read.isEmpty, !before.setup.isEmpty, step.hasPicture,
                LessonValidator.picture(of: earlier) == LessonValidator.picture(of: workspace)
            {
                leaks.append(
                    Leak(
                        line: check.line,
                        message:
                            "the step before shows this very layout, so the prediction can be read off it: change the layout (an item, a width) for the prediction"
                    ))
            }
        }
        return leaks
    }

    /// What the step before left on the screen that states the answer: a number of 3 or more,
    /// a fraction or ∞ anywhere in it, and any number as the result of a sum (`Int(66 / 52) =
    /// 1`), where even a 1 is the answer worked out.
    static func leftBefore(
        _ lesson: Lesson, _ index: Int, value: Value, workspace: Workspace, shown: [String], check: Check
    ) -> [Leak] {
        var leaks: [Leak] = []
        let written = writtenForms(of: value)
        if index > 0 {
            let before = lesson.steps[index - 1]
            let earlier = afterwards(before)
            let sameItems =
                earlier.items == workspace.items && (earlier.collection == nil) == (workspace.collection == nil)
            // What this step's own status line says (the bounds both share) is no news.
            let sayNow = Set(shown.filter { $0.contains(" · ") }.flatMap(tokens(of:)))
            if !written.subtracting(sayNow).isEmpty,
                let (token, where_) = firstTokenLine(
                    in: leftOnScreen(by: before, earlier, statusToo: sameItems), among: written.subtracting(sayNow))
            {
                // Where, quoted: it may be a status line about another layout (`20×5`), not the
                // question's at all.
                leaks.append(
                    Leak(
                        line: check.line,
                        message:
                            "the step before leaves the answer, \(token), on the screen above this question (in '\(Quote.cut(where_, limit: 60))', step \(index)'s '\(Quote.cut(before.title, limit: 40))')"
                    )
                )
            } else if case .number(let number) = value, number.isFinite,
                let line = leftOnScreen(by: before, earlier, statusToo: false).first(where: {
                    results(in: $0).contains(NumberText.plain(number))
                })
            {
                leaks.append(
                    Leak(
                        line: check.line,
                        message:
                            "the step before works the answer out on the screen above this question (= \(NumberText.plain(number)) in '\(Quote.cut(line.trimmingWhitespace, limit: 60))', step \(index)'s '\(Quote.cut(before.title, limit: 40))'): say it without the result"
                    ))
            }
        }
        return leaks
    }

    /// The numbers a line gives as results: each right after an `=`.
    static func results(in line: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(line)
        while let equals = rest.firstIndex(of: "=") {
            rest = rest[rest.index(after: equals)...]
            guard let first = tokens(of: String(rest.prefix(24))).first, Double(first) != nil else { continue }
            found.insert(first)
        }
        return found
    }

    /// An earlier step, on the same items, whose words send the learner to `trace`, and the line.
    static func earlierTraceSuggestion(in lesson: Lesson, before index: Int, like workspace: Workspace) -> (
        Int, String
    )? {
        for earlier in (0..<index).reversed() {
            let step = lesson.steps[earlier]
            guard afterwards(step).items == workspace.items else { continue }
            let words = step.prose + (step.check.map { $0.hints + [$0.explanation ?? ""] } ?? [])
            if let line = words.first(where: { $0.contains("trace") }) { return (earlier, line) }
        }
        return nil
    }

    /// The names an answer reads that a shown picture lets the learner count or read off, in
    /// order; those only given to a function of another state (`rowsat(20)`) do not count.
    static func visibleNames(in expression: Expression, collection: Bool) -> [String] {
        let flow: Set = [
            "rows", "width", "height", "count", "x", "y", "w", "h", "right", "bottom", "row", "itemsinrow",
            "unplaced", "proposedwidth",
        ]
        let scrolling: Set = ["count", "centred", "ontop", "itemwidth", "visibleitems", "rotation"]
        let elsewhere: Set = ["rowsat", "heightat", "target", "centredafter", "proposedafter"]
        var found: [String] = []
        func visit(_ node: Expression) {
            switch node {
            case .number, .text, .every: return
            case .unary(_, let operand, _): visit(operand)
            case .binary(_, let left, let right, _):
                visit(left)
                visit(right)
            case .call(let name, let arguments, _):
                let lowered = name.key
                if elsewhere.contains(lowered) { return }
                if (collection ? scrolling : flow).contains(lowered), !found.contains(lowered) { found.append(lowered) }
                arguments.forEach(visit)
            }
        }
        visit(expression)
        return found
    }

    /// How a learner could see the answer written: a number of 3 or more (0, 1 and 2 are in every
    /// sentence), a fraction at the precisions it is shown in, ∞; with `words`, a whole number in
    /// words too ("Three rows…"), for what is said to the learner about the answer itself (a
    /// mistake's reply), where "three boxes" in a question is no leak of 3 rows.
    static func writtenForms(of value: Value, words inWords: Bool = false) -> Set<String> {
        guard case .number(let number) = value else { return [] }
        if number.isInfinite { return number > 0 ? ["∞", "infinity", "infinite"] : [] }
        guard number.isFinite else { return [] }
        if number == number.rounded() {
            guard abs(number) >= 3 else { return [] }
            let words = [
                3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
                11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen",
                17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty",
            ]
            let spelled = inWords ? Int(exactly: number).flatMap { words[$0] } : nil
            return Set([NumberText.plain(number)] + [spelled].compactMap { $0 })
        }
        return Set([1, 2, 3].map { NumberText.rounded(number, decimals: $0) }).filter { $0.contains(".") }
    }

    /// The first of `forms` that stands as a token of its own in `lines`.
    static func firstToken(in lines: [String], among forms: Set<String>) -> String? {
        firstTokenLine(in: lines, among: forms)?.token
    }

    /// The first of `forms` standing as a token of its own in `lines`, with the line it is in.
    static func firstTokenLine(in lines: [String], among forms: Set<String>) -> (token: String, line: String)? {
        for line in lines {
            for token in tokens(of: line) where forms.contains(token) { return (token, line.trimmingWhitespace) }
        }
        return nil
    }

    /// The first of `forms` (a number in words) followed by a word of `asked` ("three rows"),
    /// as "three rows", with its line.
    static func spelledCount(in lines: [String], among forms: Set<String>, counting asked: Set<String>) -> (
        token: String, line: String
    )? {
        for line in lines {
            let words = tokens(of: line)
            for (index, word) in words.enumerated().dropLast()
            where forms.contains(word) && asked.contains(words[index + 1]) {
                return ("\(word) \(words[index + 1])", line.trimmingWhitespace)
            }
        }
        return nil
    }

    /// A line's numbers and words, split where neither goes on (`45.9`, `∞`, `-2`).
    static func tokens(of line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in line {
            if character.isNumber || character.isLetter || character == "∞"
                || (character == "." && !current.isEmpty && current.last?.isNumber == true)
                || (character == "-" && current.isEmpty)
            {
                current.append(character)
            } else {
                if !current.isEmpty { tokens.append(String(current.trimmingSuffix { $0 == "." || $0 == "-" })) }
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(String(current.trimmingSuffix { $0 == "." || $0 == "-" })) }
        return tokens.map { $0.lowercased() }
    }

    /// The layout a step leaves when it is done: its setup, and a task's solution.
    static func afterwards(_ step: Step) -> Workspace {
        var workspace = StepScript.setUp(step.setup).workspace
        if step.check?.kind == .task {
            for command in step.check?.solution ?? [] { try? StepScript.run(command.text, on: &workspace) }
        }
        return workspace
    }

    /// What a step leaves on the screen once done that speaks of its check: its question, its
    /// choices and its explanation; and, when it showed the same items (`statusToo`), its status
    /// line and notes with nothing withheld. (Its prose's numbers are about its own layout.)
    static func leftOnScreen(by step: Step, _ workspace: Workspace, statusToo: Bool) -> [String] {
        var lines = [step.check?.prompt ?? ""] + (step.check?.explanation.map { [$0] } ?? [])
        lines += step.check?.choices.map(\.text) ?? []
        if statusToo, step.hasPicture {
            let picture = workspace.picture(options: RenderOptions(maxColumns: LessonValidator.window.columns))
            lines += picture.filter { $0.contains(" · ") || $0.hasPrefix("note:") }
        }
        return lines
    }
}

extension StringProtocol {
    fileprivate func trimmingSuffix(_ condition: (Character) -> Bool) -> Substring {
        var text = Substring(self)
        while let last = text.last, condition(last) { text.removeLast() }
        return text
    }
}
