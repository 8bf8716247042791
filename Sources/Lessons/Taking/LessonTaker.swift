import LabSupport
import LayoutCore
import Rendering
import Workbench

/// A lesson being taken: which step is open, what the learner has done there, and the
/// progress kept between sessions. A state machine: it takes `LessonEvent`s and answers with
/// `LessonHappening`s, which a presenter puts into words; it knows nothing of terminals.
public final class LessonTaker {
    public let library: LessonLibrary
    public let store: ProgressStore

    public private(set) var lesson: Lesson?
    public private(set) var stepIndex = 0
    /// The step's workspace as its setup made it: questions are asked about this one.
    private var stepWorkspace = Workspace()
    private var hintsShown = 0
    /// Wrong answers to the open check, and the first of them.
    private var wrongAnswers = 0
    private var firstWrongAnswer: String?
    /// What was tried at each step of this lesson in this session, so that leaving a step and
    /// coming back does not make a first try of it again.
    private var attempts: [Int: (wrong: Int, hints: Int, firstWrong: String?)] = [:]
    /// What the learner had before opening a lesson, given back by `close`.
    private var workspaceBeforeLesson: Workspace?
    /// The step's check has been answered, solved or skipped.
    private var checkDone = false
    /// Why the task's goal could not be worked out after the last change, once said (said
    /// again only when the reason changes).
    private var goalProblemSaid: String?
    /// The parts of a task's goal that held when its step opened, and which of them are broken.
    private var taskRules = TaskRules(goal: nil, start: Workspace())
    /// The steps whose checks have been answered, solved or skipped, this time or before
    /// (`record` adds each one): `goto` does not jump past one that is still open.
    private var doneSteps: Set<Int> = []
    /// What a `restart` or `reset` typed once asks to do: the next line decides (the same
    /// command again does it).
    private var confirming: LessonCommand?
    /// A `restart` or `reset` waits to be typed again.
    public var awaitsConfirmation: Bool { confirming != nil }
    /// Teacher mode (`preview`): every step reachable, the learner's progress untouched.
    public private(set) var isPreview = false

    public init(library: LessonLibrary, store: ProgressStore) {
        self.library = library
        self.store = store
    }

    var step: Step? { lesson.map { $0.steps[stepIndex] } }
    var pendingCheck: Check? { checkDone ? nil : step?.check }

    /// A prediction waits: until it is answered, nothing that shows the layout (picture,
    /// frames, trace, SVG, a release) or changes it is allowed.
    public var hidesPicture: Bool { pendingCheck?.kind == .predict && !doneSteps.contains(stepIndex) }

    /// A question or prediction waits for an answer (plain input counts as one).
    public var awaitsAnswer: Bool { pendingCheck.map { $0.kind == .question || $0.kind == .predict } ?? false }

    /// What the open step's check waits for, if it waits: an answer, commands, or Swift.
    public var waitingCheck: Check.Kind? { pendingCheck?.kind }

    /// What the step's picture must not state while its question waits (see `AnswerSecrets`).
    public var withheld: Set<PictureDetail> { AnswerSecrets.withheld(by: pendingCheck) }

    /// "flow-basics 2/7> " in a lesson ("flow-basics 2/7 preview> " in teacher mode),
    /// "layoutlab> " outside one.
    public var prompt: String {
        guard let lesson else { return "layoutlab> " }
        return "\(lesson.id) \(stepIndex + 1)/\(lesson.steps.count)\(isPreview ? " preview" : "")> "
    }

    /// Takes one event. Any event but the command being confirmed ends the asking, a refused
    /// one too.
    public func handle(_ event: LessonEvent) throws(LessonError) -> LessonReply {
        switch event {
        case .command(let command, let current):
            let asked = confirming
            confirming = nil
            return try handle(command, current: current, confirmed: Self.confirms(command, asked))
        case .changed(let workspace, let stale):
            confirming = nil
            return LessonReply(afterChange(workspace, pictureIsStale: stale))
        case .otherLine:
            confirming = nil
            return LessonReply()
        case .exercisePassed(let id):
            confirming = nil
            guard let check = pendingCheck, check.kind == .exercise, check.prompt.lowercased() == id.lowercased() else {
                return LessonReply()
            }
            checkDone = true
            // Passed after `source --solution` showed the reference: done, with help.
            let sawSolution = store.exercises()[id.lowercased()]?.sawSolution == true
            record(StepResult(.solved, hintsSeen: hintsShown, sawAnswer: sawSolution))
            return LessonReply([.solved(explanation: check.explanation), goOn])
        }
    }

