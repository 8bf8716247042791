import Exercises
import LabSupport
import LabText

/// A step's check, line by line (`question:`, `answer:`, `mistake:`, `route:` …), and whether it
/// is complete.
extension LessonParser {
    mutating func parseCheckLine(_ key: String, _ value: Located, _ step: inout Step) {
        if Self.checkKeys.contains(key) {
            if step.check != nil {
                // The first check stays, and the second one's details are passed over: one slip,
                // one error.
                self.error(value.line, 1, .duplicateCheck, "a step has at most one check; start a new step with ==")
                skippingCheck = true
                return
            }
            if value.text.isEmpty { self.error(value.line, value.column, .emptyValue, "\(key): needs its text") }
            step.check = Check(kind: Check.Kind(rawValue: key)!, prompt: value.text, line: value.line)
            return
        }
        if skippingCheck { return }
        if step.check?.kind == .exercise, !["hint", "explain"].contains(key) {
            self.error(
                value.line, 1, .detailNotForCheck,
                "an exercise step takes hint: and explain: only; check FILE decides it")
            return
        }
        guard var check = step.check else {
            self.error(
                value.line, 1, .detailOutsideCheck,
                "'\(key):' belongs to a check; put it after question:, task: or predict:")
            return
        }
        if value.text.isEmpty { self.error(value.line, value.column, .emptyValue, "\(key): needs a value") }
        if check.kind == .walk, ["answer", "choice", "goal", "solution", "route", "cache"].contains(key) {
            self.error(
                value.line, 1, .detailNotForCheck,
                "a walk check's answer is worked out from the walk: give stop: and ask:, not \(key):")
            return
        }
        if ["stop", "ask"].contains(key), check.kind != .walk {
            self.error(value.line, 1, .detailNotForCheck, "only a walk: check has \(key):")
            return
        }
        if ["blank", "window"].contains(key), check.kind != .code {
            self.error(value.line, 1, .detailNotForCheck, "only a code: check has \(key):")
            return
        }
        if check.kind == .code {
            parseCodeLine(key, value, &check)
            step.check = check
            return
        }
        switch key {
        case "stop":
            check.walkStopWritten = true
            do {
                check.walkStop = try WalkQuestion.readStop(value)
            } catch {
                self.error(value.line, value.column, .walkSyntax, error.message)
            }
        case "ask":
            check.walkAsk = WalkQuestion.readAsk(value.text)
            check.walkAskLine = value.line
        case "answer":
            if check.kind == .task {
                self.error(value.line, 1, .detailNotForCheck, "a task has a goal:, not an answer:")
                break
            }
            if check.answer != nil {
                self.error(value.line, 1, .duplicateAnswer, "a check has one answer:")
                break
            }
            check.answer = expectExpression(value)
        case "choice":
            guard check.kind == .question || check.kind == .predict else {
                self.error(value.line, 1, .detailNotForCheck, "only a question or a prediction has choices")
                break
            }
            if value.text.count == 1, value.text.first?.isLetter == true {
                self.error(
                    value.line, value.column, .letterChoice,
                    "a choice's text may not be a single letter: learners answer with the letters a), b), …")
            }
            if check.choices.contains(where: { $0.text.lowercased() == value.text.lowercased() }) {
                self.error(
                    value.line, value.column, .duplicateChoice, "the choice '\(Quote.cut(value.text))' is given twice")
            }
            check.choices.append(value)
        case "mistake":
            let parts = value.text.splitOnce("=>")
            guard let (before, after) = parts else {
                self.error(
                    value.line, value.column, .mistakeSyntax,
                    "write a mistake as 'mistake: EXPRESSION => what to tell the learner'")
                check.hasUnreadMistake = true
                break
            }
            let expression = before.trimmingWhitespace
            let message = after.trimmingWhitespace
            if check.kind == .task {
                self.error(
                    value.line, 1, .detailNotForCheck,
                    "a task has no answer to be mistaken; a common wrong turn belongs in a hint:")
            }
            if message.isEmpty {
                self.error(
                    value.line, value.column, .emptyValue, "mistake: needs the text to tell the learner after =>")
            }
            let located = Located(expression, line: value.line, column: value.column)
            check.mistakes.append(Check.Mistake(value: expectExpression(located), message: message))
        case "round":
            if check.kind == .task { self.error(value.line, 1, .detailNotForCheck, "a task has no answer to round") }
            guard let decimals = Int(value.text), (0...6).contains(decimals) else {
                self.error(
                    value.line, value.column, .badRound,
                    "round: is how many decimals an answer may be rounded to, 0 to 6")
                break
            }
            check.rounding = decimals
        case "goal":
            if check.kind != .task { self.error(value.line, 1, .detailNotForCheck, "only a task has a goal:") }
            check.goal = expectExpression(value)
        case "solution":
            if check.kind != .task { self.error(value.line, 1, .detailNotForCheck, "only a task has a solution:") }
            check.solution.append(value)
        case "route":
            if check.kind != .task { self.error(value.line, 1, .detailNotForCheck, "only a task has routes:") }
            guard let route = Check.Route(value) else {
                self.error(
                    value.line, value.column, .routeSyntax,
                    "write a route as 'route: COMMAND · COMMAND => solves' (or '=> does not solve')")
                break
            }
            check.routes.append(route)
        case "cache":
            guard check.kind == .task else {
                self.error(value.line, 1, .badCache, "only a task takes cache: (a task whose point is 000's cache)")
                break
            }
            guard value.text == "kept" else {
                self.error(
                    value.line, value.column, .badCache,
                    "cache: takes one value, kept (the solution's change leaves 000's cached rows in the picture, and that is the step's point)"
                )
                break
            }
            check.keepsStaleRows = true
        case "hint":
            check.hints.append(value.text)
            check.wordLines.append(value)
        default:  // explain
            check.explanation = [check.explanation, value.text].compactMap { $0 }.joined(separator: " ")
            check.wordLines.append(value)
        }
        step.check = check
    }

