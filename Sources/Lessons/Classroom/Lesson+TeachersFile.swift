import Exercises

extension Lesson {
    /// For a teacher (`demo`, the slides, `validate`): what a walk question's `stop: your test`
    /// walks in place of a learner's file — the lesson's exercise's reference solution, the
    /// article's code as `source --solution` shows it. Nil without an exercise step, and when
    /// there is no compiler or cache to walk it with.
    public var teachersFile: String? {
        guard steps.contains(where: { $0.check?.walk?.stop.yours == true }), let id = exerciseID,
            let exercise = ExerciseCatalog.exercise(id: id)
        else { return nil }
        return try? LearnerWalk.referenceFile(for: exercise)
    }
}