    /// Whether `command` is the one that was asked to be typed again: the same `restart`, or
    /// a `reset` of the same lesson (its id in any case).
    private static func confirms(_ command: LessonCommand, _ asked: LessonCommand?) -> Bool {
        if case .reset(let typed) = command, case .reset(let id)? = asked {
            return typed.lowercased() == id.lowercased()
        }
        return command == asked
    }

    private func handle(_ command: LessonCommand, current: Workspace, confirmed: Bool) throws(LessonError)
        -> LessonReply
    {
        switch command {
        case .lessons: return LessonReply([.listed(listing())])
        case .open(let name): return try open(name, current: current)
        case .preview(let name, let step): return try preview(name, at: step, current: current)
        case .reset(let id): return try reset(id, confirmed: confirmed)
        case .close: return try close()
        case .next: return try next()
        case .back:
            _ = try self.current()
            guard stepIndex > 0 else { throw .firstStep }
            return enter(stepIndex - 1)
        case .goto(let number): return try goto(number)
        case .restart: return try restart(confirmed: confirmed)
        case .answer(let typed): return try answer(typed)
        case .hint: return LessonReply([try hint()])
        case .skip: return try skip()
        case .progress: return LessonReply([.progress(progressReport())])
        case .step:
            let lesson = try self.current()
            let entry = StepEntry(
                lesson: lesson, index: stepIndex, setupFailures: [], showsPicture: false,
                doneBefore: doneSteps.contains(stepIndex))
            return LessonReply([.reprinted(entry, done: checkDone)])
        }
    }

    // MARK: Events

    private func listing() -> LessonListing {
        let loaded = loadProgress()
        // A teacher's file that did not parse is not a lesson, but it should not vanish.
        // Said with its first error: a clash of ids with another folder's lesson is not seen
        // by `validate` of the one file, which that line used to send the teacher to.
        let errors = library.diagnostics.filter { $0.severity == .error }
        let notLoaded = Set(errors.map(\.file)).sorted().map { file in
            let own = errors.filter { $0.file == file }
            return LessonListing.NotLoaded(
                file: file, firstError: "\(own[0].line):\(own[0].column): \(own[0].message)", errors: own.count)
        }
        return LessonListing(
            warning: loaded.warning, notLoaded: notLoaded,
            entries: library.lessons.map { lesson in
                let progress = loaded.progress[lesson.id].flatMap { $0.version == lesson.version ? $0 : nil }
                return LessonListing.Entry(
                    lesson: lesson, progress: progress, problems: library.problemCounts[lesson.id])
            })
    }

    private func open(_ name: String, current: Workspace) throws(LessonError) -> LessonReply {
        let lesson = try find(name)
        begin(lesson, preview: false, current: current)
        var notes: [OpeningNote] = []
        if let count = library.problemCounts[lesson.id] { notes.append(.hasProblems(count: count, file: lesson.file)) }
        let saved = loadProgress()
        if let warning = saved.warning { notes.append(.warning(warning)) }
        var start = 0
        if let entry = saved.progress[lesson.id] {
            // Checks answered before stay answered: next and goto may pass them again.
            if entry.version == lesson.version { doneSteps = Set(entry.results.keys) }
            if entry.version != lesson.version {
                notes.append(.changedVersion(from: entry.version, to: lesson.version))
                save { $0 = LessonProgress(version: lesson.version) }
            } else if entry.completed {
                notes.append(.finishedBefore)
                // Still finished: going through it again does not take that away.
                save { $0 = LessonProgress(version: lesson.version, completed: true, results: entry.results) }
            } else if entry.step > 0, entry.step < lesson.steps.count {
                start = entry.step
                notes.append(.welcomeBack(step: start + 1))
            }
        }
        var reply = enter(start)
        reply.happenings.insert(.opened(lesson, notes: notes), at: 0)
        return reply
    }

