import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// Puts a lesson's happenings into the words the learner reads, for the shell and `demo`
/// alike. `picture` draws a workspace (the shell draws the one it shows with its own engine)
/// in the lines it is given, when it is given a number: a step's picture gets what its text
/// leaves of the window, so that the question is read with the prose it needs.
public struct LessonPresenter {
    /// The window's width, to reflow prose wider than it; `nil` keeps the author's lines.
    public var width: Int?
    /// The window's height, to fit a step in; `nil` for no limit.
    public var height: Int?
    public var picture: (Workspace, _ lines: Int?) -> [String]
    /// A workspace drawn from a new cache, whatever the shell's holds (the layout run afresh
    /// beside a stale picture); `picture` when not given.
    public var freshPicture: ((Workspace) -> [String])?
    /// How a walk check's screen is drawn (ASCII, colour): the window's width is `width`'s.
    public var options = RenderOptions()

    public init(width: Int?, height: Int? = nil, picture: @escaping (Workspace, _ lines: Int?) -> [String]) {
        self.width = width
        self.height = height
        self.picture = picture
    }

    public func lines(_ reply: LessonReply) -> [String] {
        var said: [String] = []
        for happening in reply.happenings {
            // A step entered after other lines (the lesson's heading on open) has that much less
            // room for its picture: a scrolling collection is drawn smaller to keep them on screen.
            if case .entered(let entry) = happening {
                let used = TextWrap.fit(said, width: width).count
                said += entryLines(entry, workspace: reply.load ?? Workspace(), linesAbove: used)
            } else {
                said += lines(happening, loaded: reply.load)
            }
        }
        return said
    }

