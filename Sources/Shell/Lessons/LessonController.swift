import LabSupport
import LayoutCore
import Lessons
import Rendering
import Workbench

/// A lesson being taken in the shell: which step is open, what the learner has done there,
/// and the progress kept between sessions.
public final class LessonController {
    public let library: LessonLibrary
    let store: ProgressStore

    public private(set) var lesson: Lesson?
    public private(set) var stepIndex = 0
    /// The step's workspace as its setup made it: questions are asked about this one.
    private var stepWorkspace = Workspace()
    private var hintsShown = 0
    /// What the learner had before opening a lesson, given back by `close`.
    private var workspaceBeforeLesson: Workspace?
    /// The step's check has been answered, solved or skipped.
    private var checkDone = false
    /// The steps whose checks have been answered, solved or skipped, this time or before
    /// (`record` adds each one): `goto` does not jump past one that is still open.
    private var doneSteps: Set<Int> = []

    public init(library: LessonLibrary, store: ProgressStore) {
        self.library = library
        self.store = store
    }

    var step: Step? { lesson.map { $0.steps[stepIndex] } }
    var pendingCheck: Check? { checkDone ? nil : step?.check }

    /// A prediction waits: until it is answered, nothing that shows the layout (picture,
    /// frames, trace, SVG, a release) or changes it is allowed (see `Session.run`).
    public var hidesPicture: Bool { pendingCheck?.kind == .predict && !doneSteps.contains(stepIndex) }

    /// A question or prediction waits for an answer (plain input counts as one).
    public var awaitsAnswer: Bool { pendingCheck.map { $0.kind != .task } ?? false }

    /// "flow-basics 2/7> " in a lesson, "layoutlab> " outside one.
    public var prompt: String {
        guard let lesson else { return "layoutlab> " }
        return "\(lesson.id) \(stepIndex + 1)/\(lesson.steps.count)> "
    }

    // MARK: Commands

    func list() -> [String] {
        guard !library.lessons.isEmpty else {
            return ["No lessons found. Give a folder with --lessons DIR or LAYOUTLAB_LESSONS."]
        }
        let loaded = store.load()
        let progress = loaded.progress
        let width = library.lessons.map(\.id.count).max() ?? 0
        // A teacher's file that did not parse is not a lesson, but it should not vanish.
        let notLoaded = Set(library.diagnostics.filter { $0.severity == .error }.map(\.file)).sorted().map {
            "  ✗ \($0) could not be loaded (layoutlab validate \($0) says why)"
        }
        return (loaded.warning.map { ["warning: \($0)"] } ?? []) + ["Lessons (open ID to start or resume):"] + notLoaded
            + library.lessons.map { lesson in
                let state: String
                if let entry = progress[lesson.id], entry.version == lesson.version {
                    state = Self.place(entry, steps: lesson.steps.count)
                } else {
                    state = lesson.steps.count == 1 ? "1 step" : "\(lesson.steps.count) steps"
                }
                let faults = library.problemCounts[lesson.id].map {
                    " — has \($0) problem\($0 == 1 ? "" : "s") (layoutlab validate \(lesson.file))"
                }
                return
                    "  \(lesson.id)\(String(repeating: " ", count: width - lesson.id.count))  \(lesson.title) — \(state)\(faults ?? "")"
            }
    }