    /// Teacher mode: the lesson at any step, with no progress read or written.
    private func preview(_ name: String, at number: Int?, current: Workspace) throws(LessonError) -> LessonReply {
        let lesson = try find(name)
        let number = number ?? 1
        guard (1...lesson.steps.count).contains(number) else { throw .noStep(number, count: lesson.steps.count) }
        begin(lesson, preview: true, current: current)
        var notes: [OpeningNote] = [.preview]
        if let count = library.problemCounts[lesson.id] {
            notes.insert(.hasProblems(count: count, file: lesson.file), at: 0)
        }
        var reply = enter(number - 1)
        reply.happenings.insert(.opened(lesson, notes: notes), at: 0)
        return reply
    }

    /// A lesson taken from its start, in whichever mode; the learner's own workspace is kept
    /// for `close` unless another lesson already kept it.
    private func begin(_ lesson: Lesson, preview: Bool, current: Workspace) {
        if self.lesson == nil { workspaceBeforeLesson = current }
        self.lesson = lesson
        isPreview = preview
        doneSteps = []
        attempts = [:]
        (wrongAnswers, hintsShown, firstWrongAnswer) = (0, 0, nil)
    }

    /// Forgets one lesson's progress, once asked twice in a row. The lesson open in this
    /// session (not in preview) starts over, as `restart` starts it.
    private func reset(_ name: String, confirmed: Bool) throws(LessonError) -> LessonReply {
        let loaded = loadProgress()
        let saved = loaded.progress
        // A damaged file set aside while reading is news, whatever reset does next.
        let warnings = loaded.warning.map { [LessonHappening.warning($0)] } ?? []
        // A lesson of the library, or one whose progress is kept though it is gone (a
        // teacher's folder not given this time).
        let id: String
        let title: String
        if let lesson = library.lesson(id: name) {
            (id, title) = (lesson.id, lesson.title)
        } else if let kept = saved.keys.first(where: { $0.lowercased() == name.lowercased() }) {
            (id, title) = (kept, kept)
        } else {
            throw .unknownLesson(name, known: library.lessons.map(\.id))
        }
        let isOpen = lesson?.id == id && !isPreview
        guard saved[id] != nil || isOpen else { return LessonReply(warnings + [.nothingToReset(title: title)]) }
        guard confirmed else {
            confirming = .reset(id)
            return LessonReply(warnings + [.resetAsked(title: title)])
        }
        if isOpen { return try restart(confirmed: true) }
        switch store.update(id, { $0 = nil }) {
        case .notSaved(let message), .keptInMemory(let message): throw .resetNotSaved(message)
        case .damagedFileSetAside, nil: break
        }
        return LessonReply(warnings + [.reset(title: title)])
    }

    /// A lesson by id, or read from a file.
    private func find(_ name: String) throws(LessonError) -> Lesson {
        if let found = library.lesson(id: name) { return found }
        guard name.contains("/") || name.hasSuffix(".lesson") else {
            throw .unknownLesson(name, known: library.lessons.map(\.id))
        }
        let text: String
        switch LessonLibrary.read(name) {
        case .success(let read): text = read
        case .failure(let problem):
            throw .unreadableFile(
                file: problem.file, line: problem.line, column: problem.column, message: problem.message)
        }
        let parsed = LessonParser.parse(text, file: name)
        guard let lesson = parsed.lesson else {
            throw .fileWithProblems(
                name, first: parsed.diagnostics.first { $0.severity == .error }.map(\.description))
        }
        return lesson
    }

    /// Leaves the lesson; the learner's own workspace from before it comes back.
    private func close() throws(LessonError) -> LessonReply {
        let lesson = try current()
        self.lesson = nil
        defer {
            workspaceBeforeLesson = nil
            isPreview = false
        }
        return LessonReply([isPreview ? .previewClosed(lesson) : .closed(lesson)], load: workspaceBeforeLesson)
    }