    /// A code step's details: `blank:`, `solution:` (the article's code for it, one line),
    /// `mistake: CODE => reply`, `hint:`, `explain:`.
    mutating func parseCodeLine(_ key: String, _ value: Located, _ check: inout Check) {
        switch key {
        case "blank":
            if check.blank != nil {
                self.error(value.line, 1, .duplicateAnswer, "a code step blanks one line or piece: one blank:")
                break
            }
            check.blank = value
        case "solution":
            if !check.solution.isEmpty {
                self.error(value.line, 1, .duplicateAnswer, "a code step has one solution: (the blank's code)")
                break
            }
            check.solution.append(value)
        case "mistake":
            guard let (before, after) = value.text.splitOnce("=>"), !before.trimmingWhitespace.isEmpty else {
                self.error(
                    value.line, value.column, .mistakeSyntax,
                    "write a code step's mistake as 'mistake: CODE => what to tell the learner'")
                break
            }
            let message = after.trimmingWhitespace
            if message.isEmpty {
                self.error(
                    value.line, value.column, .emptyValue, "mistake: needs the text to tell the learner after =>")
            }
            let leading = before.prefix { $0 == " " }.count
            check.codeMistakes.append(
                Check.CodeMistake(
                    code: Located(before.trimmingWhitespace, line: value.line, column: value.column + leading),
                    message: message))
        case "hint":
            check.hints.append(value.text)
            check.wordLines.append(value)
        case "explain":
            check.explanation = [check.explanation, value.text].compactMap { $0 }.joined(separator: " ")
            check.wordLines.append(value)
        case "window":
            // How many lines of the listing the code window shows (4 when not given).
            guard let lines = Int(value.text), Check.codeWindowLines.contains(lines) else {
                self.error(
                    value.line, value.column, .badWindow,
                    "window: is how many lines of the listing the code window shows, a whole number from \(Check.codeWindowLines.lowerBound) to \(Check.codeWindowLines.upperBound)"
                )
                break
            }
            check.codeWindow = lines
        default:
            self.error(
                value.line, 1, .detailNotForCheck,
                "a code step takes blank:, solution:, mistake:, hint:, explain: and window:, not \(key):")
        }
    }

    /// The expression parsed, once, for everything that evaluates it; a parse error reported.
    mutating func expectExpression(_ value: Located) -> LocatedExpression {
        let located = LocatedExpression(value)
        if case .failure(let error) = located.parsed {
            self.error(value.line, value.column + error.column - 1, .expression, error.message)
        }
        return located
    }

    mutating func checkComplete(_ check: Check) {
        switch check.kind {
        case .question, .predict:
            if check.answer == nil {
                self.error(check.line, 1, .missingAnswer, "this \(check.kind.rawValue) needs an answer: expression")
            }
        case .walk:
            if !check.walkStopWritten {
                self.error(check.line, 1, .missingWalk, "this walk needs a stop: (the statement the walk stops at)")
            }
            if check.walkAsk == nil {
                self.error(check.line, 1, .missingWalk, "this walk needs an ask: (a variable's name, or next line)")
            }
        case .exercise:
            if ExerciseCatalog.exercise(id: check.prompt) == nil, !check.prompt.isEmpty {
                let ids = ExerciseCatalog.all.map(\.id)
                self.error(
                    check.line, 1, .unknownExercise,
                    "no exercise '\(Quote.cut(check.prompt))'\(Suggestion.didYouMean(check.prompt, among: ids)) (the exercises: \(ids.joined(separator: ", ")))"
                )
            }
        case .code:
            if check.blank == nil {
                self.error(
                    check.line, 1, .codeStep,
                    "this code step needs a blank: (a line of the layout's listing, or a quoted piece of one)")
            }
            if check.solution.isEmpty {
                self.error(check.line, 1, .missingSolution, "this code step needs a solution: (the code of its blank)")
            }
        case .task:
            if check.goal == nil { self.error(check.line, 1, .missingGoal, "this task needs a goal: expression") }
            if check.solution.isEmpty {
                self.error(
                    check.line, 1, .missingSolution,
                    "this task needs a solution: (one or more commands that reach the goal)")
            }
        }
        if check.choices.count == 1 {
            self.error(check.line, 1, .choiceCount, "a choice question needs at least two choices")
        }
        if check.hints.isEmpty {
            self.warning(check.line, 1, .noHints, "this \(check.kind.rawValue) has no hints; add hint: lines")
        }
    }
}

extension String {
    /// The text before and after the first `separator`, or `nil` when it does not occur.
    func splitOnce(_ separator: String) -> (String, String)? {
        let characters = Array(self)
        let pattern = Array(separator)
        guard characters.count >= pattern.count else { return nil }
        for start in 0...(characters.count - pattern.count)
        where Array(characters[start..<start + pattern.count]) == pattern {
            return (String(characters[..<start]), String(characters[(start + pattern.count)...]))
        }
        return nil
    }

}