    func open(_ name: String, session: Session) throws(CommandError) -> [String] {
        let lesson: Lesson
        if let found = library.lesson(id: name) {
            lesson = found
        } else if name.contains("/") || name.hasSuffix(".lesson") {
            let text: String
            switch LessonLibrary.read(name) {
            case .success(let read): text = read
            case .failure(let problem):
                throw CommandError("\(problem.file):\(problem.line):\(problem.column): \(problem.message)")
            }
            let parsed = LessonParser.parse(text, file: name)
            guard let parsedLesson = parsed.lesson else {
                let first = parsed.diagnostics.first { $0.severity == .error }
                throw CommandError(
                    "\(name) has problems; layoutlab validate \(name) lists them (first: \(first.map(\.description) ?? "?"))"
                )
            }
            lesson = parsedLesson
        } else {
            let ids = library.lessons.map(\.id)
            throw CommandError("no lesson '\(name)'\(Suggestion.didYouMean(name, among: ids)) (lessons lists them)")
        }
        if self.lesson == nil { workspaceBeforeLesson = session.workspace }
        self.lesson = lesson
        doneSteps = []
        var notes: [String] = []
        if let count = library.problemCounts[lesson.id] {
            notes.append(
                "warning: this lesson has \(count) problem\(count == 1 ? "" : "s") for its author to fix (layoutlab validate \(lesson.file)); some of its checks may not work"
            )
        }
        let saved = store.load()
        if let warning = saved.warning { notes.append("warning: \(warning)") }
        var start = 0
        if let entry = saved.progress[lesson.id] {
            // Checks answered before stay answered: next and goto may pass them again.
            if entry.version == lesson.version { doneSteps = Set(entry.results.keys) }
            if entry.version != lesson.version {
                notes.append(
                    "This lesson has changed since you last took it (version \(entry.version) → \(lesson.version)), so it starts from the beginning."
                )
                save { $0 = LessonProgress(version: lesson.version) }
            } else if entry.completed {
                notes.append("You have finished this lesson before; here it is again from the start.")
                // Still finished: going through it again does not take that away.
                save { $0 = LessonProgress(version: lesson.version, completed: true, results: entry.results) }
            } else if entry.step > 0, entry.step < lesson.steps.count {
                start = entry.step
                notes.append("Welcome back: resuming at step \(start + 1). (restart starts over.)")
            }
        }
        let heading = lesson.summary.isEmpty ? lesson.title : "\(lesson.title) — \(lesson.summary)"
        return [heading] + notes + ["(close leaves the lesson and brings back your own layout.)", ""]
            + enter(start, session: session)
    }

    /// Leaves the lesson; the learner's own workspace from before it comes back.
    func close(session: Session) throws(CommandError) -> [String] {
        let lesson = try current()
        self.lesson = nil
        if let saved = workspaceBeforeLesson { session.load(saved) }
        workspaceBeforeLesson = nil
        return ["Closed \(lesson.title); your progress is kept (open \(lesson.id) resumes it)."]
    }

    func next(session: Session) throws(CommandError) -> [String] {
        let lesson = try current()
        if let check = pendingCheck, !doneSteps.contains(stepIndex) {
            throw CommandError(
                "this step waits for you to \(Self.waitingFor(check)) first (hint helps\(lesson.skipAllowed ? ", skip moves on" : ""))"
            )
        }
        guard stepIndex + 1 < lesson.steps.count else {
            save {
                $0?.completed = true; $0?.step = lesson.steps.count - 1
            }
            _ = try close(session: session)
            return ["You have finished \(lesson.title). Your own layout is back; lessons shows what else there is."]
        }
        return enter(stepIndex + 1, session: session)
    }

    func back(session: Session) throws(CommandError) -> [String] {
        _ = try current()
        guard stepIndex > 0 else { throw CommandError("this is the first step") }
        return enter(stepIndex - 1, session: session)
    }

    func goto(_ number: Int, session: Session) throws(CommandError) -> [String] {
        let lesson = try current()
        guard (1...lesson.steps.count).contains(number) else {
            throw CommandError("no step \(number); this lesson has steps 1 to \(lesson.steps.count)")
        }
        // Back to any step; forward only past steps whose checks are done (this time or
        // before), so goto is no way round them.
        if number - 1 > stepIndex,
            let open = (stepIndex..<(number - 1)).first(where: {
                lesson.steps[$0].check != nil && !doneSteps.contains($0)
            }),
            let check = lesson.steps[open].check
        {
            throw CommandError(
                "step \(open + 1) waits for you to \(Self.waitingFor(check)) first; goto goes back to any step, and forward only past steps you have done\(lesson.skipAllowed ? " (skip moves on)" : "")"
            )
        }
        return enter(number - 1, session: session)
    }

    /// `restart` was typed once: the next command decides (restart again does it).
    var restartAsked = false