    private func next() throws(LessonError) -> LessonReply {
        let lesson = try current()
        if let check = pendingCheck, !doneSteps.contains(stepIndex), !isPreview {
            throw .waitsForCheck(task: check.kind == .task || check.kind == .exercise, canSkip: canSkip)
        }
        guard stepIndex + 1 < lesson.steps.count else {
            save {
                $0?.completed = true
                $0?.step = lesson.steps.count - 1
            }
            if isPreview { return try close() }
            let closed = try close()
            return LessonReply([.finished(recap(of: lesson))], load: closed.load)
        }
        return enter(stepIndex + 1)
    }

    /// How the lesson went, as kept, and what comes after it.
    private func recap(of lesson: Lesson) -> LessonRecap {
        let results = loadProgress().progress[lesson.id].map { Self.fitted($0, to: lesson).0.results } ?? [:]
        let passed = store.exercises()
        let exercises = lesson.steps.compactMap { step -> String? in
            guard let check = step.check, check.kind == .exercise else { return nil }
            return passed[check.prompt.lowercased()]?.passed == true ? nil : check.prompt
        }
        let lessons = library.lessons
        let next = lessons.firstIndex { $0.id == lesson.id }.flatMap { $0 + 1 < lessons.count ? lessons[$0 + 1] : nil }
        return LessonRecap(lesson: lesson, results: results, exercisesToDo: exercises, next: next)
    }

    private func goto(_ number: Int) throws(LessonError) -> LessonReply {
        let lesson = try current()
        guard (1...lesson.steps.count).contains(number) else { throw .noStep(number, count: lesson.steps.count) }
        // Back to any step; forward only past steps whose checks are done (this time or
        // before), so goto is no way round them.
        if number - 1 > stepIndex, !isPreview,
            let open = (stepIndex..<(number - 1)).first(where: {
                lesson.steps[$0].check != nil && !doneSteps.contains($0)
            }),
            let check = lesson.steps[open].check
        {
            throw .stepBlocked(
                step: open + 1, task: check.kind == .task || check.kind == .exercise, canSkip: lesson.skipAllowed)
        }
        return enter(number - 1)
    }

    /// Clears the lesson's answers and starts over, once asked twice in a row: answers are
    /// the learner's work, and one mistyped word should not throw them away.
    private func restart(confirmed: Bool) throws(LessonError) -> LessonReply {
        let lesson = try current()
        // In a preview there is nothing to lose.
        guard confirmed || isPreview else {
            confirming = .restart
            return LessonReply([.restartAsked(lesson)])
        }
        save { $0 = LessonProgress(version: lesson.version) }
        doneSteps = []
        attempts = [:]
        (wrongAnswers, hintsShown, firstWrongAnswer) = (0, 0, nil)
        var reply = enter(0)
        reply.happenings.insert(.restarted(lesson), at: 0)
        return reply
    }

    private func hint() throws(LessonError) -> LessonHappening {
        _ = try current()
        guard let check = pendingCheck else { throw .nothingToHint }
        guard !check.hints.isEmpty else { return .noHints }
        guard hintsShown < check.hints.count else {
            return .hintsUsedUp(count: check.hints.count, canSkip: canSkip)
        }
        hintsShown += 1
        return .hint(text: check.hints[hintsShown - 1], number: hintsShown, of: check.hints.count)
    }

    private func skip() throws(LessonError) -> LessonReply {
        _ = try current()  // no lesson open: that error first
        guard canSkip else { throw .skipForbidden }
        guard let check = pendingCheck else { throw .nothingToSkip }
        checkDone = true
        record(.skipped)
        let answer = check.answer.flatMap { try? Evaluator.evaluate($0.text, LayoutFacts(stepWorkspace)) }
        // An exercise's explanation is said to one whose code passed ("your carousel rests
        // where 003's does"): a skip has no code to say it of.
        let skip = Skip(
            answer: answer, solution: check.kind == .task ? check.solution.map(\.text) : [],
            explanation: check.kind == .exercise ? nil : check.explanation,
            revealsPicture: revealed(by: check))
        return LessonReply([.skipped(skip), goOn])
    }

