import LabSupport
import LabText
import LayoutCore
import Workbench

/// What the learner has done, kept: a check's result recorded, the progress read against
/// each lesson and saved, and the report `progress` shows.
extension LessonTurn {
    mutating func progressReport() -> ProgressReport {
        let saved = loadProgress()
        let library = facts.library
        return ProgressReport(
            warning: saved.warning, unsaved: facts.unsaved,
            // In the order the lessons are taken; a lesson no longer in the library after them.
            entries: saved.progress.keys.sorted { a, b in
                let order = { (id: String) in library.lessons.firstIndex { $0.id == id } ?? Int.max }
                return (order(a), a) < (order(b), b)
            }.map { id in
                let lesson = library.lesson(id: id)
                return ProgressReport.Entry(
                    id: id, progress: saved.progress[id]!, steps: lesson?.steps.count,
                    checks: lesson?.steps.filter { $0.check != nil }.count, version: lesson?.version)
            })
    }

    /// Keeps how the check ended; a step done again keeps its better result, and a prediction
    /// answered again (its picture already in view) keeps its first.
    mutating func record(_ result: StepResult) {
        var result = result
        result.wrongTyped = Array(state.tries.wrongTyped.prefix(StepResult.typedLimit))
        let index = stepIndex
        let predictionInView = step?.check?.kind == .predict && state.doneSteps.contains(index)
        state.doneSteps.insert(index)
        let seconds = max(0, Int((facts.now - state.stepOpened).rounded()))
        save(.checkDone(step: index, result, seconds: seconds, predictionInView: predictionInView))
    }

    /// Keeps what has been tried at the step so far (a wrong answer, a hint), before its check
    /// is done: a student who stops here hands it in too.
    mutating func keepAttempts() {
        let attempts = StepAttempts(
            wrongAnswers: state.tries.wrongAnswers, hintsSeen: state.tries.hintsShown,
            wrongTyped: Array(state.tries.wrongTyped.prefix(StepResult.typedLimit)))
        save(.attempts(step: stepIndex, attempts))
    }

    /// The progress as saved, with this turn's writes made, and a warning about the file if it
    /// is news: a file that cannot be read is warned about once, not at every listing.
    mutating func loadProgress() -> (progress: [String: LessonProgress], warning: String?) {
        var loaded = facts.saved
        for write in writes { write.apply(to: &loaded[write.lessonID]) }
        var progress = loaded
        var warnings = facts.savedWarning.map { [$0] } ?? []
        // Read against each lesson: a step or a result it does not have (a hand edit, a file from
        // elsewhere) is left out, said once.
        for (id, entry) in loaded {
            guard let lesson = library.lesson(id: id), entry.version == lesson.version else {
                // Not this lesson's to fit (gone, or another version): what is no step at all is
                // still said, since the next save leaves it out.
                if !entry.unreadableSteps.isEmpty {
                    let shown = entry.unreadableSteps.prefix(3).joined(separator: ", ")
                    warnings.append("the progress of \(id) names \(shown) where a step number belongs; left out")
                }
                continue
            }
            let (fitted, dropped) = Self.fitted(entry, to: lesson)
            progress[id] = fitted
            if let dropped { warnings.append("the progress of \(id) \(dropped); left out") }
        }
        let news = warnings.filter { !state.noticesShown.contains($0) }
        state.noticesShown += news
        return (progress, news.isEmpty ? nil : news.joined(separator: "\nwarning: "))
    }

    /// `entry` with only what fits `lesson`: a step it has, results of steps with a check. What
    /// was left out, in words, if anything was.
    static func fitted(_ entry: LessonProgress, to lesson: Lesson) -> (LessonProgress, dropped: String?) {
        var fitted = entry
        var dropped: [String] = []
        if !entry.unreadableSteps.isEmpty {
            let shown = entry.unreadableSteps.prefix(3).joined(separator: ", ")
            let more = entry.unreadableSteps.count > 3 ? " and \(entry.unreadableSteps.count - 3) more" : ""
            dropped.append("names \(shown)\(more) where a step number belongs")
            fitted.unreadableSteps = []
        }
        if !(0..<lesson.steps.count).contains(entry.step) {
            dropped.append("names step \(entry.step + 1), which the lesson (\(lesson.steps.count) steps) does not have")
            fitted.step = 0
        }
        // Attempts at a step the lesson lacks, or that asks nothing, are simply not kept.
        fitted.open = entry.open.filter { lesson.steps.indices.contains($0.key) && lesson.steps[$0.key].check != nil }
        let bogus = entry.results.keys.filter { !lesson.steps.indices.contains($0) || lesson.steps[$0].check == nil }
        if !bogus.isEmpty {
            bogus.forEach { fitted.results[$0] = nil }
            let shown = bogus.sorted().prefix(3).map { "\($0 + 1)" }.joined(separator: ", ")
            dropped.append(
                "has results for \(Plural.word(bogus.count, "step")) \(shown)\(bogus.count > 3 ? " and \(bogus.count - 3) more" : ""), which the lesson has no check for"
            )
        }
        return (fitted, dropped.isEmpty ? nil : dropped.joined(separator: " and "))
    }

    /// Decides `write` on the open lesson's progress (nothing in a preview): the session saves it.
    mutating func save(_ write: ProgressWrite) {
        guard let lesson, !state.isPreview else { return }
        writes.append(.progress(lesson, write))
    }
}
