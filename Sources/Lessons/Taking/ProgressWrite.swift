/// A change to a learner's progress in one lesson, as a value: what a lesson's turn decides, which
/// `apply` makes on the saved entry (no file in sight) and the store writes. Every save the
/// turn decides is one of these, so that what a command writes is told apart from writing it.
public enum ProgressWrite: Equatable, Sendable {
    /// The lesson begins again (a new version, a restart): nothing kept.
    case startOver(version: Int)
    /// Finished before and opened again: still finished, its results kept.
    case stillFinished(version: Int, results: [Int: StepResult])
    /// The learner is at `step`.
    case at(step: Int)
    /// The last step passed: the lesson is finished.
    case finished(lastStep: Int)
    /// What was tried at a step whose check is not done yet.
    case attempts(step: Int, StepAttempts)
    /// A step's check ended with `result`, `seconds` after the step opened. A step done again
    /// keeps its better result; a prediction answered again with its picture in view
    /// (`predictionInView`) keeps its first; done after a skip showed the answer, it is done
    /// but not a first try.
    case checkDone(step: Int, StepResult, seconds: Int, predictionInView: Bool)

    /// The entry after the write (nil: none saved yet).
    func apply(to entry: inout LessonProgress?, version: Int) {
        switch self {
        case .startOver(let version): entry = LessonProgress(version: version)
        case .stillFinished(let version, let results):
            entry = LessonProgress(version: version, completed: true, results: results)
        case .at(let step):
            if entry == nil { entry = LessonProgress(version: version) }
            entry?.step = step
        case .finished(let lastStep):
            entry?.completed = true
            entry?.step = lastStep
        case .attempts(let step, let attempts): entry?.open[step] = attempts
        case .checkDone(let step, var result, let seconds, let predictionInView):
            entry?.open[step] = nil
            // The first time through is what a teacher's results compare.
            if entry?.seconds[step] == nil { entry?.seconds[step] = seconds }
            guard let earlier = entry?.results[step] else {
                entry?.results[step] = result
                return
            }
            if earlier.outcome == .skipped { result.sawAnswer = true }
            if predictionInView || !result.isBetter(than: earlier) { return }
            entry?.results[step] = result
        }
    }
}