    /// Clears the lesson's answers and starts over, once asked twice in a row: answers are
    /// the learner's work, and one mistyped word should not throw them away.
    func restart(session: Session) throws(CommandError) -> [String] {
        let lesson = try current()
        guard restartAsked else {
            restartAsked = true
            return ["This clears your answers in \(lesson.title) and starts at step 1; type restart again to do it."]
        }
        restartAsked = false
        save { $0 = LessonProgress(version: lesson.version) }
        doneSteps = []
        return ["Starting \(lesson.title) over."] + enter(0, session: session)
    }

    func hint() throws(CommandError) -> [String] {
        _ = try current()
        guard let check = pendingCheck else {
            throw CommandError("nothing to hint at: this step has no open question or task")
        }
        guard !check.hints.isEmpty else { return ["No hints for this one, sorry."] }
        guard hintsShown < check.hints.count else {
            return [
                "That was the last hint (\(check.hints.count) of \(check.hints.count)).\(lesson?.skipAllowed == true ? " skip shows the answer." : "")"
            ]
        }
        let index = hintsShown
        hintsShown += 1
        let more = hintsShown < check.hints.count ? " (hint again for another)" : ""
        return ["Hint \(index + 1) of \(check.hints.count): \(check.hints[index])\(more)"]
    }

    func skip(session: Session) throws(CommandError) -> [String] {
        let lesson = try current()
        guard lesson.skipAllowed else { throw CommandError("this lesson does not allow skipping; hint can help") }
        guard let check = pendingCheck else { throw CommandError("nothing to skip here; next goes on") }
        checkDone = true
        record("skipped")
        var lines = ["Skipped."]
        if let answer = check.answer, let value = try? Evaluator.evaluate(answer.text, LayoutFacts(stepWorkspace)) {
            lines.append("The answer was \(value).")
        }
        if check.kind == .task, !check.solution.isEmpty {
            lines.append("One way to do it: " + check.solution.map(\.text).joined(separator: " · "))
        }
        if let explanation = check.explanation { lines.append(explanation) }
        if check.kind == .predict { lines += picture(of: stepWorkspace, session) }
        return lines + [nextLine()]
    }

    func answer(_ typed: String, session: Session) throws(CommandError) -> [String] {
        _ = try current()
        guard let check = pendingCheck else { throw CommandError("there is no question waiting for an answer here") }
        guard check.kind != .task else {
            throw CommandError("this step is a task: change the layout with commands until the goal holds")
        }
        guard let answer = check.answer else { return [] }
        let facts = LayoutFacts(stepWorkspace)
        let right: Value
        do {
            right = try Evaluator.evaluate(answer.text, facts)
        } catch {
            throw CommandError("this question's answer cannot be computed (\(error.message)); please report the lesson")
        }
        var given = Answer.value(of: typed)
        if !check.choices.isEmpty {
            if let chosen = choice(typed, check.choices) {
                given = Answer.value(of: chosen)
            } else if typed.count == 1, typed.first?.isLetter == true {
                let letters = "abcdefghijklmnopqrstuvwxyz".prefix(check.choices.count).map(String.init)
                throw CommandError("choose \(letters.dropLast().joined(separator: ", ")) or \(letters.last ?? "a")")
            }
        }
        if Answer.same(given, right) {
            checkDone = true
            record("correct")
            var lines = ["Right: \(right)."]
            if let explanation = check.explanation { lines.append(explanation) }
            if check.kind == .predict { lines += picture(of: stepWorkspace, session) }
            return lines + [nextLine()]
        }
        var lines = ["Not quite: \(typed) is not it."]
        for mistake in check.mistakes {
            if let wrong = try? Evaluator.evaluate(mistake.value.text, facts), Answer.same(given, wrong) {
                lines = ["Not quite: \(mistake.message)"]
                break
            }
        }
        if case .number(let value) = right, check.choices.isEmpty {
            if case .text = given {
                lines.append("The answer is a number.")
            } else if case .number(let number) = given, value == value.rounded(), number != number.rounded() {
                lines.append("The answer is a whole number.")
            }
        }
        lines.append(check.hints.isEmpty ? "Try again." : "Try again, or type hint.")
        return lines
    }