    private func lines(_ happening: LessonHappening, loaded: Workspace?) -> [String] {
        switch happening {
        case .listed(let listing): return Self.listingLines(listing)
        case .opened(let lesson, let notes):
            let heading = lesson.summary.isEmpty ? lesson.title : "\(lesson.title) — \(lesson.summary)"
            // No blank line before the step: its heading is rule enough, and the line is the
            // picture's (step 1 must fit the window with the title above it).
            return [heading] + notes.map(Self.noteLine) + ["(close leaves the lesson and brings back your own layout.)"]
        case .entered(let entry): return entryLines(entry, workspace: loaded ?? Workspace())
        case .closed(let lesson):
            return ["Closed \(lesson.title); your progress is kept (open \(lesson.id) resumes it)."]
        case .finished(let recap): return Self.recapLines(recap)
        case .restartAsked(let lesson):
            return ["This clears your answers in \(lesson.title) and starts at step 1; type restart again to do it."]
        case .restarted(let lesson): return ["Starting \(lesson.title) over."]
        case .previewClosed(let lesson):
            return ["Closed the preview of \(lesson.title); nothing was saved. Your own layout is back."]
        case .resetAsked(let title):
            return [
                "This forgets your answers and your place in \(VisibleText.of(title)); type the same reset again to do it."
            ]
        // A lesson gone from the library is named by its id in the progress file, as it is there.
        case .reset(let title): return ["Forgot your progress in \(VisibleText.of(title))."]
        case .nothingToReset(let title): return ["You have no progress in \(VisibleText.of(title)) to forget."]
        case .warning(let warning): return ["warning: \(warning)"]
        case .answered(.right(let value, let explanation, let revealed)):
            return ["Right: \(value)."] + (explanation.map { [$0] } ?? []) + (revealed.map { picture($0, nil) } ?? [])
        case .answered(.wrong(let typed, _, .moreDecimals(let decimals), _)):
            return [
                "Close: \(typed) is it, less exactly than asked. Give it to \(decimals == 1 ? "one decimal place" : "\(decimals) decimal places")."
            ]
        case .answered(.wrong(let typed, let mistake, let expected, let hasHints)):
            var lines = [mistake.map { "Not quite. \($0)" } ?? "Not quite: \(typed) is not it."]
            if expected == .wholeNumber { lines.append("The answer is a whole number.") }
            if expected == .notWholeNumber { lines.append("The answer is not a whole number.") }
            return lines + [hasHints ? "Try again, or type hint." : "Try again."]
        case .answered(.unreadable(let answer, let hasHints, let canSkip)):
            // Not knowing is no mistake: said so, with the ways on.
            if answer.reason == .unsure {
                let ways = [hasHints ? "hint gives a clue" : nil, canSkip ? "skip shows the answer" : nil].compactMap {
                    $0
                }
                return [
                    "No need to guess"
                        + (ways.isEmpty
                            ? ": take another look, and try again." : ": \(ways.joined(separator: ", and ")).")
                ]
            }
            return [answer.message, hasHints ? "Try again, or type hint." : "Try again."]
        case .codeTried(let tried): return codeLines(tried)
        case .solved(let explanation): return ["✓ Task done."] + (explanation.map { [$0] } ?? [])
        case .exerciseDone(let id, let explanation):
            return ["✓ Your \(id) exercise passed check: this step is done."] + (explanation.map { [$0] } ?? [])
        case .exercisePassedBefore(let id):
            let credit = ExerciseCatalog.exercise(id: id)?.referenceCredit ?? "the reference"
            return ["✓ Your \(id) exercise has passed check already: this step is done (source shows \(credit))."]
        case .solvedUnderStalePicture(let fresh):
            return [
                "The goal holds for the layout run afresh (above: the rows the cache kept). Run afresh, it is:"
            ] + (freshPicture?(fresh) ?? picture(fresh, nil))
        case .ruleBroken(let why): return ["note: this task wants \(why)."]
        case .goalNotChecked(let reason):
            return ["note: the goal is not checked with the layout as it is now (\(reason))"]
        case .skipped(let skip):
            var lines = ["Skipped."]
            if let answer = skip.answer { lines.append("The answer was \(answer).") }
            if let why = skip.unanswered { lines.append("No answer to give: \(why).") }
            if let code = skip.code {
                lines.append("The reference's line (\(skip.codeCredit)): \(code)")
            }
            if !skip.solution.isEmpty {
                lines.append("The lesson's solution: " + skip.solution.joined(separator: " · "))
            }
            if let explanation = skip.explanation { lines.append(explanation) }
            return lines + (skip.revealsPicture.map { picture($0, nil) } ?? [])
        case .hint(let text, let number, let count):
            return ["Hint \(number) of \(count): \(text)\(number < count ? " (hint again for another)" : "")"]
        case .noHints: return ["No hints for this one, sorry."]
        case .goalNotYet(let why?): return ["Not yet: \(why)."]
        case .goalNotYet(nil):
            return ["Not yet: the goal does not hold for the layout as it is (its parts cannot be told apart here)."]
        case .goalHolds: return ["The goal holds: this task is done."]
        case .reloaded(let lesson, let step, let problems):
            let said =
                problems.isEmpty
                ? [] : ["validate finds \(Plural.count(problems.count, "problem")):"] + problems
            return ["Reloaded \(VisibleText.of(lesson.file)): \(lesson.steps.count) steps; at step \(step + 1)."] + said
        case .reloadRefused(let file, let problems):
            return [
                "\(VisibleText.of(file)) has \(Plural.count(problems.count, "problem")); the lesson as it was stays open:"
            ] + problems
        case .hintsUsedUp(let count, let canSkip):
            return ["That was the last hint (\(count) of \(count)).\(canSkip ? " skip shows the answer." : "")"]
        case .progress(let report): return Self.progressLines(report)
        case .reprinted(let entry, let done):
            // The step's own layout, as its setup makes it (the status line of a hidden picture
            // said the learner's own, or an empty one's).
            guard done else { return entryLines(entry, workspace: StepScript.setUp(entry.step.setup).workspace) }
            // Answered already: the question without the invitation to answer it.
            let check =
                entry.step.check.map { Self.checkText($0, step: entry.step, in: entry.lesson, width: width).dropLast() }
                ?? []
            return Self.stepText(entry.lesson, entry.index, width: width) + Self.setupText(entry.step) + check + [
                entry.index + 1 < entry.lesson.steps.count
                    ? "(Done: next goes on.)" : "(Done: next finishes the lesson.)"
            ]
        case .goOn(let isLast): return [isLast ? "That was the last step: next finishes the lesson." : "next goes on."]
        }
    }