    /// The picture an answer or a skip shows: a prediction's, hidden until then; and for a
    /// question about the layout at another width (`heightat(12)`), the layout at that width,
    /// which the step's own picture could not show.
    private func revealed(by check: Check) -> Workspace? {
        if check.kind == .predict { return stepWorkspace }
        guard let answer = check.answer, let expression = try? ExpressionParser.parse(answer.text),
            let width = Self.otherWidth(in: expression)
        else { return nil }
        var other = stepWorkspace
        other.proposal.width = width
        return other
    }

    /// The one width an answer asks the layout about besides its own (`rowsat(20)`), if any.
    static func otherWidth(in expression: Expression) -> Double? {
        var widths: Set<Double> = []
        func visit(_ node: Expression) {
            switch node {
            case .call(let name, let arguments, _):
                if ["rowsat", "heightat"].contains(name.lowercased()), arguments.count == 1,
                    case .number(let width, _) = arguments[0]
                {
                    widths.insert(width)
                }
                arguments.forEach(visit)
            case .unary(_, let operand, _): visit(operand)
            case .binary(_, let left, let right, _):
                visit(left)
                visit(right)
            case .number, .text, .every: break
            }
        }
        visit(expression)
        return widths.count == 1 ? widths.first : nil
    }

    private func answer(_ typed: String) throws(LessonError) -> LessonReply {
        _ = try current()
        guard let check = pendingCheck else { throw .noQuestion }
        guard check.kind != .task else { throw .isTask }
        guard check.kind != .exercise else { throw .isExercise(check.prompt) }
        guard let answer = check.answer else { return LessonReply() }
        let facts = LayoutFacts(stepWorkspace)
        let right: Value
        do {
            right = try Evaluator.evaluate(answer.text, facts)
        } catch {
            throw .answerNotComputable(error.message)
        }
        let readings: [AnswerReading.Reading]
        let asking = AnswerReading.Asking(
            right, countsFromZero: Self.countsFromZero(answer.text),
            itemCount: stepWorkspace.collection?.itemCount ?? stepWorkspace.items.count)
        if check.choices.isEmpty {
            switch AnswerReading.read(typed, asking: asking) {
            case .success(let found): readings = found
            case .failure(let unreadable):
                return LessonReply([
                    .answered(.unreadable(unreadable, hasHints: !check.hints.isEmpty, canSkip: canSkip))
                ])
            }
        } else if let chosen = ChoiceLetters.choice(typed, check.choices) {
            readings = [AnswerReading.Reading(Answer.value(of: chosen))]
        } else if case .success(let found) = AnswerReading.read(typed, asking: asking) {
            // The choice said in words: "2 rows", "nope".
            readings = found
        } else if typed.count == 1, typed.first?.isLetter == true {
            throw .chooseLetter(ChoiceLetters.letters(check.choices.count))
        } else {
            readings = [AnswerReading.Reading(Answer.value(of: typed))]
        }
        // An answer asked "to the nearest whole unit" (round(…)) may be given more exactly:
        // 6.28 for round(2π) is right, judged at its own decimals against what was rounded.
        let unrounded = Self.unrounded(answer.text).flatMap { try? Evaluator.evaluate($0, facts) }
        let isRight = { (reading: AnswerReading.Reading) in
            AnswerReading.isRight(reading, right, roundedTo: check.rounding)
                || (reading.decimals > 0 && unrounded.map { AnswerReading.isRight(reading, $0) } == true)
        }
        if readings.contains(where: isRight) {
            checkDone = true
            record(
                StepResult(
                    .correct, wrongAnswers: wrongAnswers, hintsSeen: hintsShown, firstWrongAnswer: firstWrongAnswer))
            // Said at the precision asked: 25.5, not 25.48011282039459.
            var shown = right
            if let decimals = check.rounding, case .number(let value) = right, value.isFinite {
                var scale = 1.0
                for _ in 0..<decimals { scale *= 10 }
                shown = .number((value * scale).rounded() / scale)
            }
            let verdict = AnswerVerdict.right(
                shown, explanation: check.explanation, revealsPicture: revealed(by: check))
            return LessonReply([.answered(verdict), goOn])
        }
        let mistake = check.mistakes.first { mistake in
            guard let wrong = try? Evaluator.evaluate(mistake.value.text, facts) else { return false }
            return readings.contains { Answer.same($0.value, wrong) }
        }
        // The right value, less exactly than asked: a tutor asks for the decimals, and no
        // wrong try is counted.
        if let decimals = check.rounding, decimals > 0,
            readings.contains(where: {
                $0.decimals < decimals && AnswerReading.isRight($0, right, roundedTo: $0.decimals)
            })
        {
            return LessonReply([
                .answered(
                    .wrong(
                        typed: typed, mistake: nil, expected: .moreDecimals(decimals), hasHints: !check.hints.isEmpty))
            ])
        }
        var expected: ExpectedAnswer?
        // Only the answer as written counts here (80% is 80 first, 0.8 only besides).
        if case .number(let value) = right, value == value.rounded(),
            case .number(let given)? = readings.first?.value, given != given.rounded()
        {
            expected = .wholeNumber
        }
        wrongAnswers += 1
        if check.kind == .predict, firstWrongAnswer == nil { firstWrongAnswer = typed }
        return LessonReply([
            .answered(
                .wrong(typed: typed, mistake: mistake?.message, expected: expected, hasHints: !check.hints.isEmpty))
        ])
    }