    /// Called after every command that changed the workspace: is the task's goal reached?
    func afterChange(session: Session) -> [String] {
        guard let check = pendingCheck, check.kind == .task, let goal = check.goal else { return [] }
        guard case .bool(true)? = try? Evaluator.evaluate(goal.text, LayoutFacts(session.workspace)) else { return [] }
        checkDone = true
        record("solved")
        return ["✓ Task done."] + (check.explanation.map { [$0] } ?? []) + [nextLine()]
    }

    func progressLines() -> [String] {
        let saved = store.load()
        var lines = saved.warning.map { ["warning: \($0)"] } ?? []
        // What could not be saved is not in the file: say so rather than show stale progress.
        lines += unsaved.map { "note: \($0), so this session's steps are missing below" }
        if saved.progress.isEmpty { return lines + ["No progress yet: lessons lists what there is to learn."] }
        for id in saved.progress.keys.sorted() {
            let entry = saved.progress[id]!
            let place = Self.place(entry, steps: library.lesson(id: id)?.steps.count)
            let counts = Dictionary(grouping: entry.results.values, by: { $0 }).mapValues(\.count)
            let summary = counts.keys.sorted().map { "\(counts[$0]!) \($0)" }.joined(separator: ", ")
            lines.append("  \(id): \(place)\(summary.isEmpty ? "" : " — \(summary)")")
        }
        return ["Progress:"] + lines
    }

    // MARK: Steps

    private func current() throws(CommandError) -> Lesson {
        guard let lesson else { throw CommandError("no lesson is open; lessons lists them, open ID starts one") }
        return lesson
    }

    /// Opens step `index`: sets its workspace up and shows it.
    private func enter(_ index: Int, session: Session) -> [String] {
        guard let lesson else { return [] }
        stepIndex = index
        hintsShown = 0
        checkDone = false
        let step = lesson.steps[index]
        var workspace = Workspace()
        var problems: [String] = []
        for command in step.setup {
            do {
                try StepScript.run(command.text, on: &workspace)
            } catch {
                problems.append("warning: this step's setup failed at '\(command.text)': \(error)")
            }
        }
        stepWorkspace = workspace
        session.load(workspace)
        save { entry in
            if entry == nil { entry = LessonProgress(version: lesson.version) }
            entry?.step = index
        }
        var lines = Self.stepText(lesson, index, width: session.renderOptions.maxColumns) + Self.setupText(step)
        lines += problems
        // A step with nothing set up (a summing-up, say) has no picture worth drawing; a
        // prediction keeps it back until answered (once answered, it is shown on a visit).
        let answeredBefore = doneSteps.contains(index)
        if step.check?.kind != .predict || answeredBefore, !step.setup.isEmpty {
            lines += picture(of: workspace, session)
        }
        if let check = step.check {
            lines += Self.checkText(check, answeredBefore: answeredBefore)
            if answeredBefore {
                lines.append("(You have done this one before: try it again if you like, or next goes on.)")
            }
            if check.kind == .task,
                case .bool(true)? = try? Evaluator.evaluate(check.goal?.text ?? "", LayoutFacts(workspace))
            {
                lines += afterChange(session: session)
            }
        } else {
            lines.append(
                index + 1 < lesson.steps.count ? "(next goes on)" : "(That is the last step: next finishes the lesson.)"
            )
        }
        return lines
    }

    /// The heading and prose of a step, for the shell and for `demo`. Given a width (a
    /// terminal's), prose with lines wider than that is reflowed to fit, paragraph by
    /// paragraph; otherwise it keeps the author's line breaks.
    public static func stepText(_ lesson: Lesson, _ index: Int, width: Int? = nil) -> [String] {
        let step = lesson.steps[index]
        var heading = "── Step \(index + 1) of \(lesson.steps.count): \(step.title) ──"
        // Too wide for the window, it loses its closing rule rather than wrap it alone.
        if let width, DisplayWidth.of(heading) > width { heading.removeLast(3) }
        var prose = step.prose
        if let width, prose.contains(where: { DisplayWidth.of($0) > width }) {
            prose = TextWrap.reflow(prose, width: width)
        }
        return prose.isEmpty ? [heading] : [heading, ""] + prose + [""]
    }