    /// A code step's line, tried: the verdict (or, for `try`, what it did), the pictures where
    /// it parts from the reference's (the article's, SwiftUI-Flow's, OpenSwiftUI's), the
    /// compiler's words where it does not compile.
    private func codeLines(_ tried: CodeTry) -> [String] {
        var options = self.options
        options.maxColumns = width
        let again = tried.hasHints ? "Try again, or type hint." : "Try again."
        switch tried.outcome {
        case .right(let count):
            guard tried.judged else {
                let whose = tried.onYourItems ? "your items" : "the step's items"
                return ["With your line \(whose) land as the reference places them:"]
                    + picture(tried.workspace, nil) + ["(walk tried steps through it, your line included.)"]
            }
            // Written otherwise and right on every case: right, plainly, and the reference's own
            // writing beside it. (The cases are chosen to tell every known slip apart; a line
            // they cannot tell from the reference's is not called different without a case.)
            let otherwise =
                tried.referenceCode.map { ["The reference writes it (\(tried.referenceCredit)): `\($0)`."] } ?? []
            return ["Right: with your line the layout places all \(count) cases as the reference does."]
                + otherwise + (tried.explanation.map { [$0] } ?? [])
        case .interrupted:
            return [
                "Stopped by Ctrl-C while your line was compiled or run; nothing was decided (type it again to finish)."
            ]
        case .doesNotCompile(let lines):
            let opening = tried.mistake.map { "Not quite. \($0)" } ?? "That line does not compile:"
            // Errors only outside the typed line: its shape broke the listing's (an `if` left
            // without its `{`, a block closed too soon).
            let shape =
                lines.allSatisfy { !$0.hasPrefix("your code") } && tried.blankOpensBlock
                ? [
                    "The line opens a block, as the listing's does: end it with {, and keep the rest of the line's shape."
                ]
                : []
            return [opening] + lines.map { "  " + $0 } + shape + (tried.judged ? [again] : [])
        case .wrong(let failure):
            let report = CheckReport.codeStepLines(
                failure, blankLine: tried.blankLine, onTheStep: tried.onTheStep, options: options)
            if failure.problem == .interrupted { return report }
            guard tried.judged else {
                return [
                    "With your line the layout parts from the reference\(tried.onTheStep ? (tried.onYourItems ? " on your items" : " on the step's items") : "") (nothing is judged):"
                ] + report + ["(walk tried steps through it, your line included.)"]
            }
            // A slip matched by what it does is named: its reply speaks of its own code.
            let like = tried.likeMistake.map { "On these cases your line does what `\($0)` does: " } ?? ""
            let opening =
                tried.mistake.map { "Not quite. \(like)\($0)" }
                ?? "Not quite: with your line the layout parts from the reference\(tried.onTheStep ? (tried.onYourItems ? " on your items" : " on the step's own items") : "")."
            return [opening] + report + [again + " walk tried steps through your line."]
        }
    }

    /// Said when the shell ends with a lesson open (Ctrl-D, quit): where it was left, whether
    /// the progress was kept, and how to come back (by id, or by its file when it was opened
    /// from one that is not among the lessons).
    public static func farewell(_ lesson: Lesson, step: Int, saved: Bool, byID: Bool) -> String {
        let resume = reopening(lesson, byID: byID)
        return saved
            ? "Leaving \(lesson.title) at step \(step + 1); your progress is kept (\(resume) resumes it)."
            : "Leaving \(lesson.title) at step \(step + 1); your progress could not be saved (progress says why)."
    }

    /// The command that opens the lesson again: by id, or by its file when it was opened from
    /// one that is not among the lessons (quoted if its path has a space).
    static func reopening(_ lesson: Lesson, byID: Bool) -> String {
        byID ? "open \(lesson.id)" : "open \(quotedIfSpaced(VisibleText.of(lesson.file)))"
    }

    static func quotedIfSpaced(_ path: String) -> String { path.contains(" ") ? "\"\(path)\"" : path }