    /// Whether an answer expression counts from 0: a row, an index, a card's number.
    static func countsFromZero(_ answer: String) -> Bool {
        guard let expression = try? ExpressionParser.parse(answer) else { return false }
        func reads(_ node: Expression) -> Bool {
            switch node {
            case .number, .text: return false
            case .unary(_, let operand, _): return reads(operand)
            case .binary(_, let left, let right, _): return reads(left) || reads(right)
            case .every: return false
            case .call(let name, let arguments, _):
                let lowered = name.lowercased()
                if [ItemFact.row.rawValue, ItemFact.index.rawValue].contains(lowered) { return true }
                if [CollectionFact.centred.rawValue, CollectionFact.ontop.rawValue].contains(lowered) { return true }
                if lowered == CollectionFunction.centredafter.rawValue { return true }
                return arguments.contains(where: reads)
            }
        }
        return reads(expression)
    }

    /// What `round(E)` rounds: E's text, when the answer is that and only that.
    static func unrounded(_ answer: String) -> Expression? {
        guard case .call(let name, let arguments, _)? = try? ExpressionParser.parse(answer),
            name.lowercased() == NumberFunction.round.rawValue, arguments.count == 1
        else { return nil }
        return arguments[0]
    }

    /// After every change of the workspace: is the task's goal reached?
    /// `learnerChanged` is false for the step's own setup: what its goal cannot work out
    /// there is the lesson's business (validate checks the solution), not the learner's.
    private func afterChange(_ workspace: Workspace, learnerChanged: Bool = true, pictureIsStale: Bool = false)
        -> [LessonHappening]
    {
        guard let check = pendingCheck, check.kind == .task, let goal = check.goal else { return [] }
        do {
            guard case .bool(true) = try Evaluator.evaluate(goal.text, LayoutFacts(workspace)) else {
                goalProblemSaid = nil
                // Something the task asks to keep, broken by this change: said, with its values.
                return learnerChanged ? taskRules.newlyBroken(in: workspace).map(LessonHappening.ruleBroken) : []
            }
        } catch {
            // The learner's changes took the workspace where the goal cannot be worked out (a
            // range grown too long, a fact of another layout): say so, rather than never
            // finishing the task without a word.
            guard learnerChanged, error.message != goalProblemSaid else { return [] }
            goalProblemSaid = error.message
            return [.goalNotChecked(reason: error.message)]
        }
        checkDone = true
        record(StepResult(.solved, hintsSeen: hintsShown))
        return (pictureIsStale ? [.solvedUnderStalePicture(workspace)] : []) + [
            .solved(explanation: check.explanation), goOn,
        ]
    }

