import LabSupport
import LayoutCore
import Workbench

/// Moving through a lesson: opening it (or previewing it), entering a step and setting its
/// layout up, next, back, goto, restart, reset and close, and the listing of the lessons.
extension LessonTurn {
    // MARK: Events

    mutating func listing() -> LessonListing {
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
                var entry = LessonListing.Entry(
                    lesson: lesson, progress: progress, problems: facts.checks?.problemCounts[lesson.id])
                entry.isTeachers = !LessonLibrary.shippedFiles.contains { $0.path == lesson.file }
                return entry
            })
    }

    mutating func open(_ name: String, current: Workspace) throws(LessonError) -> LessonReply {
        let lesson = try find(name)
        begin(lesson, preview: false, current: current)
        var notes: [OpeningNote] = []
        facts.checks?.checkIfNeeded(lesson)
        if let count = facts.checks?.problemCounts[lesson.id] {
            notes.append(.hasProblems(count: count, file: lesson.file))
        }
        let saved = loadProgress()
        if let warning = saved.warning { notes.append(.warning(warning)) }
        var start = 0
        if let entry = saved.progress[lesson.id] {
            // Checks answered before stay answered: next and goto may pass them again.
            if entry.version == lesson.version { state.doneSteps = Set(entry.results.keys) }
            if entry.version != lesson.version {
                notes.append(.changedVersion(from: entry.version, to: lesson.version))
                save(.startOver(version: lesson.version))
            } else if entry.completed {
                notes.append(.finishedBefore)
                // Still finished: going through it again does not take that away.
                save(.stillFinished(version: lesson.version, results: entry.results))
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
    mutating func preview(_ name: String, at number: Int?, current: Workspace) throws(LessonError) -> LessonReply {
        let lesson = try find(name)
        let number = number ?? 1
        guard (1...lesson.steps.count).contains(number) else { throw .noStep(number, count: lesson.steps.count) }
        begin(lesson, preview: true, current: current)
        var notes: [OpeningNote] = [.preview]
        facts.checks?.checkIfNeeded(lesson)
        if let count = facts.checks?.problemCounts[lesson.id] {
            notes.insert(.hasProblems(count: count, file: lesson.file), at: 0)
        }
        var reply = enter(number - 1)
        reply.happenings.insert(.opened(lesson, notes: notes), at: 0)
        return reply
    }

    /// A lesson taken from its start, in whichever mode; the learner's own workspace is kept
    /// for `close` unless another lesson already kept it.
    mutating func begin(_ lesson: Lesson, preview: Bool, current: Workspace) {
        if self.lesson == nil { state.workspaceBeforeLesson = current }
        self.lesson = lesson
        state.isPreview = preview
        state.forgetTries()
    }

    /// Forgets one lesson's progress, once asked twice in a row. The lesson open in this
    /// session (not in preview) starts over, as `restart` starts it.
    mutating func reset(_ name: String, confirmed: Bool) throws(LessonError) -> LessonReply {
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
        let isOpen = lesson?.id == id && !state.isPreview
        guard saved[id] != nil || isOpen else { return LessonReply(warnings + [.nothingToReset(title: title)]) }
        guard confirmed else {
            state.confirming.ask(.reset(id))
            return LessonReply(warnings + [.resetAsked(title: title)])
        }
        if isOpen { return try restart(confirmed: true) }
        // The store forgets it; one that cannot says so in place of this reply.
        writes.append(.forget(lessonID: id))
        return LessonReply(warnings + [.reset(title: title)])
    }

    /// Whether `name` is a lesson file's path rather than a lesson's id.
    static func namesAFile(_ name: String) -> Bool { name.contains("/") || name.hasSuffix(".lesson") }

    /// A lesson by id, or read from a file.
    func find(_ name: String) throws(LessonError) -> Lesson {
        if let found = library.lesson(id: name) { return found }
        guard Self.namesAFile(name) else {
            throw .unknownLesson(name, known: library.lessons.map(\.id))
        }
        let text: String
        switch facts.files[name] {
        case .success(let read): text = read
        case .failure(let error):
            throw .unreadableFile(file: error.file, line: error.line, column: error.column, message: error.message)
        case nil: throw .unreadableFile(file: name, line: 1, column: 1, message: "not read for this command")
        }
        let parsed = LessonParser.parse(text, file: name)
        guard let lesson = parsed.lesson else {
            throw .fileWithProblems(
                name, first: parsed.diagnostics.first { $0.severity == .error }.map(\.description))
        }
        return lesson
    }

    /// Leaves the lesson; the learner's own workspace from before it comes back.
    mutating func close() throws(LessonError) -> LessonReply {
        let lesson = try current()
        self.lesson = nil
        defer {
            state.workspaceBeforeLesson = nil
            state.isPreview = false
        }
        return LessonReply(
            [state.isPreview ? .previewClosed(lesson) : .closed(lesson)], load: state.workspaceBeforeLesson)
    }

    mutating func next() throws(LessonError) -> LessonReply {
        let lesson = try current()
        if let check = pendingCheck, !state.doneSteps.contains(stepIndex), !state.isPreview {
            throw .waitsForCheck(task: check.kind == .task || check.kind == .exercise, canSkip: canSkip)
        }
        guard stepIndex + 1 < lesson.steps.count else {
            save(.finished(lastStep: lesson.steps.count - 1))
            if state.isPreview { return try close() }
            let closed = try close()
            return LessonReply([.finished(recap(of: lesson))], load: closed.load)
        }
        return enter(stepIndex + 1)
    }

    /// How the lesson went, as kept, and what comes after it.
    mutating func recap(of lesson: Lesson) -> LessonRecap {
        let progress = loadProgress().progress
        let results = progress[lesson.id].map { Self.fitted($0, to: lesson).0.results } ?? [:]
        let passed = facts.exercises
        let exercises = lesson.steps.compactMap { step -> ExerciseToDo? in
            guard let check = step.check, let id = check.exerciseID else { return nil }
            let progress = passed[id]
            return progress?.passed == true ? nil : ExerciseToDo(id: check.prompt, file: progress?.file)
        }
        // The next lesson not finished yet: after this one in the library's order, else from the start.
        let lessons = library.lessons
        let here = lessons.firstIndex { $0.id == lesson.id } ?? lessons.count
        let unfinished = { (other: Lesson) in other.id != lesson.id && progress[other.id]?.completed != true }
        let next = lessons[min(here + 1, lessons.count)...].first(where: unfinished) ?? lessons.first(where: unfinished)
        var recap = LessonRecap(lesson: lesson, results: results, exercisesToDo: exercises, next: next)
        recap.opensByID = findsByID(lesson)
        return recap
    }

    mutating func goto(_ number: Int) throws(LessonError) -> LessonReply {
        let lesson = try current()
        guard (1...lesson.steps.count).contains(number) else { throw .noStep(number, count: lesson.steps.count) }
        // Back to any step; forward only past steps whose checks are done (this time or
        // before), so goto is no way round them.
        if number - 1 > stepIndex, !state.isPreview,
            let open = (stepIndex..<(number - 1)).first(where: {
                lesson.steps[$0].check != nil && !state.doneSteps.contains($0)
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
    mutating func restart(confirmed: Bool) throws(LessonError) -> LessonReply {
        let lesson = try current()
        // In a preview there is nothing to lose.
        guard confirmed || state.isPreview else {
            state.confirming.ask(.restart)
            return LessonReply([.restartAsked(lesson)])
        }
        save(.startOver(version: lesson.version))
        state.forgetTries()
        var reply = enter(0)
        reply.happenings.insert(.restarted(lesson), at: 0)
        return reply
    }

    /// Opens step `index`: sets its workspace up, for the shell to load and show.
    mutating func enter(_ index: Int) -> LessonReply {
        guard let lesson else { return LessonReply() }
        state.move(to: index)
        state.stepOpened = facts.now
        state.checkDone = false
        state.goalProblemSaid = nil
        state.triedFile = nil
        let step = lesson.steps[index]
        let (workspace, refused) = StepScript.setUp(step.setup)
        state.taskRules = TaskRules(goal: step.check?.kind == .task ? step.check?.goal?.text : nil, start: workspace)
        let failures = refused.map { SetupFailure(command: $0.0.text, message: $0.1.message) }
        state.stepWorkspace = workspace
        save(.at(step: index))
        let doneBefore = state.doneSteps.contains(index)
        // A step with nothing set up (a summing-up, say) has no picture worth drawing; a
        // prediction keeps it back until answered, on a visit again too.
        var entry = StepEntry(
            lesson: lesson, index: index, setupFailures: failures,
            showsPicture: step.check?.kind != .predict && step.hasPicture, doneBefore: doneBefore)
        if step.check?.walk?.stop.yours == true { entry.yours = yourFile }
        // An exercise passed before (in another lesson, or on the command line) is done here too:
        // the same code would pass again.
        if let check = step.check, let id = check.exerciseID, !state.isPreview,
            let kept = facts.exercises[id], kept.passed
        {
            state.checkDone = true
            record(StepResult(.solved, hintsSeen: state.tries.hintsShown, sawAnswer: kept.sawSolution))
            return LessonReply([.entered(entry), .exercisePassedBefore(check.prompt), goOn], load: workspace)
        }
        // A task whose goal already holds (a step done before, set up again) says so at once.
        return LessonReply([.entered(entry)] + afterChange(workspace, learnerChanged: false), load: workspace)
    }
}

extension LessonTurn {
    /// `reload` in preview: the lesson's file read again, the same step entered afresh; a
    /// file with problems changes nothing and says what they are.
    mutating func reload() throws(LessonError) -> LessonReply {
        let lesson = try current()
        guard state.isPreview else { throw .reloadIsForPreview }
        let text: String
        switch facts.files[lesson.file] {
        case .success(let read): text = read
        case .failure(let error): return LessonReply([.reloadRefused(file: lesson.file, problems: [error.description])])
        case nil: throw .reloadNeedsAFile(lesson.id)
        }
        let parsed = LessonParser.parse(text, file: lesson.file)
        let problems = parsed.diagnostics.filter { $0.severity == .error }
        guard let reloaded = parsed.lesson, problems.isEmpty else {
            return LessonReply([.reloadRefused(file: lesson.file, problems: problems.map(\.description))])
        }
        let index = min(stepIndex, reloaded.steps.count - 1)
        self.lesson = reloaded
        state.doneSteps = []
        var reply = enter(index)
        // What validate would say of it (an unknown name, a stale picture): the lesson is
        // shown anyway, for its author to see and fix.
        let found = facts.checks?.errors(in: reloaded) ?? []
        reply.happenings.insert(.reloaded(reloaded, step: index, problems: found), at: 0)
        return reply
    }
}