    /// The end of a lesson: how each check went, the steps to come back to, the exercises to
    /// write, the next lesson.
    static func recapLines(_ recap: LessonRecap) -> [String] {
        let lesson = recap.lesson
        let checks = lesson.steps.filter { $0.check != nil }.count
        var lines = ["You have finished \(lesson.title)."]
        if let counts = resultSummary(recap.results, checks: checks) { lines.append(counts + ".") }
        // Each step done with a slip, with help or skipped, by number and by what it asked.
        let again = recap.results.keys.sorted().compactMap { index -> String? in
            guard let result = recap.results[index], lesson.steps.indices.contains(index), !result.isFirstTry,
                let check = lesson.steps[index].check
            else { return nil }
            let how =
                result.outcome == .skipped ? "skipped" : result.tookHelp ? "with help" : "after a wrong try"
            return
                "  step \(index + 1) (\(how)): \(check.kind == .exercise ? "the exercise \(check.prompt)" : check.prompt)"
        }
        // The lesson has closed: goto alone would find none open.
        if !again.isEmpty {
            lines += ["Worth coming back to (\(reopening(lesson, byID: recap.opensByID)), then goto N):"] + again
        }
        for exercise in recap.exercisesToDo {
            if let file = exercise.file {
                lines.append(
                    "Your exercise \(exercise.id), when you are ready: check \(quotedIfSpaced(VisibleText.of(file))).")
            } else {
                lines.append(
                    "Your exercise, when you are ready: exercise start \(exercise.id), then check \(exercise.id).swift."
                )
            }
        }
        if let next = recap.next {
            lines.append("Next: open \(next.id) — \(next.title).")
        } else {
            lines.append("You have finished every lesson; lessons lists them all.")
        }
        lines.append("Your own layout is back.")
        return lines
    }

    private static func noteLine(_ note: OpeningNote) -> String {
        switch note {
        case .hasProblems(let count, let file):
            "warning: this lesson has \(Plural.count(count, "problem")) for its author to fix (layoutlab validate \(VisibleText.of(file))); some of its checks may not work"
        case .warning(let warning): "warning: \(warning)"
        case .changedVersion(let old, let new):
            "This lesson has changed since you last took it (version \(old) → \(new)), so it starts from the beginning."
        case .finishedBefore: "You have finished this lesson before; here it is again from the start."
        case .welcomeBack(let step): "Welcome back: resuming at step \(step). (restart starts over.)"
        case .preview:
            "Preview, for teachers: next and goto reach any step, skip works everywhere, answers are checked, and nothing is saved."
        }
    }

    private func entryLines(_ entry: StepEntry, workspace: Workspace, linesAbove: Int = 0) -> [String] {
        var text = Self.stepText(entry.lesson, entry.index, width: width) + Self.setupText(entry.step)
        text += entry.setupFailures.map { "warning: this step's setup failed at '\($0.command)': \($0.message)" }
        var after: [String] = []
        if let check = entry.step.check {
            // A prediction made before is made again with the picture hidden: a learner who
            // comes back to practise would otherwise read the answer off it.
            let revealed = entry.doneBefore && check.kind != .predict
            after += Self.checkText(check, answeredBefore: revealed, step: entry.step, in: entry.lesson, width: width)
            if entry.doneBefore {
                after.append("(You have done this one before: try it again if you like, or next goes on.)")
            }
        } else {
            after.append(
                entry.index + 1 < entry.lesson.steps.count
                    ? "(next goes on)" : "(That is the last step: next finishes the lesson.)")
        }
        // A hidden picture's status line, in a way: what the prediction is made from.
        if !entry.showsPicture, entry.step.hasPicture {
            text.append(
                SettingsLine.line(
                    layout: workspace.configuration, proposal: workspace.proposal, collection: workspace.collection,
                    withheld: AnswerSecrets.withheld(by: entry.step.check)))
        }
        guard entry.showsPicture else { return text + after }
        // What the text leaves of the window, less the prompt's line.
        let room = height.map { $0 - 1 - linesAbove - TextWrap.fit(text + after, width: width).count }
        if let question = entry.step.check?.walk {
            var options = self.options
            options.maxColumns = width
            // The walk stopped where the question asks, in place of the step's picture.
            switch Result(catching: { () throws(WalkQuestionError) in
                try question.screen(workspace, yours: entry.yours, options: options, height: max(room ?? 18, 8))
            }) {
            case .success(let screen): return text + screen + after
            // The learner's own file not seen yet, or not walkable now: said where the walk would be.
            case .failure(let error) where question.stop.yours: return text + ["(\(error.message))"] + after
            case .failure: break
            }
        }
        return text + picture(workspace, room) + after
    }
}