    private func progressReport() -> ProgressReport {
        let saved = loadProgress()
        return ProgressReport(
            warning: saved.warning, unsaved: unsaved,
            // In the order the lessons are taken; a lesson no longer in the library after them.
            entries: saved.progress.keys.sorted { a, b in
                let order = { (id: String) in self.library.lessons.firstIndex { $0.id == id } ?? Int.max }
                return (order(a), a) < (order(b), b)
            }.map { id in
                let lesson = library.lesson(id: id)
                return ProgressReport.Entry(
                    id: id, progress: saved.progress[id]!, steps: lesson?.steps.count,
                    checks: lesson?.steps.filter { $0.check != nil }.count, version: lesson?.version)
            })
    }

    // MARK: Steps

    private func current() throws(LessonError) -> Lesson {
        guard let lesson else { throw .noLessonOpen }
        return lesson
    }

    /// Opens step `index`: sets its workspace up, for the shell to load and show.
    private func enter(_ index: Int) -> LessonReply {
        guard let lesson else { return LessonReply() }
        attempts[stepIndex] = (wrongAnswers, hintsShown, firstWrongAnswer)
        stepIndex = index
        (wrongAnswers, hintsShown, firstWrongAnswer) = attempts[index] ?? (0, 0, nil)
        checkDone = false
        goalProblemSaid = nil
        let step = lesson.steps[index]
        let (workspace, refused) = StepScript.setUp(step.setup)
        taskRules = TaskRules(goal: step.check?.kind == .task ? step.check?.goal?.text : nil, start: workspace)
        let failures = refused.map { SetupFailure(command: $0.0.text, message: $0.1.message) }
        stepWorkspace = workspace
        save { entry in
            if entry == nil { entry = LessonProgress(version: lesson.version) }
            entry?.step = index
        }
        let doneBefore = doneSteps.contains(index)
        // A step with nothing set up (a summing-up, say) has no picture worth drawing; a
        // prediction keeps it back until answered (once answered, it is shown on a visit).
        let entry = StepEntry(
            lesson: lesson, index: index, setupFailures: failures,
            showsPicture: (step.check?.kind != .predict || doneBefore) && !step.setup.isEmpty, doneBefore: doneBefore)
        // An exercise passed before (in another lesson, or on the command line) is done here too:
        // the same code would pass again.
        if let check = step.check, check.kind == .exercise, !isPreview,
            let kept = store.exercises()[check.prompt.lowercased()], kept.passed
        {
            checkDone = true
            record(StepResult(.solved, hintsSeen: hintsShown, sawAnswer: kept.sawSolution))
            return LessonReply([.entered(entry), .exercisePassedBefore(check.prompt), goOn], load: workspace)
        }
        // A task whose goal already holds (a step done before, set up again) says so at once.
        return LessonReply([.entered(entry)] + afterChange(workspace, learnerChanged: false), load: workspace)
    }

    /// Whether `skip` works: where the lesson allows it, and always in a preview.
    public var canSkip: Bool { lesson?.skipAllowed == true || isPreview }

    private var goOn: LessonHappening {
        .goOn(isLastStep: stepIndex + 1 >= (lesson?.steps.count ?? 0))
    }

    /// Keeps the outcome of the step's check. A skip never replaces a right answer or a
    /// solved task from before, and a prediction made again with its picture in view (a
    /// step done before) does not count as one made blind.
    /// Keeps how the check ended; a step done again keeps its better result, and a prediction
    /// answered again (its picture already in view) keeps its first.
    private func record(_ result: StepResult) {
        let index = stepIndex
        let predictionInView = step?.check?.kind == .predict && doneSteps.contains(index)
        doneSteps.insert(index)
        save { entry in
            guard let earlier = entry?.results[index] else {
                entry?.results[index] = result
                return
            }
            // Done after a skip showed the answer: done, but not a first try.
            var result = result
            if earlier.outcome == .skipped { result.sawAnswer = true }
            if predictionInView || !result.isBetter(than: earlier) { return }
            entry?.results[index] = result
        }
    }