    /// The commands a step's layout was set up with: what a prediction is made from when
    /// its picture is hidden.
    public static func setupText(_ step: Step) -> [String] {
        step.setup.isEmpty ? [] : ["Set up with: " + step.setup.map(\.text).joined(separator: " · ")]
    }

    /// What the check asks, and how to answer it.
    public static func checkText(_ check: Check, answeredBefore: Bool = false) -> [String] {
        var lines: [String] = [""]
        switch check.kind {
        case .question: lines.append("Question: \(check.prompt)")
        case .predict where answeredBefore: lines.append("Predict: \(check.prompt)")
        case .predict: lines.append("Predict (the picture is hidden until you answer): \(check.prompt)")
        case .task: lines.append("Task: \(check.prompt)")
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for (number, choice) in check.choices.enumerated() where number < letters.count {
            lines.append("  \(letters[number])) \(choice.text)")
        }
        switch check.kind {
        case .task: lines.append("(Change the layout with commands; I will tell you when the goal holds. hint helps.)")
        default: lines.append("(Type your answer, or hint.)")
        }
        return lines
    }

    /// The step's picture: drawn by the session's own engine when the session shows the step's
    /// workspace, so that its cache starts where a view on screen would (the next change then
    /// goes through updateCache, as in SwiftUI).
    private func picture(of workspace: Workspace, _ session: Session) -> [String] {
        workspace == session.workspace ? session.picture() : session.picture(of: workspace)
    }

    private func nextLine() -> String {
        guard let lesson else { return "" }
        return stepIndex + 1 < lesson.steps.count
            ? "next goes on." : "That was the last step: next finishes the lesson."
    }

    private func choice(_ typed: String, _ choices: [Located]) -> String? {
        let trimmed = typed.lowercased().filter { !$0.isWhitespace && $0 != ")" }
        guard trimmed.count == 1, let letter = trimmed.first,
            let offset = "abcdefghijklmnopqrstuvwxyz".firstIndex(of: letter)
        else { return nil }
        let number = "abcdefghijklmnopqrstuvwxyz".distance(from: "abcdefghijklmnopqrstuvwxyz".startIndex, to: offset)
        return number < choices.count ? choices[number].text : nil
    }

    /// Keeps the outcome of the step's check. A skip never replaces a right answer or a
    /// solved task from before, and a prediction made again with its picture in view (a
    /// step done before) does not count as one made blind.
    private func record(_ outcome: String) {
        let index = stepIndex
        let predictionInView = step?.check?.kind == .predict && doneSteps.contains(index)
        doneSteps.insert(index)
        save { entry in
            guard let earlier = entry?.results[index] else {
                entry?.results[index] = outcome
                return
            }
            if outcome == "skipped" && earlier != "skipped" || predictionInView { return }
            entry?.results[index] = outcome
        }
    }

    /// "done" or "at step 3 of 7" (never past the last step: a hand-edited file may say 301).
    private static func place(_ entry: LessonProgress, steps: Int?) -> String {
        guard !entry.completed else { return "done" }
        guard let steps else { return "at step \(entry.step + 1)" }
        return "at step \(min(entry.step, steps - 1) + 1) of \(steps)"
    }

    private static func waitingFor(_ check: Check) -> String {
        check.kind == .task ? "finish the task" : "answer"
    }

    private var saveNotice: SaveNotice?

    private func save(_ change: (inout LessonProgress?) -> Void) {
        guard let lesson else { return }
        saveNotice = store.update(lesson.id) { entry in
            if entry == nil || entry?.version != lesson.version { entry = LessonProgress(version: lesson.version) }
            change(&entry)
        }
        if case .notSaved(let message) = saveNotice, !unsaved.contains(message) { unsaved.append(message) }
    }

    /// Why saves failed this session, each reason once: `progress` says its list is short.
    private var unsaved: [String] = []
    /// Notices already shown: the same one is not repeated after every answer.
    private var noticesShown: [String] = []

    /// What the last save had to say, taken once, and only if it is news.
    func takeSaveWarning() -> String? {
        defer { saveNotice = nil }
        guard let message = saveNotice?.message, !noticesShown.contains(message) else { return nil }
        noticesShown.append(message)
        return message
    }
}