    private var saveNotice: SaveNotice?

    /// The stored progress, and a warning about the file if it is news: a file that cannot be
    /// read is warned about once, not at every listing.
    private func loadProgress() -> (progress: [String: LessonProgress], warning: String?) {
        let loaded = store.load()
        var progress = loaded.progress
        var warnings = loaded.warning.map { [$0] } ?? []
        // Read against each lesson: a step or a result it does not have (a hand edit, a file from
        // elsewhere) is left out, said once.
        for (id, entry) in loaded.progress {
            guard let lesson = library.lesson(id: id), entry.version == lesson.version else { continue }
            let (fitted, dropped) = Self.fitted(entry, to: lesson)
            progress[id] = fitted
            if let dropped { warnings.append("the progress of \(id) \(dropped); left out") }
        }
        let news = warnings.filter { !noticesShown.contains($0) }
        noticesShown += news
        return (progress, news.isEmpty ? nil : news.joined(separator: "\nwarning: "))
    }

    /// `entry` with only what fits `lesson`: a step it has, results of steps with a check. What
    /// was left out, in words, if anything was.
    static func fitted(_ entry: LessonProgress, to lesson: Lesson) -> (LessonProgress, dropped: String?) {
        var fitted = entry
        var dropped: [String] = []
        if !(0..<lesson.steps.count).contains(entry.step) {
            dropped.append("names step \(entry.step + 1), which the lesson (\(lesson.steps.count) steps) does not have")
            fitted.step = 0
        }
        let bogus = entry.results.keys.filter { !lesson.steps.indices.contains($0) || lesson.steps[$0].check == nil }
        if !bogus.isEmpty {
            bogus.forEach { fitted.results[$0] = nil }
            let shown = bogus.sorted().prefix(3).map { "\($0 + 1)" }.joined(separator: ", ")
            dropped.append(
                "has results for step\(bogus.count == 1 ? "" : "s") \(shown)\(bogus.count > 3 ? " and \(bogus.count - 3) more" : ""), which the lesson has no check for"
            )
        }
        return (fitted, dropped.isEmpty ? nil : dropped.joined(separator: " and "))
    }

    private func save(_ change: (inout LessonProgress?) -> Void) {
        guard let lesson, !isPreview else { return }
        saveNotice = store.update(lesson.id) { entry in
            if entry == nil || entry?.version != lesson.version { entry = LessonProgress(version: lesson.version) }
            // What does not fit the lesson is not written back.
            entry = entry.map { Self.fitted($0, to: lesson).0 }
            change(&entry)
        }
        if case .notSaved(let message) = saveNotice, !unsaved.contains(message) { unsaved.append(message) }
    }

    /// Why saves failed this session, each reason once: `progress` says its list is short.
    /// Why saving failed in this session, if it did.
    public private(set) var unsaved: [String] = []
    /// Notices already shown: the same one is not repeated after every answer.
    private var noticesShown: [String] = []

    /// What the last save had to say, taken once, and only if it is news.
    public func takeSaveWarning() -> String? {
        defer { saveNotice = nil }
        guard let message = saveNotice?.message, !noticesShown.contains(message) else { return nil }
        noticesShown.append(message)
        return message
    }
}

/// Choices are lettered a), b), c) …; a learner may answer with the letter.
enum ChoiceLetters {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")

    static func letters(_ count: Int) -> [String] {
        alphabet.prefix(count).map(String.init)
    }

    /// The choice a typed letter (`b`, `B`, `b)`) names, if it names one.
    static func choice(_ typed: String, _ choices: [Located]) -> String? {
        let trimmed = typed.lowercased().filter { !$0.isWhitespace && $0 != ")" }
        guard trimmed.count == 1, let letter = trimmed.first, let number = alphabet.firstIndex(of: letter) else {
            return nil
        }
        return number < choices.count ? choices[number].text : nil
    }
}
